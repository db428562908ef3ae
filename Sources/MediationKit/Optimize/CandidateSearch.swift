/// A way of searching the candidates of a `SearchSpace`: `mediate optimize`
/// asks `CandidateSearches.choose` for the one that suits the problem.
protocol CandidateSearch {
  /// What the report's `search` says: `iterated` or `exhaustive`.
  var name: String { get }
  /// Searches from `start` (already played) and returns the best candidate
  /// found, and how the search ended when it ended by itself.
  func run(from start: Candidate, evaluator: inout CandidateEvaluator) -> SearchOutcome
}

/// Where a search ended.
struct SearchOutcome: Sendable {
  var best: Candidate
  var score: CandidateScore
  var ended: Ended
  /// The starts local search ran from (0 when the space was enumerated).
  var starts = 0
  /// The kicks played (0 when the space was enumerated).
  var kicks = 0

  enum Ended: String, Sendable {
    /// Every candidate of the space was played.
    case exhausted
    /// The local search converged and `--restarts` kicks in a row brought nothing.
    case converged
    /// The evaluator's limits stopped it (its `stop` says which).
    case stopped
  }
}

enum CandidateSearches {
  /// Every candidate when the space is finite and holds at most `candidates`; the iterated local search
  /// otherwise (decide2.md §3).
  static func choose(for space: SearchSpace, candidates: Int, seed: UInt64, restarts: Int) -> any CandidateSearch {
    // Under `--price-order` the config as it is, out of price order, is played besides the enumeration.
    if let enumeration = FiniteSpace(space),
      enumeration.count <= candidates - (space.admitted(space.baseline) == space.baseline ? 0 : 1)
    {
      return ExhaustiveSearch(space: enumeration)
    }
    return IteratedSearch(space: space, seed: seed, restarts: restarts)
  }
}

/// A space whose every candidate can be listed (decide2.md §3): the order alone (n! orders), the line items
/// kept alone (2ⁿ − 1 subsets), or both (Σₖ n!/(n−k)!), the rest of the config fixed. Line items that may not
/// be dropped are in every candidate; under `--price-order` every order is the price order.
struct FiniteSpace: Sendable {
  let space: SearchSpace
  let kind: Kind
  /// How many candidates the enumeration lists (at most `Int.max`).
  let count: Int

  enum Kind: Sendable {
    /// Every order of the whole waterfall, lexicographic in the base positions (the baseline first).
    case orders
    /// Every set of kept line items, in the baseline's order: the longest first, then lexicographic in the
    /// positions kept.
    case subsets
    /// Every sequence of kept line items: the longest first, then lexicographic in the base positions.
    case sequences
    /// The baseline in price order alone (the order under `--price-order`).
    case priceOrdered
  }

  /// Nil when the space is not finite (floors or timeouts vary and have something to vary).
  init?(_ space: SearchSpace) {
    // A `--vary` name with nothing to vary in this config (`notVaried`) leaves the space as finite as the rest.
    let dimensions = space.dimensions.filter { space.reasonNotVaried($0) == nil }
    guard dimensions.isSubset(of: [.order, .drop]), !dimensions.isEmpty else { return nil }
    self.space = space
    let n = space.walk.count
    let droppable = space.droppable.count
    let kept = n - droppable
    switch (dimensions.contains(.order) && !space.priceOrder, dimensions.contains(.drop)) {
    case (true, false):
      kind = .orders
      count = Self.sequences(of: n, keeping: n, lengths: n...n)
    case (true, true):
      kind = .sequences
      count = Self.sequences(of: n, keeping: kept, lengths: max(1, kept)...n)
    case (false, true):
      kind = .subsets
      count = droppable >= 62 ? Int.max : (1 << droppable) - (kept == 0 ? 1 : 0)
    case (false, false):
      kind = .priceOrdered
      count = 1
    }
  }

  /// Sequences of distinct items out of `n` that hold all `kept` fixed ones, of each length in `lengths`:
  /// Σₖ C(n − kept, k − kept) · k!, saturating at `Int.max`.
  static func sequences(of n: Int, keeping kept: Int, lengths: ClosedRange<Int>) -> Int {
    var total = 0
    for k in lengths {
      var term = 1
      // C(n − kept, k − kept)
      for step in 0..<(k - kept) {
        let (product, overflow) = term.multipliedReportingOverflow(by: n - kept - step)
        if overflow { return Int.max }
        term = product / (step + 1)
      }
      for factor in stride(from: k, to: 1, by: -1) {
        let (product, overflow) = term.multipliedReportingOverflow(by: factor)
        if overflow { return Int.max }
        term = product
      }
      let (sum, overflow) = total.addingReportingOverflow(term)
      if overflow { return Int.max }
      total = sum
    }
    return total
  }

