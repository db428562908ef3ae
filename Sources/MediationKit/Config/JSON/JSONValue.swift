/// A JSON value held whole, for the `expected` and `actual` of a check:
/// what a config wrote, or what a run showed.
public indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A number as JSON spells it.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([Member])

  /// One key and value of an object, in order.
  public struct Member: Equatable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The value of a node of a config, whole.
  /// The value of JSON bytes a writer of this package wrote (always valid JSON), `null` if they are not.
  package init(parsing bytes: [UInt8]) {
    self = (try? JSONReader.read(bytes)).map(JSONValue.init) ?? .null
  }

  init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let number): self = .number(number.lexeme)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(JSONValue.init))
    case .object(let members): self = .object(members.map { Member(key: $0.key, value: JSONValue($0.value)) })
    }
  }

  static func integer(_ value: some BinaryInteger) -> JSONValue { .number(String(value)) }
  static func decimal(_ value: DecimalNumber) -> JSONValue { .number(value.description) }
  static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

  /// The value as compact JSON text, for messages.
  public var text: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let lexeme): lexeme
    case .string(let text): JSONStringLiteral.quoted(text)
    case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { JSONStringLiteral.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
    }
  }
}
