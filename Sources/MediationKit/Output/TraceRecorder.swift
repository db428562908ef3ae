/// The trace of one run: turns the simulation's events into the records of
/// output.md, numbered in the order they happen, and, once told the outcome
/// of the config's checks (`finish(checks:)`), closes with `check` records
/// and `result`.
///
/// A `load` record is held back until the adapter reaches its network, so
/// it can say what the adapter asked for; any other record releases it
/// first, which keeps records in causal order.
final class TraceRecorder: SimulationObserver {
  private let config: WaterfallConfig
  private let sources: AdSourceTable
  private let sink: any RecordSink
  private var seed: UInt64 = 0
  private var nextSeq = 0
  private var heldLoad: (record: LoadRecord, t: Int64)?
  /// The time of the latest record.
  private(set) var lastTime: Int64 = 0
  private(set) var tally: RunOutcome
  /// What the current request showed, for `result` and the checks of `expect`.
  private var request: RequestFacts
  /// A banner run's first request, once a refresh started: what `result`
  /// and the checks speak of.
  private var firstRequest: RequestFacts?
  /// A banner run's request under way (nil for other formats): every record says it.
  private var requestIndex: Int?
  /// The breaches of the whole run, for the checks of `expect` and for `--strict`.
  private(set) var violations: [ViolationRecord] = []
  private var setUps: [SetUpRecord] = []
  /// What set-up handed each class's network (nil: it never called it).
  private var setUpRequests: [String: [PassedSetting]?] = [:]

  /// What one request showed.
  private struct RequestFacts {
    var loadErrors: [AdError?]
    /// The line items in the order the request walked them (the waterfall's
    /// plan until the walk starts).
    var walkOrder: [Int]
    /// By bidding line item: when its answer reached the auction, and what it came to.
    var bidLatencies: [Int: Int64] = [:]
    var auctionBids: [Int: AuctionOutcome.Bid] = [:]
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
  private var heldSetUpRequest: (className: String, request: [PassedSetting])?

  init(config: WaterfallConfig, sources: AdSourceTable, sink: any RecordSink) {
    self.config = config
    self.sources = sources
    self.sink = sink
    tally = RunOutcome(lineItems: config.lineItems.count)
    request = RequestFacts(lineItems: config.lineItems.count, walkOrder: sources.walkPlan.order)
    requestIndex = config.adUnit.format == .banner ? 0 : nil
  }

