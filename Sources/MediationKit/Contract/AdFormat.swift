/// The ad formats an ad unit can request (`GADAdFormat`), in the order the docs list them.
public enum AdFormat: String, CaseIterable, Sendable {
  case native
  case rewarded
  case interstitial
  case rewardedInterstitial
  case banner
  /// An app open ad (`GADAppOpenAd`): full screen, shown when the app comes to the foreground.
  case appOpen
}

extension AdFormat {
  /// The format in prose with its article, as a breach's detail names it ("an interstitial", "an app open ad").
  package var indefiniteName: String {
    switch self {
    case .native: "a native ad"
    case .rewarded: "a rewarded ad"
    case .interstitial: "an interstitial"
    case .rewardedInterstitial: "a rewarded interstitial ad"
    case .banner: "a banner"
    case .appOpen: "an app open ad"
    }
  }
}
