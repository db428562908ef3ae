/// The ad unit the app requests an ad for.
package struct AdUnit: Equatable, Sendable {
  package var id: String
  package var format: AdFormat
  /// The reward the app grants (rewarded ad units only), from the ad unit's
  /// settings as in AdMob, whatever the network reports.
  package var reward: AdReward?
  /// Banner: the requested size.
  package var size = ConfigSchema.AdUnit.size.defaultValue
  /// Banner: the ad unit's refresh rate; nil: no refresh.
  package var refreshIntervalMs: Int64?

  package init(id: String, format: AdFormat, reward: AdReward?) {
    self.id = id
    self.format = format
    self.reward = reward
  }
}
