import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// decide2.md §7's worked example: A one line item filling half the requests at eCPM 10 (an impression a
/// fill), B the same at 10.1 (examples/plan/), `--split 10 --requests-per-day 100000 --requests-per-user 10
/// --icc 0.05`. True values: μ_A = 0.005, σ²_A = 2.5·10⁻⁵, μ_B = 0.00505, σ²_B = 2.550250·10⁻⁵, D = 1.45,
/// (z_a + z_b)² = 7.848880, daysExact 12.874173.
struct PlanClosedFormTests {
  static func loaded(_ path: String) throws -> ConfigLoader.Loaded {
    let text = try Golden.repositoryFile(path)
    return try ConfigLoader.read(Array(text.utf8), registries: .standard)
  }

  /// The example's settings.
  static func settings(runs: Int = 100_000) -> PlanSettings {
    var settings = PlanSettings(split: 10, requestsPerDay: 100_000)
    settings.requestsPerUser = 10
    settings.icc = DecimalNumber(micros: 50_000)
    settings.runs = runs
    settings.seed = 7
    return settings
  }

  /// Plays A and B of the example (or `b`) and makes the record's figures.
  static func measured(_ settings: PlanSettings, b: String = "examples/plan/b.json", jobs: Int = 2) throws
    -> [Planner.World]
  {
    let a = try loaded("examples/plan/a.json").config
    let b = try loaded(b).config
    return Planner.measure(worlds: [a.worlds, b.worlds], settings: settings, jobs: jobs, registries: .standard)
  }

  @Test func phiAndItsInverseAreAccurate() {
    #expect(abs(Math.normalQuantile(0.975) - 1.959_963_984_540_054) < 1e-12)
    #expect(abs(Math.normalQuantile(0.8) - 0.841_621_233_572_914) < 1e-12)
    #expect(abs(Math.normalQuantile(0.5)) < 1e-15)
    #expect(abs(Math.normalQuantile(0.001) - -3.090_232_306_167_813) < 1e-11)
    #expect(abs(Math.normalQuantile(0.999_999) - 4.753_424_308_822_899) < 1e-9)
    #expect(abs(Math.normalCDF(1.959_963_984_540_054) - 0.975) < 1e-15)
    #expect(abs(Math.normalCDF(-1) - 0.158_655_253_931_457_05) < 1e-15)
    #expect(abs(Math.normalCDF(-8) - 6.220_960_574_271_785e-16) < 1e-24)
    #expect(PlanSample.micros(Math.normalQuantile(0.975)).description == "1.959964")
    #expect(PlanSample.micros(Math.normalQuantile(0.8)).description == "0.841621")
  }

