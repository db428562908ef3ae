import Synchronization

/// Compiles a waterfall for the Monte Carlo kernel by playing the trace
/// engine, with the real adapters, on each line item alone.
///
/// For each line item, and each answer its network's script can give
/// (fill, no fill, error; in time or after the timeout; never), a probe
/// plays a one-line-item copy of the config in which the simulation imposes
/// that answer at a chosen latency (`Simulation.forcedAnswers`). What the
/// SDK made of it — the outcome, its latency, the violations, and for a fill
/// the winner's whole lifecycle — becomes the table entry. Each answer is
/// probed at both ends and the middle of its latency range; a line item
/// whose probes disagree (a behaviour that depends on the latency in a way
/// a table cannot hold) makes the whole config run on the engine instead,
/// as does a placement shared by line items whose loads depend on each other.
enum KernelCompiler {
  /// The kernel for `config`, or nil when a line item's behaviour cannot be
  /// tabulated (the batch then runs on the engine).
  /// `cache`, when given, keeps what was learned of each line item for the
  /// next compile of a config that differs from this one only in its line
  /// items' order, prices and number (`mediate optimize`'s candidates).
  static func compile(_ config: WaterfallConfig, sources: AdSourceTable, cache: LearnedCache? = nil)
    -> MonteCarloKernel?
  {
    guard needsEngine(config, sources: sources) == nil else { return nil }
    var learned: [LineItem: Learned] = [:]
    // A class sets up with the credentials of all its line items, so what a line item does depends on which are there.
    let context = cache.map { _ in LearnedCache.Context(config) }
    var steps: [MonteCarloKernel.Step] = []
    var verdicts: [MonteCarloKernel.Verdict] = []
    var ruleHits: [MonteCarloKernel.RuleHit] = []
    let severities = config.ruleSeverities
    /// The kernel's form of a learned set of breaches: counts by severity, hits appended to `ruleHits`.
    func counts(_ hits: [MonteCarloKernel.RuleHit]) -> MonteCarloKernel.ViolationCounts {
      guard !hits.isEmpty else { return .none }
      let start = ruleHits.count
      ruleHits += hits
      var counts = MonteCarloKernel.ViolationCounts(errors: 0, warnings: 0, hits: start..<ruleHits.count)
      for hit in hits {
        switch severities[hit.rule] {
        case .error: counts.errors += hit.count
        case .warning: counts.warnings += hit.count
        case .off: break
        }
      }
      return counts
    }
    var lifecycles = Array(repeating: MonteCarloKernel.Lifecycle(), count: config.lineItems.count)
    /// Learns `lineItem` and appends its step; false when it cannot be tabulated.
    func addStep(_ lineItem: Int) -> Bool {
      let item = config.lineItems[lineItem]
      // The label and the eCPM name and price a line item; they do not change what it does.
      var key = item
      key.label = ""
      key.ecpm = DecimalNumber(micros: 0)
      let entry: Learned
      if let known = learned[key] {
        entry = known
      } else if let cache, let context, let known = cache[LearnedCache.Key(item: key, context: context)] {
        learned[key] = known
        entry = known
      } else {
        guard let fresh = learn(item, in: config, sources: sources) else { return false }
        learned[key] = fresh
        if let cache, let context { cache[LearnedCache.Key(item: key, context: context)] = fresh }
        entry = fresh
      }
      let source = sources[lineItem]
      steps.append(
        MonteCarloKernel.Step(
          lineItem: lineItem, timeoutMs: item.timeoutMs, drawsAnswer: entry.drawsAnswer, load: item.network.load.draws,
          streamKey: source.streamKey, price: item.ecpm, classNumber: source.classNumber ?? -1,
          priced: source.role == .waterfall && item.network.load.valuation != nil))
      verdicts += entry.verdicts.map { verdict in
        MonteCarloKernel.Verdict(
          outcome: verdict.outcome, fixedLatencyMs: verdict.fixedLatencyMs, violations: counts(verdict.rules),
          abandonedViolations: counts(verdict.abandonedRules), wins: verdict.wins)
      }
      lifecycles[lineItem] = entry.lifecycle
      return true
    }
    for lineItem in sources.walkPlan.order {
      guard addStep(lineItem) else { return nil }
    }
    let walkCount = steps.count
    // How each bidder takes part follows from how set-up went, which is the same in every run.
    let setUp = Simulation(config: config, sources: sources, seed: 0, observers: [])
    setUp.runSetUpOnly()
    var bidders: [MonteCarloKernel.Bidder] = []
    for lineItem in sources.bidders {
      guard let bidding = config.lineItems[lineItem].bidding else { continue }
      let presence = setUp.presence(ofBidder: lineItem)
      let signals = SignalCollection(
        script: config.lineItems[lineItem].network.signals, profile: sources[lineItem].profile,
        format: config.adUnit.format)
      // Only a bidder that bids can win and be loaded: its load is learned, as a waterfall line item's is.
      if presence == .bids {
        guard addStep(lineItem) else { return nil }
      }
      bidders.append(
        MonteCarloKernel.Bidder(
          lineItem: lineItem, classNumber: sources[lineItem].classNumber ?? -1, presence: presence, bidding: bidding,
          valuation: config.lineItems[lineItem].network.load.valuation, streamKey: sources[lineItem].streamKey,
          step: presence == .bids ? steps.count - 1 : -1,
          signalViolations: presence == .bids
            ? counts(
              Self.signalRuleHits(
                ofBidder: lineItem, config: config, sources: sources, severities: sources.ruleSeverities))
            : .none, signalFails: signals.fails, signalLatency: signals.latency))
    }
    let setUpCounts = counts(Self.ruleHits(of: setUpRuleCounts(of: config, sources: sources)))
    var kernel = MonteCarloKernel(
      steps: steps, walkCount: walkCount, verdicts: verdicts, lifecycles: lifecycles, setUpViolations: setUpCounts,
      ruleHits: ruleHits, demand: config.demand, auction: config.auction, bidders: bidders,
      classCount: sources.classes.count)
    kernel.isBanner = config.adUnit.format.traits.refreshes
    if kernel.isBanner, config.app.viewForMs > 0 {
      kernel.refresh = MonteCarloKernel.BannerRefresh(
        intervalMs: config.adUnit.refreshIntervalMs, viewEndMs: config.app.viewForMs)
    }
    return kernel
  }

