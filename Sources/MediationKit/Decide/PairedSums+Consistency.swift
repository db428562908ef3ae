/// The checks `merge` makes of a compare shard's paired sums against its
/// sides (docs/output.md, "Comparison shards"). Each is a condition the
/// sums of real runs meet, proven from how `PairedSums.add` makes them, so
/// that no shard of real runs is refused; and together they bound every sum
/// an interval is computed from by what the sides counted, so that a shard
/// accepted gives intervals of the size its sides allow.
///
/// Notation: over the shard's n runs, a and b are a value of a run on side
/// A and on side B, d = b − a; ΣA and ΣB are the sides' totals of it, as
/// their summaries give them.
extension PairedSums {
  /// Why these sums, read from a compare shard, cannot be the paired sums
  /// of the runs whose sides counted `a` and `b`; nil when they can.
  func inconsistency(a: BatchTally, b: BatchTally) -> String? {
    let n = Int128(runs)
    // Σ filled of each side is its summary's `filled`.
    guard filledA == Int128(a.counts[.filled]), filledB == Int128(b.counts[.filled]) else {
      return "the sums of filled are not the sides' filled"
    }
    for key in Run.allCases {
      if let problem = Self.problem(moments(key), runs: n, Self.known(key, a, b)) { return "\(key): \(problem)" }
    }
    if let problem = ratioInconsistency(a: a, b: b, runs: n) { return problem }
    if let banner, let problem = Self.inconsistency(of: banner, a: a, b: b, runs: n) { return problem }
    let bothFilled = (filledA + filledB - moments(.filled).squares) / 2
    for (number, pair) in pairs.enumerated() {
      if let problem = Self.inconsistency(
        of: items[number].flushed, a: (a, pair.a), b: (b, pair.b), runs: n, bothFilled: bothFilled)
      {
        return "\(a.lineItems[pair.a].label): \(problem)"
      }
    }
    return nil
  }

  /// What the sides' counts tell of a whole run's value: `values(of:into:)`
  /// gives it to the paired sums as `BatchTally.Counter.countEnd` counts it.
  private static func known(_ key: Run, _ a: BatchTally, _ b: BatchTally) -> Known {
    func count(_ count: RunCount) -> Known { .counts(a.counts[count], b.counts[count]) }
    func indicator(_ count: RunCount) -> Known { .indicator(Int128(a.counts[count]), Int128(b.counts[count])) }
    switch key {
    case .filled: return indicator(.filled)
    case .presented: return indicator(.presented)
    case .rewarded: return indicator(.rewarded)
    // Several a run where an ad records more than one (a custom format's `recordImpression`).
    case .impressions: return count(.impressions)
    case .impressionsLost: return indicator(.impressionsLost)
    case .clicks: return count(.clicks)
    case .violations: return count(.violations)
    case .warnings: return count(.warnings)
    case .abandoned: return indicator(.abandoned)
    case .auctions: return indicator(.auctions)
    case .withBid: return indicator(.withBid)
    case .wonByBid: return indicator(.wonByBid)
    case .revenue:
      // A run earns its price once, at most the largest; the shard's sums carry each side's Σ of its square.
      return Known(
        totalA: a.revenueNanos, totalB: b.revenueNanos, squares: (a.revenueSquares, b.revenueSquares),
        maximum: Int128(PriceCpm.maximum.micros))
    case .latency:
      // The histograms give each side's latencies exactly.
      let sumsA = a.latency.sums
      let sumsB = b.latency.sums
      return Known(
        totalA: sumsA.latencies, totalB: sumsB.latencies, squares: (sumsA.squares, sumsB.squares),
        maximum: Int128(ConfigLimits.maximumLatencyMs))
    case .winningBid:
      return Known(
        totalA: a.winningBidMicros, totalB: b.winningBidMicros, squares: nil, maximum: Int128(PriceCpm.maximum.micros))
    case .auctionWon: return .indicator(Int128(auctionWins(a)), Int128(auctionWins(b)))
    }
  }

