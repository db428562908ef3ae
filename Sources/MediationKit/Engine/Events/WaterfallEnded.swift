/// The walk ended: with the winner's fill and the price its impression
/// is paid (USD CPM), or without a fill.
struct WaterfallEnded {
  var winner: Int?
  var price: DecimalNumber?
  var latencyMs: Int64
  var error: AdError?
}

extension WaterfallEnded: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    let waterfall = WaterfallRecord(
      filled: winner != nil, lineItem: winner.map(recorder.label), latencyMs: latencyMs, error: error)
    recorder.emit(.waterfall(waterfall), at: t)
  }
}
