/// A way of searching the candidates of a `SearchSpace`: `mediate optimize`
/// asks `CandidateSearch.choose` for the one that suits the problem.
protocol CandidateSearch {
  /// Searches from `start` (already played) and returns the best candidate
  /// found, and how the search ended when it ended by itself.
  func run(from start: Candidate, evaluator: inout CandidateEvaluator) -> SearchOutcome
}

/// Where a search ended.
struct SearchOutcome: Sendable {
  var best: Candidate
  var score: CandidateScore
  /// `exhausted` or `converged`; nil when the evaluator's limits stopped it.
  var ended: Ended

  enum Ended: String, Sendable {
    /// Every candidate of the space was played.
    case exhausted
    /// A whole pass of moves found nothing better.
    case converged
    /// The evaluator's limits stopped it (its `stop` says which).
    case stopped
  }
}

enum CandidateSearches {
  /// The most waterfall line items whose every order is played (7! = 5,040).
  static let exhaustiveOrderLimit = 7

  /// Every order when only the order varies and there are few enough line
  /// items; coordinate and local search otherwise.
  static func choose(for space: SearchSpace) -> any CandidateSearch {
    if space.dimensions == [.order], space.walk.count <= exhaustiveOrderLimit {
      return ExhaustiveOrderSearch()
    }
    return CoordinateSearch(space: space)
  }
}

/// Plays every order of the waterfall, in lexicographic order of the
/// positions in the base walk (the base order first); the first of the
/// best wins a tie.
struct ExhaustiveOrderSearch: CandidateSearch {
  /// How many orders are played between checks of the limits.
  static let batch = 252

  func run(from start: Candidate, evaluator: inout CandidateEvaluator) -> SearchOutcome {
    guard var bestScore = evaluator.score(of: start) else {
      return SearchOutcome(best: start, score: CandidateScore(objective: nil, feasible: false, shortfall: .infinity), ended: .stopped)
    }
    var best = start
    var permutation = Array(start.walk.indices)
    var more = true
    while more {
      var batch: [Candidate] = []
      while more, batch.count < Self.batch {
        var candidate = start
        candidate.walk = permutation.map { start.walk[$0] }
        batch.append(candidate)
        more = Self.advance(&permutation)
      }
      let scores = evaluator.evaluate(batch)
      for (candidate, score) in zip(batch, scores) {
        // Unplayed: past `--candidates`, or cut short by `--max-seconds` (any of a batch, with several jobs).
        guard let score else { continue }
        if score.isBetter(than: bestScore) {
          best = candidate
          bestScore = score
        }
      }
      if evaluator.stop != nil && more { return SearchOutcome(best: best, score: bestScore, ended: .stopped) }
      if evaluator.stop != nil && scores.contains(where: { $0 == nil }) {
        return SearchOutcome(best: best, score: bestScore, ended: .stopped)
      }
    }
    return SearchOutcome(best: best, score: bestScore, ended: .exhausted)
  }

  /// The next permutation in lexicographic order; false after the last.
  static func advance(_ values: inout [Int]) -> Bool {
    guard values.count >= 2 else { return false }
    var pivot = values.count - 2
    while pivot >= 0, values[pivot] >= values[pivot + 1] { pivot -= 1 }
    guard pivot >= 0 else { return false }
    var successor = values.count - 1
    while values[successor] <= values[pivot] { successor -= 1 }
    values.swapAt(pivot, successor)
    values[(pivot + 1)...].reverse()
    return true
  }
}