  /// The auctions a side's line items won: those with a winning bid.
  private static func auctionWins(_ tally: BatchTally) -> Int {
    tally.lineItems.indices.reduce(0) { $0 + tally[$1, .auctionWins] }
  }

  /// The auction's ratios (the mean winning bid, the mean latency of the
  /// auctions that closed) against the sides, and against the whole run's
  /// values they share with `run`.
  private func ratioInconsistency(a: BatchTally, b: BatchTally, runs n: Int128) -> String? {
    let price = Int128(PriceCpm.maximum.micros)
    let bids = RatioKnown(
      ya: a.winningBidMicros, xa: Int128(Self.auctionWins(a)), yb: b.winningBidMicros, xb: Int128(Self.auctionWins(b)),
      maximumY: price, maximumX: 1, indicator: true)
    if let problem = Self.problem(winningBid, runs: n, bids) { return "auction.meanWinningBid: \(problem)" }
    // The run values `winningBid` and `auctionWon` are this ratio's numerator and denominator, run by run.
    guard
      moments(.winningBid)
        == Self.moments(winningBid.ya, winningBid.yb, winningBid.yaya, winningBid.ybyb, winningBid.yayb),
      moments(.auctionWon)
        == Self.moments(winningBid.xa, winningBid.xb, winningBid.xaxa, winningBid.xbxb, winningBid.xaxb)
    else { return "auction.meanWinningBid: its sums are not those of the runs' winning bids" }
    let sumsA = a.auctionLatency.sums
    let sumsB = b.auctionLatency.sums
    let latency = RatioKnown(
      ya: sumsA.latencies, xa: Int128(a.counts[.auctions]), yb: sumsB.latencies, xb: Int128(b.counts[.auctions]),
      maximumY: Int128(ConfigLimits.maximumTimeoutMs), maximumX: 1, indicator: true,
      squaresY: (sumsA.squares, sumsB.squares))
    if let problem = Self.problem(auctionLatency, runs: n, latency) { return "auction.latencyMs.mean: \(problem)" }
    // The run value `auctions` is this ratio's denominator, run by run.
    let m = auctionLatency
    guard moments(.auctions) == Self.moments(m.xa, m.xb, m.xaxa, m.xbxb, m.xaxb) else {
      return "auction.latencyMs.mean: its sums are not those of the runs' auctions"
    }
    return nil
  }

  /// A banner's requests against the sides' request counts.
  private static func inconsistency(of banner: BannerPairedSums, a: BatchTally, b: BatchTally, runs n: Int128)
    -> String?
  {
    let requestsA = a.bannerRequests ?? BannerRequestTally()
    let requestsB = b.bannerRequests ?? BannerRequestTally()
    // A run makes at most this many requests; each fills at most once, with one impression, paid at most the largest price.
    let most = Int128(ConfigLimits.maximumBannerRequests)
    let values: [(String, Moments, Known)] = [
      ("requests", banner.requests, Known(requestsA.requests, requestsB.requests, maximum: most)),
      ("impressionsPerRun", banner.impressions, Known(requestsA.impressions, requestsB.impressions, maximum: most)),
      (
        "revenuePerRun", banner.revenue,
        Known(
          totalA: requestsA.revenueNanos, totalB: requestsB.revenueNanos, squares: nil,
          maximum: most * Int128(PriceCpm.maximum.micros))
      ),
    ]
    for (name, moments, known) in values {
      if let problem = problem(moments, runs: n, known) { return "\(name): \(problem)" }
    }
    let fillRate = RatioKnown(
      ya: Int128(requestsA.filled), xa: Int128(requestsA.requests), yb: Int128(requestsB.filled),
      xb: Int128(requestsB.requests), maximumY: most, maximumX: most, indicator: false, yAtMostX: true)
    if let problem = problem(banner.fillRate, runs: n, fillRate) { return "requestFillRate: \(problem)" }
    // The requests a run made are the fill rate's denominator, run by run.
    let m = banner.fillRate
    guard banner.requests == moments(m.xa, m.xb, m.xaxa, m.xbxb, m.xaxb) else {
      return "requests: its sums are not those of the requests' fill rate"
    }
    return nil
  }

