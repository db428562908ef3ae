/// The SDK's account of the waterfall (`GADResponseInfo`).
public struct ResponseInfo: Sendable {
  /// Stable for the same config bytes and seed.
  public var responseIdentifier: String
  public var loadedAdNetworkResponseInfo: AdNetworkResponseInfo?
  /// One entry per line item, in walk order.
  public var adNetworkInfoArray: [AdNetworkResponseInfo]
}
