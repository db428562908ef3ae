/// What the app does after the load.
extension ConfigSchema {
  /// The keys of `app`.
  public enum App {
    public static let presentAfterMs = TypedKey(
      "presentAfterMs", times, default: 0, "rewarded: from the load to present(from:)")
    public static let presentAgainAfterMs = TypedKey(
      optional: "presentAgainAfterMs", times,
      "rewarded: the app presents again, this long after the first present (mediate)")
    public static let renderAfterMs = TypedKey(
      "renderAfterMs", times, default: 0, "native: from the load to the render")
    public static let clicks = TypedKey(
      "clicks", Lists(of: Shaped<AppClick>(.object("tap"))), default: [],
      "native: the user's taps, at offsets from the render")
    public static let registeredAssets = TypedKey(
      optional: "registeredAssets", Lists(of: Choices(NativeAssetIdentifier.registrable)),
      absent: "every asset the ad has", "native: the asset views the app registers (mediate)")
    public static let recordImpressionsAtMs = TypedKey(
      "recordImpressionsAtMs", Lists(of: times), default: [0],
      "native, custom format ads: when the app calls recordImpression (mediate)")
    public static let installedApps = TypedKey(
      "installedApps", Lists(of: Strings(nonEmpty: true)), default: [],
      "native: the URL schemes of the apps installed (mediate)")
    public static let loadAgainAfterMs = TypedKey(
      optional: "loadAgainAfterMs", times,
      "native: the app calls loadRequest: again, this long after the request started (mediate)")
  }

  public static let app = ConfigObject(
    name: "app", title: "app", summary: "What the app does after the load.",
    keys: [
      App.presentAfterMs.row, App.presentAgainAfterMs.row, App.renderAfterMs.row, App.clicks.row,
      App.registeredAssets.row, App.recordImpressionsAtMs.row, App.installedApps.row, App.loadAgainAfterMs.row,
    ])

  /// The keys of `app.clicks[]`.
  public enum Tap {
    public static let atMs = TypedKey(required: "atMs", times, "from the render; not decreasing")
    public static let asset = TypedKey(
      required: "asset", Strings(nonEmpty: true), "an asset name, background, or a custom format asset's key")
    public static let customClickHandler = TypedKey(
      "customClickHandler", Booleans(), default: false, "custom format ads: the app passes a handler (mediate)")
    public static let installedApps = TypedKey(
      optional: "installedApps", Lists(of: Strings(nonEmpty: true)), absent: "app.installedApps", acceptsNull: false,
      "the apps installed when this tap happens (mediate)")
  }

  public static let tap = ConfigObject(
    name: "tap", title: "app.clicks[]", summary: "One tap of the user on the native ad.",
    keys: [Tap.atMs.row, Tap.asset.row, Tap.customClickHandler.row, Tap.installedApps.row])
}
