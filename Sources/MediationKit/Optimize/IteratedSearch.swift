/// decide2.md §3's iterated local search.
///
/// - Starts: the config as it is, then (when the walk is the candidates': the order varies, or
///   `--price-order`) its waterfall sorted by price, floors as they are, if that differs; local search from
///   each to a local optimum.
/// - Local search, in passes: each pass tries the neighbourhoods in `Neighbourhood`'s order and applies the
///   best improving move of each before the next (a single floor or timeout moved is then refined between
///   the values either side of it to a cent or a millisecond), until a pass changes nothing.
/// - Kicks: from the best local optimum so far, three moves drawn from neighbourhoods 1 to 5 by a
///   SplitMix64 seeded with the seed and the kick number, then local search again; the result replaces the
///   best only when better on the search runs. The search ends after `restarts` kicks in a row bring
///   nothing, or when the evaluator's limits stop it.
///
/// Every batch is fixed before it is played, and the evaluator plays no candidate twice (nor counts it),
/// so the result does not depend on `--jobs`.
struct IteratedSearch: CandidateSearch {
  let space: SearchSpace
  let seed: UInt64
  /// Kicks in a row that bring nothing before the search ends (`--restarts`).
  let restarts: Int
  /// The moves each kick makes.
  static let movesPerKick = 3
  var name: String { "iterated" }

  private var moves: MoveMaker { MoveMaker(space: space) }

  private struct Point {
    var candidate: Candidate
    var score: CandidateScore
  }

  func run(from start: Candidate, evaluator: inout CandidateEvaluator) -> SearchOutcome {
    guard let startScore = evaluator.score(of: start) else {
      return SearchOutcome(
        best: start, score: CandidateScore(objective: nil, feasible: false, shortfall: .infinity), ended: .stopped)
    }
    var best = Point(candidate: start, score: startScore)
    var starts = 0
    var origins = [start]
    let sorted = space.sortedByPrice(start)
    if space.ordersByWalk, sorted != start { origins.append(sorted) }
    for origin in origins {
      guard evaluator.stop == nil, let score = evaluator.evaluate([origin])[0] else { break }
      starts += 1
      let optimum = localSearch(from: Point(candidate: origin, score: score), &evaluator)
      if optimum.score.isBetter(than: best.score) { best = optimum }
    }
    var kicks = 0
    var fruitless = 0
    // Without a neighbourhood of 1 to 5 (`--vary timeouts` alone) there is nothing to kick with.
    let kickable = Neighbourhood.kicked.contains(where: moves.offers)
    while kickable, fruitless < restarts, evaluator.stop == nil {
      var random = SplitMix64(seed: Self.kickSeed(seed, kick: kicks + 1))
      let kicked = kick(best.candidate, &random)
      guard let score = evaluator.evaluate([kicked])[0] else { break }
      // A kick counts once its candidate is played (or was: a kick may land where the search has been).
      kicks += 1
      let optimum = localSearch(from: Point(candidate: kicked, score: score), &evaluator)
      if optimum.score.isBetter(than: best.score) {
        best = optimum
        fruitless = 0
      } else {
        fruitless += 1
      }
    }
    return SearchOutcome(
      best: best.candidate, score: best.score, ended: evaluator.stop != nil ? .stopped : .converged, starts: starts,
      kicks: kicks)
  }

  /// The state of kick `kick`'s generator: the seed and the kick number mixed, so kicks draw apart.
  static func kickSeed(_ seed: UInt64, kick: Int) -> UInt64 {
    seed ^ SplitMix64.mix(UInt64(kick))
  }

  /// Three moves from `candidate`, each from a neighbourhood (1 to 5, among those the space offers) and
  /// then a move of it, drawn by `random`.
  private func kick(_ candidate: Candidate, _ random: inout SplitMix64) -> Candidate {
    let offered = Neighbourhood.kicked.filter(moves.offers)
    var kicked = candidate
    for _ in 0..<Self.movesPerKick where !offered.isEmpty {
      let neighbourhood = offered[Int(random.next(upTo: UInt64(offered.count)))]
      let choices = moves.moves(neighbourhood, from: kicked)
      guard !choices.isEmpty else { continue }
      kicked = choices[Int(random.next(upTo: UInt64(choices.count)))]
    }
    return kicked
  }

  private func localSearch(from start: Point, _ evaluator: inout CandidateEvaluator) -> Point {
    var current = start
    let offered = Neighbourhood.allCases.filter(moves.offers)
    while evaluator.stop == nil {
      let before = current.candidate
      for neighbourhood in offered where evaluator.stop == nil {
        let batch = moves.moves(neighbourhood, from: current.candidate)
        var tried: [(Candidate, CandidateScore)] = []
        var found: Point?
        for (candidate, score) in zip(batch, evaluator.evaluate(batch)) {
          guard let score else { continue }
          tried.append((candidate, score))
          if score.isBetter(than: found?.score ?? current.score) { found = Point(candidate: candidate, score: score) }
        }
        guard var move = found else { continue }
        if let coordinate = Coordinate.single(from: current.candidate, to: move.candidate, in: space) {
          move = refine(move, coordinate, around: current.candidate, tried: tried, &evaluator)
        }
        current = move
      }
      if current.candidate == before { break }
    }
    return current
  }

