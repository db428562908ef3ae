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

  /// `useKernel` false plays both on the engine (the differential test);
  /// `sumsAlikeRunsOnce` false pairs every value of every run (`PairedSums`'s test).
  static func play(
    _ a: WaterfallConfig, _ b: WaterfallConfig, seed: UInt64, plan: BatchPlan, registry: AdapterRegistry,
    useKernel: Bool = true, sumsAlikeRunsOnce: Bool = true, progress: (@Sendable (Int) -> Void)? = nil
  ) -> Played {
    let range = plan.range
    let sidesA = Side(config: a, registry: a.registry(adding: registry), useKernel: useKernel)
    let sidesB = Side(config: b, registry: b.registry(adding: registry), useKernel: useKernel)
    let pairs = Self.pairs(a.lineItems.map(\.label), b.lineItems.map(\.label))
    let pairOf = PairedSums.pairOf(pairs, lineItemsA: a.lineItems.count, lineItemsB: b.lineItems.count)
    // The steps both kernels walk alike, whose runs B replays from A's walks.
    let shared = sumsAlikeRunsOnce ? sidesA.kernel.flatMap { kernelA in
      sidesB.kernel.flatMap { SharedWalk(kernelA, $0, pairOfA: pairOf.a, pairOfB: pairOf.b) }
    } : nil
    let jobs = max(1, min(plan.jobs, range.count))
    let done = Atomic<Int>(0)
    let parts = ParallelJobs.map(jobs) { job in
      let slice = (range.lowerBound + range.count * job / jobs)..<(range.lowerBound + range.count * (job + 1) / jobs)
      var tallyA = BatchTally(config: a)
      var tallyB = BatchTally(config: b)
      let banner = a.adUnit.format == .banner
      var paired = PairedSums(pairs: pairs, banner: banner, sumsAlikeRunsOnce: sumsAlikeRunsOnce)
      var runsA = DigestBuffers(pairOf: pairOf.a, runs: chunk, banner: banner)
      var runsB = DigestBuffers(pairOf: pairOf.b, runs: chunk, banner: banner)
      defer {
        runsA.free()
        runsB.free()
      }
      var start = slice.lowerBound
      while start < slice.upperBound {
        let end = min(start + chunk, slice.upperBound)
        sidesA.play(runs: start..<end, seed: seed, into: &tallyA, digests: &runsA)
        let walks = shared.map { ReplayedWalks(digests: runsA, shared: $0) }
        sidesB.play(runs: start..<end, seed: seed, into: &tallyB, digests: &runsB, replaying: walks)
        paired.add(runs: end - start, runsA, runsB)
        let total = done.add(end - start, ordering: .relaxed).newValue
        progress?(total)
        start = end
      }
      return (tallyA, tallyB, paired)
    }
    var totalA = BatchTally(config: a)
    var totalB = BatchTally(config: b)
    var paired = PairedSums(pairs: pairs, banner: a.adUnit.format == .banner)
    for (partA, partB, partPaired) in parts {
      totalA.merge(partA)
      totalB.merge(partB)
      paired.merge(partPaired)
    }
    // A shard's summaries say which shard they are, with their exact sums, as `simulate --shard` does.
    func shard(_ config: WaterfallConfig) -> SummaryRecord.Shard? {
      plan.shard.map {
        SummaryRecord.Shard(index: $0.index, count: $0.count, runs: plan.runs, config: Batch.configIdentity(config))
      }
    }
    return Played(
      a: Batch.result(of: totalA, shard: shard(a), usedKernel: sidesA.kernel != nil),
      b: Batch.result(of: totalB, shard: shard(b), usedKernel: sidesB.kernel != nil), paired: paired)
  }

  /// The line items both sides have, matched by label: their indices in A and in B, in A's order.
  static func pairs(_ labelsA: [String], _ labelsB: [String]) -> [(a: Int, b: Int)] {
    var indexOfB: [String: Int] = [:]
    for (index, label) in labelsB.enumerated() where indexOfB[label] == nil { indexOfB[label] = index }
    return labelsA.indices.compactMap { index in indexOfB[labelsA[index]].map { (index, $0) } }
  }

  /// One config as the comparison plays it: on its kernel, or on the engine.
  private struct Side: Sendable {
    let config: WaterfallConfig
    let sources: AdSourceTable
    let kernel: MonteCarloKernel?

    init(config: WaterfallConfig, registry: AdapterRegistry, useKernel: Bool) {
      self.config = config
      sources = AdSourceTable(config: config, registry: registry)
      // A banner's refreshes are not paired run by run on the kernel (its digest is of one request): the engine plays them.
      let refreshes = config.adUnit.format == .banner && config.app.viewForMs > 0
      kernel = useKernel && !refreshes ? KernelCompiler.compile(config, sources: sources) : nil
    }

    /// Plays `runs`, counting them into `tally` and digesting each into
    /// `digests`; those `walks` holds are replayed from the other side's walks.
    func play(
      runs: Range<Int>, seed: UInt64, into tally: inout BatchTally, digests: inout DigestBuffers,
      replaying walks: ReplayedWalks? = nil
    ) {
      digests.rewind()
      if let kernel {
        digests = tally.countingKernelRuns { [digests] counter in
          var sink = DigestSink(counter: counter, digests: digests)
          if let walks {
            kernel.play(runs: runs, of: seed, into: &sink, replaying: walks)
          } else {
            kernel.play(runs: runs, of: seed, into: &sink)
          }
          return sink.digests
        }
        return
      }
      let observer = TallyObserver(lineItems: config.lineItems.count)
      for run in runs {
        observer.tally.reset()
        Simulation(config: config, sources: sources, seed: Batch.runSeed(seed, run: run), observers: [observer]).run()
        tally.add(observer.tally, run: run)
        digests.append(observer.tally)
      }
    }
  }
}
