import MediationKit

/// The iOS platform behind the core's adapter port: the adapter classes
/// mediate's iOS build links (the seeds' `SampleCustomEvent` and
/// `GADMediationAdapterSampleAdNetwork`), and `ProfileAdapter` playing the
/// classes a config's profiles define. Each instance talks to its own
/// `SampleSDK`, the simulated network of Google's guides.
package struct IOSPlatform: AdapterPlatform {
  /// Adapter classes linked besides the seeds' (a test's own adapter types).
  private let alsoLinked: [AdapterRegistration]

  package init(alsoLinking alsoLinked: [AdapterRegistration] = []) {
    self.alsoLinked = alsoLinked
  }

  package var id: Platform { .ios }
  package var names: PlatformNames { Self.names }

  package var linkedAdapters: [AdapterRegistration] {
    alsoLinked + [
      AdapterRegistration(className: "SampleCustomEvent", adapterType: SampleCustomEvent.self) {
        SampleCustomEvent(sdk: $0)
      },
      AdapterRegistration(
        className: "GADMediationAdapterSampleAdNetwork", adapterType: GADMediationAdapterSampleAdNetwork.self
      ) {
        GADMediationAdapterSampleAdNetwork(sdk: $0)
      },
    ]
  }

  package func registration(playing profile: AdapterProfile) -> AdapterRegistration {
    let keys = profile.extras.map(\.key)
    return AdapterRegistration(
      profile: profile,
      maker: IOSAdapterMaker(
        make: { ProfileAdapter(profile: profile, sdk: $0) },
        makeExtras: { ProfileExtras(values: $0.restricted(to: keys)) }), syntax: names.versions.syntax)
  }
}

extension AdapterRegistry {
  /// The adapters mediate's iOS build links.
  package static let standard = AdapterRegistry(platform: IOSPlatform())
}

extension AdapterRegistration {
  /// The registration of an iOS adapter type: the formats it has a load
  /// method for, the versions it reports, the extras its extras class reads.
  convenience init(
    className: String, adapterType: any MediationAdapter.Type,
    make: @escaping @Sendable (SampleSDK) -> any MediationAdapter
  ) {
    let formats = AdFormat.allCases.filter { format in
      switch format {
      case .native: adapterType is any MediationNativeAdapter.Type
      case .rewarded: adapterType is any MediationRewardedAdapter.Type
      case .interstitial: adapterType is any MediationInterstitialAdapter.Type
      case .rewardedInterstitial: adapterType is any MediationRewardedInterstitialAdapter.Type
      case .banner: adapterType is any MediationBannerAdapter.Type
      case .appOpen: adapterType is any MediationAppOpenAdapter.Type
      }
    }
    let extrasType = adapterType.networkExtrasType
    self.init(
      className: className, formats: formats, versions: AdapterVersions(of: adapterType),
      extras: (extrasType?.keys ?? []).map { ExtraDeclaration(key: $0, type: .boolean) }, profile: nil,
      setUp: .code { format, settings in
        var outcome: AdError??
        let credentials = settings.map { MediationCredentials(format: format, settings: $0) }
        adapterType.setUp(with: MediationServerConfiguration(credentials: credentials)) { error in
          if outcome == nil { outcome = .some(error) }
        }
        return outcome
      },
      maker: IOSAdapterMaker(make: make, makeExtras: { values in extrasType.map { $0.init(values: values) } }))
  }
}

/// How an iOS adapter class's instances are made: the adapter on its own
/// `SampleSDK`, and the extras object the SDK hands it.
struct IOSAdapterMaker: AdapterMaker {
  let make: @Sendable (SampleSDK) -> any MediationAdapter
  let makeExtras: @Sendable (NetworkExtrasValues) -> (any AdNetworkExtras)?

  func make(script: NetworkScript, lineItem: Int, host: any NetworkHost) -> any LineItemAdapter {
    let sdk = SampleSDK(
      script: script, lineItem: lineItem, host: host, defaultShowScripts: .ios,
      // The iOS Sample SDK's request has `mute` (`SampleAdRequest`) and debug logging (`SampleRewardedAd`).
      fullScreenRequestMembers: ScriptedNetwork.FullScreenRequestMembers(mute: true, debugLogging: true),
      defaultNativeCreative: .sampleAppInstall)
    return IOSLineItemAdapter(adapter: make(sdk), sdk: sdk, makeExtras: makeExtras)
  }
}
