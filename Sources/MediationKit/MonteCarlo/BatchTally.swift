/// The counts of a batch of runs: every figure of the `summary` record
/// derives from them, they never grow with the number of runs, and the
/// counts of disjoint batches (threads, shards) add up exactly to the
/// counts of the whole.
///
/// The counters are the cases of `RunCount` and `LineItemCount`; revenue is
/// summed exactly, run by run, from the price each impression was paid.
struct BatchTally: Equatable {
  /// The line items' labels and eCPMs, in config order, which the summary names them by.
  let lineItems: [LineItemIdentity]
  /// The severity of each rule in this batch (the config's, or the shards').
  var severities: RuleSeverities
  /// Every counter in one buffer, so that a batch of runs counts through one
  /// borrowed pointer (`counting(_:)`): the `RunCount`s, then
  /// `LineItemCount.allCases.count` counters per line item, then by rule
  /// number how often it was broken, then the first run (by its index in
  /// the batch) that broke it (`Int.max`: none).
  private var cells: [Int]
  /// Revenue in billionths of a USD (an impression paid a price of p USD CPM
  /// earns p × 10^6 of them, p's micro-dollars of CPM): in all, then by line
  /// item; then the winning bids of all auctions, in micro-dollars of CPM;
  /// last, the sum of the squares of each run's revenue (for its interval).
  private var money: [Int128]
  var latency = LatencyHistogram()
  /// When the auctions closed.
  var auctionLatency = LatencyHistogram()
  /// Whether the runs have a patience (`demand.patienceMs`), so that `abandoned` is a count, not null.
  let countsAbandoned: Bool
  /// A banner batch's requests, refreshes included; nil for other formats.
  var bannerRequests: BannerRequestTally?
  private let layout: Layout

  /// What names a line item in the summary: its label, and its eCPM (nil for a bidder).
  struct LineItemIdentity: Equatable {
    var label: String
    var ecpm: DecimalNumber?

    var isBidder: Bool { ecpm == nil }
  }

  /// Where each counter is in `cells`.
  struct Layout: Equatable {
    static let stride = LineItemCount.allCases.count
    static let rules = ContractRules.all.count
    let lineItemBase = RunCount.allCases.count
    let ruleBase: Int
    let firstRunBase: Int
    let count: Int

    init(lineItems: Int) {
      ruleBase = lineItemBase + lineItems * Self.stride
      firstRunBase = ruleBase + Self.rules
      count = firstRunBase + Self.rules
    }

    @inline(__always)
    func cell(_ lineItem: Int, _ count: LineItemCount) -> Int {
      lineItemBase &+ lineItem &* Self.stride &+ count.rawValue
    }
  }

  init(lineItems: [LineItemIdentity], severities: RuleSeverities, countsAbandoned: Bool, banner: Bool = false) {
    self.lineItems = lineItems
    self.severities = severities
    self.countsAbandoned = countsAbandoned
    bannerRequests = banner ? BannerRequestTally() : nil
    layout = Layout(lineItems: lineItems.count)
    cells = Array(repeating: 0, count: layout.count)
    for rule in 0..<Layout.rules { cells[layout.firstRunBase + rule] = Int.max }
    money = Array(repeating: 0, count: 3 + lineItems.count)
  }

  init(config: WaterfallConfig) {
    self.init(
      lineItems: config.lineItems.map { LineItemIdentity(label: $0.label, ecpm: $0.bidding == nil ? $0.ecpm : nil) },
      severities: config.ruleSeverities, countsAbandoned: config.demand?.patience != nil,
      banner: config.adUnit.format.traits.refreshes)
  }

  /// Whether the batch has bidders, and so an auction in every run.
  var hasAuction: Bool { lineItems.contains(where: \.isBidder) }

  /// The `RunCount` counters.
  var counts: SummaryCounts<RunCount> {
    get {
      var counts = SummaryCounts<RunCount>()
      for count in RunCount.allCases { counts[count] = cells[count.rawValue] }
      return counts
    }
    set {
      for count in RunCount.allCases { cells[count.rawValue] = newValue[count] }
    }
  }

