import MediationKit

/// Everything an adapter is told about one full-screen ad request
/// (`GADMediationAdConfiguration`, whose rewarded and interstitial
/// subclasses add nothing).
package struct MediationAdConfiguration: Sendable {
  package var credentials: MediationCredentials
  /// Whether the app asked for test ads.
  package var isTestRequest: Bool
  /// The publisher's extras of the adapter's `networkExtrasType`, if any.
  package var extras: (any AdNetworkExtras)?
  /// The privacy settings of `GADMobileAds.sharedInstance.requestConfiguration`,
  /// which adapters read when they load (the older ad configuration's
  /// `childDirectedTreatment`, and more).
  package var privacy = RequestPrivacy()
  /// The winning bid's response, for a bidding ad source that won the
  /// auction (`GADMediationAdConfiguration.bidResponse`); nil in the waterfall.
  package var bidResponse: String?

  package init(credentials: MediationCredentials, isTestRequest: Bool, extras: (any AdNetworkExtras)?) {
    self.credentials = credentials
    self.isTestRequest = isTestRequest
    self.extras = extras
  }
}

/// A rewarded or rewarded interstitial ad request (`GADMediationRewardedAdConfiguration`).
package typealias MediationRewardedAdConfiguration = MediationAdConfiguration

/// An interstitial ad request (`GADMediationInterstitialAdConfiguration`).
package typealias MediationInterstitialAdConfiguration = MediationAdConfiguration
