import MediationKit

/// `mediate simulate`: one traced run, or a summary of `--runs N`.
enum SimulateCommand {
  static func run(_ options: SimulateOptions, context: CLIContext) -> ExitCode {
    let file = ConfigFile(options.config)
    let config: WaterfallConfig
    switch CLI.loadConfig(file, context: context) {
    case .success(let loaded):
      CLI.reportWarnings(loaded, file: file.displayName, context: context)
      config = loaded.config
    case .failure(let failure):
      failure.lines(file: file.displayName).forEach(context.report)
      return failure.exitCode
    }
    let seed = options.seed ?? config.seed
    let stdout = context.standardOutput
    let format = options.format ?? (stdout.isTerminal ? .text : .ndjson)
    let renderer = format.renderer(
      to: stdout, color: usesColor(format, options.color, context: context), width: textWidth(context: context))
    var problems: [String] = []
    let checks: [CheckResult]
    if let runs = options.runs {
      let plan = BatchPlan(runs: runs, jobs: options.jobs ?? context.processorCount, shard: options.shard)
      let progress = ProgressLine(total: plan.range.count, context: context)
      var report: (@Sendable (Int) -> Void)?
      if let progress { report = { progress.update($0) } }
      let result = Simulator.summarize(config, seed: seed, plan: plan, progress: report)
      progress?.finish()
      checks = config.expectations?.evaluate(result.summary) ?? []
      Simulator.write(result, run: RunRecord(config: config, seed: seed), checks: checks, into: renderer)
      if options.strict, result.summary.violations > 0 {
        problems += violationLines(result, config: config, plan: plan, seed: seed, file: file)
      }
    } else {
      let outcome = Simulator.trace(config, seed: seed, into: renderer)
      checks = outcome.checks
      if options.strict {
        problems += outcome.violations.map { "\(file.displayName): violation: \(DisplayText.escaped($0.message))" }
      }
    }
    renderer.finish()
    let failed = checks.filter { !$0.passed }
    for check in failed {
      context.report(check.line(file: file.displayName))
    }
    problems.forEach(context.report)
    return failed.isEmpty && problems.isEmpty ? .success : .failure
  }

  /// The `--strict` lines of a batch: how many violations, and the first
  /// run that had one, with the command that shows it and what it broke
  /// (replayed on the trace engine, which names rules and line items).
  private static func violationLines(
    _ result: BatchResult, config: WaterfallConfig, plan: BatchPlan, seed: UInt64, file: ConfigFile
  ) -> [String] {
    let summary = result.summary
    var line =
      "\(file.displayName): violation: \(summary.violations) contract violation"
      + "\(summary.violations == 1 ? "" : "s") in \(summary.runs) runs"
    guard let first = result.firstViolatingRun else { return [line] }
    let path = file.path == "-" ? "CONFIG" : file.path
    let runSeed = Simulator.seed(ofRun: first, of: seed)
    line += "; the first in run \(first), which `mediate simulate --seed \(runSeed) \(path)` replays:"
    let replay = Simulator.trace(config, seed: runSeed, into: DiscardingSink())
    return [line]
      + replay.violations.map { "\(file.displayName): violation: run \(first): \(DisplayText.escaped($0.message))" }
  }

  /// Colour: text only; `always` and `never` as asked, and `auto` on a
  /// terminal unless `NO_COLOR` is set to something (no-color.org) or
  /// `TERM` is `dumb`.
  static func usesColor(_ format: OutputFormat, _ choice: ColorChoice, context: CLIContext) -> Bool {
    guard format == .text else { return false }
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      return context.standardOutput.isTerminal && (context.environment["NO_COLOR"] ?? "").isEmpty
        && context.environment["TERM"] != "dumb"
    }
  }

  /// The width text output fits: `COLUMNS` when set to a number, else the
  /// terminal's, else (a pipe or a file) a fixed 100 columns, so that piped
  /// text is the same bytes everywhere.
  static func textWidth(context: CLIContext) -> Int {
    if let columns = context.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return context.standardOutput.terminalColumns ?? (context.standardOutput.isTerminal ? 80 : 100)
  }
}
