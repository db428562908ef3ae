import MediationKit
import MediationPlatforms

extension Mediation {
  /// Plays `a` and `b` over the same `runs` runs (with `a`'s seed, or
  /// `seed`) and compares them field by field with paired intervals, as
  /// `mediate compare` does. Throws `.invalidInput` when the two ad units'
  /// formats differ, `.invalidArgument` for runs or jobs out of range,
  /// `.cancelled` when `cancellation` was asked for.
  public static func compare(
    _ a: MediationConfig, _ b: MediationConfig, runs: Int = 100_000, seed: UInt64? = nil, jobs: Int = 1,
    cancellation: BatchCancellation? = nil
  ) throws(MediationError) -> ComparisonRecord {
    try check(runs: runs, jobs: jobs)
    guard a.format == b.format else {
      throw MediationError(
        .invalidInput,
        "\(a.name) is a \(a.format.rawValue) ad unit and \(b.name) a \(b.format.rawValue) one: "
          + "compare needs two configs of the same format")
    }
    // decide2.md §1: with worlds in either, both sides in every world.
    let sides: [[ConfigWorld]]
    do throws(ComparedWorlds.Refusal) {
      sides = try ComparedWorlds.sides(a.loaded, b.loaded, registries: .standard)
    } catch {
      switch error {
      case .differentWorlds(let difference):
        throw MediationError(.invalidInput, "\(a.name) and \(b.name) stand for different worlds: \(difference)")
      case .invalidWorld(let side, let problem):
        throw MediationError(.invalidInput, problem.lines(file: side == 0 ? a.name : b.name).joined(separator: "\n"))
      }
    }
    let record = Simulator.compare(
      worlds: sides, about: (a.config.uncertain ?? b.config.uncertain)?.about.map(\.description),
      seed: seed ?? a.seed, plan: BatchPlan(runs: runs, jobs: jobs), pathA: a.name, pathB: b.name,
      registries: .standard, cancellation: cancellation)
    if cancellation.isCancelled { throw .cancelled }
    return record
  }
}

extension ComparisonRecord {
  /// The record as `mediate compare --format text` prints it: the headline
  /// (decide2.md §4), which fits 80 columns whatever the terminal, so
  /// `width` no longer changes it (kept so that callers still compile).
  public func text(width: Int = 80) -> String {
    textLines(view: .headline(top: ComparisonRecord.defaultTop)).joined(separator: "\n") + "\n"
  }

  /// The record as one JSON line, as `mediate compare --format ndjson` prints it.
  public var ndjson: String {
    var writer = JSONWriter()
    writer.write(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