  func observe(_ event: SimulationEvent, at t: Int64) {
    tally.apply(event)
    switch event {
    case .requestStarted(let index):
      releaseHeldLoad()
      requestIndex = index
      if index == 1 { firstRequest = request }
      if index > 0 { request = RequestFacts(lineItems: config.lineItems.count, walkOrder: sources.walkPlan.order) }
    case .runStarted(let seed):
      self.seed = seed
      emit(.run(RunRecord(config: config, seed: seed)), at: t)
    case .setUpRequested(let className, let request):
      heldSetUpRequest = (className, request)
    case .adapterSetUp(let className, let versions, let error, let latencyMs):
      let request = heldSetUpRequest?.className == className ? heldSetUpRequest?.request : nil
      heldSetUpRequest = nil
      setUpRequests[className] = .some(request)
      let setUp = SetUpRecord(
        className: className, adapterVersion: versions.adapterVersion,
        adapterVersionString: versions.adapterVersionString, adSDKVersion: versions.adSDKVersion,
        status: error == nil ? .ready : .error, error: error, latencyMs: latencyMs,
        settings: sources.adapterClass(named: className)?.settings ?? [], request: request)
      setUps.append(setUp)
      emit(.setUp(setUp), at: t)
    case .bidAnswered(let lineItem, let state, let price, let latencyMs):
      request.bidLatencies[lineItem] = latencyMs
      // Until the auction closes, a bid made is a bid that has not won.
      request.answers[lineItem] = (AuctionBidState(state), price)
      let source = sources[lineItem]
      emit(
        .bid(
          BidRecord(
            lineItem: source.label, className: source.className, state: state, price: price, latencyMs: latencyMs)),
        at: t)
    case .auctionClosed(let outcome):
      request.auctionClosed = true
      for bid in outcome.bids { request.auctionBids[bid.lineItem] = bid }
      let bids = outcome.bids.map { AuctionRecord.Bid(lineItem: label($0.lineItem), state: $0.state, price: $0.price) }
      emit(
        .auction(
          AuctionRecord(winner: outcome.winner.map(label), price: outcome.price, bids: bids, latencyMs: outcome.latencyMs)
        ), at: t)
    case .lineItemSkipped(let lineItem):
      emit(.skipped(SkippedRecord(lineItem: label(lineItem), reason: .lostAuction)), at: t)
    case .abandoned(let latencyMs):
      emit(.abandoned(AbandonedRecord(latencyMs: latencyMs)), at: t)
    case .walkStarted(let order):
      request.walkOrder = order
    case .loadStarted(let lineItem, let bidResponse):
      let source = sources[lineItem]
      releaseHeldLoad()
      let load = LoadRecord(
        lineItem: source.label, index: lineItem, className: source.className,
        parameter: source.settings[ServerParameter.key], timeoutMs: config.lineItems[lineItem].timeoutMs, request: nil,
        settings: source.settings, bidResponse: bidResponse)
      heldLoad = (load, t)
    case .networkRequested(let lineItem, let request):
      self.request.loadRequests[lineItem] = request
      releaseHeldLoad(request: request)
    case .networkCalledBack(let lineItem, let callback, let detail):
      emit(.network(NetworkRecord(lineItem: label(lineItem), callback: callback, detail: detail)), at: t)
    case .adapterCalledNetwork(let lineItem, let call):
      request.networkCalls[lineItem].append(call.name)
      emit(.networkCall(NetworkCallRecord(lineItem: label(lineItem), call: call)), at: t)
    case .completionCalled(let lineItem, _, _, let reason?):
      emit(.ignored(IgnoredRecord(lineItem: label(lineItem), call: "completion", reason: reason)), at: t)
    case .completionCalled:
      break
    case .loadEnded(let lineItem, let outcome, let latencyMs, let error):
      request.loadErrors[lineItem] = error
      let result = LoadResultRecord(lineItem: label(lineItem), outcome: outcome, latencyMs: latencyMs, error: error)
      emit(.loadResult(result), at: t)
    case .waterfallEnded(let winner, _, let latencyMs, let error):
      let waterfall = WaterfallRecord(
        filled: winner != nil, lineItem: winner.map(label), latencyMs: latencyMs, error: error)
      emit(.waterfall(waterfall), at: t)
    case .adLoaded(let lineItem, let assets):
      request.assets = assets
      emit(.ad(AdRecord(lineItem: label(lineItem), format: config.adUnit.format, assets: assets)), at: t)
    case .appActed(let action, let asset):
      emit(.app(AppRecord(action: action, asset: asset)), at: t)
    case .presentRefused(let lineItem, let error):
      emit(.presentRefused(PresentRefusedRecord(lineItem: label(lineItem), error: error)), at: t)
    case .clickResolved(let lineItem, let asset, let resolution):
      emit(.click(ClickRecord(lineItem: label(lineItem), asset: asset, resolution: resolution)), at: t)
    case .impressionIgnored(let lineItem):
      emit(
        .ignored(IgnoredRecord(lineItem: label(lineItem), call: "recordImpression", reason: .duplicateImpression)),
        at: t)
    case .requestRefused(let error):
      emit(.requestRefused(RequestRefusedRecord(error: error)), at: t)
    case .sdkCalledAd(let lineItem, let call, let asset):
      emit(.sdk(SDKRecord(lineItem: label(lineItem), call: call, asset: asset)), at: t)
    case .adapterReported(let lineItem, let name, _, _, let reason?):
      emit(.ignored(IgnoredRecord(lineItem: label(lineItem), call: name.rawValue, reason: reason)), at: t)
    case .adapterReported(let lineItem, let name, let error, let reward, nil):
      request.eventNames.append(name)
      if name == .didFailToPresentWithError, request.presentError == nil { request.presentError = error }
      emit(.event(EventRecord(lineItem: label(lineItem), name: name, error: error, reward: reward)), at: t)
    case .eventDelegateLost(let lineItem, let after):
      emit(
        .delegateLost(DelegateLostRecord(lineItem: label(lineItem), completion: after?.rawValue ?? "completionGuard")),
        at: t)
    case .eventDropped(let lineItem, let name):
      emit(.ignored(IgnoredRecord(lineItem: label(lineItem), call: name.rawValue, reason: .noEventDelegate)), at: t)
    case .rewardGranted(let lineItem, let reward):
      emit(.reward(RewardRecord(lineItem: label(lineItem), type: reward.type, amount: reward.amount)), at: t)
    case .violation(let violation):
      let record = ViolationRecord(
        lineItem: violation.lineItem.map(label), rule: violation.ruleName, severity: violation.severity,
        detail: violation.detail)
      violations.append(record)
      emit(.violation(record), at: t)
    case .runEnded:
      releaseHeldLoad()
    }
  }

  /// What the run showed, for the checks of `expect`.
  var facts: RunFacts {
    let first = firstRequest ?? request
    return RunFacts(
      tally: tally, reward: tally.rewardGranted ? config.adUnit.reward : nil, eventNames: first.eventNames,
      violations: violations, assets: first.assets, networkCalls: first.networkCalls, loadErrors: first.loadErrors,
      presentError: first.presentError, setUps: setUps, loadRequests: first.loadRequests,
      setUpRequests: setUpRequests)
  }

  /// Ends the trace: a `check` record per check, then `result`, all at the
  /// time of the last record.
  func finish(checks: [CheckResult]) {
    let t = lastTime
    for check in checks { emit(.check(check), at: t) }
    emit(.result(result()), at: t)
  }

  private func label(_ lineItem: Int) -> String {
    sources[lineItem].label
  }


  private func emit(_ body: RecordBody, at t: Int64) {
    releaseHeldLoad()
    send(body, at: t)
  }

  /// Emits the held `load` record, if any, with the request the adapter made.
  private func releaseHeldLoad(request: NetworkRequest? = nil) {
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
      responseIdentifier: HexDigits.sixteen(SplitMix64.mix(config.fingerprint ^ SplitMix64.mix(seed))),
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
    let bid = source.role == .bidder
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
