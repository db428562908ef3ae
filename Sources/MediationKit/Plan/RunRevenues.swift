/// Each played run's revenue of both sides, in billionths of a USD (`RunEnd.revenueNanos`), kept for
/// `plan --check-tests`, whose simulated users draw runs uniformly from their arm's (decide2.md §7).
///
/// Two flat arrays of 64-bit integers: 16 bytes a run (1.6 MB at the default 100,000 runs, 16 GB at the
/// 10⁹ runs `--runs` allows, which `plan` refuses when the process may not use that much). The jobs of
/// the comparison write disjoint slices of them, each the runs it played.
package final class RunRevenues: @unchecked Sendable {
  /// The runs kept, by their index in the batch.
  let runs: Range<Int>
  private let a: UnsafeMutableBufferPointer<Int64>
  private let b: UnsafeMutableBufferPointer<Int64>

  /// The bytes kept per run.
  package static let bytesPerRun = 2 * MemoryLayout<Int64>.size

  init(runs: Range<Int>) {
    self.runs = runs
    a = .allocate(capacity: runs.count)
    b = .allocate(capacity: runs.count)
    a.initialize(repeating: 0)
    b.initialize(repeating: 0)
  }

  deinit {
    a.deallocate()
    b.deallocate()
  }

  /// Keeps the revenues of `played`, whose digests (`digestsA`, `digestsB`) are those of the chunk just played.
  func keep(runs played: Range<Int>, _ digestsA: DigestBuffers, _ digestsB: DigestBuffers) {
    let base = played.lowerBound - runs.lowerBound
    for offset in 0..<played.count {
      a[base + offset] = digestsA.runs[offset].end.revenueNanos
      b[base + offset] = digestsB.runs[offset].end.revenueNanos
    }
  }

  /// Side A's revenues (`a`) or B's, for reading only.
  func side(_ isA: Bool) -> UnsafeBufferPointer<Int64> {
    UnsafeBufferPointer(isA ? a : b)
  }
}
