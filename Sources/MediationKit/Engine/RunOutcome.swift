/// What one run came to: the winner and the waterfall's latency, what the
/// app got, and how each line item's load ended.
///
/// Any observer that needs it keeps one and applies every event to it: the
/// trace for its `result` record, the tally of many runs, the checks of
/// `expect`. The Monte Carlo kernel produces the same value without events,
/// which is how the two are compared.
struct RunOutcome: Equatable {
  /// How one line item's load ended, as the SDK decided it.
  struct Load: Equatable {
    var outcome: LoadResultOutcome
    var latencyMs: Int64
  }

  /// How the run's auction closed: when, the winner and its bid, and whether any bid was made.
  struct Auction: Equatable {
    var latencyMs: Int64
    var winner: Int?
    var price: DecimalNumber?
    var withBid: Bool
  }

  var winner: Int?
  /// What the winner's impression is paid, USD CPM (0 without a winner).
  var price = DecimalNumber(micros: 0)
  var waterfallLatencyMs: Int64 = 0
  /// Shown (rewarded) or rendered (native) without a present failure.
  var presented = false
  var rewardGranted = false
  /// Impressions and clicks the SDK accepted.
  var impressions = 0
  var clicks = 0
  /// Breaches of rules whose severity is `error`, and of those at `warning`.
  var violations = 0
  var warnings = 0
  /// By rule number (`ContractRules.names`): how often it was broken, whatever its severity.
  var ruleCounts: [Int]
  /// Per line item, in config order; nil for line items never attempted.
  var loads: [Load?]
  /// Per line item, in config order: whether it bid (a `bid` record of state `bid`).
  var bids: [Bool]
  /// The auction, once it closed; nil without bidders or when the app stopped waiting first.
  var auction: Auction?
  /// Whether the app stopped waiting before a fill.
  var abandoned = false
  /// A present the adapter has not answered yet (neither on screen nor failed).
  private var presentUnanswered = false

  /// How one of a banner run's requests ended (`result.requests`).
  struct Request: Equatable {
    var winner: Int?
    var price = DecimalNumber(micros: 0)
    var latencyMs: Int64 = 0
    /// Impressions the SDK accepted while the request's banner was on screen.
    var impressions = 0
    var filled: Bool { winner != nil }
  }

  /// A banner run's requests, the first included; empty for other formats.
  /// The other members speak of the first request, but for the breaches
  /// (`violations`, `warnings`, `ruleCounts`), which count the whole run.
  var requests: [Request]

  init(lineItems: Int) {
    self.init(
      storage: Storage(
        loads: Array(repeating: nil, count: lineItems), bids: Array(repeating: false, count: lineItems),
        ruleCounts: Array(repeating: 0, count: ContractRules.all.count), requests: []))
  }

  /// The arrays a tally keeps from one run to the next (`reset()`), cleared.
  private struct Storage {
    var loads: [Load?]
    var bids: [Bool]
    var ruleCounts: [Int]
    var requests: [Request]
  }

  /// A tally of no run yet, around `storage`: every other member starts at its initial value.
  private init(storage: Storage) {
    loads = storage.loads
    bids = storage.bids
    ruleCounts = storage.ruleCounts
    requests = storage.requests
  }

  var filled: Bool { winner != nil }

  /// Forgets the run, keeping its storage for the next: the tally starts
  /// afresh, as a new one would, so that no member is left out.
  mutating func reset() {
    // Taken out first, the arrays are cleared in place rather than copied.
    var storage = Storage(loads: [], bids: [], ruleCounts: [], requests: [])
    swap(&storage.loads, &loads)
    swap(&storage.bids, &bids)
    swap(&storage.ruleCounts, &ruleCounts)
    swap(&storage.requests, &requests)
    for index in storage.loads.indices {
      storage.loads[index] = nil
      storage.bids[index] = false
    }
    for index in storage.ruleCounts.indices { storage.ruleCounts[index] = 0 }
    storage.requests.removeAll(keepingCapacity: true)
    self = RunOutcome(storage: storage)
  }

