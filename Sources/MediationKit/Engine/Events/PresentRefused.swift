/// The SDK refused the app's present of an ad that was already presented.
struct PresentRefused {
  /// The line item whose ad the app presented again: the event's source.
  var lineItem: Int
  var error: AdError
}

extension PresentRefused: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(.presentRefused(PresentRefusedRecord(lineItem: recorder.label(lineItem), error: error)), at: t)
  }
}
