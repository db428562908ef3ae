import MediationKit

/// The Android platform behind the core's adapter port: the adapter classes
/// mediate's Android build links (Google's sample custom event and sample
/// adapter), and `ProfileAdapter` playing the classes
/// a config's profiles define through Android's contract. Each instance
/// talks to its own Sample SDK, the core's scripted network.
package struct AndroidPlatform: AdapterPlatform {
  package init() {}

  package var id: Platform { .android }
  package var names: PlatformNames { Self.names }

  package var linkedAdapters: [AdapterRegistration] {
    [
      AdapterRegistration(
        className: SampleCustomEvent.className,
        formats: [.native, .rewarded, .interstitial, .rewardedInterstitial, .banner, .appOpen],
        adapterVersionString: SampleCustomEvent.adapterVersionString, sdkVersionString: SampleSDKFacts.versionString,
        initialize: SampleCustomEvent.initialize, bannerHandlesUserImpressions: true,
        // `SampleInterstitial.show()` and `SampleAppOpen.show()` show whether or not the ad is ready or expired
        // (sdk `SampleInterstitial.java:97-111`, `SampleAppOpen.java`).
        showsWithoutReadinessCheck: [.interstitial, .appOpen]
      ) {
        SampleCustomEvent(sdk: $0)
      },
      // The class serves no rewarded interstitial and no app open ad.
      AdapterRegistration(
        className: SampleAdapter.className, formats: [.native, .rewarded, .interstitial, .banner],
        adapterVersionString: SampleAdapter.adapterVersionString, sdkVersionString: SampleSDKFacts.versionString,
        initialize: SampleAdapter.initialize, bannerHandlesUserImpressions: false, extras: SampleAdapter.extras,
        settingKeys: [SampleAdapter.sampleAdUnitKey],
        // `SampleInterstitialAd.showAd` calls the Sample interstitial's unchecked `show()` too.
        showsWithoutReadinessCheck: [.interstitial]
      ) {
        SampleAdapter(sdk: $0)
      },
    ]
  }

  package func registration(playing profile: AdapterProfile) -> AdapterRegistration {
    AdapterRegistration(
      profile: profile,
      maker: AndroidAdapterMaker(
        // A bidding profile's class extends RtbAdapter (android.md, "Bidding").
        make: { sdk -> any Adapter in
          profile.bidding ? RtbProfileAdapter(profile: profile, sdk: sdk) : ProfileAdapter(profile: profile, sdk: sdk)
        }, extrasKeys: profile.extras.map(\.key),
        bannerHandlesUserImpressions: profile.bannerHandlesUserImpressions), syntax: names.versions.syntax)
  }
}

/// How an Android adapter class's instances are made: the adapter on its
/// own Sample SDK, handed the `mediationExtras` keys its class reads, and
/// whether the class reports a banner's impression itself.
struct AndroidAdapterMaker: AdapterMaker {
  let make: @Sendable (SampleSDK) -> any Adapter
  let extrasKeys: [String]
  let bannerHandlesUserImpressions: Bool

  func make(script: NetworkScript, lineItem: Int, host: any NetworkHost) -> any LineItemAdapter {
    let sdk = SampleSDK(
      script: script, lineItem: lineItem, host: host, defaultShowScripts: SampleSDKFacts.defaultShowScripts,
      fullScreenRequestMembers: SampleSDKFacts.fullScreenRequestMembers,
      defaultNativeCreative: SampleSDKFacts.appInstallAd)
    return AndroidLineItemAdapter(
      adapter: make(sdk), sdk: sdk, extrasKeys: extrasKeys, bannerHandlesUserImpressions: bannerHandlesUserImpressions)
  }
}

extension AdapterRegistration {
  /// The registration of an Android adapter class mediate links: the formats it serves, its version strings
  /// read as `getVersionInfo`/`getSDKVersionInfo` read them (Java's syntax, the Android samples' rules of
  /// `AndroidPlatform.names`), its `initialize`, whether it reports a banner's impression itself, the
  /// `request.extras` keys it reads (its `mediationExtras` Bundle), and the server parameters it reads.
  convenience init(
    className: String, formats: [AdFormat], adapterVersionString: String, sdkVersionString: String,
    initialize: @escaping @Sendable (Context, InitializationCompleteCallback) -> Void,
    bannerHandlesUserImpressions: Bool, extras: [ExtraDeclaration] = [], settingKeys: [String] = [ServerParameter.key],
    showsWithoutReadinessCheck: [AdFormat] = [], make: @escaping @Sendable (SampleSDK) -> any Adapter
  ) {
    let conventions = AndroidPlatform.names.versions
    self.init(
      className: className, formats: formats,
      versions: AdapterVersions(
        adapterVersionString: adapterVersionString,
        adapterVersion: conventions.adapterVersionRule.version(of: adapterVersionString, syntax: conventions.syntax),
        adSDKVersion: conventions.adSDKVersionRule.version(of: sdkVersionString, syntax: conventions.syntax),
        rule: conventions.adapterVersionRule, adSDKVersionString: sdkVersionString,
        adSDKVersionRule: conventions.adSDKVersionRule, syntax: conventions.syntax),
      extras: extras, profile: nil,
      setUp: .code { _, _ in
        var outcome: AdError??
        initialize(
          Context(),
          InitializationCompleteCallback { message in
            guard outcome == nil else { return }
            outcome = .some(message.map { AdError(domain: "undefined", code: 0, localizedDescription: $0) })
          })
        return outcome
      },
      maker: AndroidAdapterMaker(
        make: make, extrasKeys: extras.map(\.key), bannerHandlesUserImpressions: bannerHandlesUserImpressions),
      // Both linked classes' native mappers hard-code `setOverrideImpressionRecording(false)` and
      // `setOverrideClickHandling(false)`.
      settingKeys: settingKeys, nativeTrackingIsSDKs: true, showsWithoutReadinessCheck: showsWithoutReadinessCheck)
  }
}