  /// Line item `lineItem`'s counter `count`.
  subscript(lineItem: Int, count: LineItemCount) -> Int {
    get { cells[layout.cell(lineItem, count)] }
    set { cells[layout.cell(lineItem, count)] = newValue }
  }

  /// The counters of line item `lineItem`.
  func counts(ofLineItem lineItem: Int) -> SummaryCounts<LineItemCount> {
    var counts = SummaryCounts<LineItemCount>()
    for count in LineItemCount.allCases { counts[count] = self[lineItem, count] }
    return counts
  }

  /// By rule number: how often it was broken.
  var ruleCounts: [Int] {
    get { Array(cells[layout.ruleBase..<layout.firstRunBase]) }
    set { cells.replaceSubrange(layout.ruleBase..<layout.firstRunBase, with: newValue) }
  }

  /// By rule number: the first run that broke it (`Int.max`: none).
  var ruleFirstRuns: [Int] {
    get { Array(cells[layout.firstRunBase..<layout.count]) }
    set { cells.replaceSubrange(layout.firstRunBase..<layout.count, with: newValue) }
  }

  /// Revenue in all, in billionths of a USD.
  var revenueNanos: Int128 {
    get { money[0] }
    set { money[0] = newValue }
  }

  /// Revenue by line item, in billionths of a USD.
  var lineItemRevenueNanos: [Int128] {
    get { Array(money[1...lineItems.count]) }
    set { money.replaceSubrange(1...lineItems.count, with: newValue) }
  }

  /// The winning bids of all auctions, in micro-dollars of CPM.
  var winningBidMicros: Int128 {
    get { money[1 + lineItems.count] }
    set { money[1 + lineItems.count] = newValue }
  }

  /// The sum over runs of the square of each run's revenue in billionths of a USD.
  var revenueSquares: Int128 {
    get { money[2 + lineItems.count] }
    set { money[2 + lineItems.count] = newValue }
  }

  /// The first run (by its index in the batch) that broke a rule of severity `error`.
  var firstViolatingRun: Int? {
    let firstRuns = ruleFirstRuns
    let first = firstRuns.indices.filter { severities[$0] == .error }.map { firstRuns[$0] }.min()
    return first.flatMap { $0 == Int.max ? nil : $0 }
  }

  /// Counts the kernel's runs through `body` (`counting(_:)`). The kernel
  /// plays a banner only when each run is one request (`KernelCompiler`):
  /// its runs are then its requests, which the banner's counts add too.
  mutating func countingKernelRuns<Result>(_ body: (inout Counter) -> Result) -> Result {
    guard var requests = bannerRequests else { return counting(body) }
    let before = (counts[.runs], counts[.filled], counts[.impressions], revenueNanos)
    let result = counting(body)
    let after = (counts[.runs], counts[.filled], counts[.impressions], revenueNanos)
    requests.requests += after.0 - before.0
    requests.filled += after.1 - before.1
    requests.impressions += after.2 - before.2
    requests.revenueNanos += after.3 - before.3
    bannerRequests = requests
    return result
  }

  /// Counts through `body` without a copy-on-write check per counter: the
  /// tally's storage lent for a stretch of runs (the kernel's loop counts
  /// every load and every run end through it).
  mutating func counting<Result>(_ body: (inout Counter) -> Result) -> Result {
    let layout = self.layout
    return cells.withUnsafeMutableBufferPointer { cells in
      money.withUnsafeMutableBufferPointer { money in
        withUnsafeMutablePointer(to: &latency) { latency in
          withUnsafeMutablePointer(to: &auctionLatency) { auctionLatency in
            var counter = Counter(
              cells: cells, money: money, latency: latency, auctionLatency: auctionLatency, layout: layout)
            return body(&counter)
          }
        }
      }
    }
  }

  /// The tally's counters, borrowed: what counts one run's loads, breaches and end.
  struct Counter {
    fileprivate let cells: UnsafeMutableBufferPointer<Int>
    fileprivate let money: UnsafeMutableBufferPointer<Int128>
    fileprivate let latency: UnsafeMutablePointer<LatencyHistogram>
    fileprivate let auctionLatency: UnsafeMutablePointer<LatencyHistogram>
    fileprivate let layout: Layout

