/// The SDK refused a request on an ad loader still loading the previous one.
struct RequestRefused {
  var error: AdError
}

extension RequestRefused: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(.requestRefused(RequestRefusedRecord(error: error)), at: t)
  }
}
