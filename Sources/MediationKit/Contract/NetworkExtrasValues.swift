/// The boolean extras of an ad request (`request.extras`), in file order.
public struct NetworkExtrasValues: Equatable, Sendable {
  /// One extra: its key and value.
  public struct Entry: Equatable, Sendable {
    public var key: String
    public var value: Bool

    public init(key: String, value: Bool) {
      self.key = key
      self.value = value
    }
  }

  public var entries: [Entry]

  public init(_ entries: [Entry] = []) {
    self.entries = entries
  }

  /// The value set for `key`, or nil when the request does not set it.
  public subscript(key: String) -> Bool? {
    entries.first(where: { $0.key == key })?.value
  }
}
