import Foundation
import MediationPlatforms
import Testing

@testable import MediationKit

/// Portfolios (decide2.md §5): the group seed's closed form, the page's two-group example, each group's batch equal
/// to `simulate --runs R --seed s_g` of its config, the totals recomputed from the groups' own summaries, the
/// weighted percentiles, and targeting overlaps.
struct PortfolioTests {
  private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("examples/portfolio")

  static func load(_ url: URL) throws -> Portfolio {
    let bytes = Array(try Data(contentsOf: url))
    let folder = url.deletingLastPathComponent()
    let document = try DocumentLoader.read(bytes, registries: .standard) { path in
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
        return .failure(PortfolioLoader.Unreadable(message: "no such file"))
      }
      return .success(Array(data))
    }
    guard case .portfolio(let loaded) = document else { throw PortfolioTestFailure.notAPortfolio }
    return loaded.portfolio
  }

  enum PortfolioTestFailure: Error { case notAPortfolio }

  /// The seed written out from its definition: SplitMix64's first output, seeded with the portfolio seed XOR the
  /// 64-bit FNV-1a of the name (offset basis 14695981039346656037, prime 1099511628211), not mixed.
  @Test(arguments: [("Rewarded iOS US", UInt64(7)), ("", 0), ("Interstitial · FR · android", UInt64.max)])
  func groupSeedIsSplitMixOfSeedXorFNV(name: String, seed: UInt64) {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
    var z = (seed ^ hash) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z = z ^ (z >> 31)
    #expect(Portfolio.groupSeed(name: name, portfolioSeed: seed) == z)
  }

  /// The page's example: G1 fill 0.9 at eCPM 10 with 3,000,000 requests a day, G2 fill 0.5 at eCPM 2 with
  /// 1,000,000: total fill 0.8, 7.0 per 1,000 requests, USD 28,000 a day, each within its interval.
  @Test func thePagesTwoGroupExample() throws {
    let portfolio = try Self.load(Self.examples.appendingPathComponent("portfolio.json"))
    let batch = PortfolioBatch.play(portfolio, seed: portfolio.seed, runs: 20_000, jobs: 1, registries: .standard)
    let total = batch.record.total
    #expect(total.requestsPerDay == 4_000_000)
    #expect(total.fillRateCI95.low.micros <= 800_000 && 800_000 <= total.fillRateCI95.high.micros)
    #expect(
      total.revenuePer1000RequestsCI95.low.micros <= 7_000_000
        && 7_000_000 <= total.revenuePer1000RequestsCI95.high.micros)
    #expect(
      total.revenuePerDayCI95.low.micros <= 28_000_000_000 && 28_000_000_000 <= total.revenuePerDayCI95.high.micros)
    #expect(batch.record.groups.map(\.share) == [DecimalNumber(micros: 750_000), DecimalNumber(micros: 250_000)])
  }

  /// A group's records are those of `simulate --runs R --seed s_g` of its config; the totals are the traffic-weighted
  /// means of the groups' own summaries, recomputed here from them.
  @Test func groupsAreTheirConfigsBatchesAndTotalsTheirWeightedMeans() throws {
    let portfolio = try Self.load(Self.examples.appendingPathComponent("portfolio.json"))
    let runs = 3_001
    let batch = PortfolioBatch.play(portfolio, seed: 11, runs: runs, jobs: 2, registries: .standard)
    var filled = 0.0
    var revenue = 0.0
    var weights = 0.0
    for played in batch.groups {
      let alone = Simulator.summarize(
        played.group.config, seed: Portfolio.groupSeed(name: played.group.name, portfolioSeed: 11),
        plan: BatchPlan(runs: runs, jobs: 1), registries: .standard)
      let inPortfolio = played.worlds[0].result
      #expect(alone == inPortfolio)
      let w = Double(played.group.requestsPerDay)
      weights += w
      filled += w * Double(alone.summary[.filled]) / Double(runs)
      revenue += w * Double(alone.summary.revenuePer1000Requests.micros) / 1e6
    }
    let total = batch.record.total
    #expect(abs(Double(total.fillRate.micros) / 1e6 - filled / weights) <= 1e-6)
    #expect(abs(Double(total.revenuePer1000Requests.micros) / 1e6 - revenue / weights) <= 2e-6)
    #expect(abs(total.revenuePerDay.doubleValue - revenue / 1000) <= 1e-3)
  }

  /// The smallest L with Σ w_g C_g(L) ≥ p · W · R: two groups of 4 runs, weights 3 and 1.
  @Test func weightedPercentilesCountRunsByTraffic() {
    var a = LatencyHistogram()
    for latency: Int64 in [10, 10, 20, 40] { a.add(latency) }
    var b = LatencyHistogram()
    for latency: Int64 in [5, 100, 100, 100] { b.add(latency) }
    // W·R = 16. At 5: 1; at 10: 1 + 6 = 7; at 20: 10; at 40: 13; at 100: 16.
    let percentiles = PortfolioRecord.percentiles(
      [40, 50, 80, 90, 99], of: [a.entries, b.entries], weights: [3, 1], runs: 4)
    #expect(percentiles == [10, 20, 40, 100, 100])
  }

  @Test func targetingOverlapsWhereSomeRequestMatchesBoth() {
    let us = GroupTargeting(format: .rewarded, countries: ["US"])
    let rest = GroupTargeting(format: .rewarded, excludedCountries: ["US"])
    let any = GroupTargeting()
    #expect(!us.overlaps(rest))
    #expect(us.overlaps(any) && rest.overlaps(any))
    #expect(!us.overlaps(GroupTargeting(format: .interstitial)))
    #expect(!GroupTargeting(adUnits: ["a"]).overlaps(GroupTargeting(adUnits: ["b"])))
    #expect(GroupTargeting(countries: ["US", "CA"]).overlaps(GroupTargeting(countries: ["CA"])))
    #expect(!GroupTargeting(platform: .ios).overlaps(GroupTargeting(platform: .android)))
  }

  /// An interval holds its own value whatever its size: the half-width is added to and taken from the exact value.
  @Test func anIntervalHoldsItsValueAtAnySize() {
    let huge = WideDecimal(micros: Int128(100_000_000_000_000_000) * 1_000_000)
    let interval = WideInterval(around: huge, variance: 1e-6)
    #expect(interval.low.micros <= huge.micros && huge.micros <= interval.high.micros)
    #expect(interval.high.micros - huge.micros == huge.micros - interval.low.micros)
    let rate = WideInterval(around: WideDecimal(micros: 999_000), variance: 0.01, within: 0...1)
    #expect(rate.high.micros == 1_000_000 && rate.low.micros < 999_000)
  }

  /// Money past 64 bits of micros stays exact: 10¹² requests a day at USD 1,000,000 per 1,000.
  @Test func wideDecimalsKeepLargeMoneyExact() {
    // One run's revenue at USD 1,000,000 per 1,000 requests: USD 1,000, 10¹² billionths.
    let perDay = WideDecimal(fraction: Int128(1_000_000_000_000) * 1_000_000_000_000, over: 1_000_000_000)
    #expect(perDay.description == "1000000000000000")
    #expect(WideDecimal(fraction: 1, over: 3).description == "0.333333")
    #expect(WideDecimal(fraction: 2, over: 3).description == "0.666667")
  }
}

