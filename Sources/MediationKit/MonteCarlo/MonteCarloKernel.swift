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
    /// Those it adds when the app stops waiting while it is in flight
    /// (`demand.patienceMs`): its answer still comes, but a fill is not shown.
    var abandonedViolations: ViolationCounts
    /// Whether this answer wins the waterfall.
    var wins: Bool

    /// The filler of slots a step's script cannot reach.
    static let unreachable = Verdict(
      outcome: .error, fixedLatencyMs: 0, violations: .none, abandonedViolations: .none, wins: false)
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

  /// One line item the walk may load (a waterfall line item, or a bidder's
  /// load once its bid won). Trivial values only: the loop copies no references.
  struct Step {
    var lineItem: Int
    var timeoutMs: Int64
    /// Whether the load reaches the network's draw (an adapter that fails
    /// at once, or a network without an ad unit, draws nothing).
    var drawsAnswer: Bool
    var load: LoadScript.Draws
    /// The key of the line item's random stream (`RandomStreams`).
    var streamKey: UInt64
    /// What a win of it is paid, USD CPM: its eCPM (a bidder's is its bid).
    var price: DecimalNumber
    /// Its adapter class's number (`AdSource.classNumber`), -1 for none.
    var classNumber: Int
    /// Whether its network prices the request against `price` (a waterfall
    /// line item with a valuation).
    var priced: Bool

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

  /// One bidding line item of the auction.
  struct Bidder {
    var lineItem: Int
    var classNumber: Int
    var presence: BidderPresence
    var bidding: BiddingScript
    var valuation: Valuation?
    var streamKey: UInt64
    /// Its load's step in `steps` (after the waterfall's), once its bid won.
    var step: Int
    /// The rules its signal collection breaks, judged at its signals' arrival (`collectSignals.thread`,
    /// `touchesUI`).
    var signalViolations = ViolationCounts.none
    /// Whether its signal collection fails, so that it answers no bid at the signal's arrival.
    var signalFails = false
    /// Its signal latency; a range draws from its signal stream (`SeedTree.signalKey(of:)`).
    var signalLatency = LoadScript.Latency.fixed(0)
  }

  /// A bidder's answer in the run being played.
  struct BidScratch {
    var state: BidState?
    var arrivesAtMs: Int64 = 0
    /// When its signals arrive.
    var signalAtMs: Int64 = 0
    var position = 0
    /// Its stream after its bid's draws: its load goes on from there.
    var random = SplitMix64(seed: 0)
  }

  /// What a line item's win comes to after the fill: presenting or
  /// rendering, the events it forwards, the reward.
  struct Lifecycle: Equatable {
    var presented = false
    var impressions = 0
    var clicks = 0
    var rewardGranted = false
  }

  /// The waterfall's line items in walk order, then each bidder's load.
  var steps: [Step]
  /// How many of `steps` the waterfall walks (the rest are bidders' loads).
  var walkCount: Int
  /// `Step.slots` verdicts per step, in `steps` order; slots a step's script
  /// cannot reach hold `Verdict.unreachable`.
  var verdicts: [Verdict]
  /// Per line item in config order; what a win of it comes to.
  var lifecycles: [Lifecycle]
  /// Violations every run has before its first load (adapter set-up).
  var setUpViolations: ViolationCounts
  /// The rules verdicts break, each verdict's a contiguous range.
  var ruleHits: [RuleHit]
  /// The request's value and the app's patience; nil without `demand`.
  var demand: Demand?
  var auction: AuctionSettings
  /// The bidding line items, in listed order.
  var bidders: [Bidder]
  /// How many adapter classes the config uses.
  var classCount: Int
  /// A banner whose runs are one request each (`KernelCompiler`): a sink
  /// that keeps a run's requests hears that its one request started.
  var isBanner = false
  /// A banner on screen for a while: its runs are sequences of requests.
  var refresh: BannerRefresh?

  /// How a banner's runs go on after their first request (docs/config.md, "Banner").
  struct BannerRefresh {
    /// The ad unit's refresh rate; nil: one request a run.
    var intervalMs: Int64?
    /// When the banner leaves the screen (`app.viewForMs`).
    var viewEndMs: Int64
  }

  /// Plays runs `runs` of the batch with base seed `seed` (run k with
  /// `SeedTree.run(k, of: seed)`), telling `sink` each run's attempts and end.
  @inline(__always)
  func play<Sink: KernelSink>(runs: Range<Int>, of seed: UInt64, into sink: inout Sink) {
    let isBanner = self.isBanner
    let refresh = self.refresh
    var scratch = Array(repeating: BidScratch(), count: bidders.count)
    // Only an auction marks the classes of losing bidders: without bidders, nothing to allocate.
    var lost = Array(repeating: false, count: bidders.isEmpty ? 0 : classCount)
    let tables = Tables(
      steps: steps, walkCount: walkCount, verdicts: verdicts, lifecycles: lifecycles, demand: demand,
      auction: auction, bidders: bidders)
    tables.with { tables in
      ruleHits.withUnsafeBufferPointer { hits in
        scratch.withUnsafeMutableBufferPointer { scratch in
          lost.withUnsafeMutableBufferPointer { lost in
            if let refresh {
              // A banner's requests, one after another: each its own walk with its own seed, the next
              // `intervalMs` after the previous one ended, while that is before the view ends.
              for run in runs {
                sink.beginRun(run, violations: setUpViolations, hits: hits)
                sink.beginRequests()
                let runSeed = SeedTree.run(run, of: seed)
                var start: Int64 = 0
                var index = 0
                while true {
                  sink.requestStarted()
                  let latency = Self.play(
                    WaterfallOnly.self, seed: SeedTree.request(index, of: runSeed), tables: tables, hits: hits,
                    scratch: scratch, lost: lost, into: &sink)
                  guard let interval = refresh.intervalMs, start &+ latency &+ interval < refresh.viewEndMs else {
                    break
                  }
                  start = start &+ latency &+ interval
                  index &+= 1
                }
                sink.endRequests()
              }
            } else if tables.demand == nil, tables.bidders.isEmpty {
              for run in runs {
                sink.beginRun(run, violations: setUpViolations, hits: hits)
                if isBanner { sink.requestStarted() }
                Self.play(
                  WaterfallOnly.self, seed: SeedTree.run(run, of: seed), tables: tables, hits: hits,
                  scratch: scratch, lost: lost, into: &sink)
              }
            } else {
              for run in runs {
                sink.beginRun(run, violations: setUpViolations, hits: hits)
                if isBanner { sink.requestStarted() }
                Self.play(
                  WithDemand.self, seed: SeedTree.run(run, of: seed), tables: tables, hits: hits, scratch: scratch,
                  lost: lost, into: &sink)
              }
            }
          }
        }
      }
    }
  }

  /// Whether every run is one walk of the waterfall's steps in order: no
  /// demand, bidders or refreshes (what `SharedWalk` compares).
  var walksOnly: Bool { demand == nil && bidders.isEmpty && refresh == nil }

  /// The kernel's tables as the loop reads them: borrowed buffers and plain values.
  private struct Tables {
    var steps: [Step]
    var walkCount: Int
    var verdicts: [Verdict]
    var lifecycles: [Lifecycle]
    var demand: Demand?
    var auction: AuctionSettings
    var bidders: [Bidder]

    struct Borrowed {
      let steps: UnsafeBufferPointer<Step>
      let walkCount: Int
      let verdicts: UnsafeBufferPointer<Verdict>
      let lifecycles: UnsafeBufferPointer<Lifecycle>
      let demand: Demand?
      let auction: AuctionSettings
      let bidders: UnsafeBufferPointer<Bidder>
    }

    @inline(__always)
    func with(_ body: (Borrowed) -> Void) {
      steps.withUnsafeBufferPointer { steps in
        verdicts.withUnsafeBufferPointer { verdicts in
          lifecycles.withUnsafeBufferPointer { lifecycles in
            bidders.withUnsafeBufferPointer { bidders in
              body(
                Borrowed(
                  steps: steps, walkCount: walkCount, verdicts: verdicts, lifecycles: lifecycles, demand: demand,
                  auction: auction, bidders: bidders))
            }
          }
        }
      }
    }
  }

  /// What a run's loop is compiled for: a waterfall alone, or one with a
  /// request value, patience or bidders, whose checks the former leaves out.
  private protocol Mode {
    static var hasDemand: Bool { get }
  }

  private enum WaterfallOnly: Mode {
    static var hasDemand: Bool { false }
  }

  private enum WithDemand: Mode {
    static var hasDemand: Bool { true }
  }

  /// Plays one request; returns when its walk ended, from its start.
  @inline(__always) @discardableResult
  private static func play<Sink: KernelSink, M: Mode>(
    _ mode: M.Type, seed: UInt64, tables: Tables.Borrowed, hits: UnsafeBufferPointer<RuleHit>,
    scratch: UnsafeMutableBufferPointer<BidScratch>, lost: UnsafeMutableBufferPointer<Bool>, into sink: inout Sink
  ) -> Int64 {
    let steps = tables.steps
    let verdicts = tables.verdicts
    // The request's own draws first: its value, then the app's patience.
    var value: Double?
    var patience = Int64.max
    if M.hasDemand, let demand = tables.demand {
      var random = SeedTree.stream(SeedTree.requestKey, in: seed)
      let drawn = demand.draw(using: &random)
      value = drawn.value
      patience = drawn.patienceMs ?? .max
    }
    var elapsed: Int64 = 0
    // The winning bidder (index into `bidders`) and its bid; where it enters the walk.
    var winner = -1
    var winningPrice = DecimalNumber(micros: 0)
    if M.hasDemand, !tables.bidders.isEmpty {
      guard
        let close = auction(
          tables: tables, seed: seed, value: value, patience: patience, scratch: scratch, lost: lost,
          winner: &winner, price: &winningPrice, hits: hits, into: &sink)
      else {
        sink.endRun(
          winner: nil, price: DecimalNumber(micros: 0), lifecycle: Lifecycle(), latencyMs: patience, abandoned: true,
          byBid: false)
        return patience
      }
      elapsed = close
    }
    var entry = -1
    if winner >= 0 {
      entry = WalkPlan.entry(
        of: winningPrice, among: UnsafeBufferPointer(rebasing: steps[0..<tables.walkCount]).lazy.map(\.price))
    }
    var index = 0
    while true {
      let stepIndex: Int
      var random: SplitMix64
      let isBid = M.hasDemand && index == entry
      if isBid {
        entry = -1
        stepIndex = tables.bidders[winner].step
        random = scratch[winner].random
      } else {
        guard index < tables.walkCount else { break }
        stepIndex = index
        index &+= 1
        let number = steps[stepIndex].classNumber
        // A losing bidder's class is taken out of the walk.
        if M.hasDemand, number >= 0, !tables.bidders.isEmpty, lost[number] { continue }
        random = SeedTree.stream(steps[stepIndex].streamKey, in: seed)
      }
      // Steps and verdicts are read in place, field by field: copying them whole costs more than the run.
      let base = stepIndex &* Step.slots
      let slot: Int
      var latencyMs: Int64 = 0
      if steps[stepIndex].drawsAnswer {
        // Each line item draws from its own stream, as the engine's network does.
        let floor = steps[stepIndex].priced ? steps[stepIndex].price : nil
        let answer = steps[stepIndex].load.drawAnswer(using: &random, value: value, floor: floor)
        if let drawn = answer.latencyMs {
          latencyMs = drawn
          slot = base &+ Step.slot(answer.outcome, late: drawn >= steps[stepIndex].timeoutMs)
        } else {
          slot = base &+ Step.slot(.timeout, late: true)
        }
      } else {
        slot = base &+ Step.immediate
      }
      let sdkLatency = verdicts[slot].fixedLatencyMs ?? latencyMs
      let lineItem = steps[stepIndex].lineItem
      // The app stops waiting while this load is in flight: it goes on to its end, unseen.
      let abandoned = M.hasDemand && elapsed &+ sdkLatency > patience
      sink.verdict(slot &- base)
      sink.attempt(
        lineItem, verdicts[slot].outcome, latencyMs: sdkLatency,
        violations: abandoned ? verdicts[slot].abandonedViolations : verdicts[slot].violations, hits: hits)
      if abandoned {
        sink.endRun(
          winner: nil, price: DecimalNumber(micros: 0), lifecycle: Lifecycle(), latencyMs: patience, abandoned: true,
          byBid: false)
        return patience
      }
      elapsed &+= sdkLatency
      if verdicts[slot].wins {
        sink.endRun(
          winner: lineItem, price: isBid ? winningPrice : steps[stepIndex].price,
          lifecycle: tables.lifecycles[lineItem],
          latencyMs: elapsed, abandoned: false, byBid: isBid)
        return elapsed
      }
    }
    sink.endRun(
      winner: nil, price: DecimalNumber(micros: 0), lifecycle: Lifecycle(), latencyMs: elapsed, abandoned: false,
      byBid: false)
    return elapsed
  }

  /// Plays the run's auction (auction.md, steps 1 to 4): every bidder's
  /// answer from its stream in listed order, the round's winner, the
  /// classes of losing bidders marked in `lost`. Returns when it closed, or
  /// nil when the app stopped waiting first (then only the bids that
  /// arrived by then are counted).
  @inline(__always)
  private static func auction<Sink: KernelSink>(
    tables: Tables.Borrowed, seed: UInt64, value: Double?, patience: Int64,
    scratch: UnsafeMutableBufferPointer<BidScratch>, lost: UnsafeMutableBufferPointer<Bool>, winner: inout Int,
    price: inout DecimalNumber, hits: UnsafeBufferPointer<RuleHit>, into sink: inout Sink
  ) -> Int64? {
    let bidders = tables.bidders
    let timeoutMs = tables.auction.timeoutMs
    var round = AuctionRound(timeoutMs: timeoutMs, floor: tables.auction.floor)
    var position = 0
    for index in bidders.indices {
      let bidder = bidders[index]
      if bidder.classNumber >= 0 { lost[bidder.classNumber] = false }
      var answer: BiddingScript.Answer
      switch bidder.presence {
      case .absent:
        scratch[index].state = nil
        continue
      case .silent:
        answer = BiddingScript.Answer(price: nil, latencyMs: 0)
      case .bids:
        let signalMs: Int64
        switch bidder.signalLatency {
        case .fixed(let ms): signalMs = ms
        case .uniform:
          var signalRandom = SeedTree.stream(SeedTree.signalKey(of: bidder.streamKey), in: seed)
          signalMs = bidder.signalLatency.draw(using: &signalRandom)
        }
        scratch[index].signalAtMs = signalMs
        if bidder.signalFails {
          // No bid at the signal's arrival, without asking the network.
          answer = BiddingScript.Answer(price: nil, latencyMs: signalMs)
        } else {
          var random = SeedTree.stream(bidder.streamKey, in: seed)
          answer = bidder.bidding.drawAnswer(valuation: bidder.valuation, value: value, using: &random)
          answer.latencyMs &+= signalMs
          scratch[index].random = random
        }
      }
      let state = round.add(price: answer.price, latencyMs: answer.latencyMs, bidderFloor: bidder.bidding.floor)
      scratch[index].state = state
      scratch[index].arrivesAtMs = state == .timeout ? timeoutMs : answer.latencyMs
      scratch[index].position = position
      position &+= 1
    }
    let close = round.closeMs
    // A bidder's signal collection is judged at its signals' arrival, as the engine's `signals` record comes: when
    // they arrive by the auction's timeout and before the app stops waiting.
    for index in bidders.indices where bidders[index].presence == .bids && scratch[index].state != nil {
      let signalAt = scratch[index].signalAtMs
      guard !bidders[index].signalViolations.hits.isEmpty, signalAt <= timeoutMs, signalAt <= patience else {
        continue
      }
      sink.breached(bidders[index].signalViolations, hits: hits)
    }
    var withBid = false
    for index in bidders.indices where scratch[index].state == .bid {
      guard scratch[index].arrivesAtMs <= patience else { continue }
      withBid = true
      sink.bid(bidders[index].lineItem)
    }
    guard close <= patience else { return nil }
    var winnerLineItem: Int?
    for index in bidders.indices {
      guard let state = scratch[index].state else { continue }
      switch round.state(of: scratch[index].position, state) {
      case .won:
        winner = index
        winnerLineItem = bidders[index].lineItem
      case .lost:
        if bidders[index].classNumber >= 0 { lost[bidders[index].classNumber] = true }
      case .noBid, .belowFloor, .timeout:
        break
      }
    }
    if winner >= 0, bidders[winner].classNumber >= 0 { lost[bidders[winner].classNumber] = false }
    price = round.price ?? DecimalNumber(micros: 0)
    sink.auctionClosed(latencyMs: close, winner: winnerLineItem, price: round.price, withBid: withBid)
    return close
  }
}

