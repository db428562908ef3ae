/// The counts of a batch of runs: every figure of the `summary` record
/// derives from them, they never grow with the number of runs, and the
/// counts of disjoint batches (threads, shards) add up exactly to the
/// counts of the whole.
struct BatchTally: Equatable {
  /// What one line item came to over the batch.
  struct LineItemCounts: Equatable {
    var label: String
    var ecpm: DecimalNumber
    var attempts = 0
    var fills = 0
    var noFills = 0
    var errors = 0
    var timeouts = 0
    var wins = 0
    /// Wins that showed an impression: what revenue counts.
    var impressions = 0
    /// Wins presented without an impression: revenue the adapter lost.
    var impressionsLost = 0
    /// Milliseconds the SDK spent waiting on this line item's loads.
    var waitMs: Int64 = 0

    init(label: String, ecpm: DecimalNumber) {
      self.label = label
      self.ecpm = ecpm
    }

    mutating func count(_ outcome: LoadResultOutcome, latencyMs: Int64) {
      attempts += 1
      waitMs += latencyMs
      switch outcome {
      case .fill: fills += 1
      case .noFill: noFills += 1
      case .timeout: timeouts += 1
      case .error, .adapterNotFound, .formatNotSupported, .ineligible: errors += 1
      }
    }

    mutating func add(_ other: LineItemCounts) {
      attempts += other.attempts
      fills += other.fills
      noFills += other.noFills
      errors += other.errors
      timeouts += other.timeouts
      wins += other.wins
      impressions += other.impressions
      impressionsLost += other.impressionsLost
      waitMs += other.waitMs
    }
  }

  var runs = 0
  var filled = 0
  var presented = 0
  var rewarded = 0
  var impressions = 0
  var impressionsLost = 0
  var clicks = 0
  var violations = 0
  var latency = LatencyHistogram()
  var lineItems: [LineItemCounts]
  /// The first run (by its index in the batch) with a contract violation;
  /// not part of the summary, for `--strict` to point at.
  var firstViolatingRun: Int?

  init(lineItems: [LineItemCounts]) {
    self.lineItems = lineItems
  }

  init(config: WaterfallConfig) {
    self.init(lineItems: config.lineItems.map { LineItemCounts(label: $0.label, ecpm: $0.ecpm) })
  }

  /// Counts run `run` of the batch, which the engine played.
  mutating func add(_ tally: RunTally, run: Int) {
    for (index, load) in tally.loads.enumerated() {
      guard let load else { continue }
      lineItems[index].count(load.outcome, latencyMs: load.latencyMs)
    }
    let lifecycle = MonteCarloKernel.Lifecycle(
      presented: tally.presented, impressions: tally.impressions, clicks: tally.clicks,
      rewardGranted: tally.rewardGranted)
    countEnd(
      ofRun: run, winner: tally.winner, lifecycle: lifecycle, violations: tally.violations,
      latencyMs: tally.waterfallLatencyMs)
  }

  /// Counts how run `run` ended (its loads are counted as they happen), for
  /// the engine and the kernel alike: `lifecycle` is the winner's, and
  /// counts only when there is one.
  @inline(__always)
  mutating func countEnd(
    ofRun run: Int, winner: Int?, lifecycle: MonteCarloKernel.Lifecycle, violations: Int, latencyMs: Int64
  ) {
    runs += 1
    latency.add(latencyMs)
    if violations > 0 {
      self.violations += violations
      if firstViolatingRun == nil { firstViolatingRun = run }
    }
    guard let winner else { return }
    filled += 1
    lineItems[winner].wins += 1
    impressions += lifecycle.impressions
    clicks += lifecycle.clicks
    if lifecycle.presented { presented += 1 }
    if lifecycle.rewardGranted { rewarded += 1 }
    if lifecycle.impressions > 0 {
      lineItems[winner].impressions += 1
    } else if lifecycle.presented {
      impressionsLost += 1
      lineItems[winner].impressionsLost += 1
    }
  }

  /// Adds the counts of a disjoint batch of the same waterfall.
  mutating func merge(_ other: BatchTally) {
    runs += other.runs
    filled += other.filled
    presented += other.presented
    rewarded += other.rewarded
    impressions += other.impressions
    impressionsLost += other.impressionsLost
    clicks += other.clicks
    violations += other.violations
    latency.merge(other.latency)
    if let run = other.firstViolatingRun, firstViolatingRun.map({ run < $0 }) ?? true { firstViolatingRun = run }
    for index in lineItems.indices {
      lineItems[index].add(other.lineItems[index])
    }
  }

  /// The summary record of the batch (`shard` says which slice it is, if one).
  func summary(shard: SummaryRecord.Shard?) -> SummaryRecord {
    // Revenue is exact in billionths of a USD: each paid impression earns eCPM / 1000.
    var revenueNanos: Int128 = 0
    var items: [LineItemSummary] = []
    for item in lineItems {
      let nanos = Int128(item.ecpm.micros) * Int128(item.impressions)
      revenueNanos += nanos
      items.append(
        LineItemSummary(
          lineItem: item.label, ecpm: item.ecpm, attempts: item.attempts, fills: item.fills, noFills: item.noFills,
          errors: item.errors, timeouts: item.timeouts, wins: item.wins,
          winShare: Self.ratio(item.wins, filled), impressions: item.impressions,
          impressionsLost: item.impressionsLost, revenue: DecimalNumber(fraction: nanos, over: 1_000_000_000),
          waitMs: item.waitMs,
          meanWaitMs: item.attempts == 0
            ? nil : DecimalNumber(fraction: Int128(item.waitMs), over: Int128(item.attempts))
        ))
    }
    return SummaryRecord(
      runs: runs, shard: shard, filled: filled, fillRate: Self.ratio(filled, runs),
      fillRateCI95: Self.wilsonInterval(successes: filled, trials: runs), presented: presented, rewarded: rewarded,
      impressions: impressions, impressionsLost: impressionsLost, clicks: clicks, violations: violations,
      revenue: DecimalNumber(fraction: revenueNanos, over: 1_000_000_000),
      revenuePer1000Requests: runs == 0
        ? DecimalNumber(micros: 0) : DecimalNumber(fraction: revenueNanos, over: Int128(runs) * 1_000_000),
      latencyMs: latency.summary(), lineItems: items)
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
