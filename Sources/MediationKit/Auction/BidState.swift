/// How a bidder answered the auction, as its `bid` record says.
package enum BidState: String, CaseIterable, Sendable {
  /// It bid, at least the floors, in time.
  case bid
  /// No demand for the request (participation), or a `bid` of `"none"`;
  /// also a bidder whose adapter is not set up.
  case noBid
  /// Its price fell short of `max(bidding.floor, auction.floor)`.
  case belowFloor
  /// Its answer came after `auction.timeoutMs`.
  case timeout
}

/// How a bidder came out of the closed auction, as the `auction` record's `bids` say.
public enum AuctionBidState: String, CaseIterable, Sendable {
  case won
  /// It bid in time and another bid won.
  case lost
  case noBid
  case belowFloor
  case timeout
}

extension AuctionBidState {
  /// A bidder's state for its answer: its own, or for a bid made, `won` when
  /// it won and `lost` otherwise (also while the auction has not closed).
  init(_ answer: BidState, won: Bool = false) {
    switch answer {
    case .bid: self = won ? .won : .lost
    case .noBid: self = .noBid
    case .belowFloor: self = .belowFloor
    case .timeout: self = .timeout
    }
  }
}
