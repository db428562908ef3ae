import MediationKit

/// A profiled network's banner, as its adapter maps it: the network's
/// callbacks forwarded as the profile says (`events`), the impression
/// reported by the adapter or left to the SDK (`banner.handlesUserImpressions`).
final class ProfileBannerAd: MediationBannerAd, SampleBannerAdDelegate {
  private let profile: AdapterProfile
  private let sdk: SampleSDK
  private var banner: SampleBanner?
  private let completion: ProfileLoadCompletion<any MediationBannerAd, any MediationBannerAdEventDelegate>

  init(profile: AdapterProfile, sdk: SampleSDK) {
    self.profile = profile
    self.sdk = sdk
    completion = ProfileLoadCompletion(profile: profile, sdk: sdk)
  }

  var view: PlatformView { PlatformView(className: profile.className + "BannerView") }
  var handlesUserImpressions: Bool { profile.bannerHandlesUserImpressions }

  func load(
    _ configuration: MediationBannerAdConfiguration, placement: String?, passed: [PassedSetting],
    completionHandler: @escaping MediationBannerLoadCompletionHandler
  ) {
    completion.start(completionHandler)
    let banner = SampleBanner(adUnitID: placement, size: configuration.adSize, sdk: sdk)
    self.banner = banner
    banner.delegate = self
    var request = SampleAdRequest()
    request.testMode = profile.passesTestMode && configuration.isTestRequest
    let extras = (configuration.extras as? ProfileExtras)?.values ?? NetworkExtrasValues()
    banner.fetchAd(request, extras: extras, passed: passed)
  }

  /// Forwards what the profile says for `callback`.
  private func forward(_ callback: NetworkCallback) {
    for event in profile.forwardedEvents(for: callback, format: .banner) {
      completion.events.send(event) { delegate in
        switch event {
        case .reportImpression: delegate.reportImpression()
        case .reportClick: delegate.reportClick()
        case .willPresentFullScreenView: delegate.willPresentFullScreenView()
        case .willDismissFullScreenView: delegate.willDismissFullScreenView()
        case .didDismissFullScreenView: delegate.didDismissFullScreenView()
        case .didFailToPresentWithError, .didStartVideo, .didEndVideo, .didRewardUser, .didRewardUserWithReward,
          .didPlayVideo, .didPauseVideo, .didMuteVideo, .didUnmuteVideo:
          // A banner's delegate has no method for these, so none is sent. A config file cannot forward them
          // (the decoder refuses them); a profile built in code that does plays as if they were not listed
          // (InadmissibleEventsTests).
          break
        }
      }
    }
  }

  // MARK: SampleBannerAdDelegate

  func bannerDidLoad(_ banner: SampleBanner) {
    // Events the profile forwards on the load callback come before the completion: they are lost.
    forward(.didReceiveAd)
    completion.loaded(self)
  }

  func banner(_ banner: SampleBanner, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode) {
    forward(.didFailToLoad)
    completion.failed(networkCode: errorCode, ad: self)
  }

  func banner(_ banner: SampleBanner, didFailToLoadWithError error: AdError) {
    forward(.didFailToLoad)
    completion.failed(networkError: error, ad: self)
  }

  func bannerDidReceiveNoAd(_ banner: SampleBanner) {
    forward(.didReceiveAd)
    completion.answeredEmpty(ad: self)
  }

  func bannerWillLeaveApplication(_ banner: SampleBanner) { forward(.click) }
  func bannerDidRecordImpression(_ banner: SampleBanner) { forward(.impression) }
  func bannerDidPresentModal(_ banner: SampleBanner) { forward(.didPresentModal) }
  func bannerDidDismissModal(_ banner: SampleBanner) { forward(.didDismissModal) }
}
