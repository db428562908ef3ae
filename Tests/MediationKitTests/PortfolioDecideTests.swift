import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `compare` and `optimize` of portfolios (decide2.md §5): the traffic-weighted totals against a closed form, the
/// refusals, and the portfolio `optimize --out` writes.
struct PortfolioDecideTests {
  /// A rewarded config of the given line items, as a portfolio's inline `config` value.
  private static func config(_ lineItems: [String]) -> String {
    #"""
    {"version": 1,
         "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
         "lineItems": [\#(lineItems.joined(separator: ", "))]}
    """#
  }

  private static func item(_ label: String, ecpm: String, fill: String) -> String {
    #"""
    {"label": "\#(label)", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "\#(label)",
         "ecpm": \#(ecpm), "network": {"load": {"fillRate": \#(fill), "latencyMs": {"min": 10, "max": 200}}}}
    """#
  }

  /// A portfolio of inline groups: (name, requests a day, config).
  private static func portfolio(_ groups: [(String, Int, String)], seed: Int = 3) throws -> Portfolio {
    let entries = groups.map { name, traffic, config in
      #"{"name": "\#(name)", "requestsPerDay": \#(traffic), "config": \#(config)}"#
    }
    let bytes = Array(#"{"version": 1, "seed": \#(seed), "groups": [\#(entries.joined(separator: ",\n"))]}"#.utf8)
    let document = try DocumentLoader.read(
      bytes, registries: .standard, readFile: { _ in .failure(PortfolioLoader.Unreadable(message: "no files")) })
    guard case .portfolio(let loaded) = document else {
      Issue.record("not a portfolio")
      throw PortfolioLoader.Unreadable(message: "not a portfolio")
    }
    return loaded.portfolio
  }

  /// G1 (3,000,000 a day) raises its one line item's eCPM from 10 to 20 on the same fills; G2 (1,000,000 a day)
  /// is the same on both sides. Each run of G1 that fills earns 0.01 USD more, so G1's difference of revenue per
  /// 1,000 requests is 10 × its fill rate, exactly; G2's is exactly 0 with the interval [0, 0]; the total's is
  /// w₁/W = 3/4 of G1's, USD a day w₁/1,000 of it, and the total's interval is 3/4 of G1's (G2 adds no variance).
  @Test func theTotalDifferenceIsTheTrafficWeightedGroupDifference() throws {
    let g2 = Self.config([Self.item("Two", ecpm: "2", fill: "0.5")])
    let p = try Self.portfolio([
      ("G1", 3_000_000, Self.config([Self.item("One", ecpm: "10", fill: "0.9")])), ("G2", 1_000_000, g2),
    ])
    // Q lists its groups in another order: pairs go by name.
    let q = try Self.portfolio([
      ("G2", 1_000_000, g2), ("G1", 3_000_000, Self.config([Self.item("One", ecpm: "20", fill: "0.9")])),
    ])
    try PortfolioComparison.checkSameGroups(p, q)
    let pairs = try PortfolioComparison.pairs(p, q, names: nil, registries: .standard)
    #expect(pairs.map(\.name) == ["G1", "G2"])
    let runs = 2_000
    let outcome = PortfolioComparison.compare(
      pairs, of: p, seed: 11, runs: runs, jobs: 2, pathA: "p", pathB: "q", registries: .standard)
    #expect(outcome.comparisons.map(\.group) == ["G1", "G2"])
    #expect(outcome.comparisons.map(\.seq) == [0, 1])
    #expect(outcome.total.seq == 2)
    func entry(_ record: ComparisonRecord, _ field: String) throws -> ComparisonRecord.Entry {
      try #require(record.fields.first { $0.field == field })
    }
    // G2 against itself: nothing differs.
    for field in outcome.comparisons[1].fields where field.a != nil {
      #expect(field.differenceMicros == 0, "\(field.field)")
    }
    let revenue2 = try entry(outcome.comparisons[1], ".revenuePer1000Requests")
    #expect(revenue2.ci95?.low.micros == 0 && revenue2.ci95?.high.micros == 0)
    // G1: 10 × its fill rate, to the millionth.
    let filled = try #require(ComparisonFigure.micros(try entry(outcome.comparisons[0], ".filled").a))
    let revenue1 = try entry(outcome.comparisons[0], ".revenuePer1000Requests")
    let d1 = try #require(revenue1.differenceMicros)
    #expect(d1 == filled / 1_000_000 * 10_000_000 / Int128(runs))
    #expect(revenue1.verdict == .higher)
    // The totals.
    let total = outcome.total
    #expect(total.groups == ["G1", "G2"] && total.requestsPerDay == 4_000_000 && total.seed == 11)
    #expect(total.fields.map(\.field) == [".revenuePer1000Requests", ".fillRate", ".latencyMs.mean", "revenuePerDay"])
    let revenue = total.fields[0]
    let difference = try #require(revenue.difference?.micros)
    #expect((difference - d1 * 3 / 4).magnitude <= 1, "the total is w₁/W of G1's difference")
    #expect(revenue.verdict == .higher)
    let perDay = total.fields[3]
    #expect(perDay.difference?.micros == d1 * 3_000, "USD a day: 3,000,000 / 1,000 × G1's difference")
    #expect(perDay.verdict == .higher)
    // The total's half-width is 3/4 of G1's (G2's variance is 0), to rounding.
    let half1 = Double(try #require(revenue1.ci95).high.micros - (try #require(revenue1.ci95)).low.micros) / 2
    let half = Double(try #require(revenue.ci95).high.micros - (try #require(revenue.ci95)).low.micros) / 2
    #expect(abs(half - 0.75 * half1) <= 2)
    let halfPerDay = Double(try #require(perDay.ci95).high.micros - (try #require(perDay.ci95)).low.micros) / 2
    #expect(abs(halfPerDay - 3_000 * half1) <= 3_000 * 2)
    // Fill rate and latency do not move: 0 with the interval [0, 0], verdict unclear.
    for entry in total.fields[1...2] {
      #expect(entry.difference?.micros == 0 && entry.ci95?.low.micros == 0 && entry.ci95?.high.micros == 0)
      #expect(entry.verdict == .unclear)
    }
    // P's side is what `simulate --runs` of P prints as its totals, with the same seed.
    let batch = PortfolioBatch.play(p, seed: 11, runs: runs, jobs: 2, registries: .standard).record.total
    #expect(total.fields[0].a?.micros == Int128(batch.revenuePer1000Requests.micros))
    #expect(total.fields[1].a?.micros == Int128(batch.fillRate.micros))
    #expect(total.fields[2].a?.micros == batch.latencyMean.map { Int128($0.micros) })
    #expect(total.fields[3].a == batch.revenuePerDay)
    // The text: the totals first, then the groups by |Δ USD a day|, within 80 columns.
    let lines = total.textLines(top: 5)
    #expect(lines.allSatisfy { TerminalText.width($0) <= 80 })
    let g1Row = try #require(lines.firstIndex { $0.hasPrefix("  G1") })
    let g2Row = try #require(lines.firstIndex { $0.hasPrefix("  G2") })
    #expect(lines.firstIndex { $0.hasPrefix("USD a day ") }! < g1Row && g1Row < g2Row)
    #expect(total.textLines(top: 1).contains("1 more group: mediate compare --all, or --format ndjson"))
  }

  /// Portfolios of other groups or other traffic, and a pair of configs of two formats, are refused, each naming
  /// the first difference.
  @Test func refusesPortfoliosThatDoNotPair() throws {
    let one = Self.config([Self.item("One", ecpm: "10", fill: "0.9")])
    let p = try Self.portfolio([("G1", 3_000_000, one), ("G2", 1_000_000, one)])
    #expect(throws: PortfolioComparison.Refusal.missing(group: "G2", side: 0)) {
      try PortfolioComparison.checkSameGroups(p, try Self.portfolio([("G1", 3_000_000, one), ("G3", 1_000_000, one)]))
    }
    #expect(throws: PortfolioComparison.Refusal.missing(group: "G3", side: 1)) {
      try PortfolioComparison.checkSameGroups(
        p, try Self.portfolio([("G1", 3_000_000, one), ("G2", 1_000_000, one), ("G3", 1, one)]))
    }
    #expect(throws: PortfolioComparison.Refusal.traffic(group: "G2", a: 1_000_000, b: 2_000_000)) {
      try PortfolioComparison.checkSameGroups(p, try Self.portfolio([("G2", 2_000_000, one), ("G1", 3_000_000, one)]))
    }
    let interstitial = one.replacingOccurrences(
      of: #""format": "rewarded", "reward": {"type": "coins", "amount": 1}"#, with: #""format": "interstitial""#)
    let q = try Self.portfolio([("G1", 3_000_000, one), ("G2", 1_000_000, interstitial)])
    try PortfolioComparison.checkSameGroups(p, q)
    #expect(throws: PortfolioComparison.Refusal.formats(group: "G2", a: .rewarded, b: .interstitial)) {
      try PortfolioComparison.pairs(p, q, names: nil, registries: .standard)
    }
    // --group leaves the other pair out, and with it its refusal.
    #expect(try PortfolioComparison.pairs(p, q, names: ["G1"], registries: .standard).map(\.name) == ["G1"])
    #expect(
      PortfolioComparison.Refusal.traffic(group: "G2", a: 1_000_000, b: 2_000_000).message(a: "p.json", b: "q.json")
        == "p.json and q.json have different traffic: group \"G2\" serves 1,000,000 requests a day in p.json and "
        + "2,000,000 in q.json (compare needs the same traffic: a change of traffic is not a change of waterfalls)")
  }

  /// A config file's bytes put inline: each line after the first indented as the `config` line, an empty line
  /// left empty, the byte order mark and the trailing line end dropped.
  @Test func aGroupFileIsIndentedWhereItGoesInline() {
    let file = Array("\u{FEFF}{\n  \"version\": 1,\n\n  \"seed\": 2\n}\n".utf8)
    let inline = PortfolioRewrite.indented(file, by: Array("    ".utf8))
    #expect(String(decoding: inline, as: UTF8.self) == "{\n      \"version\": 1,\n\n      \"seed\": 2\n    }")
  }

  /// The gain a day rounds each group's term once, half away from zero.
  @Test func roundsHalfAwayFromZero() {
    #expect(PortfolioOptimizer.rounded(5, over: 2) == 3)
    #expect(PortfolioOptimizer.rounded(-5, over: 2) == -3)
    #expect(PortfolioOptimizer.rounded(-4, over: 3) == -1)
    #expect(PortfolioOptimizer.rounded(1_499_999, over: 1_000_000) == 1)
  }
}
