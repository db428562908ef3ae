/// Plays candidates for the search: each on the same runs 0 … N−1 of the
/// seed (common random numbers), each remembered so a candidate the search
/// comes back to is not played twice, spread over threads a candidate per
/// thread at a time. Counts what it plays against `--candidates` and
/// watches `--max-seconds`, and says which stopped it.
///
/// Under `--max-seconds` the clock is read before each candidate and every
/// `runsBetweenReadings` runs inside one (its runs are played in chunks of
/// that many into the same tally, which counts them as one go would): once
/// the time since the start plus the holdout's estimate reaches the limit
/// (`SearchBudget.searchMustStop`), nothing more is started and a candidate
/// being played is cut short and discarded: not scored, not counted.
struct CandidateEvaluator {
  /// What stops a search before it ends by itself.
  enum Stop: String, Sendable {
    case candidates
    case time
  }

  /// How the evaluator plays and when it must stop.
  struct Limits: Sendable {
    var runs: Int
    var seed: UInt64
    var jobs: Int
    /// The most candidates played (`--candidates`).
    var candidates: Int
  }

  /// How many runs of a candidate are played between readings of the clock.
  static let runsBetweenReadings = 1 << 16

  let space: SearchSpace
  let goal: OptimizationGoal
  /// The configs of the worlds each candidate is played in, on the same runs (the base's alone without worlds).
  let worlds: [WaterfallConfig]
  /// How the worlds' scores make one.
  let rule: RobustRule
  let limits: Limits
  let registry: AdapterRegistry
  /// The runs played and, under `--max-seconds`, the time.
  let budget: SearchBudget
  /// What the kernel compiler learned of the line items, for every candidate and the holdout.
  let cache = LearnedCache()
  private var scores: [Candidate: CandidateScore] = [:]
  /// Each candidate's score in each of `worlds`, in their order.
  private var worldScores: [Candidate: [CandidateScore]] = [:]
  /// Candidates played so far.
  private(set) var played = 0
  /// Why the search must stop, once it must.
  private(set) var stop: Stop?
  /// Hears the number of candidates played after each batch.
  var progress: (@Sendable (Int) -> Void)?

  /// `worlds`: the configs to play each candidate in (nil: the base config alone), their scores made one by `rule`.
  init(
    space: SearchSpace, goal: OptimizationGoal, limits: Limits, budget: SearchBudget, registry: AdapterRegistry,
    worlds: [WaterfallConfig]? = nil, rule: RobustRule = .base
  ) {
    self.space = space
    self.goal = goal
    self.worlds = worlds ?? [space.base]
    self.rule = rule
    self.limits = limits
    self.budget = budget
    self.registry = space.base.registry(adding: registry)
  }

  /// The scores of `batch`, in its order; nil for those the limits left unplayed.
  mutating func evaluate(_ batch: [Candidate]) -> [CandidateScore?] {
    var fresh: [Candidate] = []
    var seen = Set<Candidate>()
    for candidate in batch where scores[candidate] == nil && seen.insert(candidate).inserted {
      fresh.append(candidate)
    }
    // Read for a batch played before too: a search that comes back to where it has been must still stop.
    if stop == nil, budget.searchMustStop { stop = .time }
    if stop != nil {
      fresh = []
    } else if fresh.count > limits.candidates - played {
      fresh = Array(fresh.prefix(limits.candidates - played))
      stop = .candidates
    }
    if !fresh.isEmpty {
      let played = play(fresh)
      for (candidate, score) in zip(fresh, played) {
        if let score {
          scores[candidate] = rule.combine(score)
          worldScores[candidate] = score
        }
      }
      self.played += played.count { $0 != nil }
      if played.contains(where: { $0 == nil }) {
        // Some were cut short or never started: the time was up, whatever else would have stopped the search.
        stop = .time
      } else if self.played == limits.candidates, stop == nil {
        stop = .candidates
      }
      progress?(self.played)
    }
    return batch.map { scores[$0] }
  }

  /// The score of one candidate already played.
  func score(of candidate: Candidate) -> CandidateScore? { scores[candidate] }

  /// For each of `worlds`, whether some candidate played met every constraint there.
  var worldsEverFeasible: [Bool] {
    var found = [Bool](repeating: false, count: worlds.count)
    for scores in worldScores.values {
      for (index, score) in scores.enumerated() where score.feasible { found[index] = true }
    }
    return found
  }

  /// The score of one candidate already played in each of `worlds`, in their order.
  func worldScores(of candidate: Candidate) -> [CandidateScore]? { worldScores[candidate] }

  /// The scores of `candidates`, in their order; nil for those the time limit cut short or left unstarted.
  private func play(_ candidates: [Candidate]) -> [[CandidateScore]?] {
    let jobs = max(1, min(limits.jobs, candidates.count))
    let space = space
    let goal = goal
    let limits = limits
    let registry = registry
    let cache = cache
    let budget = budget
    let worlds = worlds
    let parts = ParallelJobs.map(jobs) { job in
      stride(from: job, to: candidates.count, by: jobs).compactMap { index -> (Int, [CandidateScore])? in
        guard !budget.searchMustStop else { return nil }
        let start = budget.now()
        var scores: [CandidateScore] = []
        // The same runs in every world: worlds are paired as compare's A and B are.
        for world in worlds {
          let config = space.config(for: candidates[index], inWorld: world)
          guard let summary = Self.summary(of: config, registry: registry, cache: cache, limits: limits, budget: budget)
          else { return nil }
          scores.append(goal.score(of: summary, in: config))
        }
        if let start, let end = budget.now() { budget.candidateFinished(nanoseconds: end >= start ? end - start : 0) }
        return (index, scores)
      }
    }
    var result = [[CandidateScore]?](repeating: nil, count: candidates.count)
    for part in parts {
      for (index, score) in part { result[index] = score }
    }
    return result
  }

  /// The summary of runs 0 … N−1 of `config`, on its kernel when it
  /// compiles; nil when the time limit cut it short.
  private static func summary(
    of config: WaterfallConfig, registry: AdapterRegistry, cache: LearnedCache, limits: Limits, budget: SearchBudget
  ) -> SummaryRecord? {
    let sources = AdSourceTable(config: config, registry: registry)
    let kernel = KernelCompiler.compile(config, sources: sources, cache: cache)
    var tally = BatchTally(config: config)
    var start = 0
    while start < limits.runs {
      let end = min(start + runsBetweenReadings, limits.runs)
      Batch.play(config, sources: sources, kernel: kernel, seed: limits.seed, runs: start..<end, into: &tally)
      budget.played(runs: end - start)
      if end < limits.runs, budget.searchMustStop { return nil }
      start = end
    }
    return tally.summary(shard: nil)
  }
}
