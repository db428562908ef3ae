import MediationKit

/// The Sample custom event's banner (`SampleCustomEventBanner` of Google's
/// example, googleads-mobile-ios-mediation
/// `example/CustomEvent/SampleCustomEventBanner.m`).
///
/// What it does, as that code does: it makes a Sample banner of the
/// requested size (`initWithFrame:` from `adConfiguration.adSize`) on the
/// line item's parameter and fetches an ad with the request's test mode;
/// the completion handler runs at most once (an atomic flag); its view is
/// the Sample banner; the banner's "will leave application" callback (a
/// click) becomes `reportClick`. It reports no impression (the SDK counts
/// it when it shows the view) and handles no full-screen view. A second
/// load callback (a network that refreshes its own banners) calls the
/// completion handler again: the call-once guard discards it and returns
/// nil, which the adapter stores as its event delegate.
final class SampleCustomEventBanner: MediationBannerAd, SampleBannerAdDelegate {
  private let sdk: SampleSDK
  private var bannerAd: SampleBanner?
  private var loadCompletionHandler: MediationBannerLoadCompletionHandler?
  private var adEventDelegate: EventDelegateReference<any MediationBannerAdEventDelegate>

  init(sdk: SampleSDK) {
    self.sdk = sdk
    self.adEventDelegate = EventDelegateReference(sdk: sdk)
  }

  func loadBanner(
    for adConfiguration: MediationBannerAdConfiguration,
    completionHandler: @escaping MediationBannerLoadCompletionHandler
  ) {
    loadCompletionHandler = callOnce(completionHandler)
    let bannerAd = SampleBanner(
      adUnitID: adConfiguration.credentials.parameter, size: adConfiguration.adSize, sdk: sdk)
    self.bannerAd = bannerAd
    bannerAd.delegate = self
    var adRequest = SampleAdRequest()
    adRequest.testMode = adConfiguration.isTestRequest
    bannerAd.fetchAd(adRequest)
  }

  var view: PlatformView { PlatformView(className: "SampleBanner") }

  // MARK: SampleBannerAdDelegate

  func bannerDidLoad(_ banner: SampleBanner) {
    adEventDelegate.delegate = loadCompletionHandler?(self, nil)
  }

  func banner(_ banner: SampleBanner, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode) {
    let error = SampleCustomEventError.adLoadFailureCallback(errorCode)
    adEventDelegate.delegate = loadCompletionHandler?(nil, error)
  }

  func bannerWillLeaveApplication(_ banner: SampleBanner) {
    adEventDelegate.send(.reportClick) { $0.reportClick() }
  }
}
