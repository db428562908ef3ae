/// The adapter sent an event to a delegate it does not hold (messaging
/// nil: a silent no-op on a device), or found it holds none and sent
/// nothing (`checked`: Android's null check), so the SDK never saw it.
struct EventDropped {
  /// The line item whose adapter sent it: the event's source.
  var lineItem: Int
  var name: AdEventName
  /// Whether the adapter checked for the callback and dropped the event itself: no rule is broken by it.
  var checked: Bool
  /// The thread the adapter sent it on.
  var thread: AdapterThread
}

extension EventDropped: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(
      .ignored(
        IgnoredRecord(
          lineItem: recorder.label(lineItem), call: recorder.names.name(of: name),
          reason: recorder.names.name(of: IgnoredReason.noEventDelegate), thread: thread)
      ), at: t)
  }
}
