/// Every number of the `--runs` summary, one row each, in the order the
/// record writes them (the top level, its objects member by member, then a
/// line item's entry): the one list the summary writer, `expect.summary`,
/// `merge` and `compare` loop over. A test reads every summary the goldens
/// hold and finds exactly these numbers, in this order.
enum SummaryMetrics {
  typealias Read = @Sendable (SummaryRecord, Int?) -> (micros: Int128, json: JSONValue)?

  /// A count, in millionths and as an integer.
  static func count(_ value: Int) -> (micros: Int128, json: JSONValue) { (Int128(value) * 1_000_000, .integer(value)) }

  static func count64(_ value: Int64) -> (micros: Int128, json: JSONValue) {
    (Int128(value) * 1_000_000, .integer(value))
  }

  static func decimal(_ value: DecimalNumber?) -> (micros: Int128, json: JSONValue)? {
    value.map { (Int128($0.micros), .decimal($0)) }
  }

  // MARK: the top level

  private static func runCount(_ counter: RunCount, interval: SummaryMetric.Interval) -> SummaryMetric {
    SummaryMetric(.run, [counter.key], merge: .count(counter), interval: interval) { summary, _ in count(summary[counter]) }
  }

  private static func latency(
    _ object: [String], presence: SummaryMetric.Presence, mean: SummaryMetric.Interval,
    members: [String], histogram: OrderStatistics.Histogram,
    _ summaryOf: @escaping @Sendable (SummaryRecord) -> LatencySummary?
  ) -> [SummaryMetric] {
    members.map { member in
      let interval: SummaryMetric.Interval
      switch member {
      case "mean": interval = mean
      case "p50": interval = .orderStatistics(.init(percent: 50, histogram: histogram))
      case "p90": interval = .orderStatistics(.init(percent: 90, histogram: histogram))
      case "p95": interval = .orderStatistics(.init(percent: 95, histogram: histogram))
      case "p99": interval = .orderStatistics(.init(percent: 99, histogram: histogram))
      case "min", "max": interval = .none("an extreme of each side's own runs: no interval covers it")
      default: preconditionFailure("a latency summary has no member \(member)")
      }
      return SummaryMetric(.run, object + [member], presence: presence, merge: .histogram, interval: interval) { summary, _ in
        guard let latency = summaryOf(summary) else { return nil }
        switch member {
        case "min": return count64(latency.min)
        case "p50": return count64(latency.p50)
        case "p90": return count64(latency.p90)
        case "p95": return count64(latency.p95)
        case "p99": return count64(latency.p99)
        case "max": return count64(latency.max)
        case "mean": return decimal(latency.mean)
        default: preconditionFailure("a latency summary has no member \(member)")
        }
      }
    }
  }

  private static func intervalEnds(
    _ keys: [String], presence: SummaryMetric.Presence = .always, merge: SummaryMetric.Merge, checkable: Bool = true,
    _ scope: SummaryMetric.Scope = .run, _ intervalOf: @escaping @Sendable (SummaryRecord, Int?) -> SummaryRecord.Interval?
  ) -> [SummaryMetric] {
    [("low", \SummaryRecord.Interval.low), ("high", \SummaryRecord.Interval.high)].map { end, keyPath in
      SummaryMetric(
        scope, keys + [end], presence: presence, merge: merge,
        interval: .none("an end of the side's own interval"), checkable: checkable
      ) { summary, lineItem in decimal(intervalOf(summary, lineItem)?[keyPath: keyPath]) }
    }
  }

