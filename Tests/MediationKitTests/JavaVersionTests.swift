import MediationPlatforms
import Testing

@testable import MediationKit

/// Version strings read as Android's adapters read them (android.md, "Versions"): Java's `split("\\.")`,
/// `Integer.parseInt`, the fold in 32-bit `int` arithmetic. Every example of the page is a test here.
struct JavaVersionTests {
  @Test(arguments: [
    ("1.2.3.", ["1", "2", "3"]), ("...", []), ("", [""]), (".1.2.3", ["", "1", "2", "3"]), ("1..2", ["1", "", "2"]),
    ("7", ["7"]), ("1.2.3.4.5", ["1", "2", "3", "4", "5"]),
  ])
  func splitsAsJavaDoes(_ string: String, _ parts: [String]) {
    #expect(JavaVersionParts(string).texts.map(String.init) == parts)
  }

  @Test(arguments: [
    ("0", Int32(0)), ("+5", 5), ("-2", -2), ("2147483647", .max), ("-2147483648", .min), ("007", 7),
    // Unicode decimal digits are digits to Java: Arabic-Indic three, fullwidth one.
    ("\u{663}", 3), ("\u{FF11}2", 12),
  ])
  func parseIntReadsWhatJavaReads(_ text: String, _ value: Int32) {
    #expect(JavaVersionParts.parseInt(Substring(text)) == value)
  }

  @Test(arguments: [
    "", "+", "-", " 1", "1 ", "0-beta", "x", "1.5", "2147483648", "-2147483649", "99999999999999999999", "1e3",
    // A digit beyond the Basic Multilingual Plane is a surrogate pair to Java, not a digit.
    "\u{1D7CF}",
  ])
  func parseIntRefusesWhatJavaRefuses(_ text: String) {
    #expect(JavaVersionParts.parseInt(Substring(text)) == nil)
  }

  /// The page's examples: `"1.2.3.4"` → 1.2.304; `"1.2.x.4"` → exception; `"7.1.0-beta"` SDK → exception;
  /// `"1.2.3."` SDK → 1.2.3; `"1.2.21474837.0"` → micro −2147483596.
  @Test func thePagesExamples() {
    let adapter = AdapterVersionRule.atLeastFour
    let sdk = AdSDKVersionRule.firstThree
    #expect(adapter.reading(of: "1.2.3.4", syntax: .java) == reading(1, 2, 304))
    #expect(
      adapter.reading(of: "1.2.x.4", syntax: .java) == VersionReading(version: .zero, problem: .numberFormat("x")))
    #expect(
      sdk.reading(of: "7.1.0-beta", syntax: .java) == VersionReading(version: .zero, problem: .numberFormat("0-beta")))
    #expect(sdk.reading(of: "1.2.3.", syntax: .java) == reading(1, 2, 3))
    #expect(
      adapter.reading(of: "1.2.21474837.0", syntax: .java)
        == VersionReading(
          version: VersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: -2_147_483_596),
          problem: .wrappedPatch(-2_147_483_596)))
  }

  @Test func negativePartsAreReportedAsComputed() {
    #expect(
      AdSDKVersionRule.firstThree.reading(of: "1.-2.3", syntax: .java)
        == VersionReading(
          version: VersionNumber(majorVersion: 1, minorVersion: -2, patchVersion: 3), problem: .negativePart("-2")))
    // iOS reads the same string as 0.0.0.
    #expect(AdSDKVersionRule.firstThree.reading(of: "1.-2.3", syntax: .objectiveC).version == .zero)
  }

  @Test func tooFewPartsAreZeroAndWhiteSpaceIsNoDigit() {
    // Java's split drops the trailing empty parts: "1.2.3." has three parts, too few for an adapter version.
    #expect(
      AdapterVersionRule.atLeastFour.reading(of: "1.2.3.", syntax: .java)
        == VersionReading(version: .zero, problem: .partCount(3)))
    #expect(
      AdSDKVersionRule.firstThree.reading(of: "...", syntax: .java)
        == VersionReading(version: .zero, problem: .partCount(0)))
    // iOS skips leading white space; Java does not.
    #expect(AdSDKVersionRule.firstThree.reading(of: " 1.2.3", syntax: .objectiveC) == reading(1, 2, 3))
    #expect(AdSDKVersionRule.firstThree.reading(of: " 1.2.3", syntax: .java).problem == .numberFormat(" 1"))
    // Parts after the fourth are not read by atLeastFour, and folded by foldsFifth, in int arithmetic.
    #expect(AdapterVersionRule.atLeastFour.reading(of: "9.6.0.0.x", syntax: .java) == reading(9, 6, 0))
    #expect(AdapterVersionRule.foldsFifth.reading(of: "8.2.1.0.0", syntax: .java) == reading(8, 2, 10_000))
  }

  private func reading(_ major: Int, _ minor: Int, _ patch: Int) -> VersionReading {
    VersionReading(version: VersionNumber(majorVersion: major, minorVersion: minor, patchVersion: patch), problem: nil)
  }
}
