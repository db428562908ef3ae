/// What `mediate optimize` looks for: the field it maximises or minimises,
/// and the constraints a candidate must meet (decide.md).
package struct OptimizationGoal: Sendable {
  package enum Direction: String, Sendable {
    case maximize
    case minimize
  }

  package var objective: SummaryFieldPath
  package var direction: Direction
  package var constraints: [(field: SummaryFieldPath, comparison: Comparison)]

  package init(
    objective: SummaryFieldPath, direction: Direction, constraints: [(field: SummaryFieldPath, comparison: Comparison)]
  ) {
    self.objective = objective
    self.direction = direction
    self.constraints = constraints
  }

  /// The labels the goal names: line items the search must not drop.
  var labels: Set<String> {
    Set(([objective] + constraints.map(\.field)).compactMap(\.label))
  }

  /// How good a candidate's summary is for this goal.
  func score(of summary: SummaryRecord, in config: WaterfallConfig) -> CandidateScore {
    func value(_ path: SummaryFieldPath) -> Int128? {
      path.field(in: config).flatMap { summary.number(at: $0)?.micros }
    }
    var shortfall: Double = 0
    var feasible = true
    for constraint in constraints {
      guard let micros = value(constraint.field) else {
        // A field the summary does not have (no latency in an empty batch) meets no constraint.
        feasible = false
        shortfall += 1e18
        continue
      }
      if !constraint.comparison.holds(forMicros: micros) {
        feasible = false
        let bound = Double(constraint.comparison.micros)
        // How far outside, relative to the bound's size, plus a millionth for a strict bound met exactly.
        shortfall += (abs(Double(micros) - bound) + 1) / max(abs(bound), 1_000_000)
      }
    }
    let objective = value(objective).map { direction == .maximize ? $0 : -$0 }
    return CandidateScore(objective: objective, feasible: feasible, shortfall: shortfall)
  }
}

/// A candidate's standing: whether it meets the constraints, by how much it
/// misses them, and its objective (negated when minimising, so larger is better).
struct CandidateScore: Equatable, Sendable {
  /// Nil when the summary has no value for the objective: worse than any value.
  var objective: Int128?
  var feasible: Bool
  var shortfall: Double

  /// Whether this candidate is strictly better than `other`: feasible
  /// beats infeasible, then the objective decides among feasible ones and
  /// the shortfall among infeasible ones (then the objective).
  func isBetter(than other: CandidateScore) -> Bool {
    if feasible != other.feasible { return feasible }
    if !feasible, shortfall != other.shortfall { return shortfall < other.shortfall }
    switch (objective, other.objective) {
    case (let mine?, let theirs?): return mine > theirs
    case (.some, nil): return true
    default: return false
    }
  }
}

extension OptimizationGoal {
  /// The objective a search maximizes when none is named (`--maximize`).
  package static let defaultObjective = "revenuePer1000Requests"

  /// A name of the goal that is no numeric field of the config's summary.
  package struct Unresolved: Error, Equatable, Sendable {
    /// Whether it is the objective (else a constraint) that names it.
    package var isObjective: Bool
    package var unknown: SummaryFieldPath.Unknown

    /// `.fillRat is not a numeric field of the summary (did you mean .fillRate?)`.
    package var message: String {
      let hint = unknown.suggestion.map { " (did you mean \($0)?)" } ?? ""
      return "\(unknown.path) is not a numeric field of the summary\(hint)"
    }
  }

  /// The goal whose objective and constraints name fields of `config`'s
  /// summary (the leading dot optional), as `optimize` and the library read it.
  package init(
    objective: String, direction: Direction, constraints: [FieldConstraint], of config: WaterfallConfig
  ) throws(Unresolved) {
    let fields = SummaryFieldPath.all(
      labels: config.lineItems.map(\.label), banner: config.adUnit.format.traits.refreshes)
    func resolve(_ path: String, isObjective: Bool) throws(Unresolved) -> SummaryFieldPath {
      switch SummaryFieldPath.resolve(path, among: fields) {
      case .success(let field): return field
      case .failure(let unknown): throw Unresolved(isObjective: isObjective, unknown: unknown)
      }
    }
    let objective = try resolve(objective, isObjective: true)
    var resolved: [(field: SummaryFieldPath, comparison: Comparison)] = []
    for constraint in constraints {
      resolved.append((try resolve(constraint.field, isObjective: false), constraint.comparison))
    }
    self.init(objective: objective, direction: direction, constraints: resolved)
  }
}
