/// The SDK's verdict on one line item's load.
public struct LoadResultRecord: Sendable {
  public var lineItem: String
  public var outcome: LoadResultOutcome
  public var latencyMs: Int64
  public var error: AdError?
}
