/// A contract violation as `--strict` reports it: on standard error, and in
/// the report of `mediate test`. Breaches of `error` rules are violations,
/// which fail `--strict`; breaches of `warning` rules are warnings, which
/// are printed and fail nothing.
package enum StrictViolation: Sendable {
  /// A breach in the traced run.
  case traced(ViolationRecord)
  /// A breach in run `run` of a batch, replayed alone on the trace engine
  /// (the Monte Carlo kernel counts breaches by rule but does not word them).
  case replayed(ViolationRecord, run: Int)
  /// A `--runs` batch's breaches: how many of `error` rules and of
  /// `warning` rules, in how many runs.
  case batch(errors: Int, warnings: Int, runs: Int)
  /// One rule a batch broke: how often, and the first run that broke it,
  /// with the command that replays that run alone.
  case rule(RuleSummary, replay: Replay)

  /// A run of a batch and how to replay it alone.
  package struct Replay: Sendable {
    /// The run's index in the batch.
    package var run: Int
    /// The run's own seed, which `--seed` takes to replay it alone.
    package var seed: UInt64
    /// The config's path as the replay command names it; nil for standard input.
    package var config: String?
    /// The `--rule` options of the invocation, which the replay needs to
    /// give the rules the same severities.
    package var rules: [RuleOverride]

    package init(run: Int, seed: UInt64, config: String?, rules: [RuleOverride] = []) {
      self.run = run
      self.seed = seed
      self.config = config
      self.rules = rules
    }

    /// The command that plays the run alone, without the config's checks
    /// (which belong to the config's own seed, not to this run).
    package var command: String {
      (["mediate", "simulate", "--no-expect"] + rules.map { "--rule \($0.argument)" }
        + ["--seed \(seed)", config ?? "CONFIG"]).joined(separator: " ")
    }
  }

  /// Whether this fails `--strict`: a breach of an `error` rule.
  package var isError: Bool {
    switch self {
    case .traced(let record), .replayed(let record, _): record.severity == .error
    case .batch(let errors, _, _): errors > 0
    case .rule(let rule, _): rule.severity == .error
    }
  }

  /// The breach in words, without the file: `Network B: eventAfterDismiss: …`.
  package var message: String {
    switch self {
    case .traced(let record):
      return record.message
    case .replayed(let record, let run):
      return "run \(run): \(record.message)"
    case .batch(let errors, let warnings, let runs):
      var counted = Self.counted(errors, "contract violation")
      if warnings > 0 { counted += " and " + Self.counted(warnings, "warning") }
      return counted + " in \(runs) runs"
    case .rule(let rule, let replay):
      return "\(rule.rule): " + Self.counted(rule.count, "time") + ", first in run \(replay.run), which `"
        + replay.command + "` replays:"
    }
  }

  /// The breach as a line of standard error, without the program name:
  /// `waterfall.json: violation: Network B: eventAfterDismiss: …`, or
  /// `warning:` for a warning. Labels and details from the config are
  /// shown escaped (`DisplayText`), as in every output for people.
  package func line(file: String) -> String {
    "\(file): \(isError ? "violation" : "warning"): \(DisplayText.escaped(message))"
  }

  /// What `--strict` reports of a batch (`simulate --runs`, and the summary
  /// runs of `mediate test`): how many breaches, then each rule broken with
  /// the first run that broke it, the command that replays that run alone,
  /// and that run's breaches of the rule, replayed on the trace engine,
  /// which words them. `path` is the config as the replay command names it
  /// (nil: standard input); `rules` the invocation's `--rule` options.
  package static func ofBatch(
    _ summary: SummaryRecord, config: WaterfallConfig, seed: UInt64, path: String?, rules: [RuleOverride],
    registry: AdapterRegistry
  ) -> [StrictViolation] {
    guard !summary.rules.isEmpty else { return [] }
    var reported: [StrictViolation] = [
      .batch(errors: summary[.violations], warnings: summary[.warnings], runs: summary[.runs])
    ]
    var replays: [Int: [ViolationRecord]] = [:]
    for rule in summary.rules {
      let runSeed = Simulator.seed(ofRun: rule.firstRun, of: seed)
      let replay = Replay(run: rule.firstRun, seed: runSeed, config: path, rules: rules)
      let breaches =
        replays[rule.firstRun]
        ?? Simulator.trace(config, seed: runSeed, registry: registry, into: DiscardingSink()).violations
      replays[rule.firstRun] = breaches
      reported.append(.rule(rule, replay: replay))
      reported += breaches.filter { $0.rule == rule.rule }.map { .replayed($0, run: rule.firstRun) }
    }
    return reported
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
