import MediationKit

/// What every format's adapter reports to the SDK (`MediationAdCallback`).
protocol MediationAdCallback: AnyObject {
  func reportAdImpression()
  func reportAdClicked()
  func onAdOpened()
  func onAdClosed()
}

/// What a rewarded or rewarded interstitial ad's adapter reports (`MediationRewardedAdCallback`).
protocol MediationRewardedAdCallback: MediationAdCallback {
  func onAdFailedToShow(_ adError: AdError)
  /// Deprecated ("Use onAdFailedToShow(AdError) instead."): a message only.
  func onAdFailedToShow(_ message: String)
  func onUserEarnedReward()
  /// Deprecated ("Use onUserEarnedReward() instead."): the reward the network says.
  func onUserEarnedReward(_ rewardItem: RewardItem)
  func onVideoStart()
  func onVideoComplete()
}

/// What an interstitial's adapter reports (`MediationInterstitialAdCallback`): no reward, no video.
protocol MediationInterstitialAdCallback: MediationAdCallback {
  func onAdFailedToShow(_ adError: AdError)
  /// Deprecated ("Use onAdFailedToShow(AdError) instead."): a message only.
  func onAdFailedToShow(_ message: String)
  /// The user left the app from the ad.
  func onAdLeftApplication()
}

/// What an app open ad's adapter reports (`MediationAppOpenAdCallback`): `MediationAdCallback`'s methods and
/// `onAdFailedToShow(AdError)`; no reward, no video, no deprecated message form.
protocol MediationAppOpenAdCallback: MediationAdCallback {
  func onAdFailedToShow(_ adError: AdError)
}

/// What a banner's adapter reports (`MediationBannerAdCallback`): `MediationAdCallback`'s methods and
/// `onAdLeftApplication()`.
protocol MediationBannerAdCallback: MediationAdCallback {
  /// The user left the app from the banner.
  func onAdLeftApplication()
}

/// What a native ad's adapter reports (`MediationNativeAdCallback`): `MediationAdCallback`'s methods,
/// `onAdLeftApplication()` and the media view's video events.
protocol MediationNativeAdCallback: MediationAdCallback {
  /// The user left the app from the ad.
  func onAdLeftApplication()
  func onVideoPlay()
  func onVideoPause()
  func onVideoComplete()
  func onVideoMute()
  func onVideoUnmute()
}

/// A reward as an Android adapter reports it (`RewardItem`: `getType()`, `getAmount()`).
typealias RewardItem = AdReward
