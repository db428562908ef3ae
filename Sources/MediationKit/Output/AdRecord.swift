/// The loaded ad handed to the app.
public struct AdRecord: Sendable {
  public var lineItem: String
  public var format: AdFormat
  /// The mapped native assets; nil for rewarded ads.
  public var assets: NativeAssets?
}
