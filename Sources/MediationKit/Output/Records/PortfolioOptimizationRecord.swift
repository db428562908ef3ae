/// The last record of `optimize P` of a portfolio (decide2.md §5; json's `result`): each group's gain on its
/// holdout runs, and the gain a day over the groups when the objective is revenue per 1,000 requests.
package struct PortfolioOptimizationRecord: Equatable, Sendable {
  /// One group optimized: `{ "name", "difference" }`, its `difference` its `optimization` record's.
  package struct Group: Equatable, Sendable {
    package var name: String
    package var difference: OptimizationRecord.Figure
    /// Its traffic (not written: the text shows it).
    package var requestsPerDay: Int64
    /// How many keys its best changes (not written).
    package var changes: Int
    /// Whether a candidate met every constraint (not written).
    package var feasible: Bool
  }

  /// USD a day the best configs earn over the groups' as they are: `{ "value", "ci95" }`.
  package struct Gain: Equatable, Sendable {
    package var value: WideDecimal
    package var ci95: WideInterval?
  }

  /// The objective, a jq path (not written: the text names it).
  package var objective: String
  package var groups: [Group]
  /// Σ w_g × d_g / 1,000 over the groups optimized, d_g group g's paired difference of revenue per 1,000 requests
  /// on its holdout runs (its base world's), with a normal interval of variance Σ (w_g / 1,000)² Var(d_g); nil
  /// when the objective is another field.
  package var revenuePerDay: Gain?
  package var seq = 0

  package init(objective: String, groups: [Group], revenuePerDay: Gain? = nil) {
    self.objective = objective
    self.groups = groups
    self.revenuePerDay = revenuePerDay
  }
}

extension JSONWriter {
  /// The `portfolioOptimization` record.
  package mutating func write(_ record: PortfolioOptimizationRecord) {
    beginObject()
    field("type", "portfolioOptimization")
    field("seq", record.seq)
    field("t", 0)
    key("groups")
    beginArray()
    for group in record.groups {
      beginObject()
      field("name", group.name)
      key("difference")
      beginObject()
      field("field", group.difference.field)
      key("value")
      write(group.difference.value ?? .null)
      write("ci95", optional: group.difference.ci95)
      endObject()
      endObject()
    }
    endArray()
    key("revenuePerDay")
    if let gain = record.revenuePerDay {
      beginObject()
      key("value")
      wide(gain.value)
      key("ci95")
      if let interval = gain.ci95 { write(interval) } else { null() }
      endObject()
    } else {
      null()
    }
    endObject()
  }
}

extension PortfolioOptimizationRecord {
  /// The whole text report: each group's optimization report headed by its name, then the closing block.
  package func reportLines(groups records: [OptimizationRecord], width: Int, color: Bool) -> [String] {
    let style = TextStyle(enabled: color)
    var lines: [String] = []
    for record in records {
      lines.append(style.bold("Group \(DisplayText.escaped(record.group ?? ""))"))
      lines += record.textLines(width: width, color: color)
      lines.append("")
    }
    return lines + textLines(width: width, color: color)
  }

  /// The closing block of the text report: each group's gain, then the gain a day.
  package func textLines(width: Int, color: Bool) -> [String] {
    let style = TextStyle(enabled: color)
    let count = groups.count
    var lines = [style.bold("Portfolio: \(count) group\(count == 1 ? "" : "s") optimized, each on its own")]
    var rows = [["group", "requests/day", "changes", "best − baseline", "95% CI"]]
    for group in groups {
      let value: String =
        switch group.difference.value {
        case .number(let text)?: text
        case let other?: DisplayText.escaped(other.text)
        case nil: "-"
        }
      rows.append([
        DisplayText.escaped(group.name), ReadableNumber.count(Int(group.requestsPerDay)),
        group.feasible ? String(group.changes) : "none met",
        value, group.difference.ci95.map { "\($0.low) to \($0.high)" } ?? "-",
      ])
    }
    lines += TextTable(rows: rows, alignments: [.left, .right, .right, .right, .right]).lines(
      indent: "  ", maxWidth: width)
    lines.append("")
    if let gain = revenuePerDay {
      let interval =
        gain.ci95.map { " (95% CI \(Self.money($0.low, signed: true)) to \(Self.money($0.high, signed: true)))" } ?? ""
      lines.append(style.bold("  USD a day, best − baseline  \(Self.money(gain.value, signed: true))") + interval)
    } else {
      lines += TerminalText.wrapped(
        "No gain a day: the objective is \(DisplayText.escaped(objective)), not revenue per 1,000 requests.",
        to: max(20, width - 2)
      ).map { "  " + $0 }
    }
    return lines
  }

  /// USD to the cent, thousands separated: `+1,500.50`, `-3.00`, `0.00`.
  private static func money(_ value: WideDecimal, signed: Bool) -> String {
    ComparisonFigure.digits(
      value.micros, places: 2, unitMicros: 1_000_000, grouped: true, signed: signed, .ascii)
  }
}
