import MediationKit
import MediationPlatforms

/// `mediate adapters [CONFIG]`: lists the registered adapter classes, and
/// the classes a config defines as profiles.
enum AdaptersCommand {
  static func run(format: ReportFormat, config path: String?, context: CLIContext) -> ExitCode {
    // merge: `--platform` (android.md, "Commands"); without a CONFIG the listing is iOS's, as before.
    var registry = AdapterRegistry.standard(for: .ios)
    if let path {
      let file = ConfigFile(path)
      switch CLI.loadConfig(file, context: context) {
      case .success(let loaded):
        CLI.reportWarnings(loaded, file: file.displayName, context: context)
        registry = loaded.config.registry(adding: .standard(for: loaded.config))
      case .failure(let failure):
        failure.lines(file: file.displayName).forEach(context.report)
        return failure.exitCode
      }
    }
    switch format {
    case .text: context.print(AdapterListing.text(registry))
    case .json: context.standardOutput.write(AdapterListing.json(registry))
    }
    return .success
  }
}
