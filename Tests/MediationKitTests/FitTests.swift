import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `mediate fit`: the report read in both forms, summed and checked; the
/// config built from it reproduces the report's fill rate and revenue; the
/// demand fit reproduces each source's fill rate; malformed reports name
/// the row and the metric.
struct FitTests {
  /// A consistent waterfall's report: each source's requests are what the ones above left.
  private static func report(_ sources: [(label: String, requests: Int, matched: Int, impressions: Int, ecpm: Double)])
    -> String
  {
    var rows = [#"{"header": {"localizationSettings": {"currencyCode": "USD"}}}"#]
    for source in sources {
      let earnings = Int((Double(source.impressions) * source.ecpm / 1000 * 1e6).rounded())
      rows.append(
        """
        {"row": {"dimensionValues": {"AD_SOURCE": {"value": "id-\(source.label)", "displayLabel": "\(source.label)"}},
          "metricValues": {"AD_REQUESTS": {"integerValue": "\(source.requests)"}, "MATCHED_REQUESTS": {"integerValue": \(source.matched)},
            "IMPRESSIONS": {"integerValue": "\(source.impressions)"}, "ESTIMATED_EARNINGS": {"microsValue": "\(earnings)"},
            "OBSERVED_ECPM": {"microsValue": "\(Int(source.ecpm * 1e6))"}}}}
        """)
    }
    rows.append(#"{"footer": {"matchingRowCount": "3"}}"#)
    return "[" + rows.joined(separator: ",\n") + "]"
  }

  private static let consistent = report([
    ("Low", 28_000, 14_000, 14_000, 1.5), ("High", 40_000, 12_000, 12_000, 9), ("Mid", 28_000 + 0, 0, 0, 0),
  ])

  private func fit(_ text: String, demand: Bool = false) throws -> (config: WaterfallConfig, record: FitRecord) {
    let report = try MediationReport.read(Array(text.utf8))
    let outcome = try ReportFit.fit(report, path: "r", options: ReportFit.Options(registry: .standard, demand: demand))
    return (try ConfigLoader.load(outcome.config), outcome.record)
  }

  /// Mid never matched and has no eCPM: it goes below the last source with more ad requests (High), where
  /// its 28,000 requests are what High left, and so are Low's after it: a consistent waterfall.
  @Test func sourcesGoInDescendingEcpmWithTheirFillRates() throws {
    let (config, record) = try fit(Self.consistent)
    #expect(config.lineItems.map(\.label) == ["High", "Mid", "Low"])
    #expect(
      config.lineItems.map(\.ecpm) == [
        DecimalNumber(integer: 9), DecimalNumber(micros: 0), DecimalNumber(micros: 1_500_000),
      ])
    #expect(
      record.sources.map(\.fillRate) == [
        DecimalNumber(micros: 300_000), DecimalNumber(micros: 0), DecimalNumber(micros: 500_000),
      ])
    #expect(record.sources.map(\.expectedRequests) == [nil, 28_000, 28_000])
    #expect(record.consistent)
    #expect(config.waterfallOrder == .listed)
  }

  /// Fill 0.3 then 0.5 of the rest: 0.65 of requests, USD 9 × 0.3 + 1.5 × 0.35 = 3.225 per 1,000.
  @Test func theFittedConfigReproducesTheReportWithinSamplingError() throws {
    let text = Self.report([("High", 40_000, 12_000, 12_000, 9), ("Low", 28_000, 14_000, 14_000, 1.5)])
    for demand in [false, true] {
      let (config, record) = try fit(text, demand: demand)
      #expect(record.consistent)
      #expect(record.observedFillRate == DecimalNumber(micros: 650_000))
      #expect(record.observedRevenuePer1000Requests == DecimalNumber(micros: 3_225_000))
      let runs = 40_000
      let summary = Simulator.summarize(config, seed: 3, plan: BatchPlan(runs: runs, jobs: 2)).summary
      let fill = Double(summary.fillRate.micros) / 1e6
      let se = (0.65 * 0.35 / Double(runs)).squareRoot()
      #expect(abs(fill - 0.65) < 4 * se, "demand \(demand): fill \(fill)")
      let interval = summary.revenuePer1000RequestsCI95
      // The interval of the config's revenue, widened by half, holds the report's.
      let half = Double(interval.high.micros - interval.low.micros) / 2e6
      let mid = Double(interval.high.micros + interval.low.micros) / 2e6
      #expect(abs(mid - 3.225) < 1.5 * half, "demand \(demand): revenue \(mid) ± \(half)")
    }
  }

