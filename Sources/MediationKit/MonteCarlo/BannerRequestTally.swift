/// The counts of a banner batch's requests, every refresh of every run
/// with the first (the summary's `requests`, `requestFillRate`,
/// `impressionsPerRun`, `revenuePerRun`); exact, so shards add up.
struct BannerRequestTally: Equatable, Sendable {
  var requests = 0
  var filled = 0
  var impressions = 0
  /// What the requests' impressions were paid, in billionths of a USD.
  var revenueNanos: Int128 = 0

  /// Counts one request: whether it filled, the impressions its banner
  /// got and what each is paid (micro-dollars of CPM, which is billionths
  /// of a USD for one impression).
  @inline(__always)
  mutating func count(filled: Bool, impressions: Int, priceMicros: Int64) {
    requests &+= 1
    guard filled else { return }
    self.filled &+= 1
    self.impressions &+= impressions
    // An impression earns its price once (the SDK counts one per banner).
    if impressions > 0 { revenueNanos &+= Int128(priceMicros) }
  }

  /// Counts the requests of one run the engine played.
  mutating func add(_ requests: [RunOutcome.Request]) {
    for request in requests {
      count(filled: request.filled, impressions: request.impressions, priceMicros: request.price.micros)
    }
  }

  /// Adds a disjoint batch's counts; false (and nothing changed) when a count would pass `Int.max`.
  mutating func merge(_ other: BannerRequestTally) -> Bool {
    let (requests, o1) = requests.addingReportingOverflow(other.requests)
    let (filled, o2) = filled.addingReportingOverflow(other.filled)
    let (impressions, o3) = impressions.addingReportingOverflow(other.impressions)
    guard !o1, !o2, !o3 else { return false }
    self.requests = requests
    self.filled = filled
    self.impressions = impressions
    revenueNanos += other.revenueNanos
    return true
  }

  /// The summary's figures over `runs` runs.
  func summary(runs: Int) -> SummaryRecord.BannerRequests {
    SummaryRecord.BannerRequests(
      requests: requests,
      requestFillRate: requests == 0
        ? DecimalNumber(micros: 0) : DecimalNumber(fraction: Int128(filled), over: Int128(requests)),
      impressionsPerRun: runs == 0
        ? DecimalNumber(micros: 0) : DecimalNumber(fraction: Int128(impressions), over: Int128(runs)),
      revenuePerRun: runs == 0
        ? DecimalNumber(micros: 0) : DecimalNumber(fraction: revenueNanos, over: Int128(runs) * 1_000_000_000),
      filled: filled, impressions: impressions, revenueNanos: revenueNanos)
  }
}
