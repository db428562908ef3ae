import MediationKit

/// A loaded full-screen ad, as the adapter hands it to the SDK: what
/// `GADMediationRewardedAd`, `GADMediationInterstitialAd` and
/// `GADMediationAppOpenAd` have in common.
package protocol MediationFullScreenAd: AnyObject {
  /// Shows the ad full screen; reports `didFailToPresentWithError` when it cannot.
  func present(from viewController: ViewController)
}

/// A loaded rewarded or rewarded interstitial ad (`GADMediationRewardedAd`).
package protocol MediationRewardedAd: MediationFullScreenAd {}

/// A loaded interstitial ad (`GADMediationInterstitialAd`).
package protocol MediationInterstitialAd: MediationFullScreenAd {}

/// A loaded app open ad (`GADMediationAppOpenAd`), shown with `presentFromViewController:`.
package protocol MediationAppOpenAd: MediationFullScreenAd {}
