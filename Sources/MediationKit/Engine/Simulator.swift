/// The entry point of the engine: one traced run, or many summarised.
public enum Simulator {
  /// Plays one request, sending every record to `sink` as it happens.
  /// Returns how many contract rule violations the run recorded.
  @discardableResult
  public static func trace(
    _ config: WaterfallConfig, seed: UInt64, registry: AdapterRegistry = .standard, into sink: any RecordSink
  ) -> Int {
    let trace = TraceRecorder(config: config, sink: sink)
    Simulation(config: config, registry: registry, seed: seed, observers: [trace]).run()
    return trace.tally.violations
  }

  /// Plays the runs of `plan`, run k with seed `k + 1`-th value of a
  /// SplitMix64 sequence seeded with `seed`, spread over `plan.jobs`
  /// threads; not a byte of the result depends on `jobs`. `progress`, when
  /// given, hears the number of runs done so far, from any thread.
  public static func summarize(
    _ config: WaterfallConfig, seed: UInt64, plan: BatchPlan, registry: AdapterRegistry = .standard,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> BatchResult {
    precondition(plan.range.count >= 0 && plan.runs >= 1, "a batch needs at least one run")
    return Batch.run(config, seed: seed, plan: plan, registry: registry, progress: progress)
  }

  /// Sends the records of a batch: `run`, `histogram`, `summary`.
  public static func write(_ result: BatchResult, run: RunRecord, into sink: any RecordSink) {
    sink.receive(Record(seq: 0, t: 0, body: .run(run)))
    sink.receive(Record(seq: 1, t: 0, body: .histogram(result.histogram)))
    sink.receive(Record(seq: 2, t: 0, body: .summary(result.summary)))
  }
}

/// An observer that only keeps the tally of the run, for summaries.
final class TallyObserver: SimulationObserver {
  var tally: RunTally

  init(lineItems: Int) {
    tally = RunTally(lineItems: lineItems)
  }

  func observe(_ event: SimulationEvent, at t: Int64) {
    tally.apply(event)
  }
}
