/// A bidder's signals reached the SDK (contract2.md §5): the token its adapter handed over, or its failure,
/// and where the adapter did the work. The thread rules judge the collection here.
struct SignalsCollected {
  /// The bidding line item: the event's source.
  var lineItem: Int
  /// The token, or nil when the collection failed with `error`.
  var token: String?
  var error: AdError?
  var latencyMs: Int64
  /// Where its adapter collected the signals (`collectSignals.thread`).
  var thread: AdapterThread
}

extension SignalsCollected: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.request.signals[lineItem] = error.map { .failure($0) } ?? .token(token ?? "")
    let source = recorder.sources[lineItem]
    recorder.emit(
      .signals(
        SignalsRecord(
          lineItem: source.label, className: source.className, outcome: error == nil ? .token : .error,
          token: error == nil ? token ?? "" : nil, error: error, latencyMs: latencyMs, thread: thread)),
      at: t)
  }
}