  /// Every candidate in enumeration order, the baseline first, handed to `visit` in order; stops when
  /// `visit` returns false.
  func forEach(_ visit: (Candidate) -> Bool) {
    let baseline = space.baseline
    let walk = baseline.walk
    switch kind {
    case .priceOrdered:
      _ = visit(space.admitted(baseline))
    case .subsets:
      // The longest first; among equals, lexicographic in the positions kept. Only the droppable positions
      // are chosen (the fixed ones are in every set), which keeps that order: two sets of one size differ
      // first where their droppable parts do.
      let droppable = walk.indices.filter { space.droppable.contains(walk[$0]) }
      let fixed = walk.indices.filter { !space.droppable.contains(walk[$0]) }
      for length in stride(from: droppable.count, through: fixed.isEmpty ? 1 : 0, by: -1) {
        var chosen = Array(0..<length)
        repeat {
          var candidate = baseline
          candidate.walk = (fixed + chosen.map { droppable[$0] }).sorted().map { walk[$0] }
          if !visit(space.admitted(candidate)) { return }
        } while Self.advanceCombination(&chosen, outOf: droppable.count)
      }
    case .orders, .sequences:
      let fixed = Set(walk.filter { !space.droppable.contains($0) })
      let shortest = kind == .orders ? walk.count : max(1, fixed.count)
      for length in stride(from: walk.count, through: shortest, by: -1) {
        var positions = Array(0..<length)
        repeat {
          let items = positions.map { walk[$0] }
          if fixed.isSubset(of: items) {
            var candidate = baseline
            candidate.walk = items
            if !visit(candidate) { return }
          }
        } while Self.advance(&positions, outOf: walk.count)
      }
    }
  }

  /// The next ascending choice of `positions.count` values below `n` in lexicographic order; false after the last.
  static func advanceCombination(_ positions: inout [Int], outOf n: Int) -> Bool {
    let k = positions.count
    for place in stride(from: k - 1, through: 0, by: -1) where positions[place] < n - k + place {
      positions[place] += 1
      for rest in (place + 1)..<k { positions[rest] = positions[rest - 1] + 1 }
      return true
    }
    return false
  }

  /// The next sequence of `positions.count` distinct values below `n` in lexicographic order; false after the last.
  static func advance(_ positions: inout [Int], outOf n: Int) -> Bool {
    var used = Set(positions)
    for place in stride(from: positions.count - 1, through: 0, by: -1) {
      used.remove(positions[place])
      if let next = ((positions[place] + 1)..<n).first(where: { !used.contains($0) }) {
        positions[place] = next
        used.insert(next)
        var fill = 0
        for rest in (place + 1)..<positions.count {
          while used.contains(fill) { fill += 1 }
          positions[rest] = fill
          used.insert(fill)
        }
        return true
      }
    }
    return false
  }
}

/// Plays every candidate of a finite space in enumeration order (the baseline first), in batches; the
/// first of the best wins a tie.
struct ExhaustiveSearch: CandidateSearch {
  /// How many candidates are played between checks of the limits.
  static let batch = 252

  let space: FiniteSpace
  var name: String { "exhaustive" }

  func run(from start: Candidate, evaluator: inout CandidateEvaluator) -> SearchOutcome {
    guard var bestScore = evaluator.score(of: start) else {
      return SearchOutcome(best: start, score: CandidateScore(objective: nil, feasible: false, shortfall: .infinity), ended: .stopped)
    }
    var best = start
    var pending: [Candidate] = []
    var stopped = false
    func play() {
      let scores = evaluator.evaluate(pending)
      for (candidate, score) in zip(pending, scores) {
        // Unplayed: past `--candidates`, or cut short by `--max-seconds` (any of a batch, with several jobs).
        guard let score else { continue }
        if score.isBetter(than: bestScore) {
          best = candidate
          bestScore = score
        }
      }
      if evaluator.stop != nil, scores.contains(where: { $0 == nil }) { stopped = true }
      pending = []
    }
    space.forEach { candidate in
      pending.append(candidate)
      if pending.count == Self.batch { play() }
      return !stopped
    }
    if !stopped, !pending.isEmpty { play() }
    return SearchOutcome(best: best, score: bestScore, ended: stopped ? .stopped : .exhausted)
  }
}
