import MediationKit

/// The sample custom event's interstitial loader, as `Example/customevent/…/SampleInterstitialCustomEventLoader
/// .java` (commit c2904403) does it.
///
/// `showAd` calls the Sample interstitial's `show()` unconditionally, and the Android Sample SDK's interstitial
/// shows with no readiness check (sdk `SampleInterstitial.java:97-111`): `network.ready: false` and
/// `expiresAfterMs` change nothing for this class. The impression comes before `onAdOpened` (`:97-102`); the
/// Sample interstitial has no click, so none is forwarded. No call-once guard and no null check, as the
/// rewarded loader.
final class SampleInterstitialCustomEventLoader: MediationInterstitialAd, SampleAdListener {
  private let mediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration
  private let mediationAdLoadCallback:
    MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>
  private let sdk: SampleSDK
  private var sampleInterstitialAd: SampleFullScreenAd?
  private var interstitialAdCallback: EventDelegateReference<any MediationInterstitialAdCallback>

  init(
    _ mediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration,
    _ mediationAdLoadCallback: MediationAdLoadCallback<
      any MediationInterstitialAd, any MediationInterstitialAdCallback
    >,
    sdk: SampleSDK
  ) {
    self.mediationInterstitialAdConfiguration = mediationInterstitialAdConfiguration
    self.mediationAdLoadCallback = mediationAdLoadCallback
    self.sdk = sdk
    interstitialAdCallback = EventDelegateReference(sdk: sdk)
  }

  /// `:60-83`: an empty parameter fails at once; otherwise `createSampleRequest` (test mode, keywords).
  func loadAd() {
    guard let serverParameter = SampleCustomEvent.serverParameter(mediationInterstitialAdConfiguration) else {
      mediationAdLoadCallback.onFailure(SampleCustomEventError.createCustomEventNoAdIdError())
      return
    }
    let sampleInterstitialAd = SampleFullScreenAd(adUnitID: serverParameter, sdk: sdk, format: .interstitial)
    self.sampleInterstitialAd = sampleInterstitialAd
    sampleInterstitialAd.delegate = self
    sampleInterstitialAd.fetchAd(SampleCustomEvent.createSampleRequest(mediationInterstitialAdConfiguration))
  }

  // MARK: MediationInterstitialAd

  /// `:110-114`: no check of any kind.
  func showAd(_ context: Context) {
    sampleInterstitialAd?.showUnchecked()
  }

  // MARK: SampleAdListener

  /// `onAdFetchSucceeded` (`:85-89`).
  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd) {
    interstitialAdCallback.delegate = mediationAdLoadCallback.onSuccess(self)
  }

  /// `onAdFetchFailed` (`:91-95`).
  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) {
    mediationAdLoadCallback.onFailure(SampleCustomEventError.createSampleSdkError(errorCode))
  }

  /// `onAdFullScreen` (`:97-102`): the impression, then opened.
  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    interstitialAdCallback.send(.reportImpression) { $0.reportAdImpression() }
    interstitialAdCallback.send(.willPresentFullScreenView) { $0.onAdOpened() }
  }

  /// The Android Sample SDK's `SampleAdListener` has no click callback (sdk `SampleAdListener.java`): a click a
  /// config scripts reaches nothing, and no `reportAdClicked` is sent.
  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {}

  /// The Sample interstitial has no reward; config validation keeps it out of an interstitial's script.
  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {}

  /// `onAdClosed` (`:104-108`).
  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    interstitialAdCallback.send(.didDismissFullScreenView) { $0.onAdClosed() }
  }
}
