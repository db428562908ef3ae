import MediationKit

/// A profiled network's ad, of any format, as its adapter maps it: one type
/// whose load, completion, failures and forwarded events are the same for
/// every format, and whose presentation (`Presentation`: a full-screen ad, a
/// banner view, a native ad's assets) is the one thing that differs.
///
/// It is the Sample SDK's delegate for the ad object of its presentation, and
/// the ad the SDK holds (`MediationRewardedAd`, `MediationInterstitialAd`,
/// `MediationBannerAd`, `MediationNativeAd`): each load method hands it to
/// its completion handler as the type that handler takes.
final class ProfiledAd: MediationRewardedAd, MediationInterstitialAd, MediationAppOpenAd, MediationBannerAd,
  SampleNativeAdMapping,
  ProfiledNetworkAd
{
  /// How the ad is shown, with the Sample SDK object that shows it.
  enum Presentation {
    /// A rewarded, rewarded interstitial or interstitial ad: the SDK presents it.
    case fullScreen(FullScreen)
    /// A banner: the SDK puts its view on screen.
    case banner(Banner)
    /// A native ad: the app puts its assets in its own views.
    case native(Native)

    /// The network's full-screen ad, and the extras the adapter hands it
    /// with the present call (nil when it applies none there).
    struct FullScreen {
      var ad: SampleFullScreenAd?
      var presentExtras: NetworkExtrasValues?
    }

    /// The banner's size the SDK asked for, and the network's banner.
    struct Banner {
      let size: AdSize
      var view: SampleBanner?
    }

    /// The app's native ad loader options, the native ad's loader, the
    /// network's ad once it came, and the assets mapped from it.
    struct Native {
      let options: [AdLoaderOptions]
      var loader: SampleNativeAdLoader?
      var ad: SampleNativeAd?
      var images: [NativeAdImage]?
      var icon: NativeAdImage?
      var adChoicesView: PlatformView?
    }

    /// The events its event delegate type has a method for
    /// (`GADMediationRewardedAdEventDelegate`, the banner's
    /// `GADMediationBannerAdEventDelegate`, `GADMediationNativeAdEventDelegate`).
    /// A config cannot forward another (the decoder refuses it); a profile
    /// built in code that does plays as if it were not listed
    /// (InadmissibleEventsTests). The interstitial's delegate is the base
    /// one, but in Objective-C an adapter can still send it the rewarded
    /// events and the object answers them (rewardOnInterstitial catches the reward).
    var admittedEvents: Set<AdEventName> {
      switch self {
      case .fullScreen:
        [
          .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView,
          .didDismissFullScreenView, .reportImpression, .reportClick, .didStartVideo, .didEndVideo, .didRewardUser,
          .didRewardUserWithReward,
        ]
      case .banner:
        // A banner its network could not show fails with the base delegate's didFailToPresentWithError.
        [
          .reportImpression, .reportClick, .willPresentFullScreenView, .willDismissFullScreenView,
          .didDismissFullScreenView, .didFailToPresentWithError,
        ]
      case .native:
        [
          .reportImpression, .reportClick, .willPresentFullScreenView, .willDismissFullScreenView,
          .didDismissFullScreenView, .didPlayVideo, .didPauseVideo, .didEndVideo, .didMuteVideo, .didUnmuteVideo,
        ]
      }
    }
  }

  let profile: AdapterProfile
  private let sdk: SampleSDK
  let format: AdFormat
  private var presentation: Presentation
  let completion: ProfileLoadCompletion<ProfiledAd, any MediationAdEventDelegate>

  /// An ad of `format`, shown as `presentation` says (the load method that makes it chooses).
  init(profile: AdapterProfile, sdk: SampleSDK, format: AdFormat, presentation: Presentation) {
    self.profile = profile
    self.sdk = sdk
    self.format = format
    self.presentation = presentation
    completion = ProfileLoadCompletion(profile: profile, sdk: sdk)
  }

  /// Asks the network for the ad: `placement` and `passed` are what the
  /// adapter's load hands every network (`ProfileAdapter.networkRequest`).
  func load(
    _ configuration: MediationAdConfiguration, placement: String?, passed: [PassedSetting],
    completionHandler: @escaping ProfileLoadCompletion<ProfiledAd, any MediationAdEventDelegate>.Handler
  ) {
    completion.start(completionHandler)
    let testMode = profile.passesTestMode && configuration.isTestRequest
    let extras = (configuration.extras as? ProfileExtras)?.values ?? NetworkExtrasValues()
    switch presentation {
    case .fullScreen:
      let ad = SampleFullScreenAd(adUnitID: placement, sdk: sdk, format: format)
      ad.delegate = self
      let split = profile.splitExtras(extras)
      presentation = .fullScreen(Presentation.FullScreen(ad: ad, presentExtras: split.atPresent))
      var request = SampleAdRequest()
      request.testMode = testMode
      ad.fetchAd(request, extras: split.atLoad, passed: passed)
    case .banner(var banner):
      let view = SampleBanner(adUnitID: placement, size: banner.size, sdk: sdk)
      view.delegate = self
      // What the profile picks for the size (`banner.sizing`); a size it refuses never reaches here.
      view.networkSize = try? profile.networkSize(for: banner.size).get()
      banner.view = view
      presentation = .banner(banner)
      var request = SampleAdRequest()
      request.testMode = testMode
      view.fetchAd(request, extras: extras, passed: passed)
    case .native(var native):
      let loader = SampleNativeAdLoader(sdk: sdk)
      loader.adUnitID = placement
      loader.delegate = self
      native.loader = loader
      presentation = .native(native)
      // A native ad has no present call: extras applied at present never reach the network.
      loader.fetchAd(
        SampleNativeAdRequest(options: native.options, testMode: testMode), extras: profile.splitExtras(extras).atLoad,
        passed: passed)
    }
  }

  /// Calls the delegate's method for `event`, one of the presentation's admitted events.
  private func deliver(
    _ event: AdEventName, to delegate: any MediationAdEventDelegate, error: AdError?, reward: AdReward?
  ) {
    switch event {
    case .willPresentFullScreenView: delegate.willPresentFullScreenView()
    case .didFailToPresentWithError:
      delegate.didFailToPresentWithError(error ?? presentError(.notReady, reason: "not ready"))
    case .willDismissFullScreenView: delegate.willDismissFullScreenView()
    case .didDismissFullScreenView: delegate.didDismissFullScreenView()
    case .reportImpression: delegate.reportImpression()
    case .reportClick: delegate.reportClick()
    case .didStartVideo: (delegate as? any MediationRewardedAdEventDelegate)?.didStartVideo()
    case .didEndVideo:
      if case .native = presentation {
        (delegate as? any MediationNativeAdEventDelegate)?.didEndVideo()
      } else {
        (delegate as? any MediationRewardedAdEventDelegate)?.didEndVideo()
      }
    case .didRewardUser: (delegate as? any MediationRewardedAdEventDelegate)?.didRewardUser()
    case .didRewardUserWithReward:
      (delegate as? any MediationRewardedAdEventDelegate)?.didRewardUserWithReward(
        reward ?? AdReward(rewardType: profile.className, rewardAmount: 0))
    case .didPlayVideo: (delegate as? any MediationNativeAdEventDelegate)?.didPlayVideo()
    case .didPauseVideo: (delegate as? any MediationNativeAdEventDelegate)?.didPauseVideo()
    case .didMuteVideo: (delegate as? any MediationNativeAdEventDelegate)?.didMuteVideo()
    case .didUnmuteVideo: (delegate as? any MediationNativeAdEventDelegate)?.didUnmuteVideo()
    case .didFailToPresentWithMessage, .leftApplication:
      // Android's: no iOS delegate has them, `admittedEvents` never lists them, and an iOS config cannot name them.
      preconditionFailure("\(event) is no event of an iOS event delegate")
    }
  }

  // MARK: MediationFullScreenAd

  func present(from viewController: ViewController) {
    guard case .fullScreen(let fullScreen) = presentation, let ad = fullScreen.ad else { return }
    present(ad, extras: fullScreen.presentExtras)
  }

  /// Sends `event` to the delegate, as the adapter's own code does (not forwarded from a network callback).
  func send(_ event: AdEventName, error: AdError? = nil, reward: AdReward? = nil) {
    let admitted = presentation.admittedEvents
    completion.events.send(event) { delegate in
      guard admitted.contains(event) else { return }
      deliver(event, to: delegate, error: error, reward: reward)
    }
  }

  // MARK: MediationBannerAd

  var view: PlatformView { PlatformView(className: profile.className + "BannerView") }

  // MARK: MediationNativeAd (SampleNativeAdMapping)

  var mappedAd: SampleNativeAd? {
    guard case .native(let native) = presentation else { return nil }
    return native.ad
  }
  var images: [NativeAdImage]? {
    guard case .native(let native) = presentation else { return nil }
    return native.images
  }
  var icon: NativeAdImage? {
    guard case .native(let native) = presentation else { return nil }
    return native.icon
  }
  var adChoicesView: PlatformView? {
    guard case .native(let native) = presentation else { return nil }
    return native.adChoicesView
  }
  var assetMapping: NativeAssetMapping { profile.nativeAssets }
  var handlesUserClicks: Bool { profile.handlesUserClicks }

  /// A banner's adapter reports impressions itself when `banner.handlesUserImpressions` says so, a
  /// native ad's when `native.handlesUserImpressions` does.
  var handlesUserImpressions: Bool {
    switch presentation {
    case .banner: profile.bannerHandlesUserImpressions
    case .fullScreen, .native: profile.handlesUserImpressions
    }
  }

  func didUntrackView(_ view: PlatformView?) {
    guard profile.untrack == .unregisters else { return }
    mappedAd?.unregisterView()
  }
}

// Its network's full-screen callbacks are heard as every platform's profiled ad hears them (`ProfiledNetworkAd`).
extension ProfiledAd: SampleFullScreenAdDelegate {}

// Its network's banner callbacks likewise.
extension ProfiledAd: SampleBannerAdDelegate {}

// Its native loader's failures and its native ad's callbacks likewise; what it maps from a delivered ad is iOS's.
extension ProfiledAd: SampleNativeAdLoaderDelegate, SampleNativeAdDelegate {
  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
    // Only a native ad makes a native loader, whose delegate it is.
    guard case .native(var native) = presentation else {
      preconditionFailure("a native ad loader delivered to a profiled ad of format \(format)")
    }
    let mapped = nativeAd.mappedImageAssets(by: profile.nativeAssets, keepingURLs: false)
    native.images = mapped.images
    native.icon = mapped.icon
    native.adChoicesView = profile.nativeAssets.adChoicesView ? SampleNativeAd.adChoicesView : nil
    native.ad = nativeAd
    presentation = .native(native)
    nativeAd.delegate = self
    receivedNative(failingAsset: mapped.failure)
  }
}
