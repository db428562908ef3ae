import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `fit` writes a portfolio (decide2.md §5): a report of two mediation groups × two countries, split by both, makes
/// one group per combination with its name, ID, targeting and requests a day (closed forms from the rows), the
/// combinations under `--min-requests` pooled into their parent's `other`; `--prices` prices a report without money;
/// every refusal says why; and what is written reads back as a portfolio and plays as the fit record expects.
struct FitPortfolioTests {
  /// One row of a report: its mediation group, country, ad source and counts; money in millionths of a USD.
  struct Row {
    var group: (id: String, label: String)?
    var country: (code: String, label: String)?
    var source: (id: String, label: String)
    var requests: Int
    var matched: Int
    var earningsMicros: Int?
    var platform: String? = nil
  }

  static let rewarded = (id: "ca-app-pub-1:mg:1", label: "Rewarded")
  static let high = (id: "ca-app-pub-1:mg:2", label: "Rewarded high")
  static let us = (code: "US", label: "United States")
  static let france = (code: "FR", label: "France")
  static let admob = (id: "5450213213286189855", label: "AdMob Network")
  static let unity = (id: "4970033575", label: "Unity Ads")
  static let meta = (id: "1063", label: "Meta Audience Network")

  /// The rows of two mediation groups × two countries (an impression per match): Rewarded's France has 9,015
  /// requests, under the default --min-requests, so it is pooled; Rewarded high's France has 90,000.
  static func rows(money: Bool = true) -> [Row] {
    func row(
      _ group: (id: String, label: String), _ country: (code: String, label: String),
      _ source: (id: String, label: String), _ requests: Int, _ matched: Int, ecpm: Double
    ) -> Row {
      Row(
        group: group, country: country, source: source, requests: requests, matched: matched,
        earningsMicros: money ? Int((Double(matched) * ecpm * 1000).rounded()) : nil)
    }
    return [
      row(rewarded, us, admob, 600_000, 180_000, ecpm: 12), row(rewarded, us, unity, 420_000, 210_000, ecpm: 2.25),
      row(rewarded, france, admob, 9_015, 1_803, ecpm: 8), row(rewarded, france, unity, 7_212, 3_606, ecpm: 2),
      row(high, us, admob, 300_000, 150_000, ecpm: 20), row(high, us, meta, 150_000, 60_000, ecpm: 10),
      row(high, france, admob, 90_000, 36_000, ecpm: 15), row(high, france, meta, 54_000, 21_600, ecpm: 7),
    ]
  }

