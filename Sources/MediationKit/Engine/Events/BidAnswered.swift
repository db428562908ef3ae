/// A bidder answered the auction (or timed out): its state, its price
/// (the bid, or the price that fell short of a floor), and when.
struct BidAnswered {
  /// The bidding line item: the event's source.
  var lineItem: Int
  var state: BidState
  var price: DecimalNumber?
  /// From the auction's start: a bidder's signal latency and its bid latency both count.
  var latencyMs: Int64
}

extension BidAnswered: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.request.bidLatencies[lineItem] = latencyMs
    // Until the auction closes, a bid made is a bid that has not won.
    recorder.request.answers[lineItem] = (AuctionBidState(state), price)
    let source = recorder.sources[lineItem]
    recorder.emit(
      .bid(
        BidRecord(
          lineItem: source.label, className: source.className, state: state, price: price, latencyMs: latencyMs)),
      at: t)
  }
}
