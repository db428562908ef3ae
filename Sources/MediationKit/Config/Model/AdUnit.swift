/// The ad unit the app requests an ad for.
public struct AdUnit: Equatable, Sendable {
  public var id: String
  public var format: AdFormat
  /// The reward the app grants (rewarded ad units only), from the ad unit's
  /// settings as in AdMob, whatever the network reports.
  public var reward: AdReward?
  /// Banner: the requested size.
  public var size = ConfigSchema.AdUnit.size.defaultValue
  /// Banner: the ad unit's refresh rate; nil: no refresh.
  public var refreshIntervalMs: Int64?

  public init(id: String, format: AdFormat, reward: AdReward?) {
    self.id = id
    self.format = format
    self.reward = reward
  }
}
