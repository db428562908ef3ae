/// Builds the `comparison` record of two configs played on the same runs:
/// each numeric field of their summaries, the difference, and the
/// interval of the paired difference (`PairedSums`, `PairedInterval`).
package enum PairedComparison {
  static func record(of played: Comparator.Played, a: WaterfallConfig, b: WaterfallConfig, pathA: String, pathB: String)
    -> ComparisonRecord
  {
    record(
      of: played, labelsA: a.lineItems.map(\.label), labelsB: b.lineItems.map(\.label), pathA: pathA, pathB: pathB,
      platforms: [a.platform, b.platform])
  }

  /// The record of two sides whose line items have these labels, in order, of these platforms (A's, B's).
  static func record(
    of played: Comparator.Played, labelsA: [String], labelsB: [String], pathA: String, pathB: String,
    platforms: [Platform]
  ) -> ComparisonRecord {
    let summaryA = played.a.summary
    let summaryB = played.b.summary
    let paired = played.paired
    let runs = summaryA[.runs]
    var entries: [ComparisonRecord.Entry] = []
    func entry(
      _ path: String, _ fieldA: SummaryField?, _ fieldB: SummaryField?, lineItem: String? = nil,
      interval: (low: Double, high: Double)?, orderStatistics: SummaryRecord.Interval? = nil
    ) {
      let valueA = fieldA.flatMap { summaryA.number(at: $0) }
      let valueB = fieldB.flatMap { summaryB.number(at: $0) }
      var difference: JSONValue?
      if let valueA, let valueB {
        let micros = valueB.micros - valueA.micros
        if case .number(let textA) = valueA.json, case .number(let textB) = valueB.json, !textA.contains("."),
          !textB.contains("."), micros % 1_000_000 == 0
        {
          difference = .integer(micros / 1_000_000)
        } else {
          difference = .decimal(DecimalNumber(micros: Int64(micros)))
        }
      }
      let both = valueA != nil && valueB != nil
      let paired = both ? interval.flatMap(Self.interval) : nil
      let ranked = both ? orderStatistics : nil
      let ci = paired ?? ranked
      let kind: ComparisonRecord.CIKind? = paired != nil ? .paired : ranked != nil ? .orderStatistics : nil
      entries.append(
        ComparisonRecord.Entry(
          field: path, lineItem: lineItem, a: valueA?.json, b: valueB?.json, difference: difference,
          differenceMicros: valueA.flatMap { a in valueB.map { $0.micros - a.micros } }, ci95: ci, ciKind: kind,
          verdict: ci.map(ComparisonRecord.Verdict.init)))
    }
    // The top level, in the record's order, objects member by member: a row of the metric table each.
    for metric in topLevelMetrics(banner: summaryA.banner != nil) {
      let field = SummaryField(lineItem: nil, keys: metric.keys)
      switch metric.interval {
      case .orderStatistics(let percentile):
        let histograms: (a: HistogramRecord?, b: HistogramRecord?) =
          switch percentile.histogram {
          case .latency: (played.a.histogram, played.b.histogram)
          case .auctionLatency: (played.a.auctionHistogram, played.b.auctionHistogram)
          }
        let ranked = histograms.a.flatMap { a in
          histograms.b.flatMap { OrderStatistics.difference(percent: percentile.percent, a: a, b: $0) }
        }
        entry(jqPath(metric.keys), field, field, interval: nil, orderStatistics: ranked)
      case .sum, .ratio, .itemSum, .itemRatio, .bannerSum, .bannerRatio, .none:
        entry(jqPath(metric.keys), field, field, interval: metric.pairedInterval(paired, pair: nil, runs: runs))
      }
    }
    // Line items: A's in its order, then those only B has.
    let pairOfA = Dictionary(uniqueKeysWithValues: paired.pairs.enumerated().map { ($0.element.a, $0.offset) })
    let pairedB = Set(paired.pairs.map(\.b))
    var items: [(label: String, a: Int?, b: Int?, pair: Int?)] = labelsA.indices.map { index in
      let pair = pairOfA[index]
      return (labelsA[index], index, pair.map { paired.pairs[$0].b }, pair)
    }
    items += labelsB.indices.filter { !pairedB.contains($0) }.map { (labelsB[$0], nil, $0, nil) }
    for item in items {
      for metric in SummaryMetrics.lineItem {
        let interval = item.pair.flatMap { metric.pairedInterval(paired, pair: $0, runs: runs) }
        entry(
          ".lineItems[\(JSONStringLiteral.quoted(item.label))]" + jqPath(metric.keys),
          item.a.map { SummaryField(lineItem: $0, keys: metric.keys) },
          item.b.map { SummaryField(lineItem: $0, keys: metric.keys) }, lineItem: item.label, interval: interval)
      }
    }
    return ComparisonRecord(runs: runs, a: pathA, b: pathB, fields: entries, platforms: platforms)
  }

  /// The fields a comparison of `a` and `b` has, as jq paths, in its order:
  /// what `--fail-if` may name, known before anything is played.
  package static func fieldPaths(a: WaterfallConfig, b: WaterfallConfig) -> [String] {
    SummaryFieldPath.all(labels: labels(a: a, b: b), banner: a.adUnit.format.traits.refreshes).map(\.path)
  }

  /// The line items' labels of a comparison: A's in its order, then those only B has.
  private static func labels(a: WaterfallConfig, b: WaterfallConfig) -> [String] {
    var labels = a.lineItems.map(\.label)
    labels += b.lineItems.map(\.label).filter { !labels.contains($0) }
    return labels
  }

  /// The fields of `fieldPaths(a:b:)` whose difference has no interval by
  /// their nature (minima, maxima, `runs`, `ecpm`, an interval's ends): a
  /// `--fail-if` on one would test a bare difference, which proves nothing.
  package static func fieldsWithoutInterval(a: WaterfallConfig, b: WaterfallConfig) -> Set<String> {
    var paths = Set<String>()
    for metric in topLevelMetrics(banner: a.adUnit.format.traits.refreshes) where metric.hasNoInterval {
      paths.insert(jqPath(metric.keys))
    }
    for label in labels(a: a, b: b) {
      for metric in SummaryMetrics.lineItem where metric.hasNoInterval {
        paths.insert(".lineItems[\(JSONStringLiteral.quoted(label))]" + jqPath(metric.keys))
      }
    }
    return paths
  }

  /// A line item entry's numeric fields, in its order, as key paths: `winShareCI95` member by member.
  static let lineItemPaths: [[String]] = SummaryMetrics.lineItem.map(\.keys)

  /// The summary's numbers of the top level, in the record's order; a banner's requests only for a banner.
  static func topLevelMetrics(banner: Bool) -> [SummaryMetric] {
    SummaryMetrics.run.filter { banner || $0.presence != .banner }
  }

  /// The summary's numeric fields of the top level, in the record's order, as key paths.
  static func topLevelPaths(banner: Bool) -> [[String]] {
    topLevelMetrics(banner: banner).map(\.keys)
  }

  /// `["latencyMs", "p90"]` as `.latencyMs.p90`.
  static func jqPath(_ keys: [String]) -> String {
    keys.map { "." + $0 }.joined()
  }

  /// An interval rounded half up to six decimals; nil when an end is not a
  /// number or passes ±2^62 millionths (about ±4.6 × 10^12), past which its
  /// width would not fit 64 bits: only counts no run can reach come near
  /// (a shard's clicks or violations in the trillions).
  static func interval(_ bounds: (low: Double, high: Double)) -> SummaryRecord.Interval? {
    func micros(_ value: Double) -> DecimalNumber? {
      let scaled = (value * 1_000_000).rounded(.toNearestOrAwayFromZero)
      guard scaled.magnitude < 0x1p62, let micros = Int64(exactly: scaled) else { return nil }
      return DecimalNumber(micros: micros)
    }
    guard let low = micros(bounds.low), let high = micros(bounds.high) else { return nil }
    return SummaryRecord.Interval(low: low, high: high)
  }
}

