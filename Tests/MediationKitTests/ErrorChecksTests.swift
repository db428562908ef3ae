import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The checks of `expect` on errors, set-up and versions, on the parts that
/// decide them: error patterns and version strings.
struct ErrorChecksTests {
  static let error = AdError(domain: "com.pangle.sdk", code: 4001, localizedDescription: "Invalid app ID.")

  @Test(arguments: [
    (ErrorPattern(), true),
    (ErrorPattern(code: 4001), true),
    (ErrorPattern(domain: "com.pangle.sdk", code: 4001, message: "Invalid app ID."), true),
    (ErrorPattern(code: 4002), false),
    (ErrorPattern(domain: "com.pangle"), false),
    (ErrorPattern(message: "invalid app ID."), false),
  ])
  func comparesOnlyTheMembersGiven(pattern: ErrorPattern, matches: Bool) {
    #expect(pattern.matches(Self.error) == matches)
  }

  @Test func nullMatchesNoErrorOnly() {
    #expect(ErrorPattern.matches(nil, nil))
    #expect(!ErrorPattern.matches(nil, Self.error))
    #expect(!ErrorPattern.matches(ErrorPattern(), nil))
  }

  @Test(arguments: [
    ("8.2.10000", true), ("0.0.0", true), ("1.2.2147483647", true), ("1.2", false), ("1.2.3.4", false),
    ("01.2.3", false), ("1.2.2147483648", false), ("1.-2.3", false), (" 1.2.3", false), ("1..3", false),
  ])
  func takesVersionsAsTheSetUpRecordWritesThem(text: String, valid: Bool) {
    #expect(VersionNumbers.isVersion(text) == valid)
  }

  @Test func checksOneLineItemAndOneClassEach() throws {
    let json = """
      {"adUnit": {"id": "/1/n", "format": "native"},
       "lineItems": [{"label": "A", "className": "SampleCustomEvent", "parameter": "a", "network": {"load": "noFill"}}],
       "expect": {"errors": {"A": {"code": 101}}, "setUp": {"SampleCustomEvent": "ready"},
                  "versions": {"SampleCustomEvent": {"adapterVersion": "1.0.1", "adSDKVersion": "1.2.1"}}}}
      """
    let config = try ConfigLoader.load(Array(json.utf8))
    let checks = Simulator.trace(config, seed: config.seed, into: DiscardingSink()).checks
    #expect(
      checks.map(\.site.path.description) == [
        ".expect.errors.A", ".expect.setUp.SampleCustomEvent", ".expect.versions.SampleCustomEvent",
      ])
    #expect(checks.allSatisfy { $0.passed })
  }
}
