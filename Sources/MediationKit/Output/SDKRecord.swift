/// The SDK calling into the loaded ad.
public struct SDKRecord: Sendable {
  /// The method the SDK calls.
  public enum Call: String, Sendable {
    case present
    case didRender
    case didRecordImpression
    case didRecordClickOnAsset
  }

  public var lineItem: String
  public var call: Call
  public var asset: NativeAssetIdentifier?
}
