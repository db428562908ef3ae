import MediationKit

/// The Sample custom event's app open ad (`SampleCustomEventAppOpen` of
/// Google's example, googleads-mobile-ios-mediation
/// `example/CustomEvent/SampleCustomEventAppOpen.m`, added 2025-09-26).
///
/// What it does, as that code does: the Sample app open ad loads on the
/// `parameter` setting with `testMode` from `isTestRequest`; the completion
/// handler runs at most once (an atomic flag) and its return is kept as the
/// event delegate. The Sample ad's "will present" callback (`didPresent` in
/// a `show` script) becomes `willPresentFullScreenView` and then
/// `reportImpression`; its "did present" forwards nothing; its dismissal
/// `willDismissFullScreenView` and `didDismissFullScreenView`; its "will
/// leave application" (`didClick`) `reportClick`. Unlike the example's
/// interstitial, presenting an ad that is not ready reports
/// `didFailToPresentWithError` (code 102) to the event delegate.
final class SampleCustomEventAppOpen: MediationAppOpenAd, SampleFullScreenAdDelegate {
  private let sdk: SampleSDK
  private var appOpenAd: SampleFullScreenAd?
  private var loadCompletionHandler: MediationAppOpenLoadCompletionHandler?
  private var adEventDelegate: EventDelegateReference<any MediationAppOpenAdEventDelegate>

  init(sdk: SampleSDK) {
    self.sdk = sdk
    self.adEventDelegate = EventDelegateReference(sdk: sdk)
  }

  func loadAppOpenAd(
    for adConfiguration: MediationAppOpenAdConfiguration,
    completionHandler: @escaping MediationAppOpenLoadCompletionHandler
  ) {
    loadCompletionHandler = callOnce(completionHandler)
    let appOpenAd = SampleFullScreenAd(adUnitID: adConfiguration.credentials.parameter, sdk: sdk, format: .appOpen)
    self.appOpenAd = appOpenAd
    appOpenAd.delegate = self
    var adRequest = SampleAdRequest()
    adRequest.testMode = adConfiguration.isTestRequest
    appOpenAd.fetchAd(adRequest)
  }

  func present(from viewController: ViewController) {
    if let appOpenAd, appOpenAd.isReady {
      appOpenAd.present(fromRootViewController: viewController)
    } else {
      let error = SampleCustomEventError.adNotLoaded("app open")
      adEventDelegate.send(.didFailToPresentWithError) { $0.didFailToPresentWithError(error) }
    }
  }

  // MARK: SampleFullScreenAdDelegate

  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd) {
    adEventDelegate.delegate = loadCompletionHandler?(self, nil)
  }

  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) {
    let error = SampleCustomEventError.adLoadFailureCallback(errorCode)
    adEventDelegate.delegate = loadCompletionHandler?(nil, error)
  }

  /// `appOpenAdWillPresent:`.
  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.willPresentFullScreenView) { $0.willPresentFullScreenView() }
    adEventDelegate.send(.reportImpression) { $0.reportImpression() }
  }

  /// `appOpenWillLeaveApplication:`.
  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.reportClick) { $0.reportClick() }
  }

  /// The Sample app open ad has no reward callback; config validation keeps it out of an app open ad's script.
  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {}

  /// `appOpenAdDidDismiss:`.
  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.willDismissFullScreenView) { $0.willDismissFullScreenView() }
    adEventDelegate.send(.didDismissFullScreenView) { $0.didDismissFullScreenView() }
  }
}
