/// An adapter calling into its network after the load (presenting, or
/// passing on tracking the SDK did), so a trace shows both directions.
public struct NetworkCallRecord: Sendable {
  public var lineItem: String
  public var call: NetworkCall
}
