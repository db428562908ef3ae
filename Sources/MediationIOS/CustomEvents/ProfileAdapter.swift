import MediationKit

/// The adapter of a network a config describes as data (`adapters`): one
/// Swift type plays every profile, over the same scripted network as the
/// Sample adapters, doing what its profile says.
///
/// Its class-level members (versions, extras, set-up) are the profile's and
/// the registration carries them; the static members the Swift protocol asks
/// for describe no profile and are never read for one.
final class ProfileAdapter: MediationRewardedAdapter, MediationInterstitialAdapter,
  MediationRewardedInterstitialAdapter, MediationBannerAdapter, MediationNativeAdapter
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
  private var fullScreenAd: ProfileFullScreenAd?
  private var nativeAd: ProfileNativeAd?
  private var bannerAd: ProfileBannerAd?

  init(profile: AdapterProfile, sdk: SampleSDK) {
    self.profile = profile
    self.sdk = sdk
  }

  /// Whether the adapter's set-up succeeded before the request.
  var isSetUp: Bool { sdk.isInitialized }

  /// The error that fails a load at once, before the network hears of it: a
  /// privacy setting the adapter refuses or a required setting missing from
  /// `credentials`, set-up that did not succeed, or a placement already loading.
  private func refusal(of credentials: MediationCredentials, privacy: RequestPrivacy) -> AdError? {
    if let error = profile.failure(at: .load, credentials: [credentials.settings], privacy: privacy) { return error }
    if !isSetUp, profile.loadsWhenNotReady == .fail { return profile.setUpFailure }
    if profile.concurrentLoads == .refused, profile.placement(in: credentials.settings) != nil,
      sdk.isPlacementLoading()
    {
      return profile.concurrentLoadError.error()
    }
    return nil
  }

  func loadRewardedAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler
  ) {
    loadFullScreenAd(for: adConfiguration) { ad, error in completionHandler(ad as? any MediationRewardedAd, error) }
  }

  func loadRewardedInterstitialAd(
    for adConfiguration: MediationRewardedAdConfiguration,
    completionHandler: @escaping MediationRewardedLoadCompletionHandler
  ) {
    loadFullScreenAd(for: adConfiguration) { ad, error in completionHandler(ad as? any MediationRewardedAd, error) }
  }

  func loadInterstitial(
    for adConfiguration: MediationInterstitialAdConfiguration,
    completionHandler: @escaping MediationInterstitialLoadCompletionHandler
  ) {
    loadFullScreenAd(for: adConfiguration) { ad, error in
      completionHandler(ad as? any MediationInterstitialAd, error)
    }
  }

  /// Loads an ad of a full-screen format: the three load methods differ in
  /// the types of their completion handlers only.
  private func loadFullScreenAd(
    for adConfiguration: MediationAdConfiguration,
    completionHandler: @escaping ProfileFullScreenAd.Completion
  ) {
    guard let request = networkRequest(adConfiguration, completionHandler: completionHandler) else { return }
    let ad = ProfileFullScreenAd(profile: profile, sdk: sdk, format: adConfiguration.credentials.format)
    fullScreenAd = ad
    ad.load(adConfiguration, placement: request.placement, passed: request.passed, completionHandler: completionHandler)
  }

  /// Loads a banner; a size the profile does not serve fails at once with
  /// its `sizeError`, before the network hears of it, as real adapters check
  /// the size first.
  func loadBanner(
    for adConfiguration: MediationBannerAdConfiguration,
    completionHandler: @escaping MediationBannerLoadCompletionHandler
  ) {
    guard let request = networkRequest(adConfiguration.base, completionHandler: completionHandler) else { return }
    guard profile.serves(adConfiguration.adSize) else {
      _ = completionHandler(nil, profile.sizeError.error())
      return
    }
    let ad = ProfileBannerAd(profile: profile, sdk: sdk)
    bannerAd = ad
    ad.load(adConfiguration, placement: request.placement, passed: request.passed, completionHandler: completionHandler)
  }

  func loadNativeAd(
    for adConfiguration: MediationNativeAdConfiguration,
    completionHandler: @escaping MediationNativeLoadCompletionHandler
  ) {
    guard let request = networkRequest(adConfiguration.base, completionHandler: completionHandler) else { return }
    let ad = ProfileNativeAd(profile: profile, sdk: sdk)
    nativeAd = ad
    ad.load(adConfiguration, placement: request.placement, passed: request.passed, completionHandler: completionHandler)
  }

  /// What every format's load asks of its network: the placement (the
  /// placement setting, else a winning bid's response) and the privacy flags
  /// passed with it; nil, with the completion handler called with the
  /// error, when the adapter refuses the load at once (`refusal`).
  private func networkRequest<Ad, Delegate>(
    _ configuration: MediationAdConfiguration, completionHandler: (Ad?, AdError?) -> Delegate?
  ) -> (placement: String?, passed: [PassedSetting])? {
    if let error = refusal(of: configuration.credentials, privacy: configuration.privacy) {
      _ = completionHandler(nil, error)
      return nil
    }
    return (
      profile.placement(in: configuration.credentials.settings) ?? configuration.bidResponse,
      profile.passedPrivacy(at: .load, configuration.privacy)
    )
  }
}

