/// What is wrong with a document that is not valid JSON, or breaks one of
/// the reader's limits.
public enum JSONSyntaxProblem: Equatable, Sendable {
  case emptyDocument
  case unexpectedEnd(expected: String)
  case unexpectedCharacter(found: String, expected: String)
  case trailingComma
  case comment
  case duplicateKey(String, first: SourceLocation)
  case nestingTooDeep(limit: Int)
  case invalidUTF8(byte: UInt8)
  case controlCharacterInString(UInt8)
  case invalidEscape(String)
  case unpairedSurrogate(String)
  case leadingZero
  case invalidNumber(String)
  case nonFiniteNumber(String)
  case trailingContent

  /// The problem in the words of a diagnostic line: lowercase, no final period.
  public var message: String {
    switch self {
    case .emptyDocument:
      return "the file holds no JSON value, expected an object"
    case .unexpectedEnd(let expected):
      return "unexpected end of file, expected \(expected)"
    case .unexpectedCharacter(let found, let expected):
      return "expected \(expected), found \(found)"
    case .trailingComma:
      return "trailing comma: JSON does not allow a comma before a closing bracket"
    case .comment:
      return "comments are not allowed in JSON"
    case .duplicateKey(let key, let first):
      return "duplicate key \(JSONStringLiteral.quoted(key)) (first at \(first))"
    case .nestingTooDeep(let limit):
      return "nesting deeper than \(limit) levels"
    case .invalidUTF8(let byte):
      return "invalid UTF-8 byte 0x\(Self.hex(byte)): the file must be UTF-8"
    case .controlCharacterInString(let byte):
      return "control character U+00\(Self.hex(byte)) must be escaped in a string"
    case .invalidEscape(let escape):
      return "invalid escape \(escape) in a string"
    case .unpairedSurrogate(let escape):
      return "unpaired UTF-16 surrogate \(escape) in a string"
    case .leadingZero:
      return "numbers must not have leading zeros"
    case .invalidNumber(let detail):
      return "invalid number: \(detail)"
    case .nonFiniteNumber(let spelling):
      return "\(spelling) is not a JSON number: numbers must be finite"
    case .trailingContent:
      return "unexpected content after the end of the JSON value"
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
