/// How one run of one config ended, as `compare` pairs it with the same run
/// of the other config: every value of the run its paired sums read, a line
/// item named by its pair (`PairedSums.pairs`; -1 when there is none, or
/// when the other config has no line item of that label). Two runs whose
/// ends are equal add nothing to the difference of a whole run's value.
/// Words only, without padding, so that two ends compare word by word.
struct RunEnd {
  /// The run's yes-or-no values (`Flag`).
  private var flags: UInt64 = 0
  /// The winner's pair.
  var winnerPair: Int32 = -1
  /// The pair of the auction's winner.
  var auctionWinnerPair: Int32 = -1
  var impressions = 0
  var clicks = 0
  var violations = 0
  var warnings = 0
  /// What the winner's impression is paid, micro-dollars of CPM.
  var priceMicros: Int64 = 0
  var latencyMs: Int64 = 0
  /// When the auction closed (0 when it did not).
  var auctionLatencyMs: Int64 = 0
  /// The winning bid, micro-dollars of CPM; -1 without one.
  var auctionPriceMicros: Int64 = -1

  private enum Flag: UInt64 {
    case filled = 1
    case presented = 2
    case rewardGranted = 4
    case byBid = 8
    case abandoned = 16
    case auctionClosed = 32
    case withBid = 64
  }

  @inline(__always)
  private func has(_ flag: Flag) -> Bool { flags & flag.rawValue != 0 }

  @inline(__always)
  private mutating func set(_ flag: Flag, _ value: Bool) {
    flags = value ? flags | flag.rawValue : flags & ~flag.rawValue
  }

  var filled: Bool { has(.filled) }
  var presented: Bool { has(.presented) }
  var rewardGranted: Bool { has(.rewardGranted) }
  var byBid: Bool { has(.byBid) }
  var abandoned: Bool { has(.abandoned) }
  var withBid: Bool { has(.withBid) }

  /// The run's revenue in billionths of a USD: the winner's price when its ad was shown with an impression (what
  /// the paired sums and the batch's tally add up; `plan --check-tests` draws runs by it).
  @inline(__always)
  var revenueNanos: Int64 { filled && impressions > 0 ? priceMicros : 0 }

  /// How the run ended: its winner's lifecycle (what `values` and a pair's win read) and its flags.
  @inline(__always)
  mutating func setEnd(
    filled: Bool, lifecycle: MonteCarloKernel.Lifecycle, abandoned: Bool, byBid: Bool
  ) {
    let auction = flags & (Flag.auctionClosed.rawValue | Flag.withBid.rawValue)
    flags =
      auction | (filled ? Flag.filled.rawValue : 0) | (lifecycle.presented ? Flag.presented.rawValue : 0)
      | (lifecycle.rewardGranted ? Flag.rewardGranted.rawValue : 0) | (abandoned ? Flag.abandoned.rawValue : 0)
      | (byBid ? Flag.byBid.rawValue : 0)
    impressions = lifecycle.impressions
    clicks = lifecycle.clicks
  }

  var auctionClosed: Bool { has(.auctionClosed) }

  /// The auction closed after `latencyMs`, won by `winnerPair` at `priceMicros` (-1: no winner).
  @inline(__always)
  mutating func closeAuction(latencyMs: Int64, withBid: Bool, winnerPair: Int32, priceMicros: Int64) {
    set(.auctionClosed, true)
    set(.withBid, withBid)
    auctionLatencyMs = latencyMs
    auctionWinnerPair = winnerPair
    auctionPriceMicros = priceMicros
  }

