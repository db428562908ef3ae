/// The app's patience ran out before a fill: it stopped waiting, this long after the request.
struct Abandoned {
  var latencyMs: Int64
}

extension Abandoned: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(.abandoned(AbandonedRecord(latencyMs: latencyMs)), at: t)
  }
}
