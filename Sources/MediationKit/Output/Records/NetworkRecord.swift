/// The simulated network calling back into its adapter.
public struct NetworkRecord: Sendable {
  public var lineItem: String
  public var callback: NetworkCallback
  public var detail: NetworkCallbackDetail?
}

extension JSONWriter {
  /// The `network` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ network: NetworkRecord) {
    field("lineItem", network.lineItem)
    field("callback", network.callback.rawValue)
    key("detail")
    write(network.detail)
  }
}

extension TextRenderer {
  /// The `network` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ network: NetworkRecord) -> TimelineRowParts {
    return (network.lineItem, describe(network.callback, network.detail), .dim)
  }
}
