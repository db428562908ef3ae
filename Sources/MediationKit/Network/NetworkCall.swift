/// A call an adapter makes into its network after the load, for the
/// `networkCall` record.
package enum NetworkCall: Equatable, Sendable {
  /// Show the full-screen ad; `extras` are the extras the adapter applies at
  /// present (a profile's extras with `appliedAt: "present"`), nil when its
  /// adapter applies none there.
  case present(extras: NetworkExtrasValues?)
  case recordImpression
  case handleClick(NativeAssetIdentifier)
  case setNativeAdView
  /// Stop tracking the ad's view (`didUntrackView:`).
  case unregisterView

  /// The call's name, as the `networkCall` record's `call` and `expect.networkCalls` spell it.
  package var name: String {
    switch self {
    case .present: "present"
    case .recordImpression: "recordImpression"
    case .handleClick: "handleClick"
    case .setNativeAdView: "setNativeAdView"
    case .unregisterView: "unregisterView"
    }
  }

  /// Every call name of an ad of `format`, in the order the docs list them.
  package static func names(for format: AdFormat) -> [String] {
    switch format {
    case .rewarded, .interstitial, .rewardedInterstitial: ["present"]
    case .native: ["recordImpression", "handleClick", "setNativeAdView", "unregisterView"]
    // The SDK reads a banner's view and calls nothing else: its adapter calls nothing into its network.
    case .banner: []
    }
  }
}
