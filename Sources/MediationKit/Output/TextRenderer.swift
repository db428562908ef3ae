/// Renders a run for people: a header, an aligned timeline with one row per
/// record, and a closing summary. Colour only when asked (a terminal without
/// `NO_COLOR`).
public final class TextRenderer: TraceRenderer {
  private let output: any ByteSink
  let style: TextStyle
  private var records: [Record] = []

  public init(output: any ByteSink, color: Bool) {
    self.output = output
    self.style = TextStyle(enabled: color)
  }

  public func receive(_ record: Record) {
    records.append(record)
  }

  public func finish() {
    var lines: [String] = []
    var rows: [(t: String, type: String, lineItem: String, detail: String, color: TextStyle.Color?)] = []
    var latencyHistogram: HistogramRecord?
    var checks: [CheckResult] = []
    for record in records {
      switch record.body {
      case .run(let run):
        lines.append(style.bold(Self.header(run)))
      case .check(let check):
        checks.append(check)
      case .result(let result):
        lines += Self.timeline(rows, style: style)
        lines.append("")
        lines += resultBlock(result)
        lines += checksBlock(checks)
        rows.removeAll()
      case .histogram(let histogram):
        latencyHistogram = histogram
      case .summary(let summary):
        lines.append("")
        lines += summaryBlock(summary, histogram: latencyHistogram)
        lines += checksBlock(checks)
      default:
        let row = Self.row(for: record.body)
        rows.append((String(record.t), record.body.type, row.lineItem ?? "", row.detail, row.color))
      }
    }
    lines += Self.timeline(rows, style: style)
    output.write(Array((lines.joined(separator: "\n") + "\n").utf8))
    records.removeAll()
  }

  static func header(_ run: RunRecord) -> String {
    let items = run.lineItems == 1 ? "1 line item" : "\(run.lineItems) line items"
    return "mediate \(run.mediate), seed \(run.seed), \(run.format.rawValue) ad unit \(run.adUnit), \(items)"
  }

  /// The timeline's rows, columns aligned: time, record type, line item, detail.
  private static func timeline(
    _ rows: [(t: String, type: String, lineItem: String, detail: String, color: TextStyle.Color?)], style: TextStyle
  ) -> [String] {
    guard !rows.isEmpty else { return [] }
    let timeWidth = max(rows.map(\.t.count).max() ?? 0, 1)
    let typeWidth = rows.map(\.type.count).max() ?? 0
    let itemWidth = rows.map(\.lineItem.count).max() ?? 0
    // Continuation lines of a detail start under its first line.
    let indent = String(repeating: " ", count: timeWidth + 3 + 2 + typeWidth + 2 + itemWidth + 2)
    var lines = [""]
    for row in rows {
      let time = String(repeating: " ", count: timeWidth - row.t.count) + row.t
      let type = row.type.padding(toLength: typeWidth, withPad: " ", startingAt: 0)
      let item = row.lineItem.padding(toLength: itemWidth, withPad: " ", startingAt: 0)
      let detail = row.detail.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
      let line = "\(time) ms  \(style.paint(type, row.color))  \(item)  \(detail)"
      lines.append(line.trimmingTrailingSpaces())
    }
    return lines
  }
}

extension String {
  /// The string with trailing spaces removed (empty columns leave some).
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The string padded with spaces, or unchanged when already as long.
  func padding(toLength length: Int, withPad pad: Character, startingAt: Int) -> String {
    count >= length ? self : self + String(repeating: pad, count: length - count)
  }
}