  /// Why a config as a whole must run on the engine, if it must: its runs
  /// depend on more than one line item at a time in ways tables of one line
  /// item cannot hold.
  static func needsEngine(_ config: WaterfallConfig, sources: AdSourceTable) -> String? {
    // Whether the second load on a shared placement sees the first still
    // loading depends on both latencies and timeouts in the same run.
    if sources.sharesAGuardedPlacement {
      return "line items of a class that guards its placements share a placement"
    }
    if config.adUnit.format.traits.refreshes, config.app.viewForMs > 0, let reason = bannerNeedsEngine(config) {
      return reason
    }
    // A false success's ad (`completion.onNetworkFailure: "succeed"`) does after its fill what no real ad of the
    // line item does (its present fails, its banner or native ad has nothing of the network's): one line item, two
    // lives after a fill, where the kernel keeps one.
    if (0..<sources.count).contains(where: { sources[$0].profile?.onNetworkFailure == .succeed }) {
      return "a profile completes as a success after its network failed (completion.onNetworkFailure \"succeed\")"
    }
    if config.adUnit.format.traits.hasNativeAssets, config.app.loadAgainAfterMs != nil {
      // Whether the second request finds the first still loading depends on the whole walk's latency.
      return "the app reuses its ad loader (app.loadAgainAfterMs)"
    }
    return nil
  }

