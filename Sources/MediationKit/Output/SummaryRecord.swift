/// The summary of `simulate --runs N`: what N requests came to, and how
/// each line item fared. Every figure derives from integer counts, so the
/// summaries of disjoint shards merge into exactly the summary of the whole.
public struct SummaryRecord: Equatable, Sendable {
  /// A low and a high bound.
  public struct Interval: Equatable, Sendable {
    public var low: DecimalNumber
    public var high: DecimalNumber
  }

  /// Which slice of a sharded batch a summary covers (`--shard I/N`).
  package struct Shard: Equatable, Sendable {
    /// 1-based.
    package var index: Int
    package var count: Int
    /// The runs of the whole batch, all shards together.
    package var runs: Int
    /// A hash of the config, so only shards of the same waterfall merge.
    package var config: String
    /// In a portfolio's shard (decide2.md §5): the group and its runs in this shard; `config` is then the
    /// portfolio's identity (which covers every group config).
    package var group: GroupSlice? = nil

    /// A portfolio group's slice of a shard: its name and runs `from ..< to`, and what `merge` needs to put the
    /// whole portfolio back together from shards that may each touch only some groups.
    package struct GroupSlice: Equatable, Sendable {
      package var name: String
      package var from: Int
      package var to: Int
      /// Its place in the portfolio's list, from 0, and how many groups the portfolio has.
      package var index: Int
      package var groups: Int
      package var requestsPerDay: Int64
      /// The portfolio's seed (the group's own is the `run` record's).
      package var portfolioSeed: UInt64

      package init(
        name: String, from: Int, to: Int, index: Int, groups: Int, requestsPerDay: Int64, portfolioSeed: UInt64
      ) {
        self.name = name
        self.from = from
        self.to = to
        self.index = index
        self.groups = groups
        self.requestsPerDay = requestsPerDay
        self.portfolioSeed = portfolioSeed
      }
    }
  }

  /// The exact sums a shard carries (in its `shard` object) beside the
  /// rounded figures, so that `merge` adds exactly what the whole batch
  /// would have summed.
  package struct Sums: Equatable, Sendable {
    /// Revenue in billionths of a USD, in all and by line item (config order).
    package var revenueNanos: Int128
    package var lineItemRevenueNanos: [Int128]
    /// The sum over runs of the square of each run's revenue, in billionths of a USD squared.
    package var revenueSquares: Int128
    /// The winning bids of all auctions, in micro-dollars of CPM; nil without bidders.
    package var winningBidMicros: Int128?
  }

  /// What the auctions came to over the runs (`auction`).
  public struct AuctionSummary: Equatable, Sendable {
    /// Runs whose auction closed, those with at least one bid, and those
    /// whose impression went to a bid winner.
    public var auctions: Int
    public var withBid: Int
    public var wonByBid: Int
    /// The mean winning price over auctions that had a winner; nil when none had.
    public var meanWinningBid: DecimalNumber?
    /// When the auctions closed; nil when none did.
    public var latencyMs: LatencySummary?

    /// The members, in the order they are written.
    public static let keys = ["auctions", "withBid", "wonByBid", "meanWinningBid", "latencyMs"]
    /// The members of its `latencyMs`.
    public static let latencyKeys = ["mean", "p50", "p90", "p99"]
  }

  /// The counters of `RunCount`: `summary[.filled]`.
  public var counts: SummaryCounts<RunCount>
  package var shard: Shard?
  /// With `shard` only.
  package var sums: Sums?
  /// Filled runs over all runs, and its 95 % Wilson score interval.
  public var fillRate: DecimalNumber
  public var fillRateCI95: Interval
  /// What the impressions were paid, in USD: each earns its price / 1000.
  public var revenue: DecimalNumber
  /// Revenue per thousand requests, in USD, and its 95 % interval.
  public var revenuePer1000Requests: DecimalNumber
  public var revenuePer1000RequestsCI95: Interval
  /// Waterfall latency over all runs, filled or not; nil for an empty shard.
  public var latencyMs: LatencySummary?
  /// The auctions; nil without bidders.
  public var auction: AuctionSummary?
  /// Runs whose app stopped waiting first; nil without `demand.patienceMs`.
  public var abandoned: Int?
  /// One entry per line item, in config order.
  public var lineItems: [LineItemSummary]
  /// The rules that were broken, in name order.
  public var rules: [RuleSummary]
  /// A banner's requests, refreshes included; nil for other formats.
  public var banner: BannerRequests?

  /// What a banner's requests came to over all runs (formats.md).
  public struct BannerRequests: Equatable, Sendable {
    /// Requests made, the first of each run and every refresh.
    public var requests: Int
    /// Filled requests over requests.
    public var requestFillRate: DecimalNumber
    /// Impressions over runs.
    public var impressionsPerRun: DecimalNumber
    /// Revenue (USD) over runs: a session's worth.
    public var revenuePerRun: DecimalNumber
    /// The exact counts behind the rates, for shards.
    public var filled: Int
    public var impressions: Int
    public var revenueNanos: Int128
  }

  public subscript(count: RunCount) -> Int { counts[count] }
}

extension SummaryRecord {
  /// A key of the record after `t`.
  public enum Field: Sendable, Equatable {
    case count(RunCount)
    case shard, fillRate, fillRateCI95, revenue, revenuePer1000Requests, revenuePer1000RequestsCI95, latencyMs,
      lineItems
    case rules
    case auction, abandoned
    /// A banner's requests (formats.md).
    case requests, requestFillRate, impressionsPerRun, revenuePerRun

