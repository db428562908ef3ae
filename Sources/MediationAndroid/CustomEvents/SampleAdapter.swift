import MediationKit

/// Android's registered sample ad-network adapter, `com.google.ads.mediation.sample.adapter.SampleAdapter`
/// (googleads-mobile-android-mediation `Example/adapter/…/SampleAdapter.java`, commit a22ee926, and its `SampleRewardedAd`,
/// `SampleInterstitialAd`, `SampleBannerAd`; removed from the example project in 2024, kept as the twin of iOS's
/// `GADMediationAdapterSampleAdNetwork`).
///
/// It serves rewarded, interstitial, banner and native; the class has no rewarded interstitial, so that format is
/// `formatNotSupported`. It reads the server parameter `ad_unit`, the mediation extras
/// `awesome_sauce` (boolean) and `income` (an `int`), and passes the app's test mode.
final class SampleAdapter: Adapter {
  /// The fully qualified class name line items give.
  static let className = "com.google.ads.mediation.sample.adapter.SampleAdapter"

  /// The adapter module's `versionName` (ad `build.gradle:11`), read by `getVersionInfo` with the samples' rule.
  static let adapterVersionString = "1.0.0.0"

  /// `SAMPLE_AD_UNIT_KEY` (`SampleAdapter.java:106`): the server parameter every format reads.
  static let sampleAdUnitKey = "ad_unit"

  /// `MediationExtrasBundleBuilder`'s keys (`SampleAdapter.java:228-229`, `:255-256`): `KEY_AWESOME_SAUCE`, a boolean, and
  /// `KEY_INCOME`, an `int`. A request's extras reach the class only under these keys.
  static let extras = [
    ExtraDeclaration(key: "awesome_sauce", type: .boolean),
    ExtraDeclaration(key: "income", type: .number),
  ]

  /// `initialize` (`SampleAdapter.java:138-142`): the Sample SDK needs no set-up, so it succeeds at once.
  static func initialize(_ context: Context, _ initializationCompleteCallback: InitializationCompleteCallback) {
    initializationCompleteCallback.onInitializationSucceeded()
  }

  private let sdk: SampleSDK
  private var rewardedAd: SampleAdapterRewardedAd?
  private var interstitialAd: SampleAdapterInterstitialAd?
  private var bannerAd: SampleAdapterBannerAd?
  private var nativeAd: SampleAdapterNativeAd?

  init(sdk: SampleSDK) {
    self.sdk = sdk
  }

  /// `loadRewardedAd` (`SampleAdapter.java:202-211`): a `SampleRewardedAd` loads it.
  func loadRewardedAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) {
    let ad = SampleAdapterRewardedAd(mediationRewardedAdConfiguration, callback, sdk: sdk)
    rewardedAd = ad
    ad.loadAd()
  }

  /// `SampleAdapter` does not override the base class's `loadRewardedInterstitialAd`, and its registration does
  /// not list the format, so the SDK never calls this (a rewarded interstitial line item of the class is
  /// `formatNotSupported`). Were it called, it fails as the base class does.
  func loadRewardedInterstitialAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) {
    callback.onFailure(
      AdError(
        domain: "com.google.android.gms.ads", code: 7,
        localizedDescription: "\(Self.className) does not support rewarded interstitial ads."))
  }

  /// `SampleAdapter` does not override the base class's `loadAppOpenAd` either, and its registration does not list
  /// the format (contract2.md section 6), so the SDK never calls this; were it called, it fails as the base
  /// class does.
  func loadAppOpenAd(
    _ mediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>
  ) {
    callback.onFailure(
      AdError(
        domain: "com.google.android.gms.ads", code: 7,
        localizedDescription: "\(Self.className) does not support app open ads."))
  }

  /// `loadInterstitialAd` (`SampleAdapter.java:190-200`): a `SampleInterstitialAd` loads it.
  func loadInterstitialAd(
    _ mediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>
  ) {
    let ad = SampleAdapterInterstitialAd(mediationInterstitialAdConfiguration, callback, sdk: sdk)
    interstitialAd = ad
    ad.loadAd()
  }

  /// `loadBannerAd` (`SampleAdapter.java:180-188`): a `SampleBannerAd` loads it.
  func loadBannerAd(
    _ mediationBannerAdConfiguration: MediationBannerAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>
  ) {
    let ad = SampleAdapterBannerAd(mediationBannerAdConfiguration, callback, sdk: sdk)
    bannerAd = ad
    ad.loadAd()
  }

  /// `loadNativeAdMapper` (`SampleAdapter.java:212-218`): a `SampleNativeAd` loads it.
  func loadNativeAdMapper(
    _ mediationNativeAdConfiguration: MediationNativeAdConfiguration,
    _ callback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>
  ) {
    let ad = SampleAdapterNativeAd(mediationNativeAdConfiguration, callback, sdk: sdk)
    nativeAd = ad
    ad.loadAd()
  }
}