  /// One pair of line items (`a.index` in A, `b.index` in B) against
  /// the sides' counts of each.
  private static func inconsistency(
    of counts: PairCounts, a: (tally: BatchTally, index: Int), b: (tally: BatchTally, index: Int), runs n: Int128,
    bothFilled: Int128
  ) -> String? {
    func total(_ side: InlineArray<12, Int64>, _ item: Item) -> Int128 { Int128(side[item.rawValue]) }
    for item in Item.allCases {
      let totalA = total(counts.totalA, item)
      let totalB = total(counts.totalB, item)
      let differ = total(counts.differ, item)
      guard let count = item.lineItemCount else {
        // Not counted run by run: the wait and the revenue have sums of their own.
        guard totalA == 0, totalB == 0, differ == 0 else { return "\(item): counted as a count of runs" }
        continue
      }
      // A pair's line items are loaded, win and are shown at most once a run: counts of runs, each side's its own.
      guard totalA == Int128(a.tally[a.index, count]), totalB == Int128(b.tally[b.index, count]) else {
        return "\(item): the pair's totals are not its line items' counts"
      }
      let moments = Moments(difference: totalB - totalA, squares: differ)
      if let problem = problem(moments, runs: n, .indicator(totalA, totalB)) { return "\(item): \(problem)" }
    }
    // A count of runs differs where exactly one side has it: in ΣA + ΣB − 2 × (the runs where both have it).
    for (item, both) in [
      (Item.attempts, counts.bothAttempted), (.impressions, counts.bothShown), (.wins, counts.bothWon),
    ] {
      guard 2 * Int128(both) == total(counts.totalA, item) + total(counts.totalB, item) - total(counts.differ, item)
      else {
        return "\(item): the runs where both sides have it do not match the runs where they differ"
      }
    }
    // A win is a fill of the run: the runs A won in and B filled are among those both filled and include those both won;
    // A's wins in runs B did not fill are among the runs A filled alone (and likewise the other way).
    let winsA = total(counts.totalA, .wins)
    let winsB = total(counts.totalB, .wins)
    let filledA = Int128(a.tally.counts[.filled])
    let filledB = Int128(b.tally.counts[.filled])
    let bothWon = Int128(counts.bothWon)
    for (won, wins, filledOther, filledSelf) in [
      (Int128(counts.wonAfilledB), winsA, filledB, filledA), (Int128(counts.filledAwonB), winsB, filledA, filledB),
    ] {
      guard bothWon <= won, won <= wins, won <= filledOther, won <= bothFilled,
        wins - won <= filledSelf - bothFilled
      else { return "winShare: its joint counts of wins and fills do not fit its sides" }
    }
    let waits = ValueKnown(
      totalA: Int128(a.tally[a.index, .waitMs]), totalB: Int128(b.tally[b.index, .waitMs]),
      countA: total(counts.totalA, .attempts), countB: total(counts.totalB, .attempts),
      both: Int128(counts.bothAttempted), maximum: Int128(ConfigLimits.maximumTimeoutMs))
    // A load waits at most its timeout.
    if let problem = problem(counts.wait, waits) { return "waitMs: \(problem)" }
    let prices = ValueKnown(
      totalA: a.tally.lineItemRevenueNanos[a.index], totalB: b.tally.lineItemRevenueNanos[b.index],
      countA: total(counts.totalA, .impressions), countB: total(counts.totalB, .impressions),
      both: Int128(counts.bothShown), maximum: Int128(PriceCpm.maximum.micros))
    // An impression is paid at most the largest price.
    if let problem = problem(counts.revenue, prices) { return "revenue: \(problem)" }
    return nil
  }

