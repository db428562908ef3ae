// Config/Diagnostics/: what is wrong with a config and where: the problems, what a value should have
// been, the bounded lists of errors and warnings, and the error a load throws.

/// One problem in a config file, where it is and what it is.
public struct ConfigDiagnostic: Equatable, Sendable {
  /// Line and column of the offending value or key; nil for problems of the
  /// whole file.
  public var location: SourceLocation?
  public var path: JSONPath
  package var problem: ConfigProblem

  package init(location: SourceLocation?, path: JSONPath, problem: ConfigProblem) {
    self.location = location
    self.path = path
    self.problem = problem
  }

  /// The diagnostic in GNU form for `file`, without the program name:
  /// `waterfall.json:12:21: .lineItems[2].timeoutMs: expected …`.
  /// What is wrong, in words (`line(file:)` without the place).
  public var message: String { problem.message }

  public func line(file: String) -> String {
    let position = location.map { "\($0.line):\($0.column): " } ?? ""
    return "\(file):\(position)\(path): \(problem.message)"
  }
}
