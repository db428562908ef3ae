/// The registries of the platforms a build of mediate links, one per
/// `Platform`: a config's `platform` picks the one its classes and names are
/// read and played with.
package struct AdapterRegistries: Sendable {
  /// The registries, in `Platform.allCases` order, at most one per platform.
  package let all: [AdapterRegistry]
  /// The registered classes that are each other's twins (android.md, "Class names and the registered
  /// adapters"): each group one class per platform.
  package let twins: [[Platform: String]]

  /// The registries given, and which of their classes are twins; a platform's first registry stands when
  /// several are.
  package init(_ registries: [AdapterRegistry], twins: [[Platform: String]] = []) {
    all = Platform.allCases.compactMap { platform in registries.first { $0.platform.id == platform } }
    self.twins = twins
  }

  /// The twin on `platform` of the class `className` of another platform, if it has one.
  package func twin(of className: String, on platform: Platform) -> String? {
    twins.first { group in group.contains { $0.key != platform && $0.value == className } }?[platform]
  }

  /// The platform other than `platform` whose build registers `className`, if any.
  package func otherPlatform(registering className: String, besides platform: Platform) -> Platform? {
    all.first { $0.platform.id != platform && $0.registration(forClassName: className) != nil }?.platform.id
  }

  /// The registry of `platform`, or nil when the build lacks it.
  package func registry(for platform: Platform) -> AdapterRegistry? {
    all.first { $0.platform.id == platform }
  }

  /// The platforms the build plays.
  package var platforms: [Platform] { all.map(\.platform.id) }
}

extension AdapterRegistries {
  /// The registry of `config`'s platform: a config read with these registries
  /// (`ConfigLoader.read(_:registries:)`) names a platform they hold.
  package func registry(of config: WaterfallConfig) -> AdapterRegistry {
    guard let registry = registry(for: config.platform) else {
      preconditionFailure("a \(config.platform.rawValue) config played by a build without its adapters")
    }
    return registry
  }
}