/// A profiled network's full-screen ad (rewarded, rewarded interstitial or
/// interstitial), as its adapter maps it.
final class ProfileFullScreenAd: MediationRewardedAd, MediationInterstitialAd, SampleFullScreenAdDelegate {
  /// A load completion handler of any full-screen format, its ad and event delegate types erased.
  typealias Completion = (_ ad: (any MediationFullScreenAd)?, _ error: AdError?) -> (any MediationAdEventDelegate)?

  private let profile: AdapterProfile
  private let sdk: SampleSDK
  private let format: AdFormat
  private var rewardedAd: SampleFullScreenAd?
  private let completion: ProfileLoadCompletion<any MediationFullScreenAd, any MediationAdEventDelegate>
  /// The extras the adapter hands its network with the present call; nil when it applies none there.
  private var presentExtras: NetworkExtrasValues?

  init(profile: AdapterProfile, sdk: SampleSDK, format: AdFormat) {
    self.profile = profile
    self.sdk = sdk
    self.format = format
    completion = ProfileLoadCompletion(profile: profile, sdk: sdk)
  }

  func load(
    _ configuration: MediationAdConfiguration, placement: String?, passed: [PassedSetting],
    completionHandler: @escaping Completion
  ) {
    completion.start(completionHandler)
    let ad = SampleFullScreenAd(adUnitID: placement, sdk: sdk, format: format)
    rewardedAd = ad
    ad.delegate = self
    var request = SampleAdRequest()
    request.testMode = profile.passesTestMode && configuration.isTestRequest
    let extras = profile.splitExtras((configuration.extras as? ProfileExtras)?.values ?? NetworkExtrasValues())
    presentExtras = extras.atPresent
    ad.fetchAd(request, extras: extras.atLoad, passed: passed)
  }

  func present(from viewController: ViewController) {
    guard let rewardedAd else { return }
    if profile.checksReadiness, !rewardedAd.isReady {
      send(.didFailToPresentWithError, error: presentError(reason: rewardedAd.isExpired ? "expired" : "not ready"))
      return
    }
    for event in profile.eventsBeforeShow { send(event) }
    rewardedAd.present(fromRootViewController: viewController, extras: presentExtras)
  }

  /// Forwards what the profile says for `callback`.
  private func forward(_ callback: NetworkCallback, error: AdError? = nil, reward: AdReward? = nil) {
    for event in profile.forwardedEvents(for: callback, format: format) { send(event, error: error, reward: reward) }
  }

  private func send(_ event: AdEventName, error: AdError? = nil, reward: AdReward? = nil) {
    completion.events.send(event) { delegate in
      switch event {
      case .willPresentFullScreenView: delegate.willPresentFullScreenView()
      case .didFailToPresentWithError: delegate.didFailToPresentWithError(error ?? presentError(reason: "not ready"))
      case .willDismissFullScreenView: delegate.willDismissFullScreenView()
      case .didDismissFullScreenView: delegate.didDismissFullScreenView()
      case .reportImpression: delegate.reportImpression()
      case .reportClick: delegate.reportClick()
      // An interstitial's delegate type has no rewarded events; in Objective-C
      // an adapter can still send them to the object, which answers them
      // (and rewardOnInterstitial catches the reward).
      case .didStartVideo: (delegate as? any MediationRewardedAdEventDelegate)?.didStartVideo()
      case .didEndVideo: (delegate as? any MediationRewardedAdEventDelegate)?.didEndVideo()
      case .didRewardUser: (delegate as? any MediationRewardedAdEventDelegate)?.didRewardUser()
      case .didRewardUserWithReward:
        (delegate as? any MediationRewardedAdEventDelegate)?.didRewardUserWithReward(
          reward ?? AdReward(rewardType: profile.className, rewardAmount: 0))
      case .didPlayVideo, .didPauseVideo, .didMuteVideo, .didUnmuteVideo:
        // Native events: a full-screen delegate has no method for them, so none is sent. A config file cannot
        // forward them (the decoder refuses them); a profile built in code that does plays as if they were not
        // listed (InadmissibleEventsTests).
        break
      }
    }
  }