/// Where the kernel's runs go: the counters of a batch, or one run's tally.
/// `hits` is the kernel's `ruleHits`, which `violations` ranges index.
///
/// No method has a default: a sink says what each one means to it, even
/// when that is nothing, so that a sink that forgets one does not compile.
protocol KernelSink {
  mutating func beginRun(
    _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>)
  mutating func attempt(
    _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
    hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>)
  /// A bidder bid (a `bid` record of state `bid`).
  mutating func bid(_ lineItem: Int)
  /// Rules broken outside a load: a bidder's signal collection, judged at its signals' arrival.
  mutating func breached(
    _ violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>)
  /// The auction closed.
  mutating func auctionClosed(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool)
  /// The run ended: `abandoned` when the app stopped waiting, `byBid` when the winner is the auction's.
  mutating func endRun(
    winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64, abandoned: Bool,
    byBid: Bool)
  /// Which of its step's verdicts (0 ..< `Step.slots`) the next `attempt` is:
  /// `verdicts[step * Step.slots + offset]`, which its outcome alone does not name.
  mutating func verdict(_ offset: Int)
  /// A banner's run with refresh starts its requests (`MonteCarloKernel.refresh`):
  /// its end comes with `endRequests`, not with each request's `endRun`.
  mutating func beginRequests()
  /// A banner's request started: the first of the run, or a refresh.
  mutating func requestStarted()
  /// A banner's requests with refresh are over (`MonteCarloKernel.refresh`):
  /// the run ends, after its last request's `endRun`.
  mutating func endRequests()
}