  /// The API's JSON report of `rows` on ad unit `ca-app-pub-1/100`, over November 2026 (30 days) unless `dates` is
  /// false.
  static func report(_ rows: [Row], dates: Bool = true) -> [UInt8] {
    var elements = [
      dates
        ? #"{"header": {"dateRange": {"startDate": {"year": 2026, "month": 11, "day": 1}, "endDate": {"year": 2026, "month": 11, "day": 30}}, "localizationSettings": {"currencyCode": "USD"}}}"#
        : #"{"header": {"localizationSettings": {"currencyCode": "USD"}}}"#
    ]
    for row in rows {
      var dimensions = [
        #""AD_SOURCE": {"value": "\#(row.source.id)", "displayLabel": "\#(row.source.label)"}"#,
        #""AD_UNIT": {"value": "ca-app-pub-1/100", "displayLabel": "Level end"}"#,
      ]
      if let group = row.group {
        dimensions.append(#""MEDIATION_GROUP": {"value": "\#(group.id)", "displayLabel": "\#(group.label)"}"#)
      }
      if let country = row.country {
        dimensions.append(#""COUNTRY": {"value": "\#(country.code)", "displayLabel": "\#(country.label)"}"#)
      }
      if let platform = row.platform {
        dimensions.append(#""PLATFORM": {"value": "\#(platform.uppercased())", "displayLabel": "\#(platform)"}"#)
      }
      var metrics = [
        #""AD_REQUESTS": {"integerValue": "\#(row.requests)"}"#,
        #""MATCHED_REQUESTS": {"integerValue": "\#(row.matched)"}"#,
        #""IMPRESSIONS": {"integerValue": "\#(row.matched)"}"#,
      ]
      if let earnings = row.earningsMicros {
        metrics.append(#""ESTIMATED_EARNINGS": {"microsValue": "\#(earnings)"}"#)
      }
      elements.append(
        #"{"row": {"dimensionValues": {\#(dimensions.joined(separator: ", "))}, "metricValues": {\#(metrics.joined(separator: ", "))}}}"#
      )
    }
    elements.append(#"{"footer": {"matchingRowCount": "\#(rows.count)"}}"#)
    return Array(("[" + elements.joined(separator: ",\n") + "]").utf8)
  }

  static func options(
    splitBy: [MediationReport.Dimension]? = nil, minRequests: Int64 = 10_000, days: Int64? = nil,
    demand: Bool = false, sigmaWorlds: [DecimalNumber]? = ReportFit.defaultSigmaWorlds,
    participationWorlds: [DecimalNumber] = [DecimalNumber(integer: 1)], prices: [UInt8]? = nil
  ) throws -> ReportFit.Options {
    var options = ReportFit.Options(
      registries: .standard, demand: demand, sigmaWorlds: sigmaWorlds, participationWorlds: participationWorlds)
    options.splitBy = splitBy
    options.minRequests = minRequests
    options.days = days
    options.prices = try prices.map { (try MediationReport.read($0), "prices.json") }
    return options
  }

  /// The fit of `bytes`, and the portfolio it wrote read back as `validate` reads one.
  static func fit(_ bytes: [UInt8], _ options: ReportFit.Options) throws -> (ReportFit.Outcome, Portfolio?) {
    let outcome = try ReportFit.fit(try MediationReport.read(bytes), path: "report.json", options: options)
    guard outcome.record.portfolio != nil else { return (outcome, nil) }
    let document = try DocumentLoader.read(outcome.config, registries: .standard) { path in
      .failure(PortfolioLoader.Unreadable(message: "no file \(path)"))
    }
    guard case .portfolio(let loaded) = document else {
      Issue.record("the portfolio read back as a config")
      return (outcome, nil)
    }
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    return (outcome, loaded.portfolio)
  }

  /// The message of the failure fitting `bytes` with `options`.
  static func failure(_ bytes: [UInt8], _ options: ReportFit.Options) throws -> String {
    do {
      _ = try ReportFit.fit(try MediationReport.read(bytes), path: "report.json", options: options)
    } catch let error as ReportFit.Failure {
      switch error {
      case .invalid(let problem): return "65: " + problem.line(file: "report.json")
      case .refusedByValidate(let line): return "70: " + line
      case .usage(let message): return "64: " + message
      }
    }
    Issue.record("fitted")
    return ""
  }

  @Test func twoGroupsByTwoCountriesMakeAPortfolio() throws {
    let (outcome, read) = try Self.fit(
      Self.report(Self.rows()), try Self.options(splitBy: [.mediationGroup, .country]))
    let portfolio = try #require(outcome.record.portfolio)
    let written = try #require(read)
    #expect(portfolio.days == 30 && portfolio.daysFrom == "dateRange")
    #expect(portfolio.splitBy == ["MEDIATION_GROUP", "COUNTRY"])
    let names = [
      "Rewarded · United States", "Rewarded · other", "Rewarded high · United States", "Rewarded high · France",
    ]
    #expect(portfolio.groups.map(\.name) == names)
    #expect(written.groups.map(\.name) == names)
    #expect(written.groups.map(\.id) == [Self.rewarded.id, Self.rewarded.id, Self.high.id, Self.high.id])
    // Requests a day: the combination's largest AD_REQUESTS over 30 days, half up (9,015 / 30 = 300.5 → 301).
    #expect(portfolio.groups.map(\.requests) == [600_000, 9_015, 300_000, 90_000])
    #expect(written.groups.map(\.requestsPerDay) == [20_000, 301, 10_000, 3_000])
    #expect(portfolio.groups[1].pooled == ["Rewarded · France"])
    #expect(portfolio.groups.map { $0.pooled == nil } == [true, false, true, true])
    let unit = ["ca-app-pub-1/100"]
    #expect(
      written.groups.map(\.targeting) == [
        GroupTargeting(format: .rewarded, adUnits: unit, countries: ["US"]),
        GroupTargeting(format: .rewarded, adUnits: unit, excludedCountries: ["US"]),
        GroupTargeting(format: .rewarded, adUnits: unit, countries: ["US"]),
        GroupTargeting(format: .rewarded, adUnits: unit, countries: ["FR"]),
      ])
    #expect(written.groups.allSatisfy { $0.config.adUnit.id == "ca-app-pub-1/100" && $0.source.isInline })
    // Each group's config is §2's fit of its rows: the pool sums France's (AdMob 1,803 of 9,015 at USD 8).
    func items(_ group: Int) -> [String] {
      written.groups[group].config.lineItems.map { item in
        "\(item.label) \(item.ecpm) \(item.network.load.decision)"
      }
    }
    #expect(items(0) == ["AdMob Network 12 fillRate(0.3)", "Unity Ads 2.25 fillRate(0.5)"])
    #expect(items(1) == ["AdMob Network 8 fillRate(0.2)", "Unity Ads 2 fillRate(0.5)"])
    #expect(items(3) == ["AdMob Network 15 fillRate(0.4)", "Meta Audience Network 7 fillRate(0.4)"])
    // The record's figures are the report's over every group.
    let matched = 180_000 + 210_000 + 1_803 + 3_606 + 150_000 + 60_000 + 36_000 + 21_600
    let requests = 600_000 + 9_015 + 300_000 + 90_000
    #expect(outcome.record.observedFillRate == FitRecord.rate(Double(matched) / Double(requests)))
    #expect(outcome.record.sources.isEmpty && outcome.record.format == "rewarded")
    #expect(outcome.record.warnings.isEmpty, "\(outcome.record.warnings)")
  }

  @Test func minRequestsDecidesWhatIsPooled() throws {
    let bytes = Self.report(Self.rows())
    let (none, _) = try Self.fit(bytes, try Self.options(splitBy: [.mediationGroup, .country], minRequests: 0))
    #expect(
      none.record.portfolio?.groups.map(\.name) == [
        "Rewarded · United States", "Rewarded · France", "Rewarded high · United States", "Rewarded high · France",
      ])
    // Every combination of a parent small: the pool is the whole parent, excluding nothing.
    let (all, read) = try Self.fit(
      bytes, try Self.options(splitBy: [.mediationGroup, .country], minRequests: 1_000_000))
    #expect(all.record.portfolio?.groups.map(\.name) == ["Rewarded · other", "Rewarded high · other"])
    #expect(
      all.record.portfolio?.groups.map(\.pooled) == [
        ["Rewarded · United States", "Rewarded · France"], ["Rewarded high · United States", "Rewarded high · France"],
      ])
    #expect(read?.groups.map(\.targeting.excludedCountries) == [nil, nil])
    #expect(read?.groups.map(\.requestsPerDay) == [20_301, 13_000])
  }

  @Test func theDefaultSplitIsByMediationGroupAndCountryAloneStillFitsOneConfig() throws {
    let (outcome, read) = try Self.fit(Self.report(Self.rows()), try Self.options())
    #expect(outcome.record.portfolio?.splitBy == ["MEDIATION_GROUP"])
    #expect(read?.groups.map(\.name) == ["Rewarded", "Rewarded high"])
    // Countries summed: AdMob's 609,015 requests over 30 days, 20,300.5 → 20,301.
    #expect(read?.groups.map(\.requestsPerDay) == [20_301, 13_000])
    #expect(read?.groups.map(\.targeting.countries) == [nil, nil])
    // One mediation group of two countries: one config, as before.
    let one = Self.rows().filter { $0.group?.id == Self.rewarded.id }
    let (single, _) = try Self.fit(Self.report(one), try Self.options())
    #expect(single.record.portfolio == nil)
    #expect(single.record.mediationGroup == "Rewarded" && single.record.sources.count == 2)
  }

  @Test func pricesPriceAReportWithoutMoney() throws {
    let bytes = Self.report(Self.rows(money: false))
    // The prices: by ad source and country, without MEDIATION_GROUP; a country the report lacks is ignored.
    var prices: [Row] = []
    for (source, country, ecpm) in [
      (Self.admob, Self.us, 15.0), (Self.admob, Self.france, 10.0), (Self.unity, Self.us, 2.5),
      (Self.unity, Self.france, 2.0), (Self.meta, Self.us, 9.0), (Self.meta, Self.france, 6.0),
      (Self.meta, (code: "DE", label: "Germany"), 99.0),
    ] {
      prices.append(
        Row(country: country, source: source, requests: 1000, matched: 500, earningsMicros: Int(ecpm * 500_000)))
    }
    let (outcome, read) = try Self.fit(
      bytes, try Self.options(splitBy: [.mediationGroup, .country], prices: Self.report(prices)))
    let written = try #require(read)
    #expect(
      written.groups.map { $0.config.lineItems.map(\.ecpm.description) } == [
        ["15", "2.5"], ["10", "2"], ["15", "9"], ["10", "6"],
      ])
    // Earnings are the price times the impressions: USD 15 × 180,000 / 1,000 for Rewarded's AdMob in the US.
    #expect(outcome.record.portfolio?.groups[0].fit.sources[0].earnings == DecimalNumber(integer: 2_700))
    // Without --prices, and with prices that lack a source.
    #expect(
      try Self.failure(bytes, try Self.options())
        == "65: report.json: .: the report has MEDIATION_GROUP and no money metric (ESTIMATED_EARNINGS, OBSERVED_ECPM), "
        + "which that dimension may exclude: give --prices REPORT2, a report of the same dates without MEDIATION_GROUP "
        + "(by AD_SOURCE and any of COUNTRY, PLATFORM, AD_UNIT, FORMAT) whose earnings price the sources")
    let lacking = Self.report(prices.filter { $0.source.id != Self.meta.id })
    let message = try Self.failure(bytes, try Self.options(prices: lacking))
    #expect(
      message.hasSuffix(
        ":7:9: .[6].row: --prices prices.json has no row for 2 sources of the report (AD_SOURCE, AD_UNIT, COUNTRY): "
          + "\"Meta Audience Network\" (1063) in Level end, United States, \"Meta Audience Network\" (1063) in "
          + "Level end, France"),
      "\(message)")
    // A prices report by mediation group, or without money, cannot price.
    let byGroup = Self.report(Self.rows())
    #expect(
      try Self.failure(bytes, try Self.options(prices: byGroup)).contains("--prices prices.json is by MEDIATION_GROUP"))
    #expect(
      try Self.failure(bytes, try Self.options(prices: bytes)).contains(
        "--prices prices.json has no money metric"))
  }

  @Test func theDaysComeFromTheHeaderTheDatesOrTheOption() throws {
    let csv = """
      Date,Mediation group,Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)
      2026-11-01,G1,AdMob Network,"10,000","3,000","3,000",36.00
      2026-11-02,G1,AdMob Network,"10,000","3,000","3,000",36.00
      2026-11-03,G1,AdMob Network,"10,001","3,000","3,000",36.00
      2026-11-01,G2,AdMob Network,"40,000","4,000","4,000",40.00

      """
    let (dated, _) = try Self.fit(Array(csv.utf8), try Self.options())
    #expect(dated.record.portfolio?.days == 3 && dated.record.portfolio?.daysFrom == "DATE")
    // 30,001 / 3 = 10,000.33 → 10,000.
    #expect(dated.record.portfolio?.groups.map(\.requestsPerDay) == [10_000, 13_333])
    let undated = Self.report(Self.rows(), dates: false)
    #expect(
      try Self.failure(undated, try Self.options())
        == "64: the report gives no dates (no header dateRange, no DATE values): give --days N, the days it covers, "
        + "for each group's requestsPerDay")
    let (given, _) = try Self.fit(undated, try Self.options(days: 7))
    #expect(given.record.portfolio?.daysFrom == "--days")
    #expect(given.record.portfolio?.groups.map(\.requestsPerDay) == [87_002, 55_714])
    let (header, _) = try Self.fit(Self.report(Self.rows()), try Self.options(days: 7))
    #expect(header.record.portfolio?.days == 30)
    #expect(header.record.warnings == ["--days 7 is not used: the report covers 30 days (its header's dateRange)"])
  }

  @Test func namesAreUniqueAndAtMost120Characters() throws {
    var rows = Self.rows().filter { $0.country?.code == "US" }
    for index in rows.indices where rows[index].group?.id == Self.high.id {
      rows[index].group = (Self.high.id, Self.rewarded.label)
    }
    let (same, _) = try Self.fit(Self.report(rows), try Self.options())
    #expect(
      same.record.portfolio?.groups.map(\.name) == [
        "Rewarded (ca-app-pub-1:mg:1)", "Rewarded (ca-app-pub-1:mg:2)",
      ])
    let long = String(repeating: "a", count: 70) + String(repeating: "z", count: 80)
    for index in rows.indices where rows[index].group?.id == Self.high.id {
      rows[index].group = (Self.high.id, long)
    }
    let (elided, read) = try Self.fit(Self.report(rows), try Self.options())
    let name = String(repeating: "a", count: 59) + "…" + String(repeating: "z", count: 60)
    #expect(read?.groups.map(\.name) == ["Rewarded", name])
    #expect(
      elided.record.warnings == [
        "the group name \"\(long)\" is longer than AdMob's 120 characters: written as \"\(name)\""
      ])
  }

  @Test func platformsSplitIntoGroupsOfTheirOwnPlatform() throws {
    var rows = Self.rows().filter { $0.group?.id == Self.rewarded.id }
    for index in rows.indices { rows[index].platform = rows[index].country?.code == "US" ? "iOS" : "Android" }
    let (_, read) = try Self.fit(Self.report(rows), try Self.options(splitBy: [.platform], minRequests: 0))
    let written = try #require(read)
    #expect(written.groups.map(\.name) == ["iOS", "Android"])
    #expect(written.groups.map(\.targeting.platform) == [.ios, .android])
    #expect(written.groups.map(\.config.platform) == [.ios, .android])
    #expect(
      written.groups[1].config.lineItems.map(\.className) == [
        "com.example.fit.AdMobNetworkAdapter", "com.example.fit.UnityAdsAdapter",
      ])
  }

  @Test func withDemandEveryGroupHasTheSameWorlds() throws {
    // Rewarded high's AdMob fills 0.9 in France: a participation of 0.85 cannot give it, so no group keeps it.
    var rows = Self.rows()
    rows[6].matched = 81_000
    rows[6].earningsMicros = 81_000 * 15_000
    rows[7].requests = 9_000
    rows[7].matched = 3_600
    rows[7].earningsMicros = 3_600 * 7_000
    let (outcome, read) = try Self.fit(
      Self.report(rows),
      try Self.options(
        splitBy: [.mediationGroup, .country], minRequests: 0, demand: true,
        sigmaWorlds: [DecimalNumber(micros: 500_000)],
        participationWorlds: [DecimalNumber(micros: 850_000), DecimalNumber(integer: 1)]))
    let written = try #require(read)
    let labels = written.groups.map { $0.config.uncertain?.labels ?? [] }
    #expect(labels.allSatisfy { $0 == ["sigma 0.9, participation 1", "sigma 0.5, participation 1"] }, "\(labels)")
    #expect(
      outcome.record.warnings.filter { $0.hasPrefix("the world") } == [
        "the world \"sigma 0.9, participation 0.85\" is left out of every group, so that all have the same worlds: "
          + "group \"Rewarded high · France\" could not fit it",
        "the world \"sigma 0.5, participation 0.85\" is left out of every group, so that all have the same worlds: "
          + "group \"Rewarded high · France\" could not fit it",
      ])
  }

  @Test func refusals() throws {
    let bytes = Self.report(Self.rows())
    // Split by country alone, each country's rows hold two mediation groups' waterfalls.
    #expect(
      try Self.failure(bytes, try Self.options(splitBy: [.country]))
        == "65: report.json: .: group \"United States\": its rows hold 2 mediation groups (\"Rewarded\" "
        + "(ca-app-pub-1:mg:1), \"Rewarded high\" (ca-app-pub-1:mg:2)), whose waterfalls are not one: add "
        + "MEDIATION_GROUP to --split-by")
    #expect(
      try Self.failure(bytes, try Self.options(splitBy: [.platform]))
        == "65: report.json: .: --split-by PLATFORM: the report has no PLATFORM (Platform) dimension")
    let csv = """
      Mediation group,Country,Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)
      G1,United States,AdMob Network,"10,000","3,000","3,000",36.00
      G1,France,AdMob Network,"10,000","3,000","3,000",36.00

      """
    #expect(
      try Self.failure(Array(csv.utf8), try Self.options(splitBy: [.country], days: 1))
        == "65: report.json:2:1: line 2: the report's country \"United States\" is not a CLDR region code (two "
        + "letters, such as \"US\"), which a group's targeting needs: export COUNTRY as the AdMob API gives it")
  }

  @Test func aBadDateRangeOrTooManyGroupsAreRefusedForAPortfolioOnly() throws {
    let text = String(decoding: Self.report(Self.rows()), as: UTF8.self).replacingOccurrences(
      of: #""day": 30"#, with: #""day": 31"#)
    let message = try Self.failure(Array(text.utf8), try Self.options())
    #expect(
      message.hasPrefix("65: report.json:1:")
        && message.hasSuffix(": .[0].header.dateRange.endDate: 2026-11-31 is not a date"), "\(message)")
    // One config does not need the days.
    let one = text.replacingOccurrences(of: Self.high.id, with: Self.rewarded.id).replacingOccurrences(
      of: "\"" + Self.high.label + "\"", with: "\"" + Self.rewarded.label + "\"")
    let (single, _) = try Self.fit(Array(one.utf8), try Self.options())
    #expect(single.record.portfolio == nil)
    var many = "Mediation group,Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)\n"
    for index in 0...ConfigSchema.maximumGroups { many += "G\(index),AdMob Network,10,5,5,0.05\n" }
    #expect(
      try Self.failure(Array(many.utf8), try Self.options(days: 1))
        == "65: report.json: .: the report splits into 10001 groups, more than the 10000 a portfolio holds: raise "
        + "--min-requests or split by fewer dimensions")
  }

  /// The portfolio played: each group's fill rate and revenue are the record's `model` figures within sampling
  /// error (an independent fill per line item: a binomial share of the runs).
  @Test func thePortfolioPlaysAsTheRecordExpects() throws {
    let (outcome, read) = try Self.fit(
      Self.report(Self.rows()), try Self.options(splitBy: [.mediationGroup, .country]))
    let portfolio = try #require(read)
    let runs = 20_000
    let batch = PortfolioBatch.play(portfolio, seed: 7, runs: runs, jobs: 2, registries: .standard)
    let record = batch.record
    for (played, fitted) in zip(record.groups, try #require(outcome.record.portfolio).groups) {
      let expected = fitted.fit.modelFillRate.double
      let error = (expected * (1 - expected) / Double(runs)).squareRoot()
      #expect(abs(played.fillRate.double - expected) <= 4 * error + 1e-6, "\(played.name)")
    }
  }
}

extension PortfolioGroup.ConfigSource {
  fileprivate var isInline: Bool {
    switch self {
    case .path: false
    case .inline: true
    }
  }
}
