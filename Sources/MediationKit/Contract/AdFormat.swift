/// The ad formats an ad unit can request (`GADAdFormat`), in the order the docs list them.
public enum AdFormat: String, CaseIterable, Sendable {
  case native
  case rewarded
  case interstitial
  case rewardedInterstitial
  case banner

  /// Whether the ad is presented full screen (`presentFromViewController:`),
  /// with the full-screen lifecycle of `GADMediationAdEventDelegate`.
  public var isFullScreen: Bool {
    switch self {
    case .rewarded, .interstitial, .rewardedInterstitial: true
    case .native, .banner: false
    }
  }

  /// Whether the ad unit grants a reward (`adUnit.reward`), through
  /// `GADMediationRewardedAdEventDelegate`.
  public var grantsReward: Bool {
    switch self {
    case .rewarded, .rewardedInterstitial: true
    case .native, .interstitial, .banner: false
    }
  }
}
