import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationKit

/// android.md, "Twins" 2, for the decision commands: `compare`, `optimize`
/// and `fit` of a config and its Android twin agree number for number, on a
/// handful of fixtures chosen for breadth (waterfall and bidders, the four
/// formats the Android profile plays, reports plain, by demand and with a
/// base), each cheap: the suite's minute is shared. The twins come from the
/// two platforms' tables (`TwinTranslation`).
struct DecisionTwinTests {
  /// The fixtures folder.
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Configs whose line items are all profiles (paths under Fixtures/): a hybrid auction, a banner, an
  /// interstitial, a rewarded interstitial, and waterfalls of three (`mediate init`'s starter; errors that pass
  /// through).
  static let fixtures = [
    "scenarios/auction-lost-bid-skips-its-class/config.json",
    "scenarios/banner-profile-reports-impression-and-modal/config.json",
    "scenarios/interstitial-present-fails-from-network/config.json",
    "scenarios/rewarded-interstitial-profile-fill/config.json", "scenarios/errors-pass-through-load/config.json",
    "commands/compare-platform-twins/ios.json",
  ]

  private static func twins(_ path: String) throws -> (
    ios: WaterfallConfig, android: WaterfallConfig, iosBytes: [UInt8], androidBytes: [UInt8]
  ) {
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(path)))
    let twin = try TwinTranslation.android(fromIOS: bytes)
    let android = try ConfigLoader.load(twin, registries: .standard)
    #expect(android.platform == .android)
    return (try ConfigLoader.load(bytes, registries: .standard), android, bytes, twin)
  }

  /// Fields each platform counts by its own rules (android.md, "Twins" 2: an iOS-only rule can fire on the
  /// iOS twin alone).
  private static func countsOwnRules(_ field: String) -> Bool {
    field == ".violations" || field == ".warnings" || field.hasPrefix(".rules")
  }

  @Test(arguments: fixtures)
  func comparesWithItsTwinAsWithItself(path: String) throws {
    let (ios, android, _, _) = try Self.twins(path)
    let record = Simulator.compare(
      ios, android, seed: ios.seed, plan: BatchPlan(runs: 1_000, jobs: 2), pathA: "ios.json", pathB: "android.json",
      registries: .standard)
    #expect(record.platforms == [.ios, .android])
    for entry in record.fields where !Self.countsOwnRules(entry.field) {
      #expect(entry.a == entry.b, "\(path): \(entry.field)")
      #expect(entry.differenceMicros == nil || entry.differenceMicros == 0, "\(path): \(entry.field)")
    }
  }

  /// The same search, candidate for candidate, and the same result: `changes`, the figures, the diagnosis.
  /// The starter's search changes a timeout, so `changes` is not trivially empty.
  @Test(arguments: [
    ("commands/compare-platform-twins/ios.json", [VaryDimension.order, .timeouts]),
    ("scenarios/auction-lost-bid-skips-its-class/config.json", [.order]),
    ("scenarios/errors-pass-through-load/config.json", [.order, .drop]),
    ("scenarios/banner-profile-reports-impression-and-modal/config.json", [.timeouts]),
  ])
  func optimizesAsItsTwin(path: String, vary: [VaryDimension]) throws {
    let (ios, android, iosBytes, androidBytes) = try Self.twins(path)
    let fields = SummaryFieldPath.all(labels: ios.lineItems.map(\.label), banner: ios.adUnit.format.traits.refreshes)
    let goal = OptimizationGoal(
      objective: try SummaryFieldPath.resolve("revenuePer1000Requests", among: fields).get(), direction: .maximize,
      constraints: [
        (
          try SummaryFieldPath.resolve("latencyMs.mean", among: fields).get(),
          try FieldConstraint.parse("latencyMs.mean <= 5000").comparison
        )
      ])
    func optimize(_ config: WaterfallConfig, _ bytes: [UInt8]) throws -> OptimizationRecord {
      let request = Optimizer.Request(
        goal: goal, vary: vary, runs: 200, candidates: 30, seed: config.seed, jobs: 2, timeLimit: nil, restarts: 2)
      return try Optimizer.optimize(config, bytes: bytes, request: request, registry: .standard(for: config.platform))
        .record
    }
    let iosRecord = try optimize(ios, iosBytes)
    let androidRecord = try optimize(android, androidBytes)
    #expect(iosRecord.candidates > 1, "\(path): nothing searched")
    if path.hasPrefix("commands/") { #expect(!iosRecord.changes.isEmpty, "\(path): no change found") }
    #expect(iosRecord == androidRecord, "\(path)")
  }

  /// An AdMob API report of one ad unit of `format` on `platform` (the `PLATFORM` dimension's value), a
  /// consistent waterfall of `sources` (label, fill rate, eCPM): each source's requests are what the ones above
  /// left of 100,000.
  private static func report(platform: String, format: String, sources: [(String, Double, Double)]) -> [UInt8] {
    var rows = [#"{"header": {"localizationSettings": {"currencyCode": "USD"}}}"#]
    var requests = 100_000
    for (index, (label, fill, ecpm)) in sources.enumerated() {
      let matched = Int((Double(requests) * fill).rounded())
      let earnings = Int((Double(matched) * ecpm / 1000 * 1e6).rounded())
      rows.append(
        """
        {"row": {"dimensionValues": {"AD_SOURCE": {"value": "\(index + 1)", "displayLabel": "\(label)"},
            "AD_UNIT": {"value": "ca-app-pub-1/0", "displayLabel": "Level end"},
            "FORMAT": {"value": "\(format)"}, "PLATFORM": {"value": "\(platform)", "displayLabel": "\(platform)"}},
          "metricValues": {"AD_REQUESTS": {"integerValue": "\(requests)"}, "MATCHED_REQUESTS": {"integerValue": "\(matched)"},
            "IMPRESSIONS": {"integerValue": "\(matched)"}, "ESTIMATED_EARNINGS": {"microsValue": "\(earnings)"},
            "OBSERVED_ECPM": {"microsValue": "\(Int(ecpm * 1e6))"}}}}
        """)
      requests -= matched
    }
    rows.append(#"{"footer": {"matchingRowCount": "\#(sources.count)"}}"#)
    return Array(("[" + rows.joined(separator: ",\n") + "]").utf8)
  }

  /// Labels that make every naming rule work: spaces, punctuation, a leading digit, two of one stem.
  private static let sources: [(String, Double, Double)] = [
    ("AdMob Network", 0.3, 12), ("Meta Audience Network", 0.5, 6.5), ("2nd-price unity", 0.4, 3),
    ("Liftoff", 0.2, 2.5), ("Liftoff!", 0.6, 1),
  ]

  /// The report fitted as `platform`'s rows: the record and the config written.
  private static func fit(
    _ format: String, platform: String, demand: Bool, base: [UInt8]?
  ) throws -> (record: FitRecord, config: [UInt8]) {
    let report = try MediationReport.read(Self.report(platform: platform, format: format, sources: Self.sources))
    let baseConfig = try base.map { (try ConfigLoader.load($0, registries: .standard), $0) }
    let outcome = try ReportFit.fit(
      report, path: "report.json",
      options: ReportFit.Options(
        registries: .standard, demand: demand, sigmaWorlds: demand ? [DecimalNumber(micros: 500_000)] : nil,
        base: baseConfig))
    return (outcome.record, outcome.config)
  }

  /// `value` with every string and key that `names` maps renamed.
  private static func renamed(_ value: JSONValue, _ names: [String: String]) -> JSONValue {
    switch value {
    case .string(let text): .string(names[text] ?? text)
    case .array(let elements): .array(elements.map { renamed($0, names) })
    case .object(let members):
      .object(members.map { JSONValue.Member(key: names[$0.key] ?? $0.key, value: renamed($0.value, names)) })
    case .null, .bool, .number: value
    }
  }

  /// A base config of the ad unit the report is of, with two of its labels and an expect block, of a format.
  private static func base(format: String) -> [UInt8] {
    let events =
      format == "rewarded"
      ? #", "events": { "didPresent": ["willPresentFullScreenView", "didStartVideo", "reportImpression"] }"# : ""
    let reward = format == "rewarded" ? #", "reward": { "type": "coins", "amount": 10 }"# : ""
    return Array(
      """
      {
        "version": 1,
        "seed": 5,
        "adUnit": { "id": "Level end", "format": "\(format)"\(reward) },
        "adapters": { "ExampleNetworkAdapter": { "formats": ["\(format)"]\(events) } },
        "lineItems": [
          { "label": "Liftoff", "className": "ExampleNetworkAdapter", "parameter": "liftoff", "ecpm": 2,
            "network": { "load": { "fillRate": 0.1, "latencyMs": { "min": 150, "max": 600 } } } },
          { "label": "AdMob Network", "className": "ExampleNetworkAdapter", "parameter": "admob", "ecpm": 10,
            "network": { "load": { "fillRate": 0.2 } } }
        ],
        "expect": { "summary": { "fillRate": ">= 0.5" } }
      }
      """.utf8)
  }

  /// android.md, "Twins" 2: the same `fit` config but for `platform` and names. The report as Android's rows
  /// gives the record of its iOS rows, and a config whose iOS twin (by the translation tables) is the iOS
  /// fit's once each profile class takes the iOS fit's name for it.
  @Test(arguments: [
    ("REWARDED", false, false), ("INTERSTITIAL", true, false), ("BANNER", false, false), ("REWARDED", false, true),
    ("INTERSTITIAL", false, true),
  ])
  func fitsAsItsTwin(format: String, demand: Bool, withBase: Bool) throws {
    let written = format.lowercased()
    let iosBase = withBase ? Self.base(format: written) : nil
    let androidBase = try iosBase.map { try TwinTranslation.android(fromIOS: $0) }
    let ios = try Self.fit(format, platform: "iOS", demand: demand, base: iosBase)
    let android = try Self.fit(format, platform: "Android", demand: demand, base: androidBase)
    #expect(ios.record == android.record)
    let iosConfig = try ConfigLoader.load(ios.config, registries: .standard)
    let androidConfig = try ConfigLoader.load(android.config, registries: .standard)
    #expect(iosConfig.platform == .ios && androidConfig.platform == .android)
    // Written right after seed, and only on Android.
    let androidKeys = try #require(JSONValue(parsing: android.config).objectKeys)
    #expect(Array(androidKeys.prefix(3)) == ["version", "seed", "platform"])
    #expect(!(try #require(JSONValue(parsing: ios.config).objectKeys)).contains("platform"))
    for item in androidConfig.lineItems where withBase == false || !["Liftoff", "AdMob Network"].contains(item.label) {
      #expect(item.className.hasPrefix("com.example.fit."), "\(item.className)")
      #expect(ClassNameForm.java.accepts(item.className), "\(item.className)")
    }
    // The Android config's iOS twin, each class then named as the iOS fit names it, is the iOS fit's config.
    let twin = JSONValue(parsing: try TwinTranslation.ios(fromAndroid: android.config))
    let twinConfig = try ConfigLoader.load(try TwinTranslation.ios(fromAndroid: android.config), registries: .standard)
    var names: [String: String] = [:]
    for (mine, theirs) in zip(twinConfig.lineItems, iosConfig.lineItems) {
      #expect(mine.label == theirs.label)
      names[mine.className] = theirs.className
    }
    #expect(Self.renamed(twin, names) == JSONValue(parsing: ios.config))
    // The same numbers: a short batch of each, field for field.
    let plan = BatchPlan(runs: 500, jobs: 2)
    var iosSummary = Simulator.summarize(iosConfig, seed: iosConfig.seed, plan: plan).summary
    let androidSummary = Simulator.summarize(androidConfig, seed: androidConfig.seed, plan: plan).summary
    iosSummary.counts[.violations] = androidSummary.counts[.violations]
    iosSummary.counts[.warnings] = androidSummary.counts[.warnings]
    iosSummary.rules = androidSummary.rules
    #expect(iosSummary == androidSummary)
  }

  /// The names fit gives Android's profiles (decide2.md's edge cases): `com.example.fit.`, the label's ASCII
  /// letters and digits in camel case (`Source` first when empty or led by a digit), `Adapter`.
  @Test func namesAndroidProfilesAsJavaClasses() {
    let form = ClassNameForm.java
    #expect(form.fittedProfileName(label: "Meta Audience Network") == "com.example.fit.MetaAudienceNetworkAdapter")
    #expect(form.fittedProfileName(label: "ironSource ads") == "com.example.fit.IronSourceAdsAdapter")
    #expect(form.fittedProfileName(label: "2nd-price unity") == "com.example.fit.Source2ndPriceUnityAdapter")
    #expect(form.fittedProfileName(label: "Pangle (bidding)") == "com.example.fit.PangleBiddingAdapter")
    #expect(form.fittedProfileName(label: "日本 ネットワーク") == "com.example.fit.SourceAdapter")
    #expect(
      ClassNameForm.objectiveC.fittedProfileName(label: "Meta Audience Network") == "FitMetaAudienceNetworkAdapter")
    #expect(ClassNameForm.objectiveC.fittedProfileName(label: "日本") == "FitSourceAdapter")
  }
}

extension JSONValue {
  /// An object's keys in order; nil for anything else.
  fileprivate var objectKeys: [String]? {
    guard case .object(let members) = self else { return nil }
    return members.map(\.key)
  }
}