/// Counts the kernel's runs into a batch tally, through the counters it
/// lends (`BatchTally.counting(_:)`): the same counts the engine's runs make
/// (`BatchTally.Counter.add(_:run:)`).
struct KernelBatchSink: KernelSink {
  let counter: BatchTally.Counter
  private var run = 0
  /// The breaches of the run under way, so far.
  private(set) var runViolations = 0
  private(set) var runWarnings = 0
  /// A banner run with refresh: its request under way (-1 before the
  /// first), and how its first request ended, counted when the run ends.
  private var request = -1
  private var refreshing = false
  private var firstEnd: (winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64)?
  /// The requests after each run's first (refreshes), which the tally's
  /// banner counts add (`BatchTally.countingKernelRuns` counts the first with the run).
  private(set) var refreshes = BannerRequestTally()

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
    // A refresh's loads count only their breaches: the line items' figures are the first request's.
    if request > 0 { return }
    counter.countLoad(of: lineItem, outcome, latencyMs: latencyMs)
  }

  @inline(__always)
  mutating func verdict(_ offset: Int) {
    // The batch counts outcomes, not which of a step's verdicts gave them.
  }

  mutating func beginRequests() {
    refreshing = true
    request = -1
  }

  mutating func requestStarted() {
    if refreshing { request &+= 1 }
  }

  mutating func endRequests() {
    refreshing = false
    request = -1
    guard let end = firstEnd else { return }
    firstEnd = nil
    counter.countEnd(
      ofRun: run, winner: end.winner, price: end.price, lifecycle: end.lifecycle, violations: runViolations,
      warnings: runWarnings, latencyMs: end.latencyMs)
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
  mutating func bid(_ lineItem: Int) {
    counter.countBid(of: lineItem)
  }

  @inline(__always)
  mutating func breached(
    _ violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    count(violations, hits: hits)
  }

  @inline(__always)
  mutating func auctionClosed(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool) {
    counter.countAuction(latencyMs: latencyMs, winner: winner, price: price, withBid: withBid)
  }

  @inline(__always)
  mutating func endRun(
    winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64, abandoned: Bool,
    byBid: Bool
  ) {
    if refreshing {
      // The run ends with its last request; a refresh counts among the banner's requests.
      if request == 0 {
        firstEnd = (winner, price, lifecycle, latencyMs)
      } else {
        refreshes.count(filled: winner != nil, impressions: lifecycle.impressions, priceMicros: price.micros)
      }
      return
    }
    counter.countEnd(
      ofRun: run, winner: winner, price: price, lifecycle: lifecycle, violations: runViolations,
      warnings: runWarnings, latencyMs: latencyMs, abandoned: abandoned, byBid: byBid)
  }
}

