/// A severity given to one rule for one invocation (`--rule NAME=SEVERITY`),
/// over the config's `rules` and the rule's default.
package struct RuleOverride: Equatable, Sendable {
  package var rule: String
  package var severity: RuleSeverity

  package init(rule: String, severity: RuleSeverity) {
    self.rule = rule
    self.severity = severity
  }

  /// The option as it is written: `NAME=SEVERITY`.
  package var argument: String { "\(rule)=\(severity.rawValue)" }

  /// Why `text` is not `NAME=SEVERITY` with a rule's name and a severity, if it is not.
  package enum Problem: Error, Equatable, Sendable {
    case notAnAssignment
    case unknownRule(String, suggestion: String?)
    case unknownSeverity(String)
  }

  /// Reads `NAME=SEVERITY`.
  package static func parse(_ text: String) throws(Problem) -> RuleOverride {
    guard let equals = text.firstIndex(of: "=") else { throw .notAnAssignment }
    let name = String(text[..<equals])
    let value = String(text[text.index(after: equals)...])
    guard ContractRules.names.contains(name) else {
      throw .unknownRule(name, suggestion: DidYouMean.suggestion(for: name, among: ContractRules.names))
    }
    guard let severity = RuleSeverity(rawValue: value) else { throw .unknownSeverity(value) }
    return RuleOverride(rule: name, severity: severity)
  }
}
