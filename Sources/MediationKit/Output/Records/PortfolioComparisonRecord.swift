/// The last record of `compare P Q` of two portfolios (decide2.md §5; json's `result`): the traffic-weighted totals
/// of the groups compared on both sides, with the paired difference of each and its 95 % interval.
package struct PortfolioComparisonRecord: Equatable, Sendable {
  /// One total on both sides: `{ "field", "a", "b", "difference", "ci95", "verdict" }`.
  package struct Entry: Equatable, Sendable {
    /// A path into the `portfolio` record's `total`: `.revenuePer1000Requests`, `.fillRate`, `.latencyMs.mean`,
    /// `.revenuePerDay`.
    package var field: String
    package var a: WideDecimal?
    package var b: WideDecimal?
    /// `b − a` of the values as written; nil when either is.
    package var difference: WideDecimal?
    package var ci95: WideInterval?
    /// What the interval says of Q against P, as `compare` says it of a field; nil without an interval.
    package var verdict: ComparisonRecord.Verdict?
  }

  /// One group's USD a day on both sides (not written: the text's rows; each group's `comparison` record has
  /// its revenue per 1,000 requests).
  package struct GroupLine: Equatable, Sendable {
    package var name: String
    package var revenuePerDay: Entry
  }

  package var runs: Int
  /// The portfolios as the command line named them.
  package var a: String
  package var b: String
  /// The portfolio seed the groups' seeds derive from (`--seed`, else P's).
  package var seed: UInt64
  /// The groups compared, in P's order: every group, or those `--group` names.
  package var groups: [String]
  /// W: the requests a day of the groups compared.
  package var requestsPerDay: Int64
  package var fields: [Entry]
  /// Each group's line, in `groups`' order (not written).
  package var groupLines: [GroupLine] = []
  package var seq = 0
}

extension JSONWriter {
  mutating func wide(optional value: WideDecimal?) {
    if let value { wide(value) } else { null() }
  }

  /// The `portfolioComparison` record.
  package mutating func write(_ record: PortfolioComparisonRecord) {
    beginObject()
    field("type", "portfolioComparison")
    field("seq", record.seq)
    field("t", 0)
    field("runs", record.runs)
    field("a", record.a)
    field("b", record.b)
    key("seed")
    unsigned(record.seed)
    key("groups")
    write(JSONValue.strings(record.groups))
    field("requestsPerDay", record.requestsPerDay)
    key("fields")
    beginArray()
    for entry in record.fields {
      beginObject()
      field("field", entry.field)
      key("a")
      wide(optional: entry.a)
      key("b")
      wide(optional: entry.b)
      key("difference")
      wide(optional: entry.difference)
      key("ci95")
      if let interval = entry.ci95 { write(interval) } else { null() }
      key("verdict")
      write(entry.verdict.map { .string($0.rawValue) } ?? .null)
      endObject()
    }
    endArray()
    endObject()
  }
}

extension PortfolioComparisonRecord {
  /// The groups the headline shows by default, and the most `--top` may ask for.
  package static let defaultTop = 5

  /// The headline's rows of the totals, in order, with their labels.
  static let headlineFields: [(field: String, label: String)] = [
    (".revenuePer1000Requests", "revenue / 1,000 req"),
    (".fillRate", "fill rate"),
    (".latencyMs.mean", "latency mean"),
    ("revenuePerDay", "USD a day"),
  ]

