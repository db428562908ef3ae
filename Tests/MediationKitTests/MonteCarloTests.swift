import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Batches of runs: independent of threads, exact sums, nearest-rank
/// percentiles, and shards that merge into exactly the whole batch.
struct MonteCarloTests {
  static let waterfall = rewardedConfig(
    (0..<4).map {
      #"{"label": "L\#($0)", "className": "\#($0 % 2 == 0 ? "SampleCustomEvent" : "GADMediationAdapterSampleAdNetwork")", "parameter": "p", "ecpm": \#($0 + 1).5, "timeoutMs": 900, "network": {"load": {"fillRate": 0.4, "latencyMs": {"min": 1, "max": 1000}}}}"#
    }.joined(separator: ","))

  private func records(_ result: BatchResult, _ config: WaterfallConfig) -> [String] {
    let collector = RecordCollector()
    Simulator.write(result, run: RunRecord(config: config, seed: 9), into: collector)
    return collector.records.map { record in
      var writer = JSONWriter()
      writer.write(record)
      return String(decoding: writer.bytes, as: UTF8.self)
    }
  }

  @Test func summariesDoNotDependOnThreads() throws {
    let config = try ConfigLoader.load(Array(Self.waterfall.utf8))
    let one = Simulator.summarize(config, seed: 9, plan: BatchPlan(runs: 1_000, jobs: 1))
    for jobs in [2, 3, 8] {
      let many = Simulator.summarize(config, seed: 9, plan: BatchPlan(runs: 1_000, jobs: jobs))
      #expect(records(many, config) == records(one, config))
    }
    let summary = one.summary
    #expect(summary[.runs] == 1_000)
    #expect(summary.lineItems.map { $0[.wins] }.reduce(0, +) == summary[.filled])
    for item in summary.lineItems {
      #expect(item[.fills] + item[.noFills] + item[.errors] + item[.timeouts] == item[.attempts])
      #expect(item[.wins] == item[.fills])
      #expect(item[.impressions] + item[.impressionsLost] == item[.wins])
    }
    #expect(summary.lineItems[0][.attempts] == 1_000)
    // SampleCustomEvent reports no impression; the Sample adapter does.
    #expect(summary.lineItems[0][.impressions] == 0 && summary.lineItems[0][.impressionsLost] > 0)
    #expect(summary.lineItems[1][.impressionsLost] == 0 && summary.lineItems[1][.impressions] > 0)
  }

  @Test func shardsMergeIntoExactlyTheWholeBatch() throws {
    let config = try ConfigLoader.load(Array(Self.waterfall.utf8))
    let whole = Simulator.summarize(config, seed: 9, plan: BatchPlan(runs: 1_001, jobs: 2))
    var inputs: [ShardMerge.Input] = []
    for index in [3, 1, 4, 2] {
      let shard = Simulator.summarize(
        config, seed: 9, plan: BatchPlan(runs: 1_001, jobs: 1, shard: ShardSelection(index: index, count: 4)))
      #expect(shard.summary.shard?.index == index)
      inputs.append(
        ShardMerge.Input(name: "s\(index)", bytes: Array((records(shard, config).joined(separator: "\n") + "\n").utf8)))
    }
    let merged = try ShardMerge.merge(inputs)
    #expect(merged.run == RunRecord(config: config, seed: 9))
    #expect(records(merged.result, config) == records(whole, config))
  }