/// A constraint on a field of the summary (decide.md): a jq path, an
/// operator and a number: `'revenuePer1000Requests < 0'`. `compare --fail-if`
/// applies it to the paired difference.
package struct FieldConstraint: Equatable, Sendable {
  /// The field as a jq path with its leading dot.
  package var field: String
  package var comparison: Comparison

  /// Why a constraint cannot be read.
  package enum ParseError: Error, Equatable, Sendable {
    case noOperator
    /// `==` and `!=` are for counts of `expect`, not for constraints.
    case operatorNotAllowed(String)
    case badComparison(Comparison.ParseError)
  }

  /// Reads `FIELD OP NUMBER`, the leading dot of the field optional, spaces optional.
  package static func parse(_ text: String) throws(ParseError) -> FieldConstraint {
    guard let start = text.firstIndex(where: { "<>=!".contains($0) }) else { throw .noOperator }
    var field = String(text[..<start]).trimmingSpaces
    if !field.hasPrefix(".") { field = "." + field }
    let comparison: Comparison
    do throws(Comparison.ParseError) {
      comparison = try Comparison.parse(String(text[start...]))
    } catch {
      throw .badComparison(error)
    }
    guard [.lessThan, .atMost, .greaterThan, .atLeast].contains(comparison.op) else {
      throw .operatorNotAllowed(comparison.op.rawValue)
    }
    return FieldConstraint(field: field, comparison: comparison)
  }

  /// Whether the difference of `entry` meets the constraint with 95 %
  /// confidence: its whole interval on the constraint's side. A field
  /// without an interval is judged by its difference alone.
  package func holds(for entry: ComparisonRecord.Entry) -> Bool {
    if let interval = entry.ci95 {
      switch comparison.op {
      case .lessThan, .atMost: return comparison.holds(forMicros: Int128(interval.high.micros))
      case .greaterThan, .atLeast: return comparison.holds(forMicros: Int128(interval.low.micros))
      case .equal, .notEqual: return false
      }
    }
    guard let micros = entry.differenceMicros else { return false }
    return comparison.holds(forMicros: micros)
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
