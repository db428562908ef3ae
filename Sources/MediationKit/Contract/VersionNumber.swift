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
    let parts = adapterVersionString.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4 else {
      self.init(majorVersion: 0, minorVersion: 0, patchVersion: 0)
      return
    }
    self.init(
      majorVersion: Self.integerValue(parts[0]),
      minorVersion: Self.integerValue(parts[1]),
      patchVersion: Self.integerValue(parts[2]) * 100 + Self.integerValue(parts[3]))
  }

  /// The version of a third-party SDK from its `major.minor.patch` string;
  /// `0.0.0` when the string has fewer than three parts.
  public init(sdkVersionString: String) {
    let parts = sdkVersionString.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3 else {
      self.init(majorVersion: 0, minorVersion: 0, patchVersion: 0)
      return
    }
    self.init(
      majorVersion: Self.integerValue(parts[0]),
      minorVersion: Self.integerValue(parts[1]),
      patchVersion: Self.integerValue(parts[2]))
  }

  /// The leading decimal digits of `part` as a number, as `NSString.integerValue` reads them.
  private static func integerValue(_ part: Substring) -> Int {
    var value = 0
    for byte in part.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
      if overflow1 || overflow2 { return Int.max }
      value = sum
    }
    return value
  }
}
