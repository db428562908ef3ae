import MediationKit

extension AndroidPlatform {
  /// The names of Android's contract, as the records print them (android.md,
  /// "Names in records"): the `MediationAdCallback` methods an adapter calls,
  /// the Android Sample SDK's listener methods (and those of networks that
  /// say more, in the same style), what the SDK calls on a loaded ad, and the
  /// `Adapter` load methods (`loadRtb…` for a bid winner, an `RtbAdapter`).
  /// Spelled case by case, so that a new case of a vocabulary does not
  /// compile until it has its Android name.
  static let names = PlatformNames(
    event: { event in
      switch event {
      case .willPresentFullScreenView: "onAdOpened"
      case .didFailToPresentWithError: "onAdFailedToShow"
      // merge: no android counterpart
      case .willDismissFullScreenView: "willDismissFullScreenView"
      case .didDismissFullScreenView: "onAdClosed"
      case .reportImpression: "reportAdImpression"
      case .reportClick: "reportAdClicked"
      case .didStartVideo: "onVideoStart"
      case .didEndVideo: "onVideoComplete"
      case .didRewardUser: "onUserEarnedReward"
      // A deprecated overload is named by its signature (android.md, "Edge cases settled").
      case .didRewardUserWithReward: "onUserEarnedReward(RewardItem)"
      case .didPlayVideo: "onVideoPlay"
      case .didPauseVideo: "onVideoPause"
      case .didMuteVideo: "onVideoMute"
      case .didUnmuteVideo: "onVideoUnmute"
      }
    },
    callback: { callback in
      switch callback {
      // merge: the Sample SDK's rewarded listener says onRewardedAdLoaded / onRewardedAdFailedToLoad and its
      // native listener onNativeAdFetched; PlatformNames' callback names do not take the format yet.
      case .didReceiveAd: "onAdFetchSucceeded"
      case .didFailToLoad: "onAdFetchFailed"
      case .willPresent: "onAdWillShow"
      case .didPresent: "onAdFullScreen"
      case .impression: "onAdImpression"
      case .didClick: "onAdClicked"
      case .userDidEarnReward: "onAdRewarded"
      case .didCompleteVideo: "onAdCompleted"
      case .didSkipVideo: "onAdSkipped"
      case .willDismiss: "onAdWillClose"
      case .didDismiss: "onAdClosed"
      case .didFailToPresent: "onAdShowFailed"
      case .didExpire: "onAdExpired"
      case .click: "onAdClicked"
      case .videoPlay: "onVideoStart"
      case .videoPause: "onVideoPause"
      case .videoEnd: "onVideoEnd"
      case .videoMute: "onVideoMute"
      case .videoUnmute: "onVideoUnmute"
      case .didPresentModal: "onAdOpened"
      case .didDismissModal: "onAdClosed"
      }
    },
    sdkCall: { call in
      switch call {
      case .present: "showAd"
      case .didRender: "trackViews"
      case .didRecordImpression: "recordImpression"
      case .didRecordClickOnAsset: "handleClick"
      // The SDK's own impression of a banner: mediate's name, Android has no adapter method for it.
      case .recordImpression: "recordImpression"
      case .didUntrackView: "untrackView"
      case .view: "getView"
      }
    },
    loadMethod: { format, bidding in
      switch format {
      case .rewarded: bidding ? "loadRtbRewardedAd" : "loadRewardedAd"
      case .rewardedInterstitial: bidding ? "loadRtbRewardedInterstitialAd" : "loadRewardedInterstitialAd"
      case .interstitial: bidding ? "loadRtbInterstitialAd" : "loadInterstitialAd"
      case .banner: bidding ? "loadRtbBannerAd" : "loadBannerAd"
      case .native: bidding ? "loadRtbNativeAdMapper" : "loadNativeAdMapper"
      }
    })
}
