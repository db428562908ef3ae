/// How `--shard I/N` splits a portfolio's work (decide2.md §5): the items are (g, k) for groups in list order and
/// runs k = 0 … R−1; item (g, k) costs c_g = (line items reached per run + 1) × the group's worlds × (40 when its
/// config plays on the trace engine, else 1), the line items reached being what compiling the group's config
/// expects. Shard I plays the items whose cumulative cost, taken at the item's middle, lies in
/// [(I − 1)·C/N, I·C/N), C the total: each group's runs in a shard are one contiguous range, and the N shards cover
/// every item exactly once.
package struct PortfolioShardPlan: Equatable, Sendable {
  /// Each group's cost per run, in millionths (exact integers, so that every machine cuts the same items).
  package var costs: [Int128]
  package var runs: Int

  /// The cost of playing one run on the trace engine, against one on the kernel.
  package static let engineFactor: Int128 = 40

  /// The plan of `portfolio`'s groups, each compiled to know its cost.
  package init(_ portfolio: Portfolio, runs: Int, registries: AdapterRegistries) {
    self.runs = runs
    costs = portfolio.groups.map { group in
      let config = group.config
      let sources = AdSourceTable(config: config, registry: config.registry(adding: registries.registry(of: config)))
      let worlds = Int128(config.worlds.count)
      guard let kernel = KernelCompiler.compile(config, sources: sources) else {
        return Int128(config.lineItems.count + 1) * 1_000_000 * worlds * Self.engineFactor
      }
      return Int128(((kernel.expectedLineItemsReached + 1) * 1_000_000).rounded()) * worlds
    }
  }

  /// A plan of these costs (millionths per run), for tests.
  package init(costs: [Int128], runs: Int) {
    self.costs = costs
    self.runs = runs
  }

  /// The runs of each group shard `shard` plays (empty where it plays none).
  package func ranges(of shard: ShardSelection) -> [Range<Int>] {
    let n = Int128(shard.count)
    let total = costs.reduce(0, +) * Int128(runs)
    let r = Int128(runs)
    var before: Int128 = 0
    return costs.map { cost in
      defer { before += cost * r }
      // Item k's middle, doubled: 2·before + (2k + 1)·cost; it is in shard I when
      // 2(I − 1)·C ≤ N·(2·before + (2k + 1)·cost) < 2I·C. The first k at or past a bound b (doubled, over N):
      func first(atLeast bound: Int128) -> Int128 {
        // Smallest k with N·(2·before + (2k + 1)·cost) ≥ bound.
        let needed = bound - n * (2 * before + cost)
        guard needed > 0 else { return 0 }
        let step = 2 * n * cost
        return min((needed + step - 1) / step, r)
      }
      let low = first(atLeast: 2 * Int128(shard.index - 1) * total)
      let high = first(atLeast: 2 * Int128(shard.index) * total)
      return Int(low)..<Int(max(low, high))
    }
  }
}

extension MonteCarloKernel {
  /// The line items a run is expected to reach: every bidder (each is asked for a bid), and each waterfall step
  /// reached with the probability that no step before it won. A step wins with the probability of a fill in time
  /// whose verdict wins; a priced network (a valuation) is taken to fill half the time, a cost model's guess.
  var expectedLineItemsReached: Double {
    var reached = Double(bidders.count)
    var stillWalking = 1.0
    for index in 0..<walkCount {
      reached += stillWalking
      let step = steps[index]
      let base = index * Step.slots
      let win: Double
      if !step.drawsAnswer {
        win = verdicts[base + Step.immediate].wins ? 1 : 0
      } else {
        let inTime: Double
        switch step.load.latency {
        case .fixed(let latency): inTime = latency <= step.timeoutMs ? 1 : 0
        case .uniform(let low, let high):
          let within = max(0, min(high, step.timeoutMs) - low + 1)
          inTime = Double(within) / Double(high - low + 1)
        }
        let fills: Double
        switch step.load.decision {
        case .always(let outcome): fills = outcome == .fill ? 1 : 0
        case .fillRate(let rate): fills = step.priced ? 0.5 * rate : rate
        }
        win = verdicts[base + Step.slot(.fill, late: false)].wins ? fills * inTime : 0
      }
      stillWalking *= 1 - win
    }
    return reached
  }
}
