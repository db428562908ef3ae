/// One number of the `--runs` summary (docs/output.md, "`--runs N`: the
/// summary"): where it sits in the record, which summaries have it, how it is
/// read from the summary, how shards carry it so that `merge` gives the
/// whole batch's, and the interval `compare` gives the difference of two
/// configs' values of it. Every numeric key of the summary is one row of
/// `SummaryMetrics.table`: the summary writer, `expect.summary`, `merge` and
/// `compare` loop over the rows, so a number added to the summary is a row
/// with all of these said, or it does not compile.
struct SummaryMetric: Sendable {
  /// Where the number is: the summary's top level (and its objects), or each line item's entry.
  enum Scope: Equatable, Sendable {
    case run
    case lineItem
  }

  /// Which summaries have the number; the others write null, or (`banner`) leave the key out.
  enum Presence: Equatable, Sendable {
    case always
    /// Only where the runs had a waterfall latency (not an empty shard).
    case withRuns
    /// Only with bidders (`auction`).
    case withAuction
    /// Only with bidders and an auction that closed (`auction.latencyMs`).
    case withClosedAuction
    /// Only with `demand.patienceMs` (`abandoned`).
    case withPatience
    /// Only a banner's summary has the key.
    case banner
    /// Only a bidding line item's entry has a number (a waterfall line item's is null).
    case bidder
    /// Only a waterfall line item's entry has a number (a bidder's `ecpm` is null).
    case waterfall
    /// Only where the line item was attempted, or earned (`meanWaitMs`, `meanPrice`).
    case whenDefined
  }

  /// How `merge` gets the number of the whole batch from its shards.
  enum Merge: Sendable {
    /// A counter of the runs, which shards add.
    case count(RunCount)
    /// A counter of each line item, which shards add.
    case lineItemCount(LineItemCount)
    /// Derived from sums the shards carry exactly (`shard.sums`), or from their counts.
    case derived(from: String)
    /// From the merged histogram of latencies.
    case histogram
    /// From the config, the same in every shard.
    case config
  }

  /// The scale of a paired interval: the difference's sum as it is, or per run.
  enum Scale: Sendable {
    case sum(Double)
    case perRun(Double)

    func factor(runs: Int) -> Double {
      switch self {
      case .sum(let factor): factor
      case .perRun(let factor): runs > 0 ? factor / Double(runs) : 0
      }
    }
  }

  /// The interval `compare` gives the difference B − A (decide.md: paired runs).
  enum Interval: Sendable {
    /// From Σd and Σd² of a per-run value.
    case sum(PairedSums.Run, Scale)
    /// A ratio of two sums, by the delta method.
    case ratio(any KeyPath<PairedSums, PairedSums.RatioMoments> & Sendable, Double)
    /// A line item's per-run value.
    case itemSum(PairedSums.Item, Scale)
    /// A ratio of a line item's sums.
    case itemRatio(PairedSums.ItemRatio, Double)
    /// A banner's requests, a per-run value.
    case bannerSum(any KeyPath<BannerPairedSums, PairedSums.Moments> & Sendable, Scale)
    /// A banner's request fill rate, a ratio of sums.
    case bannerRatio(any KeyPath<BannerPairedSums, PairedSums.RatioMoments> & Sendable, Double)
    /// A percentile of a side's own histogram: no paired interval, each
    /// side's from its order statistics (decide2.md §4, `OrderStatistics`).
    case orderStatistics(OrderStatistics.Percentile)
    /// No interval, and why.
    case none(String)
  }

  let scope: Scope
  /// The keys from the top level, or from a line item's entry: `["fillRate"]`, `["latencyMs", "p90"]`, `["wins"]`.
  let keys: [String]
  let presence: Presence
  let merge: Merge
  let interval: Interval
  /// Whether `expect.summary` may name it (an interval's ends of a line item may not).
  let checkable: Bool
  /// The number in `summary` (for `lineItem` in a line item's entry), in millionths and as the record writes it;
  /// nil where the record has null.
  let read: @Sendable (SummaryRecord, Int?) -> (micros: Int128, json: JSONValue)?

  init(
    _ scope: Scope, _ keys: [String], presence: Presence = .always, merge: Merge, interval: Interval,
    checkable: Bool = true, read: @escaping @Sendable (SummaryRecord, Int?) -> (micros: Int128, json: JSONValue)?
  ) {
    self.scope = scope
    self.keys = keys
    self.presence = presence
    self.merge = merge
    self.interval = interval
    self.checkable = checkable
    self.read = read
  }

  /// The interval of the paired difference, from `paired` over `runs` runs; nil where there is none.
  /// Whether the metric's difference has no interval by its nature.
  var hasNoInterval: Bool {
    switch interval {
    case .none: true
    case .sum, .ratio, .itemSum, .itemRatio, .bannerSum, .bannerRatio, .orderStatistics: false
    }
  }

  func pairedInterval(_ paired: PairedSums, pair: Int?, runs: Int) -> (low: Double, high: Double)? {
    switch interval {
    case .sum(let key, let scale):
      return PairedInterval.ofSum(paired.moments(key), runs: paired.runs, scale: scale.factor(runs: runs))
    case .ratio(let key, let scale):
      return PairedInterval.ofRatio(paired[keyPath: key], runs: paired.runs, scale: scale)
    case .itemSum(let item, let scale):
      guard let pair else { return nil }
      return PairedInterval.ofSum(paired.moments(item, pair: pair), runs: paired.runs, scale: scale.factor(runs: runs))
    case .itemRatio(let ratio, let scale):
      guard let pair else { return nil }
      return PairedInterval.ofRatio(paired.ratio(ratio, pair: pair), runs: paired.runs, scale: scale)
    case .bannerSum(let key, let scale):
      return paired.banner.flatMap {
        PairedInterval.ofSum($0[keyPath: key], runs: paired.runs, scale: scale.factor(runs: runs))
      }
    case .bannerRatio(let key, let scale):
      return paired.banner.flatMap { PairedInterval.ofRatio($0[keyPath: key], runs: paired.runs, scale: scale) }
    case .orderStatistics:
      // Not from paired sums: from each side's histogram (`OrderStatistics.interval`).
      return nil
    case .none:
      return nil
    }
  }
}