  /// Σd and Σd² of a value whose sides' sums, sums of squares and sum of products are these.
  private static func moments(_ a: Int128, _ b: Int128, _ aa: Int128, _ bb: Int128, _ ab: Int128) -> Moments {
    Moments(difference: b - a, squares: aa + bb - 2 * ab)
  }
}

/// What the sides' counts tell of a value a run has on each side, all
/// values being integers of 0 or more.
private struct Known {
  /// ΣA and ΣB.
  var totalA: Int128
  var totalB: Int128
  /// Σa² and Σb², where the sides know them.
  var squares: (a: Int128, b: Int128)?
  /// The largest value one run can have; nil where nothing bounds it.
  var maximum: Int128?

  init(totalA: Int128, totalB: Int128, squares: (a: Int128, b: Int128)?, maximum: Int128?) {
    self.totalA = totalA
    self.totalB = totalB
    self.squares = squares
    self.maximum = maximum
  }

  init(_ totalA: Int, _ totalB: Int, maximum: Int128) {
    self.init(totalA: Int128(totalA), totalB: Int128(totalB), squares: nil, maximum: maximum)
  }

  /// Counts of any size a run.
  static func counts(_ a: Int, _ b: Int) -> Known {
    Known(totalA: Int128(a), totalB: Int128(b), squares: nil, maximum: nil)
  }

  /// Values of 0 or 1: each its own square.
  static func indicator(_ a: Int128, _ b: Int128) -> Known {
    Known(totalA: a, totalB: b, squares: (a, b), maximum: 1)
  }
}

/// What the sides' counts tell of a ratio's numerator y and denominator x
/// (`PairedSums.RatioMoments`), integers of 0 or more.
private struct RatioKnown {
  /// Each side's Σy and Σx.
  var ya: Int128, xa: Int128, yb: Int128, xb: Int128
  var maximumY: Int128
  var maximumX: Int128
  /// x is 0 or 1 in a run, and y is 0 where x is.
  var indicator: Bool
  /// y is at most x in every run.
  var yAtMostX = false
  /// Each side's Σy², where the sides know it.
  var squaresY: (a: Int128, b: Int128)?
}

/// What the sides' counts tell of a value a line item has in some runs
/// (`PairedValueSums`: its wait where it loaded, its price where it was shown).
private struct ValueKnown {
  /// Each side's sum of the value.
  var totalA: Int128
  var totalB: Int128
  /// The runs where each side has it, and where both have it.
  var countA: Int128
  var countB: Int128
  var both: Int128
  /// The largest value one run can have.
  var maximum: Int128
}

extension PairedSums {
  /// Why `m`, the Σd and Σd² of a value over `n` runs, cannot be those of
  /// runs the sides counted as `k` says; nil when it can.
  fileprivate static func problem(_ m: Moments, runs n: Int128, _ k: Known) -> String? {
    let d = m.difference
    let s = m.squares
    // d = b − a in every run: Σd is B's total less A's (which also bounds it).
    guard d == k.totalB - k.totalA else { return "Σd is not B's total less A's" }
    // A sum of squares is not negative, and d² has the parity of d.
    guard s >= 0, s & 1 == d & 1 else { return "Σd² is negative or of another parity than Σd" }
    // |d| ≤ d² for an integer d.
    guard abs(d) <= s else { return "Σd² is below |Σd|" }
    // Cauchy–Schwarz: (Σd)² ≤ n·Σd².
    guard abs(d).squareIsAtMost(n, times: s) else { return "Σd² is below (Σd)² / runs" }
    if let squares = k.squares {
      // Σd² = Σa² + Σb² − 2Σab, with Σab ≥ 0 (values ≥ 0) and Σab ≤ √(Σa²·Σb²) (Cauchy–Schwarz): so
      // (√Σa² − √Σb²)² ≤ Σd² ≤ Σa² + Σb², and Σa² + Σb² − Σd² is even.
      let twice = squares.a + squares.b - s
      guard twice >= 0 else { return "Σd² is above Σa² + Σb²" }
      guard twice & 1 == 0 else { return "Σd² is of another parity than Σa² + Σb²" }
      let product = twice / 2
      guard product.squareIsAtMost(squares.a, times: squares.b) else { return "Σd² is below (√Σa² − √Σb²)²" }
      // Values of 0 and 1: Σab counts the runs where both are 1, at least ΣA + ΣB − n of them.
      if k.maximum == 1, product < k.totalA + k.totalB - n {
        return "Σd² is above the runs where the sides can differ"
      }
    } else if let maximum = k.maximum {
      // For values in [0, M], |d| ≤ M and |d| ≤ a + b: d² ≤ M·(a + b).
      guard s.isAtMost(maximum, times: k.totalA + k.totalB) else {
        return "Σd² is above what values of at most \(maximum) can give"
      }
    } else {
      // Σd² ≤ Σa² + Σb² (values ≥ 0), and Σa² ≤ (Σa)² (integers ≥ 0).
      guard s.isAtMost(k.totalA, times: k.totalA) || (s - k.totalA * k.totalA).isAtMost(k.totalB, times: k.totalB)
      else { return "Σd² is above (ΣA)² + (ΣB)²" }
    }
    return nil
  }

