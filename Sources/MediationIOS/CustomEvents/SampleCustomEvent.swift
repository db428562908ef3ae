import MediationKit

/// The Sample network's custom event (`SampleCustomEvent`, seeds 000, 002
/// and 004, and Google's example custom event for the interstitial, the
/// banner and the app open ad): one adapter class that hands each format to its
/// own ad class. Like Google's example it has no rewarded interstitial.
final class SampleCustomEvent: MediationRewardedAdapter, MediationInterstitialAdapter, MediationBannerAdapter,
  MediationNativeAdapter, MediationAppOpenAdapter
{
  static let adapterVersionString = "1.0.0.1"
  static var adapterVersion: VersionNumber { VersionNumber(adapterVersionString: adapterVersionString) }
  static var adSDKVersion: VersionNumber { VersionNumber(sdkVersionString: SampleSDK.versionString) }
  static var networkExtrasType: (any AdNetworkExtras.Type)? { nil }

  /// The Sample SDK needs no initialisation, so set-up succeeds at once.
  static func setUp(with configuration: MediationServerConfiguration, completionHandler: (AdError?) -> Void) {
    completionHandler(nil)
  }

  private let sdk: SampleSDK
  private var rewardedAd: SampleCustomEventRewarded?
  private var nativeAd: SampleCustomEventNativeAd?
  private var interstitialAd: SampleCustomEventInterstitial?
  private var bannerAd: SampleCustomEventBanner?
  private var appOpenAd: SampleCustomEventAppOpen?

  init(sdk: SampleSDK) {
    self.sdk = sdk
  }

  func loadRewardedAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler
  ) {
    let rewardedAd = SampleCustomEventRewarded(sdk: sdk)
    self.rewardedAd = rewardedAd
    rewardedAd.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
  }

  func loadInterstitial(
    for adConfiguration: MediationInterstitialAdConfiguration,
    completionHandler: @escaping MediationInterstitialLoadCompletionHandler
  ) {
    let interstitialAd = SampleCustomEventInterstitial(sdk: sdk)
    self.interstitialAd = interstitialAd
    interstitialAd.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
  }

  func loadAppOpenAd(
    for adConfiguration: MediationAppOpenAdConfiguration,
    completionHandler: @escaping MediationAppOpenLoadCompletionHandler
  ) {
    let appOpenAd = SampleCustomEventAppOpen(sdk: sdk)
    self.appOpenAd = appOpenAd
    appOpenAd.loadAppOpenAd(for: adConfiguration, completionHandler: completionHandler)
  }

  func loadBanner(
    for adConfiguration: MediationBannerAdConfiguration,
    completionHandler: @escaping MediationBannerLoadCompletionHandler
  ) {
    let bannerAd = SampleCustomEventBanner(sdk: sdk)
    self.bannerAd = bannerAd
    bannerAd.loadBanner(for: adConfiguration, completionHandler: completionHandler)
  }

  func loadNativeAd(
    for adConfiguration: MediationNativeAdConfiguration,
    completionHandler: @escaping MediationNativeLoadCompletionHandler
  ) {
    let nativeAd = SampleCustomEventNativeAd(sdk: sdk)
    self.nativeAd = nativeAd
    nativeAd.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
  }
}
