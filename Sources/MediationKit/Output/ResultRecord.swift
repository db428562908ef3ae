/// The last record of a run: what the app got.
public struct ResultRecord: Sendable {
  public var filled: Bool
  public var lineItem: String?
  public var latencyMs: Int64
  /// Shown (rewarded) or rendered (native) without a present failure.
  public var presented: Bool
  public var reward: AdReward?
  /// Impressions and clicks the SDK accepted.
  public var impressions: Int
  public var clicks: Int
  public var violations: Int
  public var responseInfo: ResponseInfo
}
