import MediationKit

/// Publisher-supplied options for one ad network (`GADAdNetworkExtras`).
///
/// An adapter names its extras type in `networkExtrasType`; the SDK builds
/// an instance from the request's `extras` and hands it to the adapter in
/// the ad configuration.
package protocol AdNetworkExtras: Sendable {
  /// The keys of `request.extras` this type reads; each takes a boolean.
  static var keys: [String] { get }

  /// Creates the extras from the request's values for this type's keys.
  init(values: NetworkExtrasValues)
}
