/// `optimize P` of a portfolio (decide2.md §5): each group optimized on its own (a request goes to one group, so
/// groups do not interact), with the same objective and constraints applied to its own summary, on runs of its
/// group seed; `--max-seconds` shared in proportion to traffic; then the gain a day over the groups.
package enum PortfolioOptimizer {
  /// One group to optimize: its place in the portfolio and the goal resolved against its config.
  package struct Job: Sendable {
    package var group: Int
    package var goal: OptimizationGoal

    package init(group: Int, goal: OptimizationGoal) {
      self.group = group
      self.goal = goal
    }
  }

  /// One `optimization` record per group optimized (with `group`), the `portfolioOptimization` record, and the
  /// portfolio's bytes with every changed group's config inline.
  package struct Outcome: Sendable {
    package var records: [OptimizationRecord]
    package var total: PortfolioOptimizationRecord
    package var portfolio: [UInt8]
    /// The groups whose best config differs from their config as it is, in order.
    package var changed: [String]
  }

  /// Optimizes each job's group as `request` says (its goal, seed and time limit replaced by the group's):
  /// `request.seed` is the portfolio's seed, each group playing its own (`Portfolio.groupSeed`); under
  /// `request.timeLimit` of S, group g (of the groups optimized, in order) must end by S × (w_1 + … + w_g) / W
  /// after the command's start, so each has its share of S in proportion to its traffic and a group that ends
  /// early leaves its time to the next. `bytes` is the portfolio file's.
  package static func optimize(
    _ portfolio: Portfolio, bytes: [UInt8], jobs: [Job], request: Optimizer.Request, registries: AdapterRegistries,
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws(ConfigWriteError) -> Outcome {
    let weight = jobs.reduce(Int128(0)) { $0 + Int128(portfolio.groups[$1.group].requestsPerDay) }
    var cumulative: Int128 = 0
    var records: [OptimizationRecord] = []
    var lines: [PortfolioOptimizationRecord.Group] = []
    var rewrite = PortfolioRewrite(bytes: bytes, portfolio: portfolio)
    var changed: [String] = []
    var gainPicos: Int128 = 0
    var gainVariance: Double? = 0
    for (number, job) in jobs.enumerated() {
      let group = portfolio.groups[job.group]
      cumulative += Int128(group.requestsPerDay)
      var groupRequest = request
      groupRequest.goal = job.goal
      groupRequest.seed = Portfolio.groupSeed(name: group.name, portfolioSeed: request.seed)
      groupRequest.timeLimit = request.timeLimit.map { limit in
        let deadline = limit.start &+ UInt64(Double(limit.nanoseconds) * Double(cumulative) / Double(weight))
        let now = limit.clock.nanoseconds(afterRuns: 0)
        return TimeLimit(clock: limit.clock, start: now, nanoseconds: deadline > now ? deadline - now : 0)
      }
      let offset = number * request.candidates
      let report = progress.map { progress in { @Sendable (count: Int) in progress(offset + count) } }
      let outcome = try Optimizer.optimize(
        group.config, bytes: group.bytes, request: groupRequest, registry: registries.registry(of: group.config),
        progress: report)
      var record = outcome.record
      record.seq = number
      record.group = group.name
      records.append(record)
      lines.append(
        PortfolioOptimizationRecord.Group(
          name: group.name, difference: record.difference, requestsPerDay: group.requestsPerDay,
          changes: record.changes.count, feasible: record.feasible))
      if outcome.config != group.bytes {
        changed.append(group.name)
        try rewrite.inline(outcome.config, group: job.group)
      }
      // USD a day in millionths of a millionth: w × Σd × 1,000 / runs of each group, rounded there.
      if let revenue = outcome.revenue, revenue.runs > 0 {
        gainPicos += Self.rounded(
          Int128(group.requestsPerDay) * revenue.nanos * 1_000, over: Int128(revenue.runs))
        let scale = Double(group.requestsPerDay) / 1_000
        gainVariance = revenue.variance.flatMap { v in gainVariance.map { $0 + v * scale * scale } }
      } else {
        gainVariance = nil
      }
    }
    var total = PortfolioOptimizationRecord(objective: request.goal.objective.path, groups: lines)
    // The gain a day is revenue's: shown when the objective is revenue per 1,000 requests.
    if request.goal.objective.path == "." + SummaryRecord.Field.revenuePer1000Requests.key {
      let value = WideDecimal(micros: Self.rounded(gainPicos, over: 1_000_000))
      total.revenuePerDay = PortfolioOptimizationRecord.Gain(
        value: value, ci95: gainVariance.map { WideInterval(around: value, variance: $0) })
    }
    total.seq = jobs.count
    return Outcome(records: records, total: total, portfolio: try rewrite.patched(), changed: changed)
  }

  /// `numerator / denominator` (the denominator positive) rounded half away from zero.
  static func rounded(_ numerator: Int128, over denominator: Int128) -> Int128 {
    let magnitude = (numerator.magnitude * 2 + denominator.magnitude) / (denominator.magnitude * 2)
    return numerator < 0 ? -Int128(magnitude) : Int128(magnitude)
  }
}
