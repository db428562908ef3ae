/// Something the app does with the loaded ad.
public struct AppRecord: Sendable {
  /// The app's action.
  public enum Action: String, Sendable {
    case present
    case render
    case click
  }

  public var action: Action
  /// The tapped asset, for clicks.
  public var asset: NativeAssetIdentifier?
}
