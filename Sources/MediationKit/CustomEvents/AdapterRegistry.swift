/// The adapter classes linked into the simulated app, looked up by the class
/// name a line item gives, as the SDK looks up `className`.
public struct AdapterRegistry: Sendable {
  /// The registrations, sorted by class name.
  public let registrations: [AdapterRegistration]

  init(_ registrations: [AdapterRegistration]) {
    self.registrations = registrations.sorted { $0.className < $1.className }
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
    registrations.first(where: { $0.className == className })
  }

  /// Every extras key some registered adapter reads, each once.
  var allExtrasKeys: [String] {
    var keys: [String] = []
    for key in registrations.flatMap(\.extrasKeys) where !keys.contains(key) {
      keys.append(key)
    }
    return keys
  }

  /// The classes whose extras type reads `key`.
  func classNames(acceptingExtra key: String) -> [String] {
    registrations.filter { $0.extrasKeys.contains(key) }.map(\.className)
  }
}
