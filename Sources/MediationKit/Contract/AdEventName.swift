/// What an adapter reports of a loaded ad's life through the callback the
/// SDK handed it (iOS: the `GADMediationAdEventDelegate` methods; Android:
/// `MediationAdCallback` and its format's interface). The cases are the
/// core's; each platform names them (`PlatformNames`), and says which its
/// callback interface of each format has (`PlatformNames.events(for:)`).
/// The raw values are the core's identifiers of the cases (they are iOS's
/// method names, the first platform's), never what a record prints.
package enum AdEventName: String, CaseIterable, Sendable {
  case willPresentFullScreenView
  /// The ad failed to show, with an error (Android: `onAdFailedToShow(AdError)`).
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
  /// The ad failed to show, with a message only: Android's deprecated
  /// `onAdFailedToShow(String)`. Everything else of a failure to show holds.
  case didFailToPresentWithMessage
  /// The user left the app from the ad (Android's `onAdLeftApplication`):
  /// counts nothing, and keeps the order a click keeps.
  case leftApplication

  /// Whether this is a failure to show, with an error or a message.
  package var isPresentFailure: Bool {
    switch self {
    case .didFailToPresentWithError, .didFailToPresentWithMessage: true
    case .willPresentFullScreenView, .willDismissFullScreenView, .didDismissFullScreenView, .reportImpression,
      .reportClick, .didStartVideo, .didEndVideo, .didRewardUser, .didRewardUserWithReward, .didPlayVideo,
      .didPauseVideo, .didMuteVideo, .didUnmuteVideo, .leftApplication:
      false
    }
  }

  /// Whether this tells the SDK the user earned the reward.
  package var isReward: Bool {
    switch self {
    case .didRewardUser, .didRewardUserWithReward: true
    case .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView, .didDismissFullScreenView,
      .reportImpression, .reportClick, .didStartVideo, .didEndVideo, .didPlayVideo, .didPauseVideo, .didMuteVideo,
      .didUnmuteVideo, .didFailToPresentWithMessage, .leftApplication:
      false
    }
  }
}
