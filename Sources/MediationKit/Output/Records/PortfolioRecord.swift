/// The last record of a portfolio's `simulate --runs` (decide2.md §5; json's `result`): each group's share of the
/// traffic and its figures, and the traffic-weighted totals with their intervals.
package struct PortfolioRecord: Equatable, Sendable {
  package var runsPerGroup: Int
  /// The portfolio's seed the groups' seeds derive from (`--seed`, else the file's).
  package var seed: UInt64
  package var groups: [Group]
  package var total: Total

  /// One group's line: its traffic, its share of the portfolio's, and its headline figures.
  package struct Group: Equatable, Sendable {
    package var name: String
    package var requestsPerDay: Int64
    /// requestsPerDay over the portfolio's.
    package var share: DecimalNumber
    package var fillRate: DecimalNumber
    package var revenuePer1000Requests: DecimalNumber
    /// USD a day: requestsPerDay × revenuePer1000Requests / 1,000.
    package var revenuePerDay: WideDecimal
    package var latencyMean: DecimalNumber?
    package var latencyP90: Int64?
  }

  /// The traffic-weighted totals.
  package struct Total: Equatable, Sendable {
    package var requestsPerDay: Int64
    package var fillRate: DecimalNumber
    package var fillRateCI95: WideInterval
    package var revenuePer1000Requests: DecimalNumber
    package var revenuePer1000RequestsCI95: WideInterval
    package var revenuePerDay: WideDecimal
    package var revenuePerDayCI95: WideInterval
    package var latencyMean: DecimalNumber?
    package var latencyMeanCI95: WideInterval?
    package var latencyP50: Int64?
    package var latencyP90: Int64?
    package var latencyP99: Int64?
  }
}

/// A decimal to six places too large for `DecimalNumber`'s 64 bits (a portfolio's USD a day can pass 9 × 10¹²).
package struct WideDecimal: Equatable, Sendable, CustomStringConvertible {
  package var micros: Int128

  package init(micros: Int128) { self.micros = micros }

  /// `numerator / denominator` rounded half up to six decimals (both non-negative, the denominator positive),
  /// without overflow for numerators up to 2¹²⁶.
  package init(fraction numerator: Int128, over denominator: Int128) {
    let whole = numerator / denominator
    let rest = numerator % denominator
    // rest < denominator: rest × 2,000,000 fits as long as the denominator is below 2¹⁰⁵.
    micros = whole * 1_000_000 + (rest * 2_000_000 + denominator) / (2 * denominator)
  }

  /// A Double rounded half away from zero to six decimals.
  package init(rounding value: Double) {
    micros = Int128((value * 1_000_000).rounded(.toNearestOrAwayFromZero))
  }

  package var description: String { DecimalNumber.text(ofMicros: micros) }

  /// The value as a Double, for a test's closed form.
  package var doubleValue: Double { Double(micros) / 1_000_000 }

}

/// A 95 % interval of wide decimals.
package struct WideInterval: Equatable, Sendable {
  package var low: WideDecimal
  package var high: WideDecimal

  /// The normal interval around `value` with the given variance: value ± 1.959964 × √variance, the half-width
  /// rounded half up to six decimals and taken off and added to the exact value, so that the interval always holds
  /// it (a Double of 10¹⁷ USD a day has no six decimals); clamped to `bounds` when given (a rate is never negative).
  package init(around value: WideDecimal, variance: Double, within bounds: ClosedRange<Int128>? = nil) {
    let half = 1.959_963_984_540_054 * max(variance, 0).squareRoot() * 1_000_000
    let halfMicros = half.isFinite && half < 1e36 ? Int128(half.rounded(.toNearestOrAwayFromZero)) : 0
    var low = value.micros - halfMicros
    var high = value.micros + halfMicros
    if let bounds {
      let (floor, ceiling) = (bounds.lowerBound * 1_000_000, bounds.upperBound * 1_000_000)
      low = min(max(low, floor), ceiling)
      high = min(max(high, floor), ceiling)
    }
    self.low = WideDecimal(micros: low)
    self.high = WideDecimal(micros: high)
  }
}

extension JSONWriter {
  mutating func wide(_ value: WideDecimal) { raw(separator: value.description) }