  /// `move` changed one coordinate of `origin`: searches it again, coarse to fine, between the values tried
  /// either side of its new value, down to its step, and returns the best found.
  private func refine(
    _ move: Point, _ coordinate: Coordinate, around origin: Candidate, tried: [(Candidate, CandidateScore)],
    _ evaluator: inout CandidateEvaluator
  ) -> Point {
    var best = move
    // The values of the coordinate already played on this line, the origin's among them.
    var values = Set([coordinate.value(in: origin)])
    for (candidate, _) in tried where Coordinate.single(from: origin, to: candidate, in: space) == coordinate {
      values.insert(coordinate.value(in: candidate))
    }
    while evaluator.stop == nil {
      let value = coordinate.value(in: best.candidate)
      let ordered = values.sorted()
      let low = ordered.last { $0 < value } ?? coordinate.lowest(in: space)
      let high = ordered.first { $0 > value } ?? coordinate.highest(in: space)
      let fresh = (coordinate.between(low, value) + coordinate.between(value, high)).filter { !values.contains($0) }
      guard !fresh.isEmpty else { break }
      values.formUnion(fresh)
      let batch = fresh.map { coordinate.setting($0, in: origin, moves: moves) }
      // Without a better value the interval still narrows around the best, down to the step.
      for (candidate, score) in zip(batch, evaluator.evaluate(batch)) {
        guard let score, score.isBetter(than: best.score) else { continue }
        best = Point(candidate: candidate, score: score)
      }
    }
    return best
  }
}

/// One coordinate of a candidate that a search moves alone: a floor, a timeout, the auction's timeout.
enum Coordinate: Equatable, Sendable {
  case floor(Int)
  case timeout(Int)
  case auctionTimeout

  /// The coordinate `to` differs from `from` in, when it differs in that one alone (the walk may differ by
  /// the price order a floor keeps).
  static func single(from: Candidate, to: Candidate, in space: SearchSpace) -> Coordinate? {
    var found: Coordinate?
    for index in from.floors.indices where from.floors[index] != to.floors[index] {
      guard found == nil else { return nil }
      found = .floor(index)
    }
    for index in from.timeouts.indices where from.timeouts[index] != to.timeouts[index] {
      guard found == nil else { return nil }
      found = .timeout(index)
    }
    if from.auctionTimeoutMs != to.auctionTimeoutMs {
      guard found == nil else { return nil }
      found = .auctionTimeout
    }
    guard let found, Set(from.walk) == Set(to.walk) else { return nil }
    if case .floor = found { return found }
    return from.walk == to.walk ? found : nil
  }

  func value(in candidate: Candidate) -> Int64 {
    switch self {
    case .floor(let index): candidate.floors[index]
    case .timeout(let index): candidate.timeouts[index]
    case .auctionTimeout: candidate.auctionTimeoutMs
    }
  }

  func lowest(in space: SearchSpace) -> Int64 {
    switch self {
    case .floor: space.floorRange.lowerBound
    case .timeout, .auctionTimeout: SearchSpace.timeoutRange.lowerBound
    }
  }

  func highest(in space: SearchSpace) -> Int64 {
    switch self {
    case .floor(let index): space.floorCeilings[index]
    case .timeout, .auctionTimeout: SearchSpace.timeoutRange.upperBound
    }
  }

  /// Values strictly between `low` and `high`: cents for a floor, milliseconds on a log scale for a timeout.
  func between(_ low: Int64, _ high: Int64) -> [Int64] {
    guard high > low else { return [] }
    switch self {
    case .floor: return FloorGrid.between(low, high)
    case .timeout, .auctionTimeout:
      var values = Set<Int64>()
      let (logLow, logHigh) = (Math.log(Double(max(low, 1))), Math.log(Double(max(high, 1))))
      for point in 1...TimeoutGrid.refinePoints {
        let fraction = Double(point) / Double(TimeoutGrid.refinePoints + 1)
        let value = Int64(Math.exp(logLow + (logHigh - logLow) * fraction).rounded())
        if value > low, value < high { values.insert(value) }
      }
      return values.sorted()
    }
  }

  /// `origin` with this coordinate at `value` (a floor keeping a price-ordered waterfall in price order).
  func setting(_ value: Int64, in origin: Candidate, moves: MoveMaker) -> Candidate {
    switch self {
    case .floor(let index): return moves.space.admitted(moves.withFloor(value, of: index, in: origin))
    case .timeout(let index):
      var candidate = origin
      candidate.timeouts[index] = value
      return candidate
    case .auctionTimeout:
      var candidate = origin
      candidate.auctionTimeoutMs = value
      return candidate
    }
  }
}
