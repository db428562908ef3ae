/// What the app does once an ad has loaded (`app`).
public struct AppScript: Equatable, Sendable {
  /// Rewarded: time from the load completion to `present(from:)`.
  public var presentAfterMs: Int64
  /// Rewarded: when set, the app presents the ad again this long after the first present.
  public var presentAgainAfterMs: Int64?
  /// Native: time from the load completion to the app rendering the ad.
  public var renderAfterMs: Int64
  /// Native: the user's taps, at offsets from the render.
  public var clicks: [AppClick]

  public init(presentAfterMs: Int64 = 0, renderAfterMs: Int64 = 0, clicks: [AppClick] = []) {
    self.presentAfterMs = presentAfterMs
    self.renderAfterMs = renderAfterMs
    self.clicks = clicks
  }
}
