/// A version string read as Android's adapters read it (android.md, "Versions"): `split("\\.")`, then
/// `Integer.parseInt` of each part the rule reads, the patch folded in 32-bit `int` arithmetic.
///
/// - `split`: Java drops trailing empty parts (`"1.2.3."` is three parts, `"..."` none) and keeps leading and
///   inner ones (`".1.2.3"` is `""`, 1, 2, 3); a string without a dot is one part, the empty string too.
/// - `parseInt`: an optional `+` or `-`, then one or more decimal digits (a UTF-16 unit that is a Unicode
///   decimal digit), nothing else, within −2^31 … 2^31 − 1; anything else throws `NumberFormatException`.
/// - A part that throws makes the method throw: mediate reports `0.0.0` with the exception. A negative part,
///   or a patch the fold wraps below zero, is reported as computed, with the problem.
struct JavaVersionParts {
  let texts: [Substring]

  init(_ string: String) {
    var parts = string.split(separator: ".", omittingEmptySubsequences: false)
    // Java's split keeps the whole string when nothing matched, and otherwise drops trailing empty parts.
    if parts.count > 1 {
      while let last = parts.last, last.isEmpty { parts.removeLast() }
    }
    texts = parts
  }

  var count: Int { texts.count }

  /// The version of the first `count` parts (at most `self.count`): major, minor and patch, zeros for the
  /// parts there are not, each part after the third folded as `patch × 100 + part` with `int` wrapping.
  func version(readingFirst count: Int) -> VersionReading {
    var values: [Int32] = []
    for index in 0..<count {
      guard let value = Self.parseInt(texts[index]) else {
        return VersionReading(version: .zero, problem: .numberFormat(String(texts[index])))
      }
      values.append(value)
    }
    func part(_ index: Int) -> Int32 { index < count ? values[index] : 0 }
    var patch = part(2)
    for index in 3..<max(count, 3) { patch = patch &* 100 &+ values[index] }
    let version = VersionNumber(majorVersion: Int(part(0)), minorVersion: Int(part(1)), patchVersion: Int(patch))
    if let negative = values.indices.first(where: { values[$0] < 0 }) {
      return VersionReading(version: version, problem: .negativePart(String(texts[negative])))
    }
    if patch < 0 { return VersionReading(version: version, problem: .wrappedPatch(Int(patch))) }
    return VersionReading(version: version, problem: nil)
  }

  /// `Integer.parseInt(part)`, or nil where it throws `NumberFormatException`.
  static func parseInt(_ part: Substring) -> Int32? {
    let units = Array(part.utf16)
    var index = 0
    var negative = false
    if let first = units.first, first == UInt16(UInt8(ascii: "-")) || first == UInt16(UInt8(ascii: "+")) {
      negative = first == UInt16(UInt8(ascii: "-"))
      index = 1
    }
    guard index < units.count else { return nil }
    // Accumulated negative, as Java does, so that −2^31 is within reach.
    var value: Int64 = 0
    while index < units.count {
      guard let digit = decimalDigit(units[index]) else { return nil }
      value = value * 10 - Int64(digit)
      if value < Int64(Int32.min) { return nil }
      index += 1
    }
    if !negative {
      value = -value
      if value > Int64(Int32.max) { return nil }
    }
    return Int32(value)
  }

  /// The value of a UTF-16 unit that is a Unicode decimal digit (`Character.digit(char, 10)`): one of a
  /// surrogate pair is none.
  private static func decimalDigit(_ unit: UInt16) -> Int? {
    guard let scalar = Unicode.Scalar(unit), scalar.properties.numericType == .decimal,
      let value = scalar.properties.numericValue
    else { return nil }
    return Int(value)
  }
}