  /// Why a banner on screen for a while (`app.viewForMs`) must run on the
  /// engine, if it must. Its runs are sequences of requests, each taking
  /// down the banner before it, and the view's end takes down the last:
  /// the kernel plays them (`MonteCarloKernel.BannerRefresh`) when nothing
  /// a cut could drop ever happens after a request's walk ended — no banner
  /// activity after the show (taps, show steps, a self-refresh), no load
  /// answering after its timeout, a second time or after the app stopped
  /// waiting — the request has no auction and the app never releases it.
  static func bannerNeedsEngine(_ config: WaterfallConfig) -> String? {
    let reason = "a banner on screen for app.viewForMs is played on the engine"
    guard config.app.clicks.isEmpty else { return reason + " when the app taps it" }
    // The release takes the banner down and stops the refreshes: BannerRefresh knows nothing of it.
    guard config.app.releaseAd == nil else { return reason + " when the app releases it (app.releaseAdAtMs)" }
    guard config.demand == nil, !config.lineItems.contains(where: { $0.bidding != nil }) else {
      return reason + " with a request value, patience or bidders"
    }
    for item in config.lineItems {
      let network = item.network
      guard network.show?.isEmpty ?? true, !network.refreshesItself else {
        return reason + " when a banner plays a show script or refreshes itself"
      }
      let load = network.load
      guard load.duplicateCallbackAfterMs == nil, load.missingAdUnit == .fail, load.valuation == nil else {
        return reason + " when a network answers twice or prices the request"
      }
      let longest: Int64
      switch load.latency {
      case .fixed(let ms): longest = ms
      case .uniform(_, let max): longest = max
      }
      // An answer at or after the timeout comes after the walk moved on: a cut may drop it.
      guard longest < item.timeoutMs else { return reason + " when a load may answer after its timeout" }
    }
    return nil
  }

  /// What was learned of one line item.
  struct Learned: Sendable {
    var drawsAnswer: Bool
    var verdicts: [LearnedVerdict]
    var lifecycle: MonteCarloKernel.Lifecycle
  }

  /// What the SDK made of one kind of answer, with the rules it broke
  /// (the kernel's `Verdict` once its breaches are placed in `ruleHits`).
  struct LearnedVerdict: Sendable {
    var outcome: LoadResultOutcome
    var fixedLatencyMs: Int64?
    var rules: [MonteCarloKernel.RuleHit]
    /// The rules broken when the app stops waiting while the load is in flight.
    var abandonedRules: [MonteCarloKernel.RuleHit]
    var wins: Bool

    static let unreachable = LearnedVerdict(
      outcome: .error, fixedLatencyMs: 0, rules: [], abandonedRules: [], wins: false)
  }

  /// What one probe showed.
  private struct Probe: Equatable {
    var drewAnswers: Int
    var outcome: LoadResultOutcome
    var latencyMs: Int64
    /// The rules the load broke, beyond what set-up broke.
    var rules: [MonteCarloKernel.RuleHit]
    var lifecycle: MonteCarloKernel.Lifecycle?
  }