  // MARK: SampleFullScreenAdDelegate

  func fullScreenAdDidReceiveAd(_ ad: SampleFullScreenAd) {
    // Events the profile forwards on the load callback come before the completion: they are lost.
    forward(.didReceiveAd)
    completion.loaded(self)
  }

  func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) {
    forward(.didFailToLoad)
    completion.failed(networkCode: errorCode, ad: self)
  }

  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToLoadWithError error: AdError) {
    forward(.didFailToLoad)
    completion.failed(networkError: error, ad: self)
  }

  func fullScreenAdDidReceiveNoAd(_ ad: SampleFullScreenAd) {
    forward(.didReceiveAd)
    completion.answeredEmpty(ad: self)
  }

  func fullScreenAdWillPresent(_ ad: SampleFullScreenAd) { forward(.willPresent) }
  func fullScreenAdDidPresent(_ ad: SampleFullScreenAd) { forward(.didPresent) }
  func fullScreenAdDidRecordImpression(_ ad: SampleFullScreenAd) { forward(.impression) }
  func fullScreenAdDidClick(_ ad: SampleFullScreenAd) { forward(.didClick) }
  func fullScreenAdDidStartVideo(_ ad: SampleFullScreenAd) { forward(.videoPlay) }

  func fullScreenAd(_ ad: SampleFullScreenAd, userDidEarnReward reward: Int64) {
    forward(.userDidEarnReward, reward: AdReward(rewardType: profile.className, rewardAmount: reward))
  }

  func fullScreenAdDidCompleteVideo(_ ad: SampleFullScreenAd) { forward(.didCompleteVideo) }
  func fullScreenAdDidSkipVideo(_ ad: SampleFullScreenAd) { forward(.didSkipVideo) }
  func fullScreenAdWillDismiss(_ ad: SampleFullScreenAd) { forward(.willDismiss) }
  func fullScreenAdDidDismiss(_ ad: SampleFullScreenAd) { forward(.didDismiss) }

  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToPresentWithErrorCode errorCode: Int?) {
    // An expired ad has no network code: the message says so.
    forward(.didFailToPresent, error: presentError(reason: errorCode.map(String.init) ?? "expired"))
  }

  func fullScreenAd(_ ad: SampleFullScreenAd, didFailToPresentWithError error: AdError) {
    forward(
      .didFailToPresent, error: profile.passesPresentErrorThrough ? error : presentError(reason: String(error.code)))
  }

  /// The profile's present error, `{networkCode}` replaced by why the ad
  /// did not show: the network's code, `expired` or `not ready`.
  private func presentError(reason: String) -> AdError {
    let template = profile.presentError
    return AdError(
      domain: template.domain, code: template.code,
      localizedDescription: template.message(networkCode: reason))
  }

  func fullScreenAdDidExpire(_ ad: SampleFullScreenAd) {
    forward(.didExpire, error: presentError(reason: "expired"))
  }
}

/// A profiled network's native ad, mapped as the Sample custom event maps
/// the Sample SDK's but for the assets its profile maps otherwise
/// (`native.assets`), tracked and untracked as the profile says.
final class ProfileNativeAd: SampleNativeAdMapping, SampleNativeAdLoaderDelegate, SampleNativeAdDelegate {
  private let profile: AdapterProfile
  private let sdk: SampleSDK
  private var adLoader: SampleNativeAdLoader?
  private(set) var mappedAd: SampleNativeAd?
  private let completion: ProfileLoadCompletion<any MediationNativeAd, any MediationNativeAdEventDelegate>

  private(set) var images: [NativeAdImage]?
  private(set) var icon: NativeAdImage?
  private(set) var adChoicesView: PlatformView?

  init(profile: AdapterProfile, sdk: SampleSDK) {
    self.profile = profile
    self.sdk = sdk
    completion = ProfileLoadCompletion(profile: profile, sdk: sdk)
  }

