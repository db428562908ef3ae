/// How an adapter turns its own version string into the three parts of
/// `GADVersionNumber` (`adapterVersion`). Adapters differ (contract notes
/// §5.8); each rule is one that shipped code uses.
package enum AdapterVersionRule: String, CaseIterable, Hashable, Sendable {
  /// Exactly four parts, `major.minor.(third×100+fourth)`, anything else
  /// `0.0.0`: Google's example custom event.
  case exactlyFour
  /// Four parts or more, folded the same way, parts after the fourth not
  /// read: seed 001, IronSource (`9.6.0.0.0` is `9.6.0`).
  case atLeastFour
  /// As `atLeastFour`, and a fifth part folded into the patch
  /// (`patch × 100 + fifth`): Pangle (`8.2.1.0.0` is `8.2.10000`).
  case foldsFifth
  /// Three parts taken as they are, or four or more folded: DT Exchange.
  case threeOrMore

  /// The version an adapter reports for `string` read in `syntax`.
  package func version(of string: String, syntax: VersionSyntax) -> VersionNumber {
    reading(of: string, syntax: syntax).version
  }

  /// The version the adapter reports for `string` read in `syntax`, and
  /// what is wrong with it when the rule cannot read it.
  func reading(of string: String, syntax: VersionSyntax) -> VersionReading {
    let parts = syntax.parts(of: string)
    switch self {
    case .exactlyFour where parts.count == 4, .atLeastFour where parts.count >= 4,
      .threeOrMore where parts.count >= 4:
      return parts.version(readingFirst: 4)
    case .foldsFifth where parts.count >= 4:
      return parts.version(readingFirst: min(parts.count, 5))
    case .threeOrMore where parts.count == 3:
      return parts.version(readingFirst: 3)
    case .exactlyFour, .atLeastFour, .foldsFifth, .threeOrMore:
      // Too few parts for the rule, or (`exactlyFour`) too many.
      return VersionReading(version: .zero, problem: .partCount(parts.count))
    }
  }

  /// How many parts the rule reads, in words.
  var partsRead: String {
    switch self {
    case .exactlyFour: "exactly four"
    case .atLeastFour, .foldsFifth: "four or more"
    case .threeOrMore: "three or more"
    }
  }
}

/// How an adapter turns its network SDK's version string into the three
/// parts of `GADVersionNumber` (`adSDKVersion`).
package enum AdSDKVersionRule: String, CaseIterable, Hashable, Sendable {
  /// Exactly three parts, anything else `0.0.0`: Mintegral.
  case exactlyThree
  /// The first three parts, parts after them not read; fewer than three `0.0.0`.
  case firstThree
  /// One or two parts padded with zeros (`"6.3"` is `6.3.0`), three or more
  /// as `firstThree`: IronSource.
  case padsToThree
  /// Exactly four parts, `major.minor.(third×100+fourth)`, anything else
  /// `0.0.0`: Pangle (`"1.2.3.4"` is `1.2.304`).
  case foldsFourth
  /// Three parts taken as they are, or a fourth folded (`third×100+fourth`),
  /// parts after it not read; fewer than three `0.0.0`: Pangle's and
  /// IronSource's Android adapters (android.md, "Versions").
  case threeOrMore

  /// The version an adapter reports for `string` read in `syntax`.
  package func version(of string: String, syntax: VersionSyntax) -> VersionNumber {
    reading(of: string, syntax: syntax).version
  }

  /// The version the adapter reports for `string` read in `syntax`, and
  /// what is wrong with it when the rule cannot read it.
  func reading(of string: String, syntax: VersionSyntax) -> VersionReading {
    let parts = syntax.parts(of: string)
    switch self {
    case .exactlyThree where parts.count == 3, .firstThree where parts.count >= 3:
      return parts.version(readingFirst: 3)
    case .padsToThree:
      // Splitting gives at least one part, even of an empty string.
      return parts.version(readingFirst: min(parts.count, 3))
    case .foldsFourth where parts.count == 4:
      return parts.version(readingFirst: 4)
    case .threeOrMore where parts.count >= 3:
      return parts.version(readingFirst: min(parts.count, 4))
    case .exactlyThree, .firstThree, .foldsFourth, .threeOrMore:
      // Too few parts for the rule, or (`exactlyThree`, `foldsFourth`) too many.
      return VersionReading(version: .zero, problem: .partCount(parts.count))
    }
  }

  /// How many parts the rule reads, in words.
  var partsRead: String {
    switch self {
    case .exactlyThree: "exactly three"
    case .firstThree: "three or more"
    case .padsToThree: "one or more"
    case .foldsFourth: "exactly four"
    case .threeOrMore: "three or four"
    }
  }
}

