/// The registries of the platforms a build of mediate links, one per
/// `Platform`: a config's `platform` picks the one its classes and names are
/// read and played with.
package struct AdapterRegistries: Sendable {
  /// The registries, in `Platform.allCases` order, at most one per platform.
  package let all: [AdapterRegistry]

  /// The registries given; a platform's first one stands when several are.
  package init(_ registries: [AdapterRegistry]) {
    all = Platform.allCases.compactMap { platform in registries.first { $0.platform.id == platform } }
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