    /// Counts one load of `lineItem` that ended with `outcome` after `latencyMs`.
    @inline(__always)
    func countLoad(of lineItem: Int, _ outcome: LoadResultOutcome, latencyMs: Int64) {
      cells[layout.cell(lineItem, .attempts)] &+= 1
      cells[layout.cell(lineItem, .waitMs)] &+= Int(latencyMs)
      cells[layout.cell(lineItem, LineItemCount.counting(outcome))] &+= 1
    }

    /// Counts a bid `lineItem` made.
    @inline(__always)
    func countBid(of lineItem: Int) {
      cells[layout.cell(lineItem, .bids)] &+= 1
    }

    /// Counts an auction that closed after `latencyMs`, won by `winner` at `price`.
    @inline(__always)
    func countAuction(latencyMs: Int64, winner: Int?, price: DecimalNumber?, withBid: Bool) {
      cells[RunCount.auctions.rawValue] &+= 1
      auctionLatency.pointee.add(latencyMs)
      if withBid { cells[RunCount.withBid.rawValue] &+= 1 }
      guard let winner, let price else { return }
      cells[layout.cell(winner, .auctionWins)] &+= 1
      money[money.count &- 2] &+= Int128(price.micros)
    }

    /// Counts `count` breaches of rule number `rule` in run `run`.
    @inline(__always)
    func countRule(_ rule: Int, _ count: Int, inRun run: Int) {
      cells[layout.ruleBase &+ rule] &+= count
      let first = layout.firstRunBase &+ rule
      if run < cells[first] { cells[first] = run }
    }

    /// Counts how run `run` ended (its loads are counted as they happen), for
    /// the engine and the kernel alike: `lifecycle` is the winner's, and
    /// counts only when there is one; an impression earns the winner's
    /// `price`; `byBid`: the winner is the auction's.
    @inline(__always)
    func countEnd(
      ofRun run: Int, winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, violations: Int,
      warnings: Int, latencyMs: Int64, abandoned: Bool = false, byBid: Bool = false
    ) {
      cells[RunCount.runs.rawValue] &+= 1
      latency.pointee.add(latencyMs)
      cells[RunCount.violations.rawValue] &+= violations
      cells[RunCount.warnings.rawValue] &+= warnings
      if abandoned { cells[RunCount.abandoned.rawValue] &+= 1 }
      guard let winner else { return }
      cells[RunCount.filled.rawValue] &+= 1
      cells[layout.cell(winner, .wins)] &+= 1
      cells[RunCount.impressions.rawValue] &+= lifecycle.impressions
      cells[RunCount.clicks.rawValue] &+= lifecycle.clicks
      if lifecycle.presented { cells[RunCount.presented.rawValue] &+= 1 }
      if lifecycle.rewardGranted { cells[RunCount.rewarded.rawValue] &+= 1 }
      if lifecycle.impressions > 0 {
        if byBid { cells[RunCount.wonByBid.rawValue] &+= 1 }
        cells[layout.cell(winner, .impressions)] &+= 1
        let earned = Int128(price.micros)
        money[0] &+= earned
        money[1 &+ winner] &+= earned
        money[money.count &- 1] &+= earned &* earned
      } else if lifecycle.presented {
        cells[RunCount.impressionsLost.rawValue] &+= 1
        cells[layout.cell(winner, .impressionsLost)] &+= 1
      }
    }

    /// Counts run `run` of the batch, which the engine played.
    func add(_ tally: RunOutcome, run: Int) {
      for (index, load) in tally.loads.enumerated() {
        if tally.bids[index] { countBid(of: index) }
        guard let load else { continue }
        countLoad(of: index, load.outcome, latencyMs: load.latencyMs)
      }
      if let auction = tally.auction {
        countAuction(
          latencyMs: auction.latencyMs, winner: auction.winner, price: auction.price, withBid: auction.withBid)
      }
      for (rule, count) in tally.ruleCounts.enumerated() where count > 0 {
        countRule(rule, count, inRun: run)
      }
      let lifecycle = MonteCarloKernel.Lifecycle(
        presented: tally.presented, impressions: tally.impressions, clicks: tally.clicks,
        rewardGranted: tally.rewardGranted)
      countEnd(
        ofRun: run, winner: tally.winner, price: tally.price, lifecycle: lifecycle, violations: tally.violations,
        warnings: tally.warnings, latencyMs: tally.waterfallLatencyMs, abandoned: tally.abandoned,
        byBid: tally.winner != nil && tally.auction?.winner == tally.winner)
    }
  }

