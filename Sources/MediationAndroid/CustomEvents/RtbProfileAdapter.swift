import MediationKit

/// The Android adapter of a bidding profile (`"bidding": true`): the profile
/// adapter, extended as Java extends `RtbAdapter`, that collects its
/// network's signals and loads a winning bid through the `loadRtb…` methods.
/// A profile loads alike from the auction and from the waterfall (the bid
/// response is in the configuration), so each `loadRtb…` is its waterfall
/// load, and a bidding profile's line items may also sit in the waterfall.
final class RtbProfileAdapter: ProfileAdapter, RtbAdapter {
  /// Hands over what its network's signal collection gave, as its profile's `collectSignals` makes it
  /// (contract2.md §5): `onSuccess` with the token, or `onFailure` with the error. A network asked outside the
  /// SDK's auction has no answer scripted: a token of 16 hex digits from the class and the line item.
  func collectSignals(_ signalData: RtbSignalData, _ signalCallbacks: SignalCallbacks) {
    switch sdk.collectSignal() {
    case .token(let token)?: signalCallbacks.onSuccess(token)
    case .failure(let error)?: signalCallbacks.onFailure(error)
    case nil: signalCallbacks.onSuccess(Self.token(className: profile.className, lineItem: sdk.lineItem))
    }
  }

  /// FNV-1a over the class name and the line item's index, as 16 lowercase hex digits.
  static func token(className: String, lineItem: Int) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in Array(className.utf8) + Array(String(lineItem).utf8) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  func loadRtbRewardedAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) {
    loadRewardedAd(mediationRewardedAdConfiguration, callback)
  }

  func loadRtbRewardedInterstitialAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) {
    loadRewardedInterstitialAd(mediationRewardedAdConfiguration, callback)
  }

  func loadRtbInterstitialAd(
    _ mediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>
  ) {
    loadInterstitialAd(mediationInterstitialAdConfiguration, callback)
  }

  func loadRtbBannerAd(
    _ mediationBannerAdConfiguration: MediationBannerAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>
  ) {
    loadBannerAd(mediationBannerAdConfiguration, callback)
  }

  func loadRtbAppOpenAd(
    _ mediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>
  ) {
    loadAppOpenAd(mediationAppOpenAdConfiguration, callback)
  }

  func loadRtbNativeAdMapper(
    _ mediationNativeAdConfiguration: MediationNativeAdConfiguration,
    _ callback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>
  ) {
    loadNativeAdMapper(mediationNativeAdConfiguration, callback)
  }
}
