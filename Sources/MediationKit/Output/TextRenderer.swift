/// Renders a run for people: a header, an aligned timeline with one row per
/// record, and a closing summary, fitted to a width when one is given: labels
/// elided past a sensible width, long details wrapped under their own
/// column. Colour only when asked.
package final class TextRenderer: TraceRenderer {
  private let output: any ByteSink
  let style: TextStyle
  /// The columns to fit; nil for lines as long as they come.
  let width: Int?
  private var records: [Record] = []

  /// The narrowest width the text format fits itself to.
  package static let minimumWidth = 40

  package init(output: any ByteSink, color: Bool, width: Int? = nil) {
    self.output = output
    self.style = TextStyle(enabled: color)
    self.width = width.map { max($0, Self.minimumWidth) }
  }

  package func receive(_ record: Record) {
    records.append(record)
  }

  package func finish() {
    var lines: [String] = []
    var rows: [TimelineRow] = []
    var latencyHistogram: HistogramRecord?
    var checks: [CheckResult] = []
    // A banner's requests read as rounds: each refresh under a heading of its own.
    var request = 0
    for record in records {
      if let index = record.requestIndex, index != request, record.body.type != "result", record.body.type != "check" {
        lines += timeline(rows)
        rows.removeAll()
        lines.append("")
        lines += fit([style.bold("Request \(index) (refresh) at \(record.t) ms")])
        request = index
      }
      switch record.body {
      case .run(let run):
        lines += fit([style.bold(Self.header(run))])
      case .check(let check):
        checks.append(check)
      case .result(let result):
        lines += timeline(rows)
        lines.append("")
        lines += fit(resultBlock(result))
        lines += fit(checksBlock(checks))
        rows.removeAll()
      case .histogram(let histogram):
        latencyHistogram = histogram
      case .summary(let summary):
        lines.append("")
        if let group = record.group { lines += fit([style.bold("Group \(DisplayText.escaped(group))")]) }
        if let world = record.world { lines += fit([style.bold("World \(DisplayText.escaped(world))")]) }
        lines += fit(summaryBlock(summary, histogram: latencyHistogram))
        lines += fit(checksBlock(checks))
        // Each world's checks come just before its summary.
        checks.removeAll()
      case .worlds(let worlds):
        lines.append("")
        lines += fit(worldsBlock(worlds))
      case .portfolio(let portfolio):
        lines.append("")
        lines += fit(portfolioBlock(portfolio))
      case .auctionHistogram:
        // The summary's auction line gives its spread; it is no row of the timeline.
        continue
      case .setUp, .signals, .bid, .auction, .skipped, .abandoned, .load, .network, .networkCall, .loadResult, .ignored,
        .delegateLost, .retained, .waterfall, .ad, .app, .presentRefused, .click, .requestRefused, .sdk, .event,
        .reward,
        .violation:
        let row = Self.row(for: record.body)
        rows.append(
          TimelineRow(
            t: String(record.t), type: record.body.type + threadMark(record.body.thread), lineItem: row.lineItem ?? "",
            detail: row.detail, color: row.color))
      }
    }
    lines += timeline(rows)
    output.write(Array((lines.joined(separator: "\n") + "\n").utf8))
    records.removeAll()
  }

  /// The mark after the record type of background work: ` ⟂bg`, or `|bg` where the output falls back to ASCII
  /// (without colour, as the checks' marks do); main is unmarked.
  func threadMark(_ thread: AdapterThread?) -> String {
    guard thread == .background else { return "" }
    return style.enabled ? " ⟂bg" : "|bg"
  }

  static func header(_ run: RunRecord) -> String {
    let items = run.lineItems == 1 ? "1 line item" : "\(run.lineItems) line items"
    return
      "mediate \(run.mediate), seed \(run.seed), \(run.format.rawValue) ad unit \(DisplayText.escaped(run.adUnit)), \(items)"
      + privacy(run.privacy)
  }

  /// The privacy settings the request sets, when it sets any: `; childDirected=true maxAdContentRating=PG`.
  private static func privacy(_ privacy: RequestPrivacy) -> String {
    var set: [String] = []
    if let flag = privacy.childDirected { set.append("childDirected=\(flag)") }
    if let flag = privacy.underAgeOfConsent { set.append("underAgeOfConsent=\(flag)") }
    if let rating = privacy.maxAdContentRating { set.append("maxAdContentRating=\(rating.rawValue)") }
    switch privacy.ageRestrictedTreatment {
    case .child?: set.append("ageRestrictedTreatment=true")
    case .notChild?: set.append("ageRestrictedTreatment=false")
    case .teen?: set.append("ageRestrictedTreatment=teen")
    case nil: break
    }
    for (key, value) in privacy.storage.sorted {
      switch value {
      case .integer(let number): set.append("\(key.rawValue)=\(number)")
      case .string(let text): set.append("\(key.rawValue)=\(text)")
      }
    }
    return set.isEmpty ? "" : "; privacy " + set.joined(separator: " ")
  }

  struct TimelineRow {
    var t: String
    var type: String
    var lineItem: String
    /// The detail's lines, not yet escaped.
    var detail: [String]
    var color: TextStyle.Color?
  }

  /// The timeline's rows, columns aligned: time, record type, line item,
  /// detail. Labels and details are escaped; fitted to a width, labels
  /// wider than the label budget are elided in the middle and details wrap
  /// under their own column. A row's work is bounded by the width for its
  /// label and linear in its detail, however long the label.
  private func timeline(_ rows: [TimelineRow]) -> [String] {
    guard !rows.isEmpty else { return [] }
    var fitted = width.map { DisplayText.FittedLabels(columns: labelBudget($0)) }
    let labels = rows.map { row in fitted?(row.lineItem) ?? DisplayText.escaped(row.lineItem) }
    let timeWidth = max(rows.map(\.t.count).max() ?? 0, 1)
    let typeWidth = rows.map(\.type.count).max() ?? 0
    let itemWidth = labels.map(TerminalText.width).max() ?? 0
    let detailWidth = width.map { max($0 - (timeWidth + 5 + typeWidth + 2 + itemWidth + 2), 16) }
    let indent = String(repeating: " ", count: timeWidth + 5 + typeWidth + 2 + itemWidth + 2)
    var lines = [""]
    for (row, label) in zip(rows, labels) {
      let time = String(repeating: " ", count: timeWidth - row.t.count) + row.t
      let type = TerminalText.padded(row.type, to: typeWidth)
      let item = TerminalText.padded(label, to: itemWidth)
      var detailLines: [String] = []
      for part in row.detail {
        let escaped = DisplayText.escaped(part)
        detailLines += detailWidth.map { TerminalText.wrapped(escaped, to: $0) } ?? [escaped]
      }
      let line = "\(time) ms  \(style.paint(type, row.color))  \(item)  \(detailLines.joined(separator: "\n" + indent))"
      lines.append(line.trimmingTrailingSpaces())
    }
    return lines
  }

  /// The columns a label or class name may take at `width`: a fifth of it,
  /// at least 8 and at most 24.
  func labelBudget(_ width: Int) -> Int {
    max(8, min(24, width / 5))
  }

  /// Block lines (result, summary, checks) fitted to the width: a line too
  /// long wraps, its continuation under where its value starts (after the
  /// first run of two spaces).
  func fit(_ lines: [String]) -> [String] {
    guard let width else { return lines }
    var fitted: [String] = []
    for line in lines {
      guard TerminalText.width(line) > width else {
        fitted.append(line)
        continue
      }
      let hanging = Self.valueColumn(of: line)
      let first = TerminalText.wrapped(line, to: width)
      guard let head = first.first else { continue }
      fitted.append(head.trimmingTrailingSpaces())
      let rest = String(line.dropFirst(head.count)).drop { $0 == " " }
      guard !rest.isEmpty else { continue }
      let pad = String(repeating: " ", count: hanging)
      for piece in TerminalText.wrapped(String(rest), to: max(width - hanging, 16)) {
        fitted.append((pad + piece).trimmingTrailingSpaces())
      }
    }
    return fitted
  }

  /// Where a block line's value starts: after its leading spaces, its key
  /// and the first run of two or more spaces; or, for a line that continues
  /// the one above it (indented deeper than a key), its own indent.
  private static func valueColumn(of line: String) -> Int {
    let space = UInt8(ascii: " ")
    let bytes = line.utf8
    let leading = bytes.prefix { $0 == space }.count
    if leading > 2 { return leading }
    var index = bytes.index(bytes.startIndex, offsetBy: leading)
    while index < bytes.endIndex {
      let next = bytes.index(after: index)
      if bytes[index] == space, next < bytes.endIndex, bytes[next] == space {
        guard let end = bytes[next...].firstIndex(where: { $0 != space }) else { return leading + 2 }
        return TerminalText.width(line[..<end])
      }
      index = next
    }
    return leading + 2
  }

}

extension String {
  /// The string with trailing spaces removed (empty columns leave some).
  func trimmingTrailingSpaces() -> String {
    guard last == " " else { return self }
    let kept = utf8.reversed().drop { $0 == UInt8(ascii: " ") }.count
    return String(decoding: utf8.prefix(kept), as: UTF8.self)
  }

  /// The string padded with spaces, or unchanged when already as long.
  func padding(toLength length: Int, withPad pad: Character, startingAt: Int) -> String {
    count >= length ? self : self + String(repeating: pad, count: length - count)
  }
}
