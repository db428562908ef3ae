import MediationAndroid
import MediationIOS
import MediationKit

// The platforms mediate's build links, assembled in the one target that
// knows them all (the core knows none, and a platform only itself): the
// command line and the façade read every config with these registries, and
// its `platform` picks the one it is read and played with.

extension AdapterRegistries {
  /// The registries of every platform mediate's build links: iOS's and Android's.
  package static let standard = AdapterRegistries(
    [.standard, AdapterRegistry(platform: AndroidPlatform())],
    twins: [
      [.ios: "SampleCustomEvent", .android: "com.google.ads.mediation.sample.customevent.SampleCustomEvent"],
      [.ios: "GADMediationAdapterSampleAdNetwork", .android: "com.google.ads.mediation.sample.adapter.SampleAdapter"],
    ])
}

extension AdapterRegistry {
  /// The registry mediate's build plays `config` with: its platform's.
  package static func standard(for config: WaterfallConfig) -> AdapterRegistry {
    AdapterRegistries.standard.registry(of: config)
  }

  /// The registry of `platform` in mediate's build, which links every platform.
  package static func standard(for platform: Platform) -> AdapterRegistry {
    guard let registry = AdapterRegistries.standard.registry(for: platform) else {
      preconditionFailure("mediate's build links every platform")
    }
    return registry
  }
}
