import MediationKit

/// The SDK's receiver for an interstitial ad's events
/// (`GADMediationInterstitialAdEventDelegate`): the events every ad reports, nothing more.
package typealias MediationInterstitialAdEventDelegate = MediationAdEventDelegate

/// What the SDK returns from an interstitial load completion: the event
/// delegate for a loaded ad, or nil after a failure or a call it discards.
package typealias MediationInterstitialLoadCompletionHandler =
  (_ ad: (any MediationInterstitialAd)?, _ error: AdError?) -> (any MediationInterstitialAdEventDelegate)?

/// An adapter that can load interstitial ads (`loadInterstitialForAdConfiguration:completionHandler:`).
package protocol MediationInterstitialAdapter: MediationAdapter {
  /// Loads an interstitial ad and calls `completionHandler` once, with the
  /// ad or with an error; keeps the returned delegate to report the ad's events.
  func loadInterstitial(
    for adConfiguration: MediationInterstitialAdConfiguration,
    completionHandler: @escaping MediationInterstitialLoadCompletionHandler)
}

/// An adapter that can load rewarded interstitial ads
/// (`loadRewardedInterstitialAdForAdConfiguration:completionHandler:`): a
/// load method of its own, with the rewarded ad's completion and events.
package protocol MediationRewardedInterstitialAdapter: MediationAdapter {
  func loadRewardedInterstitialAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler)
}