  /// With sigma σ and median m, the top source fills when u ≥ t: P = 1 − Φ(ln(t/m)/σ) = 0.3.
  @Test func theDemandFitPlacesEachThresholdAtItsFillRate() throws {
    let text = Self.report([("High", 40_000, 12_000, 12_000, 9), ("Low", 28_000, 14_000, 14_000, 1.5)])
    let (config, record) = try fit(text, demand: true)
    let demand = try #require(record.demand)
    let m = Double(demand.median.micros) / 1e6
    #expect(abs(m - (9.0 * 1.5).squareRoot()) < 1e-5)
    let scaleHigh = Double(demand.scales[0].micros) / 1e6
    let threshold = 9 / scaleHigh
    #expect(abs((1 - Math.normalCDF(Math.log(threshold / m) / 0.9)) - 0.3) < 1e-5)
    // The second: P(u ≥ t2 | u < t1) = 0.5.
    let threshold2 = 1.5 / (Double(demand.scales[1].micros) / 1e6)
    let below1 = Math.normalCDF(Math.log(threshold / m) / 0.9)
    let below2 = Math.normalCDF(Math.log(threshold2 / m) / 0.9)
    #expect(abs((below1 - below2) / below1 - 0.5) < 1e-5)
    // The binomial log-likelihood at the observed rates.
    let expected = 12_000 * log(0.3) + 28_000 * log(0.7) + 14_000 * log(0.5) + 14_000 * log(0.5)
    #expect(abs(Double(try #require(demand.logLikelihood).micros) / 1e6 - expected) < 1e-3)
    #expect(config.demand?.value?.sigma == DecimalNumber(micros: 900_000))
  }

  @Test func theCSVExportReadsAsTheAPIsJSON() throws {
    let csv = """
      Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD),Observed eCPM (USD)
      High,"40,000","12,000","12,000",108.00,9.00
      "Low, backfill",28000,14000,14000,21,1.50

      """
    let report = try MediationReport.read(Array(csv.utf8))
    #expect(report.entries.map(\.requests) == [40_000, 28_000])
    #expect(report.entries.map(\.earnings) == [108 * ReportCell.attosPerDollar, 21 * ReportCell.attosPerDollar])
    #expect(report.entries.map(\.observedEcpm) == [9 * ReportCell.attosPerDollar, 3 * ReportCell.attosPerDollar / 2])
    #expect(report.value(.adSource, of: report.entries[1])?.label == "Low, backfill")
    #expect(report.rows == 2 && !report.totalRow)
  }

