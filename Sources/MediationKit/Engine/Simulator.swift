import Dispatch
import Synchronization

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

  /// Plays `runs` requests, run k with the k-th value of a SplitMix64
  /// sequence seeded with `seed`, spread over `jobs` threads, and sends a
  /// `run` record and a `summary` record to `sink`. Not a byte of the
  /// summary depends on `jobs`. `runs` must be at least 1.
  @discardableResult
  public static func summarize(
    _ config: WaterfallConfig, seed: UInt64, runs: Int, jobs: Int, registry: AdapterRegistry = .standard,
    into sink: any RecordSink
  ) -> SummaryRecord {
    let summary = summarize(config, seed: seed, runs: runs, jobs: jobs, registry: registry)
    sink.receive(Record(seq: 0, t: 0, body: .run(RunRecord(config: config, seed: seed))))
    sink.receive(Record(seq: 1, t: 0, body: .summary(summary)))
    return summary
  }

  static func summarize(
    _ config: WaterfallConfig, seed: UInt64, runs: Int, jobs: Int, registry: AdapterRegistry
  ) -> SummaryRecord {
    precondition(runs >= 1, "a batch needs at least one run")
    let jobs = max(1, min(jobs, runs))
    let results = Mutex<[RunAggregate?]>(Array(repeating: nil, count: jobs))
    DispatchQueue.concurrentPerform(iterations: jobs) { job in
      let range = (runs * job / jobs)..<(runs * (job + 1) / jobs)
      var aggregate = RunAggregate(config: config)
      let observer = TallyObserver(lineItems: config.lineItems.count)
      for run in range {
        observer.tally.reset()
        let simulation = Simulation(
          config: config, registry: registry, seed: runSeed(seed, run: run), observers: [observer])
        simulation.run()
        aggregate.add(observer.tally)
      }
      results.withLock { $0[job] = aggregate }
    }
    var total = RunAggregate(config: config)
    results.withLock { parts in
      for part in parts {
        if let part { total.merge(part) }
      }
    }
    return total.summary(config: config)
  }

  /// The seed of run `run` (0-based) of a batch: SplitMix64's output number
  /// `run + 1` for `seed`, computed directly so any thread can start anywhere.
  static func runSeed(_ seed: UInt64, run: Int) -> UInt64 {
    SplitMix64.mix(seed &+ UInt64(run + 1) &* 0x9E37_79B9_7F4A_7C15)
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
