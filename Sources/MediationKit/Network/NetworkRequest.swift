/// What an adapter asked its network for, as the `load` record shows it.
package enum NetworkRequest: Equatable, Sendable {
  /// A `SampleAdRequest` for a full-screen ad, and the ad's debug logging switch; nil for a member the
  /// platform's Sample SDK lacks (`ScriptedNetwork.FullScreenRequestMembers`: Android's has neither).
  case fullScreen(testMode: Bool, mute: Bool?, debugLogging: Bool?)
  /// A `SampleAdRequest` for a banner of this size.
  case banner(testMode: Bool, adSize: AdSize)
  /// A `SampleNativeAdRequest`.
  case native(
    testMode: Bool, shouldDownloadImages: Bool, shouldRequestMultipleImages: Bool,
    preferredImageOrientation: NativeAdImageOrientation)
  /// A request that names keywords (Android's `SampleAdRequest.setKeywords`), in the order the adapter set them.
  indirect case withKeywords(NetworkRequest, [String])
  /// A request of a profiled network's adapter: the request, and the extras it passed on.
  indirect case withExtras(NetworkRequest, NetworkExtrasValues)
  /// A request and the placement the network is asked to load (nil
  /// without one), with what the adapter handed the network beside it
  /// (privacy flags, in the order the adapter passed them).
  indirect case addressed(NetworkRequest, placement: String?, passed: [PassedSetting])
  /// A banner request and what the adapter asked its network for beside it (a profile's `banner.sizing`).
  indirect case sized(NetworkRequest, networkSize: BannerSizing.NetworkSize)
}
