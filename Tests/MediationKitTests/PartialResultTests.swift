import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Jobs and partial results: any split of a batch's runs into jobs, merged
/// in any order and any grouping, is exactly the whole batch; parts of
/// different batches, or that cover a run twice, are refused.
struct PartialResultTests {
  private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/scenarios")

  /// A plain waterfall, one with bidders, a banner that refreshes, one with demand.
  static let configs = [
    "waterfall", "auction-bid-timeout-and-tie", "banner-refreshes-after-no-fill", "demand-floors-correlated",
  ]

  private static func config(_ name: String) throws -> WaterfallConfig {
    guard name != "waterfall" else { return try ConfigLoader.load(Array(MonteCarloTests.waterfall.utf8)) }
    let url = scenarios.appendingPathComponent(name).appendingPathComponent("config.json")
    return try ConfigLoader.load(Array(try Data(contentsOf: url)))
  }

  private static func play(_ config: WaterfallConfig, _ runs: Range<Int>, of batch: Int, seed: UInt64 = 9) throws
    -> PartialResult
  {
    let job = try BatchJob(config: config.identity, seed: seed, runs: runs, of: batch)
    return try PartialResult.play(job, of: config, registry: .standard, threads: 1)
  }

  /// The records a batch result renders, as ndjson lines.
  private static func lines(_ result: BatchResult, _ config: WaterfallConfig) -> [String] {
    let collector = RecordCollector()
    Simulator.write(result, run: RunRecord(config: config, seed: 9), into: collector)
    return collector.records.map { record in
      var writer = JSONWriter()
      writer.write(record)
      return String(decoding: writer.bytes, as: UTF8.self)
    }
  }

  @Test(arguments: configs)
  func randomSplitsMergeIntoTheWholeBatch(name: String) throws {
    let config = try Self.config(name)
    let runs = 2_000
    let whole = try Self.play(config, 0..<runs, of: runs)
    #expect(whole.isComplete)
    // The whole batch as `simulate --runs` renders it (`Batch.run` plays the plan's job, renders its partial result).
    let unsharded = Self.lines(whole.result(shard: nil, usedKernel: true), config)
    var random = SplitMix64(seed: 29)
    for _ in 0..<2 {
      // Contiguous pieces at random cuts (an empty piece now and then), played each as a job.
      let cuts = (0..<Int(random.next(upTo: 12))).map { _ in Int(random.next(upTo: UInt64(runs + 1))) }.sorted()
      let bounds = [0] + cuts + [runs]
      var parts = try zip(bounds, bounds.dropFirst()).map { try Self.play(config, $0..<$1, of: runs) }
      // Merged in a random tree: two parts at random, either way round, until one is left.
      while parts.count > 1 {
        let i = Int(random.next(upTo: UInt64(parts.count)))
        var j = Int(random.next(upTo: UInt64(parts.count - 1)))
        if j >= i { j += 1 }
        let merged = random.next(upTo: 2) == 0 ? try parts[i].merging(parts[j]) : try parts[j].merging(parts[i])
        parts[min(i, j)] = merged
        parts.remove(at: max(i, j))
      }
      let merged = try #require(parts.first)
      #expect(merged == whole)
      #expect(Self.lines(merged.result(shard: nil, usedKernel: true), config) == unsharded)
    }
  }

  @Test func mergingIsAssociativeAndCommutative() throws {
    let config = try Self.config("waterfall")
    let (a, b, c) = (
      try Self.play(config, 0..<70, of: 300), try Self.play(config, 70..<200, of: 300),
      try Self.play(config, 200..<300, of: 300)
    )
    let left = try a.merging(b).merging(c)
    #expect(try a.merging(b.merging(c)) == left)
    #expect(try c.merging(a).merging(b) == left)
    #expect(try PartialResult.merge([b, c, a]) == left)
    #expect(left.runs == [0..<300])
    let gap = try a.merging(c)
    #expect(gap.runs == [0..<70, 200..<300])
    #expect(!gap.isComplete)
  }