  @inline(__always)
  static func == (l: RunEnd, r: RunEnd) -> Bool {
    // Every word at once: one branch.
    (l.flags ^ r.flags) | UInt64(UInt32(bitPattern: l.winnerPair ^ r.winnerPair))
      | UInt64(UInt32(bitPattern: l.auctionWinnerPair ^ r.auctionWinnerPair))
      | UInt64(bitPattern: Int64(l.impressions ^ r.impressions)) | UInt64(bitPattern: Int64(l.clicks ^ r.clicks))
      | UInt64(bitPattern: Int64(l.violations ^ r.violations)) | UInt64(bitPattern: Int64(l.warnings ^ r.warnings))
      | UInt64(bitPattern: l.priceMicros ^ r.priceMicros) | UInt64(bitPattern: l.latencyMs ^ r.latencyMs)
      | UInt64(bitPattern: l.auctionLatencyMs ^ r.auctionLatencyMs)
      | UInt64(bitPattern: l.auctionPriceMicros ^ r.auctionPriceMicros) == 0
  }
}

/// One run of one config, digested for pairing: its end, and where its
/// paired loads and bids are in the chunk's flat buffers (a banner's
/// requests are in `DigestBuffers.requests`, at the run's index).
struct RunDigest {
  var end = RunEnd()
  /// This run's loads in `DigestBuffers.attempts`, and its bids in `DigestBuffers.bids`.
  var firstAttempt: Int32 = 0, endAttempt: Int32 = 0
  var firstBid: Int32 = 0, endBid: Int32 = 0
  /// The loads of the run, of line items the other config has or not: the steps it walked.
  var walked: Int32 = 0
  /// B's run replayed from A's walk (`SharedWalk`): the same run as A's, whose loads are not digested again.
  var replayed = false

  var attempts: Range<Int> { Int(firstAttempt)..<Int(endAttempt) }
  var bids: Range<Int> { Int(firstBid)..<Int(endBid) }
}

/// One load of a line item the other config has too: its pair, the
/// counter its outcome adds one to (`LineItemCount.counting`), which of its
/// step's verdicts the kernel gave it (`KernelSink.verdict`; 0 on the
/// engine) and its wait, packed without padding so that two loads compare
/// as two words (the verdict left out: the engine's loads have none).
struct DigestAttempt: Equatable {
  /// The pair in the low 32 bits, the counter's raw value in the next 8, the verdict in the 8 above.
  var code: UInt64
  var latencyMs: Int64

  private static let verdictBits: UInt64 = 0xFF << 40

  @inline(__always)
  init(pair: Int32, outcome: LoadResultOutcome, verdict: Int = 0, latencyMs: Int64) {
    code =
      UInt64(UInt32(bitPattern: pair)) | UInt64(LineItemCount.counting(outcome).rawValue) << 32
      | UInt64(truncatingIfNeeded: verdict) << 40
    self.latencyMs = latencyMs
  }

  var pair: Int { Int(Int32(bitPattern: UInt32(truncatingIfNeeded: code))) }

  /// The counter its outcome adds one to, a `PairedSums.Item` raw value.
  var counter: Int { Int(truncatingIfNeeded: (code >> 32) & 0xFF) }

  /// Which of its step's verdicts it had, which B's replay of the walk reads (`WalkReplay`).
  var verdict: Int { Int(truncatingIfNeeded: (code >> 40) & 0xFF) }

  @inline(__always)
  static func == (l: DigestAttempt, r: DigestAttempt) -> Bool {
    (l.code ^ r.code) & ~verdictBits | UInt64(bitPattern: l.latencyMs ^ r.latencyMs) == 0
  }
}

/// A growable array of plain values (no references: nothing is
/// deinitialised) in memory it allocates, appended to
/// without the copy-on-write check of an `Array`: the kernel's sink writes
/// one for every load of every run. Its owner frees it (`free()`).
struct FlatBuffer<Element> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count &+= 1
  }

  @inline(never)
  private mutating func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.initialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  @inline(__always)
  subscript(index: Int) -> Element { base[index] }

  mutating func removeAll() { count = 0 }

  func free() { base.deallocate() }
}

/// One side's digests of a chunk of runs and their flat buffers, reused
/// from chunk to chunk (`rewind`) and freed when the comparison's job ends.
struct DigestBuffers {
  var runs: FlatBuffer<RunDigest>
  var attempts: FlatBuffer<DigestAttempt>
  var bids: FlatBuffer<Int32>
  /// A banner's requests of each run (empty for other formats).
  var requests: FlatBuffer<BannerRequestTally>
  /// Each of this side's line items' pair, or -1.
  let pairOf: UnsafeMutableBufferPointer<Int32>
  /// Whether the runs are a banner's, whose requests are digested too.
  let banner: Bool

