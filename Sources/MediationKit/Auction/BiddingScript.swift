/// How a bidding line item takes part in the auction (`lineItems[].bidding`,
/// auction.md): what it bids, when its bid arrives, and its own floor.
public struct BiddingScript: Hashable, Sendable {
  /// What the source bids.
  public enum Bid: Hashable, Sendable {
    /// The network's price for the request, from its `network.load.valuation`.
    case valuation
    /// A fixed bid in USD CPM, for scripted scenarios.
    case fixed(DecimalNumber)
    /// The network never bids (`"none"`).
    case none
  }

  public var bid: Bid
  /// From the auction's start to the bid's arrival.
  public var latency: LoadScript.Latency
  /// The source's bid floor: a price below it is not bid (`belowFloor`).
  public var floor: DecimalNumber

  public init(bid: Bid, latency: LoadScript.Latency, floor: DecimalNumber) {
    self.bid = bid
    self.latency = latency
    self.floor = floor
  }
}

/// The mediation group's auction (top-level `auction`): how long it waits
/// for bids, and the floor every bidder must reach.
public struct AuctionSettings: Hashable, Sendable {
  public var timeoutMs: Int64
  public var floor: DecimalNumber

  public init(timeoutMs: Int64, floor: DecimalNumber) {
    self.timeoutMs = timeoutMs
    self.floor = floor
  }
}