/// `PortfolioShardPlan`: the items (g, k) by cumulative cost at their middle, split into N equal parts.
struct PortfolioShardPlanTests {
  @Test(arguments: [1, 2, 3, 7, 16, 1000])
  func shardsCoverEveryItemOnceInContiguousSlices(count: Int) {
    let plan = PortfolioShardPlan(costs: [3_000_000, 1_000_000, 41_000_000, 2_500_000], runs: 97)
    var covered = Array(repeating: 0, count: 4)
    var previousEnd = Array(repeating: 0, count: 4)
    for index in 1...count {
      let ranges = plan.ranges(of: ShardSelection(index: index, count: count))
      for (group, range) in ranges.enumerated() where !range.isEmpty {
        #expect(range.lowerBound == previousEnd[group])
        previousEnd[group] = range.upperBound
        covered[group] += range.count
      }
    }
    #expect(covered == [97, 97, 97, 97])
  }

  /// Closed form: two groups of equal cost and 10 runs over 4 shards: item middles at 0.5 … 19.5 of 20, shard I
  /// takes those in [5(I − 1), 5I).
  @Test func aShardTakesTheItemsWhoseMiddleFallsInItsPart() {
    let plan = PortfolioShardPlan(costs: [1, 1], runs: 10)
    #expect(plan.ranges(of: ShardSelection(index: 1, count: 4)) == [0..<5, 0..<0])
    #expect(plan.ranges(of: ShardSelection(index: 2, count: 4)) == [5..<10, 0..<0])
    #expect(plan.ranges(of: ShardSelection(index: 3, count: 4)) == [10..<10, 0..<5])
    #expect(plan.ranges(of: ShardSelection(index: 4, count: 4)) == [10..<10, 5..<10])
  }
}
