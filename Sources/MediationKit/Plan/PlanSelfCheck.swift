/// The self-check of `plan --check-tests L` (decide2.md §7): L live A/B tests and L A/A tests simulated
/// user by user from the runs the plan played, each analysed as planned, to see whether the closed forms'
/// promise (power P at `daysExact`, false positives at α) holds.
///
/// Each day ⌈N/R⌉ users arrive; each goes to B with probability s (a draw from 0 to 99 below the split);
/// a user draws one run uniformly from its arm's played runs (A's for both arms of an A/A test), and each
/// of its R requests takes that run's revenue with probability √ρ, else a fresh uniform draw, so that two
/// of its requests correlate by exactly ρ. A test is analysed with
/// z = (ȳ_B − ȳ_A) / √(D · (σ̂²_A/n_A + σ̂²_B/n_B)), its variances estimated in the test, two-sided at α:
///
/// - as planned, once, after the users whose requests make `daysExact` days of N requests (day 90's when
///   `daysExact` is past the test's end or there is no difference): `power` and `falsePositive`;
/// - at the end of each day: the power curve whose first day at P is `daysForPower`, each A/B test's first
///   significant day (`medianDaysToDetect`), and the A/A tests significant on some day up to the decision
///   day (`falsePositiveDailyPeeking`).
///
/// Every test is followed to the decision day (at most 90); the A/B tests further, day by day up to day 90
/// and within the same bound of 10¹⁰ simulated requests, until their power reaches P and half of them have
/// been significant. Test k draws from its own SplitMix64 stream, seeded from the batch seed and k, so the
/// result does not depend on the number of jobs.
struct PlanSelfCheck: Sendable {
  let revenues: RunRevenues
  let settings: PlanSettings
  let designEffect: Double
  let zAlpha: Double
  /// The days every test is followed: the decision day, at most 90.
  let horizon: Int
  /// The users after which a test is analysed as planned.
  let analysisUsers: Int
  /// The power the plan promises at that moment: P, or what the closed form gives at day 90.
  let expectedPower: Double
  /// ⌈N/R⌉.
  private let usersPerDay: Int128

  /// SplitMix64's increment, γ.
  private static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15
  /// The stream keys of the A/B tests and of the A/A tests.
  private static let keyAB = SeedTree.key(ofLabel: "plan A/B test")
  private static let keyAA = SeedTree.key(ofLabel: "plan A/A test")

  /// ⌈N/R⌉ users a day.
  static func usersPerDay(_ settings: PlanSettings) -> Int128 {
    let n = Int128(settings.requestsPerDay)
    let r = Int128(settings.requestsPerUser)
    return (n + r - 1) / r
  }

  /// The requests the A/B tests simulate over `days` days, L × days × ⌈N/R⌉·R (the A/A tests as many again
  /// over the decision day): what the bound of 10¹⁰ is held to.
  static func requests(_ settings: PlanSettings, days: Int) -> Int128 {
    Int128(settings.checkTests) * Int128(days) * usersPerDay(settings) * Int128(settings.requestsPerUser)
  }

  /// The days every test is followed when the decision comes on `decisionDay` (nil: none): at most 90.
  static func horizon(decisionDay: PlanNumber?) -> Int {
    guard let day = decisionDay?.value, day < Double(PlanSettings.longestTestDays) else {
      return PlanSettings.longestTestDays
    }
    return Int(day)
  }

