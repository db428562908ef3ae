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
}
