/// The ad formats an ad unit can request (`GADAdFormat`), in the order the docs list them.
public enum AdFormat: String, CaseIterable, Sendable {
  case native
  case rewarded
  case interstitial
  case rewardedInterstitial
  case banner

  /// Whether the ad is presented full screen (`presentFromViewController:`): its traits'.
  public var isFullScreen: Bool { traits.isFullScreen }

  /// Whether the ad unit grants a reward (`adUnit.reward`, through
  /// `GADMediationRewardedAdEventDelegate`): its traits'.
  public var grantsReward: Bool { traits.grantsReward }
}
