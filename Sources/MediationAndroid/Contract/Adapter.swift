import MediationKit

/// An Android mediation adapter (`com.google.android.gms.ads.mediation.Adapter`):
/// the load method of each format it serves.
///
/// Java's `Adapter` is an abstract class whose load methods by default "gracefully
/// fail" a format the adapter does not serve; in this mirror every adapter
/// implements all six, and its registration lists the formats it serves, so
/// the SDK never calls another (`formatNotSupported`, as on iOS). Set-up
/// (`initialize`) of a profiled class is played by the core
/// (`AdapterRegistration.SetUp.profile`), and its versions are its profile's
/// (`AdapterRegistration(profile:maker:)`), so `initialize`, `getVersionInfo`
/// and `getSDKVersionInfo` join this mirror with the first registered class
/// that has them.
protocol Adapter: AnyObject {
  func loadRewardedAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>)
  /// Loads a rewarded interstitial ad, with the rewarded ad's types.
  func loadRewardedInterstitialAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>)
  func loadInterstitialAd(
    _ mediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>)
  func loadBannerAd(
    _ mediationBannerAdConfiguration: MediationBannerAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>)
  /// Loads a native ad, handed to the SDK as its `NativeAdMapper`.
  func loadNativeAdMapper(
    _ mediationNativeAdConfiguration: MediationNativeAdConfiguration,
    _ callback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>)
  func loadAppOpenAd(
    _ mediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>)
}
