/// The paired sums of a banner's requests (formats.md): per run, how many
/// requests each side made, how many filled, their impressions and revenue,
/// paired run by run so that `compare` gives the summary's `requests`,
/// `requestFillRate`, `impressionsPerRun` and `revenuePerRun` an interval.
struct BannerPairedSums: Equatable {
  /// Requests a run made (a sum).
  var requests = PairedSums.Moments()
  /// Impressions of all of a run's requests (a mean per run).
  var impressions = PairedSums.Moments()
  /// Revenue of all of a run's requests, in billionths of a USD (a mean per run).
  var revenue = PairedSums.Moments()
  /// Filled requests over requests (a ratio of sums: the delta method).
  var fillRate = PairedSums.RatioMoments()

  mutating func add(_ a: RunDigest.Requests, _ b: RunDigest.Requests) {
    requests.add(a.count, b.count)
    impressions.add(a.impressions, b.impressions)
    revenue.add(a.revenueNanos, b.revenueNanos)
    fillRate.add(ya: a.filled, xa: a.count, yb: b.filled, xb: b.count)
  }

  mutating func merge(_ other: BannerPairedSums) {
    for (mine, theirs) in [(\Self.requests, other.requests), (\Self.impressions, other.impressions), (\Self.revenue, other.revenue)] {
      self[keyPath: mine].difference += theirs.difference
      self[keyPath: mine].squares += theirs.squares
    }
    fillRate = fillRate + other.fillRate
  }

  /// The sums in one fixed order, as a compare shard writes them.
  var flat: [Int128] {
    [requests, impressions, revenue].flatMap { [$0.difference, $0.squares] } + fillRate.flat
  }

  init() {}

  init?(flat v: [Int128]) {
    guard v.count == 6 + 14, let ratio = PairedSums.RatioMoments(flat: Array(v[6...])) else { return nil }
    requests = PairedSums.Moments(difference: v[0], squares: v[1])
    impressions = PairedSums.Moments(difference: v[2], squares: v[3])
    revenue = PairedSums.Moments(difference: v[4], squares: v[5])
    fillRate = ratio
  }
}