extension SampleAdapter {
  /// `ERROR_DOMAIN` (`SampleAdapter.java:109`): the adapter's own failures.
  static let errorDomain = "com.google.ads.mediation.sample.adapter"
  /// `SAMPLE_SDK_ERROR_DOMAIN` (`SampleAdapter.java:110`): the Sample SDK's load failures.
  static let sampleSDKErrorDomain = "com.google.ads.mediation.sample.sdk"

  /// The server parameter `ad_unit`, nil when `TextUtils.isEmpty` holds (absent or empty).
  static func adUnit(_ configuration: MediationAdConfiguration) -> String? {
    guard let adUnit = configuration.getServerParameters().getString(sampleAdUnitKey), !adUnit.isEmpty else {
      return nil
    }
    return adUnit
  }

  /// `ERROR_INVALID_SERVER_PARAMETERS` 101 (`SampleAdapter.java:124`, `SampleRewardedAd.java:80-87`): `ad_unit` missing or empty.
  static func invalidServerParametersError() -> AdError {
    AdError(domain: errorDomain, code: 101, localizedDescription: "Missing or invalid ad unit.")
  }

  /// `ERROR_AD_NOT_AVAILABLE` 102 (`SampleAdapter.java:129`, `SampleRewardedAd.java:118-122`): the app showed a rewarded ad the Sample SDK does not have.
  static func adNotAvailableError() -> AdError {
    AdError(domain: errorDomain, code: 102, localizedDescription: "No ads to show.")
  }

  /// A Sample SDK load failure (`SampleRewardedAd.java:143-147`): the code is the enum's ordinal (UNKNOWN 0,
  /// BAD_REQUEST 1, NETWORK_ERROR 2, NO_INVENTORY 3), the message always the same.
  static func sampleSDKError(_ errorCode: SampleErrorCode) -> AdError {
    AdError(
      domain: sampleSDKErrorDomain, code: ordinal(errorCode),
      localizedDescription: "Sample SDK returned a failure callback.")
  }

  /// `SampleErrorCode.ordinal()` (sdk `SampleErrorCode.java:22-27`).
  static func ordinal(_ errorCode: SampleErrorCode) -> Int {
    switch errorCode {
    case .unknown: 0
    case .badRequest: 1
    case .networkError: 2
    case .noInventory: 3
    }
  }

  /// The request every format sends: the app's test mode (`setTestMode(isTestRequest())`), and the mediation
  /// extras the class reads (`setShouldAddAwesomeSauce`, `setIncome`; `SampleRewardedAd.java:93-106`,
  /// `SampleInterstitialAd.java:98-111`, `SampleBannerAd.java:115-128`), shown as the `load` record's
  /// `request.extras`.
  static func fetch(
    _ configuration: MediationAdConfiguration, _ fetch: (ScriptedAdRequest, NetworkExtrasValues) -> Void
  ) {
    var request = SampleAdRequest()
    request.testMode = configuration.isTestRequest()
    fetch(request, configuration.getMediationExtras())
  }
}

/// `SampleRewardedAd.java`: the adapter's rewarded ad. Every network event checks the callback for null first
/// (`if (rewardedAdCallback == null) return;`, `:150-195`), so an event after a duplicate `onSuccess` stored a
/// null is dropped knowingly (`ignored`, `nullCallback`, no rule). `showAd`'s 102 has no such check (`:118-122`).
final class SampleAdapterRewardedAd: MediationRewardedAd, SampleAdListener {
  private let adConfiguration: MediationRewardedAdConfiguration
  private let adLoadCallback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  private let sdk: SampleSDK
  private var sampleRewardedAd: SampleFullScreenAd?
  private var rewardedAdCallback: EventDelegateReference<any MediationRewardedAdCallback>

  init(
    _ adConfiguration: MediationRewardedAdConfiguration,
    _ adLoadCallback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>,
    sdk: SampleSDK
  ) {
    self.adConfiguration = adConfiguration
    self.adLoadCallback = adLoadCallback
    self.sdk = sdk
    rewardedAdCallback = EventDelegateReference(sdk: sdk)
  }

