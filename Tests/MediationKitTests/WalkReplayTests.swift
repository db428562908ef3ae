import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// compare's replay of B's runs from A's walks (`WalkReplay`): B's sink
/// hears of a replayed run, event by event, what the kernel's play of that
/// run tells it, and is told which runs were replayed.
struct WalkReplayTests {
  /// What a kernel sink was told, in order.
  enum Event: Equatable {
    case beginRun(Int, MonteCarloKernel.ViolationCounts, [MonteCarloKernel.RuleHit])
    case attempt(Int, LoadResultOutcome, latencyMs: Int64, MonteCarloKernel.ViolationCounts, [MonteCarloKernel.RuleHit])
    case bid(Int)
    case breached(MonteCarloKernel.ViolationCounts, [MonteCarloKernel.RuleHit])
    case auctionClosed(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool)
    case endRun(
      winner: Int?, price: DecimalNumber, MonteCarloKernel.Lifecycle, latencyMs: Int64, abandoned: Bool, byBid: Bool)
    case verdict(Int)
    case replaying
    case beginRequests
    case requestStarted
    case endRequests
  }

  /// Keeps every event, each run's apart, a rule hit range as the hits it names.
  struct RecordingSink: ReplaySink {
    var runs: [[Event]] = []

    private mutating func record(_ event: Event) {
      runs[runs.count - 1].append(event)
    }

    mutating func beginRun(
      _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
    ) {
      runs.append([.beginRun(run, violations, Array(hits[violations.hits]))])
    }

    mutating func attempt(
      _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
      hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
    ) {
      record(.attempt(lineItem, outcome, latencyMs: latencyMs, violations, Array(hits[violations.hits])))
    }

    mutating func bid(_ lineItem: Int) { record(.bid(lineItem)) }

    mutating func breached(
      _ violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
    ) {
      record(.breached(violations, Array(hits[violations.hits])))
    }

    mutating func auctionClosed(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool) {
      record(.auctionClosed(latencyMs: latencyMs, winner: winner, price: price, withBid: withBid))
    }

    mutating func endRun(
      winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64, abandoned: Bool,
      byBid: Bool
    ) {
      record(
        .endRun(winner: winner, price: price, lifecycle, latencyMs: latencyMs, abandoned: abandoned, byBid: byBid))
    }

    mutating func verdict(_ offset: Int) { record(.verdict(offset)) }
    mutating func replaying() { record(.replaying) }
    mutating func beginRequests() { record(.beginRequests) }
    mutating func requestStarted() { record(.requestStarted) }
    mutating func endRequests() { record(.endRequests) }
  }

