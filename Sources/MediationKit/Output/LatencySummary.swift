/// The spread of a latency over many runs; percentiles by nearest rank.
public struct LatencySummary: Equatable, Sendable {
  public var min: Int64
  public var p50: Int64
  public var p90: Int64
  public var p99: Int64
  public var max: Int64
  public var mean: DecimalNumber

  /// Summarises `values`, which must be sorted ascending and not empty.
  init(sorted values: [Int64]) {
    func rank(_ percent: Int) -> Int64 {
      let position = (values.count * percent + 99) / 100
      return values[Swift.max(position, 1) - 1]
    }
    min = values[0]
    max = values[values.count - 1]
    p50 = rank(50)
    p90 = rank(90)
    p99 = rank(99)
    let total = values.reduce(into: Int64(0)) { $0 += $1 }
    mean = DecimalNumber(micros: Self.ratioMicros(total, Int64(values.count)))
  }

  /// `numerator / denominator` in micros, rounded half up.
  static func ratioMicros(_ numerator: Int64, _ denominator: Int64) -> Int64 {
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    let fraction = (remainder * 1_000_000 * 2 + denominator) / (2 * denominator)
    return quotient * 1_000_000 + fraction
  }
}
