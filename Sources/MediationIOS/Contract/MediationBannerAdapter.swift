import MediationKit

/// A loaded banner, as the adapter hands it to the SDK (`GADMediationBannerAd`):
/// a view the SDK puts on screen as soon as it loads.
package protocol MediationBannerAd: AnyObject {
  /// The banner's view (`view`).
  var view: PlatformView { get }
  /// Whether the adapter reports the banner's impression itself
  /// (`reportImpression`); false: the SDK counts one when it shows the view.
  var handlesUserImpressions: Bool { get }
}

extension MediationBannerAd {
  var handlesUserImpressions: Bool { false }
}

/// Everything an adapter is told about one banner request
/// (`GADMediationBannerAdConfiguration`): a full-screen request's fields and the size.
package struct MediationBannerAdConfiguration: Sendable {
  package var base: MediationAdConfiguration
  /// The requested size (`adSize`).
  package var adSize: AdSize

  package init(base: MediationAdConfiguration, adSize: AdSize) {
    self.base = base
    self.adSize = adSize
  }

  package var credentials: MediationCredentials { base.credentials }
  package var isTestRequest: Bool { base.isTestRequest }
  package var extras: (any AdNetworkExtras)? { base.extras }
  package var privacy: RequestPrivacy { base.privacy }
  package var bidResponse: String? { base.bidResponse }
}

/// The SDK's receiver for a banner's events (`GADMediationBannerAdEventDelegate`):
/// the events every ad reports (a click's full-screen view included).
package typealias MediationBannerAdEventDelegate = MediationAdEventDelegate

/// What the SDK returns from a banner load completion.
package typealias MediationBannerLoadCompletionHandler =
  (_ ad: (any MediationBannerAd)?, _ error: AdError?) -> (any MediationBannerAdEventDelegate)?

/// An adapter that can load banners (`loadBannerForAdConfiguration:completionHandler:`).
package protocol MediationBannerAdapter: MediationAdapter {
  func loadBanner(
    for adConfiguration: MediationBannerAdConfiguration,
    completionHandler: @escaping MediationBannerLoadCompletionHandler)
}
