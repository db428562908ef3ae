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

/// The versions an adapter class reports to the SDK, as the `setUp` record shows them.
public struct AdapterVersions: Equatable, Sendable {
  /// The adapter's own version string, such as `1.0.0.1`.
  public var adapterVersionString: String
  /// What the adapter reports as `adapterVersion`.
  public var adapterVersion: VersionNumber
  /// What the adapter reports as `adSDKVersion`.
  public var adSDKVersion: VersionNumber
  /// The rule by which it reads its version string.
  public var rule: AdapterVersionRule
  /// The network SDK's version string the adapter reads `adSDKVersion`
  /// from, when a profile gives it (a Swift adapter type reports only the version).
  public var adSDKVersionString: String?
  /// The rule by which it reads `adSDKVersionString`.
  public var adSDKVersionRule: AdSDKVersionRule

  public init(
    adapterVersionString: String, adapterVersion: VersionNumber, adSDKVersion: VersionNumber,
    rule: AdapterVersionRule = .atLeastFour, adSDKVersionString: String? = nil,
    adSDKVersionRule: AdSDKVersionRule = .firstThree
  ) {
    self.adapterVersionString = adapterVersionString
    self.adapterVersion = adapterVersion
    self.adSDKVersion = adSDKVersion
    self.rule = rule
    self.adSDKVersionString = adSDKVersionString
    self.adSDKVersionRule = adSDKVersionRule
  }

  /// The versions `type` reports (the seeds' adapters read theirs by seed 001's rule).
  package init(of type: any MediationAdapter.Type) {
    self.init(
      adapterVersionString: type.adapterVersionString, adapterVersion: type.adapterVersion,
      adSDKVersion: type.adSDKVersion, rule: .atLeastFour)
  }
}
