/// The spread of a latency over many runs; percentiles by nearest rank.
public struct LatencySummary: Equatable, Sendable {
  public var min: Int64
  public var p50: Int64
  public var p90: Int64
  public var p99: Int64
  public var max: Int64
  public var mean: DecimalNumber
}