  /// The summary's top level, its objects member by member.
  static let run: [SummaryMetric] =
    [
      runCount(.runs, interval: .none("the runs both configs were played on: the same on both sides")),
      runCount(.filled, interval: .sum(.filled, .sum(1))),
      SummaryMetric(.run, ["fillRate"], merge: .derived(from: "filled over runs"), interval: .sum(.filled, .perRun(1))) {
        summary, _ in decimal(summary.fillRate)
      },
    ]
    + intervalEnds(["fillRateCI95"], merge: .derived(from: "filled and runs (Wilson)")) { summary, _ in summary.fillRateCI95 }
    + [
      runCount(.presented, interval: .sum(.presented, .sum(1))),
      runCount(.rewarded, interval: .sum(.rewarded, .sum(1))),
      runCount(.impressions, interval: .sum(.impressions, .sum(1))),
      runCount(.impressionsLost, interval: .sum(.impressionsLost, .sum(1))),
      runCount(.clicks, interval: .sum(.clicks, .sum(1))),
      runCount(.violations, interval: .sum(.violations, .sum(1))),
      SummaryMetric(.run, ["revenue"], merge: .derived(from: "the exact revenue sum (shard.sums.revenueNanos)"), interval: .sum(.revenue, .sum(1e-9))) {
        summary, _ in decimal(summary.revenue)
      },
      SummaryMetric(
        .run, ["revenuePer1000Requests"], merge: .derived(from: "the exact revenue sum over runs"),
        interval: .sum(.revenue, .perRun(1e-6))
      ) { summary, _ in decimal(summary.revenuePer1000Requests) },
    ]
    + intervalEnds(
      ["revenuePer1000RequestsCI95"], merge: .derived(from: "the exact sums of revenue and of its squares (shard.sums)")
    ) { summary, _ in summary.revenuePer1000RequestsCI95 }
    + latency(
      ["latencyMs"], presence: .withRuns, mean: .sum(.latency, .perRun(1)), members: LatencySummary.keys, histogram: .latency,
      { $0.latencyMs })
    + intervalEnds(["latencyMs", "meanCI95"], presence: .withRuns, merge: .histogram) { summary, _ in
      summary.latencyMs?.meanCI95
    }
    + [
      SummaryMetric(.run, ["auction", "auctions"], presence: .withAuction, merge: .count(.auctions), interval: .sum(.auctions, .sum(1))) {
        summary, _ in summary.auction.map { count($0.auctions) }
      },
      SummaryMetric(.run, ["auction", "withBid"], presence: .withAuction, merge: .count(.withBid), interval: .sum(.withBid, .sum(1))) {
        summary, _ in summary.auction.map { count($0.withBid) }
      },
      SummaryMetric(.run, ["auction", "wonByBid"], presence: .withAuction, merge: .count(.wonByBid), interval: .sum(.wonByBid, .sum(1))) {
        summary, _ in summary.auction.map { count($0.wonByBid) }
      },
      SummaryMetric(
        .run, ["auction", "meanWinningBid"], presence: .withAuction,
        merge: .derived(from: "the exact sum of winning bids (shard.sums.winningBidMicros) over auction wins"),
        interval: .ratio(\.winningBid, 1e-6)
      ) { summary, _ in decimal(summary.auction?.meanWinningBid) },
    ]
    + latency(
      ["auction", "latencyMs"], presence: .withClosedAuction, mean: .ratio(\.auctionLatency, 1),
      members: SummaryRecord.AuctionSummary.latencyKeys, histogram: .auctionLatency, { $0.auction?.latencyMs })
    + [
      SummaryMetric(.run, ["abandoned"], presence: .withPatience, merge: .count(.abandoned), interval: .sum(.abandoned, .sum(1))) {
        summary, _ in summary.abandoned.map(count)
      },
      runCount(.warnings, interval: .sum(.warnings, .sum(1))),
      SummaryMetric(.run, ["requests"], presence: .banner, merge: .derived(from: "the requests shards count"), interval: .bannerSum(\.requests, .sum(1))) {
        summary, _ in summary.banner.map { count($0.requests) }
      },
      SummaryMetric(
        .run, ["requestFillRate"], presence: .banner, merge: .derived(from: "filled requests (shard.sums.requestsFilled) over requests"),
        interval: .bannerRatio(\.fillRate, 1)
      ) { summary, _ in decimal(summary.banner?.requestFillRate) },
      SummaryMetric(
        .run, ["impressionsPerRun"], presence: .banner, merge: .derived(from: "the requests' impressions (shard.sums.requestImpressions) over runs"),
        interval: .bannerSum(\.impressions, .perRun(1))
      ) { summary, _ in decimal(summary.banner?.impressionsPerRun) },
      SummaryMetric(
        .run, ["revenuePerRun"], presence: .banner, merge: .derived(from: "the requests' exact revenue (shard.sums.requestRevenueNanos) over runs"),
        interval: .bannerSum(\.revenue, .perRun(1e-9))
      ) { summary, _ in decimal(summary.banner?.revenuePerRun) },
    ]

