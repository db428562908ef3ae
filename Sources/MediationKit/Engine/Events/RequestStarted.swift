/// A banner's request starts: the first (index 0) after set-up, then one
/// per refresh. Only banner runs have them.
struct RequestStarted {
  var index: Int
}

extension RequestStarted: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.releaseHeldLoad()
    if index == 1 { recorder.firstRequest = recorder.request }
    if index > 0 {
      recorder.request = TraceRecorder.RequestFacts(
        lineItems: recorder.config.lineItems.count, walkOrder: recorder.sources.walkPlan.order)
    }
  }
}
