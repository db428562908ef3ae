/// A 1-based line and column in a config file, as printed in diagnostics.
///
/// Columns count Unicode scalars from the start of the line, so a tab or an
/// accented letter is one column, whatever its width in bytes.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}
