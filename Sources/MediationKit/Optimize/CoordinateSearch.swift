

/// Coordinate and local search, for everything but the orders of a small
/// waterfall: passes over the dimensions `--vary` allows, each keeping the
/// best move if it beats the incumbent, until a whole pass finds nothing
/// better (`converged`) or the limits stop it.
///
/// - order: the waterfall sorted by floor, then the best of every
///   insertion move (a line item taken out and put back elsewhere) up to
///   `insertionLimit` line items, else of every swap of neighbours, until none is better;
/// - floors, timeouts: one coordinate at a time, a coarse-to-fine grid
///   (`gridPoints` values over the whole range, then over the two cells
///   around the best, down to a cent or a millisecond); timeouts on a log scale;
/// - drop: the best of taking out each line item that may go, or putting
///   back one that went, until none is better.
///
/// Every batch of moves is fixed before it is played, so the result does
/// not depend on `--jobs`.
struct CoordinateSearch: CandidateSearch {
  static let gridPoints = 12
  static let insertionLimit = 12

  let space: SearchSpace

  private struct State {
    var best: Candidate
    var score: CandidateScore
  }

  func run(from start: Candidate, evaluator: inout CandidateEvaluator) -> SearchOutcome {
    guard let score = evaluator.score(of: start) else {
      return SearchOutcome(
        best: start, score: CandidateScore(objective: nil, feasible: false, shortfall: .infinity), ended: .stopped)
    }
    var state = State(best: start, score: score)
    while true {
      let before = state.best
      if space.dimensions.contains(.order) { improveOrder(&state, &evaluator) }
      for index in space.floorItems where evaluator.stop == nil {
        // A waterfall in price order stays in price order as a floor moves: a floor and a place change together.
        let keepsSorted = space.dimensions.contains(.order) && isSortedByPrice(state.best)
        lineSearch(
          &state, &evaluator, range: space.floorRange, step: SearchSpace.floorStep, logScale: false,
          get: { $0.floors[index] },
          set: { candidate, value in
            candidate.floors[index] = value
            if keepsSorted { candidate = sortedByPrice(candidate) }
          })
      }
      for index in space.timeoutItems where evaluator.stop == nil {
        lineSearch(
          &state, &evaluator, range: SearchSpace.timeoutRange, step: 1, logScale: true,
          get: { $0.timeouts[index] }, set: { $0.timeouts[index] = $1 })
      }
      if space.variesAuctionTimeout, evaluator.stop == nil {
        lineSearch(
          &state, &evaluator, range: SearchSpace.timeoutRange, step: 1, logScale: true,
          get: { $0.auctionTimeoutMs }, set: { $0.auctionTimeoutMs = $1 })
      }
      if space.dimensions.contains(.drop), evaluator.stop == nil { improveDrops(&state, &evaluator) }
      if evaluator.stop != nil { return SearchOutcome(best: state.best, score: state.score, ended: .stopped) }
      if state.best == before { return SearchOutcome(best: state.best, score: state.score, ended: .converged) }
    }
  }

  /// Plays `batch` and moves to its best candidate if that beats the incumbent; whether it did.
  @discardableResult
  private func take(_ batch: [Candidate], _ state: inout State, _ evaluator: inout CandidateEvaluator) -> Bool {
    var moved = false
    for (candidate, score) in zip(batch, evaluator.evaluate(batch)) {
      guard let score, score.isBetter(than: state.score) else { continue }
      state = State(best: candidate, score: score)
      moved = true
    }
    return moved
  }

  private func improveOrder(_ state: inout State, _ evaluator: inout CandidateEvaluator) {
    let sorted = sortedByPrice(state.best)
    if sorted != state.best { take([sorted], &state, &evaluator) }
    while evaluator.stop == nil, take(orderMoves(of: state.best), &state, &evaluator) {}
  }

  /// `candidate` with its waterfall by descending price, equals in their order.
  private func sortedByPrice(_ candidate: Candidate) -> Candidate {
    let position = Dictionary(uniqueKeysWithValues: candidate.walk.enumerated().map { ($0.element, $0.offset) })
    var sorted = candidate
    sorted.walk = candidate.walk.sorted { lhs, rhs in
      let (left, right) = (price(lhs, in: candidate), price(rhs, in: candidate))
      return left != right ? left > right : position[lhs]! < position[rhs]!
    }
    return sorted
  }

  private func isSortedByPrice(_ candidate: Candidate) -> Bool {
    zip(candidate.walk, candidate.walk.dropFirst()).allSatisfy { price($0, in: candidate) >= price($1, in: candidate) }
  }

