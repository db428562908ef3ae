/// The adapter calls into its network after the load.
struct AdapterCalledNetwork {
  /// The line item whose adapter called: the event's source.
  var lineItem: Int
  var call: NetworkCall
  /// Where the adapter makes the call: its present work's thread for a show, main otherwise.
  var thread: AdapterThread
}

extension AdapterCalledNetwork: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    let name = recorder.names.name(of: call.kind)
    recorder.request.networkCalls[lineItem].append(name)
    recorder.emit(
      .networkCall(NetworkCallRecord(lineItem: recorder.label(lineItem), call: call, callName: name, thread: thread)),
      at: t)
  }
}
