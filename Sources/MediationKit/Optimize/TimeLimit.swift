import Synchronization

/// `--max-seconds S` (decide2.md §3): the whole command, compile and holdout
/// included, is to end within 1.1 S + 1 s.
package struct TimeLimit: Sendable {
  package var clock: any SearchClock
  /// The clock's reading when the command started, before the config was read.
  package var start: UInt64
  /// S, in nanoseconds.
  package var nanoseconds: UInt64

  package init(clock: any SearchClock, start: UInt64, nanoseconds: UInt64) {
    self.clock = clock
    self.start = start
    self.nanoseconds = nanoseconds
  }
}

/// What an optimisation has spent: every run played, and under a time
/// limit the time of each candidate played whole; and from them when the
/// search must stop and how long the holdout may still play. Shared by the
/// threads that play candidates.
final class SearchBudget: Sendable {
  /// What the holdout's estimate adds to twice the mean candidate time.
  static let holdoutMarginNanoseconds: UInt64 = 50_000_000

  let limit: TimeLimit?
  private let runs = Atomic<Int>(0)
  /// Candidates played whole under the time limit, and their time together.
  private let candidates = Mutex<(count: Int, nanoseconds: UInt64)>((0, 0))
  private let expired = Atomic<Bool>(false)
  /// When the search playing now must stop, in nanoseconds after the start:
  /// S, or with worlds the end of its share of S (decide2.md §1).
  private let phaseEnd = Atomic<UInt64>(.max)
  /// How many times two candidates' time the holdout is expected to take (with worlds, it plays more pairs).
  private let holdoutScale = Atomic<Int>(1)

  /// A cancellation asked for stops the search as an expired limit does (`searchMustStop`).
  let cancellation: BatchCancellation?

  init(limit: TimeLimit?, cancellation: BatchCancellation? = nil) {
    self.cancellation = cancellation
    self.limit = limit
  }

  /// Every run played so far: the candidates' (those cut short included) and the holdout's, each side's.
  var runsPlayed: Int { runs.load(ordering: .relaxed) }

  /// Counts `count` runs just played.
  func played(runs count: Int) {
    runs.add(count, ordering: .relaxed)
  }

  /// The clock's reading now; nil without a time limit.
  func now() -> UInt64? {
    limit.map { $0.clock.nanoseconds(afterRuns: runsPlayed) }
  }

  /// Counts a candidate played whole, which took `nanoseconds`.
  func candidateFinished(nanoseconds: UInt64) {
    candidates.withLock { $0 = ($0.count + 1, $0.nanoseconds.addingSaturated(nanoseconds)) }
  }

  /// What the holdout is expected to take: twice the mean time of a
  /// candidate so far (the holdout plays two configs), plus 50 ms.
  var holdoutEstimate: UInt64 {
    let (count, total) = candidates.withLock { $0 }
    let mean = count == 0 ? 0 : total / UInt64(count)
    return mean.multipliedSaturated(by: 2).multipliedSaturated(by: UInt64(max(1, holdoutScale.load(ordering: .relaxed))))
      .addingSaturated(Self.holdoutMarginNanoseconds)
  }

  /// Starts a search that must stop `fraction` of S after the start (or
  /// before, for the holdout's estimate), and says how many times a pair of
  /// candidates the holdout will take; with no time limit it changes nothing.
  func beginSearch(endingAt fraction: Double, holdoutScale scale: Int) {
    guard let limit else { return }
    let end = fraction >= 1 ? limit.nanoseconds : UInt64(Double(limit.nanoseconds) * max(0, fraction))
    phaseEnd.store(end, ordering: .relaxed)
    holdoutScale.store(scale, ordering: .relaxed)
    expired.store(false, ordering: .relaxed)
  }

  /// Whether the search must start nothing more and cut short what it is
  /// playing: the time since the start plus the holdout's estimate reaches
  /// S. Once true, it stays true.
  var searchMustStop: Bool {
    if cancellation.isCancelled { return true }
    guard let limit else { return false }
    if expired.load(ordering: .relaxed) { return true }
    let end = min(limit.nanoseconds, phaseEnd.load(ordering: .relaxed))
    // Only the last search keeps the holdout's time free; the earlier ones stop at their share.
    let estimate = end < limit.nanoseconds ? 0 : holdoutEstimate
    guard elapsed(limit).addingSaturated(estimate) >= end else { return false }
    expired.store(true, ordering: .relaxed)
    return true
  }

  /// The nanoseconds left until S (0 once it has passed); nil without a time limit.
  var timeLeft: UInt64? {
    limit.map { limit in
      let elapsed = elapsed(limit)
      return elapsed >= limit.nanoseconds ? 0 : limit.nanoseconds - elapsed
    }
  }

  private func elapsed(_ limit: TimeLimit) -> UInt64 {
    let now = limit.clock.nanoseconds(afterRuns: runsPlayed)
    return now >= limit.start ? now - limit.start : 0
  }
}

extension UInt64 {
  fileprivate func addingSaturated(_ other: UInt64) -> UInt64 {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }

  fileprivate func multipliedSaturated(by other: UInt64) -> UInt64 {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? .max : product
  }
}
