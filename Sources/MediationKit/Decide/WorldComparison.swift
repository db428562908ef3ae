/// A comparison over the worlds a config stands for (decide2.md §1): A and
/// B compared in each world on the same runs, the base world's record
/// carrying every world's figures and a verdict over all their intervals.
extension ComparisonRecord {
  /// The base world's record (the first) with `about`, the worlds' labels,
  /// each field's `byWorld` and its verdict over every world's interval.
  package static func overWorlds(
    _ records: [(world: String, record: ComparisonRecord)], about: [String]
  ) -> ComparisonRecord {
    precondition(!records.isEmpty, "a comparison has at least its base world")
    var combined = records[0].record
    combined.about = about
    combined.worlds = records.map(\.world)
    let entries = records.map { world in
      (world.world, Dictionary(world.record.fields.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first }))
    }
    for index in combined.fields.indices {
      let field = combined.fields[index].field
      let byWorld = entries.map { label, fields in
        let entry = fields[field]
        return World(world: label, a: entry?.a, b: entry?.b, difference: entry?.difference, ci95: entry?.ci95)
      }
      combined.fields[index].byWorld = byWorld
      combined.fields[index].verdict = Verdict(over: byWorld.map(\.ci95))
    }
    return combined
  }
}

extension ComparisonRecord.Verdict {
  /// The verdict over the worlds' intervals: `higher` when every one lies
  /// above 0, `lower` when every one lies below, `dependsOnWorld` when one
  /// lies above and another below, `unclear` otherwise; nil when a world has none.
  init?(over intervals: [SummaryRecord.Interval?]) {
    var above = 0
    var below = 0
    for interval in intervals {
      guard let interval else { return nil }
      if interval.low.micros > 0 { above += 1 }
      if interval.high.micros < 0 { below += 1 }
    }
    if above == intervals.count {
      self = .higher
    } else if below == intervals.count {
      self = .lower
    } else if above > 0, below > 0 {
      self = .dependsOnWorld
    } else {
      self = .unclear
    }
  }
}

extension FieldConstraint {
  /// The worlds in which the constraint holds for `entry` (decide2.md §1:
  /// `--fail-if` holds when, in at least one world, the interval lies on its
  /// side); without worlds, `[nil]` when it holds and `[]` when not.
  package func worldsWhereItHolds(for entry: ComparisonRecord.Entry) -> [String?] {
    guard let byWorld = entry.byWorld else { return holds(for: entry) ? [nil] : [] }
    return byWorld.filter { world in
      var one = entry
      one.ci95 = world.ci95
      one.byWorld = nil
      return holds(for: one)
    }.map(\.world)
  }
}

/// Both sides of a comparison in every world (decide2.md §1): the worlds are
/// the world's, not one config's.
package enum ComparedWorlds {
  /// Why the two sides cannot be compared over worlds.
  package enum Refusal: Error, Sendable {
    /// Both have `uncertain`, and they differ (this first difference).
    case differentWorlds(String)
    /// A world applied to side `side` (0 for A) makes it invalid.
    case invalidWorld(side: Int, ConfigError)
  }

  /// Each side's worlds, base first: a side's own, or the other side's
  /// `uncertain` applied to it (a path naming a line item it lacks is
  /// skipped there); one world each when neither has worlds.
  package static func sides(
    _ a: ConfigLoader.Loaded, _ b: ConfigLoader.Loaded, registries: AdapterRegistries
  ) throws(Refusal) -> [[ConfigWorld]] {
    if let ua = a.config.uncertain, let ub = b.config.uncertain, let difference = ua.firstDifference(from: ub) {
      throw .differentWorlds(difference)
    }
    guard let uncertainty = a.config.uncertain ?? b.config.uncertain else { return [a.config.worlds, b.config.worlds] }
    var sides: [[ConfigWorld]] = []
    for (index, side) in [a, b].enumerated() {
      if side.config.uncertain != nil {
        sides.append(side.config.worlds)
        continue
      }
      do throws(ConfigError) {
        let others = try ConfigLoader.worlds(
          of: uncertainty, appliedTo: side, registry: registries.registry(of: side.config))
        sides.append([ConfigWorld(label: uncertainty.baseLabel, config: side.config)] + others)
      } catch {
        throw .invalidWorld(side: index, error)
      }
    }
    return sides
  }
}

extension Simulator {
  /// `compare` over the worlds of `sides` (`ComparedWorlds.sides`): A and B
  /// of each world on the same runs, the record the base world's with every
  /// world's figures (`ComparisonRecord.overWorlds`) when there are worlds.
  package static func compare(
    worlds sides: [[ConfigWorld]], about: [String]?, seed: UInt64, plan: BatchPlan, pathA: String, pathB: String,
    registries: AdapterRegistries, progress: (@Sendable (Int) -> Void)? = nil,
    cancellation: BatchCancellation? = nil
  ) -> ComparisonRecord {
    var records: [(world: String, record: ComparisonRecord)] = []
    for (index, (worldA, worldB)) in zip(sides[0], sides[1]).enumerated() {
      // Progress counts the runs of every world played so far.
      let done = index * plan.range.count
      let report = progress.map { progress in { @Sendable (runs: Int) in progress(done + runs) } }
      let record = compare(
        worldA.config, worldB.config, seed: seed, plan: plan, pathA: pathA, pathB: pathB, registries: registries,
        progress: report, cancellation: cancellation)
      records.append((worldA.label, record))
      if cancellation?.isCancelled == true { break }
    }
    guard let about else { return records[0].record }
    return ComparisonRecord.overWorlds(records, about: about)
  }
}
