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
    /// `--prices`: a report with earnings that prices a report without (by MEDIATION_GROUP).
    var prices: String?
    /// `--split-by`: nil for the default.
    var splitBy: [MediationReport.Dimension]?
    /// `--min-requests`: nil for the default, 10,000.
    var minRequests: Int64?
    /// `--days`: the report's days when it gives none.
    var days: Int64?
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
    let inputs = [options.report] + (options.base.map { [$0] } ?? []) + (options.prices.map { [$0] } ?? [])
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
    let reportFile = ConfigFile(options.report)
    let report: MediationReport
    // The sums are kept per country only where the fit needs them: memory grows with the keys.
    let countries = options.splitBy?.contains(.country) == true || options.prices != nil
    switch read(reportFile, countries: countries, context: context) {
    case .success(let read): report = read
    case .failure(let failed): return failed.code
    }
    // --prices (decide2.md §2): read as the report is; unreadable is 66, invalid 65, naming its own file.
    var prices: (report: MediationReport, path: String)?
    if let path = options.prices {
      let file = ConfigFile(path)
      switch read(file, countries: true, context: context) {
      case .success(let read): prices = (read, file.displayName)
      case .failure(let failed): return failed.code
      }
    }
    for warning in report.footerWarnings {
      context.report(
        "fit: warning: report footer: \(DisplayText.escaped(warning.type)): \(DisplayText.escaped(warning.description))"
      )
    }
    let outcome: ReportFit.Outcome
    do throws(ReportFit.Failure) {
      var fitOptions = ReportFit.Options(
        // The platform is the report's, else --base's, else iOS (decide2.md's edge cases).
        registries: .standard, demand: options.demand,
        valueSigma: options.valueSigma ?? DecimalNumber(micros: 900_000),
        sigmaWorlds: options.sigmaWorlds.map(\.sigmas) ?? ReportFit.defaultSigmaWorlds,
        participationWorlds: options.participationWorlds ?? [DecimalNumber(integer: 1)], base: base)
      fitOptions.prices = prices
      fitOptions.splitBy = options.splitBy
      fitOptions.minRequests = options.minRequests ?? ReportFit.defaultMinRequests
      fitOptions.days = options.days
      outcome = try ReportFit.fit(report, path: reportFile.displayName, options: fitOptions)
    } catch {
      switch error {
      case .usage(let message):
        context.report("fit: \(message)")
        return .usage
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

  /// Why a report was not read: its lines are reported, this is the exit status.
  struct Failed: Error {
    var code: ExitCode
  }

  /// Reads a report in one pass, a chunk at a time, whatever its size (decide2.md §2); a failure is reported
  /// naming `file` (66 unreadable, 65 invalid).
  private static func read(_ file: ConfigFile, countries: Bool, context: CLIContext) -> Result<MediationReport, Failed>
  {
    let opened: ConfigFile.OpenedInput
    do throws(InputError) {
      opened = try file.openChunks(from: context.standardInput)
    } catch {
      let failure = ConfigLoadFailure.unreadable(error)
      failure.lines(file: file.displayName).forEach(context.report)
      return .failure(Failed(code: failure.exitCode))
    }
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
      return .success(try MediationReport.read(&input, countries: countries))
    } catch {
      switch error {
      case .unreadable(let reason):
        context.report("\(file.displayName): \(reason)")
        return .failure(Failed(code: .unreadableInput))
      case .invalid(let problem):
        context.report(problem.line(file: file.displayName))
        return .failure(Failed(code: .invalidConfig))
      }
    }
  }
}
