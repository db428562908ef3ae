import MediationKit

/// The sample custom event's banner loader, as `Example/customevent/…/SampleBannerCustomEventLoader.java`
/// (commit c2904403) does it: a Sample `SampleAdView` of the requested size (any size: the code converts it to
/// dp, `:83-95`), its listener, and the view the SDK shows.
///
/// The impression is the adapter's, reported right after `onSuccess` (`:103-108`): it counts at load, and the
/// SDK counts none at `getView` (the registration says the class handles its banner's impressions). A tap is
/// the Sample view's `onAdFullScreen` (sdk `SampleAdView.java:98-103`, `SampleSDKFacts.bannerTapCallback`; the
/// core's banner calls it `bannerWillLeaveApplication`). No call-once guard and no null check, as the rewarded loader.
final class SampleBannerCustomEventLoader: MediationBannerAd, SampleAdViewListener {
  private let mediationBannerAdConfiguration: MediationBannerAdConfiguration
  private let mediationAdLoadCallback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>
  private let sdk: SampleSDK
  private var sampleAdView: SampleAdView?
  private var bannerAdCallback: EventDelegateReference<any MediationBannerAdCallback>

  init(
    _ mediationBannerAdConfiguration: MediationBannerAdConfiguration,
    _ mediationAdLoadCallback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>,
    sdk: SampleSDK
  ) {
    self.mediationBannerAdConfiguration = mediationBannerAdConfiguration
    self.mediationAdLoadCallback = mediationAdLoadCallback
    self.sdk = sdk
    bannerAdCallback = EventDelegateReference(sdk: sdk)
  }

  /// `:66-101`: an empty parameter fails at once; otherwise `createSampleRequest` (test mode, keywords).
  func loadAd() {
    guard let serverParameter = SampleCustomEvent.serverParameter(mediationBannerAdConfiguration.base) else {
      mediationAdLoadCallback.onFailure(SampleCustomEventError.createCustomEventNoAdIdError())
      return
    }
    let sampleAdView = SampleAdView(
      adUnitID: serverParameter, size: mediationBannerAdConfiguration.getAdSize(), sdk: sdk)
    sampleAdView.tapCallback = SampleSDKFacts.bannerTapCallback
    self.sampleAdView = sampleAdView
    sampleAdView.delegate = self
    sampleAdView.fetchAd(SampleCustomEvent.createSampleRequest(mediationBannerAdConfiguration.base))
  }

  // MARK: MediationBannerAd

  /// `:116-120`: the Sample view.
  func getView() -> View { View(className: "SampleAdView") }

  // MARK: SampleAdViewListener

  /// `onAdFetchSucceeded` (`:103-108`): the callback, then at once the impression through it.
  func bannerDidLoad(_ banner: SampleAdView) {
    bannerAdCallback.delegate = mediationAdLoadCallback.onSuccess(self)
    bannerAdCallback.send(.reportImpression) { $0.reportAdImpression() }
  }

  /// `onAdFetchFailed` (`:110-114`).
  func banner(_ banner: SampleAdView, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode) {
    mediationAdLoadCallback.onFailure(SampleCustomEventError.createSampleSdkError(errorCode))
  }

  /// The tap, `onAdFullScreen` (`:122-128`): opened, left the application, clicked.
  func bannerWillLeaveApplication(_ banner: SampleAdView) {
    bannerAdCallback.send(.willPresentFullScreenView) { $0.onAdOpened() }
    bannerAdCallback.send(.leftApplication) { $0.onAdLeftApplication() }
    bannerAdCallback.send(.reportClick) { $0.reportAdClicked() }
  }

  /// `onAdClosed` (`:130-134`): the network closed what the tap opened.
  func bannerDidDismissModal(_ banner: SampleAdView) {
    bannerAdCallback.send(.didDismissFullScreenView) { $0.onAdClosed() }
  }
}
