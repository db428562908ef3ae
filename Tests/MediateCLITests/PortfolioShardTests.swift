import Foundation
import Testing

/// A portfolio's `simulate --runs --shard I/N` and `merge` (decide2.md §5): the shards, merged in any order, are
/// the unsharded output byte for byte, whatever N (groups a shard does not touch included); a missing shard, a
/// doubled one or another portfolio's is refused, and `--config` checks the groups' `expect.summary`.
struct PortfolioShardTests {
  private static let repository = Golden.fixtures.deletingLastPathComponent()

  /// Three groups: one with worlds (by path), one with a bidder and a waterfall, one plain and inline.
  private static func portfolio(in work: URL) throws -> URL {
    let worlds = repository.appendingPathComponent("examples/worlds/sigma-worlds.json").path
    let auction = Golden.fixtures.appendingPathComponent("scenarios/auction-three-bidders-eight-instances/config.json")
      .path
    let text = """
      { "version": 1, "seed": 5,
        "groups": [
          { "name": "Worlds", "requestsPerDay": 500000, "config": \(JSONString(worlds)) },
          { "name": "Auction", "requestsPerDay": 2000000, "config": \(JSONString(auction)) },
          { "name": "Inline", "requestsPerDay": 100000,
            "config": { "version": 1,
              "adUnit": { "id": "unit", "format": "rewarded", "reward": { "type": "coins", "amount": 1 } },
              "lineItems": [
                { "label": "A", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "a", "ecpm": 4,
                  "network": { "load": { "fillRate": 0.3 } } },
                { "label": "B", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "b", "ecpm": 1,
                  "network": { "load": { "fillRate": 0.8 } } } ],
              "app": { "presentAfterMs": 0 },
              "expect": { "summary": { "fillRate": ">= 0.99" } } } } ] }
      """
    let url = work.appendingPathComponent("portfolio.json")
    try Data(text.utf8).write(to: url)
    return url
  }

  private static func JSONString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  private static func workFolder(_ name: String) throws -> URL {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-portfolio-\(getpid())-\(name)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    return work
  }

  @Test(arguments: [2, 7])
  func shardsMergeIntoTheWholeBatch(shards: Int) throws {
    let work = try Self.workFolder("shards-\(shards)")
    defer { try? FileManager.default.removeItem(at: work) }
    let portfolio = try Self.portfolio(in: work).path
    let whole = try MediateBinary.run(["simulate", "--runs", "101", "--format", "ndjson", portfolio], in: work)
    // The inline group's expect.summary fails: the whole batch exits 1.
    #expect(whole.status == 1)
    var files: [String] = []
    for index in 1...shards {
      let part = try MediateBinary.run(
        ["simulate", "--runs", "101", "--jobs", "\(index % 2 + 1)", "--shard", "\(index)/\(shards)", portfolio],
        in: work)
      #expect(part.status == 0, "\(String(decoding: part.stderr, as: UTF8.self))")
      let file = work.appendingPathComponent("shard-\(index).ndjson")
      try part.stdout.write(to: file)
      files.append(file.path)
    }
    // Any order: the last first.
    let shuffled = Array(files.reversed())
    let merged = try MediateBinary.run(["merge", "--config", portfolio] + shuffled, in: work)
    #expect(merged.status == 1)
    #expect(merged.stdout == whole.stdout)
    #expect(merged.stderr == whole.stderr)
    if shards > 1 {
      let short = try MediateBinary.run(["merge"] + files.dropLast(), in: work)
      #expect(short.status == 65)
      #expect(String(decoding: short.stderr, as: UTF8.self).contains("a shard is missing"))
      let doubled = try MediateBinary.run(["merge"] + files + [files[0]], in: work)
      #expect(doubled.status == 65)
    }
  }

