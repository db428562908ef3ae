/// The canonical form of a JSON value: the bytes two documents share when
/// they say the same thing, however they are laid out (docs/config.md, "A
/// config's identity").
///
/// No whitespace; an object's members sorted by their keys' UTF-8 bytes;
/// strings by their decoded value, written with `\"`, `\\` and `\u00XX`
/// (lowercase hex) for the control characters and every other character as
/// its UTF-8 bytes; numbers by their value: `-` for a negative one, its
/// significant digits (no leading or trailing zeros), then `e` and the
/// power of ten they are multiplied by when it is not 0, so 1.50, 1.5 and
/// 15e-1 are all `15e-1`, 100 is `1e2`, and 0, -0 and 0.0e7 are `0`.
package enum CanonicalJSON {
  /// The canonical form of `node`.
  package static func bytes(of node: JSONNode) -> [UInt8] {
    var output: [UInt8] = []
    write(node, into: &output)
    return output
  }

  /// Writes the canonical form of `node` into `output` a piece at a time:
  /// the identity hashes it as it goes, without holding a copy of the config.
  static func write<Output: CanonicalOutput>(_ node: JSONNode, into output: inout Output) {
    var numbers: [String: String] = [:]
    write(node, into: &output, numbers: &numbers)
  }

  /// `numbers`: the canonical text of each number lexeme met so far (a
  /// config repeats its numbers: latencies, timeouts, amounts).
  private static func write<Output: CanonicalOutput>(
    _ node: JSONNode, into output: inout Output, numbers: inout [String: String]
  ) {
    switch node.value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let number):
      // Most numbers of a config are integers already canonical (no sign of zero, no trailing zero): as written.
      let lexeme = number.lexeme
      if isCanonicalInteger(lexeme) {
        output.append(contentsOf: lexeme.utf8)
      } else if let known = numbers[lexeme] {
        output.append(contentsOf: known.utf8)
      } else {
        let text = canonical(lexeme)
        numbers[lexeme] = text
        output.append(contentsOf: text.utf8)
      }
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(element, into: &output, numbers: &numbers)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      // By the keys' bytes, not by `String`'s order (which compares canonically equivalent Unicode as equal);
      // the reader refuses duplicate keys, so no two members tie. A config's objects are often in order already.
      // Each key read once (a member's key is decoded from the document each time it is asked for).
      let keys = members.map(\.key)
      var order = Array(keys.indices)
      if !keys.indices.dropFirst().allSatisfy({ precedes(keys[$0 - 1], keys[$0]) }) {
        order.sort { precedes(keys[$0], keys[$1]) }
      }
      output.append(UInt8(ascii: "{"))
      for (position, index) in order.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        writeString(keys[index], into: &output)
        output.append(UInt8(ascii: ":"))
        write(members[index].value, into: &output, numbers: &numbers)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func writeString<Output: CanonicalOutput>(_ text: String, into output: inout Output) {
    writeString(text.utf8, into: &output)
  }

  /// Whether `a`'s UTF-8 bytes come before `b`'s.
  private static func precedes(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  /// Whether `lexeme` is an integer whose canonical text is itself: digits
  /// with an optional minus, no leading zero, not zero with a sign, and no
  /// trailing zero (`120` is `12e1`).
  static func isCanonicalInteger(_ lexeme: String) -> Bool {
    var digits = lexeme.utf8[...]
    if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
    guard let first = digits.first, let last = digits.last else { return false }
    if digits.count == 1, first == UInt8(ascii: "0") { return digits.count == lexeme.utf8.count }
    return first != UInt8(ascii: "0") && last != UInt8(ascii: "0")
      && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  private static let hex = Array("0123456789abcdef".utf8)

  private static func writeString<Output: CanonicalOutput, Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, into output: inout Output
  ) {
    output.append(UInt8(ascii: "\""))
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        output.append(UInt8(ascii: "\\"))
        output.append(byte)
      case 0x00..<0x20:
        output.append(contentsOf: "\\u00".utf8)
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0x0F)])
      default:
        output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The canonical text of the number whose (grammatical) JSON text is `lexeme`.
  static func canonical(_ lexeme: String) -> String {
    var negative = false
    var digits: [UInt8] = []
    var fractionDigits = 0
    var exponentNegative = false
    var exponentDigits: [UInt8] = []
    var part = 0  // 0: the integer part, 1: the fraction, 2: the exponent
    for byte in lexeme.utf8 {
      switch byte {
      case UInt8(ascii: "-"):
        if part == 2 { exponentNegative = true } else { negative = true }
      case UInt8(ascii: "+"):
        continue
      case UInt8(ascii: "."):
        part = 1
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        part = 2
      default:
        if part == 2 {
          exponentDigits.append(byte)
        } else {
          digits.append(byte)
          if part == 1 { fractionDigits += 1 }
        }
      }
    }
    let significant = digits.drop { $0 == UInt8(ascii: "0") }
    guard let last = significant.lastIndex(where: { $0 != UInt8(ascii: "0") }) else { return "0" }
    let trailingZeros = significant.endIndex - last - 1
    let mantissa = String(decoding: significant[...last], as: UTF8.self)
    // The written exponent, plus the places the fraction moved the point and the zeros dropped moved it back:
    // the shift is bounded by the lexeme's length, the written exponent is not (JSON allows any number of digits).
    let shift = trailingZeros - fractionDigits
    let exponent = DecimalExponent(negative: exponentNegative, digits: exponentDigits).adding(shift)
    return (negative ? "-" : "") + mantissa + (exponent == "0" ? "" : "e" + exponent)
  }
}

/// A power of ten as written in a JSON number: any number of decimal digits,
/// to which a small shift is added exactly.
private struct DecimalExponent {
  var negative: Bool
  /// Most significant first, leading zeros dropped.
  var digits: [UInt8]

  init(negative: Bool, digits: [UInt8]) {
    self.digits = Array(digits.drop { $0 == UInt8(ascii: "0") })
    self.negative = negative && !self.digits.isEmpty
  }

  /// The exponent plus `shift`, as canonical decimal text (`-` when negative, no leading zeros).
  func adding(_ shift: Int) -> String {
    // Up to 18 digits an exponent and the shift (at most the 2^32-byte file's length) add in an Int.
    if digits.count <= 18 {
      let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
      return String((negative ? -magnitude : magnitude) + shift)
    }
    // Longer, the exponent's magnitude (at least 10^18) is above the shift's: the sum keeps its sign.
    var places = digits.reversed().map { Int($0 - UInt8(ascii: "0")) }
    var carry = (shift < 0) == negative ? shift.magnitude : 0
    var borrow = (shift < 0) == negative ? 0 : shift.magnitude
    for index in places.indices {
      let sum = places[index] + Int(carry % 10) - Int(borrow % 10)
      carry /= 10
      borrow /= 10
      places[index] = (sum + 10) % 10
      if sum >= 10 { carry += 1 }
      if sum < 0 { borrow += 1 }
    }
    if carry > 0 { places += String(carry).utf8.reversed().map { Int($0 - UInt8(ascii: "0")) } }
    while places.count > 1, places.last == 0 { places.removeLast() }
    return (negative ? "-" : "") + String(places.reversed().map { Character(String($0)) })
  }
}

/// Where the canonical form goes: bytes kept (`[UInt8]`, for tests and
/// for reading it), or a hash fed byte by byte (`ConfigIdentity`).
protocol CanonicalOutput {
  mutating func append(_ byte: UInt8)
  mutating func append<Bytes: Sequence>(contentsOf bytes: Bytes) where Bytes.Element == UInt8
}

extension Array: CanonicalOutput where Element == UInt8 {}
