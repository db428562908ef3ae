extension ComparisonRecord {
  /// What the comparison's text shows (decide2.md §4).
  package enum TextView: Equatable, Sendable {
    /// The headline: revenue, fill rate and latency, then the `top` line
    /// items whose win share moved most, the verdicts in words, and how many
    /// fields were left out.
    case headline(top: Int)
    /// Every field of the record, one row each, grouped under Requests,
    /// Latency, Auction and each line item (`--all`, or the fields `--fields` selected).
    case table
  }

  /// The line items the headline shows by default, and the most `--top` may ask for.
  package static let defaultTop = 3
  package static let topRange = 0...20

  /// The text output: a title line (A, B, the runs and the seed), the
  /// columns' header, then `view`; never wider than 80 columns.
  package func textLines(view: TextView, glyphs: ComparisonGlyphs = .unicode, color: Bool = false) -> [String] {
    let style = TextStyle(enabled: color)
    switch view {
    case .headline(let top):
      let rows = headlineRows(top: top, glyphs: glyphs, style: style)
      let table = ComparisonTable(rows: rows.table.compactMap { $0 }, glyphs: glyphs)
      var lines = [style.bold(title(glyphs: glyphs)), table.header]
      for row in rows.table {
        if let row { lines += table.lines(row) } else { lines.append("win share moved most") }
      }
      for sentence in verdictSentences(rows.shown, glyphs: glyphs) {
        lines += TerminalText.wrapped(sentence, to: ComparisonTable.width)
      }
      let left = fields.count - rows.shown.count
      if left > 0 {
        lines.append(
          "\(ReadableNumber.count(left)) more field\(left == 1 ? "" : "s"): mediate compare --all, or --format ndjson")
      }
      return lines
    case .table:
      let groups = tableGroups(glyphs: glyphs)
      let table = ComparisonTable(rows: groups.flatMap(\.rows), glyphs: glyphs, widerLabels: true)
      var lines = [style.bold(title(glyphs: glyphs)), table.header]
      for group in groups {
        lines.append(DisplayText.fitted(group.heading, to: ComparisonTable.width, elision: glyphs.elision))
        for row in group.rows { lines += table.lines(row) }
      }
      return lines
    }
  }

  // MARK: the title

  /// `A now.json   B floor12.json   100,000 paired runs, seed 7`: A's name
  /// at column 1, B's at 31 when they fit, the runs at the right end of
  /// column 80; long names elided in the middle.
  func title(glyphs: ComparisonGlyphs, perGroup: Bool = false) -> String {
    let runsText =
      "\(ReadableNumber.count(runs)) paired run\(runs == 1 ? "" : "s")" + (perGroup ? " a group" : "")
      + (seed.map { ", seed \($0)" } ?? "")
    let room = ComparisonTable.width - TerminalText.width(runsText) - 2
    let nameA = DisplayText.escaped(a)
    let nameB = DisplayText.escaped(b)
    let widthA = 2 + TerminalText.width(nameA)
    let widthB = 2 + TerminalText.width(nameB)
    let column = ComparisonTable.headlineLabelWidth + 8
    let names: String
    if widthA <= column - 2, column + widthB <= room {
      names = TerminalText.padded("A " + nameA, to: column) + "B " + nameB
    } else if widthA + 2 + widthB <= room {
      names = "A " + nameA + "  B " + nameB
    } else {
      let budget = room - 2
      let shareA = min(widthA, max(budget / 2, budget - widthB))
      names =
        "A " + DisplayText.fitted(a, to: max(shareA - 2, 1), elision: glyphs.elision) + "  B "
        + DisplayText.fitted(b, to: max(budget - shareA - 2, 1), elision: glyphs.elision)
    }
    let gap = max(2, ComparisonTable.width - TerminalText.width(names) - TerminalText.width(runsText))
    return names + String(repeating: " ", count: gap) + runsText
  }

  // MARK: the headline

  /// The headline's fields at the top, in order, with their labels.
  static let headlineFields: [(field: String, label: String)] = [
    (".revenuePer1000Requests", "revenue / 1,000 req"),
    (".fillRate", "fill rate"),
    (".latencyMs.mean", "latency mean"),
    (".latencyMs.p90", "latency p90"),
  ]

  /// The headline's rows (nil for the line `win share moved most`) and the entries they show.
  private func headlineRows(top: Int, glyphs: ComparisonGlyphs, style: TextStyle)
    -> (table: [ComparisonTable.Row?], shown: [Entry])
  {
    var table: [ComparisonTable.Row?] = []
    var shown: [Entry] = []
    for (field, label) in Self.headlineFields {
      guard let entry = fields.first(where: { $0.field == field }) else { continue }
      // Higher revenue and fill are good news, higher latency bad.
      let good: Verdict = field.hasPrefix(".latencyMs") ? .lower : .higher
      let color: TextStyle.Color? =
        entry.verdict == good ? .green : entry.verdict == .higher || entry.verdict == .lower ? .red : nil
      table.append(row(entry, label: label, indent: 0, glyphs: glyphs, marker: { style.paint($0, color) }))
      shown.append(entry)
    }
    let moved = Self.movedMost(winShares(), top: top)
    if !moved.isEmpty {
      table.append(nil)
      for entry in moved {
        table.append(row(entry, label: entry.lineItem ?? entry.field, indent: 2, glyphs: glyphs))
        shown.append(entry)
      }
    }
    return (table, shown)
  }

  /// Each line item's `winShare` entry, in the record's order.
  private func winShares() -> [Entry] {
    fields.filter { entry in
      guard let label = entry.lineItem else { return false }
      return entry.field == ".lineItems[\(JSONStringLiteral.quoted(label))].winShare"
    }
  }

  /// The `top` win shares with the largest |B − A| (decide2.md §4); ties
  /// go to the larger |difference| / half-width (the narrower interval),
  /// then to label order. Line items one side lacks come last.
  static func movedMost(_ shares: [Entry], top: Int) -> [Entry] {
    let sorted = shares.sorted { x, y in
      let dx = x.differenceMicros?.magnitude
      let dy = y.differenceMicros?.magnitude
      if (dx == nil) != (dy == nil) { return dx != nil }
      if let dx, let dy, dx != dy { return dx > dy }
      // |d| is the same: the larger ratio is the narrower interval, when |d| is not 0.
      if let dx, dx > 0 {
        let wx = x.ci95.map { Int128($0.high.micros) - Int128($0.low.micros) }
        let wy = y.ci95.map { Int128($0.high.micros) - Int128($0.low.micros) }
        if (wx == nil) != (wy == nil) { return wx != nil }
        if let wx, let wy, wx != wy { return wx < wy }
      }
      return (x.lineItem ?? "") < (y.lineItem ?? "")
    }
    return Array(sorted.prefix(max(top, 0)))
  }

  // MARK: rows

  /// The row of `entry`: its figures as its field writes them, the marker of its verdict.
  private func row(
    _ entry: Entry, label: String, indent: Int, glyphs: ComparisonGlyphs, marker paint: (String) -> String = { $0 }
  ) -> ComparisonTable.Row {
    let format = Self.format(of: entry, glyphs: glyphs)
    let a = ComparisonFigure.micros(entry.a)
    let b = ComparisonFigure.micros(entry.b)
    func shown(_ micros: Int128?, _ value: JSONValue?) -> String {
      if let micros { return format.value(micros) }
      if case .number(let text)? = value { return text }
      return "-"
    }
    let marker = glyphs.marker(entry.verdict)
    return ComparisonTable.Row(
      label: label, indent: indent, a: shown(a, entry.a), b: shown(b, entry.b),
      difference: entry.differenceMicros.map(format.difference) ?? "-",
      marker: marker.isEmpty ? "" : paint(marker), interval: entry.ci95.map(format.interval))
  }

  /// How `entry`'s figures are written.
  static func format(of entry: Entry, glyphs: ComparisonGlyphs) -> ComparisonFigure.Format {
    ComparisonFigure.Format(
      .of(keys: Path(entry.field).keys), a: ComparisonFigure.micros(entry.a), b: ComparisonFigure.micros(entry.b),
      glyphs: glyphs)
  }

  // MARK: the table of every field

  /// The rows of the table, grouped: Requests (the top level), Latency,
  /// Auction, then each line item, each group in the record's order. The
  /// ends of a field's own interval (`fillRateCI95.low` and `.high`) are no
  /// rows when the field is one: its row shows its interval.
  private func tableGroups(glyphs: ComparisonGlyphs) -> [(heading: String, rows: [ComparisonTable.Row])] {
    let present = Set(fields.map(\.field))
    var requests: [ComparisonTable.Row] = []
    var latency: [ComparisonTable.Row] = []
    var auction: [ComparisonTable.Row] = []
    var items: [(heading: String, rows: [ComparisonTable.Row])] = []
    var itemIndex: [String: Int] = [:]
    for entry in fields {
      let path = Path(entry.field)
      if let base = path.intervalOf, present.contains(base) { continue }
      let label = path.keys.joined(separator: ".")
      switch path.group {
      case .requests:
        requests.append(row(entry, label: label, indent: 2, glyphs: glyphs))
      case .latency:
        latency.append(row(entry, label: path.keys.dropFirst().joined(separator: "."), indent: 2, glyphs: glyphs))
      case .auction:
        auction.append(row(entry, label: path.keys.dropFirst().joined(separator: "."), indent: 2, glyphs: glyphs))
      case .lineItem(let item):
        let index = itemIndex[item] ?? items.count
        if index == items.count {
          itemIndex[item] = index
          items.append((item, []))
        }
        items[index].rows.append(row(entry, label: label, indent: 2, glyphs: glyphs))
      }
    }
    let groups: [(heading: String, rows: [ComparisonTable.Row])] = [
      ("Requests", requests), ("Latency", latency), ("Auction", auction),
    ]
    return groups.filter { !$0.rows.isEmpty } + items
  }

  /// A field's path read for the text: its group and its keys within the
  /// group's object (a line item's keys after its label).
  struct Path {
    enum Group: Equatable {
      case requests, latency, auction
      case lineItem(String)
    }

    var group: Group
    /// The keys from the top level, or from the line item's entry.
    var keys: [String]
    /// For an end of a field's own interval (`.fillRateCI95.low`), that field's path (`.fillRate`).
    var intervalOf: String?

    init(_ field: String) {
      let components = FieldPattern.components(of: field) ?? [.key(String(field.drop { $0 == "." }))]
      var rest = components[...]
      if case .key("lineItems")? = rest.first, rest.count > 1, case .label(let label) = rest[rest.startIndex + 1] {
        group = .lineItem(label)
        rest = rest.dropFirst(2)
      } else if case .key("latencyMs")? = rest.first {
        group = .latency
      } else if case .key("auction")? = rest.first {
        group = .auction
      } else {
        group = .requests
      }
      keys = rest.compactMap { component in
        switch component {
        case .key(let key): key
        case .label(let label): label
        case .any: nil
        }
      }
      intervalOf = nil
      if components.count >= 2, case .key(let end) = components[components.count - 1], end == "low" || end == "high",
        case .key(let interval) = components[components.count - 2], interval.hasSuffix("CI95"), interval.count > 4
      {
        intervalOf = FieldPattern.path(components.dropLast(2) + [.key(String(interval.dropLast(4)))])
      }
    }
  }

  // MARK: the verdicts in words

  /// What the headline's verdicts say: one sentence for revenue, fill rate
  /// and latency (`B earns less (95 %), fills less and is slower.`), and
  /// for each field shown whose verdict depends on the world, decide2.md
  /// §1's sentence of the worlds that disagree.
  func verdictSentences(_ shown: [Entry], glyphs: ComparisonGlyphs) -> [String] {
    func verdict(_ field: String) -> Verdict? { shown.first { $0.field == field }?.verdict }
    var clauses: [String] = []
    var unclear: [String] = []
    switch verdict(".revenuePer1000Requests") {
    case .higher: clauses.append("earns more")
    case .lower: clauses.append("earns less")
    case .dependsOnWorld: break
    case .unclear, nil: unclear.append("revenue")
    }
    switch verdict(".fillRate") {
    case .higher: clauses.append("fills more")
    case .lower: clauses.append("fills less")
    case .dependsOnWorld: break
    case .unclear, nil: unclear.append("fill rate")
    }
    let latency = [verdict(".latencyMs.mean"), verdict(".latencyMs.p90")]
    switch (latency.contains(.higher), latency.contains(.lower)) {
    case (true, false): clauses.append("is slower")
    case (false, true): clauses.append("is faster")
    case (true, true):
      clauses.append(
        latency[0] == .higher ? "is slower on average but faster at p90" : "is faster on average but slower at p90")
    case (false, false):
      if !latency.contains(.dependsOnWorld) { unclear.append("latency") }
    }
    var sentences: [String] = []
    if let first = clauses.first {
      var sentence = "B \(first) (95 %)"
      let rest = Array(clauses.dropFirst())
      if !rest.isEmpty { sentence += (rest.count == 1 ? " and " : ", ") + DisplayText.list(rest) }
      if !unclear.isEmpty { sentence += "; no clear difference in " + DisplayText.list(unclear) }
      sentences.append(sentence + ".")
    } else if !unclear.isEmpty {
      sentences.append("No clear difference in " + DisplayText.list(unclear, conjunction: "or") + " (95 %).")
    }
    for entry in shown where entry.verdict == .dependsOnWorld {
      sentences.append(worldSentence(entry, glyphs: glyphs))
    }
    return sentences
  }

  /// decide2.md §1: `Revenue per 1,000 requests depends on what the data
  /// cannot tell (.demand.valueCpm.sigma): −3.34 at sigma 0.5, +1.44 at
  /// sigma 1.5.`, naming the world whose interval lies furthest below 0 and the one furthest above.
  func worldSentence(_ entry: Entry, glyphs: ComparisonGlyphs) -> String {
    let name: String
    switch entry.field {
    case ".revenuePer1000Requests": name = "Revenue per 1,000 requests"
    case ".fillRate": name = "Fill rate"
    case ".latencyMs.mean": name = "Mean latency"
    case ".latencyMs.p90": name = "Latency p90"
    default:
      name = entry.lineItem.map { "The win share of \(DisplayText.escaped($0))" } ?? DisplayText.escaped(entry.field)
    }
    var sentence = name + " depends on what the data cannot tell"
    if let about, !about.isEmpty { sentence += " (" + about.map(DisplayText.escaped).joined(separator: ", ") + ")" }
    var format = Self.format(of: entry, glyphs: glyphs)
    // A world's revenue needs no more than cents to say which way it goes.
    if entry.field == ".revenuePer1000Requests" { format.figure = .decimal(places: 2) }
    // The two worlds that disagree most: the lowest difference among those whose interval lies below 0,
    // the highest among those whose interval lies above it, in world order.
    let measured = (entry.byWorld ?? []).enumerated().compactMap { index, world -> (Int, Int128, Bool)? in
      guard let interval = world.ci95, interval.low.micros > 0 || interval.high.micros < 0,
        let difference = ComparisonFigure.micros(world.difference)
      else { return nil }
      return (index, difference, interval.low.micros > 0)
    }
    let lowest = measured.filter { !$0.2 }.min { $0.1 < $1.1 }?.0
    let highest = measured.filter(\.2).max { $0.1 < $1.1 }?.0
    let named = Set([lowest, highest].compactMap { $0 })
    let apart = (entry.byWorld ?? []).enumerated().compactMap { index, world -> String? in
      guard named.contains(index), let difference = ComparisonFigure.micros(world.difference) else { return nil }
      var text = format.difference(difference)
      if format.figure == .decimal(places: 2), difference.magnitude < 5_000 {
        text = Self.format(of: entry, glyphs: glyphs).difference(difference)
      }
      return text + " at " + DisplayText.escaped(world.world)
    }
    return sentence + (apart.isEmpty ? "." : ": " + apart.joined(separator: ", ") + ".")
  }
}