  /// `loadAd` (`:70-108`): an empty `ad_unit` fails before the network; otherwise test mode and extras.
  func loadAd() {
    guard let adUnit = SampleAdapter.adUnit(adConfiguration) else {
      adLoadCallback.onFailure(SampleAdapter.invalidServerParametersError())
      return
    }
    let ad = SampleFullScreenAd(adUnitID: adUnit, sdk: sdk, format: .rewarded)
    sampleRewardedAd = ad
    ad.delegate = self
    SampleAdapter.fetch(adConfiguration) { ad.fetchAd($0, extras: $1) }
  }

  // MARK: MediationRewardedAd

  /// `showAd` (`:113-133`): nothing without a Sample ad; an ad the Sample SDK does not have fails to show with 102; the Activity check
  /// never fails (the simulated app shows from an Activity).
  func showAd(_ context: Context) {
    guard let sampleRewardedAd else { return }
    guard sampleRewardedAd.isReady else {
      rewardedAdCallback.send(.didFailToPresentWithError) { $0.onAdFailedToShow(SampleAdapter.adNotAvailableError()) }
      return
    }
    sampleRewardedAd.present()
  }

  // MARK: SampleAdListener

  /// `onRewardedAdLoaded` (`:138-140`).
  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.delegate = adLoadCallback.onSuccess(self)
  }

  /// `onRewardedAdFailedToLoad` (`:143-147`).
  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) {
    adLoadCallback.onFailure(SampleAdapter.sampleSDKError(errorCode))
  }

  /// `onAdRewarded` (`:150-157`): a `SampleRewardItem` through the deprecated `onUserEarnedReward(RewardItem)`.
  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {
    let rewardItem = RewardItem(rewardType: SampleSDKFacts.rewardType, rewardAmount: reward)
    rewardedAdCallback.send(.didRewardUserWithReward, checksForNull: true) { $0.onUserEarnedReward(rewardItem) }
  }

  /// `onAdClicked` (`:160-166`).
  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.send(.reportClick, checksForNull: true) { $0.reportAdClicked() }
  }

  /// `onAdFullScreen` (`:169-177`): opened, video started, impression, in that order, behind one null check.
  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.send(.willPresentFullScreenView, checksForNull: true) { $0.onAdOpened() }
    rewardedAdCallback.send(.didStartVideo, checksForNull: true) { $0.onVideoStart() }
    rewardedAdCallback.send(.reportImpression, checksForNull: true) { $0.reportAdImpression() }
  }

  /// `onAdClosed` (`:180-186`).
  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.send(.didDismissFullScreenView, checksForNull: true) { $0.onAdClosed() }
  }

  /// `onAdCompleted` (`:189-195`).
  func fullScreenAdDidCompleteVideo(_ ad: SampleFullScreenAd) {
    rewardedAdCallback.send(.didEndVideo, checksForNull: true) { $0.onVideoComplete() }
  }
}

/// `SampleInterstitialAd.java`: the adapter's interstitial. `onAdFullScreen` opens and leaves the application
/// but reports no impression (`:139-148`), so a shown interstitial breaks `noImpressionReported`. Each event
/// checks the callback for null first, as the rewarded ad's. The Android
/// Sample interstitial shows with no readiness check (sdk `SampleInterstitial.java:97-111`).
final class SampleAdapterInterstitialAd: MediationInterstitialAd, SampleAdListener {
  private let adConfiguration: MediationInterstitialAdConfiguration
  private let adLoadCallback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>
  private let sdk: SampleSDK
  private var sampleInterstitial: SampleFullScreenAd?
  private var interstitialAdCallback: EventDelegateReference<any MediationInterstitialAdCallback>

  init(
    _ adConfiguration: MediationInterstitialAdConfiguration,
    _ adLoadCallback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>,
    sdk: SampleSDK
  ) {
    self.adConfiguration = adConfiguration
    self.adLoadCallback = adLoadCallback
    self.sdk = sdk
    interstitialAdCallback = EventDelegateReference(sdk: sdk)
  }

  /// `loadAd` (`:72-113`): an empty `ad_unit` fails before the network; otherwise test mode and extras.
  func loadAd() {
    guard let adUnit = SampleAdapter.adUnit(adConfiguration) else {
      adLoadCallback.onFailure(SampleAdapter.invalidServerParametersError())
      return
    }
    let ad = SampleFullScreenAd(adUnitID: adUnit, sdk: sdk, format: .interstitial)
    sampleInterstitial = ad
    ad.delegate = self
    SampleAdapter.fetch(adConfiguration) { ad.fetchAd($0, extras: $1) }
  }

  // MARK: MediationInterstitialAd

  /// The Sample interstitial's `show()` (`:118-123`).
  func showAd(_ context: Context) {
    sampleInterstitial?.showUnchecked()
  }

