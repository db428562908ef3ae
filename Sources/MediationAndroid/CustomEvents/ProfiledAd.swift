import MediationKit

/// A profiled network's ad as the Android profile adapter maps it: the ad
/// the SDK shows (`MediationRewardedAd`, `MediationInterstitialAd`,
/// `MediationBannerAd`) and the Sample SDK ad's listener. What it makes of each network callback
/// is every platform's (`ProfiledNetworkAd`); how an event reaches the SDK is
/// Android's: the callback `onSuccess` returned, with the methods its format's
/// callback interface has.
final class ProfiledAd: MediationRewardedAd, MediationInterstitialAd, MediationBannerAd, ProfiledNetworkAd,
  SampleAdListener, SampleAdViewListener
{
  /// How the ad is shown, with the Sample SDK object that shows it.
  enum Presentation {
    /// A rewarded, rewarded interstitial or interstitial ad, and the extras the adapter hands the network when
    /// it shows the ad (nil when it applies none there).
    case fullScreen(SampleFullScreenAd?, presentExtras: NetworkExtrasValues?)
    /// A banner of the size the SDK asked for, and the network's view.
    case banner(AdSize, SampleAdView?)
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
      presentation = .banner(size, view)
      view.fetchAd(request, extras: extras, passed: passed)
    }
  }

  // MARK: MediationRewardedAd, MediationInterstitialAd

  func showAd(_ context: Context) {
    guard case .fullScreen(let ad?, let presentExtras) = presentation else { return }
    present(ad, extras: presentExtras)
  }

  // MARK: MediationBannerAd

  func getView() -> View { View(className: profile.className + "BannerView") }

  // MARK: ProfiledNetworkAd

  /// Sends `event` through the callback `onSuccess` returned, as the adapter's own code does.
  func send(_ event: AdEventName, error: AdError?, reward: AdReward?) {
    // A `present.error` written as a plain string is the deprecated `onAdFailedToShow(String)`.
    if event == .didFailToPresentWithError, profile.presentError.messageOnly, !profile.passesPresentErrorThrough {
      send(.didFailToPresentWithMessage, error: error, reward: reward)
      return
    }
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
    switch event {
    case .willPresentFullScreenView: callback.onAdOpened()
    case .didFailToPresentWithError:
      let adError = error ?? presentError(reason: "not ready")
      if let rewarded {
        rewarded.onAdFailedToShow(adError)
      } else {
        (callback as? any MediationInterstitialAdCallback)?.onAdFailedToShow(adError)
      }
    case .didDismissFullScreenView: callback.onAdClosed()
    case .reportImpression: callback.reportAdImpression()
    case .reportClick: callback.reportAdClicked()
    case .didStartVideo: rewarded?.onVideoStart()
    case .didEndVideo: rewarded?.onVideoComplete()
    case .didRewardUser: rewarded?.onUserEarnedReward()
    case .didRewardUserWithReward:
      rewarded?.onUserEarnedReward(reward ?? RewardItem(rewardType: profile.className, rewardAmount: 0))
    case .didFailToPresentWithMessage:
      let message = (error ?? presentError(reason: "not ready")).localizedDescription
      if let rewarded {
        rewarded.onAdFailedToShow(message)
      } else {
        (callback as? any MediationInterstitialAdCallback)?.onAdFailedToShow(message)
      }
    case .leftApplication:
      if let banner = callback as? any MediationBannerAdCallback {
        banner.onAdLeftApplication()
      } else {
        (callback as? any MediationInterstitialAdCallback)?.onAdLeftApplication()
      }
    case .willDismissFullScreenView:
      // Android has no "will close": the event is dropped (android.md, "Profiles on Android").
      break
    case .didPlayVideo, .didPauseVideo, .didMuteVideo, .didUnmuteVideo:
      // Native ads' video events: a full-screen ad's and a banner's callbacks have none.
      break
    }
  }
}
