/// The versions an adapter class reports to the SDK, as the `setUp` record shows them.
package struct AdapterVersions: Equatable, Sendable {
  /// The adapter's own version string, such as `1.0.0.1`.
  package var adapterVersionString: String
  /// What the adapter reports as `adapterVersion`.
  package var adapterVersion: VersionNumber
  /// What the adapter reports as `adSDKVersion`.
  package var adSDKVersion: VersionNumber
  /// The rule by which it reads its version string.
  package var rule: AdapterVersionRule
  /// The network SDK's version string the adapter reads `adSDKVersion`
  /// from, when a profile gives it (a Swift adapter type reports only the version).
  package var adSDKVersionString: String?
  /// The rule by which it reads `adSDKVersionString`.
  package var adSDKVersionRule: AdSDKVersionRule
  /// How its platform reads the parts of a version string.
  package var syntax: VersionSyntax

  package init(
    adapterVersionString: String, adapterVersion: VersionNumber, adSDKVersion: VersionNumber,
    rule: AdapterVersionRule = .atLeastFour, adSDKVersionString: String? = nil,
    adSDKVersionRule: AdSDKVersionRule = .firstThree, syntax: VersionSyntax
  ) {
    self.adapterVersionString = adapterVersionString
    self.adapterVersion = adapterVersion
    self.adSDKVersion = adSDKVersion
    self.rule = rule
    self.adSDKVersionString = adSDKVersionString
    self.adSDKVersionRule = adSDKVersionRule
    self.syntax = syntax
  }
}
