/// The adapter replaced the event delegate it held with the nil a later
/// completion call returned: the SDK had discarded that call (`after`),
/// or the adapter's own once-guard kept it from the SDK (nil).
struct EventDelegateLost {
  /// The line item whose adapter lost its delegate: the event's source.
  var lineItem: Int
  var after: IgnoredReason?
}

extension EventDelegateLost: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(
      .delegateLost(
        DelegateLostRecord(lineItem: recorder.label(lineItem), completion: after?.rawValue ?? "completionGuard")),
      at: t)
  }
}
