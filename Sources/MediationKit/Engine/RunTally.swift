/// What one run came to: the winner and the waterfall's latency, what the
/// app got, and how each line item's load ended.
///
/// Any observer that needs it keeps one and applies every event to it: the
/// trace for its `result` record, the tally of many runs, the checks of
/// `expect`. The Monte Carlo kernel produces the same value without events,
/// which is how the two are compared.
struct RunTally: Equatable {
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
  var ruleCounts = Array(repeating: 0, count: ContractRules.all.count)
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
  var requests: [Request] = []

  init(lineItems: Int) {
    loads = Array(repeating: nil, count: lineItems)
    bids = Array(repeating: false, count: lineItems)
  }

  var filled: Bool { winner != nil }

  /// Forgets the run, keeping its storage for the next.
  mutating func reset() {
    winner = nil
    price = DecimalNumber(micros: 0)
    waterfallLatencyMs = 0
    presented = false
    presentUnanswered = false
    rewardGranted = false
    impressions = 0
    clicks = 0
    violations = 0
    warnings = 0
    for index in ruleCounts.indices { ruleCounts[index] = 0 }
    for index in loads.indices {
      loads[index] = nil
      bids[index] = false
    }
    auction = nil
    abandoned = false
    requests.removeAll(keepingCapacity: true)
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
    case .bidAnswered(let lineItem, .bid, _, _):
      bids[lineItem] = true
    case .auctionClosed(let outcome):
      auction = Auction(
        latencyMs: outcome.latencyMs, winner: outcome.winner, price: outcome.price,
        withBid: outcome.bids.contains { $0.state == .won || $0.state == .lost })
    case .abandoned:
      abandoned = true
    case .loadEnded(let lineItem, let outcome, let latencyMs, _):
      loads[lineItem] = Load(outcome: outcome, latencyMs: latencyMs)
    case .waterfallEnded(let winner, let price, let latencyMs, _):
      self.winner = winner
      self.price = price ?? DecimalNumber(micros: 0)
      waterfallLatencyMs = latencyMs
    case .sdkCalledAd(_, .present, _):
      presented = true
      presentUnanswered = true
    case .appActed(.render, _), .sdkCalledAd(_, .view, _):
      presented = true
    case .sdkCalledAd(_, .didRecordImpression, _), .sdkCalledAd(_, .recordImpression, _),
      .adapterReported(_, .reportImpression, _, _, nil):
      impressions += 1
    case .sdkCalledAd(_, .didRecordClickOnAsset, _), .adapterReported(_, .reportClick, _, _, nil),
      .clickResolved(_, _, .counted):
      clicks += 1
    case .adapterReported(_, .didFailToPresentWithError, _, _, let ignored):
      presentUnanswered = false
      if ignored == nil { presented = false }
    case .adapterReported(_, .willPresentFullScreenView, _, _, _):
      presentUnanswered = false
    case .runEnded where presentUnanswered:
      // Nothing ever showed: the app is still waiting.
      presented = false
      presentUnanswered = false
    case .rewardGranted:
      rewardGranted = true
    case .violation(let violation):
      ruleCounts[violation.rule] += 1
      if violation.severity == .error { violations += 1 } else { warnings += 1 }
    default:
      break
    }
  }

  /// Applies `event` to the banner request under way (the last of `requests`).
  private mutating func applyToRequest(_ event: SimulationEvent) {
    let current = requests.count - 1
    switch event {
    case .waterfallEnded(let winner, let price, let latencyMs, _):
      requests[current].winner = winner
      requests[current].price = price ?? DecimalNumber(micros: 0)
      requests[current].latencyMs = latencyMs
    case .sdkCalledAd(_, .didRecordImpression, _), .adapterReported(_, .reportImpression, _, _, nil):
      requests[current].impressions += 1
    default:
      break
    }
  }
}
