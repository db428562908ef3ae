/// A kernel sink that `WalkReplay` can replay runs into: it hears which of
/// its runs were not drawn, because another kernel's walk already decided them.
///
/// Its one method has no default: a sink says what a replayed run means to
/// it, even when that is nothing.
protocol ReplaySink: KernelSink {
  /// The run just begun (`beginRun`) is replayed from another kernel's walk:
  /// what follows, up to its `endRun`, is what the kernel would have told.
  mutating func replaying()
}

/// A's walks of a chunk of runs, which B's runs of the same chunk replay
/// where both kernels walk alike (`SharedWalk`): compare's driver of B's
/// kernel, which plays the runs A's walks do not cover and tells B's sink
/// the others from B's own tables, without drawing them.
///
/// The kernel knows nothing of it: it plays ranges of runs
/// (`MonteCarloKernel.play(runs:of:into:)`), and a replayed run is the same
/// events its play would have given (`WalkReplayTests`).
struct WalkReplay {
  /// A's digests of the chunk: run `runs.lowerBound + offset` at `offset`.
  let walks: DigestBuffers
  let shared: SharedWalk

  /// Run `offset`'s walk on A, when B's run goes the same way; nil when B must draw it.
  @inline(__always)
  func walk(_ offset: Int) -> UnsafeBufferPointer<DigestAttempt>? {
    let run = walks.runs.base + offset
    guard shared.covers(run.pointee) else { return nil }
    return UnsafeBufferPointer(
      start: walks.attempts.base + Int(run.pointee.firstAttempt), count: run.pointee.attempts.count)
  }

  /// Plays `runs` of `kernel` (B's, the second of `shared`'s) with base seed
  /// `seed` into `sink`, as `kernel.play(runs:of:into:)` does, except a run
  /// `walks` covers: that one is replayed (`replay`), and `sink` is told so.
  /// The runs between two replayed ones are played in one go.
  func play<Sink: ReplaySink>(runs: Range<Int>, of seed: UInt64, on kernel: MonteCarloKernel, into sink: inout Sink) {
    precondition(kernel.walksOnly, "a shared walk is of kernels whose runs are walks (SharedWalk)")
    var run = runs.lowerBound
    while run < runs.upperBound {
      // The covered runs from here on, replayed; then those up to the next covered one, drawn.
      run = replay(from: run, of: runs, on: kernel, into: &sink)
      var drawn = run
      while drawn < runs.upperBound, walk(drawn &- runs.lowerBound) == nil { drawn &+= 1 }
      if run < drawn { kernel.play(runs: run..<drawn, of: seed, into: &sink) }
      run = drawn
    }
  }

  /// Replays the runs of `runs` from `start` on that `walks` covers, up to
  /// the first it does not; returns that run (or the end of `runs`).
  private func replay<Sink: ReplaySink>(
    from start: Int, of runs: Range<Int>, on kernel: MonteCarloKernel, into sink: inout Sink
  ) -> Int {
    guard start < runs.upperBound, walk(start &- runs.lowerBound) != nil else { return start }
    let setUpViolations = kernel.setUpViolations
    let isBanner = kernel.isBanner
    return kernel.steps.withUnsafeBufferPointer { steps in
      kernel.verdicts.withUnsafeBufferPointer { verdicts in
        kernel.lifecycles.withUnsafeBufferPointer { lifecycles in
          kernel.ruleHits.withUnsafeBufferPointer { hits in
            // A local copy, which the optimiser keeps in registers: what the sink knows of the run
            // (that it is replayed) is not read again from memory after each count it makes.
            var local = sink
            defer { sink = local }
            var run = start
            while run < runs.upperBound, let walk = walk(run &- runs.lowerBound) {
              // What the kernel tells of a run before its walk (`MonteCarloKernel.play`), then the walk.
              local.beginRun(run, violations: setUpViolations, hits: hits)
              if isBanner { local.requestStarted() }
              local.replaying()
              Self.replay(walk, steps: steps, verdicts: verdicts, lifecycles: lifecycles, hits: hits, into: &local)
              run &+= 1
            }
            return run
          }
        }
      }
    }
  }

  /// Tells `sink` again a walk another kernel played alike, from this
  /// kernel's tables: its first `walk.count` steps, each load with the
  /// verdict and the wait it had, then the end the kernel gives such a walk
  /// (without demand): the win of its last step, or none when it walked
  /// every step. Nothing is drawn.
  @inline(__always)
  private static func replay<Sink: KernelSink>(
    _ walk: UnsafeBufferPointer<DigestAttempt>, steps: UnsafeBufferPointer<MonteCarloKernel.Step>,
    verdicts: UnsafeBufferPointer<MonteCarloKernel.Verdict>,
    lifecycles: UnsafeBufferPointer<MonteCarloKernel.Lifecycle>,
    hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>, into sink: inout Sink
  ) {
    var elapsed: Int64 = 0
    for stepIndex in walk.indices {
      let offset = walk[stepIndex].verdict
      let slot = stepIndex &* MonteCarloKernel.Step.slots &+ offset
      let sdkLatency = walk[stepIndex].latencyMs
      let lineItem = steps[stepIndex].lineItem
      sink.verdict(offset)
      sink.attempt(
        lineItem, verdicts[slot].outcome, latencyMs: sdkLatency, violations: verdicts[slot].violations, hits: hits)
      elapsed &+= sdkLatency
      if verdicts[slot].wins {
        sink.endRun(
          winner: lineItem, price: steps[stepIndex].price, lifecycle: lifecycles[lineItem], latencyMs: elapsed,
          abandoned: false, byBid: false)
        return
      }
    }
    sink.endRun(
      winner: nil, price: DecimalNumber(micros: 0), lifecycle: MonteCarloKernel.Lifecycle(), latencyMs: elapsed,
      abandoned: false, byBid: false)
  }
}
