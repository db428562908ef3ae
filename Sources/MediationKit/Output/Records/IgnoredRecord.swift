/// A call from an adapter that the SDK discarded; it has no other effect.
package struct IgnoredRecord: Sendable {
  package var lineItem: String
  /// The completion call (iOS `completion`; Android `onSuccess`, `onFailure`), or the event's method.
  package var call: String
  /// Why, in the run's platform's words (`PlatformNames.name(of:)` of an `IgnoredReason`).
  package var reason: String
  /// The thread of the discarded call.
  package var thread: AdapterThread = .main
}

extension JSONWriter {
  /// The `ignored` record's members after `type`, `seq` and `t`, in output.md's order.
  mutating func writeMembers(_ ignored: IgnoredRecord) {
    field("lineItem", ignored.lineItem)
    field("call", ignored.call)
    field("reason", ignored.reason)
    field("thread", ignored.thread.rawValue)
  }
}

extension TextRenderer {
  /// The `ignored` record's row of the text timeline: its line item, its detail, its colour.
  static func timelineRow(_ ignored: IgnoredRecord) -> TimelineRowParts {
    return (ignored.lineItem, "\(ignored.call) discarded: \(ignored.reason)", .yellow)
  }
}
