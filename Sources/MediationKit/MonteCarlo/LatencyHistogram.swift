/// How many runs ended their waterfall at each latency, exactly: one
/// counter per millisecond below `bucketCount`, and the rare longer
/// latencies kept one by one, so memory never grows with the number of runs.
///
/// Percentiles are nearest-rank over the exact distribution; histograms of
/// disjoint batches add up to the histogram of the whole.
struct LatencyHistogram: Equatable {
  /// Latencies below this many milliseconds have a counter of their own.
  static let bucketCount = 1 << 16

  private(set) var buckets: [Int]
  /// Counts of latencies of `bucketCount` ms or more, by latency.
  private(set) var overflow: [Int64: Int] = [:]
  private(set) var total = 0

  init() {
    buckets = Array(repeating: 0, count: Self.bucketCount)
  }

  @inline(__always)
  mutating func add(_ latencyMs: Int64, count: Int = 1) {
    total += count
    if latencyMs < Int64(Self.bucketCount) {
      buckets[Int(latencyMs)] += count
    } else {
      overflow[latencyMs, default: 0] += count
    }
  }

  mutating func merge(_ other: LatencyHistogram) {
    for index in other.buckets.indices where other.buckets[index] != 0 {
      buckets[index] += other.buckets[index]
    }
    overflow.merge(other.overflow, uniquingKeysWith: +)
    total += other.total
  }

  /// Every latency seen and how many runs had it, in ascending order.
  var entries: [(latencyMs: Int64, count: Int)] {
    var entries: [(latencyMs: Int64, count: Int)] = []
    for index in buckets.indices where buckets[index] != 0 {
      entries.append((Int64(index), buckets[index]))
    }
    for key in overflow.keys.sorted() {
      entries.append((key, overflow[key] ?? 0))
    }
    return entries
  }

  /// The sum of every run's latency and of its square, exactly.
  var sums: (latencies: Int128, squares: Int128) {
    var sum: Int128 = 0
    var squares: Int128 = 0
    for entry in entries {
      let latency = Int128(entry.latencyMs)
      sum += latency * Int128(entry.count)
      squares += latency * latency * Int128(entry.count)
    }
    return (sum, squares)
  }

  /// Minimum, nearest-rank percentiles, maximum and mean; nil when empty.
  ///
  /// The mean's millionths fit 64 bits for latencies up to
  /// `ConfigLimits.maximumLatencyMs` (below 2^63 / 10^6 ms), which is all
  /// a run can take and all `merge` reads from a shard.
  func summary() -> LatencySummary? {
    let entries = entries
    guard let first = entries.first, let last = entries.last else { return nil }
    let (sum, squares) = sums
    let ranks = [50, 90, 95, 99].map { max((total * $0 + 99) / 100, 1) }
    var values: [Int64] = []
    var seen = 0
    var next = 0
    for entry in entries {
      seen += entry.count
      while next < ranks.count, seen >= ranks[next] {
        values.append(entry.latencyMs)
        next += 1
      }
    }
    return LatencySummary(
      min: first.latencyMs, p50: values[0], p90: values[1], p95: values[2], p99: values[3], max: last.latencyMs,
      mean: DecimalNumber(fraction: sum, over: Int128(total)),
      // In milliseconds: each latency is a million millionths of one.
      meanCI95: BatchTally.meanInterval(sum: sum, squares: squares, count: total, microsPerValue: 1_000_000))
  }
}
