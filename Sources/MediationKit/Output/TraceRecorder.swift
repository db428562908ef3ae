/// An event's projection into the trace: the records it writes and what
/// the trace keeps of it for `result` and the checks of `expect`. Each
/// payload of `SimulationEvent` has one, in its file under `Engine/Events/`.
protocol TracedEvent {
  /// Writes the event's records, at `t`, and keeps what `recorder` needs of it.
  func trace(into recorder: TraceRecorder, at t: Int64)
}

/// The trace of one run: turns the simulation's events into the records of
/// output.md, numbered in the order they happen, and, once told the outcome
/// of the config's checks (`finish(checks:)`), closes with `check` records
/// and `result`.
///
/// A `load` record is held back until the adapter reaches its network, so
/// it can say what the adapter asked for; any other record releases it
/// first, which keeps records in causal order.
///
/// What each event writes is the event's own (`TracedEvent`, in its file
/// under `Engine/Events/`); the recorder keeps the state they share. That
/// state is internal so the events' files can reach it: nothing but a
/// `trace(into:at:)` writes it.
final class TraceRecorder: SimulationObserver {
  let config: WaterfallConfig
  let sources: AdSourceTable
  /// How the run's platform names what the records print.
  let names: PlatformNames
  private let sink: any RecordSink
  var seed: UInt64 = 0
  private var nextSeq = 0
  /// The `load` record waiting for its adapter's network request, and its time.
  var heldLoad: (record: LoadRecord, t: Int64)?
  /// The time of the latest record.
  private(set) var lastTime: Int64 = 0
  private(set) var tally: RunOutcome
  /// What the current request showed, for `result` and the checks of `expect`.
  var request: RequestFacts
  /// A banner run's first request, once a refresh started: what `result`
  /// and the checks speak of.
  var firstRequest: RequestFacts?
  /// The request of the event being traced, as its context says (nil but in
  /// runs whose ad unit refreshes): every record says it.
  private(set) var requestIndex: Int?
  /// The breaches of the whole run, for the checks of `expect` and for `--strict`.
  var violations: [ViolationRecord] = []
  var setUps: [SetUpRecord] = []
  /// What set-up handed each class's network (nil: it never called it).
  var setUpRequests: [String: [PassedSetting]?] = [:]

  /// What one request showed.
  struct RequestFacts {
    var loadErrors: [AdError?]
    /// The line items in the order the request walked them (the waterfall's
    /// plan until the walk starts).
    var walkOrder: [Int]
    /// By bidding line item: when its answer reached the auction, and what it came to.
    var bidLatencies: [Int: Int64] = [:]
    /// By bidding line item: what its `signals` record said.
    var signals: [Int: CollectedSignal] = [:]
    var auctionBids: [Int: AuctionClosed.Bid] = [:]
    /// Each bidder's answer as its `bid` record said it, for an auction the app stopped waiting for.
    var answers: [Int: (state: AuctionBidState, price: DecimalNumber?)] = [:]
    var auctionClosed = false
    var eventNames: [AdEventName] = []
    /// The native ad's assets, and by line item the calls its adapter made into its network.
    var assets: NativeAssets?
    var networkCalls: [[String]]
    var presentError: AdError?
    /// What the adapters asked their networks for, by line item.
    var loadRequests: [Int: NetworkRequest] = [:]

    init(lineItems: Int, walkOrder: [Int]) {
      loadErrors = Array(repeating: nil, count: lineItems)
      networkCalls = Array(repeating: [], count: lineItems)
      self.walkOrder = walkOrder
    }
  }

  /// The events the checks speak of (the first request's, for a banner).
  var eventNames: [AdEventName] { (firstRequest ?? request).eventNames }
  /// What the latest set-up handed its network, until its `setUp` record.
  var heldSetUpRequest: (className: String, request: [PassedSetting])?

