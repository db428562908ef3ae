/// The callbacks the scripted network makes into an adapter, by the names
/// `show` scripts, adapter profiles and the `network` records use.
package enum NetworkCallback: String, CaseIterable, Sendable {
  case didReceiveAd
  case didFailToLoad
  /// A full-screen ad is about to go on screen (networks that say so, such as InMobi and Liftoff).
  case willPresent
  /// A full-screen ad went on screen.
  case didPresent
  /// The network counted an impression (full-screen ads, and native ads it tracks).
  case impression
  case didClick
  case userDidEarnReward
  /// A rewarded video played to its end, or the user skipped it.
  case didCompleteVideo
  case didSkipVideo
  /// A full-screen ad is about to leave the screen (networks that say so).
  case willDismiss
  case didDismiss
  /// The network could not show the ad (`network.present`, or an expired ad).
  case didFailToPresent
  /// The loaded ad expired (`network.expiresAfterMs`).
  case didExpire
  /// A banner's network could not show it, with or without an error (a `show` step of a profiled network: Moloco's
  /// `failToShow(ad:with:)`, maio's `didFailToShow:errorCode:`).
  case didFailToShow
  case click
  case videoPlay
  case videoPause
  case videoEnd
  case videoMute
  case videoUnmute
  /// A native ad opened or closed a full-screen view (its landing page, a full-screen video).
  case didPresentModal
  case didDismissModal

  /// The callbacks a `show` script may play for an ad of `format`.
  package static func showCallbacks(for format: AdFormat) -> [NetworkCallback] {
    switch format {
    case .rewarded, .rewardedInterstitial:
      [
        .willPresent, .didPresent, .impression, .didClick, .videoPlay, .userDidEarnReward, .didCompleteVideo,
        .didSkipVideo, .willDismiss, .didDismiss,
      ]
    case .interstitial, .appOpen:
      [
        .willPresent, .didPresent, .impression, .didClick, .videoPlay, .didCompleteVideo, .didSkipVideo, .willDismiss,
        .didDismiss,
      ]
    case .banner:
      [.impression, .click, .didPresentModal, .didDismissModal, .didFailToShow]
    case .native:
      [
        .impression, .click, .videoPlay, .videoPause, .videoEnd, .videoMute, .videoUnmute, .didPresentModal,
        .didDismissModal,
      ]
    }
  }

  /// The callbacks an adapter of `format` hears, and an adapter profile maps to events.
  package static func adapterCallbacks(for format: AdFormat) -> [NetworkCallback] {
    switch format {
    case .rewarded, .interstitial, .rewardedInterstitial, .appOpen:
      [.didReceiveAd, .didFailToLoad] + showCallbacks(for: format) + [.didFailToPresent, .didExpire]
    case .native, .banner: [.didReceiveAd, .didFailToLoad] + showCallbacks(for: format)
    }
  }
}
