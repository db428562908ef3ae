/// The config pipeline: bytes → JSON tree → typed, validated `WaterfallConfig`.
package enum ConfigLoader {
  /// Reads a config file's bytes, reporting every problem found (the first
  /// `ConfigLimits.maximumReportedErrors`, in file order).
  package static func load(
    _ bytes: [UInt8], registries: AdapterRegistries
  ) throws(ConfigError) -> WaterfallConfig {
    try read(bytes, registries: registries).config
  }

  /// Reads a config of `registry`'s platform (another platform's is `platformNotBuilt`).
  package static func load(
    _ bytes: [UInt8], registry: AdapterRegistry
  ) throws(ConfigError) -> WaterfallConfig {
    try read(bytes, registries: AdapterRegistries([registry])).config
  }

  /// Reads a config of `registry`'s platform, with its warnings.
  package static func read(
    _ bytes: [UInt8], registry: AdapterRegistry
  ) throws(ConfigError) -> Loaded {
    try read(bytes, registries: AdapterRegistries([registry]))
  }

  /// A valid config and its warnings (unregistered class names): at most
  /// `ConfigLimits.maximumReportedErrors` of them, in file order.
  package struct Loaded: Sendable {
    package var config: WaterfallConfig
    package var warnings: [ConfigDiagnostic]
    /// Warnings found beyond the reported ones.
    package var omittedWarnings: Int
    /// The file's bytes, for a command that writes a changed copy (`optimize`).
    package var bytes: [UInt8] = []
  }

  /// Reads a config file's bytes, reporting every problem found (the first
  /// `ConfigLimits.maximumReportedErrors`, in file order), and its warnings.
  /// The config's `platform` picks its registry among `registries`.
  package static func read(
    _ bytes: [UInt8], registries: AdapterRegistries
  ) throws(ConfigError) -> Loaded {
    guard bytes.count <= ConfigLimits.maximumFileBytes else {
      throw .tooLarge(byteCount: bytes.count)
    }
    let locator = SourceLocator(bytes: bytes)
    let root: JSONNode
    do throws(JSONSyntaxError) {
      root = try JSONReader.read(bytes)
    } catch {
      let diagnostic = ConfigDiagnostic(
        location: locator.location(of: error.offset), path: error.path, problem: .syntax(error.problem))
      throw .invalid([diagnostic], omitted: 0)
    }
    var decoder = ConfigDecoder(registries: registries, locator: locator)
    if var config = decoder.decodeConfig(root, identity: ConfigIdentity(of: root)),
      let registry = registries.registry(for: config.platform)
    {
      if let uncertainty = config.uncertain {
        // Every world applied is a config too: its problems make the file invalid.
        var issues = ConfigIssues()
        config.otherWorlds = ConfigWorlds.apply(
          uncertainty, to: bytes, config: config, registry: registry, sites: decoder.worldSites, issues: &issues)
        guard issues.isEmpty else {
          let (shown, omitted) = diagnostics(issues, locator: locator)
          throw .invalid(shown, omitted: omitted)
        }
      }
      let (warnings, omitted) = diagnostics(decoder.warnings, locator: locator)
      return Loaded(config: config, warnings: warnings, omittedWarnings: omitted, bytes: bytes)
    }
    let (shown, omitted) = diagnostics(decoder.issues, locator: locator)
    throw .invalid(shown, omitted: omitted)
  }

  /// The kept `issues` in file order, located, and how many more there were.
  private static func diagnostics(
    _ issues: ConfigIssues, locator: SourceLocator
  ) -> (shown: [ConfigDiagnostic], omitted: Int) {
    let shown = issues.inFileOrder.map { issue in
      ConfigDiagnostic(location: issue.offset.map(locator.location(of:)), path: issue.path, problem: issue.problem)
    }
    return (shown, issues.total - shown.count)
  }
}
