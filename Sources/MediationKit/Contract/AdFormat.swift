/// The ad formats an ad unit can request (`GADAdFormat`), in the order the docs list them.
public enum AdFormat: String, CaseIterable, Sendable {
  case native
  case rewarded
  case interstitial
  case rewardedInterstitial
  case banner
}
