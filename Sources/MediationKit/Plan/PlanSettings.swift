/// What `mediate plan` is asked (decide2.md §7): the live test's split and traffic, how its users cluster,
/// the level and power it is analysed at, and how the two configs are played.
package struct PlanSettings: Equatable, Sendable {
  /// `--split`: B's share of users in percent, s = split / 100.
  package var split: Int
  /// `--requests-per-day`: N, the group's ad requests a day, both arms.
  package var requestsPerDay: Int64
  /// `--requests-per-user`: R, the ad requests one user makes in the test (the cluster size).
  package var requestsPerUser: Int = 1
  /// `--icc`: ρ, the correlation of two requests' revenue from one user.
  package var icc = DecimalNumber(micros: 0)
  /// `--alpha`: the two-sided level.
  package var alpha = DecimalNumber(micros: 50_000)
  /// `--power`: the power sought.
  package var power = DecimalNumber(micros: 800_000)
  /// `--runs`: paired runs estimating each arm.
  package var runs = 100_000
  /// The base seed both configs are played with (`--seed`, else A's), which the self-check's streams derive from.
  package var seed: UInt64 = 0
  /// `--check-tests`: L, the live tests simulated to check the plan; 0 for none.
  package var checkTests = 0

  package init(split: Int, requestsPerDay: Int64) {
    self.split = split
    self.requestsPerDay = requestsPerDay
  }

  package static let splitRange = 1...50
  package static let requestsPerDayRange: ClosedRange<Int64> = 1...1_000_000_000_000
  package static let requestsPerUserRange = 1...1_000_000
  /// In millionths: ρ from 0 to 1, α in (0, 0.5], P in [0.5, 0.999].
  package static let iccMicros: ClosedRange<Int64> = 0...1_000_000
  package static let alphaMicros: ClosedRange<Int64> = 1...500_000
  package static let powerMicros: ClosedRange<Int64> = 500_000...999_000
  /// A variance needs two runs; at most as many as `compare` plays.
  package static let runsRange = 2...BatchPlan.maximumRuns
  package static let checkTestsRange = 0...100_000
  /// The most requests the self-check simulates (L × decision day × requests a day).
  package static let maximumCheckRequests: Int128 = 10_000_000_000
  /// The longest an AdMob A/B test runs, in days.
  package static let longestTestDays = 90

  /// s, B's share of users.
  var shareB: Double { Double(split) / 100 }
}
