import MediationKit

/// The Sample custom event's rewarded ad (`SampleCustomEventRewarded`, seed 004).
final class SampleCustomEventRewarded: MediationRewardedAd, SampleFullScreenAdDelegate {
  private let sdk: SampleSDK
  private var rewardedAd: SampleFullScreenAd?
  /// Calls the SDK's completion handler at most once, as the seed's atomic flag does.
  private var loadCompletionHandler: MediationRewardedLoadCompletionHandler?
  private var adEventDelegate: EventDelegateReference<any MediationRewardedAdEventDelegate>

  init(sdk: SampleSDK) {
    self.sdk = sdk
    self.adEventDelegate = EventDelegateReference(sdk: sdk)
  }

  func loadRewardedAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler
  ) {
    loadCompletionHandler = callOnce(completionHandler)
    let rewardedAd = SampleFullScreenAd(adUnitID: adConfiguration.credentials.parameter, sdk: sdk, format: adConfiguration.credentials.format)
    self.rewardedAd = rewardedAd
    rewardedAd.delegate = self
    var adRequest = SampleAdRequest()
    adRequest.testMode = adConfiguration.isTestRequest
    rewardedAd.fetchAd(adRequest)
  }

  func present(from viewController: ViewController) {
    if let rewardedAd, rewardedAd.isReady {
      rewardedAd.present(fromRootViewController: viewController)
    } else {
      let error = SampleCustomEventError.adNotLoaded()
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

  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.willPresentFullScreenView) { $0.willPresentFullScreenView() }
    adEventDelegate.send(.didStartVideo) { $0.didStartVideo() }
  }

  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.reportClick) { $0.reportClick() }
  }

  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {
    adEventDelegate.send(.didRewardUser) { $0.didRewardUser() }
  }

  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    adEventDelegate.send(.willDismissFullScreenView) { $0.willDismissFullScreenView() }
    adEventDelegate.send(.didEndVideo) { $0.didEndVideo() }
    adEventDelegate.send(.didDismissFullScreenView) { $0.didDismissFullScreenView() }
  }
}
