/// The adapter no longer reaches the SDK's event delegate: it replaced the
/// delegate it held with the nil a later completion call returned, or the
/// delegate went with the app's release of its ad, held by a weak link
/// (`completion.holdsDelegate` `"weak"`).
struct EventDelegateLost {
  /// How the delegate was lost.
  enum Cause {
    /// The adapter stored the nil of a later completion call: one the SDK had discarded (for this reason),
    /// or one the adapter's own once-guard kept from the SDK (nil).
    case storedNil(after: IgnoredReason?)
    /// The app released its ad, and the adapter's weak link let the delegate go.
    case released
  }

  /// The line item whose adapter lost its delegate: the event's source.
  var lineItem: Int
  var cause: Cause
}

extension EventDelegateLost: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    let completion =
      switch cause {
      case .storedNil(let after): after?.rawValue ?? "completionGuard"
      case .released: "released"
      }
    recorder.emit(.delegateLost(DelegateLostRecord(lineItem: recorder.label(lineItem), completion: completion)), at: t)
  }
}
