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
    let color = format == .text && stdout.isTerminal && context.environment["NO_COLOR"] == nil
    let renderer = format.renderer(to: stdout, color: color)
    let violations: Int
    if let runs = options.runs {
      let jobs = options.jobs ?? context.processorCount
      violations = Simulator.summarize(config, seed: seed, runs: runs, jobs: jobs, into: renderer).violations
    } else {
      violations = Simulator.trace(config, seed: seed, into: renderer)
    }
    renderer.finish()
    return options.strict && violations > 0 ? .failure : .success
  }
}
