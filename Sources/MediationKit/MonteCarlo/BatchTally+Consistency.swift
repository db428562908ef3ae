/// The bounds the counts of any batch of runs keep (no more fills than
/// attempts, no more revenue than the impressions can earn, …): what `merge`
/// checks a shard's counts against before it adds them.
extension BatchTally {
  /// Why these cannot be the counts of runs of a batch of `shardRuns` runs, if they cannot: counts read
  /// from a file, which says what it likes.
  func inconsistency(shardRuns: Int) -> String? {
    let counts = counts
    let runs = counts[.runs]
    guard runs <= shardRuns else { return "it counts \(runs) runs of a batch of \(shardRuns)" }
    guard counts[.filled] <= runs else { return "filled (\(counts[.filled])) is above runs (\(runs))" }
    for count in [RunCount.presented, .rewarded, .impressionsLost] where counts[count] > counts[.filled] {
      return "\(count.key) (\(counts[count])) is above filled (\(counts[.filled]))"
    }
    var wins = 0
    var lineItemRevenue: Int128 = 0
    for (index, item) in lineItems.enumerated() {
      func value(_ count: LineItemCount) -> Int { self[index, count] }
      let label = item.label
      guard value(.attempts) <= runs else { return "\(label): attempts (\(value(.attempts))) above runs (\(runs))" }
      let ends = [LineItemCount.fills, .noFills, .errors, .timeouts].reduce(0) { $0 + value($1) }
      guard ends == value(.attempts) else { return "\(label): its outcomes do not add up to its attempts" }
      guard value(.wins) <= value(.fills), value(.impressions) + value(.impressionsLost) <= value(.wins) else {
        return "\(label): more wins, impressions or lost impressions than fills"
      }
      guard value(.waitMs) <= value(.attempts) * Int(ConfigLimits.maximumTimeoutMs) else {
        return "\(label): waitMs is longer than its attempts can wait"
      }
      let nanos = lineItemRevenueNanos[index]
      guard nanos >= 0, nanos <= Int128(value(.impressions)) * Int128(ConfigLimits.maximumEcpm.micros) else {
        return "\(label): its revenue is more than its impressions can earn"
      }
      wins += value(.wins)
      lineItemRevenue += nanos
    }
    guard wins == counts[.filled] else { return "the line items' wins do not add up to filled" }
    guard counts[.abandoned] <= runs - counts[.filled] else { return "more runs abandoned than not filled" }
    let auctionWins = lineItems.indices.reduce(0) { $0 + self[$1, .auctionWins] }
    guard counts[.auctions] <= runs, counts[.withBid] <= counts[.auctions], auctionWins <= counts[.withBid],
      counts[.wonByBid] <= counts[.filled]
    else { return "its auction counts do not fit its runs" }
    for (index, item) in lineItems.enumerated() where item.isBidder {
      guard self[index, .bids] <= runs, self[index, .auctionWins] <= self[index, .bids] else {
        return "\(item.label): more auction wins than bids, or bids than runs"
      }
    }
    guard winningBidMicros >= 0,
      winningBidMicros <= Int128(auctionWins) * Int128(PriceCpm.maximum.micros)
    else { return "its winning bids add up to more than its auction wins can" }
    guard lineItemRevenue == revenueNanos else { return "the line items' revenue does not add up to the whole" }
    // Each run's revenue is at most the largest price: its square at most that price times it.
    guard revenueSquares >= 0, revenueSquares <= revenueNanos * Int128(PriceCpm.maximum.micros) else {
      return "its sum of squared revenue does not fit its revenue"
    }
    return nil
  }

}