  /// The price a waterfall line item has in `candidate`.
  private func price(_ index: Int, in candidate: Candidate) -> Int64 {
    space.floorItems.contains(index) ? candidate.floors[index] : space.base.lineItems[index].ecpm.micros
  }

  private func orderMoves(of candidate: Candidate) -> [Candidate] {
    let walk = candidate.walk
    var moves: [Candidate] = []
    if walk.count <= Self.insertionLimit {
      for from in walk.indices {
        for to in walk.indices where to != from {
          var move = candidate
          move.walk.insert(move.walk.remove(at: from), at: to)
          // Moving a line item one place down is moving its neighbour one place up.
          if !moves.contains(move) { moves.append(move) }
        }
      }
    } else {
      for index in walk.indices.dropLast() {
        var move = candidate
        move.walk.swapAt(index, index + 1)
        moves.append(move)
      }
    }
    return moves
  }

  private func improveDrops(_ state: inout State, _ evaluator: inout CandidateEvaluator) {
    while evaluator.stop == nil {
      let candidate = state.best
      var moves: [Candidate] = []
      if candidate.walk.count >= 2 {
        for item in candidate.walk where space.droppable.contains(item) {
          var move = candidate
          move.walk.removeAll { $0 == item }
          moves.append(move)
        }
      }
      for item in space.walk where !candidate.walk.contains(item) {
        var move = candidate
        move.walk.insert(item, at: placeBack(item, into: candidate))
        moves.append(move)
      }
      guard take(moves, &state, &evaluator) else { return }
    }
  }

  /// Where a dropped line item goes back: by its price when the order
  /// varies, else at its place in the file.
  private func placeBack(_ item: Int, into candidate: Candidate) -> Int {
    if space.dimensions.contains(.order) {
      let itemPrice = price(item, in: candidate)
      return candidate.walk.firstIndex { price($0, in: candidate) < itemPrice } ?? candidate.walk.count
    }
    return candidate.walk.firstIndex { $0 > item } ?? candidate.walk.count
  }

  /// A coarse-to-fine search of one coordinate over `range` in steps of `step`.
  private func lineSearch(
    _ state: inout State, _ evaluator: inout CandidateEvaluator, range: ClosedRange<Int64>, step: Int64, logScale: Bool,
    get: (Candidate) -> Int64, set: (inout Candidate, Int64) -> Void
  ) {
    let base = state.best
    var tried: [Int64: CandidateScore] = [:]
    var low = range.lowerBound
    var high = range.upperBound
    while evaluator.stop == nil {
      var values = grid(low...high, step: step, logScale: logScale)
      if tried.isEmpty { values.append(get(base)) }
      let fresh = Array(Set(values).subtracting(tried.keys)).sorted()
      guard !fresh.isEmpty else { break }
      let batch = fresh.map { value -> Candidate in
        var candidate = base
        set(&candidate, value)
        return candidate
      }
      for (value, score) in zip(fresh, evaluator.evaluate(batch)) {
        if let score { tried[value] = score }
      }
      // The best value so far (the lowest among equals), and the cell on either side of it.
      let ordered = tried.keys.sorted()
      var bestIndex = 0
      for index in ordered.indices where tried[ordered[index]]!.isBetter(than: tried[ordered[bestIndex]]!) {
        bestIndex = index
      }
      low = ordered[max(0, bestIndex - 1)]
      high = ordered[min(ordered.count - 1, bestIndex + 1)]
      if high - low <= step { break }
    }
    guard let (value, score) = tried.min(by: { lhs, rhs in
      lhs.value.isBetter(than: rhs.value) || (!rhs.value.isBetter(than: lhs.value) && lhs.key < rhs.key)
    }) else { return }
    if score.isBetter(than: state.score) {
      var candidate = base
      set(&candidate, value)
      state = State(best: candidate, score: score)
    }
  }

  /// `gridPoints` values from `range.lowerBound` to `range.upperBound`,
  /// evenly spaced (on a log scale if asked), on multiples of `step`.
  private func grid(_ range: ClosedRange<Int64>, step: Int64, logScale: Bool) -> [Int64] {
    let count = Self.gridPoints
    return (0..<count).map { index in
      let fraction = Double(index) / Double(count - 1)
      let value: Double
      if logScale {
        let low = Math.log(Double(max(range.lowerBound, 1)))
        let high = Math.log(Double(max(range.upperBound, 1)))
        value = Math.exp(low + (high - low) * fraction)
      } else {
        value = Double(range.lowerBound) + Double(range.upperBound - range.lowerBound) * fraction
      }
      let snapped = Int64((value / Double(step)).rounded()) * step
      return min(max(snapped, range.lowerBound), range.upperBound)
    }
  }
}