  init(revenues: RunRevenues, settings: PlanSettings, figures: PlanFigures) {
    self.revenues = revenues
    self.settings = settings
    designEffect = Double(figures.detect.designEffect.micros) / 1e6
    let alpha = Double(settings.alpha.micros) / 1e6
    zAlpha = PlanClosedForms.zAlpha(alpha)
    let zPower = PlanClosedForms.zPower(Double(settings.power.micros) / 1e6)
    horizon = Self.horizon(decisionDay: figures.detect.decisionDay)
    usersPerDay = Self.usersPerDay(settings)
    let longest = Double(PlanSettings.longestTestDays)
    let daysExact = figures.detect.daysExact?.value
    let planned = min(daysExact ?? longest, longest)
    let users = (Double(settings.requestsPerDay) * planned / Double(settings.requestsPerUser)).rounded(.up)
    analysisUsers = max(1, Int(min(users, Double(usersPerDay) * Double(horizon))))
    expectedPower =
      daysExact.map { $0 <= longest } == true
      ? Double(settings.power.micros) / 1e6
      : PlanClosedForms.power(afterDays: planned, daysExact: daysExact, zAlpha: zAlpha, zPower: zPower, alpha: alpha)
  }

  /// One simulated test's state: its stream, each arm's requests and their revenue's sum and sum of squares
  /// (billionths of a USD), the users so far, and what its analyses found.
  struct TestState {
    var random: SplitMix64
    var countA = 0
    var countB = 0
    var sumA = 0.0
    var sumB = 0.0
    var squaresA = 0.0
    var squaresB = 0.0
    var users = 0
    var significantAsPlanned = false
    /// The first day it was significant at the day's end; 0 for none.
    var firstSignificantDay = 0
  }

  /// The tests' states, shared by the jobs, each of which advances only its own slice.
  private final class States: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<TestState>

    init(_ states: [TestState]) {
      buffer = .allocate(capacity: states.count)
      _ = buffer.initialize(from: states)
    }

