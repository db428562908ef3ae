import MediationKit

/// A profiled network's ad as the Android profile adapter maps it: the ad
/// the SDK shows (`MediationRewardedAd`, `MediationInterstitialAd`,
/// `MediationBannerAd`, or a native ad's `NativeAdMapper`, `ProfiledNativeAdMapper`) and the Sample SDK ad's
/// listener. What it makes of each network callback
/// is every platform's (`ProfiledNetworkAd`); how an event reaches the SDK is
/// Android's: the callback `onSuccess` returned, with the methods its format's
/// callback interface has.
final class ProfiledAd: MediationRewardedAd, MediationInterstitialAd, MediationAppOpenAd, MediationBannerAd,
  ProfiledNetworkAd,
  SampleAdListener, SampleAdViewListener
{
  /// How the ad is shown, with the Sample SDK object that shows it.
  enum Presentation {
    /// A rewarded, rewarded interstitial or interstitial ad, and the extras the adapter hands the network when
    /// it shows the ad (nil when it applies none there).
    case fullScreen(SampleFullScreenAd?, presentExtras: NetworkExtrasValues?)
    /// A banner of the size the SDK asked for, and the network's view.
    case banner(AdSize, SampleAdView?)
    /// A native ad: the app's native ad options, the network's loader, and the mapper made from the network's
    /// ad once it came.
    case native([AdLoaderOptions], SampleNativeAdLoader?, ProfiledNativeAdMapper?)
  }

  let profile: AdapterProfile
  let format: AdFormat
  let completion: ProfileLoadCompletion<ProfiledAd, any MediationAdCallback>
  private let sdk: SampleSDK
  private var presentation: Presentation

  /// An ad of `format`, shown as `presentation` says (the load method that makes it chooses).
  init(profile: AdapterProfile, sdk: SampleSDK, format: AdFormat, presentation: Presentation) {
    self.profile = profile
    self.sdk = sdk
    self.format = format
    self.presentation = presentation
    completion = ProfileLoadCompletion(profile: profile, sdk: sdk)
  }

  /// Asks the network for the ad: `placement` and `passed` are what the
  /// adapter's load hands every network (`AdapterProfile.networkRequest`).
  func load(
    _ configuration: MediationAdConfiguration, placement: String?, passed: [PassedSetting],
    completionHandler: @escaping ProfileLoadCompletion<ProfiledAd, any MediationAdCallback>.Handler
  ) {
    completion.start(completionHandler)
    var request = SampleAdRequest()
    request.testMode = profile.passesTestMode && configuration.isTestRequest()
    let extras = configuration.getMediationExtras()
    switch presentation {
    case .fullScreen:
      let ad = SampleFullScreenAd(adUnitID: placement, sdk: sdk, format: format)
      ad.delegate = self
      let split = profile.splitExtras(extras)
      presentation = .fullScreen(ad, presentExtras: split.atPresent)
      ad.fetchAd(request, extras: split.atLoad, passed: passed)
    case .banner(let size, _):
      let view = SampleAdView(adUnitID: placement, size: size, sdk: sdk)
      view.delegate = self
      // What the profile picks for the size (`banner.sizing`); a size it refuses never reaches here.
      view.networkSize = try? profile.networkSize(for: size).get()
      presentation = .banner(size, view)
      view.fetchAd(request, extras: extras, passed: passed)
    case .native(let options, _, _):
      let loader = SampleNativeAdLoader(sdk: sdk)
      loader.adUnitID = placement
      loader.delegate = self
      presentation = .native(options, loader, nil)
      // A native ad has no show call: extras applied at show never reach the network.
      loader.fetchAd(
        SampleNativeAdRequest(options: options, testMode: request.testMode), extras: profile.splitExtras(extras).atLoad,
        passed: passed)
    }
  }

  /// The native ad's mapper, once the network's ad came.
  var nativeAdMapper: ProfiledNativeAdMapper? {
    guard case .native(_, _, let mapper) = presentation else { return nil }
    return mapper
  }

  // MARK: MediationRewardedAd, MediationInterstitialAd, MediationAppOpenAd

  func showAd(_ context: Context) {
    guard case .fullScreen(let ad?, let presentExtras) = presentation else { return }
    present(ad, extras: presentExtras)
  }

  // MARK: MediationBannerAd

  func getView() -> View { View(className: profile.className + "BannerView") }

  // MARK: ProfiledNetworkAd

  /// Sends `event` through the callback `onSuccess` returned, as the adapter's own code does.
  func send(_ event: AdEventName, error: AdError?, reward: AdReward?) {
    // A present error written as a plain string comes as the deprecated `onAdFailedToShow(String)` where the
    // format's callback has it (`ProfiledNetworkAd.forward(_:failure:)`); an app open ad's has not, so its adapter
    // sends the `AdError` form (domain "undefined", code 0, the message).
    // With `nullChecks` the adapter checks its callback for null first (`SampleAdapter`'s `if (callback ==
    // null) return;`): the event is `ignored` (`nullCallback`) and breaks no rule. Without, an event on a lost
    // callback is a NullPointerException on a device: `ignored` too, and `eventWithoutDelegate`.
    completion.events.send(event, checksForNull: profile.nullChecks) { callback in
      deliver(event, to: callback, error: error, reward: reward)
    }
  }

  /// Calls the callback's method for `event`, when its format's callback interface has one.
  private func deliver(
    _ event: AdEventName, to callback: any MediationAdCallback, error: AdError?, reward: AdReward?
  ) {
    // The format's callback interface decides which methods there are: a banner's has no show failure, no
    // reward and no video, an interstitial's no reward and no video.
    let rewarded = callback as? any MediationRewardedAdCallback
    let native = callback as? any MediationNativeAdCallback
    switch event {
    case .willPresentFullScreenView: callback.onAdOpened()
    case .didFailToPresentWithError:
      let adError = error ?? presentError(.notReady, reason: "not ready")
      if let rewarded {
        rewarded.onAdFailedToShow(adError)
      } else if let appOpen = callback as? any MediationAppOpenAdCallback {
        appOpen.onAdFailedToShow(adError)
      } else {
        (callback as? any MediationInterstitialAdCallback)?.onAdFailedToShow(adError)
      }
    case .didDismissFullScreenView: callback.onAdClosed()
    case .reportImpression: callback.reportAdImpression()
    case .reportClick: callback.reportAdClicked()
    case .didStartVideo: rewarded?.onVideoStart()
    case .didEndVideo:
      if let native {
        native.onVideoComplete()
      } else {
        rewarded?.onVideoComplete()
      }
    case .didRewardUser: rewarded?.onUserEarnedReward()
    case .didRewardUserWithReward:
      rewarded?.onUserEarnedReward(reward ?? RewardItem(rewardType: profile.className, rewardAmount: 0))
    case .didFailToPresentWithMessage:
      let message = (error ?? presentError(.notReady, reason: "not ready")).localizedDescription
      if let rewarded {
        rewarded.onAdFailedToShow(message)
      } else {
        (callback as? any MediationInterstitialAdCallback)?.onAdFailedToShow(message)
      }
    case .leftApplication:
      if let banner = callback as? any MediationBannerAdCallback {
        banner.onAdLeftApplication()
      } else if let native {
        native.onAdLeftApplication()
      } else {
        (callback as? any MediationInterstitialAdCallback)?.onAdLeftApplication()
      }
    case .willDismissFullScreenView:
      // Android has no "will close": the event is dropped (android.md, "Profiles on Android").
      break
    // Native ads' video events: a full-screen ad's and a banner's callbacks have none.
    case .didPlayVideo: native?.onVideoPlay()
    case .didPauseVideo: native?.onVideoPause()
    case .didMuteVideo: native?.onVideoMute()
    case .didUnmuteVideo: native?.onVideoUnmute()
    }
  }
}

