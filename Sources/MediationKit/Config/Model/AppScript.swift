/// What the app does once an ad has loaded (`app`).
package struct AppScript: Equatable, Sendable {
  /// Rewarded: time from the load completion to `present(from:)`.
  package var presentAfterMs: Int64
  /// Rewarded: when set, the app presents the ad again this long after the first present.
  package var presentAgainAfterMs: Int64?
  /// Native: time from the load completion to the app rendering the ad.
  package var renderAfterMs: Int64
  /// Native: the user's taps, at offsets from the render.
  package var clicks: [AppClick]
  /// Native: the asset views the app registers with the ad view (its
  /// outlets); nil registers a view for every asset the ad has.
  package var registeredAssets: [NativeAssetIdentifier]?
  /// Native, custom format ads: when the app calls `recordImpression`, at
  /// offsets from the render.
  package var recordImpressionsAtMs: [Int64]
  /// Native: the URL schemes of the apps installed on the device, for deep links.
  package var installedApps: [String]
  /// Native: the app calls `loadRequest:` on the same ad loader again, this
  /// long after the first request started.
  package var loadAgainAfterMs: Int64?
  /// Native: the app removes the ad's view this long after the render.
  package var untrackAfterMs: Int64?
  /// Banner: how long the banner placement stays on screen, from the
  /// request; 0: as long as the run has anything to play, without refresh.
  package var viewForMs = ConfigSchema.App.viewForMs.defaultValue
  /// When the app drops its ad; nil: it holds it to the run's end.
  package var releaseAd: AdRelease?
  /// Android: how long after the release the garbage collector runs.
  package var gcAfterReleaseMs = ConfigSchema.App.gcAfterReleaseMs.defaultValue

  package init(
    presentAfterMs: Int64 = ConfigSchema.App.presentAfterMs.defaultValue,
    renderAfterMs: Int64 = ConfigSchema.App.renderAfterMs.defaultValue,
    clicks: [AppClick] = ConfigSchema.App.clicks.defaultValue, registeredAssets: [NativeAssetIdentifier]? = nil,
    recordImpressionsAtMs: [Int64] = ConfigSchema.App.recordImpressionsAtMs.defaultValue,
    installedApps: [String] = ConfigSchema.App.installedApps.defaultValue, loadAgainAfterMs: Int64? = nil
  ) {
    self.presentAfterMs = presentAfterMs
    self.renderAfterMs = renderAfterMs
    self.clicks = clicks
    self.registeredAssets = registeredAssets
    self.recordImpressionsAtMs = recordImpressionsAtMs
    self.installedApps = installedApps
    self.loadAgainAfterMs = loadAgainAfterMs
  }
}

/// When the app drops its ad (`app.releaseAdAtMs`).
package enum AdRelease: Equatable, Sendable {
  /// This long after the `ad` record.
  case afterMs(Int64)
  /// When the SDK tells the app the full-screen ad dismissed (`didDismissFullScreenView`).
  case onDismiss
}

/// One tap of the user on a native ad: on an asset view (`headline`, …),
/// on a custom format asset by its key (`MainImage`), or on the ad view's
/// empty space (`background`).
package struct AppClick: Equatable, Sendable {
  package var atMs: Int64
  /// What was tapped, as the config names it.
  package var target: String
  /// Custom format ads: the app passes a custom click handler to
  /// `performClickOnAssetWithKey:customClickHandler:`.
  package var customClickHandler: Bool
  /// The URL schemes of the apps installed when this tap happens; nil for `app.installedApps`.
  package var installedApps: [String]?

  package init(
    atMs: Int64, target: String, customClickHandler: Bool = ConfigSchema.Tap.customClickHandler.defaultValue,
    installedApps: [String]? = nil
  ) {
    self.atMs = atMs
    self.target = target
    self.customClickHandler = customClickHandler
    self.installedApps = installedApps
  }

  /// The tap target that means the ad view's empty space.
  package static let background = "background"
  /// The target of a tap on a banner: the banner's one view.
  package static let banner = "banner"
}
