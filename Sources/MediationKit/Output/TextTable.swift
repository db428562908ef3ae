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

  /// One line per row, each starting with `indent`, without trailing spaces.
  func lines(indent: String = "") -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      let cells = row.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        let alignment = column < alignments.count ? alignments[column] : .left
        return alignment == .left ? cell + padding : padding + cell
      }
      return (indent + cells.joined(separator: "  ")).trimmingTrailingSpaces()
    }
  }
}
