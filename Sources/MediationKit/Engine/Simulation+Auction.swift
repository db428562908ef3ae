/// One run's auction as the engine plays it (auction.md, "A request with
/// bidders, in time"): the round that decides it, and each bidder's answer.
struct RunningAuction {
  /// One bidding line item's part.
  struct Bidder {
    var lineItem: Int
    /// Its answer as its `bid` record says it; nil for a bidder that takes
    /// no part (set-up failed and the request skips uninitialized adapters).
    var answered: BidState?
    /// Its bid, or the price that fell short; nil for no bid.
    var price: DecimalNumber?
    /// When its answer reaches the auction: its latency, or the timeout.
    var arrivesAtMs: Int64
    /// Its position in the round (the order bids were added).
    var position: Int
    /// Its signals, when its adapter collected them; nil when it collected none (it answers no bid at once).
    var signals: SignalsCollected? = nil
  }

  var round: AuctionRound
  var bidders: [Bidder] = []
}

/// How a bidding line item takes part in a run's auction, given how its
/// adapter's set-up went.
enum BidderPresence: Equatable {
  /// It collects signals and its network answers.
  case bids
  /// Its adapter collects no signals: it answers no bid at once.
  case silent
  /// It takes no part at all (no `bid` record).
  case absent
}

extension Simulation {
  /// How `lineItem`, a bidder, takes part in the auction: an adapter whose
  /// set-up did not succeed collects no signals (unless its profile loads
  /// when not ready), and with `request.shouldSkipUninitializedAdapters` it
  /// takes no part. A profile's adapter that cannot load the ad unit's format
  /// is still asked for its signals, which its `collectSignals.formats` (by
  /// default its `formats`) refuses with `formatError` (contract2.md §5); a
  /// registered class without the format collects none.
  func presence(ofBidder lineItem: Int) -> BidderPresence {
    let source = sources[lineItem]
    guard let registration = source.registration,
      registration.formats.contains(config.adUnit.format) || registration.profile != nil
    else {
      return .silent
    }
    guard let number = source.classNumber, setUpFailed[number] else { return .bids }
    if config.request.shouldSkipUninitializedAdapters { return .absent }
    return source.profile?.loadsWhenNotReady == .proceed ? .bids : .silent
  }

  /// Starts the auction at t = 0: every bidder's answer is drawn from its
  /// stream now, in listed order, and arrives at its latency (a late one
  /// at the timeout, as a timeout); the auction closes when the last
  /// answer is in, or at the timeout.
  func startAuction() {
    var running = RunningAuction(round: AuctionRound(timeoutMs: config.auction.timeoutMs, floor: config.auction.floor))
    // The bidders that answered so far: a bidder's position in the round (counted, not searched for, so that
    // thousands of bidders cost time linear in their number).
    var answered = 0
    for lineItem in sources.bidders {
      guard let bidding = config.lineItems[lineItem].bidding else { continue }
      var answer: BiddingScript.Answer
      var signals: SignalsCollected?
      switch presence(ofBidder: lineItem) {
      case .absent:
        running.bidders.append(
          RunningAuction.Bidder(lineItem: lineItem, answered: nil, price: nil, arrivesAtMs: 0, position: -1))
        continue
      case .silent:
        answer = BiddingScript.Answer(price: nil, latencyMs: 0)
      case .bids:
        let collected = collectSignals(of: lineItem)
        signals = collected
        if probe.bidsWin {
          // A probe learns what the winner's load does: its signal and its bid come at once, and it wins.
          signals?.latencyMs = 0
          answer = BiddingScript.Answer(price: PriceCpm.maximum, latencyMs: 0)
        } else if collected.error != nil {
          // A bidder whose signal failed answers no bid when it arrives, without asking its network for a bid.
          answer = BiddingScript.Answer(price: nil, latencyMs: collected.latencyMs)
        } else {
          let valuation = config.lineItems[lineItem].network.load.valuation
          let value = demand.value
          answer = streams.withStream(ofLineItem: lineItem) {
            bidding.drawAnswer(valuation: valuation, value: value, using: &$0)
          }
          // Its bid latency counts from its signal's arrival; the bid record's from the auction's start.
          answer.latencyMs += collected.latencyMs
        }
      }
      let position = answered
      answered += 1
      let state = running.round.add(price: answer.price, latencyMs: answer.latencyMs, bidderFloor: bidding.floor)
      let arrives = state == .timeout ? config.auction.timeoutMs : answer.latencyMs
      running.bidders.append(
        RunningAuction.Bidder(
          lineItem: lineItem, answered: state, price: state == .bid || state == .belowFloor ? answer.price : nil,
          arrivesAtMs: arrives, position: position, signals: signals))
    }
    // Signals first: at the same millisecond a bidder's signal comes before any bid, and before the auction closes.
    for (index, bidder) in running.bidders.enumerated() {
      guard let signals = bidder.signals else { continue }
      schedule(.signalArrives(index), afterMs: signals.latencyMs)
    }
    for (index, bidder) in running.bidders.enumerated() where bidder.answered != nil {
      schedule(.bidArrives(index), afterMs: bidder.arrivesAtMs)
    }
    schedule(.auctionCloses, afterMs: running.round.closeMs)
    auction = running
  }