  init(config: WaterfallConfig, sources: AdSourceTable, sink: any RecordSink) {
    self.config = config
    self.sources = sources
    self.names = sources.registry.platform.names
    self.sink = sink
    tally = RunOutcome(lineItems: config.lineItems.count)
    request = RequestFacts(lineItems: config.lineItems.count, walkOrder: sources.walkPlan.order)
    requestIndex = config.adUnit.format.traits.refreshes ? 0 : nil
  }

  func observe(_ event: SimulationEvent, in context: EventContext) {
    tally.apply(event)
    // Records say the request of the event that writes them; a `load` record held from the request
    // before goes out first, with its own.
    if context.requestIndex != requestIndex {
      releaseHeldLoad()
      requestIndex = context.requestIndex
    }
    switch event {
    case .requestStarted(let event): event.trace(into: self, at: context.t)
    case .runStarted(let event): event.trace(into: self, at: context.t)
    case .setUpRequested(let event): event.trace(into: self, at: context.t)
    case .adapterSetUp(let event): event.trace(into: self, at: context.t)
    case .signalsCollected(let event): event.trace(into: self, at: context.t)
    case .bidAnswered(let event): event.trace(into: self, at: context.t)
    case .auctionClosed(let event): event.trace(into: self, at: context.t)
    case .lineItemSkipped(let event): event.trace(into: self, at: context.t)
    case .abandoned(let event): event.trace(into: self, at: context.t)
    case .walkStarted(let event): event.trace(into: self, at: context.t)
    case .loadStarted(let event): event.trace(into: self, at: context.t)
    case .networkRequested(let event): event.trace(into: self, at: context.t)
    case .networkCalledBack(let event): event.trace(into: self, at: context.t)
    case .adapterCalledNetwork(let event): event.trace(into: self, at: context.t)
    case .completionCalled(let event): event.trace(into: self, at: context.t)
    case .loadEnded(let event): event.trace(into: self, at: context.t)
    case .waterfallEnded(let event): event.trace(into: self, at: context.t)
    case .adLoaded(let event): event.trace(into: self, at: context.t)
    case .appActed(let event): event.trace(into: self, at: context.t)
    case .presentRefused(let event): event.trace(into: self, at: context.t)
    case .clickResolved(let event): event.trace(into: self, at: context.t)
    case .impressionIgnored(let event): event.trace(into: self, at: context.t)
    case .requestRefused(let event): event.trace(into: self, at: context.t)
    case .sdkCalledAd(let event): event.trace(into: self, at: context.t)
    case .adapterReported(let event): event.trace(into: self, at: context.t)
    case .eventDelegateLost(let event): event.trace(into: self, at: context.t)
    case .adapterRetained(let event): event.trace(into: self, at: context.t)
    case .eventDropped(let event): event.trace(into: self, at: context.t)
    case .rewardGranted(let event): event.trace(into: self, at: context.t)
    case .violation(let event): event.trace(into: self, at: context.t)
    // Nothing more happens: a `load` record still held goes out.
    case .runEnded: releaseHeldLoad()
    }
  }

  /// What the run showed, for the checks of `expect`.
  var facts: RunFacts {
    let first = firstRequest ?? request
    return RunFacts(
      tally: tally, names: names, reward: tally.rewardGranted ? config.adUnit.reward : nil,
      eventNames: first.eventNames,
      violations: violations, assets: first.assets, networkCalls: first.networkCalls, loadErrors: first.loadErrors,
      signals: first.signals, presentError: first.presentError, setUps: setUps, loadRequests: first.loadRequests,
      setUpRequests: setUpRequests)
  }

  /// Ends the trace: a `check` record per check, then `result`, all at the
  /// time of the last record.
  func finish(checks: [CheckResult]) {
    let t = lastTime
    for check in checks { emit(.check(check), at: t) }
    emit(.result(result()), at: t)
  }

  /// The label of `lineItem`, as records name it.
  func label(_ lineItem: Int) -> String {
    sources[lineItem].label
  }

  /// Writes a record at `t`, after the held `load` record, if any.
  func emit(_ body: RecordBody, at t: Int64) {
    releaseHeldLoad()
    send(body, at: t)
  }

