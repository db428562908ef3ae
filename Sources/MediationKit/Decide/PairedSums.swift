/// The exact sums `compare` needs for the interval of each difference: two
/// configs played on the same runs (common random numbers), their per-run
/// values paired run by run (decide.md, "mediate compare").
///
/// A figure that is a sum, a rate or a mean over runs (`filled`,
/// `fillRate`, `revenuePer1000Requests`, `latencyMs.mean`, a line item's
/// `wins`) has the interval of the sum of the paired differences `d = b − a`,
/// from Σd and Σd². A figure that is a ratio of two sums (`winShare`,
/// `meanWaitMs`, `meanPrice`, `auction.meanWinningBid`) has the delta
/// method's interval, from the sums of both sides' values, squares and
/// products, crossed between the sides.
struct PairedSums: Equatable {
  /// A per-run value of the whole run.
  enum Run: Int, CaseIterable {
    case filled, presented, rewarded, impressions, impressionsLost, clicks, violations, warnings, abandoned
    case auctions, withBid, wonByBid
    /// Billionths of a USD.
    case revenue
    case latency
    /// The auction's winning bid in micro-dollars of CPM, and whether the auction had a winner.
    case winningBid, auctionWon
  }

  /// A per-run value of one line item.
  enum Item: Int, CaseIterable {
    case attempts, fills, noFills, errors, timeouts, wins, impressions, impressionsLost, waitMs, bids, auctionWins
    /// Billionths of a USD.
    case revenue
  }

  /// Σd and Σd² of one paired value.
  struct Moments: Equatable {
    var difference: Int128 = 0
    var squares: Int128 = 0

    @inline(__always)
    mutating func add(_ a: Int64, _ b: Int64) {
      // No sum can pass Int128 within BatchPlan.maximumRuns runs: no overflow checks on the hot path.
      // A run's values are below 2^62 (prices in micros, latencies in ms), so their difference fits.
      let d = b &- a
      // Under common random numbers the sides often agree: nothing to add.
      guard d != 0 else { return }
      difference &+= Int128(d)
      squares &+= .product(d, d)
    }
  }

  /// The sums of a ratio ΣY / ΣX on both sides, for the delta method.
  struct RatioMoments: Equatable {
    var ya: Int128 = 0, xa: Int128 = 0, yb: Int128 = 0, xb: Int128 = 0
    var yaya: Int128 = 0, xaxa: Int128 = 0, xaya: Int128 = 0
    var ybyb: Int128 = 0, xbxb: Int128 = 0, xbyb: Int128 = 0
    var yayb: Int128 = 0, yaxb: Int128 = 0, xayb: Int128 = 0, xaxb: Int128 = 0

    @inline(__always)
    mutating func add(ya: Int64, xa: Int64, yb: Int64, xb: Int64) {
      // Most runs have no auction: nothing to add but zeros.
      guard ya | xa | yb | xb != 0 else { return }
      self.ya &+= Int128(ya)
      self.xa &+= Int128(xa)
      self.yb &+= Int128(yb)
      self.xb &+= Int128(xb)
      yaya &+= .product(ya, ya)
      xaxa &+= .product(xa, xa)
      xaya &+= .product(xa, ya)
      ybyb &+= .product(yb, yb)
      xbxb &+= .product(xb, xb)
      xbyb &+= .product(xb, yb)
      yayb &+= .product(ya, yb)
      yaxb &+= .product(ya, xb)
      xayb &+= .product(xa, yb)
      xaxb &+= .product(xa, xb)
    }

    var flat: [Int128] { [ya, xa, yb, xb, yaya, xaxa, xaya, ybyb, xbxb, xbyb, yayb, yaxb, xayb, xaxb] }

    init() {}

