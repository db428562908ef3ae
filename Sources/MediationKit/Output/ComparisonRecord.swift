/// What `mediate compare A B` reports (decide.md): every numeric field of
/// the two `--runs` summaries, played on the same runs, with the paired
/// difference and its 95 % interval.
public struct ComparisonRecord: Equatable, Sendable {
  /// One field of the summary on both sides.
  public struct Entry: Equatable, Sendable {
    /// A jq path into the summary, with its leading dot: `.latencyMs.p90`, `.lineItems["Network B"].wins`.
    public var field: String
    /// The label of the line item a field of `lineItems` is of; nil at the top level.
    public var lineItem: String?
    /// The field's value in A's summary and in B's; nil where that side has none.
    public var a: JSONValue?
    public var b: JSONValue?
    /// `b − a`; nil when either side has none.
    public var difference: JSONValue?
    /// The same, in millionths.
    public var differenceMicros: Int128?
    /// The 95 % interval of the paired difference; nil for a field paired sums cannot give one
    /// (percentiles, minima, maxima, intervals, constants).
    public var ci95: SummaryRecord.Interval?
    /// How `ci95` was found: from paired sums, or from each side's order statistics (a percentile); nil without one.
    public var ciKind: CIKind?
    /// What the interval says of B against A; nil without one.
    public var verdict: Verdict?

    /// Whether the interval lies above 0 (B is higher).
    var differenceIsUp: Bool { (ci95?.low.micros ?? 0) > 0 }

    /// Whether the interval lies on one side of 0: a difference the runs show.
    public var excludesZero: Bool {
      guard let ci95 else { return false }
      return ci95.low.micros > 0 || ci95.high.micros < 0
    }
  }

  /// How a field's interval was found (decide2.md §1, §4).
  public enum CIKind: String, Sendable {
    /// The paired difference's, from the runs' paired sums.
    case paired
    /// From each side's order statistics of its histogram: a percentile's.
    case orderStatistics
  }

  /// What a field's interval says (decide2.md §1): B `higher` when it lies
  /// above 0, `lower` below, `unclear` when it holds 0. (`dependsOnWorld`
  /// comes with worlds, when one world's interval lies above 0 and another's below.)
  public enum Verdict: String, Sendable {
    case higher, lower, dependsOnWorld, unclear

    init(_ interval: SummaryRecord.Interval) {
      self = interval.low.micros > 0 ? .higher : interval.high.micros < 0 ? .lower : .unclear
    }
  }

  public var runs: Int
  /// The two configs as the command line named them.
  public var a: String
  public var b: String
  public var fields: [Entry]
}

extension JSONWriter {
  /// The `comparison` record: `{"type":"comparison","seq":0,"t":0,"runs","a","b","fields"}`.
  package mutating func write(_ comparison: ComparisonRecord) {
    writeComparisonMembers(comparison)
    endObject()
  }

  /// The comparison record's members, its object left open.
  mutating func writeComparisonMembers(_ comparison: ComparisonRecord) {
    beginObject()
    field("type", "comparison")
    field("seq", 0)
    field("t", 0)
    field("runs", comparison.runs)
    field("a", comparison.a)
    field("b", comparison.b)
    key("fields")
    beginArray()
    for entry in comparison.fields {
      beginObject()
      field("field", entry.field)
      key("a")
      write(entry.a ?? .null)
      key("b")
      write(entry.b ?? .null)
      key("difference")
      write(entry.difference ?? .null)
      write("ci95", optional: entry.ci95)
      key("ciKind")
      write(entry.ciKind.map { .string($0.rawValue) } ?? .null)
      // Worlds (decide2.md §1) are not played yet: null, as without them.
      key("byWorld")
      write(.null)
      key("verdict")
      write(entry.verdict.map { .string($0.rawValue) } ?? .null)
      endObject()
    }
    endArray()
    key("about")
    write(.null)
    key("worlds")
    write(.null)
  }
}

extension ComparisonRecord {
  /// The text report: a table of the fields, each difference whose interval
  /// excludes 0 marked `*`, and what the mark means.
  package func textLines(width: Int?, color: Bool) -> [String] {
    let style = TextStyle(enabled: color)
    func number(_ value: JSONValue?) -> String {
      guard case .number(let text)? = value else { return "-" }
      return text
    }
    var rows = [["field", "A", "B", "B − A", "95% CI", ""]]
    // Fields one side lacks (a line item only one config has, an auction only one runs) are listed after.
    for entry in fields where entry.a != nil && entry.b != nil {
      // A paired interval is the difference ± a half-width, which is what a reader needs; a percentile's
      // (order statistics) is not centred on the difference, so it is shown by its ends.
      let interval: String
      switch entry.ciKind {
      case .paired:
        interval = entry.ci95.map { "± \(DecimalNumber(micros: ($0.high.micros - $0.low.micros + 1) / 2))" } ?? "-"
      case .orderStatistics:
        interval = entry.ci95.map { "\($0.low) … \($0.high)" } ?? "-"
      case nil:
        interval = "-"
      }
      rows.append([
        DisplayText.escaped(entry.field), number(entry.a), number(entry.b), number(entry.difference), interval,
        entry.excludesZero ? style.paint("*", entry.differenceIsUp ? .green : .red) : "",
      ])
    }
    let shown = fields.filter(\.excludesZero).count
    var lines = [
      style.bold("Comparison of \(runs) paired run\(runs == 1 ? "" : "s")"),
      "  A  \(DisplayText.escaped(a))",
      "  B  \(DisplayText.escaped(b))",
      "",
    ]
    lines += TextTable(rows: rows, alignments: [.left, .right, .right, .right, .right, .left]).lines(
      indent: "  ", maxWidth: width)
    lines.append("")
    lines.append(
      "  * the interval excludes 0: the runs show a difference (\(shown) of \(rows.count - 1) fields); "
        + "- no interval")
    lines.append("  a percentile's interval is shown by its ends: each side's order statistics, not paired")
    for (side, present) in [("A", \Entry.a), ("B", \Entry.b)] {
      var only: [String] = []
      for entry in fields where entry[keyPath: present] != nil && (entry.a == nil || entry.b == nil) {
        if let label = entry.lineItem, !only.contains(label) { only.append(label) }
      }
      if !only.isEmpty {
        lines.append("  line items only in \(side): " + only.map(DisplayText.escaped).joined(separator: ", "))
      }
    }
    return lines
  }
}
