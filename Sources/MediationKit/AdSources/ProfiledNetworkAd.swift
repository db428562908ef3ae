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
  /// Forwards what the profile says for `callback`. A present failure whose error is a message alone
  /// (`PresentFailureError.messageOnly`) goes as the platform's message-only failure where the format's callback
  /// has one (Android's deprecated `onAdFailedToShow(String)`).
  package func forward(_ callback: NetworkCallback, error: AdError? = nil, reward: AdReward? = nil) {
    // A failure forwarded without an error of its own gets the not-ready error (the platform's `send`).
    let messageOnly = error == nil && profile.presentFailure(.notReady).template.messageOnly
    forward(callback, error: error, reward: reward, messageOnly: messageOnly)
  }

  /// Forwards what the profile says for `callback`, which failed the show with `failure`.
  package func forward(_ callback: NetworkCallback, failure: PresentFailureError) {
    forward(callback, error: failure.error, reward: nil, messageOnly: failure.messageOnly)
  }

  private func forward(_ callback: NetworkCallback, error: AdError?, reward: AdReward?, messageOnly: Bool) {
    let admitted = completion.names.events(for: format)
    for event in profile.forwardedEvents(for: callback, format: format, admitted: admitted) {
      send(Self.failureForm(of: event, messageOnly: messageOnly, admitted: admitted), error: error, reward: reward)
    }
  }

  /// Sends a present failure the adapter decided itself (not ready, expired, no network ad).
  package func sendPresentFailure(_ failure: PresentFailureError) {
    let admitted = completion.names.events(for: format)
    send(
      Self.failureForm(of: .didFailToPresentWithError, messageOnly: failure.messageOnly, admitted: admitted),
      error: failure.error, reward: nil)
  }

  /// `event`, or for a present failure with a message alone the platform's message-only form when the format's
  /// callback has it (an app open callback has not: its adapter sends the error form).
  private static func failureForm(of event: AdEventName, messageOnly: Bool, admitted: [AdEventName]) -> AdEventName {
    guard messageOnly, event == .didFailToPresentWithError, admitted.contains(.didFailToPresentWithMessage) else {
      return event
    }
    return .didFailToPresentWithMessage
  }

  /// The profile's present error for `cause` (`present.errors`, else `present.error`), `{networkCode}` replaced by
  /// why the ad did not show: the network's code, `expired`, `not ready` or `no error`.
  package func presentError(_ cause: AdapterProfile.PresentFailure, reason: String) -> AdError {
    presentFailure(cause, reason: reason).error
  }

  /// The profile's present failure for `cause`, with whether it is a message alone (a cause's error written as a
  /// plain string on Android).
  package func presentFailure(_ cause: AdapterProfile.PresentFailure, reason: String) -> PresentFailureError {
    let template = profile.presentFailure(cause).template
    return PresentFailureError(
      error: AdError(
        domain: template.domain, code: template.code, localizedDescription: template.message(networkCode: reason)),
      messageOnly: template.messageOnly)
  }

  /// What the adapter reports for a show its network failed with `error`: that error when the profile passes it
  /// through, else `present.errors.showFailed` with the error's code.
  package func showFailure(_ error: AdError) -> PresentFailureError {
    profile.showFailurePassesThrough
      ? PresentFailureError(error: error, messageOnly: false) : presentFailure(.showFailed, reason: String(error.code))
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
      sendPresentFailure(presentFailure(.notReady, reason: "no ad"))
      return
    }
    if profile.checksReadiness, !ad.isReady {
      sendPresentFailure(
        ad.isExpired ? presentFailure(.expired, reason: "expired") : presentFailure(.notReady, reason: "not ready"))
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
      failure: errorCode.map { presentFailure(.showFailed, reason: String($0)) }
        ?? presentFailure(.expired, reason: "expired"))
  }

  package func fullScreenAd(_ ad: ScriptedFullScreenAd, didFailToPresentWithError error: AdError) {
    forward(.didFailToPresent, failure: showFailure(error))
  }

  package func fullScreenAdDidFailToPresentWithoutError(_ ad: ScriptedFullScreenAd) {
    forward(.didFailToPresent, failure: presentFailure(.showFailedWithoutError, reason: "no error"))
  }

  package func fullScreenAdDidExpire(_ ad: ScriptedFullScreenAd) {
    forward(.didExpire, failure: presentFailure(.expired, reason: "expired"))
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

  /// The network could not show the banner: the profile's error for the cause (`present.errors.showFailed`, the
  /// network's own error when it passes it through, or `showFailedWithoutError`), as Moloco's banner does
  /// (BannerAdLoader.swift:214-220: its SDK's error, else 105 "Ad failed to show").
  package func banner(_ banner: ScriptedBannerAd, didFailToShowWithError error: AdError?) {
    forward(
      .didFailToShow, failure: error.map(showFailure) ?? presentFailure(.showFailedWithoutError, reason: "no error"))
  }
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

/// A present failure as an adapter reports it: the error, and whether the profile wrote it as a message alone (a
/// platform's message-only failure, Android's deprecated `onAdFailedToShow(String)`).
package struct PresentFailureError: Sendable {
  package var error: AdError
  package var messageOnly: Bool

  package init(error: AdError, messageOnly: Bool) {
    self.error = error
    self.messageOnly = messageOnly
  }
}
