/// The moves of the iterated local search (decide2.md §3), in the order a
/// pass tries them. Each builds the candidates one move away from a
/// candidate, in a fixed enumeration order (ties go to the first), every
/// one admitted by the space (in price order under `--price-order`).
enum Neighbourhood: CaseIterable, Sendable {
  /// 1. One floor to another value of `FloorGrid` (then refined to a cent by the search).
  case floor
  /// 2. One line item taken out and put back at another place.
  case insertion
  /// 3. Two line items exchanged.
  case swap
  /// 4. Floors moved together: a network's instances scaled, two neighbours one up and one down, every floor scaled.
  case jointFloors
  /// 5. One line item left out or put back, or left out with the floor of the one taking its place searched again.
  case drop
  /// 6. One timeout on the log grid, or every timeout scaled.
  case timeouts

  /// What a kick draws its moves from: 1 to 5.
  static let kicked: [Neighbourhood] = [.floor, .insertion, .swap, .jointFloors, .drop]

  /// The factors of the joint moves (4a, 4c, 6).
  static let factors: [Double] = [0.8, 0.9, 0.95, 1.05, 1.1, 1.25]
  /// Up to this many waterfall line items, insertion and swap try every place and every pair.
  static let everyPlaceLimit = 12
  /// Beyond `everyPlaceLimit`, the places either side an insertion tries, and how far apart a swap's pair may be.
  static let reach = 8
  /// The grid steps of move 4b, in micros: 8 cents and $1.28.
  static let neighbourSteps: [Int64] = [80_000, 1_280_000]
}

/// Builds each neighbourhood's moves in one space.
struct MoveMaker: Sendable {
  let space: SearchSpace

  /// Whether `neighbourhood` has moves in this space at all.
  func offers(_ neighbourhood: Neighbourhood) -> Bool {
    switch neighbourhood {
    case .floor, .jointFloors: !space.floorItems.isEmpty
    case .insertion, .swap: space.dimensions.contains(.order) && !space.priceOrder && space.walk.count >= 2
    case .drop: !space.droppable.isEmpty
    case .timeouts: !space.timeoutItems.isEmpty || space.variesAuctionTimeout
    }
  }

