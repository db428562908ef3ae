/// An adapter calling into its network after the load (presenting, or
/// passing on tracking the SDK did), so a trace shows both directions.
package struct NetworkCallRecord: Sendable {
  package var lineItem: String
  package var call: NetworkCall
  /// The call's name in the run's platform's contract (`PlatformNames`), as the record prints it.
  package var callName: String
  /// Where the adapter makes the call.
  package var thread: AdapterThread = .main
}

extension JSONWriter {
  /// The `networkCall` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ call: NetworkCallRecord) {
    field("lineItem", call.lineItem)
    write(call.call, name: call.callName)
    field("thread", call.thread.rawValue)
  }
}

extension TextRenderer {
  /// The `networkCall` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ call: NetworkCallRecord) -> TimelineRowParts {
    return (call.lineItem, "adapter calls \(describe(call.call, name: call.callName))", .dim)
  }
}
