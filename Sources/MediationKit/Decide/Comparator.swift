import Synchronization

/// Plays two configs over the same runs, paired run by run: run k of both
/// has the same seed, so every line item both configs have draws the same
/// answers in both (common random numbers, decide.md), and the differences
/// are measured on pairs (`PairedSums`).
enum Comparator {
  /// What a comparison came to: each side's batch and the paired sums.
  struct Played {
    var a: BatchResult
    var b: BatchResult
    var paired: PairedSums
  }

  /// How many runs a thread plays of one config before it plays them of the other.
  static let chunk = 1 << 10

  static func play(
    _ a: WaterfallConfig, _ b: WaterfallConfig, seed: UInt64, plan: BatchPlan, registry: AdapterRegistry,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> Played {
    let range = plan.range
    let sidesA = Side(config: a, registry: a.registry(adding: registry))
    let sidesB = Side(config: b, registry: b.registry(adding: registry))
    let pairs = a.lineItems.indices.compactMap { index -> (a: Int, b: Int)? in
      b.lineItems.firstIndex { $0.label == a.lineItems[index].label }.map { (index, $0) }
    }
    let jobs = max(1, min(plan.jobs, range.count))
    let done = Atomic<Int>(0)
    let parts = ParallelJobs.map(jobs) { job in
      let slice = (range.lowerBound + range.count * job / jobs)..<(range.lowerBound + range.count * (job + 1) / jobs)
      var tallyA = BatchTally(config: a)
      var tallyB = BatchTally(config: b)
      var paired = PairedSums(pairs: pairs)
      var runsA = ChunkSink(lineItems: a.lineItems.count, capacity: chunk)
      var runsB = ChunkSink(lineItems: b.lineItems.count, capacity: chunk)
      var start = slice.lowerBound
      while start < slice.upperBound {
        let end = min(start + chunk, slice.upperBound)
        sidesA.play(runs: start..<end, seed: seed, into: &runsA)
        sidesB.play(runs: start..<end, seed: seed, into: &runsB)
        for (offset, run) in (start..<end).enumerated() {
          let ranA = runsA.sinks[offset].tally
          let ranB = runsB.sinks[offset].tally
          tallyA.add(ranA, run: run)
          tallyB.add(ranB, run: run)
          paired.add(ranA, ranB)
        }
        let total = done.add(end - start, ordering: .relaxed).newValue
        progress?(total)
        start = end
      }
      return (tallyA, tallyB, paired)
    }
    var totalA = BatchTally(config: a)
    var totalB = BatchTally(config: b)
    var paired = PairedSums(pairs: pairs)
    for (partA, partB, partPaired) in parts {
      totalA.merge(partA)
      totalB.merge(partB)
      paired.merge(partPaired)
    }
    return Played(
      a: Batch.result(of: totalA, shard: nil, usedKernel: sidesA.kernel != nil),
      b: Batch.result(of: totalB, shard: nil, usedKernel: sidesB.kernel != nil), paired: paired)
  }

  /// One config as the comparison plays it: on its kernel, or on the engine.
  private struct Side: Sendable {
    let config: WaterfallConfig
    let sources: AdSourceTable
    let kernel: MonteCarloKernel?

    init(config: WaterfallConfig, registry: AdapterRegistry) {
      self.config = config
      sources = AdSourceTable(config: config, registry: registry)
      kernel = KernelCompiler.compile(config, sources: sources)
    }

    /// Plays `runs` into `sink`, one slot per run.
    func play(runs: Range<Int>, seed: UInt64, into sink: inout ChunkSink) {
      sink.rewind()
      if let kernel {
        kernel.play(runs: runs, of: seed, into: &sink)
        return
      }
      let observer = TallyObserver(lineItems: config.lineItems.count)
      for run in runs {
        observer.tally.reset()
        Simulation(config: config, sources: sources, seed: Batch.runSeed(seed, run: run), observers: [observer]).run()
        sink.append(observer.tally)
      }
    }
  }

  /// The kernel's runs of a chunk, each into a run tally of its own slot
  /// (allocated once, reused for every chunk).
  struct ChunkSink: KernelSink {
    var sinks: [KernelRunSink]
    private var current = -1

    init(lineItems: Int, capacity: Int) {
      sinks = Array(repeating: KernelRunSink(tally: RunTally(lineItems: lineItems)), count: capacity)
    }

    mutating func rewind() { current = -1 }

    mutating func append(_ tally: RunTally) {
      current += 1
      sinks[current].tally = tally
    }

    mutating func beginRun(
      _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
    ) {
      current += 1
      sinks[current].beginRun(run, violations: violations, hits: hits)
    }

    mutating func attempt(
      _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
      hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
    ) {
      sinks[current].attempt(lineItem, outcome, latencyMs: latencyMs, violations: violations, hits: hits)
    }

    mutating func bid(_ lineItem: Int) { sinks[current].bid(lineItem) }

    mutating func auctionClosed(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool) {
      sinks[current].auctionClosed(latencyMs: latencyMs, winner: winner, price: price, withBid: withBid)
    }

    mutating func endRun(
      winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64, abandoned: Bool,
      byBid: Bool
    ) {
      sinks[current].endRun(
        winner: winner, price: price, lifecycle: lifecycle, latencyMs: latencyMs, abandoned: abandoned, byBid: byBid)
    }
  }
}