// Its native loader's failures and its native ad's callbacks are heard as every platform's profiled ad hears them
// (`ProfiledNetworkAd`); what it maps from a delivered ad is Android's: a `NativeAdMapper` set up as the profile's
// `native` says.
extension ProfiledAd: SampleNativeAdListener, SampleNativeAdEventListener {
  func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
    // Only a native ad makes a native loader, whose delegate it is.
    guard case .native(let options, let loader, _) = presentation else {
      preconditionFailure("a native ad loader delivered to a profiled ad of format \(format)")
    }
    let mapped = nativeAd.mappedImageAssets(by: profile.nativeAssets, keepingURLs: true)
    let mapper = ProfiledNativeAdMapper(profile: profile, ad: nativeAd, images: mapped.images, icon: mapped.icon)
    presentation = .native(options, loader, mapper)
    nativeAd.delegate = self
    receivedNative(failingAsset: mapped.failure)
  }
}

/// A profiled network's native ad as its Android adapter maps it: the profile's `native` keys through the
/// mapper's setters (`handlesUserImpressions` ↔ `setOverrideImpressionRecording`, `handlesUserClicks` ↔
/// `setOverrideClickHandling`, `assets` ↔ the asset setters, `extraAssets` ↔ `setExtras`, `adChoicesView` ↔
/// `setAdChoicesContent`, `mediaView` ↔ `setMediaView`, `hasVideoContent` ↔ `setHasVideoContent`), and
/// `untrack.unregisters` ↔ `untrackView` calling the network (android.md, "Profiles on Android").
final class ProfiledNativeAdMapper: NativeAdMapper {
  private let profile: AdapterProfile
  private let ad: SampleNativeAd

