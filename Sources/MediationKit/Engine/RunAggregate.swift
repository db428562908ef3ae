/// Running totals over a batch of runs, merged across threads into a summary.
struct RunAggregate {
  var runs = 0
  var filled = 0
  var presented = 0
  var rewarded = 0
  var impressions = 0
  var clicks = 0
  var violations = 0
  /// Sum of the winning eCPM in micros over runs with an impression.
  var ecpmMicrosServed: Int64 = 0
  var latencies: [Int64] = []
  var lineItems: [LineItemSummary]

  init(config: WaterfallConfig) {
    lineItems = config.lineItems.map {
      LineItemSummary(lineItem: $0.label, attempts: 0, fills: 0, noFills: 0, errors: 0, timeouts: 0, wins: 0)
    }
  }

  mutating func add(_ tally: RunTally, attempts: [LoadAttempt], config: WaterfallConfig) {
    runs += 1
    if tally.filled { filled += 1 }
    if tally.presented { presented += 1 }
    if tally.rewardGranted { rewarded += 1 }
    impressions += tally.impressions
    clicks += tally.clicks
    violations += tally.violations
    latencies.append(tally.waterfallLatencyMs)
    if let winner = tally.winner {
      lineItems[winner].wins += 1
      if tally.impressions > 0 { ecpmMicrosServed += config.lineItems[winner].ecpm.micros }
    }
    for (index, attempt) in attempts.enumerated() {
      guard let outcome = attempt.outcome else { continue }
      lineItems[index].attempts += 1
      switch outcome {
      case .fill: lineItems[index].fills += 1
      case .noFill: lineItems[index].noFills += 1
      case .timeout: lineItems[index].timeouts += 1
      case .error, .adapterNotFound, .formatNotSupported: lineItems[index].errors += 1
      }
    }
  }

  mutating func merge(_ other: RunAggregate) {
    runs += other.runs
    filled += other.filled
    presented += other.presented
    rewarded += other.rewarded
    impressions += other.impressions
    clicks += other.clicks
    violations += other.violations
    ecpmMicrosServed += other.ecpmMicrosServed
    latencies += other.latencies
    for index in lineItems.indices {
      lineItems[index].attempts += other.lineItems[index].attempts
      lineItems[index].fills += other.lineItems[index].fills
      lineItems[index].noFills += other.lineItems[index].noFills
      lineItems[index].errors += other.lineItems[index].errors
      lineItems[index].timeouts += other.lineItems[index].timeouts
      lineItems[index].wins += other.lineItems[index].wins
    }
  }

  func summary() -> SummaryRecord {
    SummaryRecord(
      runs: runs, filled: filled, presented: presented, rewarded: rewarded, impressions: impressions, clicks: clicks,
      violations: violations,
      fillRate: DecimalNumber(micros: LatencySummary.ratioMicros(Int64(filled), Int64(runs))),
      latencyMs: LatencySummary(sorted: latencies.sorted()),
      // eCPM is per thousand impressions; micros / 1000, rounded half up.
      revenue: DecimalNumber(micros: (ecpmMicrosServed + 500) / 1000),
      lineItems: lineItems)
  }
}
