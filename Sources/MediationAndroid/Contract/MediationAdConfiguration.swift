import MediationKit

/// Everything an adapter is told about one ad request
/// (`com.google.android.gms.ads.mediation.MediationAdConfiguration`).
struct MediationAdConfiguration {
  /// The ad format of the request.
  var format: AdFormat
  private let serverParameters: Bundle
  private let mediationExtras: NetworkExtrasValues
  private let testRequest: Bool
  private let bidResponse: String?
  /// What `MobileAds.getRequestConfiguration()` says of the request's privacy.
  var requestConfiguration: RequestConfiguration

  init(
    format: AdFormat, serverParameters: Bundle, mediationExtras: NetworkExtrasValues, isTestRequest: Bool,
    bidResponse: String?, requestConfiguration: RequestConfiguration
  ) {
    self.format = format
    self.serverParameters = serverParameters
    self.mediationExtras = mediationExtras
    testRequest = isTestRequest
    self.bidResponse = bidResponse
    self.requestConfiguration = requestConfiguration
  }

  /// The line item's server parameters, as entered in the AdMob UI.
  func getServerParameters() -> Bundle { serverParameters }
  /// The app's extras for the adapter (the `mediationExtras` Bundle).
  func getMediationExtras() -> NetworkExtrasValues { mediationExtras }
  /// Whether the app asked for test ads.
  func isTestRequest() -> Bool { testRequest }
  /// The winning bid's response for a bidding ad source; empty in the waterfall.
  func getBidResponse() -> String { bidResponse ?? "" }
}

/// A rewarded or rewarded interstitial ad request (`MediationRewardedAdConfiguration`).
typealias MediationRewardedAdConfiguration = MediationAdConfiguration

/// An interstitial ad request (`MediationInterstitialAdConfiguration`).
typealias MediationInterstitialAdConfiguration = MediationAdConfiguration

/// An app open ad request (`MediationAppOpenAdConfiguration`).
typealias MediationAppOpenAdConfiguration = MediationAdConfiguration

/// A banner request (`MediationBannerAdConfiguration`): the ad configuration and the size the app asked for.
struct MediationBannerAdConfiguration {
  let base: MediationAdConfiguration
  private let adSize: AdSize

  init(base: MediationAdConfiguration, adSize: AdSize) {
    self.base = base
    self.adSize = adSize
  }

  /// The banner's size (Android's `AdSize`, in dp).
  func getAdSize() -> AdSize { adSize }
}
