/// A severity given to one rule for one invocation (`--rule NAME=SEVERITY`),
/// over the config's `rules` and the rule's default.
public struct RuleOverride: Equatable, Sendable {
  public var rule: String
  public var severity: RuleSeverity

  public init(rule: String, severity: RuleSeverity) {
    self.rule = rule
    self.severity = severity
  }

  /// The option as it is written: `NAME=SEVERITY`.
  public var argument: String { "\(rule)=\(severity.rawValue)" }

  /// Why `text` is not `NAME=SEVERITY` with a rule's name and a severity, if it is not.
  public enum Problem: Error, Equatable, Sendable {
    case notAnAssignment
    case unknownRule(String, suggestion: String?)
    case unknownSeverity(String)
  }

  /// Reads `NAME=SEVERITY`.
  public static func parse(_ text: String) throws(Problem) -> RuleOverride {
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
