/// The ad formats a config key applies to: a key given for an ad unit of
/// another format is an error that names them.
enum FormatScope: Sendable {
  case native
  /// Every format presented full screen (`present(from:)`).
  case fullScreen
  /// The formats that grant the ad unit's reward.
  case rewarding
  case banner
  /// The formats whose ad the app shows itself and the user taps: a native ad's views, a banner.
  case tappable
  /// The formats whose show can fail (`didFailToPresentWithError`): full screen, and a banner its network could not
  /// show.
  case showFails

  func contains(_ format: AdFormat) -> Bool {
    switch self {
    case .native: format.traits.hasNativeAssets
    case .fullScreen: format.traits.isFullScreen
    case .rewarding: format.traits.grantsReward
    case .banner: format.traits.isView
    case .tappable: format.traits.tappable
    case .showFails: format.traits.isFullScreen || format.traits.isView
    }
  }

  /// The formats in the scope, in `AdFormat` order.
  var formats: [AdFormat] { AdFormat.allCases.filter(contains) }
}
