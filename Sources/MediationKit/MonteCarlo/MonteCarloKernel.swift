/// The Monte Carlo kernel: a waterfall compiled into flat per-line-item
/// tables, and a loop that plays one run from them without allocating.
///
/// The tables hold no behaviour of their own. What a network answers is
/// drawn by the network's own function (`LoadScript.drawAnswer(using:)`);
/// what the SDK makes of each answer, and what a winner's lifecycle comes
/// to, was learned by playing the trace engine with the real adapters
/// (`KernelCompiler`). The differential tests hold the two to the same
/// per-run tallies.
struct MonteCarloKernel {
  /// What the SDK made of one kind of network answer, as learned.
  struct Verdict {
    var outcome: LoadResultOutcome
    /// The SDK's latency: the network's own, or this fixed one.
    var fixedLatencyMs: Int64?
    /// Violations this load adds to the run, wherever in the run they fall.
    var violations: ViolationCounts
    /// Whether this answer wins the waterfall.
    var wins: Bool

    /// The filler of slots a step's script cannot reach.
    static let unreachable = Verdict(outcome: .error, fixedLatencyMs: 0, violations: .none, wins: false)
  }

  /// The rules a load (or set-up) breaks: how many breaches are errors and
  /// how many warnings, and which rules, as a range of `ruleHits`.
  struct ViolationCounts: Equatable {
    var errors: Int
    var warnings: Int
    var hits: Range<Int>

    static let none = ViolationCounts(errors: 0, warnings: 0, hits: 0..<0)
  }

  /// A rule (by number) and how often one verdict breaks it.
  struct RuleHit: Equatable {
    var rule: Int
    var count: Int
  }

  /// One line item of the walk. Trivial values only: the loop copies no references.
  struct Step {
    var lineItem: Int
    var timeoutMs: Int64
    /// Whether the load reaches the network's draw (an adapter that fails
    /// at once, or a network without an ad unit, draws nothing).
    var drawsAnswer: Bool
    var load: LoadScript
    /// The key of the line item's random stream (`RandomStreams`).
    var streamKey: UInt64
    /// What a win of it is paid, USD CPM: its eCPM.
    var price: DecimalNumber

    /// The index in `verdicts` of this step's verdict for an answer of
    /// `outcome`, in time or late; `immediate` when nothing is drawn.
    @inline(__always)
    static func slot(_ outcome: LoadScript.Outcome, late: Bool) -> Int {
      switch outcome {
      case .fill: late ? 3 : 0
      case .noFill: late ? 4 : 1
      case .error: late ? 5 : 2
      case .timeout: 6
      case .empty: late ? 9 : 8
      }
    }

    static let immediate = 7
    static let slots = 10
  }

  /// What a line item's win comes to after the fill: presenting or
  /// rendering, the events it forwards, the reward.
  struct Lifecycle: Equatable {
    var presented = false
    var impressions = 0
    var clicks = 0
    var rewardGranted = false
  }

  var steps: [Step]
  /// `Step.slots` verdicts per step, in walk order; slots a step's script
  /// cannot reach hold `Verdict.unreachable`.
  var verdicts: [Verdict]
  /// Per line item in config order; what a win of it comes to.
  var lifecycles: [Lifecycle]
  /// Violations every run has before its first load (adapter set-up).
  var setUpViolations: ViolationCounts
  /// The rules verdicts break, each verdict's a contiguous range.
  var ruleHits: [RuleHit]

  /// Plays runs `runs` of the batch with base seed `seed` (run k with
  /// `Batch.runSeed(seed, run: k)`), telling `sink` each run's attempts and end.
  @inline(__always)
  func play<Sink: KernelSink>(runs: Range<Int>, of seed: UInt64, into sink: inout Sink) {
    steps.withUnsafeBufferPointer { steps in
      verdicts.withUnsafeBufferPointer { verdicts in
        lifecycles.withUnsafeBufferPointer { lifecycles in
          ruleHits.withUnsafeBufferPointer { hits in
            for run in runs {
              sink.beginRun(run, violations: setUpViolations, hits: hits)
              Self.play(
                seed: Batch.runSeed(seed, run: run), steps: steps, verdicts: verdicts, lifecycles: lifecycles,
                hits: hits, into: &sink)
            }
          }
        }
      }
    }
  }

