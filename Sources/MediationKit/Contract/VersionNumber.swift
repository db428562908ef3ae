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

  /// The version an adapter reports for its four-part version string, by
  /// seed 001's rule (`AdapterVersionRule.atLeastFour`).
  public init(adapterVersionString: String) {
    self = AdapterVersionRule.atLeastFour.version(of: adapterVersionString)
  }

  /// The version of a third-party SDK from its `major.minor.patch` string;
  /// `0.0.0` when the string has fewer than three parts.
  public init(sdkVersionString: String) {
    let parts = Self.parts(of: sdkVersionString, atLeast: 3)
    self.init(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
  }

  static let zero = VersionNumber(majorVersion: 0, minorVersion: 0, patchVersion: 0)

  /// The dot-separated numbers of `string`, or zeros when it has fewer than `count` parts.
  private static func parts(of string: String, atLeast count: Int) -> [Int] {
    let parts = string.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= count ? parts.map(integerValue) : Array(repeating: 0, count: count)
  }

  /// The leading decimal digits of `part` as a number, as `NSString.integerValue` reads them,
  /// saturating at `Int32.max` so that absurd strings cannot overflow the folded patch part.
  static func integerValue(_ part: Substring) -> Int {
    var value = 0
    for byte in part.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
      value = min(value * 10 + Int(byte - UInt8(ascii: "0")), Int(Int32.max))
    }
    return value
  }
}

/// How an adapter turns its version string into the three parts of
/// `GADVersionNumber`. Adapters differ (contract notes §5.8); each rule is
/// one that shipped code uses.
public enum AdapterVersionRule: String, CaseIterable, Hashable, Sendable {
  /// Exactly four parts, `major.minor.(third×100+fourth)`, anything else
  /// `0.0.0`: Google's example custom event.
  case exactlyFour
  /// Four parts or more, folded the same way, parts after the fourth not
  /// read: seed 001, IronSource (`9.6.0.0.0` is `9.6.0`).
  case atLeastFour
  /// As `atLeastFour`, and a fifth part folded into the patch
  /// (`patch × 100 + fifth`): Pangle.
  case foldsFifth
  /// Three parts taken as they are, or four or more folded: DT Exchange.
  case threeOrMore

  /// The version the adapter reports for `string`.
  public func version(of string: String) -> VersionNumber {
    let parts = string.split(separator: ".", omittingEmptySubsequences: false).map(VersionNumber.integerValue)
    switch self {
    case .exactlyFour where parts.count == 4, .atLeastFour where parts.count >= 4,
      .foldsFifth where parts.count == 4, .threeOrMore where parts.count >= 4:
      return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2] * 100 + parts[3])
    case .foldsFifth where parts.count >= 5:
      // Saturating, as the parts are: an absurd string cannot overflow.
      let patch = min(parts[2] * 100 + parts[3], Int(Int32.max)) * 100 + parts[4]
      return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: min(patch, Int(Int32.max)))
    case .threeOrMore where parts.count == 3:
      return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
    default:
      return .zero
    }
  }

  /// Whether the rule accepts `string`: as many parts as it reads (parts
  /// it does not read may follow), each a run of digits.
  public func accepts(_ string: String) -> Bool {
    let parts = string.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }) else { return false }
    switch self {
    case .exactlyFour: return parts.count == 4
    case .atLeastFour, .foldsFifth: return parts.count >= 4
    case .threeOrMore: return parts.count >= 3
    }
  }
}
