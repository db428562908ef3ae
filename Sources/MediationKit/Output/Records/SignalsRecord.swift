/// A bidder's signals, when they reach the SDK (contract2.md §5, "Signal collection"): the token its adapter
/// handed over, or the error it failed with.
package struct SignalsRecord: Sendable {
  /// How the collection ended.
  package enum Outcome: String, Sendable {
    case token
    case error
  }

  package var lineItem: String
  package var className: String
  package var outcome: Outcome
  /// The token for `token` (`""` for an empty one the adapter passed on); nil for `error`.
  package var token: String?
  /// The error for `error`; nil for `token`.
  package var error: AdError?
  /// From the SDK's call to the signal's arrival.
  package var latencyMs: Int64
  /// Where the adapter did its signal work (`collectSignals.thread`).
  package var thread: AdapterThread
}

extension JSONWriter {
  /// The `signals` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ signals: SignalsRecord) {
    field("lineItem", signals.lineItem)
    field("className", signals.className)
    field("outcome", signals.outcome.rawValue)
    field("token", signals.token)
    writeError(signals.error)
    field("latencyMs", signals.latencyMs)
    field("thread", signals.thread.rawValue)
  }
}

extension TextRenderer {
  /// The `signals` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ signals: SignalsRecord) -> TimelineRowParts {
    let took = signals.latencyMs > 0 ? " after \(signals.latencyMs) ms" : ""
    if let error = signals.error {
      return (signals.lineItem, "signals failed\(took): \(describe(error))", .red)
    }
    let token = signals.token.map { $0.isEmpty ? "an empty token" : "token \($0)" } ?? "no token"
    return (signals.lineItem, "signals collected\(took): \(token)", .dim)
  }
}
