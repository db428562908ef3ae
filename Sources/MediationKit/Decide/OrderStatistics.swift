/// A percentile's 95 % interval from order statistics (decide2.md §4): each
/// side's percentile p of its N runs lies, with 97.5 % confidence, between
/// the order statistics of ranks max(1, ⌊Np − z√(Np(1−p))⌋) and
/// min(N, ⌈Np + z√(Np(1−p))⌉) of its exact histogram (z = 2.241403), so
/// the difference B − A lies in [B_low − A_high, B_high − A_low] with at
/// least 95 %. Each side's histogram is exact, so the interval exists in
/// shards and merges exactly.
enum OrderStatistics {
  /// The normal quantile of 98.75 %: each side's two-sided 97.5 % interval.
  static let z = 2.241403

  /// The histogram a percentile is of.
  enum Histogram: Sendable {
    /// The runs' latencies (`histogram`).
    case latency
    /// The closed auctions' latencies (`auctionHistogram`).
    case auctionLatency
  }

  /// A percentile of the summary: `percent` (50, 90, 95, 99) of `histogram`.
  struct Percentile: Sendable {
    var percent: Int
    var histogram: Histogram
  }

  /// The 1-based ranks of the order statistics around percentile `percent` of `count` values.
  static func ranks(percent: Int, of count: Int) -> ClosedRange<Int>? {
    guard count > 0 else { return nil }
    let p = Double(percent) / 100
    let center = Double(count) * p
    let spread = z * (center * (1 - p)).squareRoot()
    let low = max(1, Int((center - spread).rounded(.down)))
    let high = min(count, Int((center + spread).rounded(.up)))
    return min(low, count)...max(high, 1)
  }

  /// The value of rank `rank` (1-based) of the values `histogram` counts, ascending.
  static func value(ofRank rank: Int, in histogram: HistogramRecord) -> Int64? {
    var below = 0
    for entry in histogram.latencyMs {
      below += entry.runs
      if below >= rank { return entry.latencyMs }
    }
    return nil
  }

  /// Each side's interval of its percentile, by the ranks above.
  static func interval(percent: Int, of histogram: HistogramRecord) -> ClosedRange<Int64>? {
    let count = histogram.latencyMs.reduce(0) { $0 + $1.runs }
    guard let ranks = ranks(percent: percent, of: count), let low = value(ofRank: ranks.lowerBound, in: histogram),
      let high = value(ofRank: ranks.upperBound, in: histogram)
    else { return nil }
    return low...high
  }

  /// The interval of B − A: [B_low − A_high, B_high − A_low]; nil when a side has no values.
  static func difference(percent: Int, a: HistogramRecord, b: HistogramRecord) -> SummaryRecord.Interval? {
    guard let sideA = interval(percent: percent, of: a), let sideB = interval(percent: percent, of: b) else {
      return nil
    }
    return SummaryRecord.Interval(
      low: DecimalNumber(integer: sideB.lowerBound - sideA.upperBound),
      high: DecimalNumber(integer: sideB.upperBound - sideA.lowerBound))
  }
}