  /// The page's figures are the closed forms of the true values.
  @Test func thePagesFiguresAreTheClosedForms() throws {
    let zSum = PlanClosedForms.zAlpha(0.05) + PlanClosedForms.zPower(0.8)
    #expect(abs(zSum * zSum - 7.848880) < 5e-7)
    let design = PlanClosedForms.designEffect(requestsPerUser: 10, icc: DecimalNumber(micros: 50_000))
    #expect(design.description == "1.45")
    let days = try #require(
      PlanClosedForms.days(
        designEffect: 1.45, zSum: zSum, varianceA: 2.5e-5, varianceB: 0.0101 * 0.0101 * 0.25, split: 10,
        requestsPerDay: 100_000, difference: 5e-5))
    #expect(abs(days - 12.874173) < 5e-7)
    #expect(
      PlanClosedForms.days(
        designEffect: 1, zSum: zSum, varianceA: 1, varianceB: 1, split: 50, requestsPerDay: 1, difference: 0) == nil)
    #expect(
      abs(
        PlanClosedForms.falsePositiveIgnoringUsers(zAlpha: PlanClosedForms.zAlpha(0.05), designEffect: 1.45) - 0.103597)
        < 5e-7)
    #expect(
      abs(PlanClosedForms.falsePositiveIgnoringUsers(zAlpha: PlanClosedForms.zAlpha(0.05), designEffect: 2) - 0.165776)
        < 5e-7)
    // Var(d) = δ² (a difference of 10⁻⁴ in half the runs): ⌈7.848880⌉.
    #expect(PlanClosedForms.pairedRuns(zSum: zSum, pairedVariance: 2.5e-9, difference: 5e-5) == 8)
    #expect(
      PlanClosedForms.admobReadoutDay(
        requestsPerDay: 100_000, split: 10, impressionsA: 50_000, impressionsB: 50_000, runs: 100_000) == 4)
    // 10,000 impressions at 5,000 a day: day 4 still; at 1,000 a day, day 10; 10,000 requests at 500 a day: day 20.
    #expect(
      PlanClosedForms.admobReadoutDay(requestsPerDay: 2_000, split: 10, impressionsA: 1, impressionsB: 1, runs: 2) == 10
    )
    #expect(
      PlanClosedForms.admobReadoutDay(requestsPerDay: 500, split: 10, impressionsA: 2, impressionsB: 2, runs: 1) == 20)
    #expect(
      PlanClosedForms.admobReadoutDay(requestsPerDay: 500, split: 10, impressionsA: 0, impressionsB: 0, runs: 1) == nil)
  }

  /// The worked example played: `daysExact` recomputed from the record's own variances and δ, and within 4
  /// standard errors of sampling of 12.874173; AdMob's readout as the page gives it.
  @Test func theWorkedExampleMatchesTheClosedForm() throws {
    let settings = Self.settings()
    let figures = try #require(try Self.measured(settings).first).figures
    let n = Double(settings.runs)
    // The record's own figures.
    let varianceA = try #require(Double(figures.a.revenueVariance.text))
    let varianceB = try #require(Double(figures.b.revenueVariance.text))
    let delta = Double(figures.difference.revenuePer1000Requests.micros) / 1e9
    let z = 1.959_963_984_540_054 + 0.841_621_233_572_914
    let recomputed = 1.45 * z * z * (varianceA / 0.9 + varianceB / 0.1) / (100_000 * delta * delta)
    let daysExact = try #require(figures.detect.daysExact?.value)
    #expect(abs(recomputed - daysExact) <= 5e-7 * max(1, daysExact))
    // δ's relative standard error is √((1 − p)/(p n)) with p = ½, and daysExact goes as 1/δ².
    let standardError = 12.874173 * 2 * (1 / n).squareRoot()
    #expect(abs(daysExact - 12.874173) <= 4 * standardError, "daysExact \(daysExact)")
    #expect(figures.detect.days?.value == daysExact.rounded(.up))
    #expect(figures.detect.designEffect.description == "1.45")
    #expect(figures.detect.admobReadoutDay == 4)
    #expect(figures.detect.decisionDay == figures.detect.days)
    #expect(figures.detect.withinTest)
    #expect(figures.detect.pairedRunsNeeded?.text == "8")
    let decision = try #require(figures.detect.decisionDay?.value)
    #expect(figures.detect.requestsAtDecision?.a.value == 90_000 * decision)
    #expect(figures.detect.requestsAtDecision?.b.value == 10_000 * decision)
    // AdMob's readout: eCPM 10 and 10.1 exactly, match rate ½, 14,000 and 14,140 a month, within sampling.
    #expect(figures.a.ecpm?.description == "10")
    #expect(figures.b.ecpm?.description == "10.1")
    let fillError = (0.25 / n).squareRoot()
    #expect(abs(Double(figures.a.matchRate.micros) / 1e6 - 0.5) <= 4 * fillError)
    #expect(figures.a.matchRate == figures.b.matchRate)
    #expect(abs(figures.a.scaledMonthlyEarnings.doubleValue - 14_000) <= 4 * 14_000 * 2 * fillError)
    #expect(abs(figures.b.scaledMonthlyEarnings.doubleValue - 14_140) <= 4 * 14_140 * 2 * fillError)
    #expect(abs(varianceA - 2.5e-5) <= 4 * 2.5e-5 * 2 * fillError)
    #expect(figures.difference.relative?.description == "0.01")
    #expect(figures.aa.falsePositiveRate.description == "0.05")
    #expect(figures.aa.falsePositiveIgnoringUsers.description == "0.103597")
    #expect(figures.aa.falsePositiveDailyPeeking == nil)
    #expect(figures.check == nil)
  }

  /// At D = 2 (R = 21, ρ = 0.05) a test that ignores the users finds a difference between equal arms 16.6 % of
  /// the time.
  @Test func ignoringUsersAtADesignEffectOfTwo() throws {
    var settings = Self.settings(runs: 1_000)
    settings.requestsPerUser = 21
    let figures = try #require(try Self.measured(settings).first).figures
    #expect(figures.detect.designEffect.description == "2")
    #expect(figures.aa.falsePositiveIgnoringUsers.description == "0.165776")
  }

  /// A and B the same: no difference, no days, no runs, and the text says so.
  @Test func noDifferenceHasNoDays() throws {
    let settings = Self.settings(runs: 2_000)
    let worlds = try Self.measured(settings, b: "examples/plan/a.json")
    let figures = try #require(worlds.first).figures
    #expect(figures.difference.revenuePer1000Requests.micros == 0)
    #expect(figures.detect.daysExact == nil && figures.detect.days == nil && figures.detect.daysIfSmallest == nil)
    #expect(figures.detect.pairedRunsNeeded == nil && figures.detect.decisionDay == nil)
    #expect(!figures.detect.withinTest)
    let record = Planner.record(worlds, labelled: false, a: "a.json", b: "a.json", settings: settings)
    #expect(record.textLines().joined(separator: " ").contains("mediate sees no difference to plan for"))
  }

  /// The self-check on a small example (B 10 % better, 1,000 requests a day): L = 200 live tests agree with
  /// the plan, and nothing depends on the jobs.
  @Test func theSelfCheckAgreesAndDoesNotDependOnJobs() throws {
    var settings = Self.settings(runs: 20_000)
    settings.requestsPerDay = 1_000
    settings.checkTests = 200
    let b = try Self.loaded("examples/plan/a.json").config
    var higher = b
    higher.lineItems[0].ecpm = DecimalNumber(integer: 11)
    let a = try Self.loaded("examples/plan/a.json").config
    var checks: [PlanCheck] = []
    for jobs in [1, 3] {
      var worlds = Planner.measure(
        worlds: [a.worlds, [ConfigWorld(label: "", config: higher)]], settings: settings, jobs: jobs,
        registries: .standard)
      #expect(Planner.oversizedCheck(worlds, settings: settings, labelled: false) == nil)
      Planner.check(&worlds, settings: settings, jobs: jobs)
      checks.append(try #require(worlds[0].figures.check))
      #expect(worlds[0].figures.aa.falsePositiveDailyPeeking == checks.last?.falsePositiveDailyPeeking)
    }
    #expect(checks[0] == checks[1])
    let check = checks[0]
    #expect(check.tests == 200)
    #expect(check.agrees, "\(check)")
    // Looking daily finds far more differences between equal arms than α.
    #expect(check.falsePositiveDailyPeeking.micros > 100_000)
    #expect(check.daysForPower != nil && check.medianDaysToDetect != nil)
  }

  /// The record's numbers that six decimals would spoil keep nine significant digits.
  @Test func planNumbersKeepTheirDigits() {
    #expect(PlanNumber.significant(2.5e-5).text == "0.000025")
    #expect(PlanNumber.significant(2.50001108123e-5).text == "0.0000250001108")
    #expect(PlanNumber.significant(123_456_789_012).text == "123456789000")
    #expect(PlanNumber.significant(9.999_999_999_9).text == "10")
    #expect(PlanNumber.significant(-0.5).text == "-0.5")
    #expect(PlanNumber.significant(0).text == "0")
    #expect(PlanNumber.sixDecimals(12.874_172_6).text == "12.874173")
    #expect(PlanNumber.integer(13).text == "13")
    #expect(PlanNumber.integer(1.3e23).text == "130000000000000000000000" || PlanNumber.integer(1.3e23).value == 1.3e23)
  }
}
