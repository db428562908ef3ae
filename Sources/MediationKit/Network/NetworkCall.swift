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

  /// The calls without what they carry: what a platform names (`PlatformNames.name(of:)`, the
  /// `networkCall` record's `call`, `expect.networkCalls`). The raw values are the core's identifiers
  /// (iOS's names, the first platform's).
  package enum Kind: String, CaseIterable, Sendable {
    case present
    case recordImpression
    case handleClick
    case setNativeAdView
    case unregisterView
  }

  package var kind: Kind {
    switch self {
    case .present: .present
    case .recordImpression: .recordImpression
    case .handleClick: .handleClick
    case .setNativeAdView: .setNativeAdView
    case .unregisterView: .unregisterView
    }
  }

  /// Every call of an ad of `format`, in the order the docs list them.
  package static func kinds(for format: AdFormat) -> [Kind] {
    switch format {
    case .rewarded, .interstitial, .rewardedInterstitial, .appOpen: [.present]
    case .native: [.recordImpression, .handleClick, .setNativeAdView, .unregisterView]
    // The SDK reads a banner's view and calls nothing else: its adapter calls nothing into its network.
    case .banner: []
    }
  }
}
