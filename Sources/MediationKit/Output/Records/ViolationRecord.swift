/// A contract rule an adapter broke; `--strict` turns any into exit status 1.
package struct ViolationRecord: Sendable {
  /// The line item that broke it; nil for what no single line item did.
  package var lineItem: String?
  package var rule: String
  /// `error` or `warning` (rules that are `off` record nothing).
  package var severity: RuleSeverity
  package var detail: String

  /// The violation as `--strict` names it: `Network B: completionCalledTwice: …`.
  package var message: String {
    (lineItem.map { "\($0): " } ?? "") + "\(rule): \(detail)"
  }
}

extension JSONWriter {
  /// The `violation` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ violation: ViolationRecord) {
    field("lineItem", violation.lineItem)
    field("rule", violation.rule)
    field("severity", violation.severity.rawValue)
    field("detail", violation.detail)
  }
}

extension TextRenderer {
  /// The `violation` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ violation: ViolationRecord) -> TimelineRowParts {
    if violation.severity == .warning {
      return (violation.lineItem, "\(violation.rule) (warning): \(violation.detail)", .yellow)
    }
    return (violation.lineItem, "\(violation.rule): \(violation.detail)", .red)
  }
}
