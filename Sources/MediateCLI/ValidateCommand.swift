import MediationKit

/// `mediate validate`: checks every config and reports every problem; runs nothing.
///
/// Exit status 65 when any file is invalid; else 66 when any cannot be
/// read; else 0. A file that cannot be read says nothing of the others, but
/// an invalid one is a finding about the configs, so it decides.
enum ValidateCommand {
  static func run(configs: [String], format: ReportFormat, context: CLIContext) -> ExitCode {
    var status = ExitCode.success
    var report = ValidationReport()
    for path in configs {
      let file = ConfigFile(path)
      let document = DocumentFile(file)
      switch document.load(context: context) {
      case .success(.config(let loaded)):
        let config = loaded.config
        if format == .text {
          CLI.reportWarnings(loaded, file: file.displayName, context: context)
          let items = config.lineItems.count == 1 ? "1 line item" : "\(config.lineItems.count) line items"
          // Every world was checked applied (decide2.md §1): say how many.
          let worlds = config.uncertain.map { ", \($0.labels.count) worlds" } ?? ""
          context.print("\(file.displayName): valid (\(config.adUnit.format.rawValue) ad unit, \(items)\(worlds))\n")
        }
        let warnings = loaded.warnings.map {
          ValidationReport.Problem(location: $0.location, path: $0.path, message: $0.problem.message)
        }
        report.entries.append(
          ValidationReport.Entry(file: file.reportName, status: .valid, problems: [], omitted: 0, warnings: warnings))
      case .success(.portfolio(let loaded)):
        let portfolio = loaded.portfolio
        if format == .text {
          document.reportWarnings(loaded, context: context)
          let groups = portfolio.groups.count
          let items = portfolio.groups.reduce(0) { $0 + $1.config.lineItems.count }
          context.print(
            "\(file.displayName): valid (portfolio of \(groups) group\(groups == 1 ? "" : "s"), \(items) line item\(items == 1 ? "" : "s"))\n"
          )
        }
        // A group file's warnings are named with their file in the message.
        let warnings = loaded.warnings.map { filed in
          ValidationReport.Problem(
            location: filed.diagnostic.location, path: filed.diagnostic.path,
            message: (filed.file.map { document.groupDisplayName($0) + ": " } ?? "") + filed.diagnostic.problem.message)
        }
        report.entries.append(
          ValidationReport.Entry(file: file.reportName, status: .valid, problems: [], omitted: 0, warnings: warnings))
      case .failure(let failure):
        if format == .text { failure.lines.forEach(context.report) }
        report.entries += failure.reportEntries()
        if status != .invalidConfig { status = failure.exitCode }
      }
    }
    if format == .json { context.standardOutput.write(report.json()) }
    if configs.count > 1 { context.report(report.summaryLine) }
    return status
  }
}
