/// One tap of the user on a native ad's asset view.
public struct AppClick: Equatable, Sendable {
  public var atMs: Int64
  public var asset: NativeAssetIdentifier

  public init(atMs: Int64, asset: NativeAssetIdentifier) {
    self.atMs = atMs
    self.asset = asset
  }
}
