import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationAndroid
@testable import MediationIOS
@testable import MediationKit

/// android.md, "Twins", on the scenario fixtures: every iOS fixture whose
/// line items are all profiles gets its Android twin from the two platforms'
/// tables (`TwinTranslation`); the twins walk alike, run for run, and give
/// the same 2,000-run summary but for the counts of each platform's own
/// rules. The summaries are compared here, field by field, not by a check
/// the config states.
struct TwinFixtureTests {
  /// The formats the Android profile adapter plays: all of them.
  static let androidProfileFormats = Set(AdFormat.allCases)

  /// The iOS scenario fixtures whose line items are all profiles of the formats above, and their configs' bytes.
  static let twinned: [String] = KernelDifferentialTests.scenarios.filter { path in
    guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("config.json"))),
      let config = try? ConfigLoader.load(bytes), config.platform == .ios,
      androidProfileFormats.contains(config.adUnit.format)
    else { return false }
    let profiled = Set(config.profiles.map(\.className))
    // A fixture of what Android's contract has not (an iOS-only rule or key) has no twin.
    return config.lineItems.allSatisfy { profiled.contains($0.className) }
      && (try? TwinTranslation.android(fromIOS: bytes)) != nil
  }

  @Test func enoughFixturesHaveTwins() {
    // 52 fixtures are all profiles today (native ones among them); a change that drops many of them from the test
    // is a defect.
    #expect(Self.twinned.count >= 45, "\(Self.twinned.count) fixtures twinned")
    let native = Self.twinned.filter { path in
      (try? String(contentsOfFile: path + "/config.json", encoding: .utf8))?.contains(#""format": "native""#) ?? false
    }
    #expect(native.count >= 15, "\(native.count) native fixtures twinned")
  }

  /// android.md, "Bidding": everything of auction.md holds unchanged on Android, so fixtures with bidders are among
  /// the twinned (their walks compare `bid` and `auction` records too; the Android bid fixture's own iOS twin is
  /// `AndroidProfileTests`').
  @Test func biddingFixturesHaveTwins() throws {
    let bidding = try Self.twinned.filter { path in
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("config.json")))
      return try ConfigLoader.load(bytes).hasBidders
    }
    #expect(bidding.count >= 2, "\(bidding.map { URL(fileURLWithPath: $0).lastPathComponent })")
  }

  private static func configs(_ path: String) throws -> (ios: WaterfallConfig, android: WaterfallConfig) {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("config.json")))
    let twin = try TwinTranslation.android(fromIOS: bytes)
    let android = try ConfigLoader.load(twin)
    #expect(android.platform == .android)
    return (try ConfigLoader.load(bytes), android)
  }

  /// The walk's records of one run, without what names a platform (or is drawn from the config's identity,
  /// which the names are part of: the winning bid's response, an error's domain and message).
  private static func walk(_ config: WaterfallConfig, seed: UInt64) throws -> [NSDictionary] {
    let walkTypes: Set<String> = ["bid", "auction", "skipped", "load", "loadResult", "waterfall", "abandoned"]
    let collector = RecordCollector()
    Simulator.trace(config, seed: seed, into: collector)
    return try collector.records.compactMap { record in
      var writer = JSONWriter()
      writer.write(record)
      guard var object = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any],
        walkTypes.contains(object["type"] as? String ?? "")
      else { return nil }
      for key in ["seq", "className", "method", "bidResponse", "request", "settings"] { object[key] = nil }
      // The SDK's own errors are each platform's (android.md, "Errors"): the same failure, another domain and
      // code. An adapter's error keeps its code; its domain may be its class's name.
      if var error = object["error"] as? [String: Any] {
        if let domain = error["domain"] as? String, ["com.google.admob", "com.google.android.gms.ads"].contains(domain)
        {
          error = ["sdk": true]
        }
        error["domain"] = nil
        error["message"] = nil
        object["error"] = error
      }
      return object as NSDictionary
    }
  }

  private static func json(_ object: NSDictionary) -> String {
    let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(object)"
  }

  @Test(arguments: twinned)
  func walksAsItsTwin(path: String) throws {
    let (ios, android) = try Self.configs(path)
    for seed in [ios.seed, ios.seed &+ 1, ios.seed &+ 2] {
      let iosWalk = try Self.walk(ios, seed: seed)
      let androidWalk = try Self.walk(android, seed: seed)
      #expect(iosWalk.count == androidWalk.count, "seed \(seed)")
      for (index, (a, b)) in zip(iosWalk, androidWalk).enumerated() where a != b {
        Issue.record("seed \(seed), walk record \(index): iOS \(Self.json(a)), Android \(Self.json(b))")
        break
      }
    }
  }

  @Test(arguments: twinned)
  func summarizesAsItsTwin(path: String) throws {
    let (ios, android) = try Self.configs(path)
    // A profile that declares `concurrentLoads` is played run by run by the engine (the kernel has no
    // placements loading side by side): 200 runs keep those four fixtures within the suite's minute.
    let bytes = try String(contentsOfFile: path + "/config.json", encoding: .utf8)
    let plan = BatchPlan(runs: bytes.contains("\"concurrentLoads\"") ? 200 : 2000, jobs: 2)
    let iosSummary = Simulator.summarize(ios, seed: ios.seed, plan: plan).summary
    let androidSummary = Simulator.summarize(android, seed: android.seed, plan: plan).summary
    // Each platform counts its own rules (android.md, "Twins" 2): the rest is the same, number for number.
    var iosNumbers = iosSummary
    iosNumbers.counts[.violations] = androidSummary.counts[.violations]
    iosNumbers.counts[.warnings] = androidSummary.counts[.warnings]
    iosNumbers.rules = androidSummary.rules
    #expect(iosNumbers == androidSummary)
  }

  /// The texts and image URLs of iOS's default creative (`network.ad` left out) that Android's has otherwise, each
  /// with Android's: each platform's Sample SDK has its own app-install ad (android.md, "The Android Sample SDK").
  static let androidDefaultCreativeTexts: [String: String] = {
    let ios = NativeCreative.sampleAppInstall
    let android = SampleSDKFacts.appInstallAd
    let pairs = [
      (ios.headline, android.headline), (ios.body, android.body), (ios.callToAction, android.callToAction),
      (ios.store, android.store), (ios.advertiser, android.advertiser),
      (ios.degreeOfAwesomeness, android.degreeOfAwesomeness), (ios.image?.url, android.image?.url),
      (ios.icon?.url, android.icon?.url),
    ]
    var texts: [String: String] = [:]
    for case (let iosText?, let androidText?) in pairs where iosText != androidText { texts[iosText] = androidText }
    return texts
  }()

  @Test func theDefaultCreativesDifferInTextsTheTwinTestTranslates() {
    // Were the two default creatives the same, the translation would hide nothing; it must stay small.
    #expect(Self.androidDefaultCreativeTexts.count <= 4)
    #expect(Self.androidDefaultCreativeTexts["Take Action"] == "Take Action!")
  }

  /// A native profile's Android mapper (`NativeAdMapper`'s setters) gives the `ad` record its iOS twin's
  /// `GADMediationNativeAd` gives: the same assets, flags and views (android.md, "Profiles on Android", `native`),
  /// but for the price, a number on Android that the twin may not share, and a downloaded image's URL, which an
  /// Android `NativeAd.Image` keeps (its `Uri`) and an iOS `GADNativeAdImage` made from an image does not. A line
  /// item without `network.ad` gets each platform's default creative: its iOS texts are read as Android's.
  @Test(arguments: twinned)
  func mapsNativeAssetsAsItsTwin(path: String) throws {
    let (ios, android) = try Self.configs(path)
    guard ios.adUnit.format == .native else { return }
    let defaultCreativeLineItems = Set(ios.lineItems.filter { $0.network.ad == nil }.map(\.label))
    func adRecords(_ config: WaterfallConfig) throws -> [String] {
      let collector = RecordCollector()
      Simulator.trace(config, seed: config.seed, into: collector)
      return try collector.records.compactMap { record in
        var writer = JSONWriter()
        writer.write(record)
        guard var object = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any],
          object["type"] as? String == "ad", var assets = object["assets"] as? [String: Any]
        else { return nil }
        assets["price"] = nil
        for key in ["images", "icon"] {
          func withoutDownloadedURL(_ image: Any) -> Any {
            guard var image = image as? [String: Any], image["loaded"] as? Bool == true else { return image }
            image["url"] = nil
            return image
          }
          if let images = assets[key] as? [Any] {
            assets[key] = images.map(withoutDownloadedURL)
          } else if let image = assets[key] {
            assets[key] = withoutDownloadedURL(image)
          }
        }
        if config.platform == .ios, let lineItem = object["lineItem"] as? String,
          defaultCreativeLineItems.contains(lineItem)
        {
          assets = Self.asAndroidDefaultCreative(assets) as? [String: Any] ?? assets
        }
        object["assets"] = assets
        object["seq"] = nil
        return Self.json(object as NSDictionary)
      }
    }
    #expect(try adRecords(ios) == adRecords(android))
  }

  /// `value` with every text of iOS's default creative that Android's has otherwise replaced by Android's.
  private static func asAndroidDefaultCreative(_ value: Any) -> Any {
    if let text = value as? String { return androidDefaultCreativeTexts[text] ?? text }
    if let array = value as? [Any] { return array.map(asAndroidDefaultCreative) }
    if let object = value as? [String: Any] { return object.mapValues(asAndroidDefaultCreative) }
    return value
  }
}
