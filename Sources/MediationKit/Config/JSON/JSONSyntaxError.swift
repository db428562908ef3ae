/// The first place where a document stops being valid JSON.
///
/// Reading stops there: after a syntax error nothing later in the file can
/// be trusted, so only one is reported.
package struct JSONSyntaxError: Error, Equatable, Sendable {
  /// Byte offset of the offending character.
  package var offset: Int
  /// The path of the value being read when the problem was found.
  package var path: JSONPath
  package var problem: JSONSyntaxProblem

  package init(offset: Int, path: JSONPath, problem: JSONSyntaxProblem) {
    self.offset = offset
    self.path = path
    self.problem = problem
  }
}
