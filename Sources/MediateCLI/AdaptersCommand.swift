import MediationKit

/// `mediate adapters`: lists the registered adapter classes.
enum AdaptersCommand {
  static func run(format: ReportFormat, context: CLIContext) -> ExitCode {
    switch format {
    case .text: context.print(AdapterListing.text(.standard))
    case .json: context.standardOutput.write(AdapterListing.json(.standard))
    }
    return .success
  }
}
