// Portfolio/: a portfolio's batch (decide2.md §5): each group played on its own seed, the traffic-weighted
// totals, and the split of groups × runs over shards.

extension PortfolioRecord {
  /// The record of a portfolio whose groups played `runs` runs each: `parts[g]` the exact sums of group g's runs
  /// (of its base world), in the portfolio's order.
  ///
  /// With W = Σ w_g (w_g the group's requests a day): a total rate is Σ w_g x_g / W, computed from the exact sums;
  /// USD a day is Σ w_g × revenue per 1,000 requests / 1,000; an interval is normal with variance
  /// Σ (w_g / W)² v_g, v_g the variance of the group's mean as its own summary's interval computes it (a fill
  /// rate's p(1 − p)/n); a total percentile is the smallest latency L with Σ w_g C_g(L) ≥ p · W · R, C_g(L) the
  /// runs of g at most L, in exact integers.
  package init(portfolio: Portfolio, seed: UInt64, runs: Int, parts: [PartialResult]) {
    self.init(
      groups: portfolio.groups.map { ($0.name, $0.requestsPerDay) }, seed: seed, runs: runs,
      sums: parts.map { GroupSums($0.tally) })
  }

  /// The same from each group's exact sums, `sums[g]` of group g's runs.
  package init(portfolio: Portfolio, seed: UInt64, runs: Int, sums: [GroupSums]) {
    self.init(groups: portfolio.groups.map { ($0.name, $0.requestsPerDay) }, seed: seed, runs: runs, sums: sums)
  }

  /// What the totals need of a group's runs, kept once the group is played (its tally, with two dense latency
  /// histograms of half a MiB each, is not: a portfolio holds up to 10,000 groups).
  package struct GroupSums: Sendable {
    var filled: Int
    var revenueNanos: Int128
    var revenueSquares: Int128
    /// Every latency seen and how many runs had it, ascending; and how many runs they count.
    var latency: [(latencyMs: Int64, count: Int)]
    var latencyRuns: Int
    var latencySum: Int128
    var latencySquares: Int128
    var latencySummary: LatencySummary?

    init(_ tally: BatchTally) {
      filled = tally.counts[.filled]
      revenueNanos = tally.revenueNanos
      revenueSquares = tally.revenueSquares
      latency = tally.latency.entries
      latencyRuns = tally.latency.total
      (latencySum, latencySquares) = tally.latency.sums
      latencySummary = tally.latency.summary()
    }
  }

