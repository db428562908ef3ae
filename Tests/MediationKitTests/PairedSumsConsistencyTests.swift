import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `merge`'s checks of a compare shard's paired sums against its sides
/// (`PairedSums.inconsistency`): the sums of real runs always pass, and
/// sums changed in ways no runs can give are refused with the reason.
struct PairedSumsConsistencyTests {
  private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/scenarios")

  private static func scenario(_ name: String) throws -> WaterfallConfig {
    let url = scenarios.appendingPathComponent(name).appendingPathComponent("config.json")
    return try ConfigLoader.load(Array(try Data(contentsOf: url)))
  }

  /// Shard `index` of `count` of the comparison of `a` and `b` over `runs` runs, written and read back.
  private static func shard(
    _ a: WaterfallConfig, _ b: WaterfallConfig, runs: Int, index: Int = 1, of count: Int = 2
  ) throws -> ComparisonShards.Shard {
    let plan = BatchPlan(runs: runs, jobs: 2, shard: ShardSelection(index: index, count: count))
    let bytes = ComparisonShards.shardRecord(
      a, b, seed: a.seed, plan: plan, pathA: "a.json", pathB: "b.json", registries: .standard)
    return try #require(try ComparisonShards.read(ShardMerge.Input(name: "shard-\(index)", bytes: bytes)).first)
  }

