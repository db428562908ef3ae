import Synchronization

/// A config run as a test (`mediate test`): its one-run checks on a run
/// with its seed, its summary checks over `expect.runs` runs, and with
/// `--strict` the violations of those runs.
package enum ConfigTest {
  /// What one config's test came to.
  package struct Outcome: Sendable {
    package var checks: [CheckResult]
    /// With `strict`: each breach of the traced run (violations of `error`
    /// rules and warnings), and one entry for the violations of the summary's runs.
    package var violations: [StrictViolation]

    /// Every check passed and, with `strict`, no `error` rule was broken.
    package var passed: Bool { !violations.contains(where: \.isError) && checks.allSatisfy(\.passed) }
  }

  /// A config to test: the config, and its path as a replay command names it (nil: standard input), and
  /// the invocation's `--rule` options, which the replay needs to give the rules the same severities.
  package struct Subject: Sendable {
    package var config: WaterfallConfig
    package var path: String?
    package var rules: [RuleOverride]

    package init(config: WaterfallConfig, path: String?, rules: [RuleOverride] = []) {
      self.config = config
      self.path = path
      self.rules = rules
    }
  }

  /// Runs `subject` as a test; summary checks spread their runs over `jobs` threads.
  package static func run(_ subject: Subject, strict: Bool, jobs: Int, registries: AdapterRegistries) -> Outcome {
    let config = subject.config
    // A test folder may mix platforms: each config is played with its own platform's registry.
    let registry = registries.registry(of: config)
    let traced = Simulator.trace(config, seed: config.seed, registry: registry, into: DiscardingSink())
    var checks = traced.checks
    var violations: [StrictViolation] = []
    if strict {
      violations = traced.violations.map(StrictViolation.traced)
    }
    // decide2.md §1: the one-run checks play the base world; expect.summary must hold in every world.
    for world in config.worlds {
      guard let expectations = world.config.expectations, !expectations.summary.isEmpty else { continue }
      let result = Simulator.summarize(
        world.config, seed: config.seed, plan: BatchPlan(runs: expectations.runs, jobs: jobs), registry: registry)
      checks += expectations.evaluate(result.summary).map { $0.made(in: config.hasWorlds ? world.label : nil) }
      if strict, result.summary[.violations] > 0 {
        // The summary runs' breaches as `simulate --strict --runs` names them: each rule, and how to replay it.
        violations += StrictViolation.ofBatch(
          result.summary, config: world.config, seed: config.seed, path: subject.path, rules: subject.rules,
          registry: registry)
      }
    }
    return Outcome(checks: checks, violations: violations)
  }
}

extension ConfigTest {
  /// Runs each config as a test on up to `jobs` threads, taking the next
  /// config as a thread comes free; the outcomes in the configs' order. A
  /// config's summary runs use every thread only when it is the only one.
  package static func run(
    _ configs: [Subject], strict: Bool, jobs: Int, registries: AdapterRegistries
  ) -> [Outcome] {
    let next = Atomic<Int>(0)
    let innerJobs = configs.count == 1 ? jobs : 1
    let finished = ParallelJobs.map(min(jobs, max(configs.count, 1))) { _ in
      var mine: [(index: Int, outcome: Outcome)] = []
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < configs.count else { return mine }
        mine.append((index, run(configs[index], strict: strict, jobs: innerJobs, registries: registries)))
      }
    }
    return finished.joined().sorted { $0.index < $1.index }.map(\.outcome)
  }
}