  init(pairOf: [Int], runs: Int, banner: Bool) {
    self.banner = banner
    self.pairOf = .allocate(capacity: pairOf.count)
    for (index, pair) in pairOf.enumerated() { self.pairOf[index] = Int32(pair) }
    self.runs = FlatBuffer(capacity: runs)
    // A run loads each line item at most once; the buffer grows past sixteen loads a run.
    attempts = FlatBuffer(capacity: runs * min(max(pairOf.count, 1), 16))
    bids = FlatBuffer(capacity: runs)
    requests = FlatBuffer(capacity: 16)
  }

  mutating func rewind() {
    runs.removeAll()
    attempts.removeAll()
    bids.removeAll()
    requests.removeAll()
  }

  func free() {
    runs.free()
    attempts.free()
    bids.free()
    requests.free()
    pairOf.deallocate()
  }

  /// Starts the digest of a run: the last of `runs`, its loads and bids those appended from now on.
  @inline(__always)
  mutating func beginRun(violations: Int, warnings: Int) -> UnsafeMutablePointer<RunDigest> {
    var digest = RunDigest()
    digest.end.violations = violations
    digest.end.warnings = warnings
    digest.firstAttempt = Int32(truncatingIfNeeded: attempts.count)
    digest.firstBid = Int32(truncatingIfNeeded: bids.count)
    runs.append(digest)
    return runs.base + (runs.count &- 1)
  }

  /// Ends the digest `run` began: its loads and bids are those appended since.
  @inline(__always)
  func endRun(_ run: UnsafeMutablePointer<RunDigest>) {
    run.pointee.endAttempt = Int32(truncatingIfNeeded: attempts.count)
    run.pointee.endBid = Int32(truncatingIfNeeded: bids.count)
  }

  /// A run the engine played.
  mutating func append(_ tally: RunOutcome) {
    let digest = beginRun(violations: tally.violations, warnings: tally.warnings)
    digest.pointee.end.winnerPair = tally.winner.map { pairOf[$0] } ?? -1
    digest.pointee.end.priceMicros = tally.price.micros
    digest.pointee.end.latencyMs = tally.waterfallLatencyMs
    if let auction = tally.auction {
      let won = auction.winner.flatMap { winner in auction.price.map { (pairOf[winner], $0.micros) } }
      digest.pointee.end.closeAuction(
        latencyMs: auction.latencyMs, withBid: auction.withBid, winnerPair: won?.0 ?? -1, priceMicros: won?.1 ?? -1)
    }
    digest.pointee.end.setEnd(
      filled: tally.winner != nil,
      lifecycle: MonteCarloKernel.Lifecycle(
        presented: tally.presented, impressions: tally.impressions, clicks: tally.clicks,
        rewardGranted: tally.rewardGranted),
      abandoned: tally.abandoned, byBid: tally.winner != nil && tally.auction?.winner == tally.winner)
    for (index, load) in tally.loads.enumerated() {
      guard let load else { continue }
      digest.pointee.walked &+= 1
      guard pairOf[index] >= 0 else { continue }
      attempts.append(DigestAttempt(pair: pairOf[index], outcome: load.outcome, latencyMs: load.latencyMs))
    }
    for (index, bid) in tally.bids.enumerated() where bid && pairOf[index] >= 0 { bids.append(pairOf[index]) }
    endRun(digest)
    if banner {
      var requests = BannerRequestTally()
      requests.add(tally.requests)
      self.requests.append(requests)
    }
  }
}

/// Counts the kernel's runs into a batch tally (as `KernelBatchSink`) and
/// digests each for pairing, in place. B's runs replayed from A's walks
/// (`WalkReplay`) are counted as played ones, and digested as replayed.
struct DigestSink: ReplaySink {
  var batch: KernelBatchSink
  var digests: DigestBuffers
  /// The digest of the run under way.
  private var current: UnsafeMutablePointer<RunDigest>?
  /// The verdict of the load the kernel is about to count.
  private var verdict = 0
  /// The run under way is replayed (`WalkReplay`): its loads are the other side's.
  private var replayed = false

