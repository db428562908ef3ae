/// A profiled network's ad as a platform's profile adapter maps it: what
/// the profile makes of each answer and callback of the scripted network is
/// the same on every platform, and lives in this protocol's extensions; a
/// platform gives the ad's profile, format and completion, and how it sends
/// an event through its own contract (`send(_:error:reward:)`).
package protocol ProfiledNetworkAd: AnyObject {
  /// The platform's event callback type the completion returns.
  associatedtype Callback
  var profile: AdapterProfile { get }
  var format: AdFormat { get }
  /// The load's completion, run as the profile says, and the callback it returned.
  var completion: ProfileLoadCompletion<Self, Callback> { get }
  /// Sends `event` through the platform's callback, as the adapter's own code does.
  func send(_ event: AdEventName, error: AdError?, reward: AdReward?)
}

extension ProfiledNetworkAd {
  /// Forwards what the profile says for `callback`.
  package func forward(_ callback: NetworkCallback, error: AdError? = nil, reward: AdReward? = nil) {
    let admitted = completion.names.events(for: format)
    for event in profile.forwardedEvents(for: callback, format: format, admitted: admitted) {
      send(event, error: error, reward: reward)
    }
  }

  /// The profile's present error for `cause` (`present.errors`, else `present.error`), `{networkCode}` replaced by
  /// why the ad did not show: the network's code, `expired`, `not ready` or `no error`.
  package func presentError(_ cause: AdapterProfile.PresentFailure, reason: String) -> AdError {
    let template = profile.presentFailure(cause).template
    return AdError(
      domain: template.domain, code: template.code, localizedDescription: template.message(networkCode: reason))
  }

  /// The network delivered the ad. Events the profile forwards on the load
  /// callback come before the completion: they are lost.
  package func received() {
    forward(.didReceiveAd)
    completion.loaded(self)
  }

  /// The network delivered a native ad, mapped as the profile says: an image the network could not download
  /// fails the load when `failingAsset` names it (InMobi's "missing native assets").
  package func receivedNative(failingAsset: String?) {
    forward(.didReceiveAd)
    guard let failingAsset else {
      completion.loaded(self)
      return
    }
    let template = profile.loadError
    let error = AdError(
      domain: template.domain, code: template.code,
      localizedDescription: template.message(networkCode: "\(failingAsset) not downloaded"))
    completion.failed(error, ad: self)
  }

  package func failed(networkCode: SampleErrorCode) {
    forward(.didFailToLoad)
    completion.failed(networkCode: networkCode, ad: self)
  }

  package func failed(networkError: AdError) {
    forward(.didFailToLoad)
    completion.failed(networkError: networkError, ad: self)
  }

  package func receivedNoAd() {
    forward(.didReceiveAd)
    completion.answeredEmpty(ad: self)
  }

  /// Shows the network's full-screen ad as the profile's adapter does: a
  /// readiness check first when the profile makes one, the events it sends
  /// before showing, then the network's show with the extras it applies there.
  ///
  /// An adapter that completed its load as a success though its network failed it (`onNetworkFailure:
  /// "succeed"`) finds no network ad to show: it fails the present with its present error, whatever
  /// `checksReadiness` says, and calls nothing on the network.
  package func present(_ ad: ScriptedFullScreenAd, extras: NetworkExtrasValues?) {
    if completion.succeededWithoutAd {
      send(.didFailToPresentWithError, error: presentError(.notReady, reason: "no ad"), reward: nil)
      return
    }
    if profile.checksReadiness, !ad.isReady {
      let error =
        ad.isExpired ? presentError(.expired, reason: "expired") : presentError(.notReady, reason: "not ready")
      send(.didFailToPresentWithError, error: error, reward: nil)
      return
    }
    for event in profile.eventsBeforeShow { send(event, error: nil, reward: nil) }
    ad.present(extras: extras)
  }
}