  /// What one line item of `config` does alone; its class sets up with the
  /// credentials of all its line items (`whole`), as in the whole config.
  private static func learn(_ item: LineItem, in config: WaterfallConfig, sources whole: AdSourceTable) -> Learned? {
    var single = config
    single.lineItems = [item]
    single.waterfallOrder = .listed
    // A probe plays one request: a banner's refreshes are the kernel's own loop.
    single.app.viewForMs = 0
    // A probe waits for its answer; what the app's patience cuts short is probed on its own.
    let patient = config.demand?.patience != nil
    single.demand?.patience = nil
    let sources = AdSourceTable(config: single, registry: whole.registry, setUpOf: whole)
    var baseline = setUpRuleCounts(of: single, sources: sources)
    // A bidder's probe bids first: what its signal collection breaks there is the auction's, counted at each of its
    // bids (`Bidder.signalViolations`), not its load's.
    if item.bidding != nil {
      for hit in signalRuleHits(ofBidder: 0, config: single, sources: sources, severities: sources.ruleSeverities) {
        baseline[hit.rule] += hit.count
      }
    }
    func probe(_ outcome: LoadScript.Outcome, atMs latency: Int64, patienceMs: Int64? = nil) -> Probe? {
      var probed = single
      if let patienceMs { probed.demand?.patience = .fixed(patienceMs) }
      return probeRun(
        probed, answer: ForcedLoadAnswer(outcome: outcome, latencyMs: latency), sources: sources, baseline: baseline)
    }
    /// The rules broken when the app stops waiting 1 ms before the SDK has
    /// the answer at each of `points` (the same at all of them, or nil); with
    /// no patience, or no moment to stop waiting in, the rules of `verdict`.
    func abandonedRules(_ outcome: LoadScript.Outcome, at points: [Int64], of verdict: LearnedVerdict)
      -> [MonteCarloKernel.RuleHit]?
    {
      let cut = points.filter { (verdict.fixedLatencyMs ?? $0) >= 1 }
      guard patient, !cut.isEmpty else { return verdict.rules }
      var found: [MonteCarloKernel.RuleHit]?
      for point in cut {
        let patienceMs = (verdict.fixedLatencyMs ?? point) - 1
        guard let result = probe(outcome, atMs: point, patienceMs: patienceMs), result.drewAnswers == 1,
          found == nil || found == result.rules
        else { return nil }
        found = result.rules
      }
      return found
    }
    var verdicts = Array(repeating: LearnedVerdict.unreachable, count: MonteCarloKernel.Step.slots)
    var lifecycle: MonteCarloKernel.Lifecycle?
    // Does the load reach the network's draw at all?
    guard let first = probe(.noFill, atMs: 0), first.drewAnswers <= 1 else { return nil }
    guard first.drewAnswers == 1 else {
      // An answer at once leaves the app no moment to stop waiting in.
      verdicts[MonteCarloKernel.Step.immediate] = LearnedVerdict(
        outcome: first.outcome, fixedLatencyMs: first.latencyMs, rules: first.rules, abandonedRules: first.rules,
        wins: first.outcome == .fill)
      return Learned(drawsAnswer: false, verdicts: verdicts, lifecycle: first.lifecycle ?? MonteCarloKernel.Lifecycle())
    }
    let timeout = item.timeoutMs
    let (low, high): (Int64, Int64)
    switch item.network.load.latency {
    case .fixed(let value): (low, high) = (value, value)
    case .uniform(let min, let max): (low, high) = (min, max)
    }
    // A waterfall line item's network with a valuation fills or not by its price; a bidder's load by its decision.
    let priced = item.bidding == nil && item.network.load.valuation != nil
    for outcome in priced ? [.fill, .noFill] : reachableOutcomes(of: item.network.load.decision) {
      var regions: [(late: Bool, low: Int64, high: Int64)] = []
      if outcome == .timeout {
        regions.append((true, timeout, timeout))
      } else {
        if low < timeout { regions.append((false, low, min(high, timeout - 1))) }
        if high >= timeout { regions.append((true, max(low, timeout), high)) }
      }
      for region in regions {
        let points = Array(Set([region.low, region.low + (region.high - region.low) / 2, region.high])).sorted()
        var probes: [Probe] = []
        for point in points {
          guard let result = probe(outcome, atMs: point), result.drewAnswers == 1 else { return nil }
          probes.append(result)
        }
        // A network that never answers has no latency for the SDK's to follow.
        guard var verdict = verdict(from: probes, at: outcome == .timeout ? nil : points),
          let abandoned = abandonedRules(outcome, at: points, of: verdict)
        else { return nil }
        verdict.abandonedRules = abandoned
        verdicts[MonteCarloKernel.Step.slot(outcome, late: region.late)] = verdict
        if verdict.wins {
          guard let shown = probes[0].lifecycle, lifecycle == nil || lifecycle == shown else { return nil }
          lifecycle = shown
        }
      }
    }
    return Learned(drawsAnswer: true, verdicts: verdicts, lifecycle: lifecycle ?? MonteCarloKernel.Lifecycle())
  }

  /// The one verdict that explains every probe of a region, or nil; the
  /// SDK's latency follows the network's only when the probes at `points`
  /// show it does.
  private static func verdict(from probes: [Probe], at points: [Int64]?) -> LearnedVerdict? {
    guard let first = probes.first else { return nil }
    for probe in probes.dropFirst() {
      guard probe.outcome == first.outcome, probe.rules == first.rules, probe.lifecycle == first.lifecycle
      else { return nil }
    }
    let latencies = probes.map(\.latencyMs)
    let fixed: Int64?
    if let points, latencies == points {
      fixed = nil
    } else if Set(latencies).count == 1 {
      fixed = first.latencyMs
    } else {
      return nil
    }
    let wins = first.outcome == .fill
    guard wins == (first.lifecycle != nil) else { return nil }
    return LearnedVerdict(
      outcome: first.outcome, fixedLatencyMs: fixed, rules: first.rules, abandonedRules: first.rules, wins: wins)
  }

  /// The outcomes `decision` can draw.
  private static func reachableOutcomes(of decision: LoadScript.Decision) -> [LoadScript.Outcome] {
    switch decision {
    case .always(let outcome): [outcome]
    case .fillRate(let rate): (rate > 0 ? [.fill] : []) + (rate < 1 ? [.noFill] : [])
    }
  }

