/// The callbacks the simulated Sample SDK makes into an adapter, by the
/// names the config's `show` scripts and the `network` records use.
public enum NetworkCallback: String, CaseIterable, Sendable {
  case didReceiveAd
  case didFailToLoad
  case didPresent
  case didClick
  case userDidEarnReward
  case didDismiss
  case impression
  case click
  case videoPlay
  case videoPause
  case videoEnd
  case videoMute
  case videoUnmute

  /// The callbacks a `show` script may play for an ad of `format`.
  public static func showCallbacks(for format: AdFormat) -> [NetworkCallback] {
    switch format {
    case .rewarded: [.didPresent, .didClick, .userDidEarnReward, .didDismiss]
    case .native: [.impression, .click, .videoPlay, .videoPause, .videoEnd, .videoMute, .videoUnmute]
    }
  }
}
