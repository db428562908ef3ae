import MediationKit
import MediationPlatforms

/// What `optimize` found: its record, and the config it writes.
public struct Optimization: Sendable {
  /// The search's report: the goal, the baseline and the best candidate's
  /// figures, their paired difference on fresh runs, the changes.
  public var record: OptimizationRecord
  /// The input config's bytes with the best candidate's values for what
  /// varied, and nothing else changed (what `mediate optimize --out` writes).
  public var config: [UInt8]
}

/// What `optimize` may change, as `mediate optimize --vary` names it.
public enum OptimizationDimension: String, CaseIterable, Sendable {
  /// The walk order of the waterfall's line items.
  case order
  /// Line items' `ecpm` where their network has a valuation, and bidders' `bidding.floor`.
  case floors
  /// Each `timeoutMs`, and `auction.timeoutMs` when there are bidders.
  case timeouts
  /// Whether each waterfall line item stays in the waterfall.
  case drop

  var dimension: VaryDimension {
    switch self {
    case .order: .order
    case .floors: .floors
    case .timeouts: .timeouts
    case .drop: .drop
    }
  }
}

/// How `Mediation.optimize` scores a candidate over a config's worlds
/// (`uncertain`, decide2.md §1), as `mediate optimize --robust` names it.
public enum OptimizationRobustness: String, CaseIterable, Sendable {
  /// The objective's worst value over the worlds; feasible only when every constraint holds in every world.
  case worst
  /// The unweighted mean over the worlds; constraints as for `worst`.
  case mean
  /// The base world alone: the other worlds are ignored (and the report says so).
  case base

  var rule: RobustRule {
    switch self {
    case .worst: .worst
    case .mean: .mean
    case .base: .base
    }
  }
}

extension Mediation {
  /// Searches the changes `vary` allows for the config that does best on
  /// `objective` (a summary field, `revenuePer1000Requests` when nil;
  /// `minimize` to minimize it) under `constraints` (each `FIELD OP NUMBER`,
  /// `'latencyMs.p90 <= 2500'`), as `mediate optimize` does: `runs` runs a
  /// candidate, at most `candidates` candidates (every one when the order
  /// and drops alone vary and their combinations are no more), else an
  /// iterated local search that ends after `restarts` kicks in a row bring
  /// nothing (0: no kicks), then a holdout of fresh runs. `priceOrder`
  /// keeps every candidate's waterfall in descending price order, as AdMob
  /// orders waterfall sources by eCPM (`mediate optimize --restarts`,
  /// `--price-order`). With worlds, every candidate is played in every world
  /// and scored by `robust`, and unless `perWorld` is false each world's own
  /// best is found too (`mediate optimize --robust`, `--no-per-world`). The
  /// defaults are `mediate optimize`'s. Throws `.invalidArgument` for
  /// `candidates` below 1, `restarts` outside 0 to 1,000, a field that is not
  /// in the summary, a constraint that cannot be read, or nothing to vary;
  /// `.cancelled` when `cancellation` was asked for.
  public static func optimize(
    _ config: MediationConfig, objective: String? = nil, minimize: Bool = false,
    constraints: [String] = [], vary: [OptimizationDimension] = [.order, .floors], runs: Int = 20_000,
    candidates: Int = 20_000, restarts: Int = 10, priceOrder: Bool = false, seed: UInt64? = nil, jobs: Int = 1,
    robust: OptimizationRobustness = .worst, perWorld: Bool = true, cancellation: BatchCancellation? = nil
  ) throws(MediationError) -> Optimization {
    try check(runs: runs, jobs: jobs)
    guard candidates >= 1 else {
      throw MediationError(.invalidArgument, "candidates: expected at least 1, found \(candidates)")
    }
    guard Optimizer.restartsRange.contains(restarts) else {
      let range = Optimizer.restartsRange
      throw MediationError(
        .invalidArgument, "restarts: expected \(range.lowerBound) to \(range.upperBound), found \(restarts)")
    }
    let base = config.config
    var parsed: [FieldConstraint] = []
    for text in constraints {
      do throws(FieldConstraint.ParseError) {
        parsed.append(try FieldConstraint.parse(text))
      } catch {
        throw MediationError(
          .invalidArgument,
          "\(text): expected FIELD OP NUMBER with OP one of <, <=, >, >=, such as 'latencyMs.p90 <= 2500'")
      }
    }
    let goal: OptimizationGoal
    do throws(OptimizationGoal.Unresolved) {
      goal = try OptimizationGoal(
        objective: objective ?? OptimizationGoal.defaultObjective, direction: minimize ? .minimize : .maximize,
        constraints: parsed, of: base)
    } catch {
      throw MediationError(.invalidArgument, error.message)
    }
    let dimensions = vary.map(\.dimension)
    if let reason = Optimizer.nothingToVary(in: base, bytes: config.bytes, vary: dimensions, goal: goal) {
      throw MediationError(.invalidArgument, "nothing to vary in \(config.name): \(reason)")
    }
    if let reason = Optimizer.variedKeyAWorldSets(in: base, bytes: config.bytes, vary: dimensions, goal: goal) {
      throw MediationError(.invalidArgument, reason)
    }
    let request = Optimizer.Request(
      goal: goal, vary: dimensions, runs: runs, candidates: candidates, seed: seed ?? config.seed, jobs: jobs,
      timeLimit: nil, cancellation: cancellation, robust: robust.rule, perWorld: perWorld, restarts: restarts,
      priceOrder: priceOrder)
    let outcome: Optimizer.Outcome
    do throws(ConfigWriteError) {
      outcome = try Optimizer.optimize(base, bytes: config.bytes, request: request, registry: .standard(for: base))
    } catch {
      throw MediationError(
        .internalError,
        "optimize could not write the best config (a bug in mediate, please report it): \(error.message)")
    }
    if cancellation.isCancelled { throw .cancelled }
    return Optimization(record: outcome.record, config: outcome.config)
  }
}

extension OptimizationRecord {
  /// The record as `mediate optimize --format text` prints it, `width` columns wide.
  public func text(width: Int = 80) -> String {
    textLines(width: width, color: false).joined(separator: "\n") + "\n"
  }

  /// The record as one JSON line, as `mediate optimize --format ndjson` prints it.
  public var ndjson: String {
    var writer = JSONWriter()
    writer.write(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