  /// Why `shard`'s sums, changed by `change` (the whole run's, the pairs' and the banner's, as a shard writes them), are refused.
  private static func refusal(
    of shard: ComparisonShards.Shard, _ change: (inout [Int128], inout [[Int128]], inout [Int128]?) -> Void
  ) throws -> String? {
    var run = shard.paired.runFlat
    var items = shard.paired.itemsFlat
    var banner = shard.paired.banner?.flat
    change(&run, &items, &banner)
    let paired = try #require(
      PairedSums(pairs: shard.paired.pairs, runFlat: run, itemsFlat: items, bannerFlat: banner))
    return paired.inconsistency(a: shard.a.tally, b: shard.b.tally)
  }

  /// Where a whole run's Σd and Σd² are in `runFlat`.
  private static func difference(_ key: PairedSums.Run) -> Int { 3 + 2 * key.rawValue }
  private static func squares(_ key: PairedSums.Run) -> Int { 4 + 2 * key.rawValue }
  /// Where the mean winning bid's and the auction latency's sums start in `runFlat` (ya, xa, yb, xb, yaya, …).
  private static let winningBid = 3 + 2 * PairedSums.Run.allCases.count
  private static let auctionLatency = winningBid + 14
  /// In a pair's sums: a count's A total, B total and runs that differ; then the waits' sums, both attempted, ….
  private static func differ(_ item: PairedSums.Item) -> Int { 3 * item.rawValue + 2 }
  private static let bothAttempted = 36 + 7

  /// The paired sums of real runs pass: generated configs (every format,
  /// auctions, patience, banners) against themselves, without their last
  /// line item, reversed, and against another generated config of their
  /// format, in shards of runs and in an empty shard; and configs of the
  /// fixtures with banners that refresh and auctions.
  @Test func realShardsPassTheChecks() throws {
    var banners = 0
    var auctions = 0
    var compared = 0
    for seed in UInt64(0)..<32 {
      var generator = ConfigGenerator(seed: seed)
      let a = try ConfigLoader.load(Array(generator.config().utf8))
      var shorter = a
      if shorter.lineItems.count > 1 { shorter.lineItems.removeLast() }
      var reversed = a
      reversed.lineItems.reverse()
      var other = ConfigGenerator(seed: seed &+ 1_000)
      let another = try ConfigLoader.load(Array(other.config().utf8))
      var sides = [a, shorter, reversed]
      if another.adUnit.format == a.adUnit.format { sides.append(another) }
      for b in sides {
        for index in 1...2 {
          // `read` checks the sums, and throws what it refuses.
          let shard = try Self.shard(a, b, runs: 200, index: index)
          #expect(shard.paired.runs == 100)
        }
        _ = try Self.shard(a, b, runs: 1, index: 1)
        compared += 1
        if a.adUnit.format == .banner { banners += 1 }
        if a.lineItems.contains(where: { $0.bidding != nil }) { auctions += 1 }
      }
    }
    for (a, b) in [
      ("banner-runs-summary", "banner-refreshes-three-times"), ("banner-fall-through", "banner-custom-event-fill"),
      ("auction-three-bidders-eight-instances", "auction-patience-runs-out-during-the-auction"),
    ] {
      _ = try Self.shard(try Self.scenario(a), try Self.scenario(b), runs: 2_000)
      _ = try Self.shard(try Self.scenario(b), try Self.scenario(a), runs: 2_000)
    }
    // The generated configs cover banners and auctions.
    #expect(banners > 0 && auctions > 0, "\(compared) comparisons, \(banners) of banners, \(auctions) with auctions")
  }

  /// Sums changed as a probe changed them (squares scaled, zeroed, a
  /// difference off by one, an odd square) are refused, each for the
  /// condition it breaks.
  @Test func changedSumsAreRefused() throws {
    let shard = try Self.shard(
      try Self.scenario("auction-three-bidders-eight-instances"),
      try Self.scenario("auction-patience-runs-out-during-the-auction"), runs: 2_000)
    #expect(try Self.refusal(of: shard) { _, _, _ in } == nil)
    let filled = shard.paired.moments(.filled)
    // The sides' fills differ, so that a square of 0 is below |Σd|.
    #expect(filled.difference != 0)
    let cases: [(String, (inout [Int128], inout [[Int128]], inout [Int128]?) -> Void)] = [
      // 81 times the runs where the sides differ is more runs than both sides filled.
      ("filled: Σd² is above Σa² + Σb²", { run, _, _ in run[Self.squares(.filled)] *= 81 }),
      // A zero-width interval: no square, though the sides' fills differ (by an odd count here).
      ("filled: Σd² is negative or of another parity than Σd", { run, _, _ in run[Self.squares(.filled)] = 0 }),
      ("filled: Σd² is below |Σd|", { run, _, _ in run[Self.squares(.filled)] = abs(filled.difference) - 2 }),
      ("filled: Σd is not B's total less A's", { run, _, _ in run[Self.difference(.filled)] += 1 }),
      ("revenue: Σd² is negative or of another parity than Σd", { run, _, _ in run[Self.squares(.revenue)] += 1 }),
      (
        "revenue: Σd² is above Σa² + Σb²",
        { run, _, _ in run[Self.squares(.revenue)] = shard.a.tally.revenueSquares + shard.b.tally.revenueSquares + 2 }
      ),
      ("latency: Σd² is negative or of another parity than Σd", { run, _, _ in run[Self.squares(.latency)] = 0 }),
      ("clicks: Σd is not B's total less A's", { run, _, _ in run[Self.difference(.clicks)] -= 1 }),
      (
        "auction.meanWinningBid: its sums are not those of the runs' winning bids",
        { run, _, _ in run[Self.winningBid + 4] *= 81 }
      ),
      (
        "auction.meanWinningBid: its numerators' or denominators' sums are not its sides' totals",
        { run, _, _ in run[Self.winningBid] += 1 }
      ),
      (
        "auction.latencyMs.mean: its sums of squared numerators are not its sides'",
        { run, _, _ in run[Self.auctionLatency + 4] += 2 }
      ),
      // Σxy = Σy for x of 0 or 1 and y 0 where x is: one more passes Σx·y ≤ 1·Σy.
      (
        "auction.latencyMs.mean: a sum of products does not fit its sums",
        { run, _, _ in run[Self.auctionLatency + 6] += 1 }
      ),
    ]
    for (reason, change) in cases {
      #expect(try Self.refusal(of: shard, change) == reason)
    }
  }

  /// A pair of line items' sums, changed, are refused naming the line item.
  @Test func changedLineItemSumsAreRefused() throws {
    func item(_ label: String, ecpm: Int) -> String {
      #"""
      {"label": "\#(label)", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "\#(label)",
       "ecpm": \#(ecpm), "network": {"load": {"fillRate": 0.5, "latencyMs": {"min": 10, "max": 200}}}}
      """#
    }
    func config(_ items: [String]) throws -> WaterfallConfig {
      try ConfigLoader.load(
        Array(
          #"""
          {"version": 1, "seed": 5,
           "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
           "lineItems": [\#(items.joined(separator: ", "))]}
          """#.utf8))
    }
    // The same line items walked in the other order: each wins in other runs.
    let shard = try Self.shard(
      try config([item("N1", ecpm: 4), item("N2", ecpm: 2)]), try config([item("N2", ecpm: 2), item("N1", ecpm: 4)]),
      runs: 2_000)
    #expect(try Self.refusal(of: shard) { _, _, _ in } == nil)
    let pair = 0
    let label = shard.a.tally.lineItems[shard.paired.pairs[pair].a].label
    #expect(shard.paired.moments(.wins, pair: pair).squares > 0)
    let cases: [(String, (inout [[Int128]]) -> Void)] = [
      ("wins: Σd² is above Σa² + Σb²", { $0[pair][Self.differ(.wins)] *= 81 }),
      ("wins: Σd² is negative or of another parity than Σd", { $0[pair][Self.differ(.wins)] += 1 }),
      ("attempts: the pair's totals are not its line items' counts", { $0[pair][0] += 1 }),
      (
        "attempts: the runs where both sides have it do not match the runs where they differ",
        { $0[pair][Self.bothAttempted] += 1 }
      ),
      ("waitMs: its sums are not its line items' totals", { $0[pair][36] += 1 }),
      ("waitMs: a sum of squares does not fit its sum", { $0[pair][38] += 1 }),
    ]
    for (reason, change) in cases {
      #expect(try Self.refusal(of: shard) { _, items, _ in change(&items) } == "\(label): \(reason)")
    }
  }

  /// A banner's requests, paired, changed, are refused.
  @Test func changedBannerSumsAreRefused() throws {
    let a = try Self.scenario("banner-runs-summary")
    // On screen a little shorter: a fourth request only in the runs whose third ended early enough.
    var b = a
    b.app.viewForMs = 137_000
    let shard = try Self.shard(a, b, runs: 2_000)
    #expect(try Self.refusal(of: shard) { _, _, _ in } == nil)
    let requests = try #require(shard.paired.banner).requests
    #expect(requests.difference != 0)
    let cases: [(String, (inout [Int128]) -> Void)] = [
      ("requests: Σd² is negative or of another parity than Σd", { $0[1] = 0 }),
      ("requests: its sums are not those of the requests' fill rate", { $0[1] *= 81 }),
      ("impressionsPerRun: Σd is not B's total less A's", { $0[2] += 1 }),
      ("requestFillRate: its numerators' or denominators' sums are not its sides' totals", { $0[6] += 1 }),
    ]
    for (reason, change) in cases {
      let refusal = try Self.refusal(of: shard) { _, _, banner in
        if var values = banner {
          change(&values)
          banner = values
        }
      }
      #expect(refusal == reason)
    }
  }
}
