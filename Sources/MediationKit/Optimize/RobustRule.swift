/// How `optimize --robust` scores a candidate played in every world of a
/// config with `uncertain` (decide2.md §1).
package enum RobustRule: String, CaseIterable, Sendable {
  /// The objective's worst value over the worlds; feasible when every constraint holds in every world.
  case worst
  /// The unweighted mean of the objective over the worlds; constraints as for `worst`.
  case mean
  /// The base world alone (decide.md's search); the other worlds are ignored.
  case base

  /// One score from a candidate's score in each world, base first.
  func combine(_ scores: [CandidateScore]) -> CandidateScore {
    guard let first = scores.first else { return CandidateScore(objective: nil, feasible: false, shortfall: .infinity) }
    if self == .base || scores.count == 1 { return first }
    // Among infeasible candidates the smaller largest shortfall over the worlds wins.
    let feasible = scores.allSatisfy(\.feasible)
    let shortfall = scores.map(\.shortfall).max() ?? 0
    var objectives: [Int128] = []
    for score in scores {
      guard let objective = score.objective else {
        return CandidateScore(objective: nil, feasible: feasible, shortfall: shortfall)
      }
      objectives.append(objective)
    }
    let objective: Int128
    switch self {
    case .worst, .base: objective = objectives.min() ?? 0
    case .mean: objective = objectives.reduce(0, +) / Int128(objectives.count)
    }
    return CandidateScore(objective: objective, feasible: feasible, shortfall: shortfall)
  }
}
