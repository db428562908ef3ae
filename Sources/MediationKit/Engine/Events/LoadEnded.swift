/// The SDK decided a line item's load.
struct LoadEnded {
  /// The line item whose load ended: the event's source.
  var lineItem: Int
  var outcome: LoadResultOutcome
  var latencyMs: Int64
  var error: AdError?
  /// The thread of the accepted completion call; nil where none decided the load (a timeout, no adapter, a
  /// format the adapter lacks, an ineligible line item).
  var thread: AdapterThread?
}

extension LoadEnded: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.request.loadErrors[lineItem] = error
    let result = LoadResultRecord(
      lineItem: recorder.label(lineItem), outcome: outcome, latencyMs: latencyMs, error: error, thread: thread)
    recorder.emit(.loadResult(result), at: t)
  }
}
