/// The auction closed, with its winner and its price, what every bidder
/// came to (in listed order), and when.
struct AuctionClosed {
  /// One bidder's part: its state in the closed auction and its price
  /// (the bid for `won` and `lost`, the price that fell short for
  /// `belowFloor`, nil otherwise).
  struct Bid: Equatable {
    var lineItem: Int
    var state: AuctionBidState
    var price: DecimalNumber?
  }

  var winner: Int?
  var price: DecimalNumber?
  var bids: [Bid]
  var latencyMs: Int64
}

extension AuctionClosed: TracedEvent {
  func trace(into recorder: TraceRecorder, at t: Int64) {
    recorder.request.auctionClosed = true
    for bid in bids { recorder.request.auctionBids[bid.lineItem] = bid }
    let records = bids.map {
      AuctionRecord.Bid(lineItem: recorder.label($0.lineItem), state: $0.state, price: $0.price)
    }
    recorder.emit(
      .auction(AuctionRecord(winner: winner.map(recorder.label), price: price, bids: records, latencyMs: latencyMs)),
      at: t)
  }
}
