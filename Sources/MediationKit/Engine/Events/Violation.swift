/// A contract rule was broken: the rule (by its number in
/// `ContractRules.names`), how severe the config makes it, the line item
/// that broke it (nil for what no single line item did), and what happened.
struct Violation: Equatable, Sendable {
  /// The line item that broke the rule: the event's source, when one did.
  var lineItem: Int?
  var rule: Int
  var severity: RuleSeverity
  var detail: String

  var ruleName: String { ContractRules.names[rule] }
}

extension Violation: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    let record = ViolationRecord(
      lineItem: lineItem.map(recorder.label), rule: ruleName, severity: severity, detail: detail)
    recorder.violations.append(record)
    recorder.emit(.violation(record), at: t)
  }
}
