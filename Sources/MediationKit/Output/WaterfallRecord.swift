/// The end of the waterfall walk.
public struct WaterfallRecord: Sendable {
  public var filled: Bool
  public var lineItem: String?
  /// From the request to the fill, or to the last failure.
  public var latencyMs: Int64
  public var error: AdError?
}
