import MediationKit

/// An adapter class through which the Google Mobile Ads SDK loads ads from
/// one third-party network (`GADMediationAdapter`).
///
/// The SDK's loading methods are Objective-C `@optional`; here each format
/// is a refinement (`MediationRewardedAdapter`, `MediationNativeAdapter`)
/// and the SDK checks conformance where it would check `respondsToSelector:`.
/// A new instance serves each ad request.
package protocol MediationAdapter: AnyObject, SendableMetatype {
  /// The adapter's own four-part version string, such as `1.0.0.1`.
  static var adapterVersionString: String { get }

  /// The adapter's version as reported to the SDK (`adapterVersion`).
  static var adapterVersion: VersionNumber { get }

  /// The version of the third-party SDK the adapter is built on (`adSDKVersion`).
  static var adSDKVersion: VersionNumber { get }

  /// The type of the publisher's extras for this network (`networkExtrasClass`),
  /// or nil when the network takes none.
  static var networkExtrasType: (any AdNetworkExtras.Type)? { get }

  /// Initialises the network SDK before any ad request
  /// (`setUpWithConfiguration:completionHandler:`); call `completionHandler`
  /// with nil on success or with the error that stopped set-up.
  static func setUp(
    with configuration: MediationServerConfiguration,
    completionHandler: (AdError?) -> Void)
}

extension AdapterVersions {
  /// The versions `type` reports (the seeds' adapters read theirs by seed 001's rule).
  package init(of type: any MediationAdapter.Type) {
    self.init(
      adapterVersionString: type.adapterVersionString, adapterVersion: type.adapterVersion,
      adSDKVersion: type.adSDKVersion, rule: .atLeastFour, syntax: .objectiveC)
  }
}
