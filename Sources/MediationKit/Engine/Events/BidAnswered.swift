/// A bidder answered the auction (or timed out): its state, its price
/// (the bid, or the price that fell short of a floor), and when.
struct BidAnswered {
  /// The bidding line item: the event's source.
  var lineItem: Int
  var state: BidState
  var price: DecimalNumber?
  var latencyMs: Int64
  /// Where its adapter collected the signals the bid was made on (`collectSignals.thread`); nil when it collected
  /// none (it answered no bid at once). Judged here until signals have a record of their own.
  var signalThread: AdapterThread?
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
