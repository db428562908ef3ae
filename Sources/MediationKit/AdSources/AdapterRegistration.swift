/// One adapter class the simulated app links: its class name as line items
/// name it, what it serves and reports, and how to make an instance for a
/// line item's network. A platform's Swift adapter type is one registration;
/// every adapter profile of a config is another (`AdapterPlatform`).
package final class AdapterRegistration: Sendable {
  package let className: String
  /// The formats the adapter can load, in `AdFormat` order.
  package let formats: [AdFormat]
  package let versions: AdapterVersions
  /// The `request.extras` keys its extras class reads, and their types.
  package let extras: [ExtraDeclaration]
  /// The profile the registration plays, for a class a config defines.
  package let profile: AdapterProfile?
  /// How the class sets up.
  package let setUp: SetUp
  /// How the platform makes its instances.
  package let maker: any AdapterMaker
  /// The server parameters (line item settings) a linked class reads: a setting of another key is a warning.
  /// A profile's are its declared settings instead.
  package let settingKeys: [String]
  /// Whether the class's native ad lets the SDK track impressions and clicks whatever its network does (its
  /// mapper hard-codes it, as Android's sample mappers do): `network.handlesUserImpressions` or
  /// `handlesUserClicks` true is then a config error.
  package let nativeTrackingIsSDKs: Bool
  /// The formats whose ads the class shows without asking its network whether the ad is still ready (Android's
  /// `SampleCustomEvent` interstitial: `SampleInterstitial.show()` checks nothing): there a line item's
  /// `network.ready: false` and `network.expiresAfterMs` change nothing, and the config reader warns.
  package let showsWithoutReadinessCheck: [AdFormat]

  /// How an adapter class sets up: by the platform's code for its Swift
  /// type, or as its profile says.
  package enum SetUp: Sendable {
    /// Sets the class up with the settings of every line item that names
    /// it, in the ad unit's format: the error it reported (nil: success),
    /// or nil when it never called its completion handler.
    case code(@Sendable (_ format: AdFormat, _ settings: [[String: String]]) -> AdError??)
    case profile(AdapterProfile)
  }

  /// A registration that `maker` builds: a Swift adapter type of a platform,
  /// or a profile (`AdapterPlatform.registration(playing:)`).
  package init(
    className: String, formats: [AdFormat], versions: AdapterVersions, extras: [ExtraDeclaration],
    profile: AdapterProfile?, setUp: SetUp, maker: any AdapterMaker, settingKeys: [String] = [ServerParameter.key],
    nativeTrackingIsSDKs: Bool = false, showsWithoutReadinessCheck: [AdFormat] = []
  ) {
    self.settingKeys = settingKeys
    self.nativeTrackingIsSDKs = nativeTrackingIsSDKs
    self.showsWithoutReadinessCheck = showsWithoutReadinessCheck
    self.className = className
    self.formats = formats
    self.versions = versions
    self.extras = extras
    self.profile = profile
    self.setUp = setUp
    self.maker = maker
  }

  /// The registration of an adapter profile, played by `maker`, its versions read in its platform's `syntax`
  /// or, for `versionParts: "strict"`, in Swift's.
  package convenience init(profile: AdapterProfile, maker: any AdapterMaker, syntax platformSyntax: VersionSyntax) {
    let syntax: VersionSyntax
    switch profile.versionParts {
    case .integerValue: syntax = platformSyntax
    case .strict: syntax = .swift
    }
    self.init(
      className: profile.className, formats: profile.formats,
      versions: AdapterVersions(
        adapterVersionString: profile.adapterVersion,
        adapterVersion: profile.adapterVersionRule.version(of: profile.adapterVersion, syntax: syntax),
        adSDKVersion: profile.adSDKVersionRule.version(of: profile.adSDKVersion, syntax: syntax),
        rule: profile.adapterVersionRule, adSDKVersionString: profile.adSDKVersion,
        adSDKVersionRule: profile.adSDKVersionRule, syntax: syntax),
      extras: profile.extras, profile: profile, setUp: .profile(profile), maker: maker)
  }

  /// The `request.extras` keys the adapter reads.
  package var extrasKeys: [String] { extras.map(\.key) }
}
