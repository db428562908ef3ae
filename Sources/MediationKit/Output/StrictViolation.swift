/// A contract violation as `--strict` reports it: on standard error, and in
/// the report of `mediate test`.
public enum StrictViolation: Sendable {
  /// A violation of the traced run.
  case traced(ViolationRecord)
  /// A violation of run `run` of a batch, replayed alone on the trace engine
  /// (the Monte Carlo kernel counts violations but does not name them).
  case replayed(ViolationRecord, run: Int)
  /// The violations of a `--runs` batch: how many in how many runs, and the
  /// first run that had one.
  case batch(count: Int, runs: Int, first: Replay?)
  /// The violations of the summary runs of `mediate test`.
  case summaryRuns(count: Int, runs: Int)

  /// The first run of a batch that had a violation, and how to replay it.
  public struct Replay: Sendable {
    /// The run's index in the batch.
    public var run: Int
    /// The run's own seed, which `--seed` takes to replay it alone.
    public var seed: UInt64
    /// The config's path as the replay command names it; nil for standard input.
    public var config: String?

    public init(run: Int, seed: UInt64, config: String?) {
      self.run = run
      self.seed = seed
      self.config = config
    }
  }

  /// The violation in words, without the file: `Network B: eventAfterDismiss: …`.
  public var message: String {
    switch self {
    case .traced(let record):
      return record.message
    case .replayed(let record, let run):
      return "run \(run): \(record.message)"
    case .batch(let count, let runs, let first):
      let counted = "\(Self.violations(count)) in \(runs) runs"
      guard let first else { return counted }
      return counted + "; the first in run \(first.run), which `mediate simulate --seed \(first.seed) "
        + "\(first.config ?? "CONFIG")` replays:"
    case .summaryRuns(let count, let runs):
      return "\(Self.violations(count)) in the summary's \(runs) runs"
    }
  }

  /// The violation as a line of standard error, without the program name:
  /// `waterfall.json: violation: Network B: eventAfterDismiss: …`.
  public func line(file: String) -> String {
    "\(file): violation: \(message)"
  }

  private static func violations(_ count: Int) -> String {
    "\(count) contract violation\(count == 1 ? "" : "s")"
  }
}
