/// How much a breach of a contract rule matters: an `error` fails
/// `--strict` and counts in `violations`; a `warning` is recorded and
/// counted in `warnings` but fails nothing; an `off` rule is not checked.
public enum RuleSeverity: String, CaseIterable, Sendable {
  case error
  case warning
  case off
}

/// The severity of every rule for one config: each rule's default, then
/// the config's `rules`, then the command line's `--rule NAME=SEVERITY`.
package struct RuleSeverities: Equatable, Sendable {
  /// By rule number (`ContractRules.names`).
  private var severities: [RuleSeverity]

  /// Every rule at its default severity.
  package static let defaults = RuleSeverities(severities: ContractRules.all.map { $0.defaultSeverity })

  /// The severity of rule number `rule`.
  subscript(rule: Int) -> RuleSeverity { severities[rule] }

  /// The severity of the rule named `name`; nil for a name no rule has.
  package subscript(name: String) -> RuleSeverity? {
    ContractRules.number(of: name).map { severities[$0] }
  }

  /// These severities with `overrides` applied in order.
  package func applying(_ overrides: [RuleOverride]) -> RuleSeverities {
    var severities = self
    for override in overrides { severities.set(override.severity, forRuleNamed: override.rule) }
    return severities
  }

  /// Sets the severity of the rule named `name`; false when no rule has that name.
  @discardableResult
  package mutating func set(_ severity: RuleSeverity, forRuleNamed name: String) -> Bool {
    guard let number = ContractRules.number(of: name) else { return false }
    severities[number] = severity
    return true
  }
}
