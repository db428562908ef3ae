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
    /// Each side's exact sums, when the runs were played here (not merged from shards): a portfolio's totals.
    var tallies: (a: BatchTally, b: BatchTally)? = nil
  }

  /// How many runs a thread plays of one config before it plays them of the other.
  static let chunk = 1 << 10

  /// `useKernel` false plays both on the engine (the differential test);
  /// `sumsAlikeRunsOnce` false pairs every value of every run (`PairedSums`'s test).
  static func play(
    _ a: WaterfallConfig, _ b: WaterfallConfig, seed: UInt64, plan: BatchPlan, registries: AdapterRegistries,
    useKernel: Bool = true, sumsAlikeRunsOnce: Bool = true, progress: (@Sendable (Int) -> Void)? = nil,
    cancellation: BatchCancellation? = nil
  ) -> Played {
    var pairing = Pairing(a, b, registries: registries, useKernel: useKernel, sumsAlikeRunsOnce: sumsAlikeRunsOnce)
    pairing.play(runs: plan.range, seed: seed, jobs: plan.jobs, progress: progress, cancellation: cancellation)
    return pairing.played(shard: plan.shard, batchRuns: plan.runs)
  }

  /// One side's exact revenue over the runs played, and the sum of each run's revenue squared (billionths of a
  /// USD): the per-request mean and variance `plan` needs (decide2.md §7).
  struct RevenueSums: Equatable {
    var runs: Int
    var nanos: Int128
    var squares: Int128
  }

  /// `play` for `plan`: the comparison, each side's revenue sums, and each run's revenue written into `revenues`
  /// when given (its range must be the plan's).
  static func playForPlan(
    _ a: WaterfallConfig, _ b: WaterfallConfig, seed: UInt64, plan: BatchPlan, registries: AdapterRegistries,
    revenues: RunRevenues?, progress: (@Sendable (Int) -> Void)? = nil
  ) -> (played: Played, revenueA: RevenueSums, revenueB: RevenueSums) {
    precondition(revenues.map { $0.runs == plan.range } ?? true, "the revenues kept are those of the runs played")
    var pairing = Pairing(a, b, registries: registries)
    pairing.play(runs: plan.range, seed: seed, jobs: plan.jobs, progress: progress, revenues: revenues)
    let sums = pairing.revenueSums
    return (pairing.played(shard: plan.shard, batchRuns: plan.runs), sums.a, sums.b)
  }

  /// Two configs ready to be played paired, and what the runs played so far
  /// came to: played in one go (`Comparator.play`), or in rounds that add
  /// up to what one go gives (the optimiser's holdout under `--max-seconds`).
  struct Pairing {
    let a: WaterfallConfig
    let b: WaterfallConfig
    private let sideA: Side
    private let sideB: Side
    private let pairs: [(a: Int, b: Int)]
    private let pairOf: (a: [Int], b: [Int])
    /// The steps both kernels walk alike, whose runs B replays from A's walks.
    private let shared: SharedWalk?
    private let sumsAlikeRunsOnce: Bool
    private var totalA: BatchTally
    private var totalB: BatchTally
    private var paired: PairedSums
    /// The runs played so far.
    private(set) var runs = 0

    /// `cache`: what the kernel compiler learned of these line items before (the optimiser's candidates).
    init(
      _ a: WaterfallConfig, _ b: WaterfallConfig, registries: AdapterRegistries, useKernel: Bool = true,
      sumsAlikeRunsOnce: Bool = true, cache: LearnedCache? = nil
    ) {
      self.a = a
      self.b = b
      // Each side is played with its own platform's registry: compare takes an iOS and an Android config.
      let registryA = a.registry(adding: registries.registry(of: a))
      let registryB = b.registry(adding: registries.registry(of: b))
      let sideA = Side(config: a, registry: registryA, useKernel: useKernel, cache: cache)
      let sideB = Side(config: b, registry: registryB, useKernel: useKernel, cache: cache)
      let pairs = Comparator.pairs(a.lineItems.map(\.label), b.lineItems.map(\.label))
      let pairOf = PairedSums.pairOf(pairs, lineItemsA: a.lineItems.count, lineItemsB: b.lineItems.count)
      (self.sideA, self.sideB, self.pairs, self.pairOf) = (sideA, sideB, pairs, pairOf)
      if sumsAlikeRunsOnce, let kernelA = sideA.kernel, let kernelB = sideB.kernel {
        shared = SharedWalk(kernelA, kernelB, pairOfA: pairOf.a, pairOfB: pairOf.b)
      } else {
        shared = nil
      }
      self.sumsAlikeRunsOnce = sumsAlikeRunsOnce
      totalA = BatchTally(config: a)
      totalB = BatchTally(config: b)
      paired = PairedSums(pairs: pairs, banner: a.adUnit.format.traits.refreshes)
    }

    /// Plays `runs` of both, spread over `jobs` threads, and adds them to what was played.
    mutating func play(
      runs range: Range<Int>, seed: UInt64, jobs: Int, progress: (@Sendable (Int) -> Void)? = nil,
      cancellation: BatchCancellation? = nil, revenues: RunRevenues? = nil
    ) {
      let (a, b, sideA, sideB, pairs, pairOf, shared, sumsAlikeRunsOnce) =
        (a, b, sideA, sideB, pairs, pairOf, shared, sumsAlikeRunsOnce)
      let jobs = max(1, min(jobs, range.count))
      let done = Atomic<Int>(0)
      let parts = ParallelJobs.map(jobs) { job in
        let slice = (range.lowerBound + range.count * job / jobs)..<(range.lowerBound + range.count * (job + 1) / jobs)
        var tallyA = BatchTally(config: a)
        var tallyB = BatchTally(config: b)
        let banner = a.adUnit.format.traits.refreshes
        var paired = PairedSums(pairs: pairs, banner: banner, sumsAlikeRunsOnce: sumsAlikeRunsOnce)
        var runsA = DigestBuffers(pairOf: pairOf.a, runs: chunk, banner: banner)
        var runsB = DigestBuffers(pairOf: pairOf.b, runs: chunk, banner: banner)
        defer {
          runsA.free()
          runsB.free()
        }
        var start = slice.lowerBound
        // A cancelled comparison stops between chunks; its caller throws away what it played.
        while start < slice.upperBound, !cancellation.isCancelled {
          let end = min(start + chunk, slice.upperBound)
          sideA.play(runs: start..<end, seed: seed, into: &tallyA, digests: &runsA)
          let replay = shared.map { WalkReplay(walks: runsA, shared: $0) }
          sideB.play(runs: start..<end, seed: seed, into: &tallyB, digests: &runsB, replaying: replay)
          paired.add(runs: end - start, runsA, runsB)
          revenues?.keep(runs: start..<end, runsA, runsB)
          let total = done.add(end - start, ordering: .relaxed).newValue
          progress?(total)
          start = end
        }
        return (tallyA, tallyB, paired)
      }
      for (partA, partB, partPaired) in parts {
        totalA.merge(partA)
        totalB.merge(partB)
        paired.merge(partPaired)
      }
      runs += range.count
    }

    /// Each side's revenue sums over the runs played (`playForPlan`).
    var revenueSums: (a: RevenueSums, b: RevenueSums) {
      (
        RevenueSums(runs: runs, nanos: totalA.revenueNanos, squares: totalA.revenueSquares),
        RevenueSums(runs: runs, nanos: totalB.revenueNanos, squares: totalB.revenueSquares)
      )
    }

    /// What the runs played came to; `shard` says which slice of a batch of `batchRuns` runs they are, if one.
    func played(shard: ShardSelection?, batchRuns: Int) -> Played {
      // A shard's summaries say which shard they are, with their exact sums, as `simulate --shard` does.
      func shardOf(_ config: WaterfallConfig) -> SummaryRecord.Shard? {
        shard.map {
          SummaryRecord.Shard(index: $0.index, count: $0.count, runs: batchRuns, config: config.identity.hex)
        }
      }
      return Played(
        a: Batch.result(of: totalA, shard: shardOf(a), usedKernel: sideA.kernel != nil),
        b: Batch.result(of: totalB, shard: shardOf(b), usedKernel: sideB.kernel != nil), paired: paired,
        tallies: (totalA, totalB))
    }
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

    init(config: WaterfallConfig, registry: AdapterRegistry, useKernel: Bool, cache: LearnedCache?) {
      self.config = config
      sources = AdSourceTable(config: config, registry: registry)
      // A banner's refreshes are not paired run by run on the kernel (its digest is of one request): the engine plays them.
      let refreshes = config.adUnit.format.traits.refreshes && config.app.viewForMs > 0
      kernel = useKernel && !refreshes ? KernelCompiler.compile(config, sources: sources, cache: cache) : nil
    }

    /// Plays `runs`, counting them into `tally` and digesting each into
    /// `digests`; those `replay` covers are replayed from the other side's walks.
    func play(
      runs: Range<Int>, seed: UInt64, into tally: inout BatchTally, digests: inout DigestBuffers,
      replaying replay: WalkReplay? = nil
    ) {
      digests.rewind()
      if let kernel {
        digests = tally.countingKernelRuns { [digests] counter in
          var sink = DigestSink(counter: counter, digests: digests)
          if let replay {
            replay.play(runs: runs, of: seed, on: kernel, into: &sink)
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
        Simulation(config: config, sources: sources, seed: SeedTree.run(run, of: seed), observers: [observer]).run()
        tally.add(observer.tally, run: run)
        digests.append(observer.tally)
      }
    }
  }
}