  /// How `lineItem`'s adapter collects its signals this request: its network's answer as its profile makes it,
  /// after a latency drawn from the bidder's signal stream (a range's draw; a fixed latency draws nothing), the
  /// token derived when the script names none.
  private func collectSignals(of lineItem: Int) -> SignalsCollected {
    let source = sources[lineItem]
    let collection = SignalCollection(
      script: config.lineItems[lineItem].network.signals, profile: source.profile, format: config.adUnit.format)
    let requestSeed = SeedTree.request(requestIndex, of: seed)
    var random = SeedTree.stream(SeedTree.signalKey(of: source.streamKey), in: requestSeed)
    let latencyMs = collection.latency.draw(using: &random)
    let thread = source.profile?.collectSignalsThread ?? ConfigSchema.CollectSignals.thread.defaultValue
    var answer: CollectedSignal
    switch collection.answer {
    case .token(let token):
      answer = .token(
        token ?? SignalToken.token(config: config.identity, requestSeed: requestSeed, streamKey: source.streamKey))
    case .failure(let error):
      answer = .failure(error)
    }
    // A platform whose adapter collects signals (Android's `RtbAdapter`) is asked through the port: what it hands
    // the SDK is the signal.
    if let registration = source.registration,
      let collect = registration.maker.make(
        script: config.lineItems[lineItem].network, lineItem: lineItem, host: self
      ).signalEntryPoint()
    {
      var reported: CollectedSignal?
      collect(SignalRequest(format: config.adUnit.format, extras: config.request.extras, answer: answer)) {
        token, error in
        if reported == nil { reported = error.map { .failure($0) } ?? .token(token ?? "") }
      }
      if let reported { answer = reported }
    }
    switch answer {
    case .token(let token):
      return SignalsCollected(lineItem: lineItem, token: token, error: nil, latencyMs: latencyMs, thread: thread)
    case .failure(let error):
      return SignalsCollected(lineItem: lineItem, token: nil, error: error, latencyMs: latencyMs, thread: thread)
    }
  }

  /// A bidder's signals reach the SDK: its `signals` record, unless the auction closed without them (a signal
  /// slower than the auction's timeout, whose bidder timed out).
  func answerSignals(_ index: Int) {
    guard let running = auction, let signals = running.bidders[index].signals else { return }
    guard signals.latencyMs <= running.round.timeoutMs else { return }
    emit(.signalsCollected(signals))
  }

  /// A bidder's answer reaches the auction: its `bid` record.
  func answerBid(_ index: Int) {
    guard let bidder = auction?.bidders[index], let state = bidder.answered else { return }
    emit(.bidAnswered(BidAnswered(lineItem: bidder.lineItem, state: state, price: bidder.price, latencyMs: elapsed)))
  }

  /// The auction closes: the winning bid enters the walk at its price, the
  /// waterfall line items of a class whose bidder lost are taken out, and
  /// the walk starts.
  func closeAuction() {
    guard let running = auction else { return }
    let round = running.round
    var winner: Int?
    var bids: [AuctionClosed.Bid] = []
    for bidder in running.bidders {
      let state = bidder.answered.map { round.state(of: bidder.position, $0) } ?? .noBid
      if state == .won { winner = bidder.lineItem }
      bids.append(AuctionClosed.Bid(lineItem: bidder.lineItem, state: state, price: bidder.price))
    }
    emit(.auctionClosed(AuctionClosed(winner: winner, price: round.price, bids: bids, latencyMs: elapsed)))
    if let winner, let price = round.price {
      winningBid = (winner, price)
      walk.admit(winner, pricedAt: price) { config.lineItems[$0].ecpm }
    }
    // A bidder that bid and lost takes its class's waterfall line items out, unless its class won.
    let lost = Set(bids.filter { $0.state == .lost }.compactMap { sources[$0.lineItem].classNumber })
    let won = winner.flatMap { sources[$0].classNumber }
    let skipped = walk.skip { lineItem in
      guard sources[lineItem].role == .waterfall, let number = sources[lineItem].classNumber else { return false }
      return lost.contains(number) && number != won
    }
    for lineItem in skipped { emit(.lineItemSkipped(LineItemSkipped(lineItem: lineItem))) }
    emit(.walkStarted(WalkStarted(order: walk.order)))
    loadNextLineItem()
  }
}
