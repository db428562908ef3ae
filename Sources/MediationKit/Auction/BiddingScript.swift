/// How a bidding line item takes part in the auction (`lineItems[].bidding`,
/// auction.md): what it bids, when its bid arrives, and its own floor.
package struct BiddingScript: Hashable, Sendable {
  /// What the source bids.
  package enum Bid: Hashable, Sendable {
    /// The network's price for the request, from its `network.load.valuation`.
    case valuation
    /// A fixed bid in USD CPM, for scripted scenarios.
    case fixed(DecimalNumber)
    /// The network never bids (`"none"`).
    case none
  }

  package var bid: Bid
  /// From the auction's start to the bid's arrival.
  package var latency: LoadScript.Latency
  /// The source's bid floor: a price below it is not bid (`belowFloor`).
  package var floor: DecimalNumber

  package init(bid: Bid, latency: LoadScript.Latency, floor: DecimalNumber) {
    self.bid = bid
    self.latency = latency
    self.floor = floor
  }
}

/// The mediation group's auction (top-level `auction`): how long it waits
/// for bids, and the floor every bidder must reach.
package struct AuctionSettings: Hashable, Sendable {
  package var timeoutMs: Int64
  package var floor: DecimalNumber

  package init(timeoutMs: Int64, floor: DecimalNumber) {
    self.timeoutMs = timeoutMs
    self.floor = floor
  }
}
