/// `mediate plan` (decide2.md §7): A and B played as `compare` plays them, in every world, the closed forms
/// of each world's live test, and the self-check when asked.
package enum Planner {
  /// What one world came to.
  package struct World: Sendable {
    package var label: String
    var sample: PlanSample
    package var figures: PlanFigures
  }

  /// Plays A and B of every world of `sides` (`ComparedWorlds.sides`) on the same runs, `settings.runs` of
  /// them from `settings.seed`, keeping each run's revenue when the self-check will draw from them.
  package static func measure(
    worlds sides: [[ConfigWorld]], settings: PlanSettings, jobs: Int, registries: AdapterRegistries,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> [World] {
    let plan = BatchPlan(runs: settings.runs, jobs: jobs)
    return zip(sides[0], sides[1]).enumerated().map { index, pair in
      let done = index * settings.runs
      let report = progress.map { progress in { @Sendable (runs: Int) in progress(done + runs) } }
      let revenues = settings.checkTests > 0 ? RunRevenues(runs: plan.range) : nil
      let played = Comparator.playForPlan(
        pair.0.config, pair.1.config, seed: settings.seed, plan: plan, registries: registries, revenues: revenues,
        progress: report)
      let sample = PlanSample(
        runs: settings.runs, summaryA: played.played.a.summary, summaryB: played.played.b.summary,
        revenueA: played.revenueA, revenueB: played.revenueB, paired: played.played.paired.moments(.revenue),
        revenues: revenues)
      return World(label: pair.0.label, sample: sample, figures: sample.figures(settings))
    }
  }

  /// A self-check past the bound of 10¹⁰ simulated requests: L × the days every test is followed × the
  /// requests a day (⌈N/R⌉ users of R requests), in the world named (nil without worlds).
  package struct OversizedCheck: Equatable, Sendable {
    package var world: String?
    package var tests: Int
    package var days: Int
    package var requestsPerDay: Int128
    package var requests: Int128
  }

  /// The first world whose self-check would simulate more than 10¹⁰ requests, if any.
  package static func oversizedCheck(_ worlds: [World], settings: PlanSettings, labelled: Bool) -> OversizedCheck? {
    guard settings.checkTests > 0 else { return nil }
    for world in worlds {
      let days = PlanSelfCheck.horizon(decisionDay: world.figures.detect.decisionDay)
      let requests = PlanSelfCheck.requests(settings, days: days)
      guard requests > PlanSettings.maximumCheckRequests else { continue }
      return OversizedCheck(
        world: labelled ? world.label : nil, tests: settings.checkTests, days: days,
        requestsPerDay: PlanSelfCheck.usersPerDay(settings) * Int128(settings.requestsPerUser), requests: requests)
    }
    return nil
  }

  /// The test-days the self-check of `worlds` simulates at least (for a progress line).
  package static func checkTestDays(_ worlds: [World], settings: PlanSettings) -> Int {
    worlds.reduce(0) {
      $0 + 2 * settings.checkTests * PlanSelfCheck.horizon(decisionDay: $1.figures.detect.decisionDay)
    }
  }

  /// Runs the self-check of every world (`oversizedCheck` having found none too large), on `jobs` threads.
  package static func check(
    _ worlds: inout [World], settings: PlanSettings, jobs: Int, progress: (@Sendable (Int) -> Void)? = nil
  ) {
    var done = 0
    for index in worlds.indices {
      guard let revenues = worlds[index].sample.revenues else { continue }
      let start = done
      let planned =
        2 * settings.checkTests * PlanSelfCheck.horizon(decisionDay: worlds[index].figures.detect.decisionDay)
      // The A/B tests followed past the decision day count within the world's share of the line.
      let report = progress.map { progress in { @Sendable (days: Int) in progress(start + min(days, planned)) } }
      let check = PlanSelfCheck(revenues: revenues, settings: settings, figures: worlds[index].figures)
        .run(jobs: jobs, progress: report)
      worlds[index].figures.check = check
      worlds[index].figures.aa.falsePositiveDailyPeeking = check.falsePositiveDailyPeeking
      done += planned
      // The runs are no longer needed: free them before the next world's check.
      worlds[index].sample.revenues = nil
    }
  }

  /// The record: the base world's figures at the top level, every world's in `byWorld` when `labelled`.
  package static func record(_ worlds: [World], labelled: Bool, a: String, b: String, settings: PlanSettings)
    -> PlanRecord
  {
    PlanRecord(
      a: a, b: b, settings: settings, figures: worlds[0].figures,
      byWorld: labelled ? worlds.map { PlanRecord.World(world: $0.label, figures: $0.figures) } : nil)
  }
}