/// Builds one run's tally from the kernel, to compare with the engine's.
struct KernelRunSink: KernelSink {
  var tally: RunOutcome

  mutating func beginRun(
    _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    tally.reset()
    count(violations, hits: hits)
  }

  mutating func requestStarted() {
    tally.apply(.requestStarted(RequestStarted(index: tally.requests.count)))
  }

  mutating func beginRequests() {
    // The tally keeps a banner's requests as `requestStarted` tells them, refreshed or not.
  }

  mutating func endRequests() {
    // The tally's run ended with its first request's `endRun`; later requests only add to `requests`.
  }

  mutating func verdict(_ offset: Int) {
    // The engine's tally has no verdicts: the differential tests compare outcomes.
  }

  mutating func attempt(
    _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
    hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    count(violations, hits: hits)
    // A refresh's loads count only their breaches: the run's loads are the first request's.
    if tally.requests.count > 1 { return }
    tally.loads[lineItem] = RunOutcome.Load(outcome: outcome, latencyMs: latencyMs)
  }

  private mutating func count(
    _ violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    tally.violations += violations.errors
    tally.warnings += violations.warnings
    for index in violations.hits { tally.ruleCounts[hits[index].rule] += hits[index].count }
  }

  mutating func bid(_ lineItem: Int) {
    tally.bids[lineItem] = true
  }

  mutating func breached(
    _ violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    count(violations, hits: hits)
  }

  mutating func auctionClosed(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool) {
    tally.auction = RunOutcome.Auction(latencyMs: latencyMs, winner: winner, price: price, withBid: withBid)
  }

  mutating func endRun(
    winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64, abandoned: Bool,
    byBid: Bool
  ) {
    if !tally.requests.isEmpty {
      tally.requests[tally.requests.count - 1] = RunOutcome.Request(
        winner: winner, price: winner == nil ? DecimalNumber(micros: 0) : price, latencyMs: latencyMs,
        impressions: winner == nil ? 0 : lifecycle.impressions)
      if tally.requests.count > 1 { return }
    }
    tally.abandoned = abandoned
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
