import Synchronization

/// Which runs a batch plays: run k of `runs` has seed `SeedTree.run(k, of: seed)`;
/// a shard plays a contiguous slice of them.
package struct BatchPlan: Equatable, Sendable {
  /// The most runs a batch plays (`--runs`).
  package static let maximumRuns = 1_000_000_000

  /// Runs of the whole batch, all shards together.
  package var runs: Int
  /// Threads to spread the runs over; the output does not depend on it.
  package var jobs: Int
  /// The slice this invocation plays (`--shard I/N`), or nil for all runs.
  package var shard: ShardSelection?

  package init(runs: Int, jobs: Int, shard: ShardSelection? = nil) {
    self.runs = runs
    self.jobs = jobs
    self.shard = shard
  }

  /// The runs this plan plays.
  package var range: Range<Int> {
    guard let shard else { return 0..<runs }
    return (runs * (shard.index - 1) / shard.count)..<(runs * shard.index / shard.count)
  }
}

/// One of N disjoint slices of a batch's runs (1-based).
package struct ShardSelection: Equatable, Sendable {
  /// The most slices a batch is cut into (`--shard I/N`).
  package static let maximumCount = 1_000_000

  package var index: Int
  package var count: Int

  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }
}

/// What a batch of runs came to.
package struct BatchResult: Equatable, Sendable {
  package var summary: SummaryRecord
  package var histogram: HistogramRecord
  /// When the auctions closed; nil without bidders.
  package var auctionHistogram: HistogramRecord?
  /// The first run with a contract violation, by its index in the batch.
  package var firstViolatingRun: Int?
  /// Whether the Monte Carlo kernel played the runs, or the trace engine
  /// (for a config whose behaviour the kernel cannot tabulate).
  package var usedKernel: Bool
}

/// Plays batches of runs: on the Monte Carlo kernel when the config
/// compiles, on the trace engine otherwise, spread over threads, each
/// thread's counts merged at the end so that nothing depends on `jobs`.
package enum Batch {
  /// The most runs a thread takes at a time, and plays between progress reports.
  static let chunk = 1 << 16

  /// Plays the runs of `plan`: its job (`BatchJob`), rendered as a shard's
  /// records when the plan is a shard's, else as the batch's.
  static func run(
    _ config: WaterfallConfig, seed: UInt64, plan: BatchPlan, registry: AdapterRegistry,
    useKernel: Bool = true, progress: (@Sendable (Int) -> Void)? = nil,
    cancellation: BatchCancellation? = nil
  ) -> BatchResult {
    let played = run(
      BatchJob(config, seed: seed, plan: plan), of: config, registry: registry, threads: plan.jobs,
      useKernel: useKernel, progress: progress, cancellation: cancellation)
    return played.part.result(shard: plan.shard, usedKernel: played.usedKernel)
  }

  /// Plays `job` on `config` (the config it names), spread over `threads`
  /// threads: its partial result, and whether the kernel played it.
  static func run(
    _ job: BatchJob, of config: WaterfallConfig, registry: AdapterRegistry, threads: Int, useKernel: Bool = true,
    progress: (@Sendable (Int) -> Void)? = nil, cancellation: BatchCancellation? = nil
  ) -> (part: PartialResult, usedKernel: Bool) {
    let range = job.runs
    let seed = job.seed
    let sources = AdSourceTable(config: config, registry: registry)
    let kernel = useKernel ? KernelCompiler.compile(config, sources: sources) : nil
    let jobs = max(1, min(threads, range.count))
    let done = Atomic<Int>(0)
    // Threads take chunks of runs as they finish the last one, not fixed slices: on a machine that
    // slows one thread down (another process on its core) the others play more, instead of waiting
    // for it at the end. With several threads, chunks are small enough that each gets several (one
    // thread keeps whole chunks, and so its progress reports). What a run counts does not depend on the
    // thread that plays it, and tallies add up exactly in any order (`BatchTally.merge`: sums, and
    // minimums for first runs), so the summary is the same for every `jobs`.
    let size = jobs == 1 ? chunk : max(1, min(chunk, range.count / (jobs * 8)))
    let chunks = (range.count + size - 1) / size
    let taken = Atomic<Int>(0)
    let parts = ParallelJobs.map(jobs) { _ in
      var tally = BatchTally(config: config)
      while true {
        let index = taken.add(1, ordering: .relaxed).oldValue
        // A cancelled batch stops taking chunks; its caller throws away what it played.
        guard index < chunks, !cancellation.isCancelled else { break }
        let start = range.lowerBound + index * size
        let end = min(start + size, range.upperBound)
        play(config, sources: sources, kernel: kernel, seed: seed, runs: start..<end, into: &tally)
        let total = done.add(end - start, ordering: .relaxed).newValue
        progress?(total)
      }
      return tally
    }
    var total = BatchTally(config: config)
    // Threads' counts of one batch of at most `BatchPlan.maximumRuns` runs cannot pass Int.max.
    for part in parts { total.merge(part) }
    return (PartialResult(job: job, tally: total), kernel != nil)
  }

  /// The summary and histogram records of `tally`.
  static func result(of tally: BatchTally, shard: SummaryRecord.Shard?, usedKernel: Bool) -> BatchResult {
    func record(_ histogram: LatencyHistogram) -> HistogramRecord {
      HistogramRecord(
        latencyMs: histogram.entries.map { HistogramRecord.LatencyCount(latencyMs: $0.latencyMs, runs: $0.count) })
    }
    return BatchResult(
      summary: tally.summary(shard: shard), histogram: record(tally.latency),
      auctionHistogram: tally.hasAuction ? record(tally.auctionLatency) : nil,
      firstViolatingRun: tally.firstViolatingRun, usedKernel: usedKernel)
  }

  /// Plays `runs` of `config` into `tally`: on `kernel`, or on the engine when there is none.
  static func play(
    _ config: WaterfallConfig, sources: AdSourceTable, kernel: MonteCarloKernel?, seed: UInt64, runs: Range<Int>,
    into tally: inout BatchTally
  ) {
    if let kernel {
      let refreshes = tally.countingKernelRuns { counter in
        var sink = KernelBatchSink(counter: counter)
        kernel.play(runs: runs, of: seed, into: &sink)
        return sink.refreshes
      }
      // A banner's refreshes count among its requests (its first requests count with the runs).
      if var requests = tally.bannerRequests, refreshes.requests > 0, requests.merge(refreshes) {
        tally.bannerRequests = requests
      }
    } else {
      playOnEngine(config, seed: seed, runs: runs, sources: sources, into: &tally)
    }
  }

  private static func playOnEngine(
    _ config: WaterfallConfig, seed: UInt64, runs: Range<Int>, sources: AdSourceTable, into tally: inout BatchTally
  ) {
    let observer = TallyObserver(lineItems: config.lineItems.count)
    for run in runs {
      observer.tally.reset()
      Simulation(config: config, sources: sources, seed: SeedTree.run(run, of: seed), observers: [observer]).run()
      tally.add(observer.tally, run: run)
    }
  }
}
