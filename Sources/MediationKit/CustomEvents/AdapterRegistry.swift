/// The adapter classes linked into the simulated app, looked up by the class
/// name a line item gives, as the SDK looks up `className`.
public struct AdapterRegistry: Sendable {
  /// The registrations, sorted by class name.
  public let registrations: [AdapterRegistration]
  private let byName: [String: Int]

  init(_ registrations: [AdapterRegistration]) {
    self.registrations = registrations.sorted { $0.className < $1.className }
    var byName: [String: Int] = [:]
    for (index, registration) in self.registrations.enumerated() where byName[registration.className] == nil {
      byName[registration.className] = index
    }
    self.byName = byName
  }

  /// This registry and the classes `profiles` define.
  public func adding(_ profiles: [AdapterProfile]) -> AdapterRegistry {
    profiles.isEmpty ? self : AdapterRegistry(registrations + profiles.map(AdapterRegistration.init(profile:)))
  }

  /// The adapters this build of mediate ships.
  public static let standard = AdapterRegistry([
    AdapterRegistration(className: "SampleCustomEvent", adapterType: SampleCustomEvent.self) {
      SampleCustomEvent(sdk: $0)
    },
    AdapterRegistration(
      className: "GADMediationAdapterSampleAdNetwork", adapterType: GADMediationAdapterSampleAdNetwork.self
    ) {
      GADMediationAdapterSampleAdNetwork(sdk: $0)
    },
  ])

  public func registration(forClassName className: String) -> AdapterRegistration? {
    byName[className].map { registrations[$0] }
  }

  /// Every extras key some registered adapter reads, each once.
  var allExtrasKeys: [String] {
    var keys: [String] = []
    for key in registrations.flatMap(\.extrasKeys) where !keys.contains(key) {
      keys.append(key)
    }
    return keys
  }

  /// The classes whose extras type reads `key`, and the type each reads it as.
  func classNames(acceptingExtra key: String) -> [(className: String, type: AdapterProfile.ExtraType)] {
    registrations.compactMap { registration in
      registration.extras.first { $0.key == key }.map { (registration.className, $0.type) }
    }
  }
}
