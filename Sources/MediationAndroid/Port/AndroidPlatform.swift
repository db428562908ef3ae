import MediationKit

/// The Android platform behind the core's adapter port: the adapter classes
/// mediate's Android build links (none yet: the registered Sample classes
/// are the next step of issue 32), and `ProfileAdapter` playing the classes
/// a config's profiles define through Android's contract. Each instance
/// talks to its own Sample SDK, the core's scripted network.
package struct AndroidPlatform: AdapterPlatform {
  package init() {}

  package var id: Platform { .android }
  package var names: PlatformNames { Self.names }

  // merge: `com.google.ads.mediation.sample.customevent.SampleCustomEvent` and
  // `com.google.ads.mediation.sample.adapter.SampleAdapter` (android.md, "What each registered class does").
  package var linkedAdapters: [AdapterRegistration] { [] }

  package func registration(playing profile: AdapterProfile) -> AdapterRegistration {
    AdapterRegistration(
      profile: profile,
      maker: AndroidAdapterMaker(
        make: { ProfileAdapter(profile: profile, sdk: $0) }, extrasKeys: profile.extras.map(\.key),
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
    let sdk = SampleSDK(script: script, lineItem: lineItem, host: host)
    return AndroidLineItemAdapter(
      adapter: make(sdk), sdk: sdk, extrasKeys: extrasKeys, bannerHandlesUserImpressions: bannerHandlesUserImpressions)
  }
}