    init?(flat v: [Int128]) {
      guard v.count == 14 else { return nil }
      (ya, xa, yb, xb, yaya, xaxa, xaya) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6])
      (ybyb, xbxb, xbyb, yayb, yaxb, xayb, xaxb) = (v[7], v[8], v[9], v[10], v[11], v[12], v[13])
    }

    static func + (l: Self, r: Self) -> Self {
      var s = l
      s.ya += r.ya
      s.xa += r.xa
      s.yb += r.yb
      s.xb += r.xb
      s.yaya += r.yaya
      s.xaxa += r.xaxa
      s.xaya += r.xaya
      s.ybyb += r.ybyb
      s.xbxb += r.xbxb
      s.xbyb += r.xbyb
      s.yayb += r.yayb
      s.yaxb += r.yaxb
      s.xayb += r.xayb
      s.xaxb += r.xaxb
      return s
    }
  }

  /// The ratios of a line item's entry.
  enum ItemRatio: Int, CaseIterable {
    /// wins / filled (of the whole run).
    case winShare
    /// waitMs / attempts.
    case meanWaitMs
    /// revenue / impressions.
    case meanPrice
  }

  /// Line items both configs have, by index in A and in B.
  let pairs: [(a: Int, b: Int)]
  private(set) var runs = 0
  /// Σ filled of each side (the difference's moments give their product's sum).
  private(set) var filledA: Int128 = 0
  private(set) var filledB: Int128 = 0
  private(set) var run: [Moments]
  /// Per pair: what it came to on both sides, in counts and exact sums.
  private(set) var items: [PairCounts]
  /// A run's values of the pairs it touched (those of `generation`), and which.
  private var scratch: [PairScratch]
  /// The pairs the run touched, the first `touchedCount`.
  private var touched: [Int]
  private var touchedCount = 0
  private var generation = 0
  private(set) var winningBid = RatioMoments()
  /// A banner's requests, paired; nil for other formats.
  private(set) var banner: BannerPairedSums?
  /// `banner != nil`, kept apart: testing the optional on the hot path copies it.
  private let isBanner: Bool
  /// Whether runs, and line items, played alike are summed once for both
  /// sides (`addSame`, `PairCounts.add`); false pairs every value of every
  /// run (the tests' reference).
  private let sumsAlikeRunsOnce: Bool
  /// The runs summed once for both sides, and those of them B replayed from
  /// A's walks (`SharedWalk`) (for the tests: not in `==` or a shard).
  private(set) var alikeRuns = 0
  private(set) var replayedRuns = 0
  /// The auctions' latency over the auctions that closed (the summary's `auction.latencyMs.mean`).
  private(set) var auctionLatency = RatioMoments()

  init(
    pairs: [(a: Int, b: Int)], banner: Bool = false, sumsAlikeRunsOnce: Bool = true
  ) {
    self.pairs = pairs
    self.sumsAlikeRunsOnce = sumsAlikeRunsOnce
    self.banner = banner ? BannerPairedSums() : nil
    isBanner = banner
    scratch = Array(repeating: PairScratch(generation: 0), count: pairs.count)
    touched = Array(repeating: 0, count: pairs.count)
    // The per-run buffers are inline arrays of these sizes.
    precondition(Run.allCases.count == 16 && Item.allCases.count == 12)
    run = Array(repeating: Moments(), count: Run.allCases.count)
    items = Array(repeating: PairCounts(), count: pairs.count)
  }

  /// Each side's line items' pair (its number in `pairs`), or -1.
  static func pairOf(_ pairs: [(a: Int, b: Int)], lineItemsA: Int, lineItemsB: Int) -> (a: [Int], b: [Int]) {
    var pairOfA = Array(repeating: -1, count: lineItemsA)
    var pairOfB = Array(repeating: -1, count: lineItemsB)
    for (number, pair) in pairs.enumerated() {
      pairOfA[pair.a] = number
      pairOfB[pair.b] = number
    }
    return (pairOfA, pairOfB)
  }

  static func == (l: Self, r: Self) -> Bool {
    l.pairs.elementsEqual(r.pairs) { $0.a == $1.a && $0.b == $1.b } && l.runs == r.runs && l.run == r.run
      && l.filledA == r.filledA && l.filledB == r.filledB
      && l.items == r.items && l.winningBid == r.winningBid && l.auctionLatency == r.auctionLatency
      && l.banner == r.banner
  }

  /// The values of a run as `BatchTally.Counter.countEnd` counts them.
  @inline(__always)
  private static func values(of run: RunEnd, into values: inout InlineArray<16, Int64>) {
    func set(_ key: Run, _ value: Int64) { values[key.rawValue] = value }
    let lifecycle = run.filled
    let shown = lifecycle && run.impressions > 0
    set(.filled, lifecycle ? 1 : 0)
    set(.presented, lifecycle && run.presented ? 1 : 0)
    set(.rewarded, lifecycle && run.rewardGranted ? 1 : 0)
    set(.impressions, lifecycle ? Int64(run.impressions) : 0)
    set(.impressionsLost, lifecycle && !shown && run.presented ? 1 : 0)
    set(.clicks, lifecycle ? Int64(run.clicks) : 0)
    set(.violations, Int64(run.violations))
    set(.warnings, Int64(run.warnings))
    set(.abandoned, run.abandoned ? 1 : 0)
    set(.auctions, run.auctionClosed ? 1 : 0)
    set(.withBid, run.withBid ? 1 : 0)
    set(.wonByBid, shown && run.byBid ? 1 : 0)
    set(.revenue, run.revenueNanos)
    set(.latency, run.latencyMs)
    let won = run.auctionPriceMicros >= 0
    set(.winningBid, won ? run.auctionPriceMicros : 0)
    set(.auctionWon, won ? 1 : 0)
  }

  /// Adds the first `count` runs of a chunk both configs played: their digests in `digestsA` and `digestsB`.
  mutating func add(runs count: Int, _ digestsA: DigestBuffers, _ digestsB: DigestBuffers) {
    // The pairs' counts borrowed for the whole chunk: no copy-on-write check per run.
    var items = self.items
    self.items = []
    items.withUnsafeMutableBufferPointer { items in
      for offset in 0..<count {
        runs &+= 1
        let a = digestsA.runs.base + offset
        let b = digestsB.runs.base + offset
        // A run B replayed from A's walk is A's run.
        if b.pointee.replayed { replayedRuns &+= 1 }
        if b.pointee.replayed
          || sumsAlikeRunsOnce && a.pointee.end == b.pointee.end
            && (!isBanner || digestsA.requests[offset] == digestsB.requests[offset])
            && Self.sameLoads(a, digestsA, b, digestsB)
        {
          alikeRuns &+= 1
          addSame(a, offset, of: digestsA, items)
        } else {
          addDifferent(a, b, offset, digestsA, digestsB, items)
        }
      }
    }
    self.items = items
  }

  /// Whether two runs loaded and bid on the same pairs in the same order, with the same outcomes and waits.
  @inline(__always)
  private static func sameLoads(
    _ a: UnsafeMutablePointer<RunDigest>, _ digestsA: DigestBuffers, _ b: UnsafeMutablePointer<RunDigest>,
    _ digestsB: DigestBuffers
  ) -> Bool {
    let attempts = a.pointee.attempts
    let bids = a.pointee.bids
    guard attempts.count == b.pointee.attempts.count, bids.count == b.pointee.bids.count else { return false }
    let attemptsA = digestsA.attempts.base + attempts.lowerBound
    let attemptsB = digestsB.attempts.base + b.pointee.attempts.lowerBound
    for index in 0..<attempts.count where attemptsA[index] != attemptsB[index] { return false }
    let bidsA = digestsA.bids.base + bids.lowerBound
    let bidsB = digestsB.bids.base + b.pointee.bids.lowerBound
    for index in 0..<bids.count where bidsA[index] != bidsB[index] { return false }
    return true
  }

  /// A run both configs played alike (the same end, loads and bids): no
  /// difference of a whole run's value moves, and each pair it touched
  /// adds its values once to the sums both sides share (`PairCounts.Same`).
  @inline(__always)
  private mutating func addSame(
    _ run: UnsafeMutablePointer<RunDigest>, _ offset: Int, of digests: DigestBuffers,
    _ items: UnsafeMutableBufferPointer<PairCounts>
  ) {
    let end = run.pointee.end
    let filled: Int128 = end.filled ? 1 : 0
    filledA &+= filled
    filledB &+= filled
    if end.auctionClosed {
      let won = end.auctionPriceMicros >= 0
      let bid = won ? end.auctionPriceMicros : 0
      winningBid.add(ya: bid, xa: won ? 1 : 0, yb: bid, xb: won ? 1 : 0)
      auctionLatency.add(ya: end.auctionLatencyMs, xa: 1, yb: end.auctionLatencyMs, xb: 1)
    }
    if isBanner { banner!.add(digests.requests[offset], digests.requests[offset]) }
    guard !pairs.isEmpty else { return }
    for index in run.pointee.attempts {
      let attempt = digests.attempts[index]
      items[attempt.pair].same.load(counter: attempt.counter, latencyMs: attempt.latencyMs)
    }
    for index in run.pointee.bids { items[Int(digests.bids[index])].same.count(.bids) }
    if end.auctionWinnerPair >= 0 { items[Int(end.auctionWinnerPair)].same.count(.auctionWins) }
    if end.winnerPair >= 0 { items[Int(end.winnerPair)].same.win(end) }
  }

  /// A run the configs played differently: every value paired.
  private mutating func addDifferent(
    _ runA: UnsafeMutablePointer<RunDigest>, _ runB: UnsafeMutablePointer<RunDigest>, _ offset: Int,
    _ digestsA: DigestBuffers, _ digestsB: DigestBuffers, _ items: UnsafeMutableBufferPointer<PairCounts>
  ) {
    let a = runA.pointee
    let b = runB.pointee
    var valuesA = InlineArray<16, Int64>(repeating: 0)
    var valuesB = InlineArray<16, Int64>(repeating: 0)
    Self.values(of: a.end, into: &valuesA)
    Self.values(of: b.end, into: &valuesB)
    run.withUnsafeMutableBufferPointer { run in
      for index in 0..<16 { run[index].add(valuesA[index], valuesB[index]) }
    }
    winningBid.add(
      ya: valuesA[Run.winningBid.rawValue], xa: valuesA[Run.auctionWon.rawValue], yb: valuesB[Run.winningBid.rawValue],
      xb: valuesB[Run.auctionWon.rawValue])
    auctionLatency.add(
      ya: a.end.auctionLatencyMs, xa: a.end.auctionClosed ? 1 : 0, yb: b.end.auctionLatencyMs,
      xb: b.end.auctionClosed ? 1 : 0)
    if isBanner { banner!.add(digestsA.requests[offset], digestsB.requests[offset]) }
    let filledA = valuesA[Run.filled.rawValue]
    let filledB = valuesB[Run.filled.rawValue]
    self.filledA &+= Int128(filledA)
    self.filledB &+= Int128(filledB)
    guard !pairs.isEmpty else { return }
    // Only the line items either side touched: their values in this run, side by side. Plain loops over
    // unsafe buffers: a nested function capturing these would cost a dynamic exclusivity check per access.
    generation &+= 1
    let generation = self.generation
    let run = Self.RunFlags(filledA: filledA == 1, filledB: filledB == 1)
    touchedCount = 0
    scratch.withUnsafeMutableBufferPointer { scratch in
      touched.withUnsafeMutableBufferPointer { touched in
        Self.visit(a, digestsA, sideA: true, generation, scratch, touched, &touchedCount)
        Self.visit(b, digestsB, sideA: false, generation, scratch, touched, &touchedCount)
        for position in 0..<touchedCount {
          let pair = touched[position]
          items[pair].add(scratch[pair].a, scratch[pair].b, run: run, alikeOnce: sumsAlikeRunsOnce)
        }
      }
    }
  }

  /// Puts one side's loads, bids, auction win and win of a run into the touched pairs' values.
  @inline(__always)
  private static func visit(
    _ digest: RunDigest, _ digests: DigestBuffers, sideA: Bool, _ generation: Int,
    _ scratch: UnsafeMutableBufferPointer<PairScratch>, _ touched: UnsafeMutableBufferPointer<Int>, _ count: inout Int
  ) {
    for index in digest.attempts {
      let attempt = digests.attempts[index]
      let pair = attempt.pair
      touch(pair, generation, scratch, touched, &count)
      if sideA {
        scratch[pair].a.load(counter: attempt.counter, latencyMs: attempt.latencyMs)
      } else {
        scratch[pair].b.load(counter: attempt.counter, latencyMs: attempt.latencyMs)
      }
    }
    for index in digest.bids {
      let pair = Int(digests.bids[index])
      touch(pair, generation, scratch, touched, &count)
      if sideA { scratch[pair].a.set(.bids) } else { scratch[pair].b.set(.bids) }
    }
    let end = digest.end
    if end.auctionWinnerPair >= 0 {
      let pair = Int(end.auctionWinnerPair)
      touch(pair, generation, scratch, touched, &count)
      if sideA { scratch[pair].a.set(.auctionWins) } else { scratch[pair].b.set(.auctionWins) }
    }
    if end.winnerPair >= 0 {
      let pair = Int(end.winnerPair)
      touch(pair, generation, scratch, touched, &count)
      if sideA { scratch[pair].a.win(end) } else { scratch[pair].b.win(end) }
    }
  }

  /// The whole run's flags a line item's joint counts need.
  struct RunFlags {
    var filledA: Bool
    var filledB: Bool
  }

  /// Marks `pair` touched in the run of `generation`, its values cleared the first time.
  @inline(__always)
  private static func touch(
    _ pair: Int, _ generation: Int, _ scratch: UnsafeMutableBufferPointer<PairScratch>,
    _ touched: UnsafeMutableBufferPointer<Int>, _ count: inout Int
  ) {
    guard scratch[pair].generation != generation else { return }
    scratch[pair] = PairScratch(generation: generation)
    touched[count] = pair
    count += 1
  }

  /// Adds the sums of disjoint runs of the same comparison.
  mutating func merge(_ other: PairedSums) {
    runs += other.runs
    alikeRuns += other.alikeRuns
    replayedRuns += other.replayedRuns
    filledA += other.filledA
    filledB += other.filledB
    for index in run.indices {
      run[index].difference += other.run[index].difference
      run[index].squares += other.run[index].squares
    }
    for index in items.indices { items[index].merge(other.items[index]) }
    winningBid = winningBid + other.winningBid
    auctionLatency = auctionLatency + other.auctionLatency
    if let others = other.banner { banner?.merge(others) }
  }

  /// The sums of the whole run, in one fixed order (runs, Σ filled of each
  /// side, each run value's Σd and Σd², the two ratios' sums): what a
  /// compare shard writes.
  var runFlat: [Int128] {
    [Int128(runs), filledA, filledB] + run.flatMap { [$0.difference, $0.squares] } + winningBid.flat
      + auctionLatency.flat
  }

  /// Each pair's sums, in the pairs' order.
  var itemsFlat: [[Int128]] { items.map(\.flat) }

  /// Sums a compare shard wrote, read back; nil when they cannot be a comparison's.
  init?(
    pairs: [(a: Int, b: Int)], runFlat: [Int128], itemsFlat: [[Int128]],
    bannerFlat: [Int128]? = nil
  ) {
    self.init(pairs: pairs, banner: bannerFlat != nil)
    if let bannerFlat {
      guard let banner = BannerPairedSums(flat: bannerFlat) else { return nil }
      self.banner = banner
    }
    let runValues = Run.allCases.count * 2
    guard runFlat.count == 3 + runValues + 28, itemsFlat.count == pairs.count,
      runFlat[0] >= 0, runFlat[0] <= Int128(BatchPlan.maximumRuns), runFlat[1] >= 0, runFlat[2] >= 0,
      let winning = RatioMoments(flat: Array(runFlat[(3 + runValues)..<(3 + runValues + 14)])),
      let latency = RatioMoments(flat: Array(runFlat[(3 + runValues + 14)...]))
    else { return nil }
    runs = Int(runFlat[0])
    (filledA, filledB) = (runFlat[1], runFlat[2])
    for index in run.indices {
      run[index] = Moments(difference: runFlat[3 + 2 * index], squares: runFlat[4 + 2 * index])
    }
    (winningBid, auctionLatency) = (winning, latency)
    for (index, values) in itemsFlat.enumerated() {
      guard let counts = PairCounts(flat: values) else { return nil }
      items[index] = counts
    }
  }

  func moments(_ key: Run) -> Moments { run[key.rawValue] }

  func moments(_ key: Item, pair: Int) -> Moments { items[pair].moments(key) }

  func ratio(_ key: ItemRatio, pair: Int) -> RatioMoments {
    // The denominator of a win share is `filled` (0 or 1 a run) in every run, touched or not;
    // Σ(fB − fA)² = ΣfA + ΣfB − 2·ΣfA·fB for values of 0 and 1.
    let bothFilled = (filledA &+ filledB &- run[Run.filled.rawValue].squares) / 2
    return items[pair].ratio(key, filledA: filledA, filledB: filledB, bothFilled: bothFilled)
  }
}