  /// The record of groups named with their requests a day, `sums[g]` group g's exact sums.
  init(groups named: [(name: String, requestsPerDay: Int64)], seed: UInt64, runs: Int, sums: [GroupSums]) {
    precondition(sums.count == named.count && runs >= 1, "one complete group's sums a group")
    runsPerGroup = runs
    self.seed = seed
    let weights = named.map { Int128($0.requestsPerDay) }
    let totalWeight = weights.reduce(0, +)
    let r = Int128(runs)
    let n = Double(runs)
    let z = Double(totalWeight)
    var filledWeighted: Int128 = 0
    var revenueWeighted: Int128 = 0
    var latencyWeighted: Int128 = 0
    var fillVariance = 0.0
    var revenueVariance = 0.0
    var latencyVariance = 0.0
    var allHaveLatency = true
    groups = []
    for (index, group) in named.enumerated() {
      let tally = sums[index]
      let w = weights[index]
      let share = Double(w) / z
      let filled = Int128(tally.filled)
      filledWeighted += w * filled
      revenueWeighted += w * tally.revenueNanos
      let p = Double(filled) / n
      fillVariance += share * share * p * (1 - p) / n
      revenueVariance +=
        share * share
        * Self.varianceOfMean(
          sum: tally.revenueNanos, squares: tally.revenueSquares, count: runs, scale: 1e-6)
      let summary = tally.latencySummary
      if tally.latencyRuns == runs {
        let (sum, squares) = (tally.latencySum, tally.latencySquares)
        latencyWeighted += w * sum
        latencyVariance += share * share * Self.varianceOfMean(sum: sum, squares: squares, count: runs, scale: 1)
      } else {
        allHaveLatency = false
      }
      groups.append(
        Group(
          name: group.name, requestsPerDay: group.requestsPerDay,
          share: DecimalNumber(fraction: w, over: totalWeight),
          fillRate: DecimalNumber(fraction: filled, over: r),
          revenuePer1000Requests: DecimalNumber(fraction: tally.revenueNanos, over: r * 1_000_000),
          revenuePerDay: WideDecimal(fraction: w * tally.revenueNanos, over: r * 1_000_000_000),
          latencyMean: summary?.mean, latencyP90: summary?.p90))
    }
    let fill = DecimalNumber(fraction: filledWeighted, over: totalWeight * r)
    let revenue = WideDecimal(fraction: revenueWeighted, over: totalWeight * r * 1_000_000)
    let perDay = WideDecimal(fraction: revenueWeighted, over: r * 1_000_000_000)
    let perDayScale = z / 1000
    var total = Total(
      requestsPerDay: Int64(totalWeight), fillRate: fill,
      fillRateCI95: WideInterval(
        around: WideDecimal(micros: Int128(fill.micros)), variance: fillVariance, within: 0...1),
      revenuePer1000Requests: DecimalNumber(micros: Int64(revenue.micros)),
      revenuePer1000RequestsCI95: WideInterval(around: revenue, variance: revenueVariance),
      revenuePerDay: perDay,
      revenuePerDayCI95: WideInterval(around: perDay, variance: revenueVariance * perDayScale * perDayScale))
    if allHaveLatency {
      let mean = DecimalNumber(fraction: latencyWeighted, over: totalWeight * r)
      total.latencyMean = mean
      total.latencyMeanCI95 = WideInterval(around: WideDecimal(micros: Int128(mean.micros)), variance: latencyVariance)
      let percentiles = Self.percentiles([50, 90, 99], of: sums.map(\.latency), weights: weights, runs: r)
      total.latencyP50 = percentiles[0]
      total.latencyP90 = percentiles[1]
      total.latencyP99 = percentiles[2]
    }
    self.total = total
  }

  /// The variance of the mean of `count` values from their exact sum and sum of squares, each value `scale` of
  /// the unit (the sample variance over n − 1, divided by n, as `BatchTally.meanInterval` computes it); 0 for
  /// fewer than two values.
  static func varianceOfMean(sum: Int128, squares: Int128, count: Int, scale: Double) -> Double {
    guard count > 1 else { return 0 }
    return BatchTally.sampleVariance(sum: sum, squares: squares, count: count) / Double(count) * scale * scale
  }

  /// For each p of `percents`, the smallest latency L with Σ w_g C_g(L) × 100 ≥ p × W × R, exactly: the histograms
  /// walked together in ascending latency.
  static func percentiles(
    _ percents: [Int], of histograms: [[(latencyMs: Int64, count: Int)]], weights: [Int128], runs: Int128
  ) -> [Int64?] {
    let totalWeight = weights.reduce(0, +)
    var events: [(latency: Int64, weight: Int128)] = []
    for (index, histogram) in histograms.enumerated() {
      for entry in histogram { events.append((entry.latencyMs, weights[index] * Int128(entry.count))) }
    }
    events.sort { $0.latency < $1.latency }
    var answers: [Int64?] = Array(repeating: nil, count: percents.count)
    var seen: Int128 = 0
    var next = 0
    var position = 0
    while position < events.count, next < percents.count {
      let latency = events[position].latency
      while position < events.count, events[position].latency == latency {
        seen += events[position].weight
        position += 1
      }
      while next < percents.count, seen * 100 >= Int128(percents[next]) * totalWeight * runs {
        answers[next] = latency
        next += 1
      }
    }
    return answers
  }
}
