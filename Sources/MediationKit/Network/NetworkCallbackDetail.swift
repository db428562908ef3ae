/// What a network callback carries, for the `network` record's `detail`.
package enum NetworkCallbackDetail: Equatable, Sendable {
  /// A load failure with the Sample SDK's error code, as the platform numbers and names it.
  case failure(NetworkErrorCode)
  case reward(amount: Int64)
  case asset(NativeAssetIdentifier)
  /// The network could not show the ad: its error code, or nil for an expired ad.
  case showFailure(code: Int?)
  /// The error a profiled network's SDK reports, for a failed load or show.
  case error(AdError)
  /// The network's success callback came without an ad (`network.load` `"empty"`).
  case noAd
  /// A banner network's load callback for a banner it loaded by itself (`refreshesItself`).
  case selfRefresh
  /// A banner's load callback with the size the banner came back at (a profile's `banner.sizing`, or the line
  /// item's `network.load.adSize`).
  case adSize(AdSize)
  /// Nobody heard the callback: the adapter had stopped listening (`present.unregistersOnDismiss`).
  case unregistered
}