/// What one line item's run came to, as the paired sums need it.
struct ItemValues: Equatable {
  /// Binary: attempted, filled, no fill, error, timeout, won, shown with an impression,
  /// shown without one, bid, won the auction.
  var flags: UInt16 = 0
  var waitMs: Int64 = 0
  /// The price paid, micro-dollars of CPM (billionths of a USD).
  var revenue: Int64 = 0

  static let binary: [PairedSums.Item] = [
    .attempts, .fills, .noFills, .errors, .timeouts, .wins, .impressions, .impressionsLost, .bids, .auctionWins,
  ]

  @inline(__always)
  func has(_ item: PairedSums.Item) -> Bool { flags & (1 << item.rawValue) != 0 }

  @inline(__always)
  mutating func set(_ item: PairedSums.Item) { flags |= 1 << item.rawValue }

  /// Its load ended after `latencyMs`, adding one to `counter` (a `PairedSums.Item` raw value).
  @inline(__always)
  mutating func load(counter: Int, latencyMs: Int64) {
    flags |= 1 << PairedSums.Item.attempts.rawValue | 1 << UInt16(counter)
    waitMs = latencyMs
  }

  /// It won the run that ended with `end`.
  @inline(__always)
  mutating func win(_ end: RunEnd) {
    set(.wins)
    if end.impressions > 0 {
      set(.impressions)
      revenue = end.priceMicros
    } else if end.presented {
      set(.impressionsLost)
    }
  }
}