/// A profiled full-screen ad hears its network's callbacks the same way on every platform.
extension ScriptedFullScreenAdDelegate where Self: ProfiledNetworkAd {
  package func fullScreenAdDidReceiveAd(_ ad: ScriptedFullScreenAd) { received() }
  package func fullScreenAdDidFailToLoad(withError errorCode: SampleErrorCode) { failed(networkCode: errorCode) }
  package func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToLoadWithError error: AdError) {
    failed(networkError: error)
  }
  package func fullScreenAdDidReceiveNoAd(_ ad: ScriptedFullScreenAd) { receivedNoAd() }

  package func fullScreenAdWillPresent(_ ad: ScriptedFullScreenAd) { forward(.willPresent) }
  package func fullScreenAdDidPresent(_ ad: ScriptedFullScreenAd) { forward(.didPresent) }
  package func fullScreenAdDidRecordImpression(_ ad: ScriptedFullScreenAd) { forward(.impression) }
  package func fullScreenAdDidClick(_ ad: ScriptedFullScreenAd) { forward(.didClick) }
  package func fullScreenAdDidStartVideo(_ ad: ScriptedFullScreenAd) { forward(.videoPlay) }

  package func fullScreenAd(_ ad: ScriptedFullScreenAd, userDidEarnReward reward: Int64) {
    forward(.userDidEarnReward, reward: AdReward(rewardType: profile.className, rewardAmount: reward))
  }

  package func fullScreenAdDidCompleteVideo(_ ad: ScriptedFullScreenAd) { forward(.didCompleteVideo) }
  package func fullScreenAdDidSkipVideo(_ ad: ScriptedFullScreenAd) { forward(.didSkipVideo) }
  package func fullScreenAdWillDismiss(_ ad: ScriptedFullScreenAd) { forward(.willDismiss) }
  package func fullScreenAdDidDismiss(_ ad: ScriptedFullScreenAd) {
    forward(.didDismiss)
    // Vungle's router removed the adapter at the close, before the reward came (googleads-mobile-ios-mediation#267).
    if profile.unregistersOnDismiss { ad.removeListener() }
  }

  package func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToPresentWithErrorCode errorCode: Int?) {
    // An expired ad has no network code: the message says so.
    forward(
      .didFailToPresent,
      error: errorCode.map { presentError(.showFailed, reason: String($0)) }
        ?? presentError(.expired, reason: "expired"))
  }

  package func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToPresentWithError error: AdError) {
    forward(
      .didFailToPresent,
      error: profile.showFailurePassesThrough ? error : presentError(.showFailed, reason: String(error.code)))
  }

  package func fullScreenAdDidFailToPresentWithoutError(_ ad: ScriptedFullScreenAd) {
    forward(.didFailToPresent, error: presentError(.showFailedWithoutError, reason: "no error"))
  }

  package func fullScreenAdDidExpire(_ ad: ScriptedFullScreenAd) {
    forward(.didExpire, error: presentError(.expired, reason: "expired"))
  }
}

/// A profiled banner hears its network's callbacks the same way on every platform.
extension ScriptedBannerAdDelegate where Self: ProfiledNetworkAd {
  /// A banner of another size than the adapter asked for fails the load when the profile says so
  /// (`banner.sizeMismatch: "fail"`, Unity's 109), after the events the load callback forwards.
  package func bannerDidLoad(_ banner: ScriptedBannerAd) {
    guard let error = profile.sizeMismatchFailure(returned: banner.returnedSize, expected: banner.expectedSize)
    else { return received() }
    forward(.didReceiveAd)
    completion.failed(error, ad: self)
  }
  package func banner(_ banner: ScriptedBannerAd, didFailToLoadAdWithErrorCode errorCode: SampleErrorCode) {
    failed(networkCode: errorCode)
  }
  package func banner(_ banner: ScriptedBannerAd, didFailToLoadWithError error: AdError) { failed(networkError: error) }
  package func bannerDidReceiveNoAd(_ banner: ScriptedBannerAd) { receivedNoAd() }

  package func bannerWillLeaveApplication(_ banner: ScriptedBannerAd) { forward(.click) }
  package func bannerDidRecordImpression(_ banner: ScriptedBannerAd) { forward(.impression) }
  package func bannerDidPresentModal(_ banner: ScriptedBannerAd) { forward(.didPresentModal) }
  package func bannerDidDismissModal(_ banner: ScriptedBannerAd) { forward(.didDismissModal) }
}

/// A profiled native ad's loader hears its failures the same way on every platform; what it maps from a
/// delivered ad is the platform's (`adLoader(_:didReceive:)`).
extension ScriptedNativeAdLoaderDelegate where Self: ProfiledNetworkAd {
  package func adLoader(_ adLoader: ScriptedNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
    failed(networkCode: errorCode)
  }
  package func adLoader(_ adLoader: ScriptedNativeAdLoader, didFailToLoadWithError error: AdError) {
    failed(networkError: error)
  }
  package func adLoaderDidReceiveNoAds(_ adLoader: ScriptedNativeAdLoader) { receivedNoAd() }
}

/// A profiled native ad hears its network's tracking and video callbacks the same way on every platform.
extension ScriptedNativeAdDelegate where Self: ProfiledNetworkAd {
  package func nativeAdDidRecordImpression(_ nativeAd: ScriptedNativeAd) { forward(.impression) }
  package func nativeAd(_ nativeAd: ScriptedNativeAd, didRecordClickOn asset: NativeAssetIdentifier) {
    forward(.click)
  }
  package func nativeAdDidPlayVideo(_ nativeAd: ScriptedNativeAd) { forward(.videoPlay) }
  package func nativeAdDidPauseVideo(_ nativeAd: ScriptedNativeAd) { forward(.videoPause) }
  package func nativeAdDidEndVideo(_ nativeAd: ScriptedNativeAd) { forward(.videoEnd) }
  package func nativeAdDidMuteVideo(_ nativeAd: ScriptedNativeAd) { forward(.videoMute) }
  package func nativeAdDidUnmuteVideo(_ nativeAd: ScriptedNativeAd) { forward(.videoUnmute) }
  package func nativeAdDidPresentModal(_ nativeAd: ScriptedNativeAd) { forward(.didPresentModal) }
  package func nativeAdDidDismissModal(_ nativeAd: ScriptedNativeAd) { forward(.didDismissModal) }
}
