import MediationKit

/// The adapter of a network a config describes as data (`adapters`): one
/// Swift type plays every profile, over the same scripted network as the
/// Sample adapters, doing what its profile says.
///
/// Its class-level members (versions, extras, set-up) are the profile's and
/// the registration carries them; the static members the Swift protocol asks
/// for describe no profile and are never read for one.
final class ProfileAdapter: MediationRewardedAdapter, MediationInterstitialAdapter,
  MediationRewardedInterstitialAdapter, MediationBannerAdapter, MediationNativeAdapter, MediationAppOpenAdapter
{
  static let adapterVersionString = "0.0.0.0"
  static var adapterVersion: VersionNumber { VersionNumber(adapterVersionString: adapterVersionString) }
  static var adSDKVersion: VersionNumber { VersionNumber(sdkVersionString: "0.0.0") }
  static var networkExtrasType: (any AdNetworkExtras.Type)? { ProfileExtras.self }

  /// Set-up is the profile's (`AdapterRegistration.SetUp.profile`); the SDK never calls this.
  static func setUp(with configuration: MediationServerConfiguration, completionHandler: (AdError?) -> Void) {
    completionHandler(nil)
  }

  let profile: AdapterProfile
  private let sdk: SampleSDK
  /// The ad of the latest load, kept for the life of the request.
  private var ad: ProfiledAd?

  init(profile: AdapterProfile, sdk: SampleSDK) {
    self.profile = profile
    self.sdk = sdk
  }

  func loadRewardedAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler
  ) {
    load(adConfiguration, as: .fullScreen(.init())) { ad, error in completionHandler(ad, error) }
  }

  func loadRewardedInterstitialAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler
  ) {
    load(adConfiguration, as: .fullScreen(.init())) { ad, error in completionHandler(ad, error) }
  }

  func loadInterstitial(
    for adConfiguration: MediationInterstitialAdConfiguration,
    completionHandler: @escaping MediationInterstitialLoadCompletionHandler
  ) {
    load(adConfiguration, as: .fullScreen(.init())) { ad, error in completionHandler(ad, error) }
  }

  func loadAppOpenAd(
    for adConfiguration: MediationAppOpenAdConfiguration,
    completionHandler: @escaping MediationAppOpenLoadCompletionHandler
  ) {
    load(adConfiguration, as: .fullScreen(.init())) { ad, error in completionHandler(ad, error) }
  }

  /// Loads a banner; a size the profile does not serve fails at once with
  /// its `sizeError`, before the network hears of it, as real adapters check
  /// the size first.
  func loadBanner(
    for adConfiguration: MediationBannerAdConfiguration,
    completionHandler: @escaping MediationBannerLoadCompletionHandler
  ) {
    let sizeError = profile.bannerSizeRefusal(for: adConfiguration.adSize)
    load(adConfiguration.base, as: .banner(.init(size: adConfiguration.adSize)), refusing: sizeError) { ad, error in
      completionHandler(ad, error)
    }
  }

  func loadNativeAd(
    for adConfiguration: MediationNativeAdConfiguration,
    completionHandler: @escaping MediationNativeLoadCompletionHandler
  ) {
    load(adConfiguration.base, as: .native(.init(options: adConfiguration.options))) { ad, error in
      completionHandler(ad, error)
    }
  }

  /// Loads an ad of any format: the five load methods differ in the types
  /// of their configurations and completion handlers only. `formatError`
  /// fails the load at once, after the refusals every format has (a banner
  /// of a size the profile does not serve).
  private func load(
    _ configuration: MediationAdConfiguration, as presentation: ProfiledAd.Presentation,
    refusing formatError: AdError? = nil,
    completionHandler: @escaping ProfileLoadCompletion<ProfiledAd, any MediationAdEventDelegate>.Handler
  ) {
    guard let request = networkRequest(configuration, completionHandler: completionHandler) else { return }
    if let formatError {
      _ = completionHandler(nil, formatError)
      return
    }
    let ad = ProfiledAd(
      profile: profile, sdk: sdk, format: configuration.credentials.format, presentation: presentation)
    self.ad = ad
    ad.load(configuration, placement: request.placement, passed: request.passed, completionHandler: completionHandler)
  }

  /// What every format's load asks of its network (`AdapterProfile.networkRequest`); nil, with the completion
  /// handler called with the error, when the adapter refuses the load at once (`AdapterProfile.loadRefusal`).
  private func networkRequest<Ad, Delegate>(
    _ configuration: MediationAdConfiguration, completionHandler: (Ad?, AdError?) -> Delegate?
  ) -> (placement: String?, passed: [PassedSetting])? {
    let settings = configuration.credentials.settings
    let testRequest = configuration.isTestRequest
    if let error = profile.loadRefusal(
      settings: settings, testRequest: testRequest, bidResponse: configuration.bidResponse,
      privacy: configuration.privacy, network: sdk)
    {
      _ = completionHandler(nil, error)
      return nil
    }
    return profile.networkRequest(
      settings: settings, testRequest: testRequest, bidResponse: configuration.bidResponse,
      privacy: configuration.privacy, network: sdk)
  }
}

/// The publisher extras of a profiled adapter: the `request.extras` entries
/// its profile declares, passed on to its network as they are.
struct ProfileExtras: AdNetworkExtras {
  // A profile's keys are data: its registration reads them from the profile.
  static let keys: [String] = []

  let values: NetworkExtrasValues
}