/// A pair's values in the run of `generation`.
struct PairScratch {
  var generation: Int
  var a = ItemValues()
  var b = ItemValues()
}

/// One line item's paired counts over the runs it had a part in: each
/// binary counter's totals and the runs where the sides differ (for 0 and
/// 1, Σd² is that count), the waits' and the revenue's exact sums, squares
/// and products, and the joint counts the ratios' cross terms need.
struct PairCounts: Equatable {
  static func == (l: PairCounts, r: PairCounts) -> Bool { l.flat == r.flat }

  // Read elsewhere (`PairedSums.inconsistency`) only of `flushed` counts.
  private(set) var totalA = InlineArray<12, Int64>(repeating: 0)
  private(set) var totalB = InlineArray<12, Int64>(repeating: 0)
  private(set) var differ = InlineArray<12, Int64>(repeating: 0)
  /// The waits of the runs where either side loaded it, and the prices of those where either showed it.
  private(set) var wait = PairedValueSums()
  private(set) var revenue = PairedValueSums()
  private(set) var bothAttempted: Int64 = 0, bothShown: Int64 = 0
  private(set) var bothWon: Int64 = 0, wonAfilledB: Int64 = 0, filledAwonB: Int64 = 0
  /// Runs counted by their joint flags (both sides' binary values and whether each side filled),
  /// not yet added to the counts above: one increment a run instead of a dozen.
  private var jointKeys: [UInt32] = []
  private var jointCounts: [Int64] = []
  /// Where the last run's key is in `jointKeys`.
  private var lastJoint = 0

