/// Rows of cells in aligned columns two spaces apart, for the text outputs:
/// the adapter listing and the summary of many runs.
struct TextTable {
  enum Alignment {
    case left
    case right
  }

  var rows: [[String]]
  /// Columns without an entry are left-aligned.
  var alignments: [Alignment] = []

  /// One line per row, each starting with `indent`, without trailing
  /// spaces. A table wider than `maxWidth` columns is printed in parts,
  /// each repeating the first column and holding as many of the next
  /// columns as fit.
  func lines(indent: String = "", maxWidth: Int? = nil) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? TerminalText.width($0[column]) : 0 }.max() ?? 0
    }
    var parts: [[Int]] = [Array(0..<columns)]
    if let maxWidth, columns > 1, TerminalText.width(indent) + widths.reduce(0, +) + 2 * (columns - 1) > maxWidth {
      parts = []
      var part = [0]
      var used = TerminalText.width(indent) + widths[0]
      for column in 1..<columns {
        if used + 2 + widths[column] > maxWidth, part.count > 1 {
          parts.append(part)
          part = [0]
          used = TerminalText.width(indent) + widths[0]
        }
        part.append(column)
        used += 2 + widths[column]
      }
      parts.append(part)
    }
    var lines: [String] = []
    for (index, part) in parts.enumerated() {
      if index > 0 { lines.append("") }
      for row in rows {
        let cells = part.map { column -> String in
          let cell = column < row.count ? row[column] : ""
          let padding = String(repeating: " ", count: widths[column] - TerminalText.width(cell))
          let alignment = column < alignments.count ? alignments[column] : .left
          return alignment == .left ? cell + padding : padding + cell
        }
        lines.append((indent + cells.joined(separator: "  ")).trimmingTrailingSpaces())
      }
    }
    return lines
  }
}
