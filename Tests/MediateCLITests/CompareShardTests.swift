import Foundation
import Testing

/// `compare --shard I/N` and `merge`: the shards of a comparison merge into
/// the unsharded comparison byte for byte, whatever the order of the files
/// and the number of shards; a missing, doubled or foreign shard is refused.
struct CompareShardTests {
  private static let scenarios = Golden.fixtures.appendingPathComponent("scenarios")

  private static func config(_ name: String) -> String {
    scenarios.appendingPathComponent(name).appendingPathComponent("config.json").path
  }

  @Test(arguments: [
    ("auction-three-bidders-eight-instances", "auction-patience-runs-out-during-the-auction", 3),
    ("auction-three-bidders-eight-instances", "auction-three-bidders-eight-instances", 2),
    ("rewarded-fall-through", "auction-no-bid-waterfall-alone", 4),
    // Banners: the requests' paired sums too (refreshing on the engine, one request a run on the kernel).
    ("banner-runs-summary", "banner-refreshes-three-times", 3),
    ("banner-fall-through", "banner-custom-event-fill", 2),
  ])
  func shardsMergeIntoTheWholeComparison(a: String, b: String, shards: Int) throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-compare-shards-\(getpid())-\(a)-\(shards)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let pathA = Self.config(a)
    let pathB = Self.config(b)
    let whole = try MediateBinary.run(["compare", "--runs", "3001", "--format", "ndjson", pathA, pathB], in: work)
    #expect(whole.status == 0)
    var files: [String] = []
    for index in (1...shards).reversed() {
      let part = try MediateBinary.run(
        ["compare", "--runs", "3001", "--jobs", "\(index % 2 + 1)", "--shard", "\(index)/\(shards)", pathA, pathB], in: work)
      #expect(part.status == 0, "\(String(decoding: part.stderr, as: UTF8.self))")
      let file = work.appendingPathComponent("shard-\(index).ndjson")
      try part.stdout.write(to: file)
      files.append(file.path)
    }
    let merged = try MediateBinary.run(["merge", "--format", "ndjson"] + files, in: work)
    #expect(merged.status == 0, "\(String(decoding: merged.stderr, as: UTF8.self))")
    #expect(merged.stdout == whole.stdout)
    // One shard short, and one twice.
    let short = try MediateBinary.run(["merge"] + files.dropLast(), in: work)
    #expect(short.status == 65)
    let doubled = try MediateBinary.run(["merge"] + files + [files[0]], in: work)
    #expect(doubled.status == 65)
    // A comparison shard among summary shards.
    let summary = try MediateBinary.run(["simulate", "--runs", "3001", "--shard", "1/\(shards)", pathA], in: work)
    let summaryFile = work.appendingPathComponent("summary.ndjson")
    try summary.stdout.write(to: summaryFile)
    let mixed = try MediateBinary.run(["merge"] + files + [summaryFile.path], in: work)
    #expect(mixed.status == 65)
  }
}