  // MARK: a line item's entry

  private static func itemCount(_ counter: LineItemCount, presence: SummaryMetric.Presence = .always) -> SummaryMetric {
    let interval: SummaryMetric.Interval
    switch counter {
    case .attempts: interval = .itemSum(.attempts, .sum(1))
    case .fills: interval = .itemSum(.fills, .sum(1))
    case .noFills: interval = .itemSum(.noFills, .sum(1))
    case .errors: interval = .itemSum(.errors, .sum(1))
    case .timeouts: interval = .itemSum(.timeouts, .sum(1))
    case .wins: interval = .itemSum(.wins, .sum(1))
    case .impressions: interval = .itemSum(.impressions, .sum(1))
    case .impressionsLost: interval = .itemSum(.impressionsLost, .sum(1))
    case .waitMs: interval = .itemSum(.waitMs, .sum(1))
    case .bids: interval = .itemSum(.bids, .sum(1))
    case .auctionWins: interval = .itemSum(.auctionWins, .sum(1))
    }
    return SummaryMetric(.lineItem, [counter.key], presence: presence, merge: .lineItemCount(counter), interval: interval) {
      summary, lineItem in
      lineItem.flatMap { summary.lineItems[$0].value(of: counter) }.map(count)
    }
  }

  private static func item(_ summary: SummaryRecord, _ lineItem: Int?) -> LineItemSummary? {
    lineItem.map { summary.lineItems[$0] }
  }

  /// A line item's entry (by its index in `summary.lineItems`).
  static let lineItem: [SummaryMetric] =
    [
      SummaryMetric(
        .lineItem, ["ecpm"], presence: .waterfall, merge: .config, interval: .none("set by the config, not by the runs")
      ) { summary, lineItem in decimal(item(summary, lineItem)?.ecpm) },
      itemCount(.bids, presence: .bidder),
      itemCount(.auctionWins, presence: .bidder),
      itemCount(.attempts), itemCount(.fills), itemCount(.noFills), itemCount(.errors), itemCount(.timeouts),
      itemCount(.wins),
      SummaryMetric(
        .lineItem, ["winShare"], merge: .derived(from: "its wins over filled"), interval: .itemRatio(.winShare, 1)
      ) { summary, lineItem in decimal(item(summary, lineItem)?.winShare) },
    ]
    + intervalEnds(["winShareCI95"], merge: .derived(from: "its wins and filled (Wilson)"), checkable: false, .lineItem) {
      summary, lineItem in item(summary, lineItem)?.winShareCI95
    }
    + [
      itemCount(.impressions), itemCount(.impressionsLost),
      SummaryMetric(
        .lineItem, ["revenue"], merge: .derived(from: "its exact revenue sum (shard.sums.lineItemRevenueNanos)"),
        interval: .itemSum(.revenue, .sum(1e-9))
      ) { summary, lineItem in decimal(item(summary, lineItem)?.revenue) },
      SummaryMetric(
        .lineItem, ["meanPrice"], presence: .whenDefined, merge: .derived(from: "its exact revenue sum over its impressions"),
        interval: .itemRatio(.meanPrice, 1e-6)
      ) { summary, lineItem in decimal(item(summary, lineItem)?.meanPrice) },
      itemCount(.waitMs),
      SummaryMetric(
        .lineItem, ["meanWaitMs"], presence: .whenDefined, merge: .derived(from: "its waitMs over its attempts"),
        interval: .itemRatio(.meanWaitMs, 1)
      ) { summary, lineItem in decimal(item(summary, lineItem)?.meanWaitMs) },
    ]

  /// Every row: the top level's, then a line item entry's.
  static let table: [SummaryMetric] = run + lineItem

  /// The row of `keys` in `scope`, if the summary has such a number.
  static func metric(_ scope: SummaryMetric.Scope, _ keys: [String]) -> SummaryMetric? {
    (scope == .run ? byRunKeys : byLineItemKeys)[keys]
  }

  private static let byRunKeys = Dictionary(uniqueKeysWithValues: run.map { ($0.keys, $0) })
  private static let byLineItemKeys = Dictionary(uniqueKeysWithValues: lineItem.map { ($0.keys, $0) })
}
