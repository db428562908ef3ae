/// A profiled network's banner, as its adapter maps it: the network's
/// callbacks forwarded as the profile says (`events`), the impression
/// reported by the adapter or left to the SDK (`banner.handlesUserImpressions`).
final class ProfileBannerAd: MediationBannerAd, SampleBannerAdDelegate {
  private let profile: AdapterProfile
  private let sdk: SampleSDK
  private var banner: SampleBanner?
  private var loadCompletionHandler: MediationBannerLoadCompletionHandler?
  private var adEventDelegate: EventDelegateReference<any MediationBannerAdEventDelegate>

  init(profile: AdapterProfile, sdk: SampleSDK) {
    self.profile = profile
    self.sdk = sdk
    self.adEventDelegate = EventDelegateReference(sdk: sdk)
  }

  var view: PlatformView { PlatformView(className: profile.className + "BannerView") }
  var handlesUserImpressions: Bool { profile.bannerHandlesUserImpressions }

  func load(
    _ configuration: MediationBannerAdConfiguration, placement: String?, passed: [PassedSetting],
    completionHandler: @escaping MediationBannerLoadCompletionHandler
  ) {
    loadCompletionHandler = profile.callsCompletionOnce ? callOnce(completionHandler) : completionHandler
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
      adEventDelegate.send(event) { delegate in
        switch event {
        case .reportImpression: delegate.reportImpression()
        case .reportClick: delegate.reportClick()
        case .willPresentFullScreenView: delegate.willPresentFullScreenView()
        case .willDismissFullScreenView: delegate.willDismissFullScreenView()
        case .didDismissFullScreenView: delegate.didDismissFullScreenView()
        case .didFailToPresentWithError, .didStartVideo, .didEndVideo, .didRewardUser, .didRewardUserWithReward,
          .didPlayVideo, .didPauseVideo, .didMuteVideo, .didUnmuteVideo:
          // Config validation admits only banner events in a banner profile.
          break
        }
      }
    }
  }

  // MARK: SampleBannerAdDelegate

  func bannerDidLoad(_ banner: SampleBanner) {
    // Events the profile forwards on the load callback come before the completion: they are lost.
    forward(.didReceiveAd)
    adEventDelegate.store(loadCompletionHandler?(self, nil), keepsFirst: profile.keepsFirstDelegate)
  }

  func banner(_ banner: SampleBanner, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode) {
    forward(.didFailToLoad)
    failLoad(with: profile.loadError.error(networkCode: errorCode.rawValue))
  }

  func banner(_ banner: SampleBanner, didFailToLoadWithError error: AdError) {
    forward(.didFailToLoad)
    failLoad(with: profile.loadFailure(networkError: error))
  }

  func bannerDidReceiveNoAd(_ banner: SampleBanner) {
    forward(.didReceiveAd)
    failLoad(with: profile.emptyError.error())
  }

  private func failLoad(with error: AdError) {
    adEventDelegate.store(
      loadCompletionHandler?(profile.failsWithAd ? self : nil, error), keepsFirst: profile.keepsFirstDelegate)
  }

  func bannerWillLeaveApplication(_ banner: SampleBanner) { forward(.click) }
  func bannerDidRecordImpression(_ banner: SampleBanner) { forward(.impression) }
  func bannerDidPresentModal(_ banner: SampleBanner) { forward(.didPresentModal) }
  func bannerDidDismissModal(_ banner: SampleBanner) { forward(.didDismissModal) }
}
