import MediationKit
import Synchronization

/// The progress of a long `--runs` batch on a terminal's standard error:
/// runs done, rate and time left, redrawn in place at most ten times a
/// second, shown only once the batch has taken a second, and erased at the
/// end. Never in pipes or files, never on standard output.
final class ProgressLine: Sendable {
  private struct State {
    var shown = false
    var lastDrawn: UInt64 = 0
  }

  private let total: Int
  /// What is counted: `runs`, `candidates`.
  private let unit: String
  private let start: UInt64
  private let clock: @Sendable () -> UInt64
  private let output: @Sendable ([UInt8]) -> Void
  private let state = Mutex(State())

  /// A progress line for `total` runs (or other `unit`s), or nil when standard error is not a terminal.
  init?(total: Int, unit: String = "runs", context: CLIContext) {
    guard context.standardError.isTerminal else { return nil }
    let channel = UncheckedChannel(channel: context.standardError)
    self.total = total
    self.unit = unit
    self.clock = context.monotonicNanoseconds
    self.start = clock()
    self.output = { channel.channel.write($0) }
  }

  /// What a batch calls with the runs done so far.
  var reporter: @Sendable (Int) -> Void { { [self] in update($0) } }

  /// Notes that `done` runs are finished; from any thread.
  func update(_ done: Int) {
    let now = clock()
    let elapsed = now &- start
    let line: String? = state.withLock { state in
      guard elapsed >= 1_000_000_000, now &- state.lastDrawn >= 100_000_000 || done == total else { return nil }
      state.shown = true
      state.lastDrawn = now
      let seconds = Double(elapsed) / 1e9
      let rate = Double(done) / seconds
      let left = rate > 0 ? Double(total - done) / rate : 0
      return "\r\u{1B}[Kmediate: \(done) of \(total) \(unit), \(Self.rate(rate)) \(unit)/s, \(Int(left.rounded(.up))) s left"
    }
    if let line { output(Array(line.utf8)) }
  }

  /// Erases the line, if it was ever shown.
  func finish() {
    let shown = state.withLock { $0.shown }
    if shown { output(Array("\r\u{1B}[K".utf8)) }
  }

  private static func rate(_ value: Double) -> String {
    value >= 1e6 ? "\(Int((value / 1e5).rounded()) / 10).\(Int((value / 1e5).rounded()) % 10) M" : String(Int(value))
  }
}

/// Standard error as the progress line writes it from worker threads; the
/// line's own lock serialises the writes.
private struct UncheckedChannel: @unchecked Sendable {
  let channel: any OutputChannel
}
