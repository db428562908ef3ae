/// The adapter classes linked into the simulated app, looked up by the class
/// name a line item gives, as the SDK looks up `className`.
package struct AdapterRegistry: Sendable {
  /// The registrations, sorted by class name.
  package let registrations: [AdapterRegistration]
  private let byName: [String: Int]
  /// The platform whose adapters these are: it plays the classes a config's profiles define.
  package let platform: any AdapterPlatform

  /// The adapter classes `platform`'s build of mediate links.
  package init(platform: any AdapterPlatform) {
    self.init(platform.linkedAdapters, platform: platform)
  }

  private init(_ registrations: [AdapterRegistration], platform: any AdapterPlatform) {
    self.registrations = registrations.sorted { $0.className < $1.className }
    var byName: [String: Int] = [:]
    for (index, registration) in self.registrations.enumerated() where byName[registration.className] == nil {
      byName[registration.className] = index
    }
    self.byName = byName
    self.platform = platform
  }

  /// This registry and the classes `profiles` define.
  package func adding(_ profiles: [AdapterProfile]) -> AdapterRegistry {
    profiles.isEmpty
      ? self : AdapterRegistry(registrations + profiles.map(platform.registration(playing:)), platform: platform)
  }

  package func registration(forClassName className: String) -> AdapterRegistration? {
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

/// A platform's adapters behind the port (`AdapterPort.swift`): the adapter
/// classes its build links, and how it plays a class a config's profile defines.
package protocol AdapterPlatform: Sendable {
  /// Which platform this is.
  var id: Platform { get }
  /// What the platform's contract names the core's vocabularies, as the records print them.
  var names: PlatformNames { get }
  /// The adapter classes this platform's build of mediate links.
  var linkedAdapters: [AdapterRegistration] { get }
  /// The registration of the class `profile` defines, played by the platform's profile adapter.
  func registration(playing profile: AdapterProfile) -> AdapterRegistration
}