  /// An interstitial, rewarded interstitial, banner or app open report fits to a
  /// config of that format that runs clean: a reward only where the format
  /// grants one.
  @Test(arguments: [
    ("Interstitial", AdFormat.interstitial), ("Rewarded interstitial", .rewardedInterstitial), ("Banner", .banner),
    ("App open", .appOpen), ("APP_OPEN", .appOpen),
  ])
  func fullScreenFormatsFitToTheirFormat(label: String, format: AdFormat) throws {
    let csv = """
      Ad source,Format,Ad requests,Matched requests,Impressions,Estimated earnings (USD),Observed eCPM (USD)
      High,\(label),"40,000","12,000","12,000",108.00,9.00
      Low,\(label),28000,14000,14000,21,1.50

      """
    let (config, _) = try fit(csv)
    #expect(config.adUnit.format == format)
    #expect((config.adUnit.reward != nil) == format.traits.grantsReward)
    let summary = Simulator.summarize(config, seed: 1, plan: BatchPlan(runs: 20_000, jobs: 2)).summary
    #expect(summary[.filled] > 0)
    #expect(summary[.violations] == 0 && summary[.warnings] == 0)
    #expect(summary[.impressions] == summary[.filled])
    #expect((summary[.rewarded] == summary[.filled]) == format.traits.grantsReward)
    if format == .banner { #expect(summary.banner?.requests == summary[.runs]) }
  }

  @Test func rowsOfOneSourceAreSummed() throws {
    let text = Self.report([("A", 100, 10, 10, 2), ("A", 300, 30, 30, 4)])
    let (config, record) = try fit(text)
    #expect(config.lineItems.count == 1)
    #expect(record.sources[0].requests == 400)
    // Two rows: the eCPM is earnings per 1,000 impressions, (20 + 120) / 40 = 3.5.
    #expect(record.sources[0].ecpm == DecimalNumber(micros: 3_500_000))
  }

  @Test(arguments: [
    (
      #"[{"row": {"dimensionValues": {"AD_SOURCE": {"displayLabel": "A"}}, "metricValues": {"AD_REQUESTS": {"integerValue": "5"}}}}, {"footer": {}}]"#,
      "row 1 has no MATCHED_REQUESTS"
    ),
    (#"[{"row": {"metricValues": {}}}, {"footer": {}}]"#, "row 1 has no ad source (AD_SOURCE)"),
    (#"{"row": 1}"#, "a mediation report is a JSON array"),
    (#"[{"rows": {}}]"#, "unknown key rows"),
    ("Ad source,Ad requests\nA,1\n", "no MATCHED_REQUESTS column"),
    (
      "Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)\nA,1,2,0,0\n",
      "2 matched requests are more than its 1 ad requests"
    ),
    (
      "Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)\nA,1,x,0,0\n",
      #"row 1: "x": not a number"#
    ),
  ])
  func malformedReportsSayWhereAndWhat(text: String, message: String) {
    #expect {
      let report = try MediationReport.read(Array(text.utf8))
      _ = try ReportFit.fit(report, path: "r", options: ReportFit.Options(registry: .standard))
    } throws: { error in
      switch error {
      case MediationReport.Failure.invalid(let problem), ReportFit.Failure.invalid(let problem):
        return problem.message.contains(message)
      default:
        return false
      }
    }
  }
}

extension FitTests {
  /// A report of instances drawn from a known model: u log-normal (median 5, sigma 0.7); network A
  /// (scale 1.3) at floors 12, 6 and 3, network B (scale 1) at 8 and 2, walked by descending floor, every
  /// threshold below the one above so that every instance fills.
  /// The fit must find sigma and each network's median × scale again.
  @Test func instancesOfOneNetworkIdentifySigma() throws {
    let (m, sigma) = (5.0, 0.7)
    let instances: [(network: String, scale: Double, floor: Double)] = [
      ("A", 1.3, 12), ("B", 1.0, 8), ("A", 1.3, 6), ("A", 1.3, 3), ("B", 1.0, 2),
    ]
    var rows = [#"{"header": {"localizationSettings": {"currencyCode": "USD"}}}"#]
    var reached = 1_000_000.0
    var below = 1.0
    for (index, instance) in instances.enumerated() {
      let threshold = instance.floor / instance.scale
      let share = min(below, Math.normalCDF(Math.log(threshold / m) / sigma))
      let fill = below > 0 ? (below - share) / below : 0
      below = share
      let requests = Int(reached.rounded())
      let matched = Int((reached * fill).rounded())
      reached -= Double(matched)
      let earnings = Int((Double(matched) * instance.floor / 1000 * 1e6).rounded())
      rows.append(
        """
        {"row": {"dimensionValues": {"AD_SOURCE": {"value": "\(instance.network)", "displayLabel": "\(instance.network)"},
          "AD_SOURCE_INSTANCE": {"value": "\(index)", "displayLabel": "\(instance.network) $\(Int(instance.floor))"}},
          "metricValues": {"AD_REQUESTS": {"integerValue": "\(requests)"}, "MATCHED_REQUESTS": {"integerValue": "\(matched)"},
            "IMPRESSIONS": {"integerValue": "\(matched)"}, "ESTIMATED_EARNINGS": {"microsValue": "\(earnings)"},
            "OBSERVED_ECPM": {"microsValue": "\(Int(instance.floor * 1e6))"}}}}
        """)
    }
    rows.append(#"{"footer": {"matchingRowCount": "5"}}"#)
    let text = "[" + rows.joined(separator: ",\n") + "]"
    let (config, record) = try fit(text, demand: true)
    let demand = try #require(record.demand)
    #expect(abs(Double(demand.sigma.micros) / 1e6 - sigma) < 0.01, "sigma \(demand.sigma)")
    #expect(!demand.notIdentified.contains { $0.contains("sigma") })
    let median = Double(demand.median.micros) / 1e6
    let scaleOf = Dictionary(uniqueKeysWithValues: zip(record.sources.map(\.label), demand.scales))
    let productA = median * Double(scaleOf["A $12"]!.micros) / 1e6
    let productB = median * Double(scaleOf["B $8"]!.micros) / 1e6
    #expect(abs(productA / (m * 1.3) - 1) < 0.01, "A: \(productA)")
    #expect(abs(productB / (m * 1.0) - 1) < 0.01, "B: \(productB)")
    // The instances of a network share its scale in the config.
    #expect(scaleOf["A $12"] == scaleOf["A $3"])
    for source in record.sources {
      #expect(abs(Double(source.modelFillRate!.micros - source.fillRate.micros) / 1e6) < 0.002, "\(source.label)")
    }
    #expect(config.lineItems.map(\.label) == ["A $12", "B $8", "A $6", "A $3", "B $2"])
  }
}

/// The fit's answers the outside probes found wrong (decide2.md §2): sources that never match, earnings-free
/// sources, labels, bounds, and configs that always validate.
extension FitTests {
  private static func csv(_ rows: [String]) -> String {
    (["Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)"] + rows).joined(separator: "\n")
      + "\n"
  }

  private func failure(_ text: String, demand: Bool = false, sigma: DecimalNumber = DecimalNumber(micros: 900_000))
    -> String?
  {
    do {
      let report = try MediationReport.read(Array(text.utf8))
      _ = try ReportFit.fit(
        report, path: "r", options: ReportFit.Options(registry: .standard, demand: demand, valueSigma: sigma))
      return nil
    } catch let error as ReportFit.Failure {
      switch error {
      case .invalid(let problem): return problem.line(file: "r")
      case .refusedByValidate(let line): return "70: " + line
      case .usage(let message): return "64: " + message
      }
    } catch MediationReport.Failure.invalid(let problem) {
      return problem.line(file: "r")
    } catch {
      return "\(error)"
    }
  }

  /// A source with requests and no match never fills: fill rate 0, or with `--demand` participation 0
  /// (it was written as eCPM 0, filling every request that reached it). An earnings-free source that matched
  /// fills its fill rate whatever the value. The record's model is the written config's, and the config plays it.
  @Test func sourcesThatNeverMatchNeverFill() throws {
    let text = Self.csv([
      "High,\"10,000\",\"3,000\",\"3,000\",30.00", "Dead,\"7,000\",0,0,0", "Low,\"7,000\",\"3,500\",\"3,500\",7.00",
      "House,\"3,500\",\"1,750\",\"1,750\",0",
    ])
    for demand in [false, true] {
      let (config, record) = try fit(text, demand: demand)
      #expect(config.lineItems.map(\.label) == ["High", "Dead", "Low", "House"])
      let dead = config.lineItems[1].network.load
      let house = config.lineItems[3].network.load
      if demand {
        #expect(dead.valuation?.participation == DecimalNumber(micros: 0))
        #expect(house.valuation?.participation == DecimalNumber(micros: 500_000))
        #expect(
          house.valuation?.distribution == .demand(scale: DecimalNumber(integer: 1), sigma: DecimalNumber(micros: 0)))
        #expect(
          record.sources.map(\.modelFillRate) == [0.3, 0, 0.5, 0.5].map { DecimalNumber(micros: Int64($0 * 1e6)) })
      } else {
        #expect(dead.decision == .fillRate(0))
      }
      #expect(config.lineItems[3].ecpm == DecimalNumber(micros: 0))
      // 0.3 + 0.7 × 0.5 + 0.35 × 0.5 = 0.825; USD 10 × 0.3 + 2 × 0.35 = 3.7 per 1,000 (the demand model's
      // written scales, six decimals, move it by a millionth or two).
      #expect(abs(record.modelFillRate.micros - 825_000) <= (demand ? 2 : 0), "demand \(demand)")
      #expect(
        abs(try #require(record.modelRevenuePer1000Requests).micros - 3_700_000) <= (demand ? 2 : 0), "demand \(demand)"
      )
      let runs = 40_000
      let summary = Simulator.summarize(config, seed: 5, plan: BatchPlan(runs: runs, jobs: 2)).summary
      let fill = Double(summary.fillRate.micros) / 1e6
      #expect(abs(fill - 0.825) < 4 * (0.825 * 0.175 / Double(runs)).squareRoot(), "demand \(demand): \(fill)")
      #expect(summary.lineItems[1][.fills] == 0)
      // A run earns 10 (High fills, 0.3) or 2 (Low fills, 0.35) per 1,000: variance 100 · 0.3 + 4 · 0.35 − 3.7².
      let revenue = Double(summary.revenuePer1000Requests.micros) / 1e6
      let sd = ((100 * 0.3 + 4 * 0.35 - 3.7 * 3.7) / Double(runs)).squareRoot()
      #expect(abs(revenue - 3.7) < 4 * sd, "demand \(demand): \(revenue) ± \(sd)")
    }
  }

  @Test func aSourceNeverReachedIsKeptWithAWarning() throws {
    let (config, record) = try fit(Self.csv(["A,100,50,50,1.00", "Z,0,0,0,0"]))
    #expect(config.lineItems.map(\.label) == ["A", "Z"])
    #expect(record.warnings == ["Z: never reached (no ad requests): kept with fill rate 0"])
  }

  /// An empty display label becomes the source's ID; two sources of one label get their IDs.
  @Test func labelsAreNeverEmptyAndNeverTwice() throws {
    func row(_ id: String, _ label: String) -> String {
      #"{"row": {"dimensionValues": {"AD_SOURCE": {"value": "\#(id)", "displayLabel": "\#(label)"}}, "metricValues": {"AD_REQUESTS": {"integerValue": "100"}, "MATCHED_REQUESTS": {"integerValue": "10"}, "IMPRESSIONS": {"integerValue": "10"}, "ESTIMATED_EARNINGS": {"microsValue": "\#(id.count * 1000)"}}}}"#
    }
    let text =
      "[" + [row("111", ""), row("2222", "Same"), row("33333", "Same"), #"{"footer": {}}"#].joined(separator: ",") + "]"
    let (config, record) = try fit(text)
    #expect(config.lineItems.map(\.label) == ["Same (33333)", "Same (2222)", "111"])
    #expect(record.warnings.contains(#"the ad source "111" has no display label: named by its ID"#))
    #expect(record.warnings.contains(#"two ad sources are labelled "Same": this one is "Same (2222)""#))
    // The same ID under two labels (renamed during the report) is one source under its last label.
    let renamed = "[" + [row("9", "Old name"), row("9", "New name"), #"{"footer": {}}"#].joined(separator: ",") + "]"
    #expect(try fit(renamed).config.lineItems.map(\.label) == ["New name"])
    #expect(
      failure("[" + row("", "") + #", {"footer": {}}]"#)?.hasSuffix(
        "row 1: AD_SOURCE has neither a value nor a displayLabel") == true)
  }

  @Test func boundsAreErrorsNotConfigsValidateRefuses() throws {
    #expect(
      failure(Self.csv(["A,100,10,10,\"20,000.00\""]))
        == #"r:2:1: line 2: "A": an eCPM of USD 2000000 is above 1000000, the most a config takes"#)
    // 50,000 sources fit in a config of more than 16 MiB: refused before anything is written.
    let many = Self.csv((0..<50_000).map { "Source number \($0) with a long display label,100,10,10,0.01" })
    #expect(failure(many)?.hasPrefix("r: .: the config would be ") == true)
    let tooMany = Self.csv((0...100_000).map { "S\($0),1,1,1,0.01" })
    #expect(failure(tooMany) == "r: .: the report holds 100001 ad sources: a fitted config holds at most 100000")
  }

  /// A source that fills every request reaching it has no threshold; a sigma that puts a scale out of
  /// (0, 1,000] is an error that suggests a smaller one.
  @Test func theDemandFitRefusesWhatNoScaleFits() {
    #expect(
      failure(Self.csv(["A,100,100,100,1.00"]), demand: true)?.contains(
        #""A" fills every request that reaches it"#) == true)
    let steep = Self.csv(["A,\"1,000,000\",\"999,999\",\"999,999\",999.99", "B,1,0,0,0"])
    let message = failure(steep, demand: true, sigma: DecimalNumber(integer: 10))
    #expect(message?.contains(#"the demand fit puts the scale of "A" above 1,000"#) == true, "\(message ?? "")")
    #expect(message?.hasSuffix("try a smaller --value-sigma") == true)
    #expect(failure(steep, demand: true, sigma: DecimalNumber(micros: 100_000)) == nil)
  }

  /// Reports of absurd sizes give an answer or a refusal, never a trap or a number no reader can trust.
  @Test func absurdSizesAreRefusedOrNull() throws {
    // A departure of 10¹³: null in the record.
    let (_, record) = try fit(Self.csv(["A,10,1,10000000000000,1"]))
    #expect(record.sources[0].impressionsDeparture == nil)
    // Earnings past what the record holds (eCPM 1,000, which is fine).
    #expect(
      failure(Self.csv(["A,10000000000,10000000000,10000000000,\"10,000,000,000,000\""]))?.hasSuffix(
        #""A": its earnings pass USD 9,223,372,036,854.775807, the most the fit record holds"#) == true)
    // 86 rows of USD 10¹⁵ over one impression each: earnings × 1,000 would pass 128 bits on the way to the eCPM.
    let rich = Self.csv(Array(repeating: "A,1,1,1,\"1,000,000,000,000,000\"", count: 86))
    #expect(failure(rich)?.contains("its earnings pass") == true)
    // A source with requests where the sources above left none: the largest departure is null, not a number.
    let (_, unbounded) = try fit(Self.csv(["A,100,100,100,1", "B,50,25,25,0.01"]))
    #expect(unbounded.largestRequestsDeparture == nil && !unbounded.consistent)
  }

  /// Two sources that never matched with the same requests keep the report's order, below the last source
  /// with more requests; and an eCPM landing on half a millionth rounds up.
  @Test func placementAndRoundingAreExact() throws {
    let (config, record) = try fit(
      Self.csv([
        "High,\"10,000\",\"3,000\",\"3,000\",30.00", "Dead1,\"7,000\",0,0,0", "Dead2,\"7,000\",0,0,0",
        "Low,\"7,000\",1,2000,0.000001",
      ]))
    #expect(config.lineItems.map(\.label) == ["High", "Dead1", "Dead2", "Low"])
    // USD 0.000001 over 2,000 impressions: 0.0000005 per 1,000, half a millionth, rounded up.
    #expect(record.sources[3].ecpm == DecimalNumber(micros: 1))
  }

  @Test func aBaseOfAnotherFormatIsRefused() throws {
    let base = try ConfigLoader.load(
      Array(
        #"{"adUnit": {"id": "u", "format": "interstitial"}, "lineItems": [{"label": "High", "className": "SampleCustomEvent", "parameter": "p"}]}"#
          .utf8))
    let csv = """
      Ad source,Format,Ad requests,Matched requests,Impressions,Estimated earnings (USD)
      High,Rewarded,100,10,10,1

      """
    let report = try MediationReport.read(Array(csv.utf8))
    #expect(
      throws: ReportFit.Failure.invalid(
        MediationReport.Problem(
          location: nil, path: ".",
          message: "the report's rows are rewarded ads, --base's ad unit is interstitial: a config has one format"))
    ) {
      _ = try ReportFit.fit(report, path: "r", options: ReportFit.Options(registry: .standard, base: (base, [])))
    }
  }

  /// With --base, the base's line items keep their latencies and timeouts: a load that always answers late never
  /// fills, and the model says so.
  @Test func theModelCountsTheBasesTimeouts() throws {
    let bytes = Array(
      #"{"adUnit": {"id": "u", "format": "rewarded", "reward": {"type": "c", "amount": 1}}, "lineItems": [{"label": "Slow", "className": "SampleCustomEvent", "parameter": "p", "timeoutMs": 100, "network": {"load": {"latencyMs": 150}}}, {"label": "Half", "className": "SampleCustomEvent", "parameter": "q", "timeoutMs": 100, "network": {"load": {"latencyMs": {"min": 50, "max": 149}}}}]}"#
        .utf8)
    let base = try ConfigLoader.load(bytes)
    let report = try MediationReport.read(Array(Self.csv(["Slow,1000,500,500,5", "Half,1000,500,500,1"]).utf8))
    let outcome = try ReportFit.fit(
      report, path: "r", options: ReportFit.Options(registry: .standard, base: (base, bytes)))
    // Slow never answers in time; Half answers in time half the time and fills half of those.
    #expect(outcome.record.modelFillRate == DecimalNumber(micros: 250_000))
    let config = try ConfigLoader.load(outcome.config)
    let summary = Simulator.summarize(config, seed: 2, plan: BatchPlan(runs: 20_000, jobs: 2)).summary
    let fill = Double(summary.fillRate.micros) / 1e6
    let bound: Double = 4 * (0.25 * 0.75 / 20_000.0).squareRoot()
    #expect(abs(fill - 0.25) < bound, "\(fill)")
  }
}