  func load(
    _ configuration: MediationNativeAdConfiguration, placement: String?, passed: [PassedSetting],
    completionHandler: @escaping MediationNativeLoadCompletionHandler
  ) {
    completion.start(completionHandler)
    let request = SampleNativeAdRequest(
      options: configuration.options, testMode: profile.passesTestMode && configuration.isTestRequest)
    let loader = SampleNativeAdLoader(sdk: sdk)
    loader.adUnitID = placement
    loader.delegate = self
    adLoader = loader
    // A native ad has no present call: extras applied at present never reach the network.
    let extras = profile.splitExtras((configuration.extras as? ProfileExtras)?.values ?? NetworkExtrasValues())
    loader.fetchAd(request, extras: extras.atLoad, passed: passed)
  }

  // MARK: MediationNativeAd

  var assetMapping: NativeAssetMapping { profile.nativeAssets }
  var handlesUserClicks: Bool { profile.handlesUserClicks }
  var handlesUserImpressions: Bool { profile.handlesUserImpressions }

  func didUntrackView(_ view: PlatformView?) {
    guard profile.untrack == .unregisters else { return }
    mappedAd?.unregisterView()
  }

  private func forward(_ callback: NetworkCallback) {
    for event in profile.forwardedEvents(for: callback, format: .native) {
      completion.events.send(event) { delegate in
        switch event {
        case .reportImpression: delegate.reportImpression()
        case .reportClick: delegate.reportClick()
        case .willPresentFullScreenView: delegate.willPresentFullScreenView()
        case .willDismissFullScreenView: delegate.willDismissFullScreenView()
        case .didDismissFullScreenView: delegate.didDismissFullScreenView()
        case .didPlayVideo: delegate.didPlayVideo()
        case .didPauseVideo: delegate.didPauseVideo()
        case .didEndVideo: delegate.didEndVideo()
        case .didMuteVideo: delegate.didMuteVideo()
        case .didUnmuteVideo: delegate.didUnmuteVideo()
        case .didFailToPresentWithError, .didStartVideo, .didRewardUser, .didRewardUserWithReward:
          // A native delegate has no method for these, so none is sent. A config file cannot forward them
          // (the decoder refuses them); a profile built in code that does plays as if they were not listed
          // (InadmissibleEventsTests).
          break
        }
      }
    }
  }

  // MARK: SampleNativeAdLoaderDelegate

  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
    let mapped = nativeAd.mappedImageAssets(by: profile.nativeAssets)
    images = mapped.images
    icon = mapped.icon
    adChoicesView = profile.nativeAssets.adChoicesView ? SampleNativeAd.adChoicesView : nil
    mappedAd = nativeAd
    nativeAd.delegate = self
    forward(.didReceiveAd)
    if let failed = mapped.failure {
      // An image the network could not download fails the load (InMobi's "missing native assets").
      let template = profile.loadError
      let error = AdError(
        domain: template.domain, code: template.code,
        localizedDescription: template.message(networkCode: "\(failed) not downloaded"))
      completion.failed(error, ad: self)
      return
    }
    completion.loaded(self)
  }

  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
    forward(.didFailToLoad)
    completion.failed(networkCode: errorCode, ad: self)
  }

  func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadWithError error: AdError) {
    forward(.didFailToLoad)
    completion.failed(networkError: error, ad: self)
  }

  func adLoaderDidReceiveNoAds(_ adLoader: SampleNativeAdLoader) {
    forward(.didReceiveAd)
    completion.answeredEmpty(ad: self)
  }

  // MARK: SampleNativeAdDelegate

  func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) { forward(.impression) }
  func nativeAd(_ nativeAd: SampleNativeAd, didRecordClickOn asset: NativeAssetIdentifier) { forward(.click) }
  func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) { forward(.videoPlay) }
  func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) { forward(.videoPause) }
  func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) { forward(.videoEnd) }
  func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) { forward(.videoMute) }
  func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) { forward(.videoUnmute) }
  func nativeAdDidPresentModal(_ nativeAd: SampleNativeAd) { forward(.didPresentModal) }
  func nativeAdDidDismissModal(_ nativeAd: SampleNativeAd) { forward(.didDismissModal) }
}

/// The publisher extras of a profiled adapter: the `request.extras` entries
/// its profile declares, passed on to its network as they are.
struct ProfileExtras: AdNetworkExtras {
  // A profile's keys are data: its registration reads them from the profile.
  static let keys: [String] = []

  let values: NetworkExtrasValues
}
