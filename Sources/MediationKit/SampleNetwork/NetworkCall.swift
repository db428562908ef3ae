/// A call an adapter makes into its network after the load, for the
/// `networkCall` record.
public enum NetworkCall: Equatable, Sendable {
  case present
  case recordImpression
  case handleClick(NativeAssetIdentifier)
  case setNativeAdView
}