  mutating func write(_ interval: WideInterval) {
    beginObject()
    key("low")
    wide(interval.low)
    key("high")
    wide(interval.high)
    endObject()
  }

  /// The `portfolio` record's members after `type`, `seq` and `t`.
  mutating func writeMembers(_ portfolio: PortfolioRecord) {
    field("runsPerGroup", portfolio.runsPerGroup)
    key("seed")
    unsigned(portfolio.seed)
    key("groups")
    beginArray()
    for group in portfolio.groups {
      beginObject()
      field("name", group.name)
      field("requestsPerDay", group.requestsPerDay)
      field("share", group.share)
      field("fillRate", group.fillRate)
      field("revenuePer1000Requests", group.revenuePer1000Requests)
      key("revenuePerDay")
      wide(group.revenuePerDay)
      key("latencyMs")
      beginObject()
      field("mean", group.latencyMean)
      field("p90", group.latencyP90)
      endObject()
      endObject()
    }
    endArray()
    let total = portfolio.total
    key("total")
    beginObject()
    field("requestsPerDay", total.requestsPerDay)
    field("fillRate", total.fillRate)
    key("fillRateCI95")
    write(total.fillRateCI95)
    field("revenuePer1000Requests", total.revenuePer1000Requests)
    key("revenuePer1000RequestsCI95")
    write(total.revenuePer1000RequestsCI95)
    key("revenuePerDay")
    wide(total.revenuePerDay)
    key("revenuePerDayCI95")
    write(total.revenuePerDayCI95)
    key("latencyMs")
    beginObject()
    field("mean", total.latencyMean)
    key("meanCI95")
    if let interval = total.latencyMeanCI95 { write(interval) } else { null() }
    field("p50", total.latencyP50)
    field("p90", total.latencyP90)
    field("p99", total.latencyP99)
    endObject()
    endObject()
  }
}

extension TextRenderer {
  /// The closing block of a portfolio's batch: the totals with their intervals, then a table of the groups.
  func portfolioBlock(_ portfolio: PortfolioRecord) -> [String] {
    var lines = Self.portfolioLines(portfolio)
    lines[0] = style.bold(lines[0])
    return lines
  }

  /// The block's lines, unstyled.
  static func portfolioLines(_ portfolio: PortfolioRecord) -> [String] {
    let total = portfolio.total
    let groups = portfolio.groups.count
    var lines = [
      "Portfolio: \(groups) group\(groups == 1 ? "" : "s"), \(ReadableNumber.count(portfolio.runsPerGroup)) runs "
        + "each, \(ReadableNumber.count(Int(total.requestsPerDay))) requests a day"
    ]
    lines.append(
      "  fill rate \(total.fillRate) (95 % \(total.fillRateCI95.low) to \(total.fillRateCI95.high))")
    lines.append(
      "  revenue per 1,000 requests \(total.revenuePer1000Requests) (95 % \(total.revenuePer1000RequestsCI95.low) "
        + "to \(total.revenuePer1000RequestsCI95.high))")
    lines.append(
      "  revenue a day USD \(total.revenuePerDay) (95 % \(total.revenuePerDayCI95.low) to "
        + "\(total.revenuePerDayCI95.high))")
    if let mean = total.latencyMean, let interval = total.latencyMeanCI95 {
      let percentiles = [("p50", total.latencyP50), ("p90", total.latencyP90), ("p99", total.latencyP99)]
        .compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: ", ")
      lines.append("  latency ms mean \(mean) (95 % \(interval.low) to \(interval.high)), \(percentiles)")
    }
    var rows = [["group", "requests/day", "share", "fill rate", "per 1,000", "USD/day", "mean ms", "p90 ms"]]
    for group in portfolio.groups {
      rows.append([
        DisplayText.escaped(group.name), ReadableNumber.count(Int(group.requestsPerDay)), group.share.description,
        group.fillRate.description, group.revenuePer1000Requests.description, group.revenuePerDay.description,
        group.latencyMean?.description ?? "-", group.latencyP90.map(String.init) ?? "-",
      ])
    }
    lines += TextTable(rows: rows, alignments: [.left] + Array(repeating: .right, count: 7)).lines(indent: "  ")
    return lines
  }
}
