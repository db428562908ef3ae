/// The last record of a run: what the app got.
public struct ResultRecord: Sendable {
  public var filled: Bool
  public var lineItem: String?
  /// What the impression is paid, USD CPM: the winner's eCPM or winning bid; nil without a fill.
  public var price: DecimalNumber?
  public var latencyMs: Int64
  /// Shown (rewarded) or rendered (native) without a present failure.
  public var presented: Bool
  public var reward: AdReward?
  /// Impressions and clicks the SDK accepted.
  public var impressions: Int
  public var clicks: Int
  /// Breaches of rules of severity `error`, and of those of severity `warning`.
  public var violations: Int
  public var warnings: Int
  public var responseInfo: ResponseInfo
  /// A banner run's requests, the first included (nil for other formats);
  /// the keys above speak of the first.
  public var requests: [Request]?

  /// How one of a banner run's requests ended.
  public struct Request: Sendable {
    public var filled: Bool
    public var lineItem: String?
    public var latencyMs: Int64
    /// What its impression is paid, USD CPM; nil without a fill.
    public var price: DecimalNumber?
  }
}

/// The SDK's account of the waterfall (`GADResponseInfo`).
public struct ResponseInfo: Sendable {
  /// Stable for the same config (its identity: docs/config.md) and seed.
  public var responseIdentifier: String
  public var loadedAdNetworkResponseInfo: AdNetworkResponseInfo?
  /// One entry per line item, in walk order.
  public var adNetworkInfoArray: [AdNetworkResponseInfo]
}

/// One line item's part in the waterfall (`GADAdNetworkResponseInfo`).
public struct AdNetworkResponseInfo: Sendable {
  /// How far the line item got.
  public enum State: String, Sendable {
    case loaded
    case failed
    case notAttempted
    /// A bidder that did not win the auction.
    case lost
  }

  /// A bidder's part in the auction: its state and price, as the `auction` record gives them.
  public struct Bid: Sendable {
    public var state: AuctionBidState
    public var price: DecimalNumber?
  }

  public var adNetworkClassName: String
  public var adSourceName: String
  /// The ad source's server settings, as the SDK maps them (`adUnitMapping`).
  public var adUnitMapping: [String: String]
  public var state: State
  public var latencyMs: Int64
  public var error: AdError?
  /// Its auction state and price; nil for a waterfall line item.
  public var bid: Bid?
}
