/// A three-part version as the Google Mobile Ads SDK takes it (`GADVersionNumber`).
package struct VersionNumber: Equatable, Sendable, CustomStringConvertible {
  package var majorVersion: Int
  package var minorVersion: Int
  package var patchVersion: Int

  package init(majorVersion: Int, minorVersion: Int, patchVersion: Int) {
    self.majorVersion = majorVersion
    self.minorVersion = minorVersion
    self.patchVersion = patchVersion
  }

  package var description: String { "\(majorVersion).\(minorVersion).\(patchVersion)" }

  /// The version an adapter reports for its four-part version string, by
  /// seed 001's rule (`AdapterVersionRule.atLeastFour`).
  package init(adapterVersionString: String) {
    self = AdapterVersionRule.atLeastFour.version(of: adapterVersionString, syntax: .objectiveC)
  }

  /// The version of a third-party SDK from its version string, by the rule
  /// most adapters use (`AdSDKVersionRule.firstThree`): the first three
  /// numbers, `0.0.0` when it has fewer.
  package init(sdkVersionString: String) {
    self = AdSDKVersionRule.firstThree.version(of: sdkVersionString, syntax: .objectiveC)
  }

  /// What adapters report for a version they cannot read.
  static let zero = VersionNumber(majorVersion: 0, minorVersion: 0, patchVersion: 0)

  /// The values a part of a version may take: `GADVersionNumber`'s parts
  /// are read from 32-bit `integerValue`s, and a negative part means nothing.
  static let partRange = 0...Int(Int32.max)

  /// The number at the start of `part`, read as Objective-C's
  /// `NSString.integerValue` reads it: leading white space skipped, an
  /// optional sign, then decimal digits up to the first other character;
  /// no digits is 0 (`"x"`, `""`, `"-"`).
  ///
  /// White space is what Core Foundation's scanner skips: U+0000–U+0020,
  /// U+007F–U+00A0, U+2000–U+200B and U+3000. The magnitude saturates just
  /// past `Int32.max`, so that an absurd part cannot overflow and still
  /// reads as out of `partRange`.
  static func integerValue(_ part: Substring) -> Int {
    let scalars = part.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex, isWhiteSpace(scalars[index]) { index = scalars.index(after: index) }
    var negative = false
    if index < scalars.endIndex, scalars[index] == "-" || scalars[index] == "+" {
      negative = scalars[index] == "-"
      index = scalars.index(after: index)
    }
    let limit = Int(Int32.max) + 1
    var magnitude = 0
    while index < scalars.endIndex, let digit = asciiDigit(scalars[index]) {
      magnitude = min(magnitude * 10 + digit, limit)
      index = scalars.index(after: index)
    }
    return negative ? -magnitude : magnitude
  }

  /// The value of an ASCII decimal digit.
  private static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
    (48...57).contains(scalar.value) ? Int(scalar.value - 48) : nil
  }

  /// Whether Core Foundation's number scanner skips `scalar` as white space.
  private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0...0x20, 0x7F...0xA0, 0x2000...0x200B, 0x3000: true
    default: false
    }
  }
}