  /// Counts run `run` of the batch, which the engine played.
  mutating func add(_ tally: RunOutcome, run: Int) {
    counting { $0.add(tally, run: run) }
    bannerRequests?.add(tally.requests)
  }

  /// Counts how run `run` ended (tests; the kernel and the engine count through `counting(_:)`).
  mutating func countEnd(
    ofRun run: Int, winner: Int?, price: DecimalNumber, lifecycle: MonteCarloKernel.Lifecycle, violations: Int,
    warnings: Int, latencyMs: Int64
  ) {
    counting {
      $0.countEnd(
        ofRun: run, winner: winner, price: price, lifecycle: lifecycle, violations: violations, warnings: warnings,
        latencyMs: latencyMs)
    }
  }

  /// Adds the counts of a disjoint batch of the same waterfall; false
  /// (and the tally unchanged) when a count would pass `Int.max`, which
  /// only counts read from files can make happen.
  @discardableResult
  mutating func merge(_ other: BatchTally) -> Bool {
    var sums = cells
    for index in cells.indices where !(layout.firstRunBase..<layout.count).contains(index) {
      let (sum, overflow) = cells[index].addingReportingOverflow(other.cells[index])
      guard !overflow else { return false }
      sums[index] = sum
    }
    for index in layout.firstRunBase..<layout.count { sums[index] = min(cells[index], other.cells[index]) }
    cells = sums
    if var requests = bannerRequests, let others = other.bannerRequests {
      guard requests.merge(others) else { return false }
      bannerRequests = requests
    }
    for index in money.indices { money[index] += other.money[index] }
    latency.merge(other.latency)
    auctionLatency.merge(other.auctionLatency)
    return true
  }

  /// The summary record of the batch (`shard` says which slice it is, if one).
  func summary(shard: SummaryRecord.Shard?) -> SummaryRecord {
    let runs = counts[.runs]
    let filled = counts[.filled]
    let items = lineItems.indices.map { index in
      let counts = counts(ofLineItem: index)
      let revenue = lineItemRevenueNanos[index]
      return LineItemSummary(
        lineItem: lineItems[index].label, ecpm: lineItems[index].ecpm, counts: counts,
        winShare: Self.ratio(counts[.wins], filled),
        winShareCI95: Self.wilsonInterval(successes: counts[.wins], trials: filled),
        revenue: DecimalNumber(fraction: revenue, over: 1_000_000_000),
        meanWaitMs: counts[.attempts] == 0
          ? nil : DecimalNumber(fraction: Int128(counts[.waitMs]), over: Int128(counts[.attempts])),
        // Each impression earned its price's micro-dollars of CPM in billionths of a USD.
        meanPrice: counts[.impressions] == 0
          ? nil : DecimalNumber(fraction: revenue, over: Int128(counts[.impressions]) * 1_000_000))
    }
    var sums: SummaryRecord.Sums?
    if shard != nil {
      sums = SummaryRecord.Sums(
        revenueNanos: revenueNanos, lineItemRevenueNanos: lineItemRevenueNanos, revenueSquares: revenueSquares,
        winningBidMicros: hasAuction ? winningBidMicros : nil)
    }
    var auction: SummaryRecord.AuctionSummary?
    if hasAuction {
      let won = lineItems.indices.reduce(0) { $0 + self[$1, .auctionWins] }
      let latency = auctionLatency.summary()
      auction = SummaryRecord.AuctionSummary(
        auctions: counts[.auctions], withBid: counts[.withBid], wonByBid: counts[.wonByBid],
        meanWinningBid: won == 0 ? nil : DecimalNumber(fraction: winningBidMicros, over: Int128(won) * 1_000_000),
        latencyMs: latency)
    }
    let rules = ruleCounts.indices.compactMap { rule -> RuleSummary? in
      guard ruleCounts[rule] > 0 else { return nil }
      return RuleSummary(
        rule: ContractRules.names[rule], severity: severities[rule], count: ruleCounts[rule],
        firstRun: ruleFirstRuns[rule])
    }
    return SummaryRecord(
      counts: counts, shard: shard, sums: sums, fillRate: Self.ratio(filled, runs),
      fillRateCI95: Self.wilsonInterval(successes: filled, trials: runs),
      revenue: DecimalNumber(fraction: revenueNanos, over: 1_000_000_000),
      revenuePer1000Requests: runs == 0
        ? DecimalNumber(micros: 0) : DecimalNumber(fraction: revenueNanos, over: Int128(runs) * 1_000_000),
      // A run's revenue in billionths of a USD is, in millionths, its contribution to the figure per 1,000 requests.
      revenuePer1000RequestsCI95: Self.meanInterval(sum: revenueNanos, squares: revenueSquares, count: runs),
      latencyMs: latency.summary(), auction: auction, abandoned: countsAbandoned ? counts[.abandoned] : nil,
      lineItems: items, rules: rules, banner: bannerRequests?.summary(runs: runs))
  }