  /// The runs both configs played alike, counted once for both sides.
  fileprivate(set) var same = Same()

  /// What a pair came to in the runs both configs played alike: each
  /// counter, and its waits' and prices' sums and squares. Every paired sum
  /// of those runs follows (`flushJoint`): both sides' totals are these,
  /// no difference, and a product of the sides is a square.
  struct Same {
    var counts = InlineArray<12, Int64>(repeating: 0)
    var wait: Int128 = 0, waitSquares: Int128 = 0
    var revenue: Int128 = 0, revenueSquares: Int128 = 0

    var isEmpty: Bool {
      counts[PairedSums.Item.attempts.rawValue] == 0 && counts[PairedSums.Item.wins.rawValue] == 0
        && counts[PairedSums.Item.bids.rawValue] == 0 && counts[PairedSums.Item.auctionWins.rawValue] == 0
    }

    @inline(__always)
    mutating func count(_ item: PairedSums.Item) { counts[item.rawValue] &+= 1 }

    /// A line item's values in a run, the same on both sides.
    @inline(__always)
    mutating func add(_ values: ItemValues) {
      var flags = values.flags
      while flags != 0 {
        counts[flags.trailingZeroBitCount] &+= 1
        flags &= flags &- 1
      }
      if values.has(.attempts) {
        wait &+= Int128(values.waitMs)
        waitSquares &+= .product(values.waitMs, values.waitMs)
      }
      if values.has(.impressions) {
        revenue &+= Int128(values.revenue)
        revenueSquares &+= .product(values.revenue, values.revenue)
      }
    }

