import Testing

@testable import MediationKit

/// The seed's version rule: a four-part adapter version is reported as
/// `major.minor.(third×100+fourth)`.
struct VersionNumberTests {
  @Test(arguments: [
    ("1.0.0.1", "1.0.1"),
    ("1.2.1.0", "1.2.100"),
    ("1.2.3.4", "1.2.304"),
    ("10.11.12.13", "10.11.1213"),
    ("7.0.0.99", "7.0.99"),
    ("1.2.3.4.5", "1.2.304"),
  ])
  func foldsTheTwoPatchParts(string: String, reported: String) {
    #expect(VersionNumber(adapterVersionString: string).description == reported)
  }

  @Test(arguments: ["1.2.3", "1.2", "", "nonsense"])
  func reportsZeroForFewerThanFourParts(string: String) {
    #expect(
      VersionNumber(adapterVersionString: string) == VersionNumber(majorVersion: 0, minorVersion: 0, patchVersion: 0))
  }

  @Test func readsLeadingDigitsLikeIntegerValue() {
    #expect(VersionNumber(adapterVersionString: "2b.0.1x.5").description == "2.0.105")
  }

  @Test func readsThreePartSDKVersions() {
    #expect(VersionNumber(sdkVersionString: "1.2.1").description == "1.2.1")
    #expect(VersionNumber(sdkVersionString: "9.8").description == "0.0.0")
  }

  @Test func shippedAdaptersReportTheRule() {
    for registration in AdapterRegistry.standard.registrations {
      let versions = registration.versions
      #expect(versions.adapterVersion == VersionNumber(adapterVersionString: versions.adapterVersionString))
    }
  }

  /// The variants of contract notes §5.8, each as shipped code reads a version.
  @Test(arguments: [
    (AdapterVersionRule.exactlyFour, "1.2.3.4", "1.2.304", true),
    (.exactlyFour, "9.6.0.0.0", "0.0.0", false),
    (.exactlyFour, "1.0", "0.0.0", false),
    (.atLeastFour, "9.6.0.0.0", "9.6.0", true),
    (.atLeastFour, "1.2.3", "0.0.0", false),
    (.foldsFifth, "4.5.2.4.0", "4.5.20400", true),
    (.foldsFifth, "4.5.2.4", "4.5.204", true),
    (.foldsFifth, "4.5", "0.0.0", false),
    (.threeOrMore, "8.3.1", "8.3.1", true),
    (.threeOrMore, "8.3.1.2", "8.3.102", true),
    (.threeOrMore, "8.3", "0.0.0", false),
    (.atLeastFour, "1.x.3.4", "1.0.304", false),
  ])
  func readsEachRule(rule: AdapterVersionRule, string: String, reported: String, accepted: Bool) {
    #expect(rule.version(of: string).description == reported)
    #expect(rule.accepts(string) == accepted)
  }

  @Test func foldingCannotOverflow() {
    let huge = "99.99.99999999999.99999999999.99999999999"
    #expect(AdapterVersionRule.foldsFifth.version(of: huge).patchVersion == Int(Int32.max))
  }
}
