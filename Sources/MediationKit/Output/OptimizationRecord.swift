/// What `mediate optimize` reports (decide.md): the baseline and the best
/// candidate as played again on runs the search did not see, the gain
/// with its interval, what changed, and how the search went.
public struct OptimizationRecord: Equatable, Sendable {
  /// A field's value on the holdout runs, with its own 95 % interval where the summary has one.
  public struct Figure: Equatable, Sendable {
    /// A jq path into the summary, with its leading dot.
    public var field: String
    public var value: JSONValue?
    public var ci95: SummaryRecord.Interval?
  }

  /// One changed key of the config.
  public struct Change: Equatable, Sendable {
    /// `.lineItems["Network B"].ecpm`; `.lineItems` for a new order (labels old and new).
    public var path: String
    public var old: JSONValue
    public var new: JSONValue
  }

  /// The objective, as a jq path.
  public var objective: String
  /// `maximize` or `minimize`.
  public var goal: String
  /// The constraints as given, normalised: `.latencyMs.p90 <= 2500`.
  public var constraints: [String]
  /// What could vary, in `--vary`'s order of names.
  public var vary: [String]
  /// Runs each candidate was played on (runs 0 … N−1).
  public var runs: Int
  /// The search's seed.
  public var seed: UInt64
  /// The objective and each constrained field, on runs N … 2N−1.
  public var baseline: [Figure]
  public var best: [Figure]
  /// The objective's paired difference, best − baseline, on the holdout runs.
  public var difference: Figure
  public var changes: [Change]
  public var candidates: Int
  /// Every run played: the candidates' (those `--max-seconds` cut short
  /// included) and the holdout's, both configs'.
  public var runsPlayed: Int
  /// `exhausted`, `candidates`, `converged` or `time`.
  public var stoppedBy: String
  /// Whether a candidate met every constraint; when none did, the best is the baseline.
  public var feasible: Bool
  /// The search: `exhaustive` (every order) or `coordinate`.
  public var search: String
  /// The holdout runs played, from run N on: N, or under `--max-seconds`
  /// as many as the time left allowed, at least min(N, 1,000).
  public var holdoutRuns: Int
  /// Whether `--out` was written: false when its final write failed; nil
  /// without `--out` or with `--out -`.
  public var written: Bool?
  /// Whether the baseline meets every constraint on the holdout runs (in every world the search scores).
  package var baselineFeasible = true
  /// The constraints the baseline breaks on the holdout runs, each with its value there.
  package var baselineViolates: [Violation] = []
  /// The best config's waterfall line items that won nothing on the holdout runs (base world).
  package var inEffectDropped: [IdleLineItem] = []
  /// The best config's waterfall line items walked after one with a lower `ecpm` (written as their labels).
  package var outOfPriceOrder: [PriceOrderBreak] = []
  /// Each `--vary` name with nothing to vary in this config, when another name has.
  package var notVaried: [NotVaried] = []
  /// How many starts the iterated search ran local search from (decide2.md §3); 0 when it enumerated the space.
  package var starts = 0
  /// How many kicks it played; 0 when it enumerated the space.
  package var kicks = 0
  /// `--robust`: `worst`, `mean` or `base` (decide2.md §1); the rule asked for, also without worlds.
  package var robust: String = RobustRule.worst.rawValue
  /// The config's `uncertain.about` paths; nil without worlds.
  package var about: [String]?
  /// Every world's label, the base's first; nil without worlds.
  package var worlds: [String]?
  /// The baseline and the best in each world on the holdout runs, base first; nil without worlds.
  package var byWorld: [WorldFigures]?
  /// Each world's own best; nil without worlds or with `--no-per-world`.
  package var worldOptima: [WorldOptimum]?
  /// Whether what to do depends on the world (decide2.md §1's three conditions).
  package var dependsOnWorld = false
  /// The worlds in which the baseline breaks a constraint on the search runs, when no candidate met them all (not written: the text and standard error name them).
  package var brokenWorlds: [String] = []
  /// What each world would do and what is safe in all, in words, when `dependsOnWorld` (not written).
  package var worldAdvice: String?
  /// The record's place in the output: 0 but in a portfolio's, where each group's optimization comes in turn.
  package var seq = 0
  /// The portfolio group optimized (decide2.md §5), written last; nil (and not written) for a config.
  package var group: String?

  /// A constraint the baseline breaks: `{ "constraint", "value" }`.
  package struct Violation: Equatable, Sendable {
    /// Normalised as `constraints`: `.latencyMs.p90 <= 3000`.
    package var constraint: String
    /// The baseline's value of the field; null when its summary has none.
    package var value: JSONValue
    /// The constraint's field, a jq path (not written: the text picks the value's unit by it).
    package var field: String
    /// The world where it breaks, when not the base (not written).
    package var world: String?
  }

