import MediationPlatforms
import Testing

@testable import MediationKit

/// Set-up on Android (android.md, "Profiles on Android", `setUp`): `onInitializationFailed(String)` carries a
/// message alone, so a profile's set-up error is `{"undefined", 0, message}` whatever the iOS default would be.
struct AndroidSetUpTests {
  private static func setUpError(_ setUp: String) throws -> AdError? {
    let text = """
      {"platform": "android", "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "adapters": {"com.example.A": {"formats": ["rewarded"], "setUp": \(setUp)}},
       "lineItems": [{"label": "A", "className": "com.example.A", "parameter": "a"}]}
      """
    let config = try ConfigLoader.load(Array(text.utf8))
    let collector = RecordCollector()
    Simulator.trace(config, seed: 1, into: collector)
    for record in collector.records {
      if case .setUp(let setUp) = record.body { return setUp.error }
    }
    return nil
  }

  @Test func aFailedSetUpReportsItsMessageAlone() throws {
    #expect(
      try Self.setUpError(#"{"outcome": "error"}"#)
        == AdError(domain: "undefined", code: 0, localizedDescription: "The network failed to initialize."))
    #expect(
      try Self.setUpError(#"{"outcome": "error", "error": "No app key."}"#)
        == AdError(domain: "undefined", code: 0, localizedDescription: "No app key."))
    #expect(
      try Self.setUpError(#"{"outcome": "error", "error": {"message": "No app key."}}"#)
        == AdError(domain: "undefined", code: 0, localizedDescription: "No app key."))
  }

  @Test func aPassedThroughFailurePassesTheNetworksMessage() throws {
    let error = try Self.setUpError(
      #"{"outcome": "error", "error": "passThrough", "networkError": {"domain": "net", "code": 4, "message": "Bad key."}}"#
    )
    #expect(error == AdError(domain: "undefined", code: 0, localizedDescription: "Bad key."))
  }
}
