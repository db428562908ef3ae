import Foundation
import MediationPlatforms
import Testing

@testable import MediationKit

/// Every scenario fixture whose line items are all profiles, of a format Android's profile adapter serves,
/// played as its Android twin (android.md, "Twins"): the same walk, and the same numbers over 2,000 runs but
/// each platform's own rules.
struct AndroidTwinFixtureTests {
  private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/scenarios")

  /// The fixtures that have an Android twin today: profiles only (no registered class), no Ad Manager, and
  /// not native (Android's native ad mapper is the next step of issue 32).
  static let twinned: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
    return names.sorted().filter { name in
      guard let text = try? String(contentsOf: config(name), encoding: .utf8),
        let config = try? ConfigLoader.load(Array(text.utf8), registries: .standard)
      else { return false }
      return config.platform == .ios && !config.profiles.isEmpty && config.adUnit.format != .native
        && config.lineItems.allSatisfy { item in config.profiles.contains { $0.className == item.className } }
        && !text.contains("\"adManager\"")
    }
  }()

  private static func config(_ name: String) -> URL {
    scenarios.appendingPathComponent(name).appendingPathComponent("config.json")
  }

  /// The Android twin of an iOS config: `platform` first, each profile's class a Java name.
  static func androidTwin(of text: String, profiles: [String]) throws -> String {
    let brace = try #require(text.firstIndex(of: "{"))
    var twin = text
    twin.replaceSubrange(brace...brace, with: "{\"platform\": \"android\", ")
    for className in profiles {
      twin = twin.replacingOccurrences(of: "\"\(className)\"", with: "\"com.example.mediation.\(className)\"")
    }
    return twin
  }

  @Test func someFixturesHaveATwin() {
    #expect(Self.twinned.count >= 20)
  }

  @Test(arguments: twinned)
  func walksAndSummarizesAsItsIOSTwin(name: String) throws {
    let text = try String(contentsOf: Self.config(name), encoding: .utf8)
    let ios = try ConfigLoader.load(Array(text.utf8), registries: .standard)
    let twinText = try Self.androidTwin(of: text, profiles: ios.profiles.map(\.className))
    let android = try ConfigLoader.load(Array(twinText.utf8), registries: .standard)
    #expect(android.platform == .android)
    #expect(try Self.walk(android) == Self.walk(ios))
    let plan = BatchPlan(runs: 2000, jobs: 2)
    let androidSummary = Simulator.summarize(android, seed: android.seed, plan: plan, registries: .standard).summary
    var iosSummary = Simulator.summarize(ios, seed: ios.seed, plan: plan, registries: .standard).summary
    iosSummary.counts[.violations] = androidSummary.counts[.violations]
    iosSummary.counts[.warnings] = androidSummary.counts[.warnings]
    iosSummary.rules = androidSummary.rules
    #expect(androidSummary == iosSummary)
  }

  /// One run's walk: the `bid`, `auction`, `skipped`, `load`, `loadResult`, `waterfall` and `abandoned`
  /// records, without the keys whose values are a platform's names (or come from them: an error's domain is
  /// the class name, a bid response is drawn from the config's identity).
  static func walk(_ config: WaterfallConfig) throws -> [NSDictionary] {
    let walkTypes: Set<String> = ["bid", "auction", "skipped", "load", "loadResult", "waterfall", "abandoned"]
    let collector = RecordCollector()
    Simulator.trace(config, seed: config.seed, registries: .standard, into: collector)
    return try collector.records.compactMap { record in
      var writer = JSONWriter()
      writer.write(record)
      var object = try #require(JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
      guard walkTypes.contains(object["type"] as? String ?? "") else { return nil }
      for key in ["seq", "className", "method", "error", "bidResponse"] { object[key] = nil }
      return object as NSDictionary
    }
  }
}
