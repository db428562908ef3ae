import MediationPlatforms
import Testing

@testable import MediationKit

/// A shard's `run` record read back: its `platform`, which older shards lack.
struct ShardRunRecordTests {
  private static let head =
    #"{"type":"run","seq":0,"t":0,"mediate":"0.1.0","seed":7,"adUnit":"/1/r","format":"rewarded","lineItems":1"#

  private func read(_ tail: String) throws(ShardMerge.Failure) -> RunRecord {
    guard let node = try? JSONReader.read(Array((Self.head + tail + "}").utf8)) else {
      throw .notAShardSummary(file: "s", reason: "not JSON")
    }
    return try ShardOutput.runRecord(node) { .notAShardSummary(file: "s", reason: $0) }
  }

  @Test func readsThePlatformItWasWrittenWith() throws {
    #expect(try read(#","platform":"ios""#).platform == .ios)
    #expect(try read(#","platform":"android""#).platform == .android)
  }

  /// A shard written before `platform` existed was iOS's: every config was.
  @Test func aShardWithoutPlatformIsIOS() throws {
    #expect(try read("").platform == .ios)
  }

  @Test func refusesAnUnknownPlatform() {
    #expect(throws: ShardMerge.Failure.notAShardSummary(file: "s", reason: "the run record has an unknown platform")) {
      try read(#","platform":"windows""#)
    }
  }
}
