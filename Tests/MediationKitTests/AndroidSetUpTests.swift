import MediationPlatforms
import Testing

@testable import MediationKit

/// Set-up on Android (android.md, "Profiles on Android", `setUp`): `onInitializationFailed(String)` carries a
/// message alone, so a profile's set-up error is `{"undefined", 0, message}` whatever the iOS default would be.
struct AndroidSetUpTests {
  private static func setUpError(
    _ setUp: String, profile: String = "", request: String = "", platform: String = "android"
  ) throws -> AdError? {
    let text = """
      {"platform": "\(platform)", "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "request": {\(request)},
       "adapters": {"\(platform == "android" ? "com.example.A" : "A")": {"formats": ["rewarded"], "setUp": \(setUp)\(profile)}},
       "lineItems": [{"label": "A", "className": "\(platform == "android" ? "com.example.A" : "A")", "parameter": "a"}]}
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

  /// A refusal before the network (a required setting missing, a privacy setting the adapter refuses) is a
  /// set-up failure like any other: a message alone on Android, the setting's error as given on iOS.
  @Test func aRefusalAtSetUpIsAMessageAloneToo() throws {
    let privacy =
      #", "privacy": {"childDirected": {"setUp": "fail", "error": {"domain": "net", "code": 105, "message": "Child."}}}"#
    let childDirected = #""privacy": {"childDirected": true}"#
    #expect(
      try Self.setUpError(#"{"outcome": "ready"}"#, profile: privacy, request: childDirected)
        == AdError(domain: "undefined", code: 0, localizedDescription: "Child."))
    #expect(
      try Self.setUpError(#"{"outcome": "ready"}"#, profile: privacy, request: childDirected, platform: "ios")
        == AdError(domain: "net", code: 105, localizedDescription: "Child."))
    let required =
      #", "settings": {"appKey": {"required": true, "at": ["setUp"], "error": {"domain": "net", "code": 101, "message": "No key."}}}"#
    #expect(
      try Self.setUpError(#"{"outcome": "ready"}"#, profile: required)
        == AdError(domain: "undefined", code: 0, localizedDescription: "No key."))
  }
}
