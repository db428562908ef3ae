/// The SDK's verdict on one line item's load.
package struct LoadResultRecord: Sendable {
  package var lineItem: String
  package var outcome: LoadResultOutcome
  package var latencyMs: Int64
  package var error: AdError?
  /// The thread of the accepted completion call; nil where no completion decided the load.
  package var thread: AdapterThread?
}

extension JSONWriter {
  /// The `loadResult` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ result: LoadResultRecord) {
    field("lineItem", result.lineItem)
    field("outcome", result.outcome.rawValue)
    field("latencyMs", result.latencyMs)
    writeError(result.error)
    field("thread", result.thread?.rawValue)
  }
}

extension TextRenderer {
  /// The `loadResult` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ result: LoadResultRecord) -> TimelineRowParts {
    if result.outcome == .fill { return (result.lineItem, "fill in \(result.latencyMs) ms", .green) }
    let error = result.error.map { ": " + describe($0) } ?? ""
    return (result.lineItem, "\(result.outcome.rawValue) after \(result.latencyMs) ms\(error)", .red)
  }
}
