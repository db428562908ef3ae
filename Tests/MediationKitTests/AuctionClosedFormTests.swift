import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The demand model and the auction against closed forms (auction.md): what
/// `--runs` reports for small waterfalls whose fill rate and revenue follow
/// from the log-normal value `u = median × exp(sigma × Z)` alone. Each batch
/// is seeded, so these are exact, repeatable computations; the tolerances
/// are four standard errors of each estimate, computed from the same model.
struct AuctionClosedFormTests {
  private static let runs = 200_000

  /// P(Z ≥ z) for a standard normal Z.
  private static func upperTail(_ z: Double) -> Double { 0.5 * erfc(z / 2.0.squareRoot()) }

  /// P(u ≥ x) for `u = median × exp(sigma × Z)`.
  private static func atLeast(_ x: Double, median: Double, sigma: Double) -> Double {
    upperTail(log(x / median) / sigma)
  }

  /// A rewarded config of `lineItems` (JSON objects), every network answering at once and showing its ad.
  private static func config(demand: String, lineItems: [String], adapters: String = "{}") -> String {
    #"""
    {"version": 1, "seed": 11,
     "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
     "demand": \#(demand), "adapters": \#(adapters),
     "lineItems": [\#(lineItems.joined(separator: ", "))],
     "app": {"presentAfterMs": 0}}
    """#
  }

  /// A waterfall instance floored at `ecpm` whose network prices the request at its value.
  private static func instance(_ label: String, ecpm: String, className: String = "GADMediationAdapterSampleAdNetwork")
    -> String
  {
    #"""
    {"label": "\#(label)", "className": "\#(className)", "parameter": "\#(label)", "ecpm": \#(ecpm),
     "network": {"load": {"valuation": {"distribution": "demand"}, "latencyMs": 10},
                 "show": [{"atMs": 0, "callback": "didPresent"}, {"atMs": 0, "callback": "didDismiss"}]}}
    """#
  }

  private func summarize(_ json: String) throws -> SummaryRecord {
    let config = try ConfigLoader.load(Array(json.utf8))
    return Simulator.summarize(config, seed: config.seed, plan: BatchPlan(runs: Self.runs, jobs: 2)).summary
  }

  private static func value(_ number: DecimalNumber) -> Double { Double(number.micros) / 1_000_000 }

  /// One instance floored at the value's median fills half the requests.
  @Test func anInstanceFlooredAtTheMedianFillsHalf() throws {
    let summary = try summarize(
      Self.config(demand: #"{"valueCpm": {"median": 4, "sigma": 1}}"#, lineItems: [Self.instance("A", ecpm: "4")]))
    let n = Double(Self.runs)
    let fillRate = Double(summary[.filled]) / n
    #expect(abs(fillRate - 0.5) < 4 * (0.25 / n).squareRoot(), "fill rate \(fillRate)")
    // Each fill is paid its floor, exactly.
    #expect(summary.revenue.micros == Int64(summary[.impressions]) * 4_000)
  }

  /// Two floored instances (10 and 5) on a value of median 5, sigma 1 fill
  /// when u ≥ 5, half the requests (not the 0.62 independent coin flips of
  /// the same marginal fill rates would give), and earn
  /// 10·P(u ≥ 10) + 5·P(5 ≤ u < 10) per 1,000 requests.
  @Test func twoFlooredInstancesFillTogetherAndEarnTheirFloors() throws {
    let summary = try summarize(
      Self.config(
        demand: #"{"valueCpm": {"median": 5, "sigma": 1}}"#,
        lineItems: [Self.instance("Ten", ecpm: "10"), Self.instance("Five", ecpm: "5")]))
    let n = Double(Self.runs)
    let high = Self.atLeast(10, median: 5, sigma: 1)
    let low = Self.atLeast(5, median: 5, sigma: 1) - high
    let fillRate = Double(summary[.filled]) / n
    #expect(abs(fillRate - 0.5) < 4 * (0.25 / n).squareRoot(), "fill rate \(fillRate)")
    // Independent fills with these marginal rates would fill 1 − (1 − 0.244)(1 − 0.5) ≈ 0.62.
    #expect(abs(fillRate - (1 - (1 - high) * 0.5)) > 0.1)
    let mean = 10 * high + 5 * low
    let variance = 100 * high + 25 * low - mean * mean
    let perThousand = Self.value(summary.revenuePer1000Requests)
    #expect(abs(perThousand - mean) < 4 * (variance / n).squareRoot(), "\(perThousand) against \(mean)")
    #expect(abs(Double(summary.lineItems[0][.wins]) / n - high) < 4 * (high * (1 - high) / n).squareRoot())
  }

  /// A bidder bidding the request's value beside an instance earns E[u] =
  /// median × exp(sigma² / 2): the instance fills only where its floor is at
  /// most the value, which the bid then outranks, so the bid serves every request.
  @Test func aBidderBiddingTheValueEarnsItsMean() throws {
    let bidder = #"""
      {"label": "Bidder", "className": "BiddingAdapter", "parameter": "b",
       "bidding": {"latencyMs": 50},
       "network": {"load": {"valuation": {"scale": 1}, "latencyMs": 10},
                   "show": [{"atMs": 0, "callback": "didPresent"}, {"atMs": 0, "callback": "didDismiss"}]}}
      """#
    let adapters = #"""
      {"BiddingAdapter": {"formats": ["rewarded"], "bidding": true,
                          "events": {"didPresent": ["willPresentFullScreenView", "reportImpression"]}}}
      """#
    let summary = try summarize(
      Self.config(
        demand: #"{"valueCpm": {"median": 4, "sigma": 0.5}}"#,
        lineItems: [bidder, Self.instance("Instance", ecpm: "5")], adapters: adapters))
    let n = Double(Self.runs)
    let mean = 4 * exp(0.125)
    let variance = mean * mean * (exp(0.25) - 1)
    let perThousand = Self.value(summary.revenuePer1000Requests)
    #expect(summary[.filled] == Self.runs)
    #expect(abs(perThousand - mean) < 4 * (variance / n).squareRoot(), "\(perThousand) against \(mean)")
    let auction = try #require(summary.auction)
    #expect(auction.auctions == Self.runs && auction.withBid == Self.runs)
    // The bid serves every request: it goes first where it is above the
    // instance's floor, and the instance cannot fill where its floor is above
    // the value (only a value of exactly $5.000000 would let it).
    #expect(auction.wonByBid == summary.lineItems[0][.wins])
    #expect(summary.lineItems[1][.wins] <= 2)
    #expect(summary.lineItems[1][.attempts] > Self.runs / 2)
  }
}
