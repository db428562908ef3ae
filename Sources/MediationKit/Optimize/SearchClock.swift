/// A clock `mediate optimize` reads to keep `--max-seconds`: between
/// candidates, every `CandidateEvaluator.runsBetweenReadings` runs inside
/// one, and between the holdout's rounds.
///
/// The command reads the machine's monotonic clock (`WallClock`); tests read
/// one whose time is a function of the runs played, so that the stop rule
/// is proved without the wall clock. Each reading is told how many runs the
/// command has played so far, which is all such a clock needs.
package protocol SearchClock: Sendable {
  /// The time in nanoseconds from an arbitrary start, never decreasing,
  /// when `runs` runs (candidates' and holdout's, each side's counted) have been played.
  func nanoseconds(afterRuns runs: Int) -> UInt64
}

/// The machine's monotonic clock: time passes whatever is played.
package struct WallClock: SearchClock {
  /// Reads the monotonic clock, in nanoseconds.
  let read: @Sendable () -> UInt64

  package init(read: @escaping @Sendable () -> UInt64) {
    self.read = read
  }

  package func nanoseconds(afterRuns runs: Int) -> UInt64 {
    // Wall time is what the runs took; their number is already in it.
    read()
  }
}
