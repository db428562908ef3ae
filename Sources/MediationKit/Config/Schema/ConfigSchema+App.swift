/// What the app does after the load.
extension ConfigSchema {
  /// The keys of `app`.
  package enum App {
    package static let presentAfterMs = TypedKey(
      "presentAfterMs", times, default: 0, "full-screen formats: from the load to present(from:)")
    package static let presentAgainAfterMs = TypedKey(
      optional: "presentAgainAfterMs", times,
      "full-screen formats: the app presents again, this long after the first present (mediate)")
    package static let renderAfterMs = TypedKey(
      "renderAfterMs", times, default: 0, "native: from the load to the render")
    package static let clicks = TypedKey(
      "clicks", Lists(of: Shaped<AppClick>(.object("tap"))), default: [],
      "native, banner: the user's taps, at offsets from the render or from each banner's show")
    package static let registeredAssets = TypedKey(
      optional: "registeredAssets", Lists(of: Choices(NativeAssetIdentifier.registrable)),
      absent: "every asset the ad has", "native: the asset views the app registers (mediate)"
    ).only(.adManager)
    package static let recordImpressionsAtMs = TypedKey(
      "recordImpressionsAtMs", Lists(of: times), default: [0],
      "native, custom format ads: when the app calls recordImpression (mediate)"
    ).only(.adManager)
    package static let installedApps = TypedKey(
      "installedApps", Lists(of: Strings(nonEmpty: true)), default: [],
      "native: the URL schemes of the apps installed (mediate)"
    ).only(.adManager)
    package static let loadAgainAfterMs = TypedKey(
      optional: "loadAgainAfterMs", times,
      "native: the app calls loadRequest: again, this long after the request started (mediate)"
    ).only(.adManager)
    package static let untrackAfterMs = TypedKey(
      optional: "untrackAfterMs", times,
      "native: the app removes the ad view this long after the render; the SDK calls didUntrackView")
    package static let viewForMs = TypedKey(
      "viewForMs", Integers(0...86_400_000), default: 0,
      "banner: how long the banner stays on screen from the request; refreshes happen within it")
    package static let releaseAdAtMs = TypedKey(
      optional: "releaseAdAtMs", ReleaseTimes(), absent: "null",
      "the app drops its ad: this long after the ad record, or \"onDismiss\" (full-screen formats: when the SDK reports the dismissal)"
    )
    package static let gcAfterReleaseMs = TypedKey(
      "gcAfterReleaseMs", times, default: 0, "Android: how long after the release the garbage collector runs"
    ).only(.garbageCollector)
  }

  /// `app.releaseAdAtMs`: milliseconds, or `"onDismiss"`.
  package struct ReleaseTimes: ValueKind {
    /// What a config writes for a release when the ad dismisses.
    static let onDismiss = "onDismiss"
    package var type: ConfigValueType { .anyOf([times.type, .choice([Self.onDismiss])]) }
    package func json(_ value: AdRelease) -> String? {
      switch value {
      case .afterMs(let delay): String(delay)
      case .onDismiss: JSONStringLiteral.quoted(Self.onDismiss)
      }
    }
  }

  package static let app = ConfigObject(
    name: "app", title: "app", summary: "What the app does after the load.",
    keys: [
      App.presentAfterMs.row, App.presentAgainAfterMs.row, App.renderAfterMs.row, App.clicks.row,
      App.registeredAssets.row, App.recordImpressionsAtMs.row, App.installedApps.row, App.loadAgainAfterMs.row,
      App.untrackAfterMs.row, App.viewForMs.row, App.releaseAdAtMs.row, App.gcAfterReleaseMs.row,
    ])

  /// The keys of `app.clicks[]`.
  package enum Tap {
    package static let atMs = TypedKey(required: "atMs", times, "from the render; not decreasing")
    package static let asset = TypedKey(
      "asset", Strings(nonEmpty: true), defaultText: "required for native; banner on a banner",
      "an asset name, background, or a custom format asset's key; a banner's tap is on the banner")
    package static let customClickHandler = TypedKey(
      "customClickHandler", Booleans(), default: false, "custom format ads: the app passes a handler (mediate)")
    package static let installedApps = TypedKey(
      optional: "installedApps", Lists(of: Strings(nonEmpty: true)), absent: "app.installedApps", acceptsNull: false,
      "the apps installed when this tap happens (mediate)")
  }

  package static let tap = ConfigObject(
    name: "tap", title: "app.clicks[]", summary: "One tap of the user on the native ad or the banner.",
    keys: [Tap.atMs.row, Tap.asset.row, Tap.customClickHandler.row, Tap.installedApps.row])
}