  /// The candidates one move of `neighbourhood` away from `candidate`, in enumeration order; the floor
  /// neighbourhood's are `FloorGrid`'s first stage (the search refines the best to a cent).
  func moves(_ neighbourhood: Neighbourhood, from candidate: Candidate) -> [Candidate] {
    var moves: [Candidate] = []
    var seen: Set<Candidate> = [candidate]
    func add(_ move: Candidate) {
      let admitted = space.admitted(move)
      if seen.insert(admitted).inserted { moves.append(admitted) }
    }
    switch neighbourhood {
    case .floor:
      for item in space.floorItems {
        for value in FloorGrid.values(around: candidate.floors[item], ceiling: space.floorCeilings[item]) {
          add(withFloor(value, of: item, in: candidate))
        }
      }
    case .insertion:
      let walk = candidate.walk
      for from in walk.indices {
        for to in insertionPlaces(of: from, in: candidate) where to != from {
          var move = candidate
          move.walk.insert(move.walk.remove(at: from), at: to)
          add(move)
        }
      }
    case .swap:
      let walk = candidate.walk
      let reach = walk.count <= Neighbourhood.everyPlaceLimit ? walk.count : Neighbourhood.reach
      for first in walk.indices {
        for second in (first + 1)..<min(walk.count, first + reach + 1) {
          var move = candidate
          move.walk.swapAt(first, second)
          add(move)
        }
      }
    case .jointFloors:
      for network in networks() {
        for factor in Neighbourhood.factors { add(scaled(network, by: factor, in: candidate)) }
      }
      let floored = Set(space.floorItems)
      for (upper, lower) in zip(candidate.walk, candidate.walk.dropFirst()) where floored.contains(upper) && floored.contains(lower) {
        for step in Neighbourhood.neighbourSteps {
          for (up, down) in [(upper, lower), (lower, upper)] {
            var move = candidate
            move.floors[up] = clamp(move.floors[up] + step)
            move.floors[down] = clamp(move.floors[down] - step)
            add(move)
          }
        }
      }
      for factor in Neighbourhood.factors { add(scaled(space.floorItems, by: factor, in: candidate)) }
    case .drop:
      if candidate.walk.count >= 2 {
        for item in candidate.walk where space.droppable.contains(item) {
          add(without(item, candidate))
        }
      }
      for item in space.walk where !candidate.walk.contains(item) {
        var move = candidate
        move.walk.insert(item, at: space.placeBack(item, into: candidate))
        add(move)
      }
      if candidate.walk.count >= 2 {
        let floored = Set(space.floorItems)
        for (place, item) in candidate.walk.enumerated() where space.droppable.contains(item) {
          guard place + 1 < candidate.walk.count, floored.contains(candidate.walk[place + 1]) else { continue }
          let successor = candidate.walk[place + 1]
          let dropped = without(item, candidate)
          // The successor's floor searched again as move 1 searches it (its first stage), in this batch.
          for value in FloorGrid.values(around: candidate.floors[successor], ceiling: space.floorCeilings[successor]) {
            add(withFloor(value, of: successor, in: dropped))
          }
        }
      }
    case .timeouts:
      for item in space.timeoutItems {
        for value in TimeoutGrid.values {
          var move = candidate
          move.timeouts[item] = value
          add(move)
        }
      }
      if space.variesAuctionTimeout {
        for value in TimeoutGrid.values {
          var move = candidate
          move.auctionTimeoutMs = value
          add(move)
        }
      }
      for factor in Neighbourhood.factors {
        var move = candidate
        for item in space.timeoutItems { move.timeouts[item] = TimeoutGrid.scaled(move.timeouts[item], by: factor) }
        if space.variesAuctionTimeout {
          move.auctionTimeoutMs = TimeoutGrid.scaled(move.auctionTimeoutMs, by: factor)
        }
        add(move)
      }
    }
    return moves
  }

  /// `candidate` with `item`'s floor at `value`; a waterfall in price order (while the order varies) keeps
  /// its price order, the line item moving to its price place with its floor.
  func withFloor(_ value: Int64, of item: Int, in candidate: Candidate) -> Candidate {
    var move = candidate
    move.floors[item] = value
    if space.dimensions.contains(.order), space.isSortedByPrice(candidate) { move = space.sortedByPrice(move) }
    return move
  }

  /// The places an insertion puts the line item at `from` back at: every place up to `everyPlaceLimit`
  /// line items; beyond, the `reach` places either side and its price place.
  private func insertionPlaces(of from: Int, in candidate: Candidate) -> [Int] {
    let count = candidate.walk.count
    guard count > Neighbourhood.everyPlaceLimit else { return Array(0..<count) }
    var places = Array(max(0, from - Neighbourhood.reach)...min(count - 1, from + Neighbourhood.reach))
    var rest = candidate
    let item = rest.walk.remove(at: from)
    let pricePlace = space.placeBack(item, into: rest)
    if !places.contains(pricePlace) { places.append(pricePlace) }
    return places
  }

  private func without(_ item: Int, _ candidate: Candidate) -> Candidate {
    var move = candidate
    move.walk.removeAll { $0 == item }
    return move
  }

  /// The waterfall floor items of each network (the same `className` and valuation), in file order of its
  /// first instance; a network of one instance is one floor.
  private func networks() -> [[Int]] {
    var groups: [[Int]] = []
    let items = space.base.lineItems
    for item in space.floorItems where items[item].bidding == nil {
      let valuation = items[item].network.load.valuation
      if let group = groups.firstIndex(where: { group in
        items[group[0]].className == items[item].className && items[group[0]].network.load.valuation == valuation
      }) {
        groups[group].append(item)
      } else {
        groups.append([item])
      }
    }
    return groups
  }

