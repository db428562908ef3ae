import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `optimize --max-seconds S` (decide2.md §3), on a clock whose time is the
/// runs played: the search stops once the time since the start plus the
/// holdout's estimate reaches S, a candidate cut short is discarded, the
/// holdout plays what the time left allows but at least min(N, 1,000),
/// and the whole command ends within 1.1 S + 1 s. No wall clock is read.
struct OptimizeTimeLimitTests {
  /// A clock whose reading is the runs played so far at a fixed cost each:
  /// nothing else (compiling, scoring, threads) takes time.
  struct RunClock: SearchClock {
    var nanosecondsPerRun: UInt64

    func nanoseconds(afterRuns runs: Int) -> UInt64 {
      UInt64(runs) * nanosecondsPerRun
    }
  }

  private static let second: UInt64 = 1_000_000_000

  private static func item(_ label: String, ecpm: String, fill: String, latency: String) -> String {
    """
    {"label": "\(label)", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "\(label)", "ecpm": \(ecpm),
     "network": {"load": {"fillRate": \(fill), "latencyMs": \(latency)}}}
    """
  }

  private static func config(_ items: [String], order: String = "ecpm") -> String {
    """
    {"version": 1, "seed": 9, "waterfallOrder": "\(order)",
     "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
     "lineItems": [\(items.joined(separator: ",\n"))]}
    """
  }

  /// Five line items: 120 orders, more than any of these limits lets the search play.
  private static let five = config([
    item("A", ecpm: "9", fill: "0.2", latency: "1100"),
    item("B", ecpm: "7", fill: "0.5", latency: "{\"min\": 10, \"max\": 60}"),
    item("C", ecpm: "5", fill: "0.6", latency: "{\"min\": 300, \"max\": 700}"),
    item("D", ecpm: "3", fill: "0.9", latency: "{\"min\": 20, \"max\": 40}"),
    item("E", ecpm: "1", fill: "0.3", latency: "{\"min\": 5, \"max\": 500}"),
  ])

  /// Walked as listed, and the order played right after it (the last two
  /// swapped: A, C, B) earns more than twice what it does: a search that
  /// counted it would change the order.
  private static let badlyOrdered = config(
    [
      item("A", ecpm: "1", fill: "0.5", latency: "50"),
      item("B", ecpm: "2", fill: "0.9", latency: "50"),
      item("C", ecpm: "9", fill: "0.9", latency: "50"),
    ], order: "listed")

  private static func optimize(
    _ text: String, runs: Int, clock: RunClock?, seconds: UInt64 = 0, milliseconds: UInt64 = 0
  ) throws -> Optimizer.Outcome {
    let bytes = Array(text.utf8)
    let config = try ConfigLoader.load(bytes)
    let fields = SummaryFieldPath.all(labels: config.lineItems.map(\.label), banner: false)
    let goal = OptimizationGoal(
      objective: try SummaryFieldPath.resolve("revenuePer1000Requests", among: fields).get(), direction: .maximize,
      constraints: [])
    let limit = clock.map {
      TimeLimit(clock: $0, start: 0, nanoseconds: seconds * second + milliseconds * 1_000_000)
    }
    // One job: the runs, and so the clock's readings, come in one order.
    let request = Optimizer.Request(
      goal: goal, vary: [.order], runs: runs, candidates: 5_040, seed: config.seed, jobs: 1, timeLimit: limit)
    return try Optimizer.optimize(config, bytes: bytes, request: request, registry: .standard)
  }

  /// Where the clock stands when the command ends: after every run it played.
  private static func elapsed(_ outcome: Optimizer.Outcome, _ clock: RunClock) -> UInt64 {
    clock.nanoseconds(afterRuns: outcome.record.runsPlayed)
  }

  /// 1.1 S + 1 s.
  private static func bound(seconds: UInt64, milliseconds: UInt64 = 0) -> UInt64 {
    (seconds * second + milliseconds * 1_000_000) * 11 / 10 + second
  }

