/// One adapter class the simulated app links: its class name as line items
/// name it, what it serves and reports, and how to make an instance for a
/// line item's network. A Swift adapter type is one registration; every
/// adapter profile of a config is another, played by `ProfileAdapter`.
public final class AdapterRegistration: Sendable {
  public let className: String
  /// The formats the adapter can load, in `AdFormat` order.
  public let formats: [AdFormat]
  public let versions: AdapterVersions
  /// The `request.extras` keys its extras class reads, and their types.
  public let extras: [ExtraDeclaration]
  /// The profile the registration plays, for a class a config defines.
  public let profile: AdapterProfile?
  /// How the class sets up.
  let setUp: SetUp
  let make: @Sendable (SampleSDK) -> any MediationAdapter
  let makeExtras: @Sendable (NetworkExtrasValues) -> (any AdNetworkExtras)?

  /// One extras key and the JSON type of its value.
  /// How an adapter class sets up: through its Swift type's
  /// `setUp(with:completionHandler:)`, or as its profile says.
  enum SetUp: Sendable {
    case type(any MediationAdapter.Type)
    case profile(AdapterProfile)
  }

  /// The registration of a Swift adapter type.
  init(
    className: String, adapterType: any MediationAdapter.Type,
    make: @escaping @Sendable (SampleSDK) -> any MediationAdapter
  ) {
    self.className = className
    self.formats = AdFormat.allCases.filter { format in
      switch format {
      case .native: adapterType is any MediationNativeAdapter.Type
      case .rewarded: adapterType is any MediationRewardedAdapter.Type
      case .interstitial: adapterType is any MediationInterstitialAdapter.Type
      case .rewardedInterstitial: adapterType is any MediationRewardedInterstitialAdapter.Type
      case .banner: adapterType is any MediationBannerAdapter.Type
      }
    }
    self.versions = AdapterVersions(of: adapterType)
    self.extras = (adapterType.networkExtrasType?.keys ?? []).map { ExtraDeclaration(key: $0, type: .boolean) }
    self.profile = nil
    self.setUp = .type(adapterType)
    self.make = make
    let extrasType = adapterType.networkExtrasType
    self.makeExtras = { values in extrasType.map { $0.init(values: values) } }
  }

  /// The registration of an adapter profile.
  init(profile: AdapterProfile) {
    className = profile.className
    formats = profile.formats
    versions = AdapterVersions(
      adapterVersionString: profile.adapterVersion,
      adapterVersion: profile.adapterVersionRule.version(of: profile.adapterVersion),
      adSDKVersion: profile.adSDKVersionRule.version(of: profile.adSDKVersion), rule: profile.adapterVersionRule,
      adSDKVersionString: profile.adSDKVersion, adSDKVersionRule: profile.adSDKVersionRule)
    extras = profile.extras
    self.profile = profile
    setUp = .profile(profile)
    make = { ProfileAdapter(profile: profile, sdk: $0) }
    let keys = profile.extras.map(\.key)
    makeExtras = { values in ProfileExtras(values: values.restricted(to: keys)) }
  }

  /// The `request.extras` keys the adapter reads.
  public var extrasKeys: [String] { extras.map(\.key) }
}