    deinit { buffer.deallocate() }
  }

  /// Test `test`'s stream: the batch seed mixed with the kind's key, then SplitMix64's draw number k + 1.
  static func stream(test: Int, aa: Bool, seed: UInt64) -> SplitMix64 {
    let base = SplitMix64.mix(seed ^ (aa ? keyAA : keyAB))
    return SplitMix64(seed: SplitMix64.mix(base &+ UInt64(test + 1) &* gamma))
  }

  /// Simulates the tests on `jobs` threads; `progress` hears the test-days done so far.
  func run(jobs: Int, progress: (@Sendable (Int) -> Void)? = nil) -> PlanCheck {
    let tests = settings.checkTests
    let ab = States((0..<tests).map { TestState(random: Self.stream(test: $0, aa: false, seed: settings.seed)) })
    let aa = States((0..<tests).map { TestState(random: Self.stream(test: $0, aa: true, seed: settings.seed)) })
    let jobs = max(1, min(jobs, tests))
    let longest = PlanSettings.longestTestDays
    let powerMicros = Int128(settings.power.micros)
    var day = 0
    var detected = 0
    var daysForPower: Int?
    var medianDays: Int?
    var done = 0
    while day < longest {
      let next = day + 1
      let needed =
        next <= horizon
        || (daysForPower == nil || medianDays == nil)
          && Self.requests(settings, days: next) <= PlanSettings.maximumCheckRequests
      guard needed else { break }
      day = next
      let withAA = day <= horizon
      let counts = ParallelJobs.map(jobs) { [self, day] job in
        let slice = (tests * job / jobs)..<(tests * (job + 1) / jobs)
        var significant = 0
        var firsts = 0
        for index in slice {
          let wasDetected = ab.buffer[index].firstSignificantDay != 0
          if advance(&ab.buffer[index], day: day, aa: false) { significant += 1 }
          if !wasDetected, ab.buffer[index].firstSignificantDay != 0 { firsts += 1 }
          if withAA { _ = advance(&aa.buffer[index], day: day, aa: true) }
        }
        return (significant, firsts)
      }
      let significant = counts.reduce(0) { $0 + $1.0 }
      detected += counts.reduce(0) { $0 + $1.1 }
      if daysForPower == nil, Int128(significant) * 1_000_000 >= powerMicros * Int128(tests) { daysForPower = day }
      if medianDays == nil, detected * 2 >= tests { medianDays = day }
      done += tests * (withAA ? 2 : 1)
      progress?(done)
    }
    let power = UnsafeBufferPointer(ab.buffer).count { $0.significantAsPlanned }
    let falsePositive = UnsafeBufferPointer(aa.buffer).count { $0.significantAsPlanned }
    let peeking = UnsafeBufferPointer(aa.buffer).count { $0.firstSignificantDay != 0 }
    let l = Double(tests)
    let p = expectedPower
    let alpha = Double(settings.alpha.micros) / 1e6
    let agrees =
      (Double(power) / l - p).magnitude <= 3 * (p * (1 - p) / l).squareRoot() + 0.02
      && (Double(falsePositive) / l - alpha).magnitude <= 3 * (alpha * (1 - alpha) / l).squareRoot() + 0.005
    func share(_ count: Int) -> DecimalNumber { DecimalNumber(fraction: Int128(count), over: Int128(tests)) }
    return PlanCheck(
      tests: tests, power: share(power), powerCI95: BatchTally.wilsonInterval(successes: power, trials: tests),
      falsePositive: share(falsePositive),
      falsePositiveCI95: BatchTally.wilsonInterval(successes: falsePositive, trials: tests),
      falsePositiveDailyPeeking: share(peeking), medianDaysToDetect: medianDays, daysForPower: daysForPower,
      agrees: agrees)
  }

  /// Plays one day of one test: its users and their requests, the analysis as planned when the day brings
  /// its users, and the day's-end analysis; whether the test is significant at the day's end.
  private func advance(_ state: inout TestState, day: Int, aa: Bool) -> Bool {
    let usersToday = Int(usersPerDay)
    let requests = settings.requestsPerUser
    let split = UInt64(settings.split)
    let armA = revenues.side(true)
    let armB = aa ? armA : revenues.side(false)
    let runs = UInt64(armA.count)
    let rootRho = (Double(settings.icc.micros) / 1e6).squareRoot()
    // A request takes its user's run when a draw falls below √ρ × 2⁶⁴; with ρ = 1 every request does.
    let everyShared = rootRho >= 1
    let threshold = everyShared ? UInt64.max : UInt64((rootRho * 0x1p64).rounded(.down))
    var random = state.random
    for _ in 0..<usersToday {
      let toB = random.next(upTo: 100) < split
      let arm = toB ? armB : armA
      var sum = 0.0
      var squares = 0.0
      if threshold == 0 {
        for _ in 0..<requests {
          let y = Double(arm[Int(random.next(upTo: runs))])
          sum += y
          squares += y * y
        }
      } else {
        let shared = Double(arm[Int(random.next(upTo: runs))])
        for _ in 0..<requests {
          let y = everyShared || random.next() < threshold ? shared : Double(arm[Int(random.next(upTo: runs))])
          sum += y
          squares += y * y
        }
      }
      if toB {
        state.countB += requests
        state.sumB += sum
        state.squaresB += squares
      } else {
        state.countA += requests
        state.sumA += sum
        state.squaresA += squares
      }
      state.users += 1
      if state.users == analysisUsers { state.significantAsPlanned = isSignificant(state) }
    }
    state.random = random
    let significant = isSignificant(state)
    if significant, state.firstSignificantDay == 0 { state.firstSignificantDay = day }
    return significant
  }

  /// Whether the test's difference is significant, two-sided at α, its variance inflated by D.
  private func isSignificant(_ state: TestState) -> Bool {
    guard state.countA > 1, state.countB > 1 else { return false }
    let nA = Double(state.countA)
    let nB = Double(state.countB)
    let meanA = state.sumA / nA
    let meanB = state.sumB / nB
    let varianceA = max((state.squaresA - state.sumA * meanA) / (nA - 1), 0)
    let varianceB = max((state.squaresB - state.sumB * meanB) / (nB - 1), 0)
    let squaredError = designEffect * (varianceA / nA + varianceB / nB)
    let difference = meanB - meanA
    // Both arms constant: any difference is certain.
    guard squaredError > 0 else { return difference != 0 }
    return difference * difference > zAlpha * zAlpha * squaredError
  }
}
