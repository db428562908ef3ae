/// A call from an adapter that the SDK discarded; it has no other effect.
public struct IgnoredRecord: Sendable {
  public var lineItem: String
  /// `completion`, or the event delegate method.
  public var call: String
  public var reason: IgnoredReason
}
