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

  /// A work folder of its own for `name`, removed by the caller.
  private static func workFolder(_ name: String) throws -> URL {
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("mediate-compare-shards-\(getpid())-\(name)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    return work
  }

  /// A slice of no run (more shards than runs) is a shard of 0 runs, as
  /// `simulate --shard` writes one: all the shards merge into the
  /// unsharded comparison byte for byte.
  @Test(arguments: [(1, 2), (2, 3), (3, 4)])
  func shardsOfNoRunMergeIntoTheWholeComparison(runs: Int, shards: Int) throws {
    let work = try Self.workFolder("empty-\(runs)-\(shards)")
    defer { try? FileManager.default.removeItem(at: work) }
    let pathA = Self.config("auction-three-bidders-eight-instances")
    let pathB = Self.config("auction-patience-runs-out-during-the-auction")
    let whole = try MediateBinary.run(["compare", "--runs", "\(runs)", "--format", "ndjson", pathA, pathB], in: work)
    #expect(whole.status == 0)
    var files: [String] = []
    for index in 1...shards {
      let part = try MediateBinary.run(
        ["compare", "--runs", "\(runs)", "--shard", "\(index)/\(shards)", pathA, pathB], in: work)
      #expect(part.status == 0, "\(String(decoding: part.stderr, as: UTF8.self))")
      let file = work.appendingPathComponent("shard-\(index).ndjson")
      try part.stdout.write(to: file)
      files.append(file.path)
    }
    let merged = try MediateBinary.run(["merge", "--format", "ndjson"] + files.reversed(), in: work)
    #expect(merged.status == 0, "\(String(decoding: merged.stderr, as: UTF8.self))")
    #expect(merged.stdout == whole.stdout)
  }

  /// Shards of the same configs named by other paths (another spelling,
  /// another working folder) merge, in any order, into the unsharded
  /// comparison as the lowest shard's command line named them: the
  /// configs are known by their hashes. Shards of another config do not.
  @Test func shardsNamingTheConfigsOtherwiseMerge() throws {
    let work = try Self.workFolder("paths")
    defer { try? FileManager.default.removeItem(at: work) }
    let sub = work.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    let configA = try String(contentsOfFile: Self.config("rewarded-fall-through"), encoding: .utf8)
    let configB = try String(contentsOfFile: Self.config("auction-no-bid-waterfall-alone"), encoding: .utf8)
    try configA.write(to: work.appendingPathComponent("A.json"), atomically: true, encoding: .utf8)
    try configB.write(to: work.appendingPathComponent("B.json"), atomically: true, encoding: .utf8)
    let whole = try MediateBinary.run(["compare", "--runs", "301", "--format", "ndjson", "A.json", "B.json"], in: work)
    #expect(whole.status == 0)
    func shard(_ index: Int, _ a: String, _ b: String, in folder: URL) throws -> String {
      let part = try MediateBinary.run(["compare", "--runs", "301", "--shard", "\(index)/3", a, b], in: folder)
      #expect(part.status == 0, "\(String(decoding: part.stderr, as: UTF8.self))")
      let file = work.appendingPathComponent("shard-\(index)-\(part.stdout.count).ndjson")
      try part.stdout.write(to: file)
      return file.path
    }
    let first = try shard(1, "A.json", "B.json", in: work)
    let second = try shard(2, "./A.json", "B.json", in: work)
    let third = try shard(3, "../A.json", "../B.json", in: sub)
    for order in [[first, second, third], [third, second, first], [second, third, first]] {
      let merged = try MediateBinary.run(["merge", "--format", "ndjson"] + order, in: work)
      #expect(merged.status == 0, "\(String(decoding: merged.stderr, as: UTF8.self))")
      #expect(merged.stdout == whole.stdout)
    }
    // A shard of A against another B (the same line items, one latency changed) is refused.
    let changed = configB.replacingOccurrences(of: "\"latencyMs\": 30", with: "\"latencyMs\": 31")
    #expect(changed != configB)
    try changed.write(to: sub.appendingPathComponent("B.json"), atomically: true, encoding: .utf8)
    let foreign = try shard(3, "../A.json", "B.json", in: sub)
    let refused = try MediateBinary.run(["merge", first, second, foreign], in: work)
    #expect(refused.status == 65)
    #expect(
      String(decoding: refused.stderr, as: UTF8.self)
        == "mediate: \(foreign): not a shard of the same batch: its shard record names another batch or config\n")
  }
}
