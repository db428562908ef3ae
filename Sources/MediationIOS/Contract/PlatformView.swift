import MediationKit

/// A view handed between the app, the SDK, the adapter and the network (a
/// stand-in for `UIView`), named after its class so output can say which.
package struct PlatformView: Equatable, Sendable {
  package var className: String
  /// The native asset the view displays, for asset views.
  package var asset: NativeAssetIdentifier?

  package init(className: String, asset: NativeAssetIdentifier? = nil) {
    self.className = className
    self.asset = asset
  }
}
