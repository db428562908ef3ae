/// The recursive-descent parser behind `JSONReader`, over a byte buffer.
///
/// Recursion is bounded by `JSONReader.maximumDepth`, so hostile nesting
/// cannot exhaust the stack.
struct JSONParser {
  let input: UnsafeBufferPointer<UInt8>
  let locator: SourceLocator
  var position = 0
  var depth = 0
  /// The path of the value being read, kept for error messages.
  var path: [JSONPath.Component] = []

  init(input: UnsafeBufferPointer<UInt8>, locator: SourceLocator) {
    self.input = input
    self.locator = locator
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
      position = 3
    }
    skipWhitespace()
    guard position < input.count else { throw failure(.emptyDocument) }
    let root = try parseValue()
    skipWhitespace()
    if position < input.count {
      if isCommentStart() { throw failure(.comment) }
      throw failure(.trailingContent)
    }
    return root
  }

  // MARK: values

  mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard position < input.count else { throw failure(.unexpectedEnd(expected: "a value")) }
    let start = position
    switch input[position] {
    case UInt8(ascii: "{"):
      return JSONNode(.object(try parseObject()), offset: start)
    case UInt8(ascii: "["):
      return JSONNode(.array(try parseArray()), offset: start)
    case UInt8(ascii: "\""):
      return JSONNode(.string(try parseString()), offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(.number(try parseNumber()), offset: start)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return JSONNode(try parseLiteral(), offset: start)
    default:
      throw try unexpected(expected: "a value")
    }
  }

  private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONNode.Value {
    let start = position
    while position < input.count, isLetter(input[position]) { position += 1 }
    let word = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    case "NaN", "Infinity", "nan", "inf", "infinity":
      position = start
      throw failure(.nonFiniteNumber(word))
    default:
      position = start
      throw failure(.unexpectedCharacter(found: JSONStringLiteral.quoted(word), expected: "a value"))
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> [JSONMember] {
    let open = position
    try enterContainer(at: open)
    position += 1
    var members: [JSONMember] = []
    var index: [String: Int] = [:]
    skipWhitespace()
    if position < input.count, input[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return members
    }
    while true {
      guard position < input.count else {
        throw failure(.unexpectedEnd(expected: "a key in double quotes"))
      }
      guard input[position] == UInt8(ascii: "\"") else {
        throw try unexpected(expected: "a key in double quotes")
      }
      let keyOffset = position
      let key = try parseString()
      if let first = firstOffset(of: key, in: members, index: &index) {
        position = keyOffset
        path.append(.key(key))
        throw failure(.duplicateKey(key, first: locator.location(of: first)))
      }
      skipWhitespace()
      guard position < input.count else { throw failure(.unexpectedEnd(expected: "\":\"")) }
      guard input[position] == UInt8(ascii: ":") else {
        throw try unexpected(expected: "\":\" after the key")
      }
      position += 1
      skipWhitespace()
      path.append(.key(key))
      let value = try parseValue()
      path.removeLast()
      members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
      skipWhitespace()
      guard position < input.count else {
        throw failure(.unexpectedEnd(expected: "\",\" or \"}\""))
      }
      switch input[position] {
      case UInt8(ascii: ","):
        let comma = position
        position += 1
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "}") {
          position = comma
          throw failure(.trailingComma)
        }
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return members
      default:
        throw try unexpected(expected: "\",\" or \"}\"")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> [JSONNode] {
    try enterContainer(at: position)
    position += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if position < input.count, input[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return elements
    }
    while true {
      path.append(.index(elements.count))
      let element = try parseValue()
      path.removeLast()
      elements.append(element)
      skipWhitespace()
      guard position < input.count else {
        throw failure(.unexpectedEnd(expected: "\",\" or \"]\""))
      }
      switch input[position] {
      case UInt8(ascii: ","):
        let comma = position
        position += 1
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "]") {
          position = comma
          throw failure(.trailingComma)
        }
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return elements
      default:
        throw try unexpected(expected: "\",\" or \"]\"")
      }
    }
  }

  private mutating func enterContainer(at offset: Int) throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONReader.maximumDepth {
      position = offset
      throw failure(.nestingTooDeep(limit: JSONReader.maximumDepth))
    }
  }

  /// The offset of an earlier member named `key`, if any.
  ///
  /// Small objects are scanned; large ones get a dictionary so that a file
  /// with a huge object stays linear.
  private func firstOffset(
    of key: String, in members: [JSONMember], index: inout [String: Int]
  ) -> Int? {
    if members.count < 16 {
      return members.first(where: { $0.key == key })?.keyOffset
    }
    if index.isEmpty {
      for member in members { index[member.key] = member.keyOffset }
    }
    if let first = index[key] { return first }
    index[key] = position
    return nil
  }

  // MARK: numbers

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = position
    if input[position] == UInt8(ascii: "-") {
      position += 1
      if position < input.count, isLetter(input[position]) {
        let wordStart = position
        while position < input.count, isLetter(input[position]) { position += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: input[wordStart..<position]), as: UTF8.self)
        position = start
        if word == "Infinity" || word == "inf" { throw failure(.nonFiniteNumber("-" + word)) }
        throw failure(.invalidNumber("expected a digit after \"-\""))
      }
    }
    guard position < input.count, isDigit(input[position]) else {
      throw failure(.invalidNumber("expected a digit after \"-\""))
    }
    if input[position] == UInt8(ascii: "0") {
      position += 1
      if position < input.count, isDigit(input[position]) {
        position = start
        throw failure(.leadingZero)
      }
    } else {
      skipDigits()
    }
    if position < input.count, input[position] == UInt8(ascii: ".") {
      position += 1
      guard position < input.count, isDigit(input[position]) else {
        throw failure(.invalidNumber("expected a digit after the decimal point"))
      }
      skipDigits()
    }
    if position < input.count, input[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < input.count,
        input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position < input.count, isDigit(input[position]) else {
        throw failure(.invalidNumber("expected a digit in the exponent"))
      }
      skipDigits()
    }
    let text = UnsafeBufferPointer(rebasing: input[start..<position])
    return JSONNumber(lexeme: String(decoding: text, as: UTF8.self))
  }

  private mutating func skipDigits() {
    while position < input.count, isDigit(input[position]) { position += 1 }
  }

  // MARK: helpers

  mutating func skipWhitespace() {
    while position < input.count {
      switch input[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        position += 1
      default:
        return
      }
    }
  }

  func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  func isLetter(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
  }

  func isCommentStart() -> Bool {
    position + 1 < input.count && input[position] == UInt8(ascii: "/")
      && (input[position + 1] == UInt8(ascii: "/") || input[position + 1] == UInt8(ascii: "*"))
  }

  func failure(_ problem: JSONSyntaxProblem) -> JSONSyntaxError {
    JSONSyntaxError(offset: position, path: JSONPath(path), problem: problem)
  }

  /// The error for an unexpected character at the current position: a
  /// comment, invalid UTF-8, or a character that cannot start what is expected.
  func unexpected(expected: String) throws(JSONSyntaxError) -> JSONSyntaxError {
    if isCommentStart() { return failure(.comment) }
    let byte = input[position]
    switch byte {
    case 0x20..<0x7F:
      return failure(
        .unexpectedCharacter(found: JSONStringLiteral.quoted(String(UnicodeScalar(byte))), expected: expected))
    case 0x00..<0x20, 0x7F:
      return failure(
        .unexpectedCharacter(found: "control character \(Self.codePoint(UInt32(byte)))", expected: expected))
    default:
      let length = try utf8SequenceLength(at: position)
      let text = String(decoding: UnsafeBufferPointer(rebasing: input[position..<position + length]), as: UTF8.self)
      return failure(.unexpectedCharacter(found: JSONStringLiteral.quoted(text), expected: expected))
    }
  }

  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