  /// Candidates of 1 s each, S = 10 s: after k candidates the check reads
  /// k + 2 × 1 + 0.05 s, which reaches 10 s at k = 8 and not before.
  @Test func theSearchStopsOnceElapsedTimePlusTheHoldoutsEstimateReachesTheLimit() throws {
    let clock = RunClock(nanosecondsPerRun: 5_000_000)
    let outcome = try Self.optimize(Self.five, runs: 200, clock: clock, seconds: 10)
    #expect(outcome.record.candidates == 8)
    #expect(outcome.record.stoppedBy == "time")
    // The holdout needs 2 s and has 2 s left: all of runs N … 2N−1.
    #expect(outcome.record.holdoutRuns == 200)
    #expect(outcome.record.runsPlayed == 8 * 200 + 2 * 200)
    #expect(Self.elapsed(outcome, clock) <= Self.bound(seconds: 10))
  }

  /// Candidates of 70,000 runs (65,536, then the rest), 2.8 s each, S = 10
  /// s: the baseline ends at 2.8 s, the next starts (2.8 + 5.6 + 0.05 < 10)
  /// and is cut after its first 65,536 runs (5.42 + 5.65 ≥ 10). It is
  /// discarded, though it beats the baseline; its runs still count as played.
  @Test func aCandidateCutShortIsDiscarded() throws {
    let clock = RunClock(nanosecondsPerRun: 40_000)
    let outcome = try Self.optimize(Self.badlyOrdered, runs: 70_000, clock: clock, seconds: 10)
    #expect(outcome.record.candidates == 1)
    #expect(outcome.record.stoppedBy == "time")
    #expect(outcome.record.changes == [])
    #expect(outcome.config == Array(Self.badlyOrdered.utf8))
    let holdout = outcome.record.holdoutRuns
    #expect(outcome.record.runsPlayed == 70_000 + 65_536 + 2 * holdout)
    // The 4.58 s left hold about 57,000 paired runs; the holdout stops before S, in rounds of half the time left.
    #expect(holdout >= 1_000 && holdout < 70_000)
    #expect(Self.elapsed(outcome, clock) <= 10 * Self.second)
    // Played whole, that candidate is the better: the search above did not count it.
    let whole = try Self.optimize(Self.badlyOrdered, runs: 70_000, clock: nil)
    #expect(whole.record.changes.map(\.path) == [".lineItems"])
  }

  /// When the time is gone before the holdout (the baseline cut short after
  /// 131,072 runs of 20 µs at S = 2 s; or S = 1 ms, over before the baseline
  /// starts), the holdout still plays min(N, 1,000) runs, and the command
  /// ends within the bound.
  @Test(arguments: [(runs: 200_000, milliseconds: UInt64(2_000)), (runs: 500, milliseconds: 1)])
  func theHoldoutPlaysAtLeastItsMinimum(runs: Int, milliseconds: UInt64) throws {
    let clock = RunClock(nanosecondsPerRun: 20_000)
    let outcome = try Self.optimize(Self.five, runs: runs, clock: clock, milliseconds: milliseconds)
    #expect(outcome.record.candidates == 0)
    #expect(outcome.record.stoppedBy == "time")
    #expect(outcome.record.holdoutRuns == min(runs, 1_000))
    #expect(outcome.record.changes == [])
    // Nothing was searched: the baseline is judged on the holdout, and meets the (no) constraints.
    #expect(outcome.record.feasible)
    #expect(Self.elapsed(outcome, clock) <= Self.bound(seconds: 0, milliseconds: milliseconds))
  }

  /// A limit the search never reaches changes nothing: the holdout, played
  /// in rounds (1,000 runs, then the other 1,000), adds up to one go.
  @Test func aLimitNeverReachedChangesNothing() throws {
    let clock = RunClock(nanosecondsPerRun: 1)
    let limited = try Self.optimize(Self.five, runs: 2_000, clock: clock, seconds: 3_600)
    let unlimited = try Self.optimize(Self.five, runs: 2_000, clock: nil)
    #expect(limited.record == unlimited.record)
    #expect(limited.config == unlimited.config)
    #expect(unlimited.record.stoppedBy == "exhausted")
    #expect(unlimited.record.holdoutRuns == 2_000)
    #expect(unlimited.record.runsPlayed == 120 * 2_000 + 2 * 2_000)
  }
}
