import MediationKit

/// `mediate simulate`: one traced run, or a summary of `--runs N`.
enum SimulateCommand {
  static func run(_ options: SimulateOptions, context: CLIContext) -> ExitCode {
    let file = ConfigFile(options.config)
    let config: WaterfallConfig
    switch CLI.loadConfig(file, context: context) {
    case .success(let loaded):
      config = loaded
    case .failure(let failure):
      failure.lines(file: file.displayName).forEach(context.report)
      return failure.exitCode
    }
    let seed = options.seed ?? config.seed
    let stdout = context.standardOutput
    let format = options.format ?? (stdout.isTerminal ? .text : .ndjson)
    let renderer = format.renderer(to: stdout, color: usesColor(format, context: context))
    let violations: Int
    if let runs = options.runs {
      let plan = BatchPlan(runs: runs, jobs: options.jobs ?? context.processorCount, shard: options.shard)
      let progress = ProgressLine(total: plan.range.count, context: context)
      var report: (@Sendable (Int) -> Void)?
      if let progress { report = { progress.update($0) } }
      let result = Simulator.summarize(config, seed: seed, plan: plan, progress: report)
      progress?.finish()
      Simulator.write(result, run: RunRecord(config: config, seed: seed), into: renderer)
      violations = result.summary.violations
    } else {
      violations = Simulator.trace(config, seed: seed, into: renderer)
    }
    renderer.finish()
    return options.strict && violations > 0 ? .failure : .success
  }

  /// Colour: text on a terminal, unless `NO_COLOR` says otherwise.
  static func usesColor(_ format: OutputFormat, context: CLIContext) -> Bool {
    format == .text && context.standardOutput.isTerminal && context.environment["NO_COLOR"] == nil
  }
}
