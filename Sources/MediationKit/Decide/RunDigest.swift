/// What one run of one config came to, as `compare` pairs it with the same
/// run of the other config: the run's end, and where its loads and bids are
/// in the chunk's flat buffers. The kernel's sink writes it without a
/// per-run tally; the engine's runs are digested from theirs.
struct RunDigest {
  var winner = -1
  /// What the winner's impression is paid, micro-dollars of CPM.
  var priceMicros: Int64 = 0
  var lifecycle = MonteCarloKernel.Lifecycle()
  var latencyMs: Int64 = 0
  var abandoned = false
  /// The winner is the auction's.
  var byBid = false
  var violations = 0
  var warnings = 0
  var auctionClosed = false
  /// When the auction closed (0 when it did not).
  var auctionLatencyMs: Int64 = 0
  var withBid = false
  var auctionWinner = -1
  /// The winning bid, micro-dollars of CPM; -1 without one.
  var auctionPriceMicros: Int64 = -1
  /// This run's loads in `RunDigests.attempts`, and its bidders in `RunDigests.bids`.
  var attempts: Range<Int> = 0..<0
  var bids: Range<Int> = 0..<0
  /// A banner run's requests, refreshes included (zeros for other formats).
  var requests = BannerRequestTally()
}

/// One load of a run: its line item, how it ended and after how long.
struct DigestAttempt {
  var lineItem: Int32
  var outcome: LoadResultOutcome
  var latencyMs: Int64
}

/// The digests of a chunk of runs and their flat buffers, kept from chunk to chunk.
struct RunDigests {
  var runs: [RunDigest] = []
  var attempts: [DigestAttempt] = []
  var bids: [Int32] = []

  mutating func rewind() {
    runs.removeAll(keepingCapacity: true)
    attempts.removeAll(keepingCapacity: true)
    bids.removeAll(keepingCapacity: true)
  }

  /// A run the engine played.
  mutating func append(_ tally: RunTally) {
    var digest = RunDigest()
    digest.winner = tally.winner ?? -1
    digest.priceMicros = tally.price.micros
    digest.lifecycle = MonteCarloKernel.Lifecycle(
      presented: tally.presented, impressions: tally.impressions, clicks: tally.clicks,
      rewardGranted: tally.rewardGranted)
    digest.latencyMs = tally.waterfallLatencyMs
    digest.abandoned = tally.abandoned
    digest.byBid = tally.winner != nil && tally.auction?.winner == tally.winner
    digest.violations = tally.violations
    digest.warnings = tally.warnings
    if let auction = tally.auction {
      digest.auctionClosed = true
      digest.auctionLatencyMs = auction.latencyMs
      digest.withBid = auction.withBid
      if let winner = auction.winner, let price = auction.price {
        digest.auctionWinner = winner
        digest.auctionPriceMicros = price.micros
      }
    }
    let firstAttempt = attempts.count
    for (index, load) in tally.loads.enumerated() {
      guard let load else { continue }
      attempts.append(DigestAttempt(lineItem: Int32(index), outcome: load.outcome, latencyMs: load.latencyMs))
    }
    digest.attempts = firstAttempt..<attempts.count
    let firstBid = bids.count
    for (index, bid) in tally.bids.enumerated() where bid { bids.append(Int32(index)) }
    digest.bids = firstBid..<bids.count
    digest.requests.add(tally.requests)
    runs.append(digest)
  }
}

/// Counts the kernel's runs into a batch tally (as `KernelBatchSink`) and
/// digests each for pairing.
struct DigestSink: KernelSink {
  var batch: KernelBatchSink
  var digests: RunDigests
  private var current = RunDigest()
  /// Whether the runs are a banner's (the kernel says so, run by run): their requests are digested too.
  private var banner = false

  init(counter: BatchTally.Counter, digests: RunDigests) {
    batch = KernelBatchSink(counter: counter)
    self.digests = digests
  }

  @inline(__always)
  mutating func beginRun(
    _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    batch.beginRun(run, violations: violations, hits: hits)
    current = RunDigest()
    current.violations = violations.errors
    current.warnings = violations.warnings
    current.attempts = digests.attempts.count..<digests.attempts.count
    current.bids = digests.bids.count..<digests.bids.count
  }

  @inline(__always)
  mutating func attempt(
    _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
    hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    batch.attempt(lineItem, outcome, latencyMs: latencyMs, violations: violations, hits: hits)
    current.violations &+= violations.errors
    current.warnings &+= violations.warnings
    digests.attempts.append(DigestAttempt(lineItem: Int32(lineItem), outcome: outcome, latencyMs: latencyMs))
  }

  mutating func requestStarted() {
    banner = true
  }

  @inline(__always)
  mutating func bid(_ lineItem: Int) {
    batch.bid(lineItem)
    digests.bids.append(Int32(lineItem))
  }

  @inline(__always)
  mutating func auctionClosed(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool) {
    batch.auctionClosed(latencyMs: latencyMs, winner: winner, price: price, withBid: withBid)
    current.auctionClosed = true
    current.auctionLatencyMs = latencyMs
    current.withBid = withBid
    if let winner, let price {
      current.auctionWinner = winner
      current.auctionPriceMicros = price.micros
    }
  }

  @inline(__always)
  mutating func endRun(
    winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64, abandoned: Bool,
    byBid: Bool
  ) {
    batch.endRun(
      winner: winner, price: price, lifecycle: lifecycle, latencyMs: latencyMs, abandoned: abandoned, byBid: byBid)
    current.winner = winner ?? -1
    current.priceMicros = price.micros
    current.lifecycle = lifecycle
    current.latencyMs = latencyMs
    current.abandoned = abandoned
    current.byBid = byBid
    current.attempts = current.attempts.lowerBound..<digests.attempts.count
    current.bids = current.bids.lowerBound..<digests.bids.count
    // The kernel plays a banner in compare only when its runs are one request (`Comparator`).
    if banner {
      current.requests.count(filled: winner != nil, impressions: lifecycle.impressions, priceMicros: price.micros)
    }
    digests.runs.append(current)
  }
}