    @inline(__always)
    mutating func load(counter: Int, latencyMs: Int64) {
      counts[PairedSums.Item.attempts.rawValue] &+= 1
      counts[counter] &+= 1
      wait &+= Int128(latencyMs)
      waitSquares &+= .product(latencyMs, latencyMs)
    }

    @inline(__always)
    mutating func win(_ end: RunEnd) {
      count(.wins)
      if end.impressions > 0 {
        count(.impressions)
        revenue &+= Int128(end.priceMicros)
        revenueSquares &+= .product(end.priceMicros, end.priceMicros)
      } else if end.presented {
        count(.impressionsLost)
      }
    }
  }

  /// The most joint flags kept before they are added up.
  static let jointCapacity = 48

  @inline(__always)
  mutating func add(_ a: ItemValues, _ b: ItemValues, run: PairedSums.RunFlags, alikeOnce: Bool) {
    // A line item both sides loaded alike in a run they played differently (an order changed, a later
    // line item filled): summed once, as in a run played alike. Its joint flags need no run flags, since
    // a win on both sides is a fill on both.
    if alikeOnce, a == b {
      same.add(a)
    } else {
      addJoint(a, b, run: run)
    }
  }

  /// Counts a run's joint flags and adds its waits and prices, paired.
  private mutating func addJoint(_ a: ItemValues, _ b: ItemValues, run: PairedSums.RunFlags) {
    let key =
      UInt32(a.flags) | UInt32(b.flags) << 12 | (run.filledA ? 1 << 24 : 0) | (run.filledB ? 1 << 25 : 0)
    // The key of the last run first: runs repeat their joint flags.
    if lastJoint < jointKeys.count, jointKeys[lastJoint] == key {
      jointCounts.withUnsafeMutableBufferPointer { $0[lastJoint] &+= 1 }
    } else if let index = jointKeys.firstIndex(of: key) {
      lastJoint = index
      jointCounts.withUnsafeMutableBufferPointer { $0[index] &+= 1 }
    } else {
      if jointKeys.count == Self.jointCapacity { flushJoint() }
      lastJoint = jointKeys.count
      jointKeys.append(key)
      jointCounts.append(1)
    }
    wait.add(a.waitMs, b.waitMs, inA: a.has(.attempts), inB: b.has(.attempts))
    revenue.add(a.revenue, b.revenue, inA: a.has(.impressions), inB: b.has(.impressions))
  }

  /// Adds the joint flags counted so far, and the runs played alike, into the counts, and forgets them.
  private mutating func flushJoint() {
    for (key, runs) in zip(jointKeys, jointCounts) {
      let flagsA = UInt16(truncatingIfNeeded: key & 0xFFF)
      let flagsB = UInt16(truncatingIfNeeded: (key >> 12) & 0xFFF)
      let filledA = key & (1 << 24) != 0
      let filledB = key & (1 << 25) != 0
      func has(_ flags: UInt16, _ item: PairedSums.Item) -> Bool { flags & (1 << item.rawValue) != 0 }
      for item in ItemValues.binary {
        let inA = has(flagsA, item)
        let inB = has(flagsB, item)
        if inA { totalA[item.rawValue] &+= runs }
        if inB { totalB[item.rawValue] &+= runs }
        if inA != inB { differ[item.rawValue] &+= runs }
      }
      if has(flagsA, .attempts) && has(flagsB, .attempts) { bothAttempted &+= runs }
      if has(flagsA, .impressions) && has(flagsB, .impressions) { bothShown &+= runs }
      let wonA = has(flagsA, .wins)
      let wonB = has(flagsB, .wins)
      if wonA && wonB { bothWon &+= runs }
      if wonA && filledB { wonAfilledB &+= runs }
      if filledA && wonB { filledAwonB &+= runs }
    }
    jointKeys.removeAll(keepingCapacity: true)
    jointCounts.removeAll(keepingCapacity: true)
    guard !same.isEmpty else { return }
    // A run both sides played alike: the same value on each side, so a·b = a² and no difference.
    for item in ItemValues.binary {
      totalA[item.rawValue] &+= same.counts[item.rawValue]
      totalB[item.rawValue] &+= same.counts[item.rawValue]
    }
    for (sums, total, squares) in [
      (\PairCounts.wait, same.wait, same.waitSquares), (\.revenue, same.revenue, same.revenueSquares),
    ] {
      self[keyPath: sums].a &+= total
      self[keyPath: sums].b &+= total
      self[keyPath: sums].aa &+= squares
      self[keyPath: sums].bb &+= squares
      self[keyPath: sums].ab &+= squares
      self[keyPath: sums].aWhereB &+= total
      self[keyPath: sums].bWhereA &+= total
    }
    bothAttempted &+= same.counts[PairedSums.Item.attempts.rawValue]
    bothShown &+= same.counts[PairedSums.Item.impressions.rawValue]
    let wins = same.counts[PairedSums.Item.wins.rawValue]
    // A win is a fill of the run, on both sides alike.
    bothWon &+= wins
    wonAfilledB &+= wins
    filledAwonB &+= wins
    same = Same()
  }

