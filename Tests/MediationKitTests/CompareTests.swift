import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `mediate compare`: paired runs, the difference of every field and the
/// interval of the paired differences, against closed forms and against
/// the two summaries played alone.
struct CompareTests {
  private static func config(_ lineItems: String, seed: Int = 5) throws -> WaterfallConfig {
    try ConfigLoader.load(
      Array(
        #"""
        {"version": 1, "seed": \#(seed),
         "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
         "lineItems": [\#(lineItems)]}
        """#.utf8))
  }

  private static let coinA = #"""
    {"label": "A", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "a", "ecpm": 4,
     "network": {"load": {"fillRate": 0.5, "latencyMs": {"min": 10, "max": 200}}}}
    """#
  private static let coinB = #"""
    {"label": "B", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "b", "ecpm": 2,
     "network": {"load": {"fillRate": 0.5, "latencyMs": {"min": 10, "max": 200}}}}
    """#

  private func compare(_ a: WaterfallConfig, _ b: WaterfallConfig, runs: Int, jobs: Int = 2) -> ComparisonRecord {
    Simulator.compare(
      a, b, seed: a.seed, plan: BatchPlan(runs: runs, jobs: jobs), pathA: "a", pathB: "b", registries: .standard)
  }

  private func entry(_ record: ComparisonRecord, _ field: String) throws -> ComparisonRecord.Entry {
    try #require(record.fields.first { $0.field == field }, "no \(field)")
  }

  /// A config against itself: every difference 0, every paired interval [0, 0], and every percentile's
  /// interval (each side's order statistics, decide2.md §4) symmetric about 0: [lo − hi, hi − lo].
  @Test func aConfigAgainstItselfDiffersInNothing() throws {
    let config = try Self.config([Self.coinA, Self.coinB].joined(separator: ", "))
    let record = compare(config, config, runs: 2_000)
    #expect(record.fields.count == PairedComparison.fieldPaths(a: config, b: config).count)
    for entry in record.fields where entry.a != nil {
      #expect(entry.differenceMicros == 0, "\(entry.field)")
      guard let interval = entry.ci95 else {
        #expect(entry.ciKind == nil && entry.verdict == nil, "\(entry.field)")
        continue
      }
      switch entry.ciKind {
      case .paired:
        #expect(interval.low.micros == 0 && interval.high.micros == 0, "\(entry.field)")
      case .orderStatistics:
        let percentile = entry.field.hasPrefix(".latencyMs.p") || entry.field.hasPrefix(".auction.latencyMs.p")
        #expect(percentile, "\(entry.field)")
        #expect(interval.low.micros == -interval.high.micros && interval.high.micros >= 0, "\(entry.field)")
      case nil:
        Issue.record("\(entry.field): an interval without its kind")
      }
      #expect(entry.verdict == .unclear, "\(entry.field)")
    }
  }

  /// The ranks of decide2.md §4, by its closed form: N = 100, p = 0.9: Np = 90, √(Np(1−p)) = 3, z·3 = 6.724209,
  /// so ranks ⌊83.28⌋ = 83 and ⌈96.72⌉ = 97; the ends clamp to 1 and N.
  @Test func percentileRanksFollowTheClosedForm() {
    #expect(OrderStatistics.ranks(percent: 90, of: 100) == 83...97)
    // N = 10,000, p = 0.5: Np = 5,000, √2,500 = 50, z·50 = 112.07: 4,887 … 5,113.
    #expect(OrderStatistics.ranks(percent: 50, of: 10_000) == 4_887...5_113)
    #expect(OrderStatistics.ranks(percent: 99, of: 10) == 9...10)
    #expect(OrderStatistics.ranks(percent: 50, of: 1) == 1...1)
    #expect(OrderStatistics.ranks(percent: 50, of: 0) == nil)
    // Values by rank from a histogram: 10 runs at 5 ms, 80 at 7, 10 at 20.
    let histogram = HistogramRecord(latencyMs: [
      .init(latencyMs: 5, runs: 10), .init(latencyMs: 7, runs: 80), .init(latencyMs: 20, runs: 10),
    ])
    #expect(OrderStatistics.value(ofRank: 10, in: histogram) == 5)
    #expect(OrderStatistics.value(ofRank: 11, in: histogram) == 7)
    #expect(OrderStatistics.value(ofRank: 91, in: histogram) == 20)
    #expect(OrderStatistics.interval(percent: 90, of: histogram) == 7...20)
    let shifted = HistogramRecord(
      latencyMs: histogram.latencyMs.map { .init(latencyMs: $0.latencyMs + 100, runs: $0.runs) })
    // B − A in [B_low − A_high, B_high − A_low] = [107 − 20, 120 − 7].
    #expect(
      OrderStatistics.difference(percent: 90, a: histogram, b: shifted)
        == SummaryRecord.Interval(low: DecimalNumber(integer: 87), high: DecimalNumber(integer: 113)))
  }

  /// Each side's values are its own `--runs` summary's, whatever `jobs`.
  @Test func eachSideIsItsOwnSummary() throws {
    let a = try Self.config(Self.coinA)
    let b = try Self.config([Self.coinA, Self.coinB].joined(separator: ", "))
    let record = compare(a, b, runs: 3_000, jobs: 3)
    #expect(compare(a, b, runs: 3_000, jobs: 1) == record)
    let summaryA = Simulator.summarize(a, seed: a.seed, plan: BatchPlan(runs: 3_000, jobs: 1)).summary
    let summaryB = Simulator.summarize(b, seed: a.seed, plan: BatchPlan(runs: 3_000, jobs: 1)).summary
    #expect(try entry(record, ".filled").a == .integer(summaryA[.filled]))
    #expect(try entry(record, ".filled").b == .integer(summaryB[.filled]))
    #expect(try entry(record, ".revenuePer1000Requests").b == .decimal(summaryB.revenuePer1000Requests))
    // B's second line item is only in B.
    let only = try entry(record, #".lineItems["B"].wins"#)
    #expect(only.a == nil && only.b != nil && only.difference == nil && only.ci95 == nil)
  }

  /// Adding a second coin flip behind a first one fills 0.75 of the
  /// requests instead of 0.5: the paired difference is 1 in a quarter of
  /// the runs and 0 otherwise, so its interval is 0.25 ± z·√(0.1875 / n).
  /// Line item A draws the same answers on both sides, so its own
  /// difference is exactly 0, with no spread.
  @Test func pairedRunsMeasureTheDifferenceAlone() throws {
    let a = try Self.config(Self.coinA)
    let b = try Self.config([Self.coinA, Self.coinB].joined(separator: ", "))
    let runs = 40_000
    let record = compare(a, b, runs: runs)
    let fillRate = try entry(record, ".fillRate")
    let interval = try #require(fillRate.ci95)
    let half = 1.959_963_984_540_054 * (0.1875 / Double(runs)).squareRoot()
    let width = Double(interval.high.micros - interval.low.micros) / 2_000_000
    #expect(abs(width - half) < half * 0.05, "half-width \(width) against \(half)")
    #expect(
      interval.low.micros <= 250_000 + Int64(4 * half * 1e6) && interval.high.micros >= 250_000 - Int64(4 * half * 1e6))
    #expect(fillRate.excludesZero)
    let winsOfA = try entry(record, #".lineItems["A"].wins"#)
    #expect(winsOfA.differenceMicros == 0 && winsOfA.ci95?.low.micros == 0 && winsOfA.ci95?.high.micros == 0)
    let attemptsOfA = try entry(record, #".lineItems["A"].attempts"#)
    #expect(attemptsOfA.differenceMicros == 0)
    // A's win share falls from 1 to about 2/3 of the filled runs: a ratio's interval, by the delta method.
    let share = try entry(record, #".lineItems["A"].winShare"#)
    let shareInterval = try #require(share.ci95)
    #expect(shareInterval.low.micros < -333_333 + 20_000 && shareInterval.high.micros > -333_333 - 20_000)
    #expect(share.excludesZero)
  }

  /// A banner placement's requests, paired: one network filling half the
  /// requests against the same with a backfill filling half the rest, four
  /// requests a run. Closed forms: the request fill rate rises by 0.25,
  /// impressions by 4 × 0.25 = 1 a run, revenue by 4 × 0.25 × USD 2 / 1000 a run.
  @Test func bannerRequestsHaveIntervals() throws {
    func banner(_ lineItems: String) throws -> WaterfallConfig {
      try ConfigLoader.load(
        Array(
          #"""
          {"version": 1, "seed": 9, "adUnit": {"id": "/1/b", "format": "banner", "refreshIntervalMs": 30000},
           "app": {"viewForMs": 100000},
           "lineItems": [\#(lineItems)]}
          """#.utf8))
    }
    let premium =
      #"{"label": "A", "className": "SampleCustomEvent", "parameter": "a", "ecpm": 4, "network": {"load": {"fillRate": 0.5, "latencyMs": {"min": 10, "max": 200}}}}"#
    let backfill =
      #"{"label": "B", "className": "SampleCustomEvent", "parameter": "b", "ecpm": 2, "network": {"load": {"fillRate": 0.5, "latencyMs": {"min": 10, "max": 200}}}}"#
    let a = try banner(premium)
    let b = try banner(premium + ", " + backfill)
    let runs = 20_000
    let record = compare(a, b, runs: runs)
    let requests = try entry(record, ".requests")
    #expect(requests.differenceMicros == 0 && requests.a == .integer(4 * runs))
    for (field, expected) in [(".requestFillRate", 0.25), (".impressionsPerRun", 1.0), (".revenuePerRun", 0.002)] {
      let found = try entry(record, field)
      let interval = try #require(found.ci95, "\(field) has an interval")
      let low = Double(interval.low.micros) / 1e6
      let high = Double(interval.high.micros) / 1e6
      let half = (high - low) / 2
      #expect(half > 0 && low - 2 * half < expected && expected < high + 2 * half, "\(field): \(low) to \(high)")
      #expect(found.excludesZero, "\(field)")
    }
  }

  /// The interval of a sum of paired differences from Σd and Σd²: the
  /// differences 1, 1, 0, 0 sum to 2 with sample variance 1/3.
  @Test func sumIntervalsFollowTheNormalApproximation() throws {
    let moments = PairedSums.Moments(difference: 2, squares: 2)
    let interval = try #require(PairedInterval.ofSum(moments, runs: 4, scale: 1))
    let half = 1.959_963_984_540_054 * (4.0 / 3.0).squareRoot()
    #expect(abs(interval.low - (2 - half)) < 1e-9 && abs(interval.high - (2 + half)) < 1e-9)
    #expect(PairedInterval.ofSum(moments, runs: 1, scale: 1) == nil)
  }

  /// An interval is written to six decimals, half up; one whose ends pass
  /// ±2^62 millionths (counts of clicks in the trillions, which a shard may
  /// claim) is null rather than a trap, so that its width still fits 64 bits.
  @Test func intervalsPastWhatTheRecordWritesAreNull() throws {
    let interval = try #require(PairedComparison.interval((low: -0.0000005, high: 4_000_000_000_000)))
    #expect(interval.low == DecimalNumber(micros: -1) && interval.high == DecimalNumber(integer: 4_000_000_000_000))
    #expect(PairedComparison.interval((low: 0, high: 5e12)) == nil)
    #expect(PairedComparison.interval((low: -9e18, high: 0)) == nil)
    #expect(PairedComparison.interval((low: 0, high: .nan)) == nil)
  }

  /// Constraints: a field, an operator among <, <=, >, >= and a number.
  @Test func constraintsNameAFieldAndAComparison() throws {
    let constraint = try FieldConstraint.parse("revenuePer1000Requests < 0")
    #expect(constraint.field == ".revenuePer1000Requests" && constraint.comparison.op == .lessThan)
    #expect(try FieldConstraint.parse(#".lineItems["A"].wins>=10"#).field == #".lineItems["A"].wins"#)
    #expect(throws: FieldConstraint.ParseError.operatorNotAllowed("==")) { try FieldConstraint.parse("fillRate == 1") }
    #expect(throws: FieldConstraint.ParseError.noOperator) { try FieldConstraint.parse("fillRate") }
    #expect(throws: FieldConstraint.ParseError.badComparison(.badNumber)) { try FieldConstraint.parse("fillRate < x") }
    // It holds with 95 % confidence: the whole interval on its side.
    var entry = ComparisonRecord.Entry(
      field: ".fillRate", a: nil, b: nil, difference: nil, differenceMicros: -10,
      ci95: SummaryRecord.Interval(low: DecimalNumber(micros: -20), high: DecimalNumber(micros: -1)))
    #expect(try FieldConstraint.parse("fillRate < 0").holds(for: entry))
    #expect(!(try FieldConstraint.parse("fillRate > 0").holds(for: entry)))
    entry.ci95?.high = DecimalNumber(micros: 5)
    #expect(!(try FieldConstraint.parse("fillRate < 0").holds(for: entry)))
    // A field without an interval (a percentile) is judged by its difference; one side missing, never.
    let percentile = ComparisonRecord.Entry(field: ".latencyMs.p90", differenceMicros: -3_000_000, ci95: nil)
    #expect(try FieldConstraint.parse("latencyMs.p90 <= -3").holds(for: percentile))
    #expect(!(try FieldConstraint.parse("latencyMs.p90 < -3").holds(for: percentile)))
    let oneSided = ComparisonRecord.Entry(field: #".lineItems["X"].wins"#, differenceMicros: nil, ci95: nil)
    #expect(!(try FieldConstraint.parse(#".lineItems["X"].wins > -1"#).holds(for: oneSided)))
  }

  /// The kernel's digests of both sides are the engine's: the whole
  /// comparison is the same played either way, on generated configs with
  /// auctions, patience and profiles as on plain ones.
  @Test(arguments: Array(UInt64(0)..<24))
  func theKernelComparesAsTheEngineDoes(seed: UInt64) throws {
    var generator = ConfigGenerator(seed: seed)
    let a = try ConfigLoader.load(Array(generator.config().utf8))
    var other = ConfigGenerator(seed: seed &+ 1_000)
    let b = try ConfigLoader.load(Array(other.config().utf8))
    guard a.adUnit.format == b.adUnit.format else { return }
    let plan = BatchPlan(runs: 300, jobs: 2)
    let onKernel = Comparator.play(a, b, seed: a.seed, plan: plan, registries: .standard)
    let onEngine = Comparator.play(a, b, seed: a.seed, plan: plan, registries: .standard, useKernel: false)
    #expect(onKernel.a == onEngine.a.withKernel(onKernel.a.usedKernel))
    #expect(onKernel.b == onEngine.b.withKernel(onKernel.b.usedKernel))
    #expect(onKernel.paired == onEngine.paired)
  }

  /// A run both configs play alike is summed once for both sides
  /// (`PairCounts.Same`): the paired sums are those of pairing every value
  /// of every run, for generated configs (auctions, banners, profiles)
  /// against themselves, without their last line item and with their
  /// line items reversed, on the kernel and on the engine.
  @Test(arguments: Array(UInt64(0)..<24))
  func runsPlayedAlikeSumAsEveryValuePaired(seed: UInt64) throws {
    var generator = ConfigGenerator(seed: seed)
    let a = try ConfigLoader.load(Array(generator.config().utf8))
    var shorter = a
    if shorter.lineItems.count > 1 { shorter.lineItems.removeLast() }
    var reversed = a
    reversed.lineItems.reverse()
    let plan = BatchPlan(runs: 150, jobs: 2)
    for (b, alike) in [(a, true), (shorter, false), (reversed, false)] {
      for useKernel in [true, false] {
        let once = Comparator.play(a, b, seed: a.seed, plan: plan, registries: .standard, useKernel: useKernel)
        let everyValue = Comparator.play(
          a, b, seed: a.seed, plan: plan, registries: .standard, useKernel: useKernel, sumsAlikeRunsOnce: false)
        #expect(once.paired == everyValue.paired, "against \(alike ? "itself" : "a changed copy"), kernel \(useKernel)")
        // B's runs replayed from A's walks count as B's own draws would.
        #expect(once.a == everyValue.a)
        #expect(once.b == everyValue.b)
        #expect(everyValue.paired.alikeRuns == 0 && everyValue.paired.replayedRuns == 0)
        // Against itself every run is alike; so the comparison above cannot pass by never taking the shortcut.
        if alike { #expect(once.paired.alikeRuns == plan.runs) }
      }
    }
  }

  /// B replays a run of A whose walk ended among the steps both walk alike
  /// (`SharedWalk`): the same summaries and paired sums as drawing it again,
  /// and every run replayed against itself, the runs ending above a change
  /// against a copy changed low in the waterfall, none when the first step differs.
  @Test func runsEndingAboveAChangeAreReplayed() throws {
    func item(_ index: Int, ecpm: Int, fillRate: String, timeout: Int = 10_000) -> String {
      """
      {"label": "N\(index)", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "p\(index)", "ecpm": \(ecpm),
       "timeoutMs": \(timeout), "network": {"load": {"fillRate": \(fillRate), "latencyMs": {"min": 10, "max": 900}}}}
      """
    }
    let base = (0..<6).map { item($0, ecpm: 60 - 10 * $0, fillRate: "0.3") }
    let a = try Self.config(base.joined(separator: ", "))
    var low = base
    low[5] = item(5, ecpm: 12, fillRate: "0.3")
    var slow = base
    slow[3] = item(3, ecpm: 30, fillRate: "0.3", timeout: 300)
    var first = base
    first[0] = item(0, ecpm: 60, fillRate: "0.35")
    let runs = 2_000
    let plan = BatchPlan(runs: runs, jobs: 2)
    // A run ends within the first k steps with probability 1 − 0.7^k (each fills 30 % of the time, independently).
    func ending(within steps: Int) -> Double { 1 - pow(0.7, Double(steps)) }
    for (b, share) in [
      (a, 1.0), (try Self.config(low.joined(separator: ", ")), ending(within: 5)),
      (try Self.config(slow.joined(separator: ", ")), ending(within: 3)),
      (try Self.config(first.joined(separator: ", ")), 0),
    ] {
      let once = Comparator.play(a, b, seed: a.seed, plan: plan, registries: .standard)
      let drawn = Comparator.play(a, b, seed: a.seed, plan: plan, registries: .standard, sumsAlikeRunsOnce: false)
      #expect(once.a == drawn.a && once.b == drawn.b && once.paired == drawn.paired)
      // Within four standard deviations of the binomial count.
      let expected = Double(runs) * share
      let slack = 4 * (expected * (1 - share)).squareRoot()
      #expect(
        abs(Double(once.paired.replayedRuns) - expected) <= slack,
        "\(once.paired.replayedRuns) replayed, \(expected) expected")
    }
  }
}

extension BatchResult {
  /// The same result, as if played by the kernel or not.
  fileprivate func withKernel(_ used: Bool) -> BatchResult {
    var result = self
    result.usedKernel = used
    return result
  }
}
