import MediationPlatforms
import Testing

@testable import MediationKit

/// `request.privacy` on Android (android.md): a setting the app left unset is what `RequestConfiguration`
/// gives for it, `TAG_FOR_…_UNSPECIFIED` (−1) for a flag passed `as: "number"` and
/// `MAX_AD_CONTENT_RATING_UNSPECIFIED` ("") for the rating; iOS passes null for both.
struct AndroidPrivacyTests {
  /// The `load` record of a profile that passes COPPA as a number and the rating, with nothing of
  /// `request.privacy` set, as JSON text.
  private static func loadRecord(platform: Platform) throws -> String {
    let className = platform == .android ? "com.example.mediation.Coppa" : "GADMediationAdapterCoppa"
    let text = """
      {"platform": "\(platform.rawValue)",
       "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
       "adapters": {"\(className)": {"formats": ["rewarded"],
         "privacy": {"childDirected": {"passes": {"key": "COPPA", "at": ["setUp", "load"], "as": "number"}},
                     "maxAdContentRating": {"passes": {"key": "contentRating", "at": ["load"]}}}}},
       "lineItems": [{"label": "A", "className": "\(className)", "parameter": "a"}]}
      """
    let config = try ConfigLoader.load(Array(text.utf8))
    let collector = RecordCollector()
    Simulator.trace(config, seed: 1, into: collector)
    let record = try #require(collector.records.first { $0.body.type == "load" })
    var writer = JSONWriter()
    writer.write(record)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test func anUnsetFlagIsUnspecifiedAndAnUnsetRatingEmpty() throws {
    let android = try Self.loadRecord(platform: .android)
    #expect(android.contains(#""COPPA":-1"#), "\(android)")
    #expect(android.contains(#""contentRating":"""#), "\(android)")
    let ios = try Self.loadRecord(platform: .ios)
    #expect(ios.contains(#""COPPA":null"#), "\(ios)")
    #expect(ios.contains(#""contentRating":null"#), "\(ios)")
  }
}
