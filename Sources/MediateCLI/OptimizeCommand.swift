import MediationKit
import MediationPlatforms

/// `mediate optimize CONFIG`: searches the order, floors, timeouts and
/// line items of a config for the best objective within the constraints,
/// writes the best config and reports the gain on runs the search did
/// not see (decide.md).
enum OptimizeCommand {
  struct Options: Equatable {
    var config = ""
    /// The objective as given (`--maximize`/`--minimize`); nil: maximise revenue per 1,000 requests.
    var objective: String?
    var minimize = false
    var constraints: [FieldConstraint] = []
    /// `--vary`, in the order given; nil: `order,floors`.
    var vary: [VaryDimension]?
    var runs = 20_000
    var candidates = Optimizer.defaultCandidates
    /// `--restarts K`: the search ends after K kicks in a row bring nothing.
    var restarts = Optimizer.defaultRestarts
    /// `--price-order`: every candidate keeps its waterfall in descending price order.
    var priceOrder = false
    /// `--max-seconds`, in milliseconds.
    var maxMilliseconds: Int?
    var seed: UInt64?
    var jobs: Int?
    /// nil: text on a terminal, ndjson otherwise.
    var format: CompareCommand.Format?
    var color = ColorChoice.auto
    var out: String?
    /// `--robust`: how a candidate played in every world is scored.
    var robust = RobustRule.worst
    /// false with `--no-per-world`: no search per world for its own best.
    var perWorld = true
    /// `--group NAME`, repeatable: of a portfolio, the groups optimized (decide2.md §5); empty: every group.
    var groups: [String] = []
  }

  static let defaultVary: [VaryDimension] = [.order, .floors]

  static func run(_ options: Options, context: CLIContext) -> ExitCode {
    // `--max-seconds` counts from here: the whole command, reading and compiling included.
    let started = context.monotonicNanoseconds()
    // Before anything is read or played: an --out that cannot be created is 73, not a search's worth later.
    let inputs = [options.config]
    if let failed = ConfigAndReport.check(out: options.out, command: "optimize", inputs: inputs, context: context) {
      return failed
    }
    let file = ConfigFile(options.config)
    let document = DocumentFile(file)
    let loaded: ConfigLoader.Loaded
    switch document.load(context: context) {
    case .success(.config(let value)):
      loaded = value
      CLI.reportWarnings(loaded, file: file.displayName, context: context)
    case .success(.portfolio(let portfolio)):
      document.reportWarnings(portfolio, context: context)
      return OptimizePortfolio.run(portfolio, document: document, options, started: started, context: context)
    case .failure(let failure):
      failure.lines.forEach(context.report)
      return failure.exitCode
    }
    guard options.groups.isEmpty else {
      context.report("optimize: --group is for portfolios: \(file.displayName) is a config")
      return .usage
    }
    let config = loaded.config
    // The objective and every constraint must name a numeric field of this config's summary.
    let goal: OptimizationGoal
    do throws(OptimizationGoal.Unresolved) {
      goal = try OptimizationGoal(
        objective: options.objective ?? OptimizationGoal.defaultObjective,
        direction: options.minimize ? .minimize : .maximize, constraints: options.constraints, of: config)
    } catch {
      let option = !error.isObjective ? "--subject-to" : options.minimize ? "--minimize" : "--maximize"
      context.report("optimize: \(option): \(error.message)")
      return .usage
    }
    let vary = options.vary ?? defaultVary
    if let reason = Optimizer.nothingToVary(in: config, bytes: loaded.bytes, vary: vary, goal: goal) {
      context.report(
        "optimize: --vary \(vary.map(\.rawValue).joined(separator: ",")): nothing to vary in \(file.displayName): \(reason)"
      )
      return .usage
    }
    if let reason = Optimizer.variedKeyAWorldSets(in: config, bytes: loaded.bytes, vary: vary, goal: goal) {
      context.report("optimize: \(reason)")
      return .usage
    }
    let jobs: Int
    do throws(BatchMemory.Refusal) {
      jobs = try BatchMemory.jobs(
        requested: options.jobs,
        loads: [BatchMemory.Load(lineItems: config.lineItems.count, runs: options.runs)],
        cores: context.processorCount, memoryLimit: context.memoryLimit)
    } catch {
      context.report("optimize: --runs \(options.runs) \(error.message)")
      return error.exitCode
    }
    let timeLimit = options.maxMilliseconds.map { milliseconds in
      TimeLimit(
        clock: WallClock(read: context.monotonicNanoseconds), start: started,
        nanoseconds: UInt64(milliseconds) * 1_000_000)
    }
    let request = Optimizer.Request(
      goal: goal, vary: vary, runs: options.runs, candidates: options.candidates, seed: options.seed ?? config.seed,
      jobs: jobs, timeLimit: timeLimit, robust: options.robust, perWorld: options.perWorld, restarts: options.restarts,
      priceOrder: options.priceOrder)
    let progress = ProgressLine(total: options.candidates, unit: "candidates", context: context)
    let outcome: Optimizer.Outcome
    do throws(ConfigWriteError) {
      outcome = try Optimizer.optimize(
        config, bytes: loaded.bytes, request: request, registry: .standard(for: config), progress: progress?.reporter)
      progress?.finish()
    } catch {
      progress?.finish()
      context.report(
        "internal error: optimize could not write the best config into \(file.displayName)'s bytes, so nothing was "
          + "written; this is a bug in mediate, please report it with the config: \(error.message)")
      return .internalError
    }
    func record(written: Bool?) -> OptimizationRecord {
      var record = outcome.record
      record.written = written
      return record
    }
    if let failed = ConfigAndReport.write(
      config: outcome.config, out: options.out, command: "optimize", format: options.format, color: options.color,
      context: context, text: { record(written: $2).textLines(width: $0, color: $1) },
      json: { $0.write(record(written: $1)) })
    {
      return failed
    }
    if !outcome.record.feasible, !outcome.record.brokenWorlds.isEmpty {
      let broken = outcome.record.brokenWorlds.map { DisplayText.escaped($0) }.joined(separator: ", ")
      context.report(
        "optimize: no candidate meets the constraints in every world (none meets them at \(broken)); the baseline is returned"
      )
    }
    return outcome.record.feasible ? .success : .failure
  }
}