  /// Emits the held `load` record, if any, with the request the adapter made.
  func releaseHeldLoad(request: NetworkRequest? = nil) {
    guard var held = heldLoad else { return }
    heldLoad = nil
    held.record.request = request
    send(.load(held.record), at: held.t)
  }

  private func send(_ body: RecordBody, at t: Int64) {
    sink.receive(Record(seq: nextSeq, t: t, requestIndex: requestIndex, body: body))
    nextSeq += 1
    lastTime = t
  }

  /// The `result` record: what the app got, and the SDK's response info.
  private func result() -> ResultRecord {
    let first = firstRequest ?? request
    // The walk (a winning bid at its place), then the other bidders in listed order.
    let walked = Set(first.walkOrder)
    let order = first.walkOrder + sources.bidders.filter { !walked.contains($0) }
    let entries = order.map { responseEntry(for: $0, in: first) }
    let winnerEntry = tally.winner.flatMap { winner in order.firstIndex(of: winner).map { entries[$0] } }
    let info = ResponseInfo(
      responseIdentifier: HexDigits.sixteen(SplitMix64.mix(config.identity.leadingWord ^ SplitMix64.mix(seed))),
      loadedAdNetworkResponseInfo: winnerEntry, adNetworkInfoArray: entries)
    return ResultRecord(
      filled: tally.filled, lineItem: tally.winner.map(label), price: tally.winner == nil ? nil : tally.price,
      latencyMs: tally.waterfallLatencyMs,
      presented: tally.presented, reward: tally.rewardGranted ? config.adUnit.reward : nil,
      impressions: tally.impressions, clicks: tally.clicks, violations: tally.violations,
      warnings: tally.warnings, responseInfo: info,
      requests: tally.requests.isEmpty
        ? nil
        : tally.requests.map {
          ResultRecord.Request(
            filled: $0.filled, lineItem: $0.winner.map(label), latencyMs: $0.latencyMs,
            price: $0.winner == nil ? nil : $0.price)
        })
  }

  /// A line item's entry: how its load went; a bidder that did not win is
  /// `lost`, with its bid's latency (0 when the app stopped waiting before it
  /// answered); one that took no part (set-up failed and the request skips
  /// uninitialized adapters) is `notAttempted`. A bidder's entry says its
  /// auction state, or, when the auction never closed, its answer.
  private func responseEntry(for lineItem: Int, in request: RequestFacts) -> AdNetworkResponseInfo {
    let source = sources[lineItem]
    let auctionBid = request.auctionBids[lineItem]
    let answer = auctionBid.map { ($0.state, $0.price) } ?? request.answers[lineItem]
    let bid =
      source.role == .bidder
      ? AdNetworkResponseInfo.Bid(state: answer?.0 ?? .noBid, price: answer?.1) : nil
    // A bidder without a bid record took no part, once the auction closed (every other answered by then);
    // when the app stopped waiting first, it had not answered yet, and did not win.
    let tookPart = request.bidLatencies[lineItem] != nil || !request.auctionClosed
    let state: AdNetworkResponseInfo.State
    var latencyMs = tally.loads[lineItem]?.latencyMs ?? 0
    switch tally.loads[lineItem]?.outcome {
    case .fill?: state = .loaded
    case nil where source.role == .bidder && auctionBid?.state != .won && tookPart:
      state = .lost
      latencyMs = request.bidLatencies[lineItem] ?? 0
    case nil: state = .notAttempted
    case .noFill?, .error?, .timeout?, .adapterNotFound?, .formatNotSupported?, .ineligible?: state = .failed
    }
    let failed = state == .loaded || state == .failed
    return AdNetworkResponseInfo(
      adNetworkClassName: source.className, adSourceName: source.label, adUnitMapping: source.settings, state: state,
      latencyMs: latencyMs, error: failed ? request.loadErrors[lineItem] : nil, bid: bid)
  }
}