  // MARK: SampleAdListener

  /// `onAdFetchSucceeded` (`:127-129`).
  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd) {
    interstitialAdCallback.delegate = adLoadCallback.onSuccess(self)
  }

  /// `onAdFetchFailed` (`:132-136`).
  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) {
    adLoadCallback.onFailure(SampleAdapter.sampleSDKError(errorCode))
  }

  /// `onAdFullScreen` (`:139-148`): opened, left the application; no impression.
  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) {
    interstitialAdCallback.send(.willPresentFullScreenView, checksForNull: true) { $0.onAdOpened() }
    interstitialAdCallback.send(.leftApplication, checksForNull: true) { $0.onAdLeftApplication() }
  }

  /// The Android Sample SDK's `SampleAdListener` has no click callback: nothing is forwarded.
  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) {}

  /// The Sample interstitial has no reward; config validation keeps it out of an interstitial's script.
  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {}

  /// `onAdClosed` (`:151-157`).
  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) {
    interstitialAdCallback.send(.didDismissFullScreenView, checksForNull: true) { $0.onAdClosed() }
  }
}

/// `SampleBannerAd.java`: the adapter's banner. It reports no impression (the SDK counts its own at `getView`);
/// a tap is clicked, opened, left the application (`:155-166`). Each event checks the callback for null first.
final class SampleAdapterBannerAd: MediationBannerAd, SampleAdViewListener {
  private let adConfiguration: MediationBannerAdConfiguration
  private let adLoadCallback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>
  private let sdk: SampleSDK
  private var sampleAdView: SampleAdView?
  private var bannerAdCallback: EventDelegateReference<any MediationBannerAdCallback>

  init(
    _ adConfiguration: MediationBannerAdConfiguration,
    _ adLoadCallback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>,
    sdk: SampleSDK
  ) {
    self.adConfiguration = adConfiguration
    self.adLoadCallback = adLoadCallback
    self.sdk = sdk
    bannerAdCallback = EventDelegateReference(sdk: sdk)
  }

  /// `loadAd` (`:77-131`): an empty `ad_unit` fails before the network; otherwise a Sample view of the requested size, test mode and
  /// extras.
  func loadAd() {
    guard let adUnit = SampleAdapter.adUnit(adConfiguration.base) else {
      adLoadCallback.onFailure(SampleAdapter.invalidServerParametersError())
      return
    }
    let view = SampleAdView(adUnitID: adUnit, size: adConfiguration.getAdSize(), sdk: sdk)
    view.tapCallback = SampleSDKFacts.bannerTapCallback
    sampleAdView = view
    view.delegate = self
    SampleAdapter.fetch(adConfiguration.base) { view.fetchAd($0, extras: $1) }
  }

  // MARK: MediationBannerAd

  /// The Sample view (`:135-139`).
  func getView() -> View { View(className: "SampleAdView") }

  // MARK: SampleAdViewListener

  /// `onAdFetchSucceeded` (`:143-145`): the callback, and no impression.
  func bannerDidLoad(_ banner: SampleAdView) {
    bannerAdCallback.delegate = adLoadCallback.onSuccess(self)
  }

  /// `onAdFetchFailed` (`:148-152`).
  func banner(_ banner: SampleAdView, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode) {
    adLoadCallback.onFailure(SampleAdapter.sampleSDKError(errorCode))
  }

  /// The tap, `onAdFullScreen` (`:155-166`): clicked, opened, left the application.
  func bannerWillLeaveApplication(_ banner: SampleAdView) {
    bannerAdCallback.send(.reportClick, checksForNull: true) { $0.reportAdClicked() }
    bannerAdCallback.send(.willPresentFullScreenView, checksForNull: true) { $0.onAdOpened() }
    bannerAdCallback.send(.leftApplication, checksForNull: true) { $0.onAdLeftApplication() }
  }

  /// `onAdClosed` (`:169-175`): the network closed what the tap opened.
  func bannerDidDismissModal(_ banner: SampleAdView) {
    bannerAdCallback.send(.didDismissFullScreenView, checksForNull: true) { $0.onAdClosed() }
  }
}

