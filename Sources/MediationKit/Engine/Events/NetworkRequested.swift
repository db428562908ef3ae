/// The adapter asked its network for an ad.
struct NetworkRequested {
  /// The line item whose adapter asked: the event's source.
  var lineItem: Int
  var request: NetworkRequest
}

extension NetworkRequested: TracedEvent {
  /// Releases the held `load` record with what the adapter asked for.
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.request.loadRequests[lineItem] = request
    recorder.releaseHeldLoad(request: request)
  }
}