  /// Why `m`, a ratio's sums over `n` runs, cannot be those of runs the
  /// sides counted as `k` says; nil when it can.
  fileprivate static func problem(_ m: RatioMoments, runs n: Int128, _ k: RatioKnown) -> String? {
    // Each side's Σy and Σx are its summary's.
    guard m.ya == k.ya, m.xa == k.xa, m.yb == k.yb, m.xb == k.xb else {
      return "its numerators' or denominators' sums are not its sides' totals"
    }
    // Sums of values ≥ 0, of their squares and of their products.
    guard m.flat.allSatisfy({ $0 >= 0 }) else { return "a sum is negative" }
    let squares = [
      (m.yaya, m.ya, k.maximumY), (m.xaxa, m.xa, k.maximumX), (m.ybyb, m.yb, k.maximumY), (m.xbxb, m.xb, k.maximumX),
    ]
    for (square, sum, maximum) in squares {
      // u² ≡ u (mod 2); (Σu)² ≤ n·Σu² (Cauchy–Schwarz); Σu² ≤ M·Σu for u in [0, M].
      guard square & 1 == sum & 1, sum.squareIsAtMost(n, times: square), square.isAtMost(maximum, times: sum) else {
        return "a sum of squares does not fit its sum"
      }
    }
    if let known = k.squaresY, m.yaya != known.a || m.ybyb != known.b {
      return "its sums of squared numerators are not its sides'"
    }
    let products = [
      (m.xaya, m.xa, m.ya, m.xaxa, m.yaya, k.maximumX, k.maximumY),
      (m.xbyb, m.xb, m.yb, m.xbxb, m.ybyb, k.maximumX, k.maximumY),
      (m.yayb, m.ya, m.yb, m.yaya, m.ybyb, k.maximumY, k.maximumY),
      (m.yaxb, m.ya, m.xb, m.yaya, m.xbxb, k.maximumY, k.maximumX),
      (m.xayb, m.xa, m.yb, m.xaxa, m.ybyb, k.maximumX, k.maximumY),
      (m.xaxb, m.xa, m.xb, m.xaxa, m.xbxb, k.maximumX, k.maximumX),
    ]
    for (product, u, v, uu, vv, maximumU, maximumV) in products {
      // Σuv ≤ M_v·Σu and M_u·Σv for u, v in [0, M]; (Σuv)² ≤ Σu²·Σv² (Cauchy–Schwarz).
      guard product.isAtMost(maximumV, times: u), product.isAtMost(maximumU, times: v),
        product.squareIsAtMost(uu, times: vv)
      else { return "a sum of products does not fit its sums" }
    }
    if k.indicator {
      // x of 0 or 1 is its own square, y is 0 where x is (so x·y = y), the runs where both
      // sides' x are 1 are at least Σxa + Σxb − n, and y where x of the other side is 1
      // is a sum of at most that many values.
      guard m.xaxa == m.xa, m.xbxb == m.xb, m.xaya == m.ya, m.xbyb == m.yb, m.xaxb >= m.xa + m.xb - n,
        m.yaxb.isAtMost(k.maximumY, times: m.xaxb), m.xayb.isAtMost(k.maximumY, times: m.xaxb)
      else { return "its sums are not those of values present in some runs only" }
    }
    if k.yAtMostX {
      // y ≤ x in every run: y² ≤ x·y ≤ x².
      guard m.yaya <= m.xaya, m.xaya <= m.xaxa, m.ybyb <= m.xbyb, m.xbyb <= m.xbxb else {
        return "its numerators pass their denominators"
      }
    }
    return nil
  }