/// `SampleNativeAd.java`: the adapter's native ad. An empty `ad_unit` fails before the network (`:83-90`); the
/// request follows the app's `NativeAdOptions` (`:98-119`: images downloaded unless it wants URLs, multiple
/// images, landscape and portrait through, every other aspect ratio ANY) and carries the extras `awesome_sauce`
/// and `income` (`:124-131`) but no test mode. On fill it listens to the ad's media view and hands
/// `SampleAdapterNativeAdMapper` to `onSuccess` (`:138-170`). The media view's `onVideoEnd` is forwarded as
/// `onVideoComplete`, behind a null check (`:181-188`); it listens to nothing else of the network's ad, so the
/// network's other video and tracking callbacks reach nothing.
final class SampleAdapterNativeAd: SampleNativeAdListener, SampleNativeAdEventListener {
  private let adConfiguration: MediationNativeAdConfiguration
  private let adLoadCallback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>
  private let sdk: SampleSDK
  private var loader: SampleNativeAdLoader?
  private var nativeAdCallback: EventDelegateReference<any MediationNativeAdCallback>

  init(
    _ adConfiguration: MediationNativeAdConfiguration,
    _ adLoadCallback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>, sdk: SampleSDK
  ) {
    self.adConfiguration = adConfiguration
    self.adLoadCallback = adLoadCallback
    self.sdk = sdk
    nativeAdCallback = EventDelegateReference(sdk: sdk)
  }

  /// `loadAd` (`:69-135`).
  func loadAd() {
    let loader = SampleNativeAdLoader(sdk: sdk)
    self.loader = loader
    guard let adUnit = SampleAdapter.adUnit(adConfiguration.base) else {
      adLoadCallback.onFailure(SampleAdapter.invalidServerParametersError())
      return
    }
    loader.adUnitID = adUnit
    loader.delegate = self
    let request = SampleNativeAdRequest(options: adConfiguration.getNativeAdOptions(), testMode: false)
    loader.fetchAd(request, extras: adConfiguration.base.getMediationExtras())
  }

  // MARK: SampleNativeAdListener

  /// `onNativeAdFetched` (`:138-170`): the media view's listener, then the mapper to `onSuccess`.
  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
    if nativeAd.getMediaView() != nil {
      nativeAd.delegate = self
    }
    nativeAdCallback.delegate = adLoadCallback.onSuccess(SampleAdapterNativeAdMapper(nativeAd))
  }

  /// `onAdFetchFailed` (`:172-177`).
  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
    adLoadCallback.onFailure(SampleAdapter.sampleSDKError(errorCode))
  }

  // `SampleNativeAdListener` has `onNativeAdFetched` and `onAdFetchFailed(SampleErrorCode)` alone, and config
  // validation scripts error objects and `empty` for profiled networks only: reaching either is mediate's own bug,
  // which must not pass for a load that never completes.
  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadWithError error: AdError) {
    preconditionFailure("SampleAdapter's network failed with an error object; only a profile's can")
  }

  func adLoaderDidReceiveNoAds(_ adLoader: SampleNativeAdLoader) {
    preconditionFailure("SampleAdapter's network answered empty; only a profile's can")
  }

  // MARK: SampleMediaViewListener

  /// `onVideoEnd` (`:181-188`): `onVideoComplete`, behind a null check.
  func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) {
    nativeAdCallback.send(.didEndVideo, checksForNull: true) { $0.onVideoComplete() }
  }

  // The media view's listener has `onVideoEnd` alone: the network's own tracking, its other video callbacks and
  // its modal views reach nothing.
  func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {}
  func nativeAd(_ nativeAd: SampleNativeAd, didRecordClickOn asset: NativeAssetIdentifier) {}
  func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) {}
  func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) {}
  func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) {}
  func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) {}
  func nativeAdDidPresentModal(_ nativeAd: SampleNativeAd) {}
  func nativeAdDidDismissModal(_ nativeAd: SampleNativeAd) {}
}

/// `SampleNativeAdMapper.java` of the adapter (`:37-77`): the custom event's mapping (`mapSampleAssets`), and the
/// network's media view with
/// `setHasVideoContent(true)` when its ad has one, else `setHasVideoContent(false)` (`:63-71`). `trackViews`
/// registers the container view with the network (`registerNativeAdView`, `:94-102`); `recordImpression` and
/// `handleClick` call the network (`:79-87`).
final class SampleAdapterNativeAdMapper: NativeAdMapper {
  private let sampleAd: SampleNativeAd

  init(_ ad: SampleNativeAd) {
    sampleAd = ad
    super.init()
    mapSampleAssets(from: ad)
    if let mediaView = ad.getMediaView() {
      setMediaView(mediaView)
      setHasVideoContent(true)
    } else {
      setHasVideoContent(false)
    }
  }

  override func recordImpression() { sampleAd.recordImpression() }

  override func handleClick(_ view: View) { sampleAd.handleClick(view) }

  override func trackViews(
    _ containerView: View, _ clickableAssetViews: [String: View], _ nonClickableAssetViews: [String: View]
  ) {
    sampleAd.registerNativeAdView()
  }
}
