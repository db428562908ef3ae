/// Running totals over a batch of runs, merged across threads into a summary.
///
/// Its size depends on the config, never on the number of runs, and every
/// sum that can outgrow 64 bits is kept in 128.
struct RunAggregate {
  var runs = 0
  var filled = 0
  var presented = 0
  var rewarded = 0
  var impressions = 0
  var clicks = 0
  var violations = 0
  var latency = LatencyHistogram()
  var lineItems: [LineItemSummary]
  /// Per line item, the runs it won and showed an impression in: what revenue counts.
  var paidWins: [Int]

  init(config: WaterfallConfig) {
    lineItems = config.lineItems.map {
      LineItemSummary(lineItem: $0.label, attempts: 0, fills: 0, noFills: 0, errors: 0, timeouts: 0, wins: 0)
    }
    paidWins = Array(repeating: 0, count: config.lineItems.count)
  }

  mutating func add(_ tally: RunTally) {
    runs += 1
    if tally.filled { filled += 1 }
    if tally.presented { presented += 1 }
    if tally.rewardGranted { rewarded += 1 }
    impressions += tally.impressions
    clicks += tally.clicks
    violations += tally.violations
    latency.add(tally.waterfallLatencyMs)
    if let winner = tally.winner {
      lineItems[winner].wins += 1
      if tally.impressions > 0 { paidWins[winner] += 1 }
    }
    for (index, load) in tally.loads.enumerated() {
      guard let load else { continue }
      lineItems[index].attempts += 1
      switch load.outcome {
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
    latency.merge(other.latency)
    for index in lineItems.indices {
      lineItems[index].add(other.lineItems[index])
      paidWins[index] += other.paidWins[index]
    }
  }

  /// The summary of the batch; `config` is the one the aggregate was made for.
  func summary(config: WaterfallConfig) -> SummaryRecord {
    // eCPM is the price of a thousand impressions, so each paid win earns eCPM / 1000.
    var ecpmMicrosServed: Int128 = 0
    for (item, wins) in zip(config.lineItems, paidWins) { ecpmMicrosServed += Int128(item.ecpm.micros) * Int128(wins) }
    return SummaryRecord(
      runs: runs, filled: filled, presented: presented, rewarded: rewarded, impressions: impressions, clicks: clicks,
      violations: violations, fillRate: DecimalNumber(fraction: Int128(filled), over: Int128(runs)),
      latencyMs: latency.summary(),
      revenue: DecimalNumber(fraction: ecpmMicrosServed, over: 1_000_000_000),
      lineItems: lineItems)
  }
}
