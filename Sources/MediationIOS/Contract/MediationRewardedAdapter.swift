import MediationKit

/// What the SDK returns from a rewarded load completion: the event delegate
/// for a loaded ad, or nil after a failure or a call it discards.
package typealias MediationRewardedLoadCompletionHandler =
  (_ ad: (any MediationRewardedAd)?, _ error: AdError?) -> (any MediationRewardedAdEventDelegate)?

/// An adapter that can load rewarded ads (`loadRewardedAdForAdConfiguration:completionHandler:`).
package protocol MediationRewardedAdapter: MediationAdapter {
  /// Loads a rewarded ad and calls `completionHandler` once, with the ad or
  /// with an error; keeps the returned delegate to report the ad's events.
  func loadRewardedAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler)
}
