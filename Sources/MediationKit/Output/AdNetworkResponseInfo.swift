/// One line item's part in the waterfall (`GADAdNetworkResponseInfo`).
public struct AdNetworkResponseInfo: Sendable {
  /// How far the line item got.
  public enum State: String, Sendable {
    case loaded
    case failed
    case notAttempted
  }

  public var adNetworkClassName: String
  public var adSourceName: String
  public var parameter: String?
  public var state: State
  public var latencyMs: Int64
  public var error: AdError?
}