  @Test func refusesShardsThatAreNotOneBatch() throws {
    let config = try ConfigLoader.load(Array(Self.waterfall.utf8))
    func shard(_ index: Int, of count: Int, runs: Int = 100, seed: UInt64 = 9) -> ShardMerge.Input {
      let result = Simulator.summarize(
        config, seed: seed, plan: BatchPlan(runs: runs, jobs: 1, shard: ShardSelection(index: index, count: count)))
      let collector = RecordCollector()
      Simulator.write(result, run: RunRecord(config: config, seed: seed), into: collector)
      let lines = collector.records.map { record in
        var writer = JSONWriter()
        writer.write(record)
        return String(decoding: writer.bytes, as: UTF8.self)
      }
      return ShardMerge.Input(
        name: "shard-\(index)-\(count)-\(runs)-\(seed)", bytes: Array(lines.joined(separator: "\n").utf8))
    }
    #expect(throws: ShardMerge.Failure.missingShards([2])) { try ShardMerge.merge([shard(1, of: 3), shard(3, of: 3)]) }
    #expect(throws: ShardMerge.Failure.mismatch(file: "shard-1-2-100-9", reason: "shard 1 appears twice")) {
      try ShardMerge.merge([shard(1, of: 2), shard(1, of: 2)])
    }
    #expect(
      throws: ShardMerge.Failure.mismatch(
        file: "shard-2-2-100-10", reason: "its run record differs (mediate version, seed or ad unit)")
    ) { try ShardMerge.merge([shard(1, of: 2), shard(2, of: 2, seed: 10)]) }
    #expect(
      throws: ShardMerge.Failure.mismatch(
        file: "shard-2-2-99-9", reason: "its shard record names another batch or config")
    ) { try ShardMerge.merge([shard(1, of: 2), shard(2, of: 2, runs: 99)]) }
    let whole = Simulator.summarize(config, seed: 9, plan: BatchPlan(runs: 10, jobs: 1))
    let collector = RecordCollector()
    Simulator.write(whole, run: RunRecord(config: config, seed: 9), into: collector)
    #expect(
      throws: ShardMerge.Failure.notAShardSummary(
        file: "x", reason: "its summary is of a whole batch, not of a shard (run with --shard I/N)")
    ) {
      try ShardMerge.merge([
        ShardMerge.Input(
          name: "x",
          bytes: Array(
            collector.records.map { record in
              var writer = JSONWriter()
              writer.write(record)
              return String(decoding: writer.bytes, as: UTF8.self)
            }.joined(separator: "\n").utf8))
      ])
    }
    #expect(throws: ShardMerge.Failure.notAShardSummary(file: "y", reason: "the file is empty")) {
      try ShardMerge.merge([ShardMerge.Input(name: "y", bytes: [])])
    }
  }

  @Test func summarisesLatencyByNearestRank() throws {
    var histogram = LatencyHistogram()
    for latency in (1...100).reversed() { histogram.add(Int64(latency)) }
    let summary = try #require(histogram.summary())
    #expect(
      [summary.min, summary.p50, summary.p90, summary.p95, summary.p99, summary.max] == [1, 50, 90, 95, 99, 100])
    #expect(summary.mean == DecimalNumber(micros: 50_500_000))
    var single = LatencyHistogram()
    single.add(7)
    #expect(
      single.summary()
        == LatencySummary(
          min: 7, p50: 7, p90: 7, p95: 7, p99: 7, max: 7, mean: DecimalNumber(integer: 7),
          meanCI95: SummaryRecord.Interval(low: DecimalNumber(integer: 7), high: DecimalNumber(integer: 7))))
    #expect(LatencyHistogram().summary() == nil)
  }

  @Test func keepsLatenciesBeyondTheBucketsExactly() throws {
    var left = LatencyHistogram()
    var right = LatencyHistogram()
    var whole = LatencyHistogram()
    let beyond = Int64(LatencyHistogram.bucketCount)
    for latency: Int64 in [5, 5, 9, 120, 3, 5, 40, 40, 7, beyond + 1_000, beyond, 360_000_000_000] {
      if latency % 2 == 0 { left.add(latency) } else { right.add(latency) }
      whole.add(latency)
    }
    left.merge(right)
    #expect(left == whole)
    #expect(whole.entries.map(\.latencyMs).suffix(3) == [beyond, beyond + 1_000, 360_000_000_000])
    let summary = try #require(whole.summary())
    #expect(summary.max == 360_000_000_000)
    #expect(summary.p90 == beyond + 1_000)
  }

  @Test func wilsonIntervalsMatchKnownValues() {
    // 94 of 100 and 0 of 10, as scipy.stats.binomtest(...).proportion_ci(method="wilson") gives them.
    let interval = BatchTally.wilsonInterval(successes: 94, trials: 100)
    #expect(interval.low == DecimalNumber(micros: 875_232))
    #expect(interval.high == DecimalNumber(micros: 972_214))
    let none = BatchTally.wilsonInterval(successes: 0, trials: 10)
    #expect(none.low == DecimalNumber(micros: 0))
    #expect(none.high == DecimalNumber(micros: 277_533))
  }

  /// Revenue and mean latency at the largest eCPM, latency and run count the
  /// config and `--runs` allow: sums beyond 64 bits, exact results.
  @Test func keepsSumsExactAtTheLargestRunCounts() throws {
    let config = try ConfigLoader.load(
      Array(
        #"{"adUnit": {"id": "u", "format": "native"}, "lineItems": [{"label": "A", "className": "X", "ecpm": 1000000}]}"#
          .utf8))
    var tally = BatchTally(config: config)
    // The longest waterfall: an auction and the most line items, each timing out at the longest timeout.
    tally.latency.add(ConfigLimits.maximumLatencyMs, count: 1_000_000_000)
    tally.counts[.runs] = 1_000_000_000
    tally.counts[.filled] = 1_000_000_000
    tally[0, .wins] = 1_000_000_000
    tally[0, .impressions] = 1_000_000_000
    tally.revenueNanos = 1_000_000_000 * 1_000_000_000_000
    tally.lineItemRevenueNanos[0] = tally.revenueNanos
    let summary = tally.summary(shard: nil)
    // 10^9 paid impressions at 10^6 USD per thousand: 10^12 USD, beyond Int64 in billionths.
    #expect(summary.revenue == DecimalNumber(integer: 1_000_000_000_000))
    #expect(summary.revenuePer1000Requests == DecimalNumber(integer: 1_000_000))
    #expect(summary.fillRate == DecimalNumber(integer: 1))
    #expect(summary.latencyMs?.max == 360_003_600_000)
    #expect(summary.latencyMs?.mean == DecimalNumber(integer: 360_003_600_000))
    #expect(summary.latencyMs?.meanCI95.high == DecimalNumber(integer: 360_003_600_000))
  }

  /// A shard's histogram may hold latencies up to the longest a run can
  /// take (`ConfigLimits.maximumLatencyMs`), and its figures are exact
  /// there; a longer one is refused (before, 2^53 − 1 trapped in the mean).
  @Test func refusesLatenciesNoRunCanTake() throws {
    let config = try ConfigLoader.load(Array(Self.waterfall.utf8))
    let result = Simulator.summarize(
      config, seed: 9, plan: BatchPlan(runs: 1, jobs: 1, shard: ShardSelection(index: 1, count: 1)))
    let lines = records(result, config)
    #expect(lines.filter { $0.hasPrefix(#"{"type":"histogram""#) }.count == 1)
    func shard(latency: Int64) -> [ShardMerge.Input] {
      let histogram = #"{"type":"histogram","seq":1,"t":0,"latencyMs":[[\#(latency),1]]}"#
      let edited = lines.map { $0.hasPrefix(#"{"type":"histogram""#) ? histogram : $0 }
      return [ShardMerge.Input(name: "s", bytes: Array(edited.joined(separator: "\n").utf8))]
    }
    let longest = try ShardMerge.merge(shard(latency: ConfigLimits.maximumLatencyMs)).result.summary
    #expect(longest.latencyMs?.mean == DecimalNumber(integer: 360_003_600_000))
    for latency: Int64 in [ConfigLimits.maximumLatencyMs + 1, (1 << 53) - 1, .max] {
      #expect(
        throws: ShardMerge.Failure.notAShardSummary(
          file: "s", reason: "the histogram's latency \(latency) ms is longer than a run can take (360003600000 ms)")
      ) { try ShardMerge.merge(shard(latency: latency)) }
    }
  }
}