  /// A waterfall line item that won nothing: `{ "lineItem", "attempts", "wins" }`.
  package struct IdleLineItem: Equatable, Sendable {
    package var lineItem: String
    package var attempts: Int
    package var wins: Int
    /// The requests of the holdout, of which `attempts` is a share (not written).
    package var requests: Int
  }

  /// A waterfall line item walked after one with a lower `ecpm`.
  package struct PriceOrderBreak: Equatable, Sendable {
    package var lineItem: String
    package var ecpm: DecimalNumber
    /// The first line item before it with a lower `ecpm` (not written: the text names it).
    package var after: String
    package var afterEcpm: DecimalNumber
  }

  /// A `--vary` name with nothing to vary: `{ "vary", "reason" }`.
  package struct NotVaried: Equatable, Sendable {
    package var vary: String
    package var reason: String
  }

  /// One world's baseline and best, shaped as the record's own `baseline`, `best` and `difference`.
  package struct WorldFigures: Equatable, Sendable {
    package var world: String
    package var baseline: [Figure]
    package var best: [Figure]
    package var difference: Figure
  }

  /// One world's own best: its changes, its gain in that world, and its gain in the world worst for it.
  package struct WorldOptimum: Equatable, Sendable {
    package var world: String
    package var changes: [Change]
    package var difference: Figure
    package var worstWorldDifference: Figure
    /// The world worst for this best (not written).
    package var worstWorld: String
  }
}

extension JSONWriter {
  /// The `optimization` record.
  package mutating func write(_ optimization: OptimizationRecord) {
    func difference(_ name: String, _ figure: OptimizationRecord.Figure) {
      key(name)
      beginObject()
      field("field", figure.field)
      key("value")
      write(figure.value ?? .null)
      write("ci95", optional: figure.ci95)
      endObject()
    }
    func changes(_ changes: [OptimizationRecord.Change]) {
      key("changes")
      beginArray()
      for change in changes {
        beginObject()
        field("path", change.path)
        key("old")
        write(change.old)
        key("new")
        write(change.new)
        endObject()
      }
      endArray()
    }
    func figures(_ name: String, _ figures: [OptimizationRecord.Figure]) {
      key(name)
      beginObject()
      for figure in figures {
        key(figure.field)
        beginObject()
        key("value")
        write(figure.value ?? .null)
        write("ci95", optional: figure.ci95)
        endObject()
      }
      endObject()
    }
    beginObject()
    field("type", "optimization")
    field("seq", optimization.seq)
    field("t", 0)
    field("objective", optimization.objective)
    field("goal", optimization.goal)
    key("constraints")
    write(JSONValue.strings(optimization.constraints))
    key("vary")
    write(JSONValue.strings(optimization.vary))
    field("runs", optimization.runs)
    key("seed")
    write(JSONValue.integer(optimization.seed))
    figures("baseline", optimization.baseline)
    figures("best", optimization.best)
    difference("difference", optimization.difference)
    changes(optimization.changes)
    field("candidates", optimization.candidates)
    field("runsPlayed", optimization.runsPlayed)
    field("stoppedBy", optimization.stoppedBy)
    field("feasible", optimization.feasible)
    field("search", optimization.search)
    field("holdoutRuns", optimization.holdoutRuns)
    field("written", optimization.written)
    field("baselineFeasible", optimization.baselineFeasible)
    key("baselineViolates")
    beginArray()
    for violation in optimization.baselineViolates {
      beginObject()
      field("constraint", violation.constraint)
      key("value")
      write(violation.value)
      endObject()
    }
    endArray()
    key("inEffectDropped")
    beginArray()
    for item in optimization.inEffectDropped {
      beginObject()
      field("lineItem", item.lineItem)
      field("attempts", item.attempts)
      field("wins", item.wins)
      endObject()
    }
    endArray()
    key("outOfPriceOrder")
    write(JSONValue.strings(optimization.outOfPriceOrder.map(\.lineItem)))
    key("notVaried")
    beginArray()
    for name in optimization.notVaried {
      beginObject()
      field("vary", name.vary)
      field("reason", name.reason)
      endObject()
    }
    endArray()
    field("starts", optimization.starts)
    field("kicks", optimization.kicks)
    field("robust", optimization.robust)
    key("about")
    write(optimization.about.map(JSONValue.strings) ?? .null)
    key("worlds")
    write(optimization.worlds.map(JSONValue.strings) ?? .null)
    key("byWorld")
    if let byWorld = optimization.byWorld {
      beginArray()
      for world in byWorld {
        beginObject()
        field("world", world.world)
        figures("baseline", world.baseline)
        figures("best", world.best)
        difference("difference", world.difference)
        endObject()
      }
      endArray()
    } else {
      write(JSONValue.null)
    }
    key("worldOptima")
    if let optima = optimization.worldOptima {
      beginArray()
      for optimum in optima {
        beginObject()
        field("world", optimum.world)
        changes(optimum.changes)
        difference("difference", optimum.difference)
        difference("worstWorldDifference", optimum.worstWorldDifference)
        endObject()
      }
      endArray()
    } else {
      write(JSONValue.null)
    }
    field("dependsOnWorld", optimization.dependsOnWorld)
    if let group = optimization.group { field("group", group) }
    endObject()
  }
}

