/// The SDK's view of one line item's load during a run.
struct LoadAttempt {
  enum State {
    case notAttempted
    case loading
    case loaded
    case failed
    case timedOut
  }

  var state = State.notAttempted
  var startedAt: Int64 = 0
  var latencyMs: Int64 = 0
  var error: AdError?
  /// How the load ended, once it has.
  var outcome: LoadResultOutcome?
  /// Whether a completion arrived after the timeout (later ones are duplicates).
  var completedLate = false
  /// What the network said about its failure, when it failed.
  var networkFailure: LoadFailureKind?
}