  @inline(__always)
  private static func play<Sink: KernelSink>(
    seed: UInt64, steps: UnsafeBufferPointer<Step>, verdicts: UnsafeBufferPointer<Verdict>,
    lifecycles: UnsafeBufferPointer<Lifecycle>, hits: UnsafeBufferPointer<RuleHit>, into sink: inout Sink
  ) {
    var elapsed: Int64 = 0
    for index in steps.indices {
      let step = steps[index]
      let base = index &* Step.slots
      let verdict: Verdict
      var latencyMs: Int64 = 0
      if step.drawsAnswer {
        // Each line item draws from its own stream, as the engine's network does.
        var random = RandomStreams.stream(runSeed: seed, key: step.streamKey)
        let answer = step.load.drawAnswer(using: &random)
        if let drawn = answer.latencyMs {
          latencyMs = drawn
          verdict = verdicts[base &+ Step.slot(answer.outcome, late: drawn >= step.timeoutMs)]
        } else {
          verdict = verdicts[base &+ Step.slot(.timeout, late: true)]
        }
      } else {
        verdict = verdicts[base &+ Step.immediate]
      }
      let sdkLatency = verdict.fixedLatencyMs ?? latencyMs
      elapsed &+= sdkLatency
      sink.attempt(step.lineItem, verdict.outcome, latencyMs: sdkLatency, violations: verdict.violations, hits: hits)
      if verdict.wins {
        sink.endRun(winner: step.lineItem, price: step.price, lifecycle: lifecycles[step.lineItem], latencyMs: elapsed)
        return
      }
    }
    sink.endRun(winner: nil, price: DecimalNumber(micros: 0), lifecycle: Lifecycle(), latencyMs: elapsed)
  }
}

/// Where the kernel's runs go: the counters of a batch, or one run's tally.
/// `hits` is the kernel's `ruleHits`, which `violations` ranges index.
protocol KernelSink {
  mutating func beginRun(
    _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>)
  mutating func attempt(
    _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
    hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>)
  mutating func endRun(winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64)
}

/// Counts the kernel's runs into a batch tally, through the counters it
/// lends (`BatchTally.counting(_:)`): the same counts the engine's runs make
/// (`BatchTally.Counter.add(_:run:)`).
struct KernelBatchSink: KernelSink {
  let counter: BatchTally.Counter
  private var run = 0
  private var runViolations = 0
  private var runWarnings = 0

  init(counter: BatchTally.Counter) {
    self.counter = counter
  }

  @inline(__always)
  mutating func beginRun(
    _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    self.run = run
    runViolations = 0
    runWarnings = 0
    count(violations, hits: hits)
  }

  @inline(__always)
  mutating func attempt(
    _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
    hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    count(violations, hits: hits)
    counter.countLoad(of: lineItem, outcome, latencyMs: latencyMs)
  }

  @inline(__always)
  private mutating func count(
    _ violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    guard !violations.hits.isEmpty else { return }
    runViolations += violations.errors
    runWarnings += violations.warnings
    for index in violations.hits { counter.countRule(hits[index].rule, hits[index].count, inRun: run) }
  }

  @inline(__always)
  mutating func endRun(winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64) {
    counter.countEnd(
      ofRun: run, winner: winner, price: price, lifecycle: lifecycle, violations: runViolations,
      warnings: runWarnings, latencyMs: latencyMs)
  }
}

/// Builds one run's tally from the kernel, to compare with the engine's.
struct KernelRunSink: KernelSink {
  var tally: RunTally

  mutating func beginRun(
    _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    tally.reset()
    count(violations, hits: hits)
  }

  mutating func attempt(
    _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
    hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    count(violations, hits: hits)
    tally.loads[lineItem] = RunTally.Load(outcome: outcome, latencyMs: latencyMs)
  }

  private mutating func count(
    _ violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    tally.violations += violations.errors
    tally.warnings += violations.warnings
    for index in violations.hits { tally.ruleCounts[hits[index].rule] += hits[index].count }
  }

  mutating func endRun(winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64) {
    tally.waterfallLatencyMs = latencyMs
    tally.winner = winner
    tally.price = price
    guard winner != nil else { return }
    tally.presented = lifecycle.presented
    tally.impressions = lifecycle.impressions
    tally.clicks = lifecycle.clicks
    tally.rewardGranted = lifecycle.rewardGranted
  }
}