  /// Plays `config` (one line item) with `answer` imposed on its network.
  private static func probeRun(
    _ config: WaterfallConfig, answer: ForcedLoadAnswer, sources: AdSourceTable, baseline: [Int]
  ) -> Probe? {
    let observer = TallyObserver(lineItems: 1)
    let simulation = Simulation(config: config, sources: sources, seed: 0, observers: [observer])
    simulation.probe.forced[0] = answer
    simulation.probe.bidsWin = true
    simulation.run()
    let tally = observer.tally
    guard let load = tally.loads[0] else { return nil }
    let lifecycle =
      tally.winner == nil
      ? nil
      : MonteCarloKernel.Lifecycle(
        presented: tally.presented, impressions: tally.impressions, clicks: tally.clicks,
        rewardGranted: tally.rewardGranted)
    return Probe(
      drewAnswers: simulation.probe.used, outcome: load.outcome, latencyMs: load.latencyMs,
      rules: ruleHits(of: zip(tally.ruleCounts, baseline).map { $0 - $1 }), lifecycle: lifecycle)
  }

  /// How often a run of `config` breaks each rule before its first load (adapter set-up), by rule number.
  private static func setUpRuleCounts(of config: WaterfallConfig, sources: AdSourceTable) -> [Int] {
    let observer = TallyObserver(lineItems: config.lineItems.count)
    Simulation(config: config, sources: sources, seed: 0, observers: [observer]).runSetUpOnly()
    return observer.tally.ruleCounts
  }

  /// The rules `lineItem`, a bidder that collects signals, breaks at each of its signals' arrivals (where it
  /// collected them: `collectSignals.thread`, `touchesUI`), asked of the rules that examine signals, as the
  /// engine's contract monitor asks them at the `signals` record; rules that are off left out. What they find does
  /// not depend on the signals' outcome (the kernel's differential tests would tell).
  private static func signalRuleHits(
    ofBidder lineItem: Int, config: WaterfallConfig, sources: AdSourceTable, severities: [RuleSeverity]
  ) -> [MonteCarloKernel.RuleHit] {
    let run = MonitoredRun(config: config, sources: sources)
    let signals = SimulationEvent.signalsCollected(
      SignalsCollected(
        lineItem: lineItem, token: "", error: nil, latencyMs: 0,
        thread: sources[lineItem].profile?.collectSignalsThread ?? ConfigSchema.CollectSignals.thread.defaultValue))
    var hits: [MonteCarloKernel.RuleHit] = []
    for (number, rule) in ContractRules.all.enumerated()
    where rule.examines.contains(.signalsCollected) && severities[number] != .off {
      let count = rule.init().breaches(signals, in: run).count
      if count > 0 { hits.append(MonteCarloKernel.RuleHit(rule: number, count: count)) }
    }
    return hits
  }

  /// The rules counts by rule number name, as hits (rules not broken left out).
  private static func ruleHits(of counts: [Int]) -> [MonteCarloKernel.RuleHit] {
    counts.indices.compactMap { counts[$0] == 0 ? nil : MonteCarloKernel.RuleHit(rule: $0, count: counts[$0]) }
  }
}

/// What the kernel compiler learned of line items, kept across the
/// compiles of many configs that share everything but their line items'
/// order, prices, number and timeouts: `mediate optimize`'s candidates.
/// Shared by the threads that compile them.
final class LearnedCache: Sendable {
  /// What a line item's behaviour depends on beyond itself: the config
  /// apart from its line items, and which line items share its classes'
  /// set-up (so the labels of all of them).
  struct Context: Hashable, Sendable {
    var labels: [String]
    var auction: AuctionSettings

    init(_ config: WaterfallConfig) {
      labels = config.lineItems.map(\.label).sorted()
      auction = config.auction
    }
  }

  struct Key: Hashable, Sendable {
    /// The line item without its label and price, as the compiler keys it.
    var item: LineItem
    var context: Context
  }

  private let entries = Mutex<[Key: KernelCompiler.Learned]>([:])

  subscript(key: Key) -> KernelCompiler.Learned? {
    get { entries.withLock { $0[key] } }
    set { entries.withLock { $0[key] = newValue } }
  }
}
