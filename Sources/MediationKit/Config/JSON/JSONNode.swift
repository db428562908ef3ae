/// A JSON value as read from a config file, with the byte offset where it starts.
///
/// Offsets, not line numbers, are kept so that reading stays fast; a
/// `SourceLocator` turns an offset into a line and column when a diagnostic
/// needs one.
public struct JSONNode: Sendable {
  /// The value itself.
  public enum Value: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
  }

  public var value: Value
  /// Byte offset of the value's first character.
  public var offset: Int

  public init(_ value: Value, offset: Int) {
    self.value = value
    self.offset = offset
  }
}

/// One `"key": value` pair of a JSON object, in document order.
public struct JSONMember: Sendable {
  public var key: String
  /// Byte offset of the key's opening quote.
  public var keyOffset: Int
  public var value: JSONNode

  public init(key: String, keyOffset: Int, value: JSONNode) {
    self.key = key
    self.keyOffset = keyOffset
    self.value = value
  }
}