  private func scaled(_ items: [Int], by factor: Double, in candidate: Candidate) -> Candidate {
    var move = candidate
    for item in items {
      let value = (Double(candidate.floors[item]) * factor / Double(SearchSpace.floorStep)).rounded()
      move.floors[item] = clamp(Int64(value) * SearchSpace.floorStep)
    }
    return move
  }

  private func clamp(_ value: Int64) -> Int64 {
    min(max(value, space.floorRange.lowerBound), space.floorRange.upperBound)
  }
}

/// The values move 1 tries for one floor (decide2.md §3, on decide.md's coarse-to-fine grid): a ladder of
/// steps either side of its value, from a cent up to the whole range, each eight times the last after the
/// first two; the search then refines the best between the values either side of it, down to a cent.
///
/// The steps were chosen on hard16 (docs/benchmarks.md): for the candidates they cost, sparser ladders and
/// a coarse grid over the whole range besides reached less within `--candidates`' default.
enum FloorGrid {
  /// The ladder's first steps, in cents; each step after them is eight times the last.
  static let firstSteps: [Int64] = [1, 4, 32]
  static let growth: Int64 = 8
  /// Points of each round of the refinement between two tried values.
  static let refinePoints = 2

  /// The ladder's steps, in micros, up to `span`.
  static func steps(upTo span: Int64) -> [Int64] {
    var steps = firstSteps.map { $0 * SearchSpace.floorStep }
    while let last = steps.last, last <= span / growth { steps.append(last * growth) }
    return steps
  }

  /// The ladder around `value`, ascending, within 0 and the ceiling (or `value`, when above it), without
  /// `value` itself.
  static func values(around value: Int64, ceiling: Int64) -> [Int64] {
    ladder(around: value, ceiling: ceiling, steps: steps(upTo: max(ceiling, value)))
  }

  /// `value` plus and minus each of `steps`, ascending, within 0 and the ceiling (or `value`, when above it).
  static func ladder(around value: Int64, ceiling: Int64, steps: [Int64]) -> [Int64] {
    let top = max(ceiling, value)
    var values = Set<Int64>()
    for step in steps {
      if value - step >= 0 { values.insert(value - step) }
      if value + step <= top { values.insert(value + step) }
    }
    return values.sorted()
  }

  /// Up to `refinePoints` values strictly between `low` and `high`, evenly spaced, on cents.
  static func between(_ low: Int64, _ high: Int64) -> [Int64] {
    var values = Set<Int64>()
    for point in 1...refinePoints {
      let value = Double(low) + Double(high - low) * Double(point) / Double(refinePoints + 1)
      let snapped = Int64((value / Double(SearchSpace.floorStep)).rounded()) * SearchSpace.floorStep
      if snapped > low, snapped < high { values.insert(snapped) }
    }
    return values.sorted()
  }
}

/// decide.md's log grid of timeouts: `points` values from 1 ms to the most a timeout may be.
enum TimeoutGrid {
  static let points = 12
  /// Points of each round of the refinement between two tried timeouts, on a log scale.
  static let refinePoints = 4

  static let values: [Int64] = {
    let range = SearchSpace.timeoutRange
    let low = Math.log(Double(range.lowerBound))
    let high = Math.log(Double(range.upperBound))
    var values: [Int64] = []
    for point in 0..<points {
      let value = Int64(Math.exp(low + (high - low) * Double(point) / Double(points - 1)).rounded())
      let clamped = min(max(value, range.lowerBound), range.upperBound)
      if !values.contains(clamped) { values.append(clamped) }
    }
    return values
  }()

  /// `value` times `factor`, to a millisecond, within the timeouts' range.
  static func scaled(_ value: Int64, by factor: Double) -> Int64 {
    let range = SearchSpace.timeoutRange
    return min(max(Int64((Double(value) * factor).rounded()), range.lowerBound), range.upperBound)
  }
}