  /// These counts with every joint flag added up.
  var flushed: PairCounts {
    var copy = self
    copy.flushJoint()
    return copy
  }

  mutating func merge(_ other: PairCounts) {
    flushJoint()
    let other = other.flushed
    for index in 0..<12 {
      totalA[index] += other.totalA[index]
      totalB[index] += other.totalB[index]
      differ[index] += other.differ[index]
    }
    wait = wait + other.wait
    revenue = revenue + other.revenue
    bothAttempted += other.bothAttempted
    bothShown += other.bothShown
    bothWon += other.bothWon
    wonAfilledB += other.wonAfilledB
    filledAwonB += other.filledAwonB
  }

  /// Every sum, in one fixed order: what a compare shard writes and `merge` reads back.
  var flat: [Int128] {
    guard jointKeys.isEmpty, same.isEmpty else { return flushed.flat }
    var values: [Int128] = []
    for index in 0..<12 { values += [Int128(totalA[index]), Int128(totalB[index]), Int128(differ[index])] }
    values += wait.flat + [Int128(bothAttempted)] + revenue.flat + [Int128(bothShown)]
    values += [Int128(bothWon), Int128(wonAfilledB), Int128(filledAwonB)]
    return values
  }

  static let flatCount = 12 * 3 + 8 + 8 + 3

  init() {}

  /// The sums `flat` gave, or nil when they are not a line item's sums (a count out of range).
  init?(flat values: [Int128]) {
    guard values.count == Self.flatCount else { return nil }
    func count(_ value: Int128) -> Int64? { value >= 0 && value <= Int128(Int64.max) ? Int64(value) : nil }
    var at = 0
    func next() -> Int128 {
      defer { at += 1 }
      return values[at]
    }
    for index in 0..<12 {
      guard let a = count(next()), let b = count(next()), let d = count(next()) else { return nil }
      (totalA[index], totalB[index], differ[index]) = (a, b, d)
    }
    wait = PairedValueSums(flat: (0..<7).map { _ in next() })
    guard let attempted = count(next()) else { return nil }
    bothAttempted = attempted
    revenue = PairedValueSums(flat: (0..<7).map { _ in next() })
    guard let shown = count(next()), let won = count(next()), let wonFilled = count(next()),
      let filledWon = count(next())
    else { return nil }
    (bothShown, bothWon, wonAfilledB, filledAwonB) = (shown, won, wonFilled, filledWon)
  }

  /// Σd and Σd² of a counter.
  func moments(_ item: PairedSums.Item) -> PairedSums.Moments {
    guard jointKeys.isEmpty, same.isEmpty else { return flushed.moments(item) }
    switch item {
    case .waitMs: return wait.moments
    case .revenue: return revenue.moments
    case .attempts, .fills, .noFills, .errors, .timeouts, .wins, .impressions, .impressionsLost, .bids, .auctionWins:
      // A 0-or-1 difference is its own square.
      return PairedSums.Moments(
        difference: Int128(totalB[item.rawValue] - totalA[item.rawValue]), squares: Int128(differ[item.rawValue]))
    }
  }

  /// The sums of a ratio's numerators and denominators on both sides.
  func ratio(_ key: PairedSums.ItemRatio, filledA: Int128, filledB: Int128, bothFilled: Int128)
    -> PairedSums.RatioMoments
  {
    guard jointKeys.isEmpty, same.isEmpty else {
      return flushed.ratio(key, filledA: filledA, filledB: filledB, bothFilled: bothFilled)
    }
    var m = PairedSums.RatioMoments()
    func total(_ item: PairedSums.Item, _ side: InlineArray<12, Int64>) -> Int128 { Int128(side[item.rawValue]) }
    switch key {
    case .winShare:
      let wonA = total(.wins, totalA)
      let wonB = total(.wins, totalB)
      (m.ya, m.xa, m.yb, m.xb) = (wonA, filledA, wonB, filledB)
      // Values of 0 and 1, and a win is a fill: y² = y and x·y = y.
      (m.yaya, m.xaxa, m.xaya) = (wonA, filledA, wonA)
      (m.ybyb, m.xbxb, m.xbyb) = (wonB, filledB, wonB)
      (m.yayb, m.yaxb, m.xayb, m.xaxb) = (Int128(bothWon), Int128(wonAfilledB), Int128(filledAwonB), bothFilled)
    case .meanWaitMs:
      let attemptsA = total(.attempts, totalA)
      let attemptsB = total(.attempts, totalB)
      m = wait.ratio(countA: attemptsA, countB: attemptsB, both: Int128(bothAttempted))
    case .meanPrice:
      let shownA = total(.impressions, totalA)
      let shownB = total(.impressions, totalB)
      m = revenue.ratio(countA: shownA, countB: shownB, both: Int128(bothShown))
    }
    return m
  }
}