  init(profile: AdapterProfile, ad: SampleNativeAd, images: [NativeAdImage]?, icon: NativeAdImage?) {
    self.profile = profile
    self.ad = ad
    super.init()
    // The mapping's rules are every platform's (`ScriptedNativeAd`'s mapping helpers), set through Android's setters.
    let mapping = profile.nativeAssets
    let texts = ad.texts(by: mapping)
    setHeadline(texts.headline)
    setBody(texts.body)
    setCallToAction(texts.callToAction)
    setStarRating(ad.starRating(by: mapping))
    setStore(texts.store)
    setIcon(icon)
    setAdvertiser(texts.advertiser)
    setImages(images)
    // The network's price is a `Double` on Android: the adapter reads it (`getPrice()`) and passes on its decimal
    // text, the same for a scripted price and the default creative's.
    setPrice(mapping.price == .price ? ad.getPrice()?.description : texts.price)
    if let extras = ad.extraAssets(by: mapping) { setExtras(Bundle(extras)) }
    setAdChoicesContent(mapping.adChoicesView ? SampleNativeAd.informationIcon : nil)
    setMediaView(ad.suppliesMediaView(by: mapping) ? ad.getMediaView() : nil)
    setHasVideoContent(ad.hasVideoContent(by: mapping))
    setOverrideImpressionRecording(profile.handlesUserImpressions)
    setOverrideClickHandling(profile.handlesUserClicks)
  }

  override func recordImpression() { ad.recordImpression() }

  override func handleClick(_ view: View) { ad.handleClick(view) }

  /// Only a mapper whose network tracks for itself hands it the view (`registerNativeAdView`).
  override func trackViews(
    _ containerView: View, _ clickableAssetViews: [String: View], _ nonClickableAssetViews: [String: View]
  ) {
    guard
      SampleNativeAd.passesViewToNetwork(
        handlesImpressions: overrideImpressionRecording, handlesClicks: overrideClickHandling)
    else { return }
    ad.registerNativeAdView()
  }

  override func untrackView(_ view: View) {
    guard profile.untrack == .unregisters else { return }
    ad.unregisterView()
  }
}
