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
    JSONStringLiteral.withUTF8(of: lexeme) { Self.exactInteger($0, shift: shift) }
  }

  /// `exactInteger(shift:)` of the lexeme `bytes`, in two passes and without
  /// allocating: the first finds the significant digits (without leading or
  /// trailing zeros) and the power of ten they are multiplied by, the second
  /// adds them up. Nil when the exponent is absurdly large (past a million
  /// every field's range is exceeded anyway), when the value has a fraction,
  /// or when it needs more than 20 digits or overflows 64 bits.
  private static func exactInteger(_ bytes: UnsafeBufferPointer<UInt8>, shift: Int) -> (Bool, UInt64)? {
    var negative = false
    var exponent = 0
    var exponentValue = 0
    var exponentNegative = false
    var inFraction = false
    var inExponent = false
    // Mantissa digits seen; the places (among them) of the first and last nonzero digits.
    var mantissaDigits = 0
    var first = -1
    var last = -1
    for byte in bytes {
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
          guard exponentValue <= 1_000_000 else { return nil }
          exponentValue = exponentValue * 10 + Int(digit)
        } else {
          if inFraction { exponent -= 1 }
          if digit != 0 {
            if first < 0 { first = mantissaDigits }
            last = mantissaDigits
          }
          mantissaDigits += 1
        }
      }
    }
    guard first >= 0 else { return (negative, 0) }
    // Trailing zeros of the digits move into the exponent.
    exponent += (exponentNegative ? -exponentValue : exponentValue) + (mantissaDigits - 1 - last)
    let zeros = exponent + shift
    // 20 digits is the most a UInt64 can hold.
    guard zeros >= 0, last - first + 1 + zeros <= 20 else { return nil }
    var magnitude: UInt64 = 0
    var place = 0
    for byte in bytes {
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
      defer { place += 1 }
      guard place >= first, place <= last else { continue }
      guard let next = appending(byte &- UInt8(ascii: "0"), to: magnitude) else { return nil }
      magnitude = next
    }
    for _ in 0..<zeros {
      guard let next = appending(0, to: magnitude) else { return nil }
      magnitude = next
    }
    return (negative, magnitude)
  }

  /// `magnitude` × 10 + `digit`, or nil when that overflows.
  @inline(__always)
  private static func appending(_ digit: UInt8, to magnitude: UInt64) -> UInt64? {
    let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
    let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
    return overflow1 || overflow2 ? nil : sum
  }
}
