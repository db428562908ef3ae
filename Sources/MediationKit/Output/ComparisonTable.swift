/// The rows of the comparison's text, laid out in 80 columns whatever the
/// terminal (decide2.md §4): a label, A, B, the difference B − A with its
/// marker, and the interval with its ends about `…`.
///
/// Columns stand where the spec's headline has them (A ending at column
/// 31, B at 43, B − A at 54, the marker at 56, `…` at 64 or further right
/// for wider low ends) and widen to
/// what the rows hold as long as the table fits 80 columns. A row whose
/// figures are wider than their columns is written closer (two spaces
/// between its cells), its label elided in the middle to make room, and
/// when even that does not fit, its interval goes on a line of its own.
struct ComparisonTable {
  /// One row: the label (as given: escaped and elided here) and its cells.
  struct Row {
    var label: String
    /// Spaces before the label: 2 under a heading.
    var indent = 0
    var a: String
    var b: String
    var difference: String
    /// The marker (`▲`, `▼`, `?` or blank), possibly coloured: one column.
    var marker: String
    var interval: (low: String, high: String)?
  }

  static let width = 80
  /// The label's column, its indent included, as the headline has it: a line item's label in 20 columns.
  static let headlineLabelWidth = 22
  /// The fewest columns a label keeps before its row's interval moves to a line of its own.
  static let shortestLabel = 6

  var glyphs: ComparisonGlyphs
  /// The label's column, its indent included.
  private(set) var labelWidth = headlineLabelWidth
  private var widthA = 8
  private var widthB = 10
  private var widthDifference = 9
  private var widthLow = 5

  /// The columns for `rows`: each as wide as its widest cell, narrowed back
  /// towards the spec's widths while the table passes 80 columns. With
  /// `widerLabels`, the label's column then takes what room is left, up to
  /// the longest label (the headline keeps its 22 columns).
  init(rows: [Row], glyphs: ComparisonGlyphs, widerLabels: Bool = false) {
    self.glyphs = glyphs
    var widths = [8, 10, 9, 5]
    let minimums = widths
    var widestHigh = 0
    for row in rows {
      widths[0] = max(widths[0], TerminalText.width(row.a))
      widths[1] = max(widths[1], TerminalText.width(row.b))
      widths[2] = max(widths[2], TerminalText.width(row.difference))
      if let interval = row.interval {
        widths[3] = max(widths[3], TerminalText.width(interval.low))
        widestHigh = max(widestHigh, TerminalText.width(interval.high))
      }
    }
    func cells(_ widths: [Int]) -> Int {
      widths.reduce(0, +) + 1 + 2 + 2 + 1 + 1 + 1 + TerminalText.width(glyphs.through) + widestHigh
    }
    if widerLabels {
      // Whole labels before wide figures: a figure wider than its column only moves its own row's cells.
      let longest = rows.map { $0.indent + TerminalText.width(DisplayText.escaped($0.label)) }.max() ?? 0
      labelWidth = max(labelWidth, min(longest, Self.width - cells(minimums)))
    }
    while labelWidth + cells(widths) > Self.width {
      let excess = widths.indices.map { widths[$0] - minimums[$0] }
      guard let widest = excess.indices.max(by: { excess[$0] < excess[$1] }), excess[widest] > 0 else { break }
      widths[widest] -= 1
    }
    (widthA, widthB, widthDifference, widthLow) = (widths[0], widths[1], widths[2], widths[3])
  }

  /// Where each cell ends (right-aligned cells) or starts, in columns from 0.
  private var endA: Int { labelWidth + 1 + widthA }
  private var endB: Int { endA + 2 + widthB }
  private var endDifference: Int { endB + 2 + widthDifference }
  private var markerColumn: Int { endDifference + 1 }
  private var startLow: Int { markerColumn + 2 }

  /// The line over the columns: `A`, `B`, `B − A` and `95 % interval`, as the spec's headline has them.
  var header: String {
    var line = Line()
    line.right("A", end: endA, gap: 0)
    line.right("B", end: endB, gap: 1)
    line.right(glyphs.bMinusA, end: endDifference + 1, gap: 1)
    line.left("95 % interval", at: startLow + 1, gap: 1)
    return line.text
  }

  /// The lines of `row`: one, or two when its interval needs a line of its own.
  func lines(_ row: Row) -> [String] {
    let spaces = String(repeating: " ", count: row.indent)
    var line = Line()
    line.left(
      spaces + DisplayText.fitted(row.label, to: labelWidth - row.indent, elision: glyphs.elision), at: 0, gap: 0)
    line.right(row.a, end: endA, gap: 1)
    line.right(row.b, end: endB, gap: 2)
    line.right(row.difference, end: endDifference, gap: 2)
    line.left(row.marker.isEmpty ? " " : row.marker, at: markerColumn, gap: 1)
    if let interval = row.interval {
      line.right(interval.low, end: startLow + widthLow, gap: 1)
      line.left(glyphs.through + interval.high, at: 0, gap: 0)
    }
    if line.width <= Self.width { return [line.text] }
    return closeLines(row)
  }

  /// A row too wide for the columns: its cells two spaces apart, the label
  /// elided to what is left, and the interval on a line of its own when the
  /// label would keep fewer than `shortestLabel` columns.
  private func closeLines(_ row: Row) -> [String] {
    let marker = row.marker.isEmpty ? " " : row.marker
    let cells = "  \(row.a)  \(row.b)  \(row.difference) \(marker)"
    let interval = row.interval.map { $0.low + glyphs.through + $0.high }
    let withInterval = cells + (interval.map { " " + $0 } ?? "")
    let room = Self.width - TerminalText.width(withInterval) - row.indent
    if room >= Self.shortestLabel || interval == nil {
      return [label(row, columns: max(room, 1)) + withInterval].map { $0.trimmingTrailingSpaces() }
    }
    let first = label(row, columns: max(Self.width - TerminalText.width(cells) - row.indent, 1)) + cells
    let second = interval.map { text in
      let start = max(0, min(startLow, Self.width - TerminalText.width(text)))
      return String(repeating: " ", count: start) + text
    }
    return [first.trimmingTrailingSpaces()] + (second.map { [$0] } ?? [])
  }

  /// The row's label in `columns` columns after its indent, padded.
  private func label(_ row: Row, columns: Int) -> String {
    String(repeating: " ", count: row.indent)
      + TerminalText.padded(DisplayText.fitted(row.label, to: columns, elision: glyphs.elision), to: columns)
  }

  /// A line being written cell by cell, each at its column or pushed right of the one before.
  private struct Line {
    private var written = ""
    /// The columns written, trailing spaces included.
    private(set) var width = 0

    /// The line without trailing spaces.
    var text: String { written.trimmingTrailingSpaces() }

    /// `cell` ending at `end`, at least `gap` spaces after what is written.
    mutating func right(_ cell: String, end: Int, gap: Int) {
      let cellWidth = TerminalText.width(cell)
      append(cell, at: max(width + gap, end - cellWidth), cellWidth: cellWidth)
    }

    /// `cell` starting at `column`, at least `gap` spaces after what is written.
    mutating func left(_ cell: String, at column: Int, gap: Int) {
      append(cell, at: max(width + gap, column), cellWidth: TerminalText.width(cell))
    }

    private mutating func append(_ cell: String, at start: Int, cellWidth: Int) {
      written += String(repeating: " ", count: start - width) + cell
      width = start + cellWidth
    }
  }
}