  @Test func refusesPartsOfAnotherBatchOrRunsCoveredTwice() throws {
    let config = try Self.config("waterfall")
    let other = try Self.config("demand-floors-correlated")
    let part = try Self.play(config, 0..<100, of: 200)
    #expect(throws: PartialResult.Refusal.overlappingRuns(50..<100)) {
      try part.merging(try Self.play(config, 50..<150, of: 200))
    }
    #expect(throws: PartialResult.Refusal.differentSeed(expected: 9, found: 10)) {
      try part.merging(try Self.play(config, 100..<200, of: 200, seed: 10))
    }
    #expect(throws: PartialResult.Refusal.differentBatch(expected: 200, found: 300)) {
      try part.merging(try Self.play(config, 100..<200, of: 300))
    }
    #expect(throws: PartialResult.Refusal.differentConfig(expected: config.identity, found: other.identity)) {
      try part.merging(try Self.play(other, 100..<200, of: 200))
    }
    let job = try BatchJob(config: config.identity, seed: 9, runs: 0..<10, of: 10)
    #expect(throws: PartialResult.Refusal.differentConfig(expected: config.identity, found: other.identity)) {
      try PartialResult.play(job, of: other, registry: .standard, threads: 1)
    }
    #expect(throws: PartialResult.Refusal.nothingToMerge) { try PartialResult.merge([]) }
    #expect(PartialResult.Refusal.overlappingRuns(50..<100).message == "its runs 50..<100 are covered twice")
  }

  @Test func refusesJobsOutsideTheirBatch() {
    #expect(throws: BatchJob.Invalid(runs: 5..<20, batchRuns: 10)) {
      try BatchJob(config: ConfigIdentity(high: 1, low: 2), seed: 0, runs: 5..<20, of: 10)
    }
    #expect(throws: BatchJob.Invalid(runs: 0..<0, batchRuns: 0)) {
      try BatchJob(config: ConfigIdentity(high: 1, low: 2), seed: 0, runs: 0..<0, of: 0)
    }
    #expect(
      BatchJob.Invalid(runs: 5..<20, batchRuns: 10).message
        == "runs 5..<20 are not runs of a batch of 10 (from 1 to 1000000000 runs)")
  }

  @Test func shardsRefuseTheFormatOfOtherBuilds() throws {
    let config = try Self.config("waterfall")
    let shard = Simulator.summarize(
      config, seed: 9, plan: BatchPlan(runs: 10, jobs: 1, shard: ShardSelection(index: 1, count: 1)),
      registry: .standard)
    let text = Self.lines(shard, config).joined(separator: "\n")
    #expect(text.contains(#""shard":{"version":2,"index":1,"count":1,"runs":10,"config":"\#(config.identity.hex)""#))
    func merge(_ text: String) throws(ShardMerge.Failure) {
      _ = try ShardMerge.merge([ShardMerge.Input(name: "s", bytes: Array(text.utf8))])
    }
    #expect(throws: ShardMerge.Failure.olderBuild(file: "s", format: 1)) {
      try merge(text.replacingOccurrences(of: #""version":2,"#, with: ""))
    }
    #expect(throws: ShardMerge.Failure.newerBuild(file: "s", format: 3)) {
      try merge(text.replacingOccurrences(of: #""version":2,"#, with: #""version":3,"#))
    }
    #expect(
      throws: ShardMerge.Failure.notAShardSummary(
        file: "s", reason: "its config identity is not 32 lowercase hex digits")
    ) {
      try merge(text.replacingOccurrences(of: config.identity.hex, with: String(config.identity.hex.prefix(16))))
    }
    #expect(
      ShardMerge.Failure.olderBuild(file: "s", format: 1).message
        == "s: written by an older build of mediate (shard format 1; this build reads 2): run the shards again with "
        + "this build")
  }
}
