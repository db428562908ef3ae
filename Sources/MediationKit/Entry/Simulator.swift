/// The entry point of the engine: one traced run, or many summarised.
package enum Simulator {
  /// Plays one request, sending every record to `sink` as it happens, and
  /// checks the config's one-run expectations against it (their `check`
  /// records come just before `result`). The config's platform picks its registry among `registries`.
  @discardableResult
  package static func trace(
    _ config: WaterfallConfig, seed: UInt64, registries: AdapterRegistries, into sink: any RecordSink
  ) -> TraceOutcome {
    trace(config, seed: seed, registry: registries.registry(of: config), into: sink)
  }

  /// Plays one request with `registry`, the registry of the config's platform.
  @discardableResult
  package static func trace(
    _ config: WaterfallConfig, seed: UInt64, registry: AdapterRegistry, into sink: any RecordSink
  ) -> TraceOutcome {
    let sources = AdSourceTable(config: config, registry: config.registry(adding: registry))
    let trace = TraceRecorder(config: config, sources: sources, sink: sink)
    Simulation(config: config, sources: sources, seed: seed, observers: [trace]).run()
    let facts = trace.facts
    let checks = config.expectations?.evaluate(facts, of: config) ?? []
    trace.finish(checks: checks)
    return TraceOutcome(violations: facts.violations, checks: checks)
  }

  /// Plays the runs of `plan`, run k with seed `k + 1`-th value of a
  /// SplitMix64 sequence seeded with `seed`, spread over `plan.jobs`
  /// threads; not a byte of the result depends on `jobs`. `progress`, when
  /// given, hears the number of runs done so far, from any thread. The
  /// config's platform picks its registry among `registries`.
  package static func summarize(
    _ config: WaterfallConfig, seed: UInt64, plan: BatchPlan, registries: AdapterRegistries,
    progress: (@Sendable (Int) -> Void)? = nil, cancellation: BatchCancellation? = nil
  ) -> BatchResult {
    summarize(
      config, seed: seed, plan: plan, registry: registries.registry(of: config), progress: progress,
      cancellation: cancellation)
  }

  /// Plays the runs of `plan` with `registry`, the registry of the config's platform.
  package static func summarize(
    _ config: WaterfallConfig, seed: UInt64, plan: BatchPlan, registry: AdapterRegistry,
    progress: (@Sendable (Int) -> Void)? = nil, cancellation: BatchCancellation? = nil
  ) -> BatchResult {
    precondition(plan.range.count >= 0 && plan.runs >= 1, "a batch needs at least one run")
    return Batch.run(
      config, seed: seed, plan: plan, registry: config.registry(adding: registry), progress: progress,
      cancellation: cancellation)
  }

  /// Every world of a config on the same runs of `plan` (decide2.md §1),
  /// each world's summary with its `expect.summary` checks (none when
  /// `checks` is false: a shard's slice), in world order: what
  /// `write(worlds:about:into:)` writes. Progress counts every world's runs.
  package static func summarize(
    worlds: [ConfigWorld], seed: UInt64, plan: BatchPlan, registries: AdapterRegistries, checks: Bool,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> [(label: String, result: BatchResult, run: RunRecord, checks: [CheckResult])] {
    worlds.enumerated().map { index, world in
      let done = index * plan.range.count
      let report = progress.map { progress in { @Sendable (runs: Int) in progress(done + runs) } }
      let result = summarize(world.config, seed: seed, plan: plan, registries: registries, progress: report)
      let checked = checks ? world.config.checkSummary(result.summary).map { $0.made(in: world.label) } : []
      return (world.label, result, RunRecord(config: world.config, seed: seed), checked)
    }
  }

  /// Plays `a` and `b` on the same runs of `plan` (run k of both with the
  /// same seed, from `seed`) and compares their summaries field by field,
  /// each difference with the 95 % interval of the paired differences
  /// (`mediate compare`). `pathA` and `pathB` name them in the record.
  package static func compare(
    _ a: WaterfallConfig, _ b: WaterfallConfig, seed: UInt64, plan: BatchPlan, pathA: String, pathB: String,
    registries: AdapterRegistries, progress: (@Sendable (Int) -> Void)? = nil,
    cancellation: BatchCancellation? = nil
  ) -> ComparisonRecord {
    precondition(plan.range.count >= 1, "a comparison needs at least one run")
    let played = Comparator.play(
      a, b, seed: seed, plan: plan, registries: registries, progress: progress, cancellation: cancellation)
    var record = PairedComparison.record(of: played, a: a, b: b, pathA: pathA, pathB: pathB)
    record.seed = seed
    return record
  }

  /// The seed of run `run` of a batch with base seed `seed`: what `--seed`
  /// takes to replay that run alone.
  package static func seed(ofRun run: Int, of seed: UInt64) -> UInt64 {
    SeedTree.run(run, of: seed)
  }

  /// Sends the records of a batch: `run`, `histogram` (and with bidders
  /// `auctionHistogram`), a `check` record per summary check, `summary`,
  /// numbered from `firstSeq`, each with `world` when given; returns how
  /// many it sent.
  @discardableResult
  package static func write(
    _ result: BatchResult, run: RunRecord, checks: [CheckResult] = [], world: String? = nil, firstSeq: Int = 0,
    into sink: any RecordSink
  ) -> Int {
    var bodies: [RecordBody] = [.run(run), .histogram(result.histogram)]
    if let auction = result.auctionHistogram { bodies.append(.auctionHistogram(auction)) }
    bodies += checks.map(RecordBody.check)
    bodies.append(.summary(result.summary))
    for (seq, body) in bodies.enumerated() { sink.receive(Record(seq: firstSeq + seq, t: 0, body: body, world: world)) }
    return bodies.count
  }

  /// The records of a batch of every world of a config (decide2.md §1):
  /// each world's `run`, histograms, checks and `summary`, each with its
  /// `world`, in world order, then the `worlds` record (a shard's too: the
  /// spread of its own slice, whose `about` the merge takes).
  package static func write(
    worlds: [(label: String, result: BatchResult, run: RunRecord, checks: [CheckResult])], about: [String],
    into sink: any RecordSink
  ) {
    var seq = 0
    for world in worlds {
      seq += write(world.result, run: world.run, checks: world.checks, world: world.label, firstSeq: seq, into: sink)
    }
    let record = WorldsRecord(about: about, summaries: worlds.map { ($0.label, $0.result.summary) })
    sink.receive(Record(seq: seq, t: 0, body: .worlds(record)))
  }
}

/// What a traced run came to, for the command line: the violations (for
/// `--strict`) and the outcome of each check of `expect`.
package struct TraceOutcome: Sendable {
  package var violations: [ViolationRecord]
  package var checks: [CheckResult]
}
