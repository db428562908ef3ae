/// A lifecycle event the adapter forwarded and the SDK accepted.
public struct EventRecord: Sendable {
  public var lineItem: String
  public var name: AdEventName
  /// For `didFailToPresentWithError`.
  public var error: AdError?
  /// For `didRewardUserWithReward`: the reward the adapter names.
  public var reward: AdReward?
}