  /// Why `v`, the sums of a value a line item has in some runs, cannot be
  /// those of runs the sides counted as `k` says; nil when it can.
  fileprivate static func problem(_ v: PairedValueSums, _ k: ValueKnown) -> String? {
    // Each side's sum is its summary's.
    guard v.a == k.totalA, v.b == k.totalB else { return "its sums are not its line items' totals" }
    guard v.flat.allSatisfy({ $0 >= 0 }) else { return "a sum is negative" }
    // Per side: u² ≡ u (mod 2); Σu² ≤ M·Σu; (Σu)² ≤ (runs that have it)·Σu² (Cauchy–Schwarz).
    for (square, sum, count) in [(v.aa, v.a, k.countA), (v.bb, v.b, k.countB)] {
      guard square & 1 == sum & 1, square.isAtMost(k.maximum, times: sum), sum.squareIsAtMost(count, times: square)
      else { return "a sum of squares does not fit its sum" }
    }
    // A side's sum where the other side has the value is a part of its sum, over the runs both have it.
    for (part, sum, square) in [(v.aWhereB, v.a, v.aa), (v.bWhereA, v.b, v.bb)] {
      guard part <= sum, part.isAtMost(k.maximum, times: k.both), part.squareIsAtMost(k.both, times: square) else {
        return "a side's sum where the other has the value does not fit its sums"
      }
    }
    // Σab is over the runs both have the value: at most M times each side's part there, and Cauchy–Schwarz.
    guard v.ab.isAtMost(k.maximum, times: v.aWhereB), v.ab.isAtMost(k.maximum, times: v.bWhereA),
      v.ab.squareIsAtMost(v.aa, times: v.bb)
    else { return "its sum of products does not fit its sums" }
    return nil
  }
}

extension PairedSums.Item {
  /// The line item's count of runs this value is, for the values that are 0 or 1 in a run.
  fileprivate var lineItemCount: LineItemCount? {
    switch self {
    case .attempts: .attempts
    case .fills: .fills
    case .noFills: .noFills
    case .errors: .errors
    case .timeouts: .timeouts
    case .wins: .wins
    case .impressions: .impressions
    case .impressionsLost: .impressionsLost
    case .bids: .bids
    case .auctionWins: .auctionWins
    case .waitMs, .revenue: nil
    }
  }
}

extension Int128 {
  /// Whether `self ≤ a × b`, exactly, for values of 0 or more (the product may pass 2^127).
  fileprivate func isAtMost(_ a: Int128, times b: Int128) -> Bool {
    let product = a.multipliedFullWidth(by: b)
    return (Int128(0), UInt128(self)) <= (product.high, product.low)
  }

  /// Whether `self² ≤ a × b`, exactly, for values of 0 or more.
  fileprivate func squareIsAtMost(_ a: Int128, times b: Int128) -> Bool {
    let square = multipliedFullWidth(by: self)
    let product = a.multipliedFullWidth(by: b)
    return (square.high, square.low) <= (product.high, product.low)
  }
}
