import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationKit

/// An Android config whose line items are profiles plays end to end with
/// Android's names, and is its iOS twin's equal wherever android.md's
/// "Twins" says: the same walk, and the same numbers over 2,000 runs.
struct AndroidProfileTests {
  private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Fixtures/scenarios/android-profile-rewarded-bid-winner-and-waterfall/config.json")

  /// The fixture's text, Android's.
  private static func androidText() throws -> String {
    try String(contentsOf: fixture, encoding: .utf8)
  }

  /// The iOS twin, by the two platforms' tables (`TwinTranslation`).
  private static func iosText() throws -> String {
    String(decoding: try TwinTranslation.ios(fromAndroid: Array(androidText().utf8)), as: UTF8.self)
  }

  private static func load(_ text: String) throws -> WaterfallConfig {
    try ConfigLoader.load(Array(text.utf8), registries: .standard)
  }

  /// Every record of one run as its JSON object.
  private static func records(_ config: WaterfallConfig) throws -> [[String: Any]] {
    let collector = RecordCollector()
    Simulator.trace(config, seed: config.seed, registries: .standard, into: collector)
    return try collector.records.map { record in
      var writer = JSONWriter()
      writer.write(record)
      return try #require(JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
    }
  }

  private static func strings(_ records: [[String: Any]], type: String, key: String) -> [String] {
    records.filter { $0["type"] as? String == type }.compactMap { $0[key] as? String }
  }

  @Test func theTwinsAreReadForTheirOwnPlatforms() throws {
    #expect(try Self.load(Self.androidText()).platform == .android)
    #expect(try Self.load(Self.iosText()).platform == .ios)
  }

  @Test func playsEndToEndWithAndroidNames() throws {
    let records = try Self.records(Self.load(Self.androidText()))
    #expect(Self.strings(records, type: "run", key: "platform") == ["android"])
    #expect(Self.strings(records, type: "load", key: "method") == ["loadRewardedAd", "loadRtbRewardedAd"])
    #expect(
      Self.strings(records, type: "event", key: "name") == [
        "onAdOpened", "onVideoStart", "reportAdImpression", "reportAdClicked", "onUserEarnedReward",
        "onVideoComplete", "onAdClosed",
      ])
    #expect(
      Self.strings(records, type: "network", key: "callback") == [
        "onRewardedAdFailedToLoad", "onRewardedAdLoaded", "onAdFullScreen", "onAdClicked", "onAdRewarded",
        "onAdClosed",
      ])
    #expect(Self.strings(records, type: "sdk", key: "call") == ["showAd"])
    let result = try #require(records.last)
    #expect(result["type"] as? String == "result")
    #expect(result["filled"] as? Bool == true)
    #expect(result["lineItem"] as? String == "Bidder")
    #expect(result["impressions"] as? Int == 1)
    #expect(result["violations"] as? Int == 0)
  }

  /// android.md, "Twins" 1: the same `bid`, `auction`, `skipped`, `load`, `loadResult`, `waterfall` and
  /// `abandoned` records at the same `t` and in the same order; the names in them are each platform's.
  @Test func walksAsItsIOSTwinDoes() throws {
    let walkTypes: Set<String> = ["bid", "auction", "skipped", "load", "loadResult", "waterfall", "abandoned"]
    // The keys whose values are a platform's names (or hold one: an error's domain is the class name), the
    // winning bid's opaque response, drawn from the config's identity, which its platform and names are part of, and
    // the request, whose members are each platform's Sample SDK's (Android's has no `mute` nor `debugLogging`).
    let namedKeys = ["seq", "className", "method", "error", "bidResponse", "request"]
    func walk(_ text: String) throws -> [NSDictionary] {
      try Self.records(Self.load(text)).filter { walkTypes.contains($0["type"] as? String ?? "") }.map { record in
        var kept = record
        for key in namedKeys { kept[key] = nil }
        return kept as NSDictionary
      }
    }
    let android = try walk(Self.androidText())
    let ios = try walk(Self.iosText())
    #expect(android.count == 7)
    for (androidRecord, iosRecord) in zip(android, ios) {
      #expect(androidRecord == iosRecord)
    }
    #expect(android.count == ios.count)
  }

  /// android.md, "Twins" 2: with profiles only, every number of a 2,000-run summary is the iOS twin's, but
  /// `violations`, `warnings` and `rules`: each platform counts its own rules (the iOS twin breaks the iOS-only
  /// `dismissWithoutWillDismiss` on every run; Android has no "will close").
  @Test func summarizesAsItsIOSTwinDoes() throws {
    let plan = BatchPlan(runs: 2000, jobs: 2)
    let android = try Self.load(Self.androidText())
    let ios = try Self.load(Self.iosText())
    let androidSummary = Simulator.summarize(android, seed: android.seed, plan: plan, registries: .standard).summary
    let iosSummary = Simulator.summarize(ios, seed: ios.seed, plan: plan, registries: .standard).summary
    #expect(androidSummary.rules.isEmpty)
    #expect(iosSummary.rules.map(\.rule) == ["dismissWithoutWillDismiss"])
    var iosNumbers = iosSummary
    iosNumbers.counts[.violations] = androidSummary.counts[.violations]
    iosNumbers.counts[.warnings] = androidSummary.counts[.warnings]
    iosNumbers.rules = androidSummary.rules
    #expect(androidSummary == iosNumbers)
  }
}
