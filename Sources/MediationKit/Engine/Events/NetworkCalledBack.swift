/// The network calls back into the adapter.
struct NetworkCalledBack {
  /// The line item whose network called back: the event's source.
  var lineItem: Int
  var callback: NetworkCallback
  var detail: NetworkCallbackDetail?
  /// Where the adapter handles the callback.
  var thread: AdapterThread
}

extension NetworkCalledBack: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.emit(
      .network(
        NetworkRecord(
          lineItem: recorder.label(lineItem), callback: callback,
          callbackName: recorder.names.name(of: callback, format: recorder.config.adUnit.format),
          detail: detail, thread: thread)), at: t)
  }
}
