import MediationKit
import MediationPlatforms

/// `mediate adapters [--platform ios|android|all] [CONFIG]`: lists the
/// registered adapter classes of a platform (the config's, else iOS's), or
/// of every platform, and the classes a config defines as profiles.
enum AdaptersCommand {
  /// Whose classes to list.
  enum Platforms: Equatable {
    /// The config's platform, else iOS (so the listing without a config keeps its rows).
    case ofConfig
    case one(Platform)
    case all
  }

  static func run(format: ReportFormat, config path: String?, platforms: Platforms, context: CLIContext) -> ExitCode {
    var config: WaterfallConfig?
    if let path {
      let file = ConfigFile(path)
      switch CLI.loadConfig(file, context: context) {
      case .success(let loaded):
        CLI.reportWarnings(loaded, file: file.displayName, context: context)
        config = loaded.config
      case .failure(let failure):
        failure.lines(file: file.displayName).forEach(context.report)
        return failure.exitCode
      }
    }
    let listed: [Platform]
    switch platforms {
    case .ofConfig: listed = [config?.platform ?? .ios]
    case .one(let platform): listed = [platform]
    case .all: listed = Platform.allCases
    }
    // A config's profiles are classes of its own platform.
    let registries = listed.map { platform -> AdapterRegistry in
      let registry = AdapterRegistry.standard(for: platform)
      guard let config, config.platform == platform else { return registry }
      return config.registry(adding: registry)
    }
    switch format {
    case .text: context.print(AdapterListing.text(registries, twins: .standard))
    case .json: context.standardOutput.write(AdapterListing.json(registries, twins: .standard))
    }
    return .success
  }
}
