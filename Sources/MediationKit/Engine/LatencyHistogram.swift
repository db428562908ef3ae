/// How many runs ended their waterfall at each latency: the exact
/// distribution, in memory that grows with the number of distinct
/// latencies rather than with the number of runs.
struct LatencyHistogram {
  private var counts: [Int64: Int] = [:]

  mutating func add(_ latencyMs: Int64) {
    counts[latencyMs, default: 0] += 1
  }

  mutating func merge(_ other: LatencyHistogram) {
    counts.merge(other.counts, uniquingKeysWith: +)
  }

  /// Minimum, nearest-rank percentiles, maximum and mean; at least one
  /// latency must have been added.
  func summary() -> LatencySummary {
    let values = counts.sorted { $0.key < $1.key }
    guard let first = values.first, let last = values.last else { preconditionFailure("no latency to summarise") }
    let total = values.reduce(0) { $0 + $1.value }
    var sum: Int128 = 0
    for (latency, count) in values { sum += Int128(latency) * Int128(count) }
    // The latency at 1-based rank `rank` of the runs in order.
    func value(atRank rank: Int) -> Int64 {
      var seen = 0
      for (latency, count) in values {
        seen += count
        if seen >= rank { return latency }
      }
      return last.key
    }
    func percentile(_ percent: Int) -> Int64 {
      value(atRank: max((total * percent + 99) / 100, 1))
    }
    return LatencySummary(
      min: first.key, p50: percentile(50), p90: percentile(90), p99: percentile(99), max: last.key,
      mean: DecimalNumber(fraction: sum, over: Int128(total)))
  }
}