  /// Each shard's groups' runs are slices the plan's costs balance; the slices of all shards cover every run of
  /// every group once.
  @Test func aShardNamesItsGroupsSlices() throws {
    let work = try Self.workFolder("slices")
    defer { try? FileManager.default.removeItem(at: work) }
    let portfolio = try Self.portfolio(in: work).path
    var covered: [String: [Range<Int>]] = [:]
    for index in 1...4 {
      let part = try MediateBinary.run(["simulate", "--runs", "100", "--shard", "\(index)/4", portfolio], in: work)
      for line in String(decoding: part.stdout, as: UTF8.self).split(separator: "\n") {
        let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(record["type"] as? String != "portfolio")
        guard record["type"] as? String == "summary" else { continue }
        let shard = try #require(record["shard"] as? [String: Any])
        let group = try #require(shard["group"] as? String)
        #expect(record["group"] as? String == group)
        let from = try #require(shard["from"] as? Int)
        let to = try #require(shard["to"] as? Int)
        // Each world of a group is played on the same runs.
        covered[group + ((record["world"] as? String).map { " / " + $0 } ?? ""), default: []].append(from..<to)
      }
    }
    for (group, ranges) in covered {
      let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
      #expect(sorted.first?.lowerBound == 0 && sorted.last?.upperBound == 100, "\(group)")
      for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(a.upperBound == b.lowerBound, "\(group)") }
    }
    #expect(covered.keys.filter { !$0.hasPrefix("Worlds / ") }.sorted() == ["Auction", "Inline"])
    #expect(covered.keys.filter { $0.hasPrefix("Worlds / ") }.count == 3)
  }

  /// Shards of a portfolio merged with a plain config's `--config`, and a config's shards with a portfolio's.
  @Test func mergeRefusesTheOtherKindOfConfig() throws {
    let work = try Self.workFolder("kinds")
    defer { try? FileManager.default.removeItem(at: work) }
    let portfolio = try Self.portfolio(in: work).path
    let config = Golden.fixtures.appendingPathComponent("scenarios/rewarded-fall-through/config.json").path
    let part = try MediateBinary.run(["simulate", "--runs", "50", "--shard", "1/1", portfolio], in: work)
    let file = work.appendingPathComponent("p.ndjson")
    try part.stdout.write(to: file)
    let plain = try MediateBinary.run(["merge", "--config", config, file.path], in: work)
    #expect(plain.status == 65)
    let configShard = try MediateBinary.run(["simulate", "--runs", "50", "--shard", "1/1", config], in: work)
    let other = work.appendingPathComponent("c.ndjson")
    try configShard.stdout.write(to: other)
    let mixed = try MediateBinary.run(["merge", "--config", portfolio, other.path], in: work)
    #expect(mixed.status == 65)
  }

  /// More shards than items: a shard that plays no run still says which shard of which portfolio it is (its first
  /// group's slice of 0 runs), and the shards merge into the whole batch.
  @Test func aShardWithoutRunsStillMerges() throws {
    let work = try Self.workFolder("empty")
    defer { try? FileManager.default.removeItem(at: work) }
    let inline = try String(
      contentsOf: Self.repository.appendingPathComponent("examples/portfolio/portfolio.json"), encoding: .utf8)
    // The example's inline group alone.
    let one = try #require(inline.range(of: "{ \"name\": \"Rewarded iOS rest\""))
    let text = "{ \"version\": 1, \"groups\": [ " + inline[one.lowerBound...]
    let url = work.appendingPathComponent("one.json")
    try Data(text.utf8).write(to: url)
    let whole = try MediateBinary.run(["simulate", "--runs", "2", url.path], in: work)
    #expect(whole.status == 0, "\(String(decoding: whole.stderr, as: UTF8.self))")
    var files: [String] = []
    for index in 1...5 {
      let part = try MediateBinary.run(["simulate", "--runs", "2", "--shard", "\(index)/5", url.path], in: work)
      #expect(part.status == 0 && !part.stdout.isEmpty)
      let file = work.appendingPathComponent("o\(index).ndjson")
      try part.stdout.write(to: file)
      files.append(file.path)
    }
    let merged = try MediateBinary.run(["merge"] + files, in: work)
    #expect(merged.status == 0, "\(String(decoding: merged.stderr, as: UTF8.self))")
    #expect(merged.stdout == whole.stdout)
  }
}