/// How a platform's adapters read version strings: the syntax of their
/// parts, and the rules a profile that names none reads by.
package struct VersionConventions: Sendable {
  package var syntax: VersionSyntax
  package var adapterVersionRule: AdapterVersionRule
  package var adSDKVersionRule: AdSDKVersionRule

  package init(syntax: VersionSyntax, adapterVersionRule: AdapterVersionRule, adSDKVersionRule: AdSDKVersionRule) {
    self.syntax = syntax
    self.adapterVersionRule = adapterVersionRule
    self.adSDKVersionRule = adSDKVersionRule
  }
}

/// How a platform's adapters read the parts of a version string.
package enum VersionSyntax: Sendable {
  /// iOS: split at `.`, each part's `NSString.integerValue` (`VersionParts`).
  case objectiveC
  /// Android: Java's `split("\\.")` and `Integer.parseInt` (`JavaVersionParts`; android.md, "Versions").
  case java
  /// An iOS profile's `versionParts: "strict"`: Swift's `split` and `Int(_:)` (`SwiftVersionParts`).
  case swift

  func parts(of string: String) -> any VersionPartsReading {
    switch self {
    case .objectiveC: VersionParts(string)
    case .java: JavaVersionParts(string)
    case .swift: SwiftVersionParts(string)
    }
  }
}

/// A version string split into parts, read by a rule.
protocol VersionPartsReading {
  var count: Int { get }
  /// The version of the first `count` parts, folded past the third.
  func version(readingFirst count: Int) -> VersionReading
}

extension VersionParts: VersionPartsReading {}
extension JavaVersionParts: VersionPartsReading {}
extension SwiftVersionParts: VersionPartsReading {}

/// A version as a rule read it: the version reported, and what is wrong
/// with it (nil when nothing is, even as `0.0.0`). On iOS a problem makes it
/// `0.0.0`; on Android a negative part or a wrapped patch is reported as
/// computed.
struct VersionReading: Equatable {
  var version: VersionNumber
  var problem: VersionProblem?
}

/// Why a version string reads as `0.0.0`.
enum VersionProblem: Equatable {
  /// The string has this many parts, and the rule reads another number of them.
  case partCount(Int)
  /// A part the rule reads, as written, is negative.
  case negativePart(String)
  /// A part the rule reads, as written, is beyond 2^31 − 1.
  case partTooLarge(String)
  /// The patch the rule folds from its parts is beyond 2^31 − 1.
  case foldedPatchTooLarge(Int)
  /// Android: a part the rule reads throws `NumberFormatException` in `Integer.parseInt`.
  case numberFormat(String)
  /// Android: the patch the rule folds wraps below zero in 32-bit `int` arithmetic.
  case wrappedPatch(Int)
  /// `versionParts: "strict"`: a part the rule reads is not a Swift `Int(_:)`.
  case notAnInteger(String)
}

/// A version string split at `.`, each part read as Objective-C's
/// `integerValue` reads it (`VersionNumber.integerValue`).
struct VersionParts {
  let texts: [Substring]
  let values: [Int]

  init(_ string: String) {
    let texts = string.split(separator: ".", omittingEmptySubsequences: false)
    self.init(texts: texts, values: texts.map(VersionNumber.integerValue))
  }

  /// Parts already read, `values[i]` the value of `texts[i]`.
  init(texts: [Substring], values: [Int]) {
    self.texts = texts
    self.values = values
  }

  var count: Int { values.count }

  /// The version of the first `count` parts: major, minor and patch, zeros
  /// for the parts there are not, and each part after the third folded into
  /// the patch as `patch × 100 + part`. A part read that is negative or
  /// beyond 2^31 − 1, or a folded patch beyond it, makes it `0.0.0`.
  func version(readingFirst count: Int) -> VersionReading {
    for index in 0..<count where !VersionNumber.partRange.contains(values[index]) {
      let text = String(texts[index])
      return VersionReading(version: .zero, problem: values[index] < 0 ? .negativePart(text) : .partTooLarge(text))
    }
    func part(_ index: Int) -> Int { index < count ? values[index] : 0 }
    // At most five parts of at most 2^31 each: the fold stays far below Int.max.
    var patch = part(2)
    for index in 3..<max(count, 3) { patch = patch * 100 + values[index] }
    guard VersionNumber.partRange.contains(patch) else {
      return VersionReading(version: .zero, problem: .foldedPatchTooLarge(patch))
    }
    return VersionReading(
      version: VersionNumber(majorVersion: part(0), minorVersion: part(1), patchVersion: patch), problem: nil)
  }
}
