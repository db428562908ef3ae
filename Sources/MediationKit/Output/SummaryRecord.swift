/// The last record of `simulate --runs N`: what N requests came to.
public struct SummaryRecord: Sendable {
  public var runs: Int
  public var filled: Int
  public var presented: Int
  public var rewarded: Int
  public var impressions: Int
  public var clicks: Int
  public var violations: Int
  /// Filled runs over all runs.
  public var fillRate: DecimalNumber
  /// Waterfall latency over all runs, filled or not.
  public var latencyMs: LatencySummary
  /// Winning eCPM / 1000 for every run with an impression, in USD.
  public var revenue: DecimalNumber
  /// One entry per line item, in config order.
  public var lineItems: [LineItemSummary]
}