  /// The text: the title (P, Q, the runs a group and the seed), the columns' head, the totals (revenue per 1,000
  /// requests, fill rate, mean latency, USD a day), then the `top` groups (every group when nil) whose USD a day
  /// moved most, the verdicts in words, and how many groups were left out; never wider than 80 columns.
  ///
  /// `comparisons`, the groups' records: a group shown whose revenue depends on the world (its worlds, decide2.md
  /// §1) gets the sentence that says so; the totals are of the base worlds.
  package func textLines(
    top: Int?, comparisons: [ComparisonRecord] = [], glyphs: ComparisonGlyphs = .unicode, color: Bool = false
  ) -> [String] {
    let style = TextStyle(enabled: color)
    var totals: [ComparisonTable.Row] = []
    var shown: [ComparisonRecord.Entry] = []
    for (field, label) in Self.headlineFields {
      guard let entry = fields.first(where: { $0.field == field }) else { continue }
      // Higher revenue and fill are good news, higher latency bad.
      let good: ComparisonRecord.Verdict = field.hasPrefix(".latencyMs") ? .lower : .higher
      let color: TextStyle.Color? =
        entry.verdict == good ? .green : entry.verdict == .higher || entry.verdict == .lower ? .red : nil
      totals.append(Self.row(entry, label: label, indent: 0, glyphs: glyphs, paint: { style.paint($0, color) }))
      shown.append(
        ComparisonRecord.Entry(
          field: field, lineItem: nil, a: nil, b: nil, difference: nil, differenceMicros: nil, ci95: nil, ciKind: nil,
          verdict: entry.verdict))
    }
    let moved = Self.movedMost(groupLines, top: top ?? groupLines.count)
    let groupRows = moved.map {
      Self.row($0.revenuePerDay, label: $0.name, indent: 2, glyphs: glyphs)
    }
    let table = ComparisonTable(rows: totals + groupRows, glyphs: glyphs)
    // The title as a comparison's, its runs those of each group.
    var titled = ComparisonRecord(runs: runs, a: a, b: b, fields: [])
    titled.seed = seed
    var lines = [style.bold(titled.title(glyphs: glyphs, perGroup: true)), table.header]
    let count = groups.count
    lines.append(
      DisplayText.fitted(
        "\(ReadableNumber.count(count)) group\(count == 1 ? "" : "s"), "
          + "\(ReadableNumber.count(Int(requestsPerDay))) requests a day", to: ComparisonTable.width,
        elision: glyphs.elision))
    for row in totals { lines += table.lines(row) }
    if !groupRows.isEmpty {
      lines.append("USD a day moved most")
      for row in groupRows { lines += table.lines(row) }
    }
    var sentences = titled.verdictSentences(shown, glyphs: glyphs)
    for line in moved {
      guard let comparison = comparisons.first(where: { $0.group == line.name }),
        let entry = comparison.fields.first(where: { $0.field == ".revenuePer1000Requests" }),
        entry.verdict == .dependsOnWorld
      else { continue }
      sentences.append(
        "In group \(DisplayText.escaped(JSONStringLiteral.quoted(line.name))), "
          + comparison.worldSentence(entry, glyphs: glyphs).lowercasingFirst)
    }
    for sentence in sentences {
      lines += TerminalText.wrapped(sentence, to: ComparisonTable.width)
    }
    let left = groupLines.count - moved.count
    if left > 0 {
      lines.append(
        "\(ReadableNumber.count(left)) more group\(left == 1 ? "" : "s"): mediate compare --all, or --format ndjson")
    }
    return lines
  }

  /// The `top` groups with the largest |Δ USD a day|; ties in P's order, a group without a difference last.
  static func movedMost(_ lines: [GroupLine], top: Int) -> [GroupLine] {
    let sorted = lines.enumerated().sorted { x, y in
      let dx = x.element.revenuePerDay.difference?.micros.magnitude
      let dy = y.element.revenuePerDay.difference?.micros.magnitude
      if (dx == nil) != (dy == nil) { return dx != nil }
      if let dx, let dy, dx != dy { return dx > dy }
      return x.offset < y.offset
    }
    return sorted.prefix(max(top, 0)).map(\.element)
  }

  /// The row of `entry`: its figures as its field writes them, the marker of its verdict.
  private static func row(
    _ entry: Entry, label: String, indent: Int, glyphs: ComparisonGlyphs, paint: (String) -> String = { $0 }
  ) -> ComparisonTable.Row {
    let keys = entry.field.split(separator: ".").map(String.init)
    let format = ComparisonFigure.Format(
      .of(keys: keys), a: entry.a?.micros, b: entry.b?.micros, glyphs: glyphs)
    let marker = glyphs.marker(entry.verdict)
    return ComparisonTable.Row(
      label: label, indent: indent, a: entry.a.map { format.value($0.micros) } ?? "-",
      b: entry.b.map { format.value($0.micros) } ?? "-",
      difference: entry.difference.map { format.difference($0.micros) } ?? "-",
      marker: marker.isEmpty ? "" : paint(marker),
      interval: entry.ci95.map { format.interval(low: $0.low.micros, high: $0.high.micros) })
  }
}

extension String {
  /// The string with its first character lowercased: a sentence continued after a clause.
  fileprivate var lowercasingFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
