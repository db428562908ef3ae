/// A three-part version as the Google Mobile Ads SDK takes it (`GADVersionNumber`).
public struct VersionNumber: Equatable, Sendable, CustomStringConvertible {
  public var majorVersion: Int
  public var minorVersion: Int
  public var patchVersion: Int

  public init(majorVersion: Int, minorVersion: Int, patchVersion: Int) {
    self.majorVersion = majorVersion
    self.minorVersion = minorVersion
    self.patchVersion = patchVersion
  }

  public var description: String { "\(majorVersion).\(minorVersion).\(patchVersion)" }

  /// The version an adapter reports for its four-part version string.
  ///
  /// `GADVersionNumber` has three parts, so the seed's rule folds the two
  /// patch parts into one: `1.2.3.4` is reported as `1.2.304`. A string with
  /// fewer than four parts reports `0.0.0`, as the seed code does.
  public init(adapterVersionString: String) {
    let parts = Self.parts(of: adapterVersionString, atLeast: 4)
    self.init(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2] * 100 + parts[3])
  }

  /// The version of a third-party SDK from its `major.minor.patch` string;
  /// `0.0.0` when the string has fewer than three parts.
  public init(sdkVersionString: String) {
    let parts = Self.parts(of: sdkVersionString, atLeast: 3)
    self.init(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
  }

  /// The dot-separated numbers of `string`, or zeros when it has fewer than `count` parts.
  private static func parts(of string: String, atLeast count: Int) -> [Int] {
    let parts = string.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= count ? parts.map(integerValue) : Array(repeating: 0, count: count)
  }

  /// The leading decimal digits of `part` as a number, as `NSString.integerValue` reads them,
  /// saturating at `Int32.max` so that absurd strings cannot overflow the folded patch part.
  private static func integerValue(_ part: Substring) -> Int {
    var value = 0
    for byte in part.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      value = min(value * 10 + Int(byte - UInt8(ascii: "0")), Int(Int32.max))
    }
    return value
  }
}
