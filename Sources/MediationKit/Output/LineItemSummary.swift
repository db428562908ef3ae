/// How one line item fared over many runs.
public struct LineItemSummary: Equatable, Sendable {
  public var lineItem: String
  /// Runs in which the SDK called the line item's adapter.
  public var attempts: Int
  public var fills: Int
  public var noFills: Int
  public var errors: Int
  public var timeouts: Int
  /// Runs in which the line item served the ad.
  public var wins: Int
}
