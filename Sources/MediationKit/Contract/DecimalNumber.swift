/// A non-integral quantity kept exactly, to six decimal places (a stand-in
/// for `NSDecimalNumber`): star ratings, image scales, eCPMs.
public struct DecimalNumber: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The value in millionths.
  public var micros: Int64

  public init(micros: Int64) {
    self.micros = micros
  }

  public init(integer: Int64) {
    self.micros = integer * 1_000_000
  }

  /// `numerator / denominator` rounded half up to six decimals, for
  /// ratios of non-negative sums too large for 64 bits; the result must fit.
  public init(fraction numerator: Int128, over denominator: Int128) {
    let scaled = numerator * 1_000_000
    self.micros = Int64((scaled * 2 + denominator) / (2 * denominator))
  }

  public static func < (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
    lhs.micros < rhs.micros
  }

  /// The shortest decimal spelling, valid as a JSON number: `4.5`, `1`, `0.000001`.
  public var description: String { Self.text(ofMicros: Int128(micros)) }

  /// The shortest decimal spelling of `micros` millionths: `DecimalNumber`'s, and a portfolio's money past 64 bits
  /// (`WideDecimal`).
  static func text(ofMicros micros: Int128) -> String {
    let magnitude = micros.magnitude
    var text = (micros < 0 ? "-" : "") + String(magnitude / 1_000_000)
    var fraction = magnitude % 1_000_000
    guard fraction != 0 else { return text }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }
}

extension DecimalNumber {
  /// A plain decimal such as `0.9` or `12` (digits, at most one point, at
  /// most 6 decimals), as a command-line option gives it; nil otherwise.
  package init?(option text: String) {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.count <= 12,
      whole.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return nil }
    if parts.count == 2 {
      let fraction = parts[1]
      guard !fraction.isEmpty, fraction.count <= 6, fraction.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
        return nil
      }
    }
    guard let micros = JSONNumber(lexeme: text).scaled(byPowerOfTen: 6) else { return nil }
    self.init(micros: micros)
  }
}
