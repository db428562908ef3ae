import MediationKit
import MediationPlatforms

/// `mediate fit REPORT`: a config from an AdMob mediation report, with a
/// report of how well it fits (decide.md).
enum FitCommand {
  struct Options: Equatable {
    var report = ""
    var demand = false
    var valueSigma: DecimalNumber?
    /// `--sigma-worlds`: nil for the default list.
    var sigmaWorlds: SigmaWorlds?
    /// `--participation-worlds`: nil for the default, 1.
    var participationWorlds: [DecimalNumber]?
    var base: String?
    var out: String?
    /// nil: text on a terminal, ndjson otherwise.
    var format: CompareCommand.Format?
    var color = ColorChoice.auto
  }

  /// What `--sigma-worlds` gives.
  enum SigmaWorlds: Equatable {
    /// `none`: no worlds over sigma.
    case none
    case list([DecimalNumber])

    /// The sigmas, nil for none.
    var sigmas: [DecimalNumber]? {
      switch self {
      case .none: nil
      case .list(let sigmas): sigmas
      }
    }
  }

  static func run(_ options: Options, context: CLIContext) -> ExitCode {
    // Before the report is read: an --out that cannot be created is 73.
    let inputs = [options.report] + (options.base.map { [$0] } ?? [])
    if let failed = ConfigAndReport.check(out: options.out, command: "fit", inputs: inputs, context: context) {
      return failed
    }
    var base: (config: WaterfallConfig, bytes: [UInt8])?
    if let path = options.base {
      let file = ConfigFile(path)
      switch CLI.loadConfig(file, context: context) {
      case .success(let loaded):
        CLI.reportWarnings(loaded, file: file.displayName, context: context)
        base = (loaded.config, loaded.bytes)
      case .failure(let failure):
        failure.lines(file: file.displayName).forEach(context.report)
        return failure.exitCode
      }
    }
    // The report is read in one pass, a chunk at a time, whatever its size (decide2.md §2).
    let reportFile = ConfigFile(options.report)
    let opened: ConfigFile.OpenedInput
    do throws(InputError) {
      opened = try reportFile.openChunks(from: context.standardInput)
    } catch {
      let failure = ConfigLoadFailure.unreadable(error)
      failure.lines(file: reportFile.displayName).forEach(context.report)
      return failure.exitCode
    }
    let report: MediationReport
    do throws(MediationReport.Failure) {
      defer { opened.close() }
      let chunks = opened.chunks
      var input = ReportBytes { () throws(ReportBytes.ReadError) -> [UInt8] in
        do throws(InputError) {
          return try chunks()
        } catch {
          throw ReportBytes.ReadError(message: error.message)
        }
      }
      report = try MediationReport.read(&input)
    } catch {
      switch error {
      case .unreadable(let reason):
        context.report("\(reportFile.displayName): \(reason)")
        return .unreadableInput
      case .invalid(let problem):
        context.report(problem.line(file: reportFile.displayName))
        return .invalidConfig
      }
    }
    for warning in report.footerWarnings {
      context.report(
        "fit: warning: report footer: \(DisplayText.escaped(warning.type)): \(DisplayText.escaped(warning.description))"
      )
    }
    let outcome: ReportFit.Outcome
    do throws(ReportFit.Failure) {
      outcome = try ReportFit.fit(
        report, path: reportFile.displayName,
        options: ReportFit.Options(
          // The platform is the report's, else --base's, else iOS (decide2.md's edge cases).
          registries: .standard, demand: options.demand,
          valueSigma: options.valueSigma ?? DecimalNumber(micros: 900_000),
          sigmaWorlds: options.sigmaWorlds.map(\.sigmas) ?? ReportFit.defaultSigmaWorlds,
          participationWorlds: options.participationWorlds ?? [DecimalNumber(integer: 1)], base: base))
    } catch {
      switch error {
      case .invalid(let problem):
        context.report(problem.line(file: reportFile.displayName))
        return .invalidConfig
      case .refusedByValidate(let line):
        context.report(
          "internal error: fit built a config that validate refuses, so nothing was written; this is a bug in mediate, "
            + "please report it with the report: \(line)")
        return .internalError
      }
    }
    if outcome.sigmaFitted, options.sigmaWorlds != nil {
      context.report(
        "fit: note: --sigma-worlds makes no worlds here: the report's instance rows let the fit find sigma, so it is fitted, not a world"
      )
    }
    for warning in outcome.record.warnings { context.report("fit: warning: \(warning)") }
    if let failed = ConfigAndReport.write(
      config: outcome.config, out: options.out, command: "fit", format: options.format, color: options.color,
      context: context, text: { width, color, _ in outcome.record.textLines(width: width, color: color) },
      json: { writer, _ in writer.write(outcome.record) })
    {
      return failed
    }
    return .success
  }
}
