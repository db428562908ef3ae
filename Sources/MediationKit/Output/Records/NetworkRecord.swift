/// The simulated network calling back into its adapter.
package struct NetworkRecord: Sendable {
  package var lineItem: String
  package var callback: NetworkCallback
  /// The callback's name in the run's platform's contract (`PlatformNames`), as the record prints it.
  package var callbackName: String
  package var detail: NetworkCallbackDetail?
  /// Where the adapter handles the callback.
  package var thread: AdapterThread = .main
}

extension JSONWriter {
  /// The `network` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ network: NetworkRecord) {
    field("lineItem", network.lineItem)
    field("callback", network.callbackName)
    key("detail")
    write(network.detail)
    field("thread", network.thread.rawValue)
  }
}

extension TextRenderer {
  /// The `network` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ network: NetworkRecord) -> TimelineRowParts {
    return (network.lineItem, describe(network.callbackName, network.detail), .dim)
  }
}
