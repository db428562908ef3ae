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
}

extension JSONWriter {
  /// The `optimization` record.
  package mutating func write(_ optimization: OptimizationRecord) {
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
    field("seq", 0)
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
    key("difference")
    beginObject()
    field("field", optimization.difference.field)
    key("value")
    write(optimization.difference.value ?? .null)
    write("ci95", optional: optimization.difference.ci95)
    endObject()
    key("changes")
    beginArray()
    for change in optimization.changes {
      beginObject()
      field("path", change.path)
      key("old")
      write(change.old)
      key("new")
      write(change.new)
      endObject()
    }
    endArray()
    field("candidates", optimization.candidates)
    field("runsPlayed", optimization.runsPlayed)
    field("stoppedBy", optimization.stoppedBy)
    field("feasible", optimization.feasible)
    field("search", optimization.search)
    field("holdoutRuns", optimization.holdoutRuns)
    field("written", optimization.written)
    endObject()
  }
}

extension OptimizationRecord {
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
      "  subject to  " + (constraints.isEmpty ? "nothing" : constraints.map(DisplayText.escaped).joined(separator: ", ")),
      "  varying     " + vary.joined(separator: ", "),
      "  searched    \(candidates) candidate\(candidates == 1 ? "" : "s") (\(search)) on runs 0 to \(runs - 1) "
        + "of seed \(seed), stopped: \(stoppedBy)",
      "",
    ]
    if !feasible {
      lines.append(style.paint("  No candidate met the constraints: the best config is the baseline.", .red))
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
    lines += TextTable(rows: rows, alignments: [.left, .right, .right, .right, .right]).lines(indent: "  ", maxWidth: width)
    lines.append("")
    let gain = "  best − baseline  \(shown(difference.value))  (95% CI \(interval(difference.ci95)))"
    if let ci95 = difference.ci95, ci95.low.micros > 0 || ci95.high.micros < 0 {
      lines.append(style.bold(gain) + "  the runs show a difference")
    } else {
      lines.append(gain + "  the interval includes 0")
    }
    lines.append("")
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
    return lines
  }
}
