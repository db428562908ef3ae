import MediationKit

/// An Android adapter that bids in the SDK's auction
/// (`com.google.android.gms.ads.mediation.rtb.RtbAdapter`, an `Adapter`):
/// it collects its network's signals for the auction, and loads a winning
/// bid through the `loadRtb…` method of the format, whose configuration
/// carries the bid response (`getBidResponse()`).
///
/// A profile with `"bidding": true` is one (`RtbProfileAdapter`); the
/// registered sample classes are not, so a bidding line item of theirs is a
/// config error and never reaches these methods.
protocol RtbAdapter: Adapter {
  /// Collects the signals the auction sends to the network's bidder; the
  /// adapter answers through `signalCallbacks`.
  func collectSignals(_ signalData: RtbSignalData, _ signalCallbacks: SignalCallbacks)
  func loadRtbRewardedAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>)
  func loadRtbRewardedInterstitialAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>)
  func loadRtbInterstitialAd(
    _ mediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>)
  func loadRtbBannerAd(
    _ mediationBannerAdConfiguration: MediationBannerAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>)
  func loadRtbNativeAdMapper(
    _ mediationNativeAdConfiguration: MediationNativeAdConfiguration,
    _ callback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>)
  func loadRtbAppOpenAd(
    _ mediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>)
}

/// What the SDK tells an `RtbAdapter` when it asks for signals
/// (`RtbSignalData`): the ad format of the request and the app's extras
/// for the adapter (the `mediationExtras` Bundle).
struct RtbSignalData {
  private let format: AdFormat
  private let networkExtras: NetworkExtrasValues

  init(format: AdFormat, networkExtras: NetworkExtrasValues) {
    self.format = format
    self.networkExtras = networkExtras
  }

  /// The format of the ad the auction is for (Java gives it through `getConfigurations()`).
  func getFormat() -> AdFormat { format }
  /// The app's extras for the adapter.
  func getNetworkExtras() -> NetworkExtrasValues { networkExtras }
}

/// Where an `RtbAdapter` hands its signals (`SignalCallbacks`): the signal
/// string, or why there is none.
final class SignalCallbacks {
  private let report: (String?, AdError?) -> Void

  /// `report` hears the signal, or the error.
  init(report: @escaping (String?, AdError?) -> Void) {
    self.report = report
  }

  func onSuccess(_ signals: String) { report(signals, nil) }
  func onFailure(_ error: AdError) { report(nil, error) }
}
