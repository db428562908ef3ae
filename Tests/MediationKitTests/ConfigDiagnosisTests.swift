import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// What `optimize` says about a config beside its search (decide2.md §3,
/// "The report"): the constraints the baseline breaks, line items in effect
/// dropped, line items out of price order, and the words the text gives them.
struct ConfigDiagnosisTests {
  /// A rewarded config of waterfall line items `(label, ecpm, fillRate)`, fixed latencies, listed or by eCPM.
  private static func config(_ items: [(String, String, String)], order: String = "listed") throws -> WaterfallConfig {
    let lineItems = items.enumerated().map { index, item in
      """
      {"label": \(JSONStringLiteral.quoted(item.0)), "className": "SampleCustomEvent", "parameter": "p\(index)",
       "ecpm": \(item.1), "network": {"load": {"fillRate": \(item.2), "latencyMs": 40}}}
      """
    }
    return try ConfigLoader.load(
      Array(
        """
        {"version": 1, "seed": 3, "waterfallOrder": "\(order)",
         "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
         "lineItems": [\(lineItems.joined(separator: ", "))]}
        """.utf8))
  }

  @Test func namesEachLineItemWalkedAfterACheaperOneWithTheFirstCheaperOne() throws {
    let config = try Self.config([("A", "1", "0.5"), ("B", "3", "0.5"), ("C", "2", "0.5"), ("D", "0.5", "0.5")])
    #expect(
      ConfigDiagnosis.outOfPriceOrder(in: config) == [
        OptimizationRecord.PriceOrderBreak(
          lineItem: "B", ecpm: DecimalNumber(integer: 3), after: "A", afterEcpm: DecimalNumber(integer: 1)),
        OptimizationRecord.PriceOrderBreak(
          lineItem: "C", ecpm: DecimalNumber(integer: 2), after: "A", afterEcpm: DecimalNumber(integer: 1)),
      ])
  }

  @Test func aWaterfallWalkedByEcpmIsNeverOutOfPriceOrder() throws {
    let config = try Self.config([("A", "1", "0.5"), ("B", "3", "0.5"), ("C", "2", "0.5")], order: "ecpm")
    #expect(ConfigDiagnosis.outOfPriceOrder(in: config) == [])
  }

  @Test func lineItemsThatNeverFillOrAreNeverCalledAreInEffectDropped() throws {
    let config = try Self.config([("Dead", "3", "0"), ("Backfill", "1", "1"), ("Never", "0.5", "1")])
    let summary = Simulator.summarize(config, seed: 3, plan: BatchPlan(runs: 200, jobs: 1)).summary
    #expect(
      ConfigDiagnosis.inEffectDropped(in: summary, requests: 200) == [
        OptimizationRecord.IdleLineItem(lineItem: "Dead", attempts: 200, wins: 0, requests: 200),
        OptimizationRecord.IdleLineItem(lineItem: "Never", attempts: 0, wins: 0, requests: 200),
      ])
  }

  @Test func listsTheConstraintsTheSummaryBreaksWithTheirValues() throws {
    let config = try Self.config([("Backfill", "1", "1")])
    let summary = Simulator.summarize(config, seed: 3, plan: BatchPlan(runs: 100, jobs: 1)).summary
    let goal = try OptimizationGoal(
      objective: OptimizationGoal.defaultObjective, direction: .maximize,
      constraints: [
        try FieldConstraint.parse("latencyMs.p90 <= 100"), try FieldConstraint.parse("fillRate < 1"),
        try FieldConstraint.parse("latencyMs.p90 < 40"),
      ], of: config)
    #expect(
      ConfigDiagnosis.violations(of: goal, in: summary, config: config) == [
        OptimizationRecord.Violation(constraint: ".fillRate < 1", value: .number("1"), field: ".fillRate"),
        OptimizationRecord.Violation(
          constraint: ".latencyMs.p90 < 40", value: .number("40"), field: ".latencyMs.p90"),
      ])
  }

  @Test(arguments: [
    (JSONValue.number("3585"), ".latencyMs.p90", "3,585 ms"),
    (JSONValue.number("412.25"), ".latencyMs.mean", "412.3 ms"),
    (JSONValue.number("0.516"), ".fillRate", "51.60 %"),
    (JSONValue.number("4.5"), ".revenuePer1000Requests", "4.5"),
    (JSONValue.null, ".latencyMs.p90", "no value"),
  ])
  func showsAValueWithItsFieldsUnit(value: JSONValue, field: String, shown: String) {
    #expect(OptimizationRecord.shown(value, field: field) == shown)
  }

  @Test func saysSharesPricesAndConstraintsAsTheSpecsExamples() {
    #expect(OptimizationRecord.share(98, of: 1_000) == "9.8 %")
    #expect(OptimizationRecord.share(1, of: 100_000) == "under 0.1 %")
    #expect(OptimizationRecord.share(0, of: 100) == "0.0 %")
    #expect(OptimizationRecord.dollars(DecimalNumber(micros: 800_000)) == "$0.80")
    #expect(OptimizationRecord.dollars(DecimalNumber(integer: 2)) == "$2.00")
    #expect(OptimizationRecord.dollars(DecimalNumber(micros: 2_185_000)) == "$2.185")
    #expect(OptimizationRecord.bare(".latencyMs.p90 <= 3000") == "latencyMs.p90 <= 3000")
    #expect(OptimizationRecord.bare(#".lineItems["Unity"].winShare > 0.1"#) == #"lineItems["Unity"].winShare > 0.1"#)
  }
}