/// Revenue is what each run's impression was paid, summed exactly: a price
/// may differ from run to run, and shards carry the exact sums.
struct RevenueSumTests {
  @Test func sumsThePricePaidInEachRun() throws {
    let config = try ConfigLoader.load(
      Array(
        #"{"adUnit": {"id": "u", "format": "native"}, "lineItems": [{"label": "A", "className": "X", "ecpm": 3}]}"#
          .utf8))
    var tally = BatchTally(config: config)
    let shown = MonteCarloKernel.Lifecycle(presented: true, impressions: 1, clicks: 0, rewardGranted: false)
    let lost = MonteCarloKernel.Lifecycle(presented: true, impressions: 0, clicks: 0, rewardGranted: false)
    tally.countEnd(
      ofRun: 0, winner: 0, price: DecimalNumber(micros: 1_500_000), lifecycle: shown, violations: 0, warnings: 0,
      latencyMs: 1)
    tally.countEnd(
      ofRun: 1, winner: 0, price: DecimalNumber(micros: 2_250_001), lifecycle: shown, violations: 0, warnings: 0,
      latencyMs: 1)
    tally.countEnd(
      ofRun: 2, winner: 0, price: DecimalNumber(micros: 9_000_000), lifecycle: lost, violations: 0, warnings: 0,
      latencyMs: 1)
    tally.countEnd(
      ofRun: 3, winner: nil, price: DecimalNumber(micros: 0), lifecycle: lost, violations: 0, warnings: 0, latencyMs: 1)
    #expect(tally.revenueNanos == 3_750_001)
    let summary = tally.summary(shard: SummaryRecord.Shard(index: 1, count: 1, runs: 4, config: "x"))
    // 3.750001 USD CPM over two impressions: 0.003750001 USD, rounded half up to six decimals once.
    #expect(summary.revenue == DecimalNumber(micros: 3_750))
    #expect(summary.lineItems[0].revenue == DecimalNumber(micros: 3_750))
    #expect(
      summary.sums
        == SummaryRecord.Sums(
          revenueNanos: 3_750_001, lineItemRevenueNanos: [3_750_001],
          revenueSquares: 1_500_000 * 1_500_000 + 2_250_001 * 2_250_001))
    #expect(tally.summary(shard: nil).sums == nil)
  }

  /// The interval of a mean from exact sums: 1, 2, 3 and 4 (in millionths)
  /// have mean 2.5 and sample variance 5/3, so 2.5 ± 1.959964 × √(5/12).
  @Test func meanIntervalsFollowTheNormalApproximation() {
    let interval = BatchTally.meanInterval(
      sum: 10_000_000, squares: 30 * 1_000_000_000_000, count: 4)
    let half = 1.959_963_984_540_054 * (5.0 / 12.0).squareRoot() * 1_000_000
    #expect(interval.low.micros == Int64((2_500_000 - half).rounded()))
    #expect(interval.high.micros == Int64((2_500_000 + half).rounded()))
    // One value, or none: the mean itself.
    #expect(BatchTally.meanInterval(sum: 3, squares: 9, count: 1).low == DecimalNumber(micros: 3))
    #expect(BatchTally.meanInterval(sum: 0, squares: 0, count: 0).high == DecimalNumber(micros: 0))
    // Equal values: no spread, however the sums round.
    let flat = BatchTally.meanInterval(sum: 7_000_000 * 1_000, squares: 49_000_000_000_000 * 1_000, count: 1_000)
    #expect(flat.low == DecimalNumber(integer: 7) && flat.high == DecimalNumber(integer: 7))
  }
}
