import MediationKit
import MediationPlatforms

/// What a batch of runs came to: the records `mediate simulate --runs` prints.
public struct Summary: Sendable {
  /// The summary record: fill rate, revenue, latency, each line item, with their intervals.
  public var summary: SummaryRecord
  /// The runs' latencies, one entry per latency that occurred.
  public var histogram: HistogramRecord
  /// When the auctions closed; nil without bidders.
  public var auctionHistogram: HistogramRecord?
  /// The config's `expect.summary` checked against the summary.
  public var checks: [CheckResult]
  package var run: RunRecord
  package var result: BatchResult

  /// The records as `mediate simulate --runs` prints them, in ndjson (one record a line) or json.
  public func rendered(as format: TraceFormat, width: Int = 100) -> [UInt8] {
    let output = CollectedBytes()
    let renderer = format.outputFormat.renderer(to: output, color: false, width: width)
    Simulator.write(result, run: run, checks: checks, into: renderer)
    renderer.finish()
    return output.bytes
  }

  package init(result: BatchResult, run: RunRecord, checks: [CheckResult]) {
    summary = result.summary
    histogram = result.histogram
    auctionHistogram = result.auctionHistogram
    self.checks = checks
    self.run = run
    self.result = result
  }
}

extension Mediation {
  /// The most runs a batch plays, as `--runs` allows.
  public static let maximumRuns = BatchPlan.maximumRuns
  /// The most threads a call plays on, as `--jobs` allows.
  public static let maximumJobs = 1_024

  /// Plays `runs` runs of `config` (run k with the k-th seed of the seed
  /// tree of `seed`, the config's own by default) over `jobs` threads and
  /// summarizes them, as `mediate simulate --runs` does; nothing depends on
  /// `jobs`. Throws `.invalidArgument` for runs outside 1 … `maximumRuns`
  /// or jobs under 1, `.cancelled` when `cancellation` was asked for.
  /// `progress`, when given, hears the runs played so far, from the
  /// threads that play them, after each chunk of runs (at most 65,536).
  public static func summarize(
    _ config: MediationConfig, runs: Int, seed: UInt64? = nil, jobs: Int = 1,
    cancellation: BatchCancellation? = nil, progress: (@Sendable (Int) -> Void)? = nil
  ) throws(MediationError) -> Summary {
    try check(runs: runs, jobs: jobs)
    let seed = seed ?? config.seed
    let result = Simulator.summarize(
      config.config, seed: seed, plan: BatchPlan(runs: runs, jobs: jobs), registries: .standard,
      progress: progress, cancellation: cancellation)
    if cancellation.isCancelled { throw .cancelled }
    let checks = config.config.expectations?.evaluate(result.summary) ?? []
    return Summary(result: result, run: RunRecord(config: config.config, seed: seed), checks: checks)
  }

  /// Refuses a run count or a thread count no command accepts.
  static func check(runs: Int, jobs: Int) throws(MediationError) {
    guard (1...BatchPlan.maximumRuns).contains(runs) else {
      throw MediationError(.invalidArgument, "runs: expected 1 to \(BatchPlan.maximumRuns), found \(runs)")
    }
    guard (1...maximumJobs).contains(jobs) else {
      throw MediationError(.invalidArgument, "jobs: expected 1 to \(maximumJobs), found \(jobs)")
    }
  }
}
