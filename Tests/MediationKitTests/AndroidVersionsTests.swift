import Foundation
import MediationPlatforms
import Testing

@testable import MediationKit

/// A profile's versions on Android (android.md, "Versions"): read as Java reads them, by the Android samples'
/// rule when the profile names none; a string that throws is 0.0.0, a negative part is reported as computed,
/// and both break `adapterVersionInvalid`.
struct AndroidVersionsTests {
  /// The `setUp` record's versions and the breaches of `adapterVersionInvalid`, for a profile with these versions.
  private static func setUp(
    adapterVersion: String, adSDKVersion: String, rule: String? = nil, platform: String = "android"
  ) throws -> (adapter: String, sdk: String, breaches: [String]) {
    let className = platform == "android" ? "com.example.mediation.Versioned" : "GADMediationAdapterVersioned"
    let ruleMember = rule.map { ", \"adapterVersionRule\": \"\($0)\"" } ?? ""
    let text = """
      {"platform": "\(platform)",
       "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
       "adapters": {"\(className)": {"formats": ["rewarded"], "adapterVersion": "\(adapterVersion)",
         "adSDKVersion": "\(adSDKVersion)"\(ruleMember)}},
       "lineItems": [{"label": "A", "className": "\(className)", "parameter": "a"}]}
      """
    let config = try ConfigLoader.load(Array(text.utf8))
    let collector = RecordCollector()
    Simulator.trace(config, seed: 1, into: collector)
    var versions: (String, String) = ("", "")
    var breaches: [String] = []
    for record in collector.records {
      switch record.body {
      case .setUp(let setUp): versions = (setUp.adapterVersion.description, setUp.adSDKVersion.description)
      case .violation(let violation) where violation.rule == "adapterVersionInvalid": breaches.append(violation.detail)
      default: continue
      }
    }
    return (versions.0, versions.1, breaches)
  }

  @Test func theAndroidSamplesRuleReadsFourPartsOrMore() throws {
    // atLeastFour on Android, exactlyFour on iOS, when the profile names no rule.
    #expect(try Self.setUp(adapterVersion: "9.6.0.0.0", adSDKVersion: "9.6.0").adapter == "9.6.0")
    #expect(try Self.setUp(adapterVersion: "9.6.0.0.0", adSDKVersion: "9.6.0", platform: "ios").adapter == "0.0.0")
  }

  @Test func aPartJavaCannotParseThrowsAndIsZero() throws {
    let result = try Self.setUp(adapterVersion: "1.2.x.4", adSDKVersion: "7.1.0-beta")
    #expect(result.adapter == "0.0.0")
    #expect(result.sdk == "0.0.0")
    #expect(
      result.breaches == [
        "adapter version \"1.2.x.4\": NumberFormatException: For input string: \"x\": reported as 0.0.0",
        "ad SDK version \"7.1.0-beta\": NumberFormatException: For input string: \"0-beta\": reported as 0.0.0",
      ])
    // On iOS integerValue reads what it can.
    #expect(try Self.setUp(adapterVersion: "1.2.3.4", adSDKVersion: "7.1.0-beta", platform: "ios").sdk == "7.1.0")
  }

  @Test func aNegativePartIsReportedAsComputedAndBreaks() throws {
    let result = try Self.setUp(adapterVersion: "1.2.21474837.0", adSDKVersion: "1.-2.3")
    #expect(result.adapter == "1.2.-2147483596")
    #expect(result.sdk == "1.-2.3")
    #expect(result.breaches.count == 2)
    #expect(
      result.breaches.allSatisfy {
        $0.hasSuffix("reported as \(result.breaches.first == $0 ? "1.2.-2147483596" : "1.-2.3")")
      })
    // "1.2.3.-4" folds to 296: a valid patch, but the part is negative.
    #expect(try Self.setUp(adapterVersion: "1.2.3.-4", adSDKVersion: "1.2.3").adapter == "1.2.296")
  }

  @Test func threeOrMoreFoldsAFourthSDKPart() {
    #expect(AdSDKVersionRule.threeOrMore.version(of: "1.2.3.4", syntax: .java).description == "1.2.304")
    #expect(AdSDKVersionRule.threeOrMore.version(of: "8.2.1.0.0", syntax: .objectiveC).description == "8.2.100")
    #expect(AdSDKVersionRule.threeOrMore.version(of: "6.3", syntax: .java) == .zero)
  }
}
