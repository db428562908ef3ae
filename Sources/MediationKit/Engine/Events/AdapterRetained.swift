/// The run ended and the adapter of the ad the app released is still alive: it and the SDK's event delegate keep
/// each other (`completion.holdsDelegate` `"cycle"`), so nothing ever frees them (prebid-mobile-ios#497).
struct AdapterRetained {
  /// The line item whose adapter was never freed: the event's source.
  var lineItem: Int
  /// When the app released the ad (the `app` record `release`'s `t`).
  var releasedAt: Int64
}

extension AdapterRetained: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(.retained(RetainedRecord(lineItem: recorder.label(lineItem), releasedAtMs: releasedAt)), at: t)
  }
}