  private static func ratio(_ part: Int, _ whole: Int) -> DecimalNumber {
    whole == 0 ? DecimalNumber(micros: 0) : DecimalNumber(fraction: Int128(part), over: Int128(whole))
  }

  /// The 95 % interval of a mean by the normal approximation (z = 1.959964),
  /// from the exact sum and sum of squares of `count` values, each value
  /// `microsPerValue` millionths of the unit the interval is in; to six
  /// decimals (half up). Fewer than two values: the mean itself, both ends.
  static func meanInterval(sum: Int128, squares: Int128, count: Int, microsPerValue: Int128 = 1)
    -> SummaryRecord.Interval
  {
    guard count > 0 else {
      return SummaryRecord.Interval(low: DecimalNumber(micros: 0), high: DecimalNumber(micros: 0))
    }
    let mean = DecimalNumber(fraction: sum * microsPerValue, over: Int128(count) * 1_000_000)
    guard count > 1 else { return SummaryRecord.Interval(low: mean, high: mean) }
    let n = Double(count)
    let scale = Double(microsPerValue)
    let perValue = Double(sum) / n
    let variance = sampleVariance(sum: sum, squares: squares, count: count)
    let half = 1.959_963_984_540_054 * (variance / n).squareRoot() * scale
    let average = perValue * scale
    func micros(_ value: Double) -> DecimalNumber {
      DecimalNumber(micros: Int64(value.rounded(.toNearestOrAwayFromZero)))
    }
    return SummaryRecord.Interval(low: micros(average - half), high: micros(average + half))
  }

  /// The sample variance (over n − 1) of `count` values (at least two) from their exact sum and sum of squares;
  /// never negative. What every mean's interval is built from: a summary's, and a portfolio's totals'.
  static func sampleVariance(sum: Int128, squares: Int128, count: Int) -> Double {
    let n = Double(count)
    let perValue = Double(sum) / n
    return max((Double(squares) - Double(sum) * perValue) / (n - 1), 0)
  }

  /// The 95 % Wilson score interval of a proportion, to six decimals.
  static func wilsonInterval(successes: Int, trials: Int) -> SummaryRecord.Interval {
    guard trials > 0 else {
      return SummaryRecord.Interval(low: DecimalNumber(micros: 0), high: DecimalNumber(micros: 0))
    }
    let z = 1.959_963_984_540_054
    let n = Double(trials)
    let p = Double(successes) / n
    let denominator = 1 + z * z / n
    let center = (p + z * z / (2 * n)) / denominator
    let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / denominator
    func micros(_ value: Double) -> DecimalNumber {
      DecimalNumber(micros: Int64((min(max(value, 0), 1) * 1_000_000).rounded()))
    }
    return SummaryRecord.Interval(low: micros(center - half), high: micros(center + half))
  }
}
