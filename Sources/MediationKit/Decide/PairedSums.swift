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
    mutating func add(_ a: Int128, _ b: Int128) {
      // No sum can pass Int128 within BatchPlan.maximumRuns runs: no overflow checks on the hot path.
      let d = b &- a
      difference &+= d
      squares &+= d &* d
    }
  }

  /// The sums of a ratio ΣY / ΣX on both sides, for the delta method.
  struct RatioMoments: Equatable {
    var ya: Int128 = 0, xa: Int128 = 0, yb: Int128 = 0, xb: Int128 = 0
    var yaya: Int128 = 0, xaxa: Int128 = 0, xaya: Int128 = 0
    var ybyb: Int128 = 0, xbxb: Int128 = 0, xbyb: Int128 = 0
    var yayb: Int128 = 0, yaxb: Int128 = 0, xayb: Int128 = 0, xaxb: Int128 = 0

    @inline(__always)
    mutating func add(ya: Int128, xa: Int128, yb: Int128, xb: Int128) {
      self.ya &+= ya
      self.xa &+= xa
      self.yb &+= yb
      self.xb &+= xb
      yaya &+= ya &* ya
      xaxa &+= xa &* xa
      xaya &+= xa &* ya
      ybyb &+= yb &* yb
      xbxb &+= xb &* xb
      xbyb &+= xb &* yb
      yayb &+= ya &* yb
      yaxb &+= ya &* xb
      xayb &+= xa &* yb
      xaxb &+= xa &* xb
    }

    /// Takes back the terms of `filled` alone that `add` counted, which
    /// `PairedSums.ratio` adds for every run at once.
    @inline(__always)
    mutating func subtractFilled(_ xa: Int128, _ xb: Int128) {
      self.xa &-= xa
      self.xb &-= xb
      xaxa &-= xa &* xa
      xbxb &-= xb &* xb
      xaxb &-= xa &* xb
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
  /// Per pair, `Item.allCases.count` moments.
  private(set) var items: [Moments]
  /// Per pair, `ItemRatio.allCases.count` ratios.
  private(set) var itemRatios: [RatioMoments]
  private(set) var winningBid = RatioMoments()
  // Reused per run: each side's values of the whole run.
  private var valuesA = [Int128](repeating: 0, count: Run.allCases.count)
  private var valuesB = [Int128](repeating: 0, count: Run.allCases.count)

  init(pairs: [(a: Int, b: Int)]) {
    self.pairs = pairs
    run = Array(repeating: Moments(), count: Run.allCases.count)
    items = Array(repeating: Moments(), count: pairs.count * Item.allCases.count)
    itemRatios = Array(repeating: RatioMoments(), count: pairs.count * ItemRatio.allCases.count)
  }

  static func == (l: Self, r: Self) -> Bool {
    l.pairs.elementsEqual(r.pairs) { $0.a == $1.a && $0.b == $1.b } && l.runs == r.runs && l.run == r.run
      && l.filledA == r.filledA && l.filledB == r.filledB
      && l.items == r.items && l.itemRatios == r.itemRatios && l.winningBid == r.winningBid
  }

  /// The values of a run as `BatchTally.Counter.countEnd` counts them.
  private static func values(of tally: RunTally, into values: inout [Int128]) {
    func set(_ key: Run, _ value: Int128) { values[key.rawValue] = value }
    let lifecycle = tally.winner != nil
    let shown = lifecycle && tally.impressions > 0
    set(.filled, lifecycle ? 1 : 0)
    set(.presented, lifecycle && tally.presented ? 1 : 0)
    set(.rewarded, lifecycle && tally.rewardGranted ? 1 : 0)
    set(.impressions, lifecycle ? Int128(tally.impressions) : 0)
    set(.impressionsLost, lifecycle && !shown && tally.presented ? 1 : 0)
    set(.clicks, lifecycle ? Int128(tally.clicks) : 0)
    set(.violations, Int128(tally.violations))
    set(.warnings, Int128(tally.warnings))
    set(.abandoned, tally.abandoned ? 1 : 0)
    set(.auctions, tally.auction == nil ? 0 : 1)
    set(.withBid, tally.auction?.withBid == true ? 1 : 0)
    let byBid = tally.winner != nil && tally.auction?.winner == tally.winner
    set(.wonByBid, shown && byBid ? 1 : 0)
    set(.revenue, shown ? Int128(tally.price.micros) : 0)
    set(.latency, Int128(tally.waterfallLatencyMs))
    let won = tally.auction?.winner != nil && tally.auction?.price != nil
    set(.winningBid, won ? Int128(tally.auction?.price?.micros ?? 0) : 0)
    set(.auctionWon, won ? 1 : 0)
  }

  /// A line item's values in a run.
  @inline(__always)
  private static func value(_ key: Item, of lineItem: Int, in tally: RunTally) -> Int128 {
    let load = tally.loads[lineItem]
    let shown = tally.winner == lineItem && tally.impressions > 0
    switch key {
    case .attempts: return load == nil ? 0 : 1
    case .fills: return load?.outcome == .fill ? 1 : 0
    case .noFills: return load?.outcome == .noFill ? 1 : 0
    case .errors:
      guard let outcome = load?.outcome else { return 0 }
      return LineItemCount.counting(outcome) == .errors ? 1 : 0
    case .timeouts: return load?.outcome == .timeout ? 1 : 0
    case .wins: return tally.winner == lineItem ? 1 : 0
    case .impressions: return shown ? 1 : 0
    case .impressionsLost: return tally.winner == lineItem && !shown && tally.presented ? 1 : 0
    case .waitMs: return Int128(load?.latencyMs ?? 0)
    case .bids: return tally.bids[lineItem] ? 1 : 0
    case .auctionWins: return tally.auction?.winner == lineItem && tally.auction?.price != nil ? 1 : 0
    case .revenue: return shown ? Int128(tally.price.micros) : 0
    }
  }

  /// Adds one run played by both configs.
  mutating func add(_ a: RunTally, _ b: RunTally) {
    runs += 1
    Self.values(of: a, into: &valuesA)
    Self.values(of: b, into: &valuesB)
    for index in run.indices { run[index].add(valuesA[index], valuesB[index]) }
    winningBid.add(
      ya: valuesA[Run.winningBid.rawValue], xa: valuesA[Run.auctionWon.rawValue], yb: valuesB[Run.winningBid.rawValue],
      xb: valuesB[Run.auctionWon.rawValue])
    let filledA = valuesA[Run.filled.rawValue]
    let filledB = valuesB[Run.filled.rawValue]
    self.filledA &+= filledA
    self.filledB &+= filledB
    let pairs = self.pairs
    let itemCount = Item.allCases.count
    let ratioCount = ItemRatio.allCases.count
    items.withUnsafeMutableBufferPointer { items in
      itemRatios.withUnsafeMutableBufferPointer { itemRatios in
        for number in pairs.indices {
          let pair = pairs[number]
          // A line item neither side touched adds nothing: its win share's denominator terms are
          // the runs' `filled`, added back in `ratio(_:pair:)`.
          let touched =
            a.loads[pair.a] != nil || b.loads[pair.b] != nil || a.bids[pair.a] || b.bids[pair.b]
            || a.auction?.winner == pair.a || b.auction?.winner == pair.b
          guard touched else { continue }
          var ya = InlineArray<12, Int128>(repeating: 0)
          var yb = InlineArray<12, Int128>(repeating: 0)
          let base = number &* itemCount
          for key in Item.allCases {
            ya[key.rawValue] = Self.value(key, of: pair.a, in: a)
            yb[key.rawValue] = Self.value(key, of: pair.b, in: b)
            items[base &+ key.rawValue].add(ya[key.rawValue], yb[key.rawValue])
          }
          let ratios = number &* ratioCount
          // Only the terms with a win; those of `filled` alone are the runs' own.
          itemRatios[ratios &+ ItemRatio.winShare.rawValue].add(
            ya: ya[Item.wins.rawValue], xa: filledA, yb: yb[Item.wins.rawValue], xb: filledB)
          itemRatios[ratios &+ ItemRatio.winShare.rawValue].subtractFilled(filledA, filledB)
          itemRatios[ratios &+ ItemRatio.meanWaitMs.rawValue].add(
            ya: ya[Item.waitMs.rawValue], xa: ya[Item.attempts.rawValue], yb: yb[Item.waitMs.rawValue],
            xb: yb[Item.attempts.rawValue])
          itemRatios[ratios &+ ItemRatio.meanPrice.rawValue].add(
            ya: ya[Item.revenue.rawValue], xa: ya[Item.impressions.rawValue], yb: yb[Item.revenue.rawValue],
            xb: yb[Item.impressions.rawValue])
        }
      }
    }
  }

  /// Adds the sums of disjoint runs of the same comparison.
  mutating func merge(_ other: PairedSums) {
    runs += other.runs
    filledA += other.filledA
    filledB += other.filledB
    for index in run.indices {
      run[index].difference += other.run[index].difference
      run[index].squares += other.run[index].squares
    }
    for index in items.indices {
      items[index].difference += other.items[index].difference
      items[index].squares += other.items[index].squares
    }
    for index in itemRatios.indices { itemRatios[index] = itemRatios[index] + other.itemRatios[index] }
    winningBid = winningBid + other.winningBid
  }

  func moments(_ key: Run) -> Moments { run[key.rawValue] }

  func moments(_ key: Item, pair: Int) -> Moments { items[pair * Item.allCases.count + key.rawValue] }

  func ratio(_ key: ItemRatio, pair: Int) -> RatioMoments {
    var moments = itemRatios[pair * ItemRatio.allCases.count + key.rawValue]
    guard key == .winShare else { return moments }
    // The denominator of a win share is `filled` (0 or 1 a run) in every run, touched or not.
    let filled = run[Run.filled.rawValue]
    moments.xa &+= filledA
    moments.xb &+= filledB
    moments.xaxa &+= filledA
    moments.xbxb &+= filledB
    // Σ(fB − fA)² = ΣfA + ΣfB − 2·ΣfA·fB for values of 0 and 1.
    moments.xaxb &+= (filledA &+ filledB &- filled.squares) / 2
    return moments
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