  private static func config(_ lineItems: [String]) throws -> WaterfallConfig {
    try ConfigLoader.load(
      Array(
        #"""
        {"version": 1, "seed": 11,
         "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
         "lineItems": [\#(lineItems.joined(separator: ", "))]}
        """#.utf8))
  }

  /// A line item that fills `fillRate` of its loads, late (a timeout) in about half; line item 1 has no
  /// `parameter`, so its adapter fails at once without drawing.
  private static func item(_ index: Int, ecpm: Int, fillRate: String = "0.3") -> String {
    """
    {"label": "N\(index)", "className": "GADMediationAdapterSampleAdNetwork", \(index == 1 ? "" : "\"parameter\": \"p\(index)\",")
     "ecpm": \(ecpm), "timeoutMs": 400, "network": {"load": {"fillRate": \(fillRate), "latencyMs": {"min": 10, "max": 900}}}}
    """
  }

  /// Runs `runs` of `b` replayed from `a`'s walks, and played on `b`'s
  /// kernel: each run's events, apart from the replay's notice, are the
  /// same, and the notice comes for the runs `a`'s walks cover, after the
  /// run's first events. Returns how many were replayed; nil when no walk is shared.
  private static func replayedRuns(
    _ a: WaterfallConfig, _ b: WaterfallConfig, runs: Range<Int>,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Int? {
    func kernel(_ config: WaterfallConfig) throws -> MonteCarloKernel {
      let sources = AdSourceTable(config: config, registry: config.registry(adding: .standard))
      return try #require(KernelCompiler.compile(config, sources: sources), sourceLocation: sourceLocation)
    }
    let (kernelA, kernelB) = (try kernel(a), try kernel(b))
    let pairOf = PairedSums.pairOf(
      Comparator.pairs(a.lineItems.map(\.label), b.lineItems.map(\.label)), lineItemsA: a.lineItems.count,
      lineItemsB: b.lineItems.count)
    guard let shared = SharedWalk(kernelA, kernelB, pairOfA: pairOf.a, pairOfB: pairOf.b) else { return nil }
    var walks = DigestBuffers(pairOf: pairOf.a, runs: runs.count, banner: kernelA.isBanner)
    defer { walks.free() }
    var tally = BatchTally(config: a)
    walks = tally.countingKernelRuns { [walks] counter in
      var sink = DigestSink(counter: counter, digests: walks)
      kernelA.play(runs: runs, of: a.seed, into: &sink)
      return sink.digests
    }
    let replay = WalkReplay(walks: walks, shared: shared)
    var replayed = RecordingSink()
    replay.play(runs: runs, of: a.seed, on: kernelB, into: &replayed)
    var played = RecordingSink()
    kernelB.play(runs: runs, of: a.seed, into: &played)
    try #require(replayed.runs.count == runs.count && played.runs.count == runs.count, sourceLocation: sourceLocation)
    var count = 0
    for offset in 0..<runs.count {
      var events = replayed.runs[offset]
      let covered = replay.walk(offset) != nil
      if covered {
        count += 1
        // The notice follows what the kernel tells before a walk: the run's start (and a banner's request).
        let notice = kernelB.isBanner ? 2 : 1
        #expect(events.count > notice && events[notice] == .replaying, "run \(offset)", sourceLocation: sourceLocation)
        events.removeAll { $0 == .replaying }
      } else {
        #expect(!events.contains(.replaying), "run \(offset)", sourceLocation: sourceLocation)
      }
      // The first run told otherwise is enough to say what went wrong.
      guard events == played.runs[offset] else {
        #expect(events == played.runs[offset], "run \(offset), replayed: \(covered)", sourceLocation: sourceLocation)
        break
      }
    }
    return count
  }

  /// A waterfall against itself: every run is replayed, and each tells
  /// what drawing it tells (fills, no fills, errors and timeouts).
  @Test func runsAgainstItselfTellWhatPlayingThemTells() throws {
    let a = try Self.config((0..<5).map { Self.item($0, ecpm: 50 - 10 * $0) })
    let runs = 1_000..<1_400
    #expect(try Self.replayedRuns(a, a, runs: runs) == runs.count)
  }

  /// Against a copy changed in its fourth line item: the runs that end in
  /// the first three steps are replayed, the others drawn, in order.
  @Test func runsEndingAboveAChangeTellWhatPlayingThemTells() throws {
    let items = (0..<5).map { Self.item($0, ecpm: 50 - 10 * $0) }
    var changed = items
    changed[3] = Self.item(3, ecpm: 20, fillRate: "0.6")
    let runs = 0..<400
    let replayed = try #require(try Self.replayedRuns(try Self.config(items), try Self.config(changed), runs: runs))
    #expect(replayed > 0 && replayed < runs.count, "\(replayed) of \(runs.count) replayed")
  }

  /// Generated configs (every format, rules broken at set-up and by loads)
  /// against themselves, those whose runs are walks that share their steps.
  @Test func generatedConfigsTellWhatPlayingThemTells() throws {
    var replayed = 0
    for seed in UInt64(0)..<24 {
      var generator = ConfigGenerator(seed: seed)
      let a = try ConfigLoader.load(Array(generator.config().utf8))
      let sources = AdSourceTable(config: a, registry: a.registry(adding: .standard))
      guard let kernel = KernelCompiler.compile(a, sources: sources), kernel.walksOnly else { continue }
      replayed += try Self.replayedRuns(a, a, runs: 0..<200) ?? 0
    }
    // So that the comparisons above cannot pass by replaying nothing.
    #expect(replayed > 0)
  }
}