extension OptimizationRecord {
  /// `iterated: 2 starts, 3 kicks`, or `exhaustive`.
  private var searchInWords: String {
    guard starts > 0 else { return search }
    return "\(search): \(starts) start\(starts == 1 ? "" : "s"), \(kicks) kick\(kicks == 1 ? "" : "s")"
  }

  /// The report a person reads at a glance: baseline against best with
  /// intervals, the gain, what changed, how the search went.
  package func textLines(width: Int, color: Bool) -> [String] {
    let style = TextStyle(enabled: color)
    func shown(_ value: JSONValue?) -> String {
      switch value {
      case .number(let text)?: text
      case .string(let text)?: DisplayText.escaped(text)
      case .array(let elements)?:
        elements.map { element in
          if case .string(let text) = element { return DisplayText.escaped(text) }
          return DisplayText.escaped(element.text)
        }.joined(separator: ", ")
      case let value?: DisplayText.escaped(value.text)
      case nil: "-"
      }
    }
    func interval(_ ci95: SummaryRecord.Interval?) -> String {
      ci95.map { "\($0.low) to \($0.high)" } ?? "-"
    }
    var lines = [
      style.bold("Optimization: \(goal) \(DisplayText.escaped(objective))"),
      "  subject to  "
        + (constraints.isEmpty ? "nothing" : constraints.map(DisplayText.escaped).joined(separator: ", ")),
      "  varying     " + vary.joined(separator: ", "),
      "  searched    \(candidates) candidate\(candidates == 1 ? "" : "s") (\(searchInWords)) on runs 0 to \(runs - 1) "
        + "of seed \(seed), stopped: \(stoppedBy)",
    ]
    if let worlds {
      lines.append(
        "  worlds      " + worlds.map(DisplayText.escaped).joined(separator: ", ") + " (robust: \(robust))")
      if robust == RobustRule.base.rawValue {
        lines.append("  The other worlds were ignored: the search played the base world only (--robust base).")
      }
    }
    lines.append("")
    // What the search could not vary, and what the config as it is breaks, before the figures.
    var notes = notVaried.map { "--vary \($0.vary) had nothing to vary: \($0.reason)." }
    for violation in baselineViolates {
      let place = violation.world.map { " at \(DisplayText.escaped($0))" } ?? ""
      notes.append(
        "Your config as it is breaks \(Self.bare(violation.constraint))"
          + " (\(Self.shown(violation.value, field: violation.field)))\(place).")
    }
    for note in notes { lines += TerminalText.wrapped(note, to: max(20, width - 2)).map { "  " + $0 } }
    if !notes.isEmpty { lines.append("") }
    if !feasible {
      if brokenWorlds.isEmpty || worlds == nil {
        lines.append(style.paint("  No candidate met the constraints: the best config is the baseline.", .red))
      } else {
        let broken = brokenWorlds.map(DisplayText.escaped).joined(separator: ", ")
        lines.append(
          style.paint(
            "  No candidate met the constraints in every world (none met them at " + broken
              + "): the best config is the baseline.", .red))
      }
      lines.append("")
    }
    let holdout = holdoutRuns == runs ? "" : " (\(holdoutRuns) of \(runs): --max-seconds left no time for more)"
    lines.append("  Played again on runs \(runs) to \(runs + holdoutRuns - 1), which the search did not see\(holdout):")
    var rows = [["field", "baseline", "95% CI", "best", "95% CI"]]
    for (before, after) in zip(baseline, best) {
      rows.append([
        DisplayText.escaped(before.field), shown(before.value), interval(before.ci95), shown(after.value),
        interval(after.ci95),
      ])
    }
    lines += TextTable(rows: rows, alignments: [.left, .right, .right, .right, .right]).lines(
      indent: "  ", maxWidth: width)
    lines.append("")
    let gain = "  best − baseline  \(shown(difference.value))  (95% CI \(interval(difference.ci95)))"
    if let ci95 = difference.ci95, ci95.low.micros > 0 || ci95.high.micros < 0 {
      lines.append(style.bold(gain) + "  the runs show a difference")
    } else {
      lines.append(gain + "  the interval includes 0")
    }
    lines.append("")
    if let byWorld {
      lines.append("  In each world, on the same runs:")
      var rows = [["world", "baseline", "best", "best − baseline", "95% CI"]]
      for world in byWorld {
        rows.append([
          DisplayText.escaped(world.world), shown(world.baseline.first?.value), shown(world.best.first?.value),
          shown(world.difference.value), interval(world.difference.ci95),
        ])
      }
      lines += TextTable(rows: rows, alignments: [.left, .right, .right, .right, .right]).lines(
        indent: "  ", maxWidth: width)
      lines.append("")
    }
    if let worldOptima {
      lines.append("  Each world's own best (its gain there, and in the world worst for it):")
      for optimum in worldOptima {
        let changed =
          optimum.changes.isEmpty
          ? "no change"
          : optimum.changes.map { change in
            change.path == ".lineItems"
              ? "order " + shown(change.new)
              : "\(DisplayText.escaped(change.path)) \(shown(change.old)) → \(shown(change.new))"
          }.joined(separator: "; ")
        lines.append(
          "    \(DisplayText.escaped(optimum.world)): \(changed); \(shown(optimum.difference.value)) there, "
            + "\(shown(optimum.worstWorldDifference.value)) at \(DisplayText.escaped(optimum.worstWorld))")
      }
      lines.append("")
    }
    if dependsOnWorld, let worldAdvice {
      lines += TerminalText.wrapped(worldAdvice, to: max(20, width - 2)).map { "  " + $0 }
      lines.append("")
    }
    if written == false {
      let note = "  --out was not written (the reason is on standard error): the changes below make the best config."
      lines.append(style.paint(note, .red))
      lines.append("")
    }
    if changes.isEmpty {
      lines.append("  No change beats the config as it is.")
    } else {
      lines.append("  Changes:")
      for change in changes {
        if change.path == ".lineItems" {
          lines.append("    order  \(shown(change.old))")
          lines.append("       →   \(shown(change.new))")
        } else {
          lines.append("    \(DisplayText.escaped(change.path))  \(shown(change.old)) → \(shown(change.new))")
        }
      }
    }
    // What the returned config still does that a person would change by hand.
    var advice: [String] = []
    for item in inEffectDropped {
      let called =
        item.attempts == 0
        ? "never called" : "called in \(Self.share(item.attempts, of: item.requests)) of requests, it never won"
      advice.append("\(DisplayText.escaped(item.lineItem)) is in effect dropped: \(called); drop it or move it up.")
    }
    for item in outOfPriceOrder {
      let placed = "\(DisplayText.escaped(item.lineItem)) (\(Self.dollars(item.ecpm)))"
      let after = "\(DisplayText.escaped(item.after)) (\(Self.dollars(item.afterEcpm)))"
      advice.append(
        "\(placed) comes after \(after): AdMob orders waterfall sources by eCPM, so set the eCPMs to get this order.")
    }
    if !advice.isEmpty {
      lines.append("")
      for sentence in advice { lines += TerminalText.wrapped(sentence, to: max(20, width - 2)).map { "  " + $0 } }
    }
    return lines
  }

