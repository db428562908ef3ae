import MediationKit

/// The Sample custom event's interstitial (`SampleCustomEventInterstitial`
/// of Google's example, googleads-mobile-ios-mediation
/// `example/CustomEvent/SampleCustomEventInterstitial.m`).
///
/// What it does, as that code does: the completion handler runs at most
/// once (an atomic flag); the Sample interstitial's "will present screen"
/// callback becomes `willPresentFullScreenView` and then `reportImpression`;
/// its dismissal `willDismissFullScreenView` and `didDismissFullScreenView`;
/// its "will leave application" (a click) `reportClick`. Presenting an ad
/// that is not loaded calls the load completion handler again with an
/// error instead of `didFailToPresentWithError`: the call-once guard
/// discards that call and returns nil, which the adapter stores as its
/// event delegate, so the failure never reaches the SDK and the present
/// goes unanswered (`presentNeverAnswered`).
final class SampleCustomEventInterstitial: MediationInterstitialAd, SampleFullScreenAdDelegate {
  private let sdk: SampleSDK
  private var interstitialAd: SampleFullScreenAd?
  private var loadCompletionHandler: MediationInterstitialLoadCompletionHandler?
  private var adEventDelegate: EventDelegateReference<any MediationInterstitialAdEventDelegate>

  init(sdk: SampleSDK) {
    self.sdk = sdk
    self.adEventDelegate = EventDelegateReference(sdk: sdk)
  }

  func loadInterstitial(
    for adConfiguration: MediationInterstitialAdConfiguration,
    completionHandler: @escaping MediationInterstitialLoadCompletionHandler
  ) {
    loadCompletionHandler = callOnce(completionHandler)
    let interstitialAd = SampleFullScreenAd(
      adUnitID: adConfiguration.credentials.parameter, sdk: sdk, format: .interstitial)
    self.interstitialAd = interstitialAd
    interstitialAd.delegate = self
    var adRequest = SampleAdRequest()
    adRequest.testMode = adConfiguration.isTestRequest
    interstitialAd.fetchAd(adRequest)
  }

  func present(from viewController: ViewController) {
    if let interstitialAd, interstitialAd.isReady {
      interstitialAd.present(fromRootViewController: viewController)
    } else {
      adEventDelegate.delegate = loadCompletionHandler?(self, SampleCustomEventError.adNotLoaded("interstitial"))
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

  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.willPresentFullScreenView) { $0.willPresentFullScreenView() }
    adEventDelegate.send(.reportImpression) { $0.reportImpression() }
  }

  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.reportClick) { $0.reportClick() }
  }

  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {
    // The Sample interstitial has no reward callback; config validation keeps it out of an interstitial's script.
  }

  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.willDismissFullScreenView) { $0.willDismissFullScreenView() }
    adEventDelegate.send(.didDismissFullScreenView) { $0.didDismissFullScreenView() }
  }
}
