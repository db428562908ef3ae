import MediationKit

/// What the SDK returns from a native load completion: the event delegate
/// for a loaded ad, or nil after a failure or a call it discards.
package typealias MediationNativeLoadCompletionHandler =
  (_ ad: (any MediationNativeAd)?, _ error: AdError?) -> (any MediationNativeAdEventDelegate)?

/// An adapter that can load native ads (`loadNativeAdForAdConfiguration:completionHandler:`).
package protocol MediationNativeAdapter: MediationAdapter {
  /// Loads a native ad and calls `completionHandler` once, with the mapped
  /// ad or with an error; keeps the returned delegate to report the ad's events.
  func loadNativeAd(
    for adConfiguration: MediationNativeAdConfiguration,
    completionHandler: @escaping MediationNativeLoadCompletionHandler)
}
