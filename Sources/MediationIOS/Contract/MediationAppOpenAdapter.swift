import MediationKit

/// An app open ad request (`GADMediationAppOpenAdConfiguration`).
package typealias MediationAppOpenAdConfiguration = MediationAdConfiguration

/// The SDK's receiver for an app open ad's events
/// (`GADMediationAppOpenAdEventDelegate`): the events every ad reports, nothing more (no reward).
package typealias MediationAppOpenAdEventDelegate = MediationAdEventDelegate

/// What the SDK returns from an app open load completion
/// (`GADMediationAppOpenLoadCompletionHandler`): the event delegate for a
/// loaded ad, or nil after a failure or a call it discards.
package typealias MediationAppOpenLoadCompletionHandler =
  (_ ad: (any MediationAppOpenAd)?, _ error: AdError?) -> (any MediationAppOpenAdEventDelegate)?

/// An adapter that can load app open ads (`loadAppOpenAdForAdConfiguration:completionHandler:`).
package protocol MediationAppOpenAdapter: MediationAdapter {
  /// Loads an app open ad and calls `completionHandler` once, with the ad or
  /// with an error; keeps the returned delegate to report the ad's events.
  func loadAppOpenAd(
    for adConfiguration: MediationAppOpenAdConfiguration,
    completionHandler: @escaping MediationAppOpenLoadCompletionHandler)
}
