/// The simulated network calling back into its adapter.
public struct NetworkRecord: Sendable {
  public var lineItem: String
  public var callback: NetworkCallback
  public var detail: NetworkCallbackDetail?
}
