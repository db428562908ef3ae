/// Plays candidates for the search: each on the same runs 0 … N−1 of the
/// seed (common random numbers), each remembered so a candidate the search
/// comes back to is not played twice, spread over threads a candidate per
/// thread at a time. Counts what it plays against `--candidates` and
/// watches `--max-seconds`, and says which stopped it.
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
    /// The clock's reading past which no new batch starts (`--max-seconds`), or nil.
    var deadline: UInt64?
    var clock: @Sendable () -> UInt64
  }

  let space: SearchSpace
  let goal: OptimizationGoal
  let limits: Limits
  let registry: AdapterRegistry
  private let cache = LearnedCache()
  private var scores: [Candidate: CandidateScore] = [:]
  /// Candidates played so far.
  private(set) var played = 0
  /// Why the search must stop, once it must.
  private(set) var stop: Stop?
  /// Hears the number of candidates played after each batch.
  var progress: (@Sendable (Int) -> Void)?

  init(space: SearchSpace, goal: OptimizationGoal, limits: Limits, registry: AdapterRegistry) {
    self.space = space
    self.goal = goal
    self.limits = limits
    self.registry = space.base.registry(adding: registry)
  }

  /// The scores of `batch`, in its order; nil for those the limits left unplayed.
  mutating func evaluate(_ batch: [Candidate]) -> [CandidateScore?] {
    var fresh: [Candidate] = []
    var seen = Set<Candidate>()
    for candidate in batch where scores[candidate] == nil && seen.insert(candidate).inserted {
      fresh.append(candidate)
    }
    // The first candidate (the baseline) is always played.
    if !fresh.isEmpty, played > 0, stop == nil, let deadline = limits.deadline, limits.clock() >= deadline { stop = .time }
    if stop != nil {
      fresh = []
    } else if fresh.count > limits.candidates - played {
      fresh = Array(fresh.prefix(limits.candidates - played))
      stop = .candidates
    }
    if !fresh.isEmpty {
      let played = play(fresh)
      for (candidate, score) in zip(fresh, played) { scores[candidate] = score }
      self.played += fresh.count
      if self.played == limits.candidates, stop == nil { stop = .candidates }
      progress?(self.played)
    }
    return batch.map { scores[$0] }
  }

  /// The score of one candidate already played.
  func score(of candidate: Candidate) -> CandidateScore? { scores[candidate] }

  private func play(_ candidates: [Candidate]) -> [CandidateScore] {
    let jobs = max(1, min(limits.jobs, candidates.count))
    let space = space
    let goal = goal
    let limits = limits
    let registry = registry
    let cache = cache
    let parts = ParallelJobs.map(jobs) { job in
      stride(from: job, to: candidates.count, by: jobs).map { index in
        let config = space.config(for: candidates[index])
        let summary = Self.summary(of: config, registry: registry, cache: cache, limits: limits)
        return (index, goal.score(of: summary, in: config))
      }
    }
    var result = [CandidateScore?](repeating: nil, count: candidates.count)
    for part in parts {
      for (index, score) in part { result[index] = score }
    }
    return result.map { $0! }
  }

  /// The summary of runs 0 … N−1 of `config`, on its kernel when it compiles.
  private static func summary(
    of config: WaterfallConfig, registry: AdapterRegistry, cache: LearnedCache, limits: Limits
  ) -> SummaryRecord {
    let sources = AdSourceTable(config: config, registry: registry)
    let kernel = KernelCompiler.compile(config, sources: sources, cache: cache)
    var tally = BatchTally(config: config)
    Batch.play(config, sources: sources, kernel: kernel, seed: limits.seed, runs: 0..<limits.runs, into: &tally)
    return tally.summary(shard: nil)
  }
}
