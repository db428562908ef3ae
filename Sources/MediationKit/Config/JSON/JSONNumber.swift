/// A JSON number kept exactly as written, so integers beyond 2^53 and
/// decimal money amounts are read without floating-point rounding.
package struct JSONNumber: Equatable, Sendable, CustomStringConvertible {
  /// The number's text, already checked against the JSON grammar.
  package let lexeme: String

  package init(lexeme: String) {
    self.lexeme = lexeme
  }

  package var description: String { lexeme }

  /// The number as a 64-bit float, or nil when it overflows to infinity.
  package var doubleValue: Double? {
    guard let value = Double(lexeme), value.isFinite else { return nil }
    return value
  }

  /// The number scaled by 10^`decimals` when that is an integer that fits
  /// in `Int64`; nil when the number has more decimals or is too large.
  ///
  /// `scaled(byPowerOfTen: 0)` reads integers (`1e3` is 1000, `2.0` is 2);
  /// `scaled(byPowerOfTen: 6)` reads an amount in micros.
  package func scaled(byPowerOfTen decimals: Int) -> Int64? {
    guard let (negative, magnitude) = exactInteger(shift: decimals) else { return nil }
    if negative {
      return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
    }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
  }

  /// The number as an unsigned 64-bit integer, or nil when it is negative,
  /// has a fraction, or is too large.
  package var unsignedValue: UInt64? {
    guard let (negative, magnitude) = exactInteger(shift: 0) else { return nil }
    return negative && magnitude != 0 ? nil : magnitude
  }

  /// The sign and magnitude of the number times 10^`shift`, when that is an
  /// integer below 2^64.
  private func exactInteger(shift: Int) -> (negative: Bool, magnitude: UInt64)? {
    guard let decimal = decimalParts() else { return nil }
    if decimal.digits.isEmpty { return (decimal.negative, 0) }
    let zeros = decimal.exponent + shift
    // 20 digits is the most a UInt64 can hold.
    guard zeros >= 0, decimal.digits.count + zeros <= 20 else { return nil }
    var magnitude: UInt64 = 0
    for digit in decimal.digits + Array(repeating: 0, count: zeros) {
      let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
      if overflow1 || overflow2 { return nil }
      magnitude = sum
    }
    return (decimal.negative, magnitude)
  }

  /// The number as significant digits times a power of ten, without leading
  /// or trailing zeros in the digits; nil when the exponent is absurdly large.
  private func decimalParts() -> (negative: Bool, digits: [UInt8], exponent: Int)? {
    var negative = false
    var digits: [UInt8] = []
    var exponent = 0
    var exponentValue = 0
    var exponentNegative = false
    var inFraction = false
    var inExponent = false
    for byte in lexeme.utf8 {
      switch byte {
      case UInt8(ascii: "-"):
        if inExponent { exponentNegative = true } else { negative = true }
      case UInt8(ascii: "+"):
        continue
      case UInt8(ascii: "."):
        inFraction = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        inExponent = true
      default:
        let digit = byte &- UInt8(ascii: "0")
        if inExponent {
          // Past a million every field's range is exceeded anyway.
          guard exponentValue <= 1_000_000 else { return nil }
          exponentValue = exponentValue * 10 + Int(digit)
        } else {
          if inFraction { exponent -= 1 }
          if !(digits.isEmpty && digit == 0) { digits.append(digit) }
        }
      }
    }
    exponent += exponentNegative ? -exponentValue : exponentValue
    while let last = digits.last, last == 0 {
      digits.removeLast()
      exponent += 1
    }
    return (negative, digits, digits.isEmpty ? 0 : exponent)
  }
}
