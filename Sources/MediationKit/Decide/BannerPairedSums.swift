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

  /// Adds one run's requests on each side (a run's counts and revenue fit 64 bits).
  mutating func add(_ a: BannerRequestTally, _ b: BannerRequestTally) {
    requests.add(Int64(a.requests), Int64(b.requests))
    impressions.add(Int64(a.impressions), Int64(b.impressions))
    revenue.add(Int64(truncatingIfNeeded: a.revenueNanos), Int64(truncatingIfNeeded: b.revenueNanos))
    fillRate.add(ya: Int64(a.filled), xa: Int64(a.requests), yb: Int64(b.filled), xb: Int64(b.requests))
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