  init(counter: BatchTally.Counter, digests: DigestBuffers) {
    batch = KernelBatchSink(counter: counter)
    self.digests = digests
  }

  @inline(__always)
  mutating func beginRun(
    _ run: Int, violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    batch.beginRun(run, violations: violations, hits: hits)
    // Its breaches are the batch sink's count of the run, when it ends.
    current = digests.beginRun(violations: 0, warnings: 0)
  }

  @inline(__always)
  mutating func attempt(
    _ lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64, violations: MonteCarloKernel.ViolationCounts,
    hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    batch.attempt(lineItem, outcome, latencyMs: latencyMs, violations: violations, hits: hits)
    current.unsafelyUnwrapped.pointee.walked &+= 1
    let pair = digests.pairOf[lineItem]
    if pair >= 0, !replayed {
      digests.attempts.append(DigestAttempt(pair: pair, outcome: outcome, verdict: verdict, latencyMs: latencyMs))
    }
  }

  @inline(__always)
  mutating func verdict(_ offset: Int) {
    verdict = offset
  }

  mutating func replaying() {
    replayed = true
  }

  @inline(__always)
  mutating func requestStarted() {
    // A banner's run is its one request here (`beginRequests`): the batch sink counts it with the run's end.
  }

  mutating func beginRequests() {
    preconditionFailure("compare plays a banner with refreshes on the engine, never on the kernel (Comparator.Side)")
  }

  mutating func endRequests() {
    preconditionFailure("compare plays a banner with refreshes on the engine, never on the kernel (Comparator.Side)")
  }

  @inline(__always)
  mutating func breached(
    _ violations: MonteCarloKernel.ViolationCounts, hits: UnsafeBufferPointer<MonteCarloKernel.RuleHit>
  ) {
    // Counted with the run's other breaches, which the digest takes from the batch sink at the run's end.
    batch.breached(violations, hits: hits)
  }

  @inline(__always)
  mutating func bid(_ lineItem: Int) {
    batch.bid(lineItem)
    let pair = digests.pairOf[lineItem]
    if pair >= 0 { digests.bids.append(pair) }
  }

  @inline(__always)
  mutating func auctionClosed(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool) {
    batch.auctionClosed(latencyMs: latencyMs, winner: winner, price: price, withBid: withBid)
    let won = winner.flatMap { winner in price.map { (digests.pairOf[winner], $0.micros) } }
    current.unsafelyUnwrapped.pointee.end.closeAuction(
      latencyMs: latencyMs, withBid: withBid, winnerPair: won?.0 ?? -1, priceMicros: won?.1 ?? -1)
  }

  @inline(__always)
  mutating func endRun(
    winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, latencyMs: Int64, abandoned: Bool,
    byBid: Bool
  ) {
    batch.endRun(
      winner: winner, price: price, lifecycle: lifecycle, latencyMs: latencyMs, abandoned: abandoned, byBid: byBid)
    let digest = current.unsafelyUnwrapped
    digest.pointee.end.violations = batch.runViolations
    digest.pointee.end.warnings = batch.runWarnings
    if let winner { digest.pointee.end.winnerPair = digests.pairOf[winner] }
    digest.pointee.end.priceMicros = price.micros
    digest.pointee.end.setEnd(filled: winner != nil, lifecycle: lifecycle, abandoned: abandoned, byBid: byBid)
    digest.pointee.end.latencyMs = latencyMs
    digest.pointee.replayed = replayed
    replayed = false
    digests.endRun(digest)
    // The kernel plays a banner in compare only when its runs are one request (`Comparator`).
    if digests.banner {
      var requests = BannerRequestTally()
      requests.count(filled: winner != nil, impressions: lifecycle.impressions, priceMicros: price.micros)
      digests.requests.append(requests)
    }
  }
}
