import MediationKit

/// Android's registered sample custom event, `com.google.ads.mediation.sample.customevent.SampleCustomEvent`
/// (googleads-mobile-android-mediation `Example/customevent/…/SampleCustomEvent.java`, commit c2904403): one
/// adapter class that hands each format to its own loader over the Android Sample SDK.
///
/// It serves rewarded, rewarded interstitial (which loads a rewarded ad, `:120-127`), interstitial, banner and
/// native (`loadNativeAdMapper`, `:129-135`) and app open (`:82-88`).
final class SampleCustomEvent: Adapter {
  /// The fully qualified class name line items give.
  static let className = "com.google.ads.mediation.sample.customevent.SampleCustomEvent"

  /// `BuildConfig.ADAPTER_VERSION`: customevent `build.gradle`'s `versionName` from 8a722671 to ce78a470 (HEAD
  /// sets none; mediate keeps the last explicit value). `getVersionInfo` (`:146-160`) reads it with the
  /// samples' rule (four parts or more, `major.minor.(third×100+fourth)`, else 0.0.0), `getSDKVersionInfo`
  /// (`:162-176`) the Sample SDK's string with three parts or more: the core's `atLeastFour` and `firstThree`.
  static let adapterVersionString = "1.0.0.0"

  /// `initialize` (`:137-144`): the Sample SDK needs no set-up, so it succeeds at once.
  static func initialize(_ context: Context, _ initializationCompleteCallback: InitializationCompleteCallback) {
    initializationCompleteCallback.onInitializationSucceeded()
  }

  /// `createSampleRequest` (`:185-191`): the interstitial's and banner's request, with the app's test mode
  /// and the mediation extras' keys as keywords (a Java `keySet()` has no order: mediate sorts them).
  static func createSampleRequest(_ mediationAdConfiguration: MediationAdConfiguration) -> SampleAdRequest {
    var request = SampleAdRequest()
    request.testMode = mediationAdConfiguration.isTestRequest()
    request.keywords = mediationAdConfiguration.getMediationExtras().entries.map(\.key).sorted()
    return request
  }

  private let sdk: SampleSDK
  private var bannerLoader: SampleBannerCustomEventLoader?
  private var interstitialLoader: SampleInterstitialCustomEventLoader?
  private var rewardedLoader: SampleRewardedCustomEventLoader?
  private var nativeLoader: SampleNativeCustomEventLoader?
  private var appOpenLoader: SampleAppOpenCustomEventLoader?

  init(sdk: SampleSDK) {
    self.sdk = sdk
  }

  /// `:82-88`.
  func loadAppOpenAd(
    _ mediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>
  ) {
    let loader = SampleAppOpenCustomEventLoader(mediationAppOpenAdConfiguration, callback, sdk: sdk)
    appOpenLoader = loader
    loader.loadAd()
  }

  /// `:108-118`.
  func loadRewardedAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) {
    let loader = SampleRewardedCustomEventLoader(mediationRewardedAdConfiguration, callback, sdk: sdk)
    rewardedLoader = loader
    loader.loadAd()
  }

  /// `:120-127`: a rewarded interstitial is loaded as a rewarded ad.
  func loadRewardedInterstitialAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) {
    loadRewardedAd(mediationRewardedAdConfiguration, callback)
  }

  /// `:98-106`.
  func loadInterstitialAd(
    _ mediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>
  ) {
    let loader = SampleInterstitialCustomEventLoader(mediationInterstitialAdConfiguration, callback, sdk: sdk)
    interstitialLoader = loader
    loader.loadAd()
  }

  /// `:90-96`.
  func loadBannerAd(
    _ mediationBannerAdConfiguration: MediationBannerAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>
  ) {
    let loader = SampleBannerCustomEventLoader(mediationBannerAdConfiguration, callback, sdk: sdk)
    bannerLoader = loader
    loader.loadAd()
  }

  /// `:129-135`.
  func loadNativeAdMapper(
    _ mediationNativeAdConfiguration: MediationNativeAdConfiguration,
    _ callback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>
  ) {
    let loader = SampleNativeCustomEventLoader(mediationNativeAdConfiguration, callback, sdk: sdk)
    nativeLoader = loader
    loader.loadAd()
  }
}

extension SampleCustomEvent {
  /// The server parameter every loader reads (`getServerParameters().getString("parameter")`), nil when
  /// `TextUtils.isEmpty` holds (absent or empty).
  static func serverParameter(_ configuration: MediationAdConfiguration) -> String? {
    guard let parameter = configuration.getServerParameters().getString("parameter"), !parameter.isEmpty else {
      return nil
    }
    return parameter
  }
}
