/// What every layer asks of an ad format, as one value per format
/// (`AdFormat.traits`): how the app shows the ad, whether it grants the ad
/// unit's reward, whether its requests repeat while it is on screen, and
/// whether the user taps it in the app's own views. The engine, the kernel,
/// the rules and the config's scoping ask these, not which format it is, so
/// that a new format is a new value here and in the places that truly
/// differ by format (its adapter entry point, the events it admits).
package struct FormatTraits: Equatable, Sendable {
  /// How the app shows a loaded ad.
  package enum Presentation: Equatable, Sendable {
    /// The app presents it full screen (`present(from:)`), with the full-screen lifecycle.
    case fullScreen
    /// A view the SDK puts on screen as soon as it loads (a banner).
    case view
    /// The app renders the ad's assets in views of its own (a native ad).
    case nativeAssets
  }

  package let presentation: Presentation
  /// Whether the ad unit grants a reward (`adUnit.reward`).
  package let grantsReward: Bool
  /// Whether the SDK requests again while the ad stays on screen (`adUnit.refreshIntervalMs`).
  package let refreshes: Bool
  /// How long after its load completes the ad's reference times out, by Google's guidance (an app open ad's four
  /// hours), or nil when no such limit is documented. The SDK still shows an older ad: `staleAppOpenAdShown`.
  package let referenceTimeoutMs: Int64?

  package init(presentation: Presentation, grantsReward: Bool, refreshes: Bool, referenceTimeoutMs: Int64? = nil) {
    self.presentation = presentation
    self.grantsReward = grantsReward
    self.refreshes = refreshes
    self.referenceTimeoutMs = referenceTimeoutMs
  }

  package var isFullScreen: Bool { presentation == .fullScreen }
  package var isView: Bool { presentation == .view }
  package var hasNativeAssets: Bool { presentation == .nativeAssets }
  /// Whether the user taps the ad in the app's views (`app.clicks`): a native ad's assets, a banner.
  package var tappable: Bool { presentation != .fullScreen }
}

extension AdFormat {
  /// The format's traits: the one place that says, per format, what it is.
  package var traits: FormatTraits {
    switch self {
    case .rewarded, .rewardedInterstitial: FormatTraits(presentation: .fullScreen, grantsReward: true, refreshes: false)
    case .interstitial: FormatTraits(presentation: .fullScreen, grantsReward: false, refreshes: false)
    // Google's app open guides: "ad references in the app open beta will time out after four hours".
    case .appOpen:
      FormatTraits(presentation: .fullScreen, grantsReward: false, refreshes: false, referenceTimeoutMs: 14_400_000)
    case .banner: FormatTraits(presentation: .view, grantsReward: false, refreshes: true)
    case .native: FormatTraits(presentation: .nativeAssets, grantsReward: false, refreshes: false)
    }
  }
}
