/// The counts of a batch of runs: every figure of the `summary` record
/// derives from them, they never grow with the number of runs, and the
/// counts of disjoint batches (threads, shards) add up exactly to the
/// counts of the whole.
///
/// The counters are the cases of `RunCount` and `LineItemCount`; revenue is
/// summed exactly, run by run, from the price each impression was paid.
struct BatchTally: Equatable {
  /// The line items' labels and eCPMs, in config order, which the summary names them by.
  let lineItems: [LineItemIdentity]
  var counts = SummaryCounts<RunCount>()
  /// `LineItemCount.allCases.count` counters per line item, in config order.
  private var lineItemCounts: [Int]
  /// Revenue in billionths of a USD: an impression paid a price of p USD
  /// CPM earns p × 10^6 of them, p's micro-dollars of CPM.
  var revenueNanos: Int128 = 0
  /// By line item, in config order.
  var lineItemRevenueNanos: [Int128]
  var latency = LatencyHistogram()
  /// The severity of each rule in this batch (the config's, or the shards').
  var severities: RuleSeverities
  /// By rule number: how often it was broken, and the first run (by its
  /// index in the batch) that broke it (`Int.max`: none).
  var ruleCounts = Array(repeating: 0, count: ContractRules.all.count)
  var ruleFirstRuns = Array(repeating: Int.max, count: ContractRules.all.count)

  /// What names a line item in the summary.
  struct LineItemIdentity: Equatable {
    var label: String
    var ecpm: DecimalNumber
  }

  private static let stride = LineItemCount.allCases.count

  init(lineItems: [LineItemIdentity], severities: RuleSeverities) {
    self.lineItems = lineItems
    self.severities = severities
    lineItemCounts = Array(repeating: 0, count: lineItems.count * Self.stride)
    lineItemRevenueNanos = Array(repeating: 0, count: lineItems.count)
  }

  init(config: WaterfallConfig) {
    self.init(
      lineItems: config.lineItems.map { LineItemIdentity(label: $0.label, ecpm: $0.ecpm) },
      severities: config.ruleSeverities)
  }

  /// Line item `lineItem`'s counter `count`.
  subscript(lineItem: Int, count: LineItemCount) -> Int {
    get { lineItemCounts[lineItem &* Self.stride &+ count.rawValue] }
    set { lineItemCounts[lineItem &* Self.stride &+ count.rawValue] = newValue }
  }

  /// The counters of line item `lineItem`.
  func counts(ofLineItem lineItem: Int) -> SummaryCounts<LineItemCount> {
    var counts = SummaryCounts<LineItemCount>()
    for count in LineItemCount.allCases { counts[count] = self[lineItem, count] }
    return counts
  }

  /// Counts one load of `lineItem` that ended with `outcome` after `latencyMs`.
  @inline(__always)
  mutating func countLoad(of lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64) {
    self[lineItem, .attempts] += 1
    self[lineItem, .waitMs] += Int(latencyMs)
    self[lineItem, LineItemCount.counting(outcome)] += 1
  }

  /// Counts `count` breaches of rule number `rule` in run `run`.
  @inline(__always)
  mutating func countRule(_ rule: Int, _ count: Int, inRun run: Int) {
    ruleCounts[rule] += count
    if run < ruleFirstRuns[rule] { ruleFirstRuns[rule] = run }
  }

  /// The first run (by its index in the batch) that broke a rule of severity `error`.
  var firstViolatingRun: Int? {
    let first = ruleFirstRuns.indices.filter { severities[$0] == .error }.map { ruleFirstRuns[$0] }.min()
    return first.flatMap { $0 == Int.max ? nil : $0 }
  }

  /// Counts run `run` of the batch, which the engine played.
  mutating func add(_ tally: RunTally, run: Int) {
    for (index, load) in tally.loads.enumerated() {
      guard let load else { continue }
      countLoad(of: index, load.outcome, latencyMs: load.latencyMs)
    }
    for (rule, count) in tally.ruleCounts.enumerated() where count > 0 {
      countRule(rule, count, inRun: run)
    }
    let lifecycle = MonteCarloKernel.Lifecycle(
      presented: tally.presented, impressions: tally.impressions, clicks: tally.clicks,
      rewardGranted: tally.rewardGranted)
    countEnd(
      ofRun: run, winner: tally.winner, price: tally.price, lifecycle: lifecycle, violations: tally.violations,
      warnings: tally.warnings, latencyMs: tally.waterfallLatencyMs)
  }

