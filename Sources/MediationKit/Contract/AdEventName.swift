/// The event delegate methods an adapter calls to report a loaded ad's
/// life, by their Objective-C names as the `event` records print them.
package enum AdEventName: String, CaseIterable, Sendable {
  case willPresentFullScreenView
  case didFailToPresentWithError
  case willDismissFullScreenView
  case didDismissFullScreenView
  case reportImpression
  case reportClick
  case didStartVideo
  case didEndVideo
  case didRewardUser
  case didRewardUserWithReward
  case didPlayVideo
  case didPauseVideo
  case didMuteVideo
  case didUnmuteVideo

  /// The events an adapter of `format` can send through its event delegate.
  package static func events(for format: AdFormat) -> [AdEventName] {
    switch format {
    case .rewarded, .rewardedInterstitial:
      [
        .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView, .didDismissFullScreenView,
        .reportImpression, .reportClick, .didStartVideo, .didEndVideo, .didRewardUser, .didRewardUserWithReward,
      ]
    case .interstitial:
      // GADMediationInterstitialAdEventDelegate has only the base events; an
      // adapter that sends a reward anyway (Objective-C messages what the
      // delegate object answers) breaks rewardOnInterstitial.
      [
        .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView, .didDismissFullScreenView,
        .reportImpression, .reportClick, .didRewardUser, .didRewardUserWithReward,
      ]
    case .banner:
      // A click that opens a full-screen view reports its presentation and dismissal.
      [.reportImpression, .reportClick, .willPresentFullScreenView, .willDismissFullScreenView, .didDismissFullScreenView]
    case .native:
      [
        .reportImpression, .reportClick, .willPresentFullScreenView, .willDismissFullScreenView,
        .didDismissFullScreenView, .didPlayVideo, .didPauseVideo, .didEndVideo, .didMuteVideo, .didUnmuteVideo,
      ]
    }
  }
}
