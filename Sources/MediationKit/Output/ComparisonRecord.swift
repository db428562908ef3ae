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
    /// What the interval says of B against A; nil without one. With worlds, over every world's interval.
    public var verdict: Verdict?
    /// The field in each world, base first (decide2.md §1); nil without worlds.
    package var byWorld: [World]? = nil

    /// Whether the interval lies on one side of 0: a difference the runs show.
    public var excludesZero: Bool {
      guard let ci95 else { return false }
      return ci95.low.micros > 0 || ci95.high.micros < 0
    }
  }

  /// A field in one world the data cannot rule out (decide2.md §1): both
  /// sides with the world's values set, played on the same runs.
  package struct World: Equatable, Sendable {
    /// The world's label.
    package var world: String
    package var a: JSONValue?
    package var b: JSONValue?
    package var difference: JSONValue?
    package var ci95: SummaryRecord.Interval?

    package init(
      world: String, a: JSONValue?, b: JSONValue?, difference: JSONValue?, ci95: SummaryRecord.Interval?
    ) {
      self.world = world
      self.a = a
      self.b = b
      self.difference = difference
      self.ci95 = ci95
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
  /// The paths the worlds differ in and the worlds' labels, base first (decide2.md §1); nil without worlds.
  package var about: [String]? = nil
  package var worlds: [String]? = nil
  /// Each side's platform, A's then B's (android.md: configs of different platforms may be compared).
  /// Empty only in a record built by hand (a test's); every comparison sets it.
  package var platforms: [Platform] = []
  /// The base seed both sides were played with, which the text's headline
  /// names; nil where it is not known. Not a member of the JSON record.
  package var seed: UInt64? = nil
  /// The record's place in the output: 0 but in a portfolio's, where each group's comparison comes in turn.
  package var seq = 0
  /// The portfolio group compared (decide2.md §5), written last; nil (and not written) for two configs.
  package var group: String? = nil
}

extension JSONWriter {
  /// The `comparison` record: `{"type":"comparison","seq":0,"t":0,"runs","a","b","fields"}`.
  package mutating func write(_ comparison: ComparisonRecord) {
    writeComparisonMembers(comparison)
    writeWorldMembers(comparison)
    if let group = comparison.group { field("group", group) }
    endObject()
  }

  /// `about` and `worlds` (decide2.md §1), then `platforms` (android.md), after the record's other keys (a
  /// shard's `paired` too).
  mutating func writeWorldMembers(_ comparison: ComparisonRecord) {
    key("about")
    write(comparison.about.map { .array($0.map(JSONValue.string)) } ?? .null)
    key("worlds")
    write(comparison.worlds.map { .array($0.map(JSONValue.string)) } ?? .null)
    key("platforms")
    write(JSONValue.strings(comparison.platforms.map(\.rawValue)))
  }

  /// The comparison record's members, its object left open.
  mutating func writeComparisonMembers(_ comparison: ComparisonRecord) {
    beginObject()
    field("type", "comparison")
    field("seq", comparison.seq)
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
      key("byWorld")
      if let byWorld = entry.byWorld {
        beginArray()
        for world in byWorld {
          beginObject()
          field("world", world.world)
          key("a")
          write(world.a ?? .null)
          key("b")
          write(world.b ?? .null)
          key("difference")
          write(world.difference ?? .null)
          write("ci95", optional: world.ci95)
          endObject()
        }
        endArray()
      } else {
        write(.null)
      }
      key("verdict")
      write(entry.verdict.map { .string($0.rawValue) } ?? .null)
      endObject()
    }
    endArray()
  }
}