  /// Counts how run `run` ended (its loads are counted as they happen), for
  /// the engine and the kernel alike: `lifecycle` is the winner's, and
  /// counts only when there is one; an impression earns the winner's `price`.
  @inline(__always)
  mutating func countEnd(
    ofRun run: Int, winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, violations: Int,
    warnings: Int, latencyMs: Int64
  ) {
    counts[.runs] += 1
    latency.add(latencyMs)
    counts[.violations] += violations
    counts[.warnings] += warnings
    guard let winner else { return }
    counts[.filled] += 1
    self[winner, .wins] += 1
    counts[.impressions] += lifecycle.impressions
    counts[.clicks] += lifecycle.clicks
    if lifecycle.presented { counts[.presented] += 1 }
    if lifecycle.rewardGranted { counts[.rewarded] += 1 }
    if lifecycle.impressions > 0 {
      self[winner, .impressions] += 1
      revenueNanos += Int128(price.micros)
      lineItemRevenueNanos[winner] += Int128(price.micros)
    } else if lifecycle.presented {
      counts[.impressionsLost] += 1
      self[winner, .impressionsLost] += 1
    }
  }

  /// Adds the counts of a disjoint batch of the same waterfall; false
  /// (and the tally unchanged) when a count would pass `Int.max`, which
  /// only counts read from files can make happen.
  @discardableResult
  mutating func merge(_ other: BatchTally) -> Bool {
    var merged = self
    guard merged.counts.add(other.counts) else { return false }
    for index in lineItemCounts.indices {
      let (sum, overflow) = lineItemCounts[index].addingReportingOverflow(other.lineItemCounts[index])
      guard !overflow else { return false }
      merged.lineItemCounts[index] = sum
    }
    merged.revenueNanos += other.revenueNanos
    for index in lineItemRevenueNanos.indices {
      merged.lineItemRevenueNanos[index] += other.lineItemRevenueNanos[index]
    }
    merged.latency.merge(other.latency)
    for rule in ruleCounts.indices {
      let (sum, overflow) = ruleCounts[rule].addingReportingOverflow(other.ruleCounts[rule])
      guard !overflow else { return false }
      merged.ruleCounts[rule] = sum
      merged.ruleFirstRuns[rule] = min(ruleFirstRuns[rule], other.ruleFirstRuns[rule])
    }
    self = merged
    return true
  }

  /// The summary record of the batch (`shard` says which slice it is, if one).
  func summary(shard: SummaryRecord.Shard?) -> SummaryRecord {
    let runs = counts[.runs]
    let filled = counts[.filled]
    let items = lineItems.indices.map { index in
      let counts = counts(ofLineItem: index)
      return LineItemSummary(
        lineItem: lineItems[index].label, ecpm: lineItems[index].ecpm, counts: counts,
        winShare: Self.ratio(counts[.wins], filled),
        revenue: DecimalNumber(fraction: lineItemRevenueNanos[index], over: 1_000_000_000),
        meanWaitMs: counts[.attempts] == 0
          ? nil : DecimalNumber(fraction: Int128(counts[.waitMs]), over: Int128(counts[.attempts])))
    }
    var sums: SummaryRecord.Sums?
    if shard != nil {
      sums = SummaryRecord.Sums(revenueNanos: revenueNanos, lineItemRevenueNanos: lineItemRevenueNanos)
    }
    let rules = ruleCounts.indices.compactMap { rule -> RuleSummary? in
      guard ruleCounts[rule] > 0 else { return nil }
      return RuleSummary(
        rule: ContractRules.names[rule], severity: severities[rule], count: ruleCounts[rule],
        firstRun: ruleFirstRuns[rule])
    }
    return SummaryRecord(
      counts: counts, shard: shard, sums: sums, fillRate: Self.ratio(filled, runs),
      fillRateCI95: Self.wilsonInterval(successes: filled, trials: runs),
      revenue: DecimalNumber(fraction: revenueNanos, over: 1_000_000_000),
      revenuePer1000Requests: runs == 0
        ? DecimalNumber(micros: 0) : DecimalNumber(fraction: revenueNanos, over: Int128(runs) * 1_000_000),
      latencyMs: latency.summary(), lineItems: items, rules: rules)
  }

  private static func ratio(_ part: Int, _ whole: Int) -> DecimalNumber {
    whole == 0 ? DecimalNumber(micros: 0) : DecimalNumber(fraction: Int128(part), over: Int128(whole))
  }

  /// The 95 % Wilson score interval of a proportion, to six decimals.
  static func wilsonInterval(successes: Int, trials: Int) -> SummaryRecord.Interval {
    guard trials > 0 else {
      return SummaryRecord.Interval(low: DecimalNumber(micros: 0), high: DecimalNumber(micros: 0))
    }
    let z = 1.959_963_984_540_054
    let n = Double(trials)
    let p = Double(successes) / n
    let denominator = 1 + z * z / n
    let center = (p + z * z / (2 * n)) / denominator
    let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / denominator
    func micros(_ value: Double) -> DecimalNumber {
      DecimalNumber(micros: Int64((min(max(value, 0), 1) * 1_000_000).rounded()))
    }
    return SummaryRecord.Interval(low: micros(center - half), high: micros(center + half))
  }
}
