import MediationIOS
import MediationKit

/// `mediate simulate`: one traced run, or a summary of `--runs N`.
enum SimulateCommand {
  static func run(_ options: SimulateOptions, context: CLIContext) -> ExitCode {
    let file = ConfigFile(options.config)
    let config: WaterfallConfig
    switch CLI.loadConfig(file, context: context) {
    case .success(let loaded):
      CLI.reportWarnings(loaded, file: file.displayName, context: context)
      config = loaded.config.adjusted(rules: options.rules, expect: options.expect)
    case .failure(let failure):
      failure.lines(file: file.displayName).forEach(context.report)
      return failure.exitCode
    }
    let seed = options.seed ?? config.seed
    var plan: BatchPlan?
    if let runs = options.runs {
      let slice = BatchPlan(runs: runs, jobs: 1, shard: options.shard).range.count
      do throws(BatchMemory.Refusal) {
        let jobs = try BatchMemory.jobs(
          requested: options.jobs, loads: [BatchMemory.Load(lineItems: config.lineItems.count, runs: max(1, slice))],
          cores: context.processorCount, memoryLimit: context.memoryLimit)
        plan = BatchPlan(runs: runs, jobs: jobs, shard: options.shard)
      } catch {
        let items = config.lineItems.count
        context.report(
          "\(file.displayName): --runs \(runs) with \(items) line item\(items == 1 ? "" : "s") \(error.message)")
        return error.exitCode
      }
    }
    let stdout = context.standardOutput
    let format = options.format ?? (stdout.isTerminal ? .text : .ndjson)
    let renderer = format.renderer(
      to: stdout, color: usesColor(format, options.color, context: context), width: textWidth(context: context))
    var violations: [StrictViolation] = []
    let checks: [CheckResult]
    if let plan {
      let progress = ProgressLine(total: plan.range.count, context: context)
      let result = Simulator.summarize(
        config, seed: seed, plan: plan, registry: .standard, progress: progress?.reporter)
      progress?.finish()
      // A shard holds a slice of the runs: summary checks belong to the whole batch, which merge puts together.
      if let shard = options.shard {
        checks = []
        if let summary = config.expectations?.summary, !summary.isEmpty {
          let path = file.path == "-" ? "CONFIG" : file.displayName
          context.report(
            "\(file.displayName): note: expect.summary is not checked on shard \(shard.index)/\(shard.count), "
              + "a slice of the runs; mediate merge --config \(path) checks it on the merged summary")
        }
      } else {
        checks = config.expectations?.evaluate(result.summary) ?? []
      }
      Simulator.write(result, run: RunRecord(config: config, seed: seed), checks: checks, into: renderer)
      if options.strict {
        violations = StrictViolation.ofBatch(
          result.summary, config: config, seed: seed, path: file.path == "-" ? nil : file.path, rules: options.rules,
          registry: .standard)
      }
    } else {
      let outcome = Simulator.trace(config, seed: seed, registry: .standard, into: renderer)
      checks = outcome.checks
      if options.strict {
        violations = outcome.violations.map(StrictViolation.traced)
      }
    }
    renderer.finish()
    let failed = checks.filter { !$0.passed }
    for check in failed {
      context.report(check.line(file: file.displayName))
    }
    for violation in violations {
      context.report(violation.line(file: file.displayName))
    }
    return failed.isEmpty && !violations.contains(where: \.isError) ? .success : .failure
  }

  /// Colour: text only, as `choice` says.
  static func usesColor(_ format: OutputFormat, _ choice: ColorChoice, context: CLIContext) -> Bool {
    format == .text && choice.colorsText(context: context)
  }

  /// The width text output fits: `COLUMNS` when set to a number, else the
  /// terminal's, else (a pipe or a file) a fixed 100 columns, so that piped
  /// text is the same bytes everywhere.
  static func textWidth(context: CLIContext) -> Int {
    if let columns = context.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return context.standardOutput.terminalColumns ?? (context.standardOutput.isTerminal ? 80 : 100)
  }
}
