import MediationKit

extension IOSPlatform {
  /// The names of iOS's contract, as the records print them: the
  /// `GADMediationAdEventDelegate` methods an adapter calls, the Sample
  /// SDK's delegate callbacks (and those of networks that say more, in the
  /// same style), the `GADMediationAd` methods the SDK calls, and the
  /// `GADMediationAdapter` load methods (a bid winner is loaded by the same
  /// method, its configuration carrying the bid response). Spelled
  /// case by case, so that a new case of a vocabulary does not compile until
  /// it has its iOS name.
  static let names = PlatformNames(
    event: { event in
      switch event {
      case .willPresentFullScreenView: "willPresentFullScreenView"
      case .didFailToPresentWithError: "didFailToPresentWithError"
      case .willDismissFullScreenView: "willDismissFullScreenView"
      case .didDismissFullScreenView: "didDismissFullScreenView"
      case .reportImpression: "reportImpression"
      case .reportClick: "reportClick"
      case .didStartVideo: "didStartVideo"
      case .didEndVideo: "didEndVideo"
      case .didRewardUser: "didRewardUser"
      case .didRewardUserWithReward: "didRewardUserWithReward"
      case .didPlayVideo: "didPlayVideo"
      case .didPauseVideo: "didPauseVideo"
      case .didMuteVideo: "didMuteVideo"
      case .didUnmuteVideo: "didUnmuteVideo"
      }
    },
    callback: { callback in
      switch callback {
      case .didReceiveAd: "didReceiveAd"
      case .didFailToLoad: "didFailToLoad"
      case .willPresent: "willPresent"
      case .didPresent: "didPresent"
      case .impression: "impression"
      case .didClick: "didClick"
      case .userDidEarnReward: "userDidEarnReward"
      case .didCompleteVideo: "didCompleteVideo"
      case .didSkipVideo: "didSkipVideo"
      case .willDismiss: "willDismiss"
      case .didDismiss: "didDismiss"
      case .didFailToPresent: "didFailToPresent"
      case .didExpire: "didExpire"
      case .click: "click"
      case .videoPlay: "videoPlay"
      case .videoPause: "videoPause"
      case .videoEnd: "videoEnd"
      case .videoMute: "videoMute"
      case .videoUnmute: "videoUnmute"
      case .didPresentModal: "didPresentModal"
      case .didDismissModal: "didDismissModal"
      }
    },
    sdkCall: { call in
      switch call {
      case .present: "present"
      case .didRender: "didRender"
      case .didRecordImpression: "didRecordImpression"
      case .didRecordClickOnAsset: "didRecordClickOnAsset"
      case .recordImpression: "recordImpression"
      case .didUntrackView: "didUntrackView"
      case .view: "view"
      }
    },
    loadMethod: { format, _ in
      switch format {
      case .native: "loadNativeAdForAdConfiguration:completionHandler:"
      case .rewarded: "loadRewardedAdForAdConfiguration:completionHandler:"
      case .interstitial: "loadInterstitialForAdConfiguration:completionHandler:"
      case .rewardedInterstitial: "loadRewardedInterstitialAdForAdConfiguration:completionHandler:"
      case .banner: "loadBannerForAdConfiguration:completionHandler:"
      }
    })
}
