import MediationKit

/// The sample custom event's rewarded (and rewarded interstitial) loader, as
/// `Example/customevent/…/SampleRewardedCustomEventLoader.java` (commit c2904403) does it: the Sample SDK's
/// rewarded ad, its listener, and the ad the SDK shows.
///
/// No call-once guard: every answer of the network reaches `onSuccess`/`onFailure` (`:72-82`), so a network
/// that answers twice breaks `completionCalledTwice`, and the null a duplicate `onSuccess` returns replaces the
/// callback (`:75`). The events never check the callback for null: one sent through the lost callback is a
/// `NullPointerException` on a device, `ignored` (`nullCallback`) and `eventWithoutDelegate` here.
final class SampleRewardedCustomEventLoader: MediationRewardedAd, SampleAdListener {
  private let mediationRewardedAdConfiguration: MediationRewardedAdConfiguration
  private let mediationAdLoadCallback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  private let sdk: SampleSDK
  private var sampleRewardedAd: SampleFullScreenAd?
  private var rewardedAdCallback: EventDelegateReference<any MediationRewardedAdCallback>

  init(
    _ adConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>, sdk: SampleSDK
  ) {
    mediationRewardedAdConfiguration = adConfiguration
    mediationAdLoadCallback = callback
    self.sdk = sdk
    rewardedAdCallback = EventDelegateReference(sdk: sdk)
  }

  /// `:53-70`: an empty parameter fails at once, before the network hears of it; otherwise a bare
  /// `SampleAdRequest` (no test mode, no keywords) loads a rewarded ad.
  func loadAd() {
    guard let serverParameter = SampleCustomEvent.serverParameter(mediationRewardedAdConfiguration) else {
      mediationAdLoadCallback.onFailure(SampleCustomEventError.createCustomEventNoAdIdError())
      return
    }
    let request = SampleAdRequest()
    // A rewarded interstitial is loaded as a rewarded ad: the Sample SDK's rewarded callbacks and show script.
    let sampleRewardedAd = SampleFullScreenAd(adUnitID: serverParameter, sdk: sdk, format: .rewarded)
    self.sampleRewardedAd = sampleRewardedAd
    sampleRewardedAd.delegate = self
    sampleRewardedAd.fetchAd(request)
  }

  // MARK: MediationRewardedAd

  /// `:84-101`: the Activity check (103) never fails (the simulated app shows from an Activity); an ad the
  /// Sample SDK does not have fails to show with 102.
  func showAd(_ context: Context) {
    guard let sampleRewardedAd, sampleRewardedAd.isReady else {
      rewardedAdCallback.send(.didFailToPresentWithError) {
        $0.onAdFailedToShow(SampleCustomEventError.createCustomEventAdNotAvailableError())
      }
      return
    }
    sampleRewardedAd.present()
  }

  // MARK: SampleAdListener

  /// `onRewardedAdLoaded` (`:72-76`).
  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.delegate = mediationAdLoadCallback.onSuccess(self)
  }

  /// `onRewardedAdFailedToLoad` (`:78-82`).
  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) {
    mediationAdLoadCallback.onFailure(SampleCustomEventError.createSampleSdkError(errorCode))
  }

  /// `onAdRewarded` (`:103-120`): the deprecated `onUserEarnedReward(RewardItem)` with the network's type and
  /// amount.
  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {
    let rewardItem = RewardItem(rewardType: SampleSDKFacts.rewardType, rewardAmount: reward)
    rewardedAdCallback.send(.didRewardUserWithReward) { $0.onUserEarnedReward(rewardItem) }
  }

  /// `onAdClicked` (`:122-126`).
  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.send(.reportClick) { $0.reportAdClicked() }
  }

  /// `onAdFullScreen` (`:128-134`): opened, video started, impression, in that order.
  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.send(.willPresentFullScreenView) { $0.onAdOpened() }
    rewardedAdCallback.send(.didStartVideo) { $0.onVideoStart() }
    rewardedAdCallback.send(.reportImpression) { $0.reportAdImpression() }
  }

  /// `onAdClosed` (`:136-140`).
  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.send(.didDismissFullScreenView) { $0.onAdClosed() }
  }

  /// `onAdCompleted` (`:142-146`).
  func fullScreenAdDidCompleteVideo(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.send(.didEndVideo) { $0.onVideoComplete() }
  }
}
