import MediationKit

/// The sample custom event's app open loader, as `Example/customevent/…/SampleAppOpenCustomEventLoader.java`
/// (commit c2904403) does it, over the Android Sample SDK's `SampleAppOpen`.
///
/// An absent or empty `parameter` fails at once, before the network hears of the request. `showAd` calls the
/// Sample app open ad's `show()` unconditionally, and `SampleAppOpen.show()` checks nothing: `network.ready:
/// false` and `expiresAfterMs` change nothing for this class, and it has no show failure. `onAdFullScreen`
/// forwards the impression, then `onAdOpened`; `onAdClosed` forwards `onAdClosed`. The Sample SDK's listener has
/// no click, so none is forwarded. No call-once guard and no null check, as the other loaders.
final class SampleAppOpenCustomEventLoader: MediationAppOpenAd, SampleAdListener {
  private let mediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration
  private let mediationAdLoadCallback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>
  private let sdk: SampleSDK
  private var sampleAppOpenAd: SampleFullScreenAd?
  private var appOpenAdCallback: EventDelegateReference<any MediationAppOpenAdCallback>

  init(
    _ mediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration,
    _ mediationAdLoadCallback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>,
    sdk: SampleSDK
  ) {
    self.mediationAppOpenAdConfiguration = mediationAppOpenAdConfiguration
    self.mediationAdLoadCallback = mediationAdLoadCallback
    self.sdk = sdk
    appOpenAdCallback = EventDelegateReference(sdk: sdk)
  }

  /// `loadAd`: an empty parameter fails at once; otherwise `createSampleRequest` (test mode, keywords).
  func loadAd() {
    guard let serverParameter = SampleCustomEvent.serverParameter(mediationAppOpenAdConfiguration) else {
      mediationAdLoadCallback.onFailure(SampleCustomEventError.createCustomEventNoAdIdError())
      return
    }
    let sampleAppOpenAd = SampleFullScreenAd(adUnitID: serverParameter, sdk: sdk, format: .appOpen)
    self.sampleAppOpenAd = sampleAppOpenAd
    sampleAppOpenAd.delegate = self
    sampleAppOpenAd.fetchAd(SampleCustomEvent.createSampleRequest(mediationAppOpenAdConfiguration))
  }

  // MARK: MediationAppOpenAd

  /// `showAd`: no check of any kind.
  func showAd(_ context: Context) {
    sampleAppOpenAd?.showUnchecked()
  }

  // MARK: SampleAdListener

  /// `onAdFetchSucceeded`.
  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd) {
    appOpenAdCallback.delegate = mediationAdLoadCallback.onSuccess(self)
  }

  /// `onAdFetchFailed`.
  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) {
    mediationAdLoadCallback.onFailure(SampleCustomEventError.createSampleSdkError(errorCode))
  }

  /// `onAdFullScreen`: the impression, then opened.
  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    appOpenAdCallback.send(.reportImpression) { $0.reportAdImpression() }
    appOpenAdCallback.send(.willPresentFullScreenView) { $0.onAdOpened() }
  }

  /// The Android Sample SDK's `SampleAdListener` has no click callback: a click a config scripts reaches
  /// nothing, and no `reportAdClicked` is sent.
  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {}

  /// The Sample app open ad has no reward; config validation keeps it out of an app open ad's script.
  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {}

  /// `onAdClosed`.
  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    appOpenAdCallback.send(.didDismissFullScreenView) { $0.onAdClosed() }
  }
}
