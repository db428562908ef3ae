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
      let result = Simulator.summarize(config, seed: seed, plan: plan, progress: progress?.reporter)
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
        violations = strictViolations(result, config: config, seed: seed, file: file, rules: options.rules)
      }
    } else {
      let outcome = Simulator.trace(config, seed: seed, into: renderer)
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

  /// What `--strict` reports of a batch: how many breaches, then each
  /// rule broken with the first run that broke it, the command that replays
  /// that run alone, and that run's breaches of the rule (replayed on the
  /// trace engine, which words them).
  private static func strictViolations(
    _ result: BatchResult, config: WaterfallConfig, seed: UInt64, file: ConfigFile, rules: [RuleOverride]
  ) -> [StrictViolation] {
    let summary = result.summary
    guard !summary.rules.isEmpty else { return [] }
    var reported: [StrictViolation] = [
      .batch(errors: summary[.violations], warnings: summary[.warnings], runs: summary[.runs])
    ]
    var replays: [Int: [ViolationRecord]] = [:]
    for rule in summary.rules {
      let runSeed = Simulator.seed(ofRun: rule.firstRun, of: seed)
      let replay = StrictViolation.Replay(
        run: rule.firstRun, seed: runSeed, config: file.path == "-" ? nil : file.path, rules: rules)
      let breaches =
        replays[rule.firstRun] ?? Simulator.trace(config, seed: runSeed, into: DiscardingSink()).violations
      replays[rule.firstRun] = breaches
      reported.append(.rule(rule, replay: replay))
      reported += breaches.filter { $0.rule == rule.rule }.map { .replayed($0, run: rule.firstRun) }
    }
    return reported
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
