import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The platform `fit` writes for (decide2.md's edge cases): the report's
/// `PLATFORM` when the chosen rows have one, else `--base`'s, else iOS;
/// values the AdMob API and UI spell, in any case; what cannot be written
/// is refused with the reason.
struct FitPlatformTests {
  /// A report of two sources, each row of `platforms[i]` when given (no `PLATFORM` when nil).
  private static func report(_ platforms: [String?]) -> [UInt8] {
    var rows = [#"{"header": {"localizationSettings": {"currencyCode": "USD"}}}"#]
    for (index, platform) in platforms.enumerated() {
      let dimension = platform.map { #", "PLATFORM": {"value": "\#($0)"}"# } ?? ""
      rows.append(
        """
        {"row": {"dimensionValues": {"AD_SOURCE": {"value": "\(index % 2)", "displayLabel": "Source \(index % 2)"}\(dimension)},
          "metricValues": {"AD_REQUESTS": {"integerValue": "1000"}, "MATCHED_REQUESTS": {"integerValue": "500"},
            "IMPRESSIONS": {"integerValue": "500"}, "ESTIMATED_EARNINGS": {"microsValue": "\(5_000_000 / (index % 2 + 1))"}}}}
        """)
    }
    rows.append(#"{"footer": {}}"#)
    return Array(("[" + rows.joined(separator: ",\n") + "]").utf8)
  }

  private static func fit(
    _ platforms: [String?], registries: AdapterRegistries = .standard, base: [UInt8]? = nil
  ) throws -> (config: WaterfallConfig, record: FitRecord) {
    let report = try MediationReport.read(Self.report(platforms))
    let baseConfig = try base.map { (try ConfigLoader.load($0, registries: .standard), $0) }
    let outcome = try ReportFit.fit(
      report, path: "r.json", options: ReportFit.Options(registries: registries, base: baseConfig))
    return (try ConfigLoader.load(outcome.config, registries: .standard), outcome.record)
  }

  private static func problem(_ message: String, at path: String = ".", line: Int? = nil, column: Int? = nil)
    -> ReportFit.Failure
  {
    .invalid(
      MediationReport.Problem(
        location: line.map { SourceLocation(line: $0, column: column ?? 1) }, path: path, message: message))
  }

  @Test(arguments: [
    (["Android", "Android"], Platform.android), (["android", "ANDROID"], .android), (["iOS", "IOS"], .ios),
    ([nil, nil], .ios),
  ])
  func takesThePlatformOfTheRows(platforms: [String?], expected: Platform) throws {
    let (config, record) = try Self.fit(platforms)
    #expect(config.platform == expected)
    #expect(record.warnings.isEmpty)
    let form: ClassNameForm = expected == .android ? .java : .objectiveC
    #expect(config.lineItems.allSatisfy { form.accepts($0.className) })
  }

  @Test func rowsOfBothPlatformsAreSummedWithAWarning() throws {
    let (config, record) = try Self.fit(["Android", "iOS", "Android", "iOS"])
    #expect(config.platform == .ios)
    #expect(record.sources.map(\.requests) == [2000, 2000])
    #expect(
      record.warnings == [
        "the chosen rows are of 2 platforms (Android, iOS): summed into one waterfall, written for iOS (the default)"
      ])
  }

  @Test func aPlatformMediatePlaysNotIsRefused() throws {
    #expect(
      throws: Self.problem(
        #"the report's platform "Windows" is not one mediate plays (iOS, Android)"#, at: ".[2].row", line: 5, column: 9)
    ) {
      _ = try Self.fit(["Android", "Windows"])
    }
  }

  @Test func aBuildWithoutThePlatformRefusesItsReport() throws {
    #expect(
      throws: Self.problem("the report's rows are of Android apps, and this build of mediate plays iOS alone")
    ) {
      _ = try Self.fit(["Android", "Android"], registries: AdapterRegistries([.standard]))
    }
  }

  @Test func theBasePlatformStandsWhenTheRowsHaveNone() throws {
    let android = Array(
      """
      {"version": 1, "seed": 1, "platform": "android", "adUnit": {"id": "u", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
       "lineItems": [{"label": "Source 0", "className": "com.example.Net", "ecpm": 5,
         "network": {"load": {"fillRate": 0.5}}}]}
      """.utf8)
    #expect(try Self.fit([nil, nil], base: android).config.platform == .android)
    #expect(
      throws: Self.problem("the report's rows are of iOS apps, --base's config is Android's: a config has one platform")
    ) {
      _ = try Self.fit(["iOS", "iOS"], base: android)
    }
  }

  /// A CSV report of two sources with a `Platform` column whose cells are `platforms[i]` ("" for blank).
  private static func csvReport(_ platforms: [String]) -> [UInt8] {
    var lines = ["Ad unit,Platform,Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)"]
    for (index, platform) in platforms.enumerated() {
      lines.append("Unit,\(platform),Source \(index % 2),1000,500,500,\(5.0 / Double(index % 2 + 1))")
    }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
  }

  private static func fitCSV(_ platforms: [String], base: [UInt8]? = nil) throws -> (
    config: WaterfallConfig, record: FitRecord
  ) {
    let report = try MediationReport.read(Self.csvReport(platforms))
    let baseConfig = try base.map { (try ConfigLoader.load($0, registries: .standard), $0) }
    let outcome = try ReportFit.fit(
      report, path: "r.csv", options: ReportFit.Options(registries: .standard, base: baseConfig))
    return (try ConfigLoader.load(outcome.config, registries: .standard), outcome.record)
  }

  /// A `Platform` column left blank is most likely an export problem: the config is written for the fallback
  /// (iOS, or `--base`'s platform) or for the other rows' platform, with a warning that says so.
  @Test func blankPlatformCellsAreWarnedOf() throws {
    let blank = try Self.fitCSV(["", ""])
    #expect(blank.config.platform == .ios)
    #expect(blank.record.warnings == ["PLATFORM blank in the chosen rows: written for iOS (the default)"])
    let some = try Self.fitCSV(["Android", "", "Android", ""])
    #expect(some.config.platform == .android)
    #expect(
      some.record.warnings == [
        "PLATFORM blank in some of the chosen rows: taken as Android, the other rows' platform"
      ])
    let android = Array(
      """
      {"version": 1, "seed": 1, "platform": "android", "adUnit": {"id": "Unit", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
       "lineItems": [{"label": "Source 0", "className": "com.example.Net", "ecpm": 5,
         "network": {"load": {"fillRate": 0.5}}}]}
      """.utf8)
    let based = try Self.fitCSV(["", ""], base: android)
    #expect(based.config.platform == .android)
    #expect(
      based.record.warnings.contains("PLATFORM blank in the chosen rows: written for Android (--base's platform)"))
    // Without a Platform column, nothing to warn of.
    #expect(try Self.fitCSV(["Android", "Android"]).record.warnings.isEmpty)
  }
}