  /// A constraint without its leading dot, as a person writes it: `latencyMs.p90 <= 3000`.
  static func bare(_ constraint: String) -> String {
    let text = DisplayText.escaped(constraint)
    guard text.hasPrefix("."), let next = text.dropFirst().first, next != "[" else { return text }
    return String(text.dropFirst())
  }

  /// A field's value with its unit: milliseconds grouped (`3,585 ms`), a rate or share as a percentage, else as written.
  static func shown(_ value: JSONValue, field: String) -> String {
    guard case .number(let text) = value, let number = DecimalNumber(option: text) else {
      return value == .null ? "no value" : value.text
    }
    let last = field.split(separator: ".").last.map(String.init) ?? field
    if field.hasPrefix(".latencyMs") || last.hasSuffix("Ms") { return ReadableNumber.milliseconds(number) }
    if last.hasSuffix("Rate") || last == "winShare" { return ReadableNumber.percent(number) }
    return text
  }

  /// `count` as a share of `total`, a percentage to a tenth: `9.8 %` (`under 0.1 %` for a share that rounds to 0).
  static func share(_ count: Int, of total: Int) -> String {
    guard total > 0 else { return "-" }
    let tenths = (Int128(count) * 1_000 + Int128(total) / 2) / Int128(total)
    if tenths == 0, count > 0 { return "under 0.1 %" }
    return "\(tenths / 10).\(tenths % 10) %"
  }

  /// A price in dollars to the cent at least: `$0.80`, `$2.185`.
  static func dollars(_ price: DecimalNumber) -> String {
    let text = price.description
    guard let dot = text.firstIndex(of: ".") else { return "$" + text + ".00" }
    return "$" + text + (text.distance(from: dot, to: text.endIndex) == 2 ? "0" : "")
  }
}
