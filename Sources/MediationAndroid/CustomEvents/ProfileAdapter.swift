import MediationKit

/// The Android adapter of a network a config describes as data (`adapters`):
/// one Swift type plays every profile through Android's contract, over the
/// same scripted network as iOS's profile adapter, doing what its profile
/// says. What a profile decides is the core's (`AdapterProfile`,
/// `ProfiledNetworkAd`); this type and `ProfiledAd` are its Android form.
/// A bidding profile's adapter extends it (`RtbProfileAdapter`), as Java's
/// `RtbAdapter` extends `Adapter`.
class ProfileAdapter: Adapter {
  let profile: AdapterProfile
  let sdk: SampleSDK
  /// The ad of the latest load, kept for the life of the request.
  private var ad: ProfiledAd?

  init(profile: AdapterProfile, sdk: SampleSDK) {
    self.profile = profile
    self.sdk = sdk
  }

  func loadRewardedAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) {
    load(
      mediationRewardedAdConfiguration, as: .fullScreen(nil, presentExtras: nil),
      onSuccess: { callback.onSuccess($0) }, onFailure: { callback.onFailure($0) },
      onFailureMessage: { callback.onFailure($0) })
  }

  func loadRewardedInterstitialAd(
    _ mediationRewardedAdConfiguration: MediationRewardedAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationRewardedAd, any MediationRewardedAdCallback>
  ) {
    load(
      mediationRewardedAdConfiguration, as: .fullScreen(nil, presentExtras: nil),
      onSuccess: { callback.onSuccess($0) }, onFailure: { callback.onFailure($0) },
      onFailureMessage: { callback.onFailure($0) })
  }

  func loadInterstitialAd(
    _ mediationInterstitialAdConfiguration: MediationInterstitialAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationInterstitialAd, any MediationInterstitialAdCallback>
  ) {
    load(
      mediationInterstitialAdConfiguration, as: .fullScreen(nil, presentExtras: nil),
      onSuccess: { callback.onSuccess($0) }, onFailure: { callback.onFailure($0) },
      onFailureMessage: { callback.onFailure($0) })
  }

  func loadAppOpenAd(
    _ mediationAppOpenAdConfiguration: MediationAppOpenAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationAppOpenAd, any MediationAppOpenAdCallback>
  ) {
    load(
      mediationAppOpenAdConfiguration, as: .fullScreen(nil, presentExtras: nil),
      onSuccess: { callback.onSuccess($0) }, onFailure: { callback.onFailure($0) },
      onFailureMessage: { callback.onFailure($0) })
  }

  /// Loads a banner; a size the profile does not serve fails at once with its `sizeError`, before the network
  /// hears of it, as real adapters check the size first.
  func loadBannerAd(
    _ mediationBannerAdConfiguration: MediationBannerAdConfiguration,
    _ callback: MediationAdLoadCallback<any MediationBannerAd, any MediationBannerAdCallback>
  ) {
    let size = mediationBannerAdConfiguration.getAdSize()
    load(
      mediationBannerAdConfiguration.base, as: .banner(size, nil),
      refusing: profile.bannerSizeRefusal(for: size),
      onSuccess: { callback.onSuccess($0) }, onFailure: { callback.onFailure($0) },
      onFailureMessage: { callback.onFailure($0) })
  }

  func loadNativeAdMapper(
    _ mediationNativeAdConfiguration: MediationNativeAdConfiguration,
    _ callback: MediationAdLoadCallback<NativeAdMapper, any MediationNativeAdCallback>
  ) {
    load(
      mediationNativeAdConfiguration.base, as: .native(mediationNativeAdConfiguration.getNativeAdOptions(), nil, nil),
      onSuccess: { ad in
        // A native ad completes its load once its mapper is made (`adLoader(_:didReceive:)`), or as a success
        // though its network failed (`onNetworkFailure: "succeed"`): a mapper with nothing set, no asset and no
        // network ad behind it.
        if let mapper = ad.nativeAdMapper { return callback.onSuccess(mapper) }
        guard ad.completion.succeededWithoutAd else {
          preconditionFailure("a profiled native ad completed its load without a mapper")
        }
        return callback.onSuccess(NativeAdMapper())
      }, onFailure: { callback.onFailure($0) }, onFailureMessage: { callback.onFailure($0) })
  }

  /// Loads an ad of any format: the load methods differ in their callback's types and the ad's presentation
  /// only. `formatError` fails the load at once, after the refusals every format has (a banner of a size the
  /// profile does not serve). The profile's completion is called with an ad or an error; Java's two methods
  /// cannot carry both, so an error is an `onFailure` whatever comes with it (`completion.failsWithAd` has no
  /// Android form).
  private func load(
    _ configuration: MediationAdConfiguration, as presentation: ProfiledAd.Presentation,
    refusing formatError: AdError? = nil, onSuccess: @escaping (ProfiledAd) -> (any MediationAdCallback)?,
    onFailure: @escaping (AdError) -> Void, onFailureMessage: @escaping (String) -> Void
  ) {
    let messageOnly = profile.loadError.messageOnly
    let completionHandler: ProfileLoadCompletion<ProfiledAd, any MediationAdCallback>.Handler = { ad, error in
      if let error {
        // A `completion.error` written as a plain string is the deprecated `onFailure(String)`.
        if messageOnly, error.domain == AdError.undefined(message: "").domain, error.code == 0 {
          onFailureMessage(error.localizedDescription)
        } else {
          onFailure(error)
        }
        return nil
      }
      return ad.flatMap(onSuccess)
    }
    let settings = configuration.getServerParameters().asDictionary
    let privacy = configuration.requestConfiguration.privacy
    let testRequest = configuration.isTestRequest()
    // The waterfall's configuration has an empty bid response: the placement then comes from the settings alone.
    let given = configuration.getBidResponse()
    let bidResponse = given.isEmpty ? nil : given
    if let error = profile.loadRefusal(
      settings: settings, testRequest: testRequest, bidResponse: bidResponse, privacy: privacy, network: sdk)
      ?? formatError
    {
      _ = completionHandler(nil, error)
      return
    }
    let request = profile.networkRequest(
      settings: settings, testRequest: testRequest, bidResponse: bidResponse, privacy: privacy, network: sdk)
    let ad = ProfiledAd(profile: profile, sdk: sdk, format: configuration.format, presentation: presentation)
    self.ad = ad
    ad.load(configuration, placement: request.placement, passed: request.passed, completionHandler: completionHandler)
  }
}
