/// The recursive-descent parser behind `JSONReader`, over a byte buffer.
///
/// It checks the whole document and records one `JSONDocument.Entry` per
/// value without building strings; `JSONNode` decodes them on demand, with
/// this parser's `parseString(building:)`. Recursion is bounded by
/// `JSONReader.maximumDepth`, so hostile nesting cannot exhaust the stack.
struct JSONParser {
  /// One step of the path to the value being read: a key (by the offset of
  /// its opening quote) or an array index; decoded only for error messages.
  enum PathStep {
    case key(Int)
    case index(Int)
  }

  /// A key of an object being read: its bytes between the quotes.
  private struct KeyRange {
    var start: Int
    var end: Int
    var escaped: Bool
  }

  let input: UnsafeBufferPointer<UInt8>
  /// For the location of the first of two duplicate keys; nil in parsers that only decode strings.
  var locator: SourceLocator?
  var position = 0
  var depth = 0
  var path: [PathStep] = []
  var entries: [JSONDocument.Entry] = []
  /// Whether the latest string read held an escape.
  var lastStringEscaped = false
  /// The keys of the objects being read, innermost last.
  private var keys: [KeyRange] = []

  init(input: UnsafeBufferPointer<UInt8>) {
    self.input = input
  }

  mutating func parseDocument() throws(JSONSyntaxError) {
    if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
      position = 3
    }
    skipWhitespace()
    guard position < input.count else { throw failure(.emptyDocument) }
    try parseValue(keyStart: JSONDocument.Entry.noKey)
    skipWhitespace()
    if position < input.count {
      if isCommentStart() { throw failure(.comment) }
      throw failure(.trailingContent)
    }
  }

  // MARK: values

  private mutating func parseValue(keyStart: UInt32) throws(JSONSyntaxError) {
    guard position < input.count else { throw failure(.unexpectedEnd(expected: "a value")) }
    let start = position
    let index = entries.count
    entries.append(JSONDocument.Entry(start: UInt32(start), keyStart: keyStart, end: 0))
    switch input[position] {
    case UInt8(ascii: "{"):
      try parseObject()
      entries[index].end = UInt32(entries.count)
    case UInt8(ascii: "["):
      try parseArray()
      entries[index].end = UInt32(entries.count)
    case UInt8(ascii: "\""):
      _ = try parseString(building: false)
      entries[index].end = UInt32(position) | (lastStringEscaped ? JSONDocument.Entry.escapedFlag : 0)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try parseNumber()
      entries[index].end = UInt32(position)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      try parseLiteral()
      entries[index].end = UInt32(position)
    default:
      throw try unexpected(expected: "a value")
    }
  }

  private mutating func parseLiteral() throws(JSONSyntaxError) {
    let start = position
    while position < input.count, isLetter(input[position]) { position += 1 }
    let word = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
    switch word {
    case "true", "false", "null":
      return
    case "NaN", "Infinity", "nan", "inf", "infinity":
      position = start
      throw failure(.nonFiniteNumber(word))
    default:
      position = start
      throw failure(.unexpectedCharacter(found: JSONStringLiteral.quoted(word), expected: "a value"))
    }
  }

  /// Reads an object.
  private mutating func parseObject() throws(JSONSyntaxError) {
    let open = position
    try enterContainer(at: open)
    position += 1
    let firstKey = keys.count
    defer { keys.removeSubrange(firstKey...) }
    var index: [String: Int] = [:]
    skipWhitespace()
    if position < input.count, input[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return
    }
    while true {
      guard position < input.count else {
        throw failure(.unexpectedEnd(expected: "a key in double quotes"))
      }
      guard input[position] == UInt8(ascii: "\"") else {
        throw try unexpected(expected: "a key in double quotes")
      }
      let keyOffset = position
      _ = try parseString(building: false)
      let key = KeyRange(start: keyOffset + 1, end: position - 1, escaped: lastStringEscaped)
      if let first = firstOffset(of: key, among: firstKey, index: &index) {
        position = keyOffset
        path.append(.key(keyOffset))
        let location = locator?.location(of: first) ?? SourceLocation(line: 0, column: 0)
        throw failure(.duplicateKey(decodedKey(key), first: location))
      }
      keys.append(key)
      skipWhitespace()
      guard position < input.count else { throw failure(.unexpectedEnd(expected: "\":\"")) }
      guard input[position] == UInt8(ascii: ":") else {
        throw try unexpected(expected: "\":\" after the key")
      }
      position += 1
      skipWhitespace()
      path.append(.key(keyOffset))
      try parseValue(keyStart: UInt32(keyOffset))
      path.removeLast()
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
        return
      default:
        throw try unexpected(expected: "\",\" or \"}\"")
      }
    }
  }

  /// Reads an array.
  private mutating func parseArray() throws(JSONSyntaxError) {
    try enterContainer(at: position)
    position += 1
    var count = 0
    skipWhitespace()
    if position < input.count, input[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return
    }
    while true {
      path.append(.index(count))
      try parseValue(keyStart: JSONDocument.Entry.noKey)
      path.removeLast()
      count += 1
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
        return
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

  /// The offset of the opening quote of an earlier key of the current
  /// object (its keys start at `keys[first]`) equal to `key`, if any.
  ///
  /// Small objects compare bytes; large ones get a dictionary of decoded
  /// keys so that a file with a huge object stays linear.
  private func firstOffset(of key: KeyRange, among first: Int, index: inout [String: Int]) -> Int? {
    let count = keys.count - first
    if count < 16 {
      for earlier in keys[first...] where equal(earlier, key) { return earlier.start - 1 }
      return nil
    }
    if index.isEmpty {
      for earlier in keys[first...] { index[decodedKey(earlier)] = earlier.start - 1 }
    }
    let text = decodedKey(key)
    if let offset = index[text] { return offset }
    index[text] = key.start - 1
    return nil
  }

  private func equal(_ lhs: KeyRange, _ rhs: KeyRange) -> Bool {
    if !lhs.escaped, !rhs.escaped {
      return lhs.end - lhs.start == rhs.end - rhs.start
        && input[lhs.start..<lhs.end].elementsEqual(input[rhs.start..<rhs.end])
    }
    return decodedKey(lhs) == decodedKey(rhs)
  }

  private func decodedKey(_ key: KeyRange) -> String {
    decodedString(at: key.start - 1)
  }

  /// The string whose opening quote is at `offset`, already validated.
  func decodedString(at offset: Int) -> String {
    var parser = JSONParser(input: input)
    parser.position = offset
    return (try? parser.parseString(building: true)) ?? ""
  }

  // MARK: numbers

  private mutating func parseNumber() throws(JSONSyntaxError) {
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
    JSONSyntaxError(offset: position, path: currentPath(), problem: problem)
  }

  /// The path of the value being read, keys decoded.
  func currentPath() -> JSONPath {
    JSONPath(
      path.map { step in
        switch step {
        case .key(let offset): .key(decodedString(at: offset))
        case .index(let index): .index(index)
        }
      })
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
