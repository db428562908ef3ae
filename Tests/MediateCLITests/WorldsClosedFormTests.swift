import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// decide2.md §1's closed form: one waterfall line item `Net` priced from
/// the demand (scale 1, sigma 0), `demand.valueCpm` median 10, sigma 1, and
/// the worlds sigma 0.5 and 1.5. With floor f and sigma σ, revenue per
/// 1,000 requests is R_σ(f) = f · (1 − Φ(ln(f/10)/σ)) and the fill rate
/// 1 − Φ(ln(f/10)/σ). A has the floor at the median (10), B at 20.
struct WorldsClosedFormTests {
  static func fillRate(floor: Double, sigma: Double) -> Double {
    1 - 0.5 * erfc(-(log(floor / 10) / sigma) / 2.0.squareRoot())
  }

  static func revenue(floor: Double, sigma: Double) -> Double {
    floor * fillRate(floor: floor, sigma: sigma)
  }

  static func loaded(_ name: String) throws -> ConfigLoader.Loaded {
    let text = try Golden.repositoryFile("Fixtures/commands/compare-worlds/\(name)")
    return try ConfigLoader.read(Array(text.utf8), registry: .standard)
  }

  /// The page's figures follow from the closed form: B − A in each world, and where it changes sign.
  @Test func thePagesFiguresAreTheClosedForms() {
    let differences = [0.5, 1, 1.5].map { Self.revenue(floor: 20, sigma: $0) - Self.revenue(floor: 10, sigma: $0) }
    #expect(abs(differences[0] - -3.343430) < 1e-6)
    #expect(abs(differences[1] - -0.117828) < 1e-6)
    #expect(abs(differences[2] - 1.440110) < 1e-6)
    var (low, high) = (0.5, 1.5)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if Self.revenue(floor: 20, sigma: middle) < 5 { low = middle } else { high = middle }
    }
    #expect(abs(low - 1.027662) < 1e-6)
  }

  /// `compare A B` in every world on the same runs: each world's difference
  /// lies in (or just beside) its interval, and the verdicts are the page's.
  @Test func compareOverTheWorldsFindsTheClosedForms() throws {
    let a = try Self.loaded("a.json")
    let b = try Self.loaded("b.json")
    #expect(a.config.uncertain == b.config.uncertain)
    let plan = BatchPlan(runs: 20_000, jobs: 2)
    let records = zip(a.config.worlds, b.config.worlds).map { worldA, worldB in
      (
        worldA.label,
        Simulator.compare(
          worldA.config, worldB.config, seed: 7, plan: plan, pathA: "a.json", pathB: "b.json", registries: .standard)
      )
    }
    let record = ComparisonRecord.overWorlds(records, about: [".demand.valueCpm.sigma"])
    #expect(record.worlds == ["sigma 1", "sigma 0.5", "sigma 1.5"])
    let revenue = try #require(record.fields.first { $0.field == ".revenuePer1000Requests" })
    let fill = try #require(record.fields.first { $0.field == ".fillRate" })
    #expect(revenue.verdict == .dependsOnWorld)
    #expect(fill.verdict == .lower)
    for (world, sigma) in zip(try #require(revenue.byWorld), [1.0, 0.5, 1.5]) {
      let truth = Self.revenue(floor: 20, sigma: sigma) - Self.revenue(floor: 10, sigma: sigma)
      let interval = try #require(world.ci95)
      let (low, high) = (Double(interval.low.micros) / 1e6, Double(interval.high.micros) / 1e6)
      let slack = (high - low) / 2
      #expect(low - slack <= truth && truth <= high + slack, "\(world.world): \(truth) against \(low) … \(high)")
    }
    for (world, sigma) in zip(try #require(fill.byWorld), [1.0, 0.5, 1.5]) {
      guard case .number(let text)? = world.b, let b = Double(text) else {
        Issue.record("\(world.world): no fill rate of B")
        continue
      }
      let truth = Self.fillRate(floor: 20, sigma: sigma)
      // The binomial standard error of 20,000 runs, four of them.
      #expect(
        abs(b - truth) <= 4 * (truth * (1 - truth) / 20_000).squareRoot(), "\(world.world): \(b) against \(truth)")
    }
  }

  /// Worlds are paired: the floor at the median fills the same runs in
  /// every world (each run draws the same Z), so A's summaries agree exactly.
  @Test func everyWorldPlaysTheSameRuns() throws {
    let a = try Self.loaded("a.json")
    let summaries = a.config.worlds.map { world in
      Simulator.summarize(world.config, seed: 7, plan: BatchPlan(runs: 5_000, jobs: 2), registry: .standard).summary
    }
    #expect(summaries.count == 3)
    #expect(Set(summaries.map { $0[.filled] }).count == 1)
    let record = WorldsRecord(
      about: ["x"], summaries: zip(["sigma 1", "sigma 0.5", "sigma 1.5"], summaries).map { ($0, $1) })
    #expect(record.spread.map(\.minWorld) == ["sigma 1", "sigma 1", "sigma 1", "sigma 1"])
  }

  /// decide2.md §1: a `set` path naming a line item one side lacks is skipped on that side, and the world kept.
  @Test func aWorldsLineItemASideLacksIsSkippedThere() throws {
    let a = try Self.loaded("a.json")
    var text = try Golden.repositoryFile("Fixtures/commands/compare-worlds/b.json")
    // B gets a second line item, "Other", and a world that sets its floor.
    text = text.replacingOccurrences(
      of: #""lineItems": ["#,
      with:
        #""lineItems": [{ "label": "Other", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "o", "ecpm": 3 },"#
    )
    text = text.replacingOccurrences(
      of: #"{ ".demand.valueCpm.sigma": 1.5 }"#,
      with: #"{ ".demand.valueCpm.sigma": 1.5, ".lineItems[\"Other\"].ecpm": 4 }"#)
    let b = try ConfigLoader.read(Array(text.utf8), registry: .standard)
    #expect(b.config.uncertain?.worlds[1].settings.count == 2)
    var withoutWorlds = a
    withoutWorlds.config.uncertain = nil
    withoutWorlds.config.otherWorlds = []
    let sides = try ComparedWorlds.sides(withoutWorlds, b, registries: .standard)
    #expect(
      sides.map { $0.map(\.label) } == [["sigma 1", "sigma 0.5", "sigma 1.5"], ["sigma 1", "sigma 0.5", "sigma 1.5"]])
    // On A, which has no "Other", the world sets the sigma alone.
    let world = sides[0][2].config
    #expect(world.lineItems == a.config.lineItems)
    #expect(world.demand?.value?.sigma == DecimalNumber(micros: 1_500_000))
    #expect(sides[1][2].config.lineItems.first { $0.label == "Other" }?.ecpm == DecimalNumber(integer: 4))
  }
}
