import MediationKit

/// The SDK's callback for one loaded ad, as `onSuccess` returns it: every
/// call an adapter makes on it goes to the core's receiver. The methods of
/// `MediationAdCallback`; each format's callback adds its own.
class AndroidAdCallback: MediationAdCallback {
  let receiver: AdEventReceiver

  init(_ receiver: AdEventReceiver) {
    self.receiver = receiver
  }

  func reportAdImpression() { receiver.receive(.reportImpression) }
  func reportAdClicked() { receiver.receive(.reportClick) }
  func onAdOpened() { receiver.receive(.willPresentFullScreenView) }
  func onAdClosed() { receiver.receive(.didDismissFullScreenView) }

  /// `onAdFailedToShow(AdError)`, which the rewarded and interstitial callbacks both declare.
  func onAdFailedToShow(_ adError: AdError) { receiver.receive(.didFailToPresentWithError, error: adError) }

  /// `onAdFailedToShow(String)`, deprecated in both: its error is the message with `AdError.UNDEFINED_DOMAIN`.
  func onAdFailedToShow(_ message: String) {
    receiver.receive(
      .didFailToPresentWithMessage, error: .undefined(message: message))
  }
}

/// A rewarded or rewarded interstitial ad's callback (`MediationRewardedAdCallback`).
final class AndroidRewardedAdCallback: AndroidAdCallback, MediationRewardedAdCallback {
  func onUserEarnedReward() { receiver.receive(.didRewardUser) }
  func onUserEarnedReward(_ rewardItem: RewardItem) { receiver.receive(.didRewardUserWithReward, reward: rewardItem) }
  func onVideoStart() { receiver.receive(.didStartVideo) }
  func onVideoComplete() { receiver.receive(.didEndVideo) }
}

/// An interstitial's callback (`MediationInterstitialAdCallback`): no reward, no video.
final class AndroidInterstitialAdCallback: AndroidAdCallback, MediationInterstitialAdCallback {
  func onAdLeftApplication() { receiver.receive(.leftApplication) }
}

/// An app open ad's callback (`MediationAppOpenAdCallback`): `MediationAdCallback`'s methods and
/// `onAdFailedToShow(AdError)`.
final class AndroidAppOpenAdCallback: AndroidAdCallback, MediationAppOpenAdCallback {}

/// A banner's callback (`MediationBannerAdCallback`): `MediationAdCallback`'s methods and `onAdLeftApplication`.
final class AndroidBannerAdCallback: AndroidAdCallback, MediationBannerAdCallback {
  func onAdLeftApplication() { receiver.receive(.leftApplication) }
}

/// A native ad's callback (`MediationNativeAdCallback`): `MediationAdCallback`'s methods, `onAdLeftApplication`
/// and the media view's video events.
final class AndroidNativeAdCallback: AndroidAdCallback, MediationNativeAdCallback {
  func onAdLeftApplication() { receiver.receive(.leftApplication) }
  func onVideoPlay() { receiver.receive(.didPlayVideo) }
  func onVideoPause() { receiver.receive(.didPauseVideo) }
  func onVideoComplete() { receiver.receive(.didEndVideo) }
  func onVideoMute() { receiver.receive(.didMuteVideo) }
  func onVideoUnmute() { receiver.receive(.didUnmuteVideo) }
}