    public var key: String {
      switch self {
      case .count(let count): count.key
      case .shard: "shard"
      case .fillRate: "fillRate"
      case .fillRateCI95: "fillRateCI95"
      case .revenue: "revenue"
      case .revenuePer1000Requests: "revenuePer1000Requests"
      case .revenuePer1000RequestsCI95: "revenuePer1000RequestsCI95"
      case .latencyMs: "latencyMs"
      case .lineItems: "lineItems"
      case .rules: "rules"
      case .auction: "auction"
      case .abandoned: "abandoned"
      case .requests: "requests"
      case .requestFillRate: "requestFillRate"
      case .impressionsPerRun: "impressionsPerRun"
      case .revenuePerRun: "revenuePerRun"
      }
    }
  }

  /// The record's keys after `t`, in the order docs/output.md gives: what
  /// the writers follow and `expect.summary` names.
  package static let fields: [Field] = [
    .count(.runs), .shard, .count(.filled), .fillRate, .fillRateCI95, .count(.presented), .count(.rewarded),
    .count(.impressions), .count(.impressionsLost), .count(.clicks), .count(.violations), .revenue,
    .revenuePer1000Requests, .revenuePer1000RequestsCI95, .latencyMs, .auction, .abandoned, .lineItems,
    .count(.warnings), .rules,
    .requests, .requestFillRate, .impressionsPerRun, .revenuePerRun,
  ]
}

/// How often a contract rule was broken over many runs, at what severity,
/// and the first run (by its index in the batch) that broke it.
public struct RuleSummary: Equatable, Sendable {
  public var rule: String
  public var severity: RuleSeverity
  public var count: Int
  public var firstRun: Int
}

/// The spread of a latency over many runs; percentiles by nearest rank.
public struct LatencySummary: Equatable, Sendable {
  public var min: Int64
  public var p50: Int64
  public var p90: Int64
  public var p95: Int64
  public var p99: Int64
  public var max: Int64
  public var mean: DecimalNumber
  /// The 95 % interval of the mean (normal approximation).
  public var meanCI95: SummaryRecord.Interval

  /// The numeric members, in the order they are written (then `meanCI95`).
  public static let keys = ["min", "p50", "p90", "p95", "p99", "max", "mean"]
}

/// How one line item fared over many runs.
public struct LineItemSummary: Equatable, Sendable {
  public var lineItem: String
  /// Its eCPM; nil for a bidding line item, whose price is its bid.
  public var ecpm: DecimalNumber?
  /// The counters of `LineItemCount`: `item[.wins]`.
  public var counts: SummaryCounts<LineItemCount>
  /// Wins over all filled runs, and its 95 % Wilson interval.
  public var winShare: DecimalNumber
  public var winShareCI95: SummaryRecord.Interval
  /// What its impressions were paid, in USD.
  public var revenue: DecimalNumber
  /// Milliseconds the SDK spent waiting per attempt; nil when never attempted.
  public var meanWaitMs: DecimalNumber?
  /// The mean price its impressions were paid (its eCPM, or its mean winning
  /// bid), USD CPM; nil when it has none.
  public var meanPrice: DecimalNumber?

  public subscript(count: LineItemCount) -> Int { counts[count] }

  /// Whether it is a bidding line item.
  public var isBidder: Bool { ecpm == nil }

  /// The value of counter `count` as the entry writes it: nil for a
  /// bidder's counter (`bids`, `auctionWins`) of a waterfall line item.
  public func value(of count: LineItemCount) -> Int? {
    count.isBidders && !isBidder ? nil : counts[count]
  }

  /// A key of a line item's entry.
  public enum Field: Sendable, Equatable {
    case count(LineItemCount)
    case lineItem, ecpm, winShare, winShareCI95, revenue, meanWaitMs, meanPrice

    public var key: String {
      switch self {
      case .meanPrice: "meanPrice"
      case .count(let count): count.key
      case .lineItem: "lineItem"
      case .ecpm: "ecpm"
      case .winShare: "winShare"
      case .winShareCI95: "winShareCI95"
      case .revenue: "revenue"
      case .meanWaitMs: "meanWaitMs"
      }
    }
  }

  /// The entry's keys, in the order docs/output.md gives.
  public static let fields: [Field] = [
    .lineItem, .ecpm, .count(.bids), .count(.auctionWins), .count(.attempts), .count(.fills), .count(.noFills),
    .count(.errors), .count(.timeouts), .count(.wins), .winShare, .winShareCI95, .count(.impressions),
    .count(.impressionsLost),
    .revenue, .meanPrice, .count(.waitMs), .meanWaitMs,
  ]
}

/// The exact distribution of waterfall latencies of `simulate --runs N`
/// (or of the auctions' latencies: the `auctionHistogram` record), printed
/// before the summary so that shards can be merged exactly.
public struct HistogramRecord: Equatable, Sendable {
  /// Each latency seen and how many runs had it, ascending.
  public var latencyMs: [LatencyCount]

  /// One latency of the histogram and its count.
  public struct LatencyCount: Equatable, Sendable {
    public var latencyMs: Int64
    public var runs: Int
  }
}
