import MediationKit
import MediationPlatforms

/// `mediate simulate`: one traced run, or a summary of `--runs N`.
enum SimulateCommand {
  static func run(_ options: SimulateOptions, context: CLIContext) -> ExitCode {
    let file = ConfigFile(options.config)
    var config: WaterfallConfig
    let document = DocumentFile(file)
    switch document.load(context: context) {
    case .success(.config(let loaded)):
      CLI.reportWarnings(loaded, file: file.displayName, context: context)
      config = loaded.config.adjusted(rules: options.rules, expect: options.expect)
    case .success(.portfolio(let loaded)):
      document.reportWarnings(loaded, context: context)
      return SimulatePortfolio.run(loaded.portfolio, options, document: document, context: context)
    case .failure(let failure):
      failure.lines.forEach(context.report)
      return failure.exitCode
    }
    // The worlds played: every one for a batch, the base (or `--world`'s) for a trace.
    var worlds = config.worlds
    if let label = options.world {
      guard let uncertain = config.uncertain else {
        context.report(
          "\(file.displayName): --world \(DisplayText.escaped(label)): the config has no worlds (no uncertain)")
        return .usage
      }
      guard let world = worlds.first(where: { $0.label == label }) else {
        let labels = uncertain.labels.map { DisplayText.escaped(JSONStringLiteral.quoted($0)) }.joined(separator: ", ")
        context.report("\(file.displayName): --world \(DisplayText.escaped(label)): no such world (worlds: \(labels))")
        return .usage
      }
      worlds = [world]
    }
    let labelled = config.hasWorlds
    config = worlds[0].config
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
    if let plan, labelled, options.world == nil {
      // Every world on the same runs with the same seeds, then how far they spread.
      let progress = ProgressLine(total: plan.range.count * worlds.count, context: context)
      let played = Simulator.summarize(
        worlds: worlds, seed: seed, plan: plan, registries: .standard, checks: options.shard == nil,
        progress: progress?.reporter)
      progress?.finish()
      if options.strict {
        for (world, batch) in zip(worlds, played) {
          violations += StrictViolation.ofBatch(
            batch.result.summary, config: world.config, seed: seed, path: file.path == "-" ? nil : file.path,
            rules: options.rules, registry: .standard(for: world.config))
        }
      }
      if let shard = options.shard, let summary = config.expectations?.summary, !summary.isEmpty {
        let path = file.path == "-" ? "CONFIG" : file.displayName
        context.report(
          "\(file.displayName): note: expect.summary is not checked on shard \(shard.index)/\(shard.count), "
            + "a slice of the runs; mediate merge --config \(path) checks it on the merged summary")
      }
      checks = played.flatMap(\.checks)
      Simulator.write(
        worlds: played, about: config.uncertain?.about.map(\.description) ?? [], into: renderer)
    } else if let plan {
      let progress = ProgressLine(total: plan.range.count, context: context)
      let result = Simulator.summarize(
        config, seed: seed, plan: plan, registries: .standard, progress: progress?.reporter)
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
      Simulator.write(
        result, run: RunRecord(config: config, seed: seed), checks: checks, world: labelled ? worlds[0].label : nil,
        into: renderer)
      if options.strict {
        violations = StrictViolation.ofBatch(
          result.summary, config: config, seed: seed, path: file.path == "-" ? nil : file.path, rules: options.rules,
          registry: .standard(for: config))
      }
    } else {
      let sink: any RecordSink = labelled ? WorldLabelling(world: worlds[0].label, next: renderer) : renderer
      let outcome = Simulator.trace(config, seed: seed, registries: .standard, into: sink)
      checks = outcome.checks
      if options.strict {
        violations = outcome.violations.map(StrictViolation.traced)
      }
    }
    renderer.finish()
    // One world played (a trace, or --world): every check is that world's.
    let failed = checks.filter { !$0.passed }.map { labelled && $0.world == nil ? $0.made(in: worlds[0].label) : $0 }
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
