/// The SDK calling a line item's adapter to load, and what the adapter then
/// asked its network for.
public struct LoadRecord: Sendable {
  public var lineItem: String
  /// The line item's position in the config's `lineItems`.
  public var index: Int
  public var className: String
  public var parameter: String?
  public var timeoutMs: Int64
  /// Nil when the adapter never reached its network.
  public var request: NetworkRequest?
}