/// One value a line item may have in a run (its wait, its price), summed
/// over the runs where either side has it: each side's sum, squares and
/// product, and each side's sum over the runs where the other has it (the
/// delta method's cross terms, with the count of the value as denominator).
struct PairedValueSums: Equatable {
  var a: Int128 = 0, b: Int128 = 0
  var aa: Int128 = 0, bb: Int128 = 0, ab: Int128 = 0
  var aWhereB: Int128 = 0, bWhereA: Int128 = 0

  init() {}

  /// The sums in `flat`'s order: a, b, aa, bb, ab, aWhereB, bWhereA.
  init(flat v: [Int128]) {
    (a, b, aa, bb, ab, aWhereB, bWhereA) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6])
  }

  var flat: [Int128] { [a, b, aa, bb, ab, aWhereB, bWhereA] }

  /// Adds a run's values; `inA` and `inB` say which sides have the value (a side that has not is 0).
  @inline(__always)
  mutating func add(_ valueA: Int64, _ valueB: Int64, inA: Bool, inB: Bool) {
    guard inA || inB else { return }
    a &+= Int128(valueA)
    b &+= Int128(valueB)
    aa &+= .product(valueA, valueA)
    bb &+= .product(valueB, valueB)
    ab &+= .product(valueA, valueB)
    if inB { aWhereB &+= Int128(valueA) }
    if inA { bWhereA &+= Int128(valueB) }
  }

  static func + (l: Self, r: Self) -> Self {
    var s = l
    s.a += r.a
    s.b += r.b
    s.aa += r.aa
    s.bb += r.bb
    s.ab += r.ab
    s.aWhereB += r.aWhereB
    s.bWhereA += r.bWhereA
    return s
  }

  /// Σd and Σd² of the difference b − a.
  var moments: PairedSums.Moments { PairedSums.Moments(difference: b - a, squares: aa + bb - 2 * ab) }

  /// The sums of the ratio value / count on both sides, the count 0 or 1 a run (so x² = x and x·y = y).
  func ratio(countA: Int128, countB: Int128, both: Int128) -> PairedSums.RatioMoments {
    var m = PairedSums.RatioMoments()
    (m.ya, m.xa, m.yb, m.xb) = (a, countA, b, countB)
    (m.yaya, m.xaxa, m.xaya) = (aa, countA, a)
    (m.ybyb, m.xbxb, m.xbyb) = (bb, countB, b)
    (m.yayb, m.yaxb, m.xayb, m.xaxb) = (ab, aWhereB, bWhereA, both)
    return m
  }
}

extension Int128 {
  /// `a × b` exactly, from one full-width multiplication.
  @inline(__always)
  static func product(_ a: Int64, _ b: Int64) -> Int128 {
    let (high, low) = a.multipliedFullWidth(by: b)
    return Int128(high) << 64 | Int128(low)
  }
}

/// The 95 % intervals of paired differences, from `PairedSums`.
enum PairedInterval {
  static let z = 1.959_963_984_540_054

  /// The interval of `scale × Σd` over `runs` pairs (a sum: scale 1; a mean: 1 / runs).
  static func ofSum(_ moments: PairedSums.Moments, runs: Int, scale: Double) -> (low: Double, high: Double)? {
    guard runs > 1 else { return nil }
    let n = Double(runs)
    let total = Double(moments.difference)
    let mean = total / n
    let variance = max((Double(moments.squares) - total * mean) / (n - 1), 0)
    let half = z * (n * variance).squareRoot()
    return ((total - half) * scale, (total + half) * scale)
  }

  /// The delta method's interval of `scale × (ΣYb / ΣXb − ΣYa / ΣXa)`; nil
  /// when a side has no denominator.
  static func ofRatio(_ m: PairedSums.RatioMoments, runs: Int, scale: Double) -> (low: Double, high: Double)? {
    guard runs > 1, m.xa > 0, m.xb > 0 else { return nil }
    let n = Double(runs)
    let ra = Double(m.ya) / Double(m.xa)
    let rb = Double(m.yb) / Double(m.xb)
    let meanXa = Double(m.xa) / n
    let meanXb = Double(m.xb) / n
    // Each side's linearised values (y − r x) / mean x, their squares and their product, summed.
    let aa = (Double(m.yaya) - 2 * ra * Double(m.xaya) + ra * ra * Double(m.xaxa)) / (meanXa * meanXa)
    let bb = (Double(m.ybyb) - 2 * rb * Double(m.xbyb) + rb * rb * Double(m.xbxb)) / (meanXb * meanXb)
    let ab =
      (Double(m.yayb) - rb * Double(m.yaxb) - ra * Double(m.xayb) + ra * rb * Double(m.xaxb)) / (meanXa * meanXb)
    let variance = max((aa + bb - 2 * ab) / (n - 1), 0)
    let half = z * (variance / n).squareRoot()
    let difference = rb - ra
    return ((difference - half) * scale, (difference + half) * scale)
  }
}
