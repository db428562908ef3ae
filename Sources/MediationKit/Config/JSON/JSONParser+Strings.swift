extension JSONParser {
  /// Reads a string starting at its opening quote, checking that every
  /// byte is well-formed UTF-8 and every escape valid; returns it with its
  /// escapes decoded when `building`, and "" otherwise (the document reader
  /// only checks strings, and decodes them when asked). Sets `lastStringEscaped`.
  mutating func parseString(building: Bool) throws(JSONSyntaxError) -> String {
    position += 1
    lastStringEscaped = false
    let start = position
    while position < input.count {
      let byte = input[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
        break
      }
      position += 1
    }
    if position < input.count, input[position] == UInt8(ascii: "\"") {
      let text = building ? String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self) : ""
      position += 1
      return text
    }
    var buffer = building ? Array(input[start..<position]) : []
    while true {
      guard position < input.count else {
        throw failure(.unexpectedEnd(expected: "a closing quote"))
      }
      let byte = input[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return building ? String(decoding: buffer, as: UTF8.self) : ""
      case UInt8(ascii: "\\"):
        lastStringEscaped = true
        try parseEscape(into: &buffer, building: building)
      case 0x00..<0x20:
        throw failure(.controlCharacterInString(byte))
      case 0x20..<0x80:
        if building { buffer.append(byte) }
        position += 1
      default:
        let length = try utf8SequenceLength(at: position)
        if building { buffer.append(contentsOf: input[position..<position + length]) }
        position += length
      }
    }
  }

  private mutating func parseEscape(into buffer: inout [UInt8], building: Bool) throws(JSONSyntaxError) {
    let start = position
    position += 1
    guard position < input.count else {
      throw failure(.unexpectedEnd(expected: "an escape character"))
    }
    let escaped = input[position]
    position += 1
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): if building { buffer.append(escaped) }
    case UInt8(ascii: "b"): if building { buffer.append(0x08) }
    case UInt8(ascii: "f"): if building { buffer.append(0x0C) }
    case UInt8(ascii: "n"): if building { buffer.append(0x0A) }
    case UInt8(ascii: "r"): if building { buffer.append(0x0D) }
    case UInt8(ascii: "t"): if building { buffer.append(0x09) }
    case UInt8(ascii: "u"):
      let unit = try hexQuad(escapeStart: start)
      var scalarValue = UInt32(unit)
      if (0xD800...0xDBFF).contains(unit) {
        let lowStart = position
        guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
          input[position + 1] == UInt8(ascii: "u")
        else {
          position = start
          throw failure(.unpairedSurrogate(escapeText(from: start, count: 6)))
        }
        position += 2
        let low = try hexQuad(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          position = start
          throw failure(.unpairedSurrogate(escapeText(from: start, count: 6)))
        }
        scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(unit) {
        position = start
        throw failure(.unpairedSurrogate(escapeText(from: start, count: 6)))
      }
      guard let scalar = UnicodeScalar(scalarValue) else {
        position = start
        throw failure(.unpairedSurrogate(escapeText(from: start, count: 6)))
      }
      if building { buffer.append(contentsOf: Array(String(Character(scalar)).utf8)) }
    default:
      position = start
      if escaped >= 0x80 {
        _ = try utf8SequenceLength(at: start + 1)
      }
      throw failure(.invalidEscape(escapeText(from: start, count: 2)))
    }
  }

  /// Reads the four hex digits of a `\u` escape.
  private mutating func hexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard position < input.count else {
        throw failure(.unexpectedEnd(expected: "four hex digits after \\u"))
      }
      let byte = input[position]
      let digit: UInt16
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
      default:
        let end = position
        position = escapeStart
        if byte >= 0x80 { _ = try utf8SequenceLength(at: end) }
        throw failure(.invalidEscape(escapeText(from: escapeStart, count: end - escapeStart + 1)))
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  /// The source text of an escape, for messages, cut at the end of the
  /// input and at the first byte that is not printable ASCII.
  private func escapeText(from start: Int, count: Int) -> String {
    var end = start
    while end < min(start + count, input.count), input[end] >= 0x20, input[end] < 0x7F { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
  }

  /// The length of the well-formed UTF-8 sequence starting at `offset`.
  ///
  /// Rejects overlong forms, encoded surrogates and code points above
  /// U+10FFFF, pointing at the first byte that cannot belong.
  func utf8SequenceLength(at offset: Int) throws(JSONSyntaxError) -> Int {
    let lead = input[offset]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: throw invalidByte(at: offset)
    }
    for index in 1..<length {
      let at = offset + index
      guard at < input.count else { throw invalidByte(at: offset) }
      let range: ClosedRange<UInt8> = index == 1 ? secondRange : 0x80...0xBF
      guard range.contains(input[at]) else { throw invalidByte(at: index == 1 ? offset : at) }
    }
    return length
  }

  private func invalidByte(at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset, path: currentPath(), problem: .invalidUTF8(byte: input[offset]))
  }
}
