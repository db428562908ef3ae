/// The walk of the waterfall starts, in this order of line items (a
/// winning bid among them; line items taken out too).
struct WalkStarted {
  var order: [Int]
}

extension WalkStarted: TracedEvent {
  /// Keeps the order for the `result` record's response info; no record of its own.
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.request.walkOrder = order
  }
}
