/// A converter from byte offsets in a document to lines and columns.
///
/// The line index is built on first use, so documents without errors never
/// pay for it.
package final class SourceLocator {
  private let bytes: [UInt8]
  private var lineStarts: [Int] = []
  /// The last place located: a later place on the same line is counted on from there, so that locating places in
  /// ascending order costs the bytes between them, not each place's distance from its line's start (a portfolio
  /// written on one line has thousands of groups to locate).
  private var last: (target: Int, line: Int, column: Int)?

  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Returns the line and column of the byte at `offset` (clamped to the document).
  package func location(of offset: Int) -> SourceLocation {
    if lineStarts.isEmpty { buildLineIndex() }
    let target = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    if let last, last.line == low, last.target <= target, last.target >= index {
      (column, index) = (last.column, last.target)
    }
    while index < target {
      // Continuation bytes belong to the scalar that started before them.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    last = (target, low, column)
    // Skip a byte-order mark at the very start: it is not a column.
    if low == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), target >= 3 { column -= 1 }
    return SourceLocation(line: low + 1, column: column)
  }

  private func buildLineIndex() {
    lineStarts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lineStarts.append(index + 1)
    }
  }
}
