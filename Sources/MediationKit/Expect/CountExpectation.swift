/// What a count check asks for: exactly an integer, or a comparison with a
/// number (`">= 1"`, `"<2500"`, `"== 0.5"`), as expect.md defines a count.
package enum CountExpectation: Equatable, Sendable {
  case exactly(Int64)
  case compared(Comparison)

  /// Whether `value`, in millionths, meets the expectation.
  func isMet(byMicros value: Int128) -> Bool {
    switch self {
    case .exactly(let expected): value == Int128(expected) * 1_000_000
    case .compared(let comparison): comparison.holds(forMicros: value)
    }
  }
}

/// A comparison of a count with a number: an operator and the number, kept
/// exactly in millionths.
package struct Comparison: Equatable, Sendable {
  /// The comparison operators a count may use.
  package enum Operator: String, CaseIterable, Sendable {
    case lessThan = "<"
    case atMost = "<="
    case greaterThan = ">"
    case atLeast = ">="
    case equal = "=="
    case notEqual = "!="
  }

  package var op: Operator
  /// The number, in millionths.
  package var micros: Int128

  package init(op: Operator, micros: Int128) {
    self.op = op
    self.micros = micros
  }

  func holds(forMicros value: Int128) -> Bool {
    switch op {
    case .lessThan: value < micros
    case .atMost: value <= micros
    case .greaterThan: value > micros
    case .atLeast: value >= micros
    case .equal: value == micros
    case .notEqual: value != micros
    }
  }

  /// Why a comparison string cannot be read.
  package enum ParseError: Error, Equatable, Sendable {
    /// No operator, or one mediate does not know; the operator meant, when one is close.
    case badOperator(suggestion: String?)
    /// The operator is not followed by a JSON number.
    case badNumber
    /// The number has more than six decimals or is beyond 2^53 − 1.
    case numberOutOfRange
  }

  /// Reads `"<op> <number>"`: an operator and a number, with optional spaces
  /// around either; the number in
  /// JSON's syntax with at most six decimals and a magnitude of at most 2^53 − 1.
  package static func parse(_ text: String) throws(ParseError) -> Comparison {
    let bytes = Array(text.utf8)
    var position = 0
    func skipSpaces() { while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 } }
    skipSpaces()
    var symbol = ""
    while position < bytes.count, "<>=!".utf8.contains(bytes[position]) {
      symbol.append(Character(UnicodeScalar(bytes[position])))
      position += 1
    }
    guard let op = Operator(rawValue: symbol) else {
      // A likely slip of the operator: suggest the comparison with it mended.
      let near: [String: Operator] = ["=>": .atLeast, "=<": .atMost, "=": .equal, "!": .notEqual, "<>": .notEqual]
      let rest = String(decoding: bytes[position...], as: UTF8.self)
      throw .badOperator(suggestion: near[symbol].map { $0.rawValue + (rest.first == " " ? "" : " ") + rest })
    }
    skipSpaces()
    var end = bytes.count
    while end > position, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    let numberText = String(decoding: bytes[position..<end], as: UTF8.self)
    guard let micros = try micros(of: numberText) else { throw .badNumber }
    return Comparison(op: op, micros: micros)
  }

  /// `text` as an exact number of millionths; nil when it is not a JSON number.
  private static func micros(of text: String) throws(ParseError) -> Int128? {
    let bytes = Array(text.utf8)
    var position = 0
    func digits() -> [UInt8] {
      let start = position
      while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
        position += 1
      }
      return Array(bytes[start..<position])
    }
    let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    let whole = digits()
    guard !whole.isEmpty, whole.count == 1 || whole[0] != UInt8(ascii: "0") else { return nil }
    var fraction: [UInt8] = []
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      fraction = digits()
      guard !fraction.isEmpty else { return nil }
    }
    var exponent = 0
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      var exponentNegative = false
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        exponentNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      let exponentDigits = digits()
      guard !exponentDigits.isEmpty else { return nil }
      guard exponentDigits.count <= 4 else { throw .numberOutOfRange }
      exponent = exponentDigits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } * (exponentNegative ? -1 : 1)
    }
    guard position == bytes.count else { return nil }
    // The value is digits × 10^(exponent − fraction digits); in millionths, × 10^6 more.
    var significant = Array((whole + fraction).drop { $0 == UInt8(ascii: "0") })
    guard !significant.isEmpty else { return 0 }
    var power = exponent - fraction.count + 6
    while power < 0, significant.last == UInt8(ascii: "0") {
      significant.removeLast()
      power += 1
    }
    // More than six decimals, or more digits than 2^53 − 1 has (16) plus six decimals.
    guard power >= 0, significant.count + power <= 22 else { throw .numberOutOfRange }
    var value: Int128 = 0
    for digit in significant { value = value * 10 + Int128(digit - UInt8(ascii: "0")) }
    for _ in 0..<power { value *= 10 }
    guard value <= Int128(9_007_199_254_740_991) * 1_000_000 else { throw .numberOutOfRange }
    return negative ? -value : value
  }
}
