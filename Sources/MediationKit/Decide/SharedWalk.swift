/// How far two compiled waterfalls walk alike, so that `compare` need not
/// play a run of B that must go exactly as the same run of A went.
///
/// Both kernels walk without demand, bidders or refreshes (a run is a walk
/// of the steps in order, each drawing from its line item's own stream and
/// the run's seed, which both sides share). Their first `steps` steps are
/// alike: the same line item on both sides (by label), the same stream,
/// draws, timeout and price, and the same verdicts and lifecycle. A run of
/// A whose walk ended within them (a fill at step `steps` − 1 or before, or
/// no fill when both walks are those steps alone) is then B's run too, with
/// B's line items: B replays it (`WalkReplay`) instead of
/// drawing it again, and its counts and digest are those the draws would
/// have given.
struct SharedWalk {
  /// The first steps both kernels walk alike.
  let steps: Int
  /// Whether those steps are all of both walks (a run without a fill is alike too).
  let exhausts: Bool

  /// Nil when no run can be shared.
  init?(_ a: MonteCarloKernel, _ b: MonteCarloKernel, pairOfA: [Int], pairOfB: [Int]) {
    guard a.walksOnly, b.walksOnly, a.isBanner == b.isBanner,
      Self.same(a.setUpViolations, a.ruleHits, b.setUpViolations, b.ruleHits)
    else { return nil }
    var steps = 0
    while steps < min(a.walkCount, b.walkCount), Self.alike(a, b, step: steps, pairOfA: pairOfA, pairOfB: pairOfB) {
      steps += 1
    }
    let exhausts = steps == a.walkCount && steps == b.walkCount
    guard steps > 0 || exhausts else { return nil }
    self.steps = steps
    self.exhausts = exhausts
  }

  /// Whether B's run goes as A's run, digested as `run`, went.
  @inline(__always)
  func covers(_ run: RunDigest) -> Bool {
    // Every step walked is a step alike (their line items all paired), and the walk ended there.
    let walked = Int(run.walked)
    return walked <= steps && walked == run.attempts.count && (run.end.filled || exhausts)
  }

  /// Whether step `step` of both kernels draws, waits, pays and ends alike.
  private static func alike(
    _ a: MonteCarloKernel, _ b: MonteCarloKernel, step: Int, pairOfA: [Int], pairOfB: [Int]
  ) -> Bool {
    let stepA = a.steps[step]
    let stepB = b.steps[step]
    guard pairOfA[stepA.lineItem] >= 0, pairOfA[stepA.lineItem] == pairOfB[stepB.lineItem],
      stepA.streamKey == stepB.streamKey, stepA.timeoutMs == stepB.timeoutMs,
      stepA.drawsAnswer == stepB.drawsAnswer, stepA.load == stepB.load, stepA.priced == stepB.priced,
      stepA.price == stepB.price, a.lifecycles[stepA.lineItem] == b.lifecycles[stepB.lineItem]
    else { return false }
    let slots = (step * MonteCarloKernel.Step.slots)..<((step + 1) * MonteCarloKernel.Step.slots)
    for slot in slots {
      let verdictA = a.verdicts[slot]
      let verdictB = b.verdicts[slot]
      // Without demand no load is abandoned: `abandonedViolations` is never read.
      guard verdictA.outcome == verdictB.outcome, verdictA.fixedLatencyMs == verdictB.fixedLatencyMs,
        verdictA.wins == verdictB.wins, same(verdictA.violations, a.ruleHits, verdictB.violations, b.ruleHits)
      else { return false }
    }
    return true
  }

  /// Whether two kernels' breaches count alike: the same errors, warnings and rules.
  private static func same(
    _ a: MonteCarloKernel.ViolationCounts, _ hitsA: [MonteCarloKernel.RuleHit], _ b: MonteCarloKernel.ViolationCounts,
    _ hitsB: [MonteCarloKernel.RuleHit]
  ) -> Bool {
    a.errors == b.errors && a.warnings == b.warnings && hitsA[a.hits].elementsEqual(hitsB[b.hits])
  }
}
