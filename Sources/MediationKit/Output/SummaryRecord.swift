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
  public struct Shard: Equatable, Sendable {
    /// 1-based.
    public var index: Int
    public var count: Int
    /// The runs of the whole batch, all shards together.
    public var runs: Int
    /// A hash of the config, so only shards of the same waterfall merge.
    public var config: String
  }

  public var runs: Int
  public var shard: Shard?
  public var filled: Int
  /// Filled runs over all runs, and its 95 % Wilson score interval.
  public var fillRate: DecimalNumber
  public var fillRateCI95: Interval
  public var presented: Int
  public var rewarded: Int
  public var impressions: Int
  /// Filled runs presented without an impression: revenue lost.
  public var impressionsLost: Int
  public var clicks: Int
  public var violations: Int
  /// eCPM / 1000 for every impression, in USD.
  public var revenue: DecimalNumber
  /// Revenue per thousand requests, in USD.
  public var revenuePer1000Requests: DecimalNumber
  /// Waterfall latency over all runs, filled or not; nil for an empty shard.
  public var latencyMs: LatencySummary?
  /// One entry per line item, in config order.
  public var lineItems: [LineItemSummary]
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
}

/// How one line item fared over many runs.
public struct LineItemSummary: Equatable, Sendable {
  public var lineItem: String
  public var ecpm: DecimalNumber
  /// Runs in which the SDK called the line item's adapter.
  public var attempts: Int
  public var fills: Int
  public var noFills: Int
  public var errors: Int
  public var timeouts: Int
  /// Runs in which the line item served the ad.
  public var wins: Int
  /// Wins over all filled runs.
  public var winShare: DecimalNumber
  /// Wins that showed an impression, and wins presented without one.
  public var impressions: Int
  public var impressionsLost: Int
  /// eCPM / 1000 for each impression, in USD.
  public var revenue: DecimalNumber
  /// Milliseconds the SDK spent waiting on the line item's loads, in all, and per attempt.
  public var waitMs: Int64
  public var meanWaitMs: DecimalNumber?
}

/// The exact distribution of waterfall latencies of `simulate --runs N`,
/// printed before the summary so that shards can be merged exactly.
public struct HistogramRecord: Equatable, Sendable {
  /// Each latency seen and how many runs had it, ascending.
  public var latencyMs: [LatencyCount]

  /// One latency of the histogram and its count.
  public struct LatencyCount: Equatable, Sendable {
    public var latencyMs: Int64
    public var runs: Int
  }
}
