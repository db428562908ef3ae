/// The SDK granting the ad unit's reward to the app (once per ad).
public struct RewardRecord: Sendable {
  public var lineItem: String
  public var type: String
  public var amount: Int64
}