  mutating func apply(_ event: SimulationEvent) {
    if case .requestStarted = event {
      requests.append(Request())
      return
    }
    if !requests.isEmpty {
      applyToRequest(event)
      // After the first request only the breaches count for the run.
      if requests.count > 1 {
        guard case .violation = event else { return }
      }
    }
    switch event {
    case .bidAnswered(let answer):
      switch answer.state {
      case .bid:
        bids[answer.lineItem] = true
      case .noBid, .belowFloor, .timeout:
        // Not a bid: the auction's close says what every bidder came to.
        break
      }
    case .auctionClosed(let outcome):
      auction = Auction(
        latencyMs: outcome.latencyMs, winner: outcome.winner, price: outcome.price,
        withBid: outcome.bids.contains { $0.state == .won || $0.state == .lost })
    case .abandoned:
      abandoned = true
    case .loadEnded(let load):
      loads[load.lineItem] = Load(outcome: load.outcome, latencyMs: load.latencyMs)
    case .waterfallEnded(let end):
      self.winner = end.winner
      self.price = end.price ?? DecimalNumber(micros: 0)
      waterfallLatencyMs = end.latencyMs
    case .sdkCalledAd(let call):
      switch call.call {
      case .present:
        presented = true
        presentUnanswered = true
      case .view:
        presented = true
      case .didRecordImpression, .recordImpression:
        impressions += 1
      case .didRecordClickOnAsset:
        clicks += 1
      case .didRender, .didUntrackView:
        // The app's render counts (`appActed(.render)`); the SDK's calls that follow it change nothing.
        break
      }
    case .appActed(let act):
      switch act.action {
      case .render:
        presented = true
      case .present, .click, .recordImpression, .load, .untrack, .release:
        // What the app does counts by what the SDK makes of it: its calls into the ad, the clicks it counts.
        break
      }
    case .clickResolved(let click):
      switch click.resolution {
      case .counted:
        clicks += 1
      case .notAClick:
        // What the app does counts by what the SDK makes of it: the clicks it counts.
        break
      }
    case .adapterReported(let report):
      switch (report.name, report.ignored) {
      case (.reportImpression, nil):
        impressions += 1
      case (.reportClick, nil):
        clicks += 1
      case (.didFailToPresentWithError, let ignored), (.didFailToPresentWithMessage, let ignored):
        presentUnanswered = false
        if ignored == nil { presented = false }
      case (.willPresentFullScreenView, _):
        presentUnanswered = false
      case (.reportImpression, _?), (.reportClick, _?):
        // Discarded by the SDK: not counted.
        break
      case (.willDismissFullScreenView, _), (.didDismissFullScreenView, _), (.didStartVideo, _), (.didEndVideo, _),
        (.didRewardUser, _), (.didRewardUserWithReward, _), (.didPlayVideo, _), (.didPauseVideo, _),
        (.didMuteVideo, _), (.didUnmuteVideo, _), (.leftApplication, _):
        // The ad's other events count for nothing here (a reward is granted as `rewardGranted`).
        break
      }
    case .runEnded where presentUnanswered:
      // Nothing ever showed: the app is still waiting.
      presented = false
      presentUnanswered = false
    case .rewardGranted:
      rewardGranted = true
    case .violation(let violation):
      ruleCounts[violation.rule] += 1
      if violation.severity == .error { violations += 1 } else { warnings += 1 }
    case .runEnded:
      // No present is left unanswered: what showed stands.
      break
    case .runStarted, .requestStarted, .adapterSetUp, .setUpRequested, .signalsCollected, .lineItemSkipped,
      .walkStarted, .loadStarted,
      .networkRequested, .networkCalledBack, .adapterCalledNetwork, .completionCalled, .adLoaded, .impressionIgnored,
      .requestRefused, .presentRefused, .eventDelegateLost, .adapterRetained, .eventDropped:
      // What happened before and beside the walk's loads: nothing the run's figures count
      // (`requestStarted` was applied above).
      break
    }
  }

  /// Applies `event` to the banner request under way (the last of `requests`).
  private mutating func applyToRequest(_ event: SimulationEvent) {
    let current = requests.count - 1
    switch event {
    case .waterfallEnded(let end):
      requests[current].winner = end.winner
      requests[current].price = end.price ?? DecimalNumber(micros: 0)
      requests[current].latencyMs = end.latencyMs
    case .sdkCalledAd(let call):
      switch call.call {
      case .didRecordImpression:
        requests[current].impressions += 1
      case .recordImpression:
        // A custom format ad's impression, which the app records: never a banner's.
        break
      case .present, .didRender, .didRecordClickOnAsset, .didUntrackView, .view:
        // Not an impression.
        break
      }
    case .adapterReported(let report):
      switch (report.name, report.ignored) {
      case (.reportImpression, nil):
        requests[current].impressions += 1
      case (.reportImpression, _?):
        // Discarded by the SDK: not counted.
        break
      case (.willPresentFullScreenView, _), (.didFailToPresentWithError, _), (.willDismissFullScreenView, _),
        (.didDismissFullScreenView, _), (.reportClick, _), (.didStartVideo, _), (.didEndVideo, _),
        (.didRewardUser, _), (.didRewardUserWithReward, _), (.didPlayVideo, _), (.didPauseVideo, _),
        (.didMuteVideo, _), (.didUnmuteVideo, _), (.didFailToPresentWithMessage, _), (.leftApplication, _):
        // The ad's other events: not an impression.
        break
      }
    case .runStarted, .requestStarted, .adapterSetUp, .setUpRequested, .signalsCollected, .bidAnswered, .auctionClosed,
      .lineItemSkipped,
      .walkStarted, .loadStarted, .abandoned, .networkRequested, .networkCalledBack, .adapterCalledNetwork,
      .completionCalled, .loadEnded, .adLoaded, .appActed, .clickResolved, .impressionIgnored, .requestRefused,
      .presentRefused, .eventDelegateLost, .adapterRetained, .eventDropped, .rewardGranted, .violation, .runEnded:
      // A request counts its end and its impressions only.
      break
    }
  }
}
