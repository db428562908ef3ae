import Foundation
import MediationPlatforms
import Testing

@testable import MediationKit

/// `nullChecks` on Android (android.md, "Profiles on Android"): an adapter that lost its callback to the null a
/// duplicate `onSuccess` returned drops its events when it checks for null (the default), and sends them to
/// null when it does not, which the core records as dropped events.
struct AndroidNullChecksTests {
  private static let config = """
    {"platform": "android",
     "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 10}},
     "adapters": {"com.example.mediation.CallsCompletionTwice": {
       "formats": ["rewarded"], "completion": {"callOnce": false},
       "events": {"didPresent": ["willPresentFullScreenView", "reportImpression"],
                  "didDismiss": ["didDismissFullScreenView"]}}},
     "lineItems": [{"label": "Double success", "className": "com.example.mediation.CallsCompletionTwice",
       "parameter": "unit-a",
       "network": {"load": {"outcome": "fill", "latencyMs": 200, "duplicateCallbackAfterMs": 100}}}],
     "app": {"presentAfterMs": 1000}}
    """

  /// The `ignored` records of one run: the call and the reason.
  private static func ignored(nullChecks: Bool) throws -> [String] {
    var config = try ConfigLoader.load(Array(Self.config.utf8), registries: .standard)
    config.profiles[0].nullChecks = nullChecks
    let collector = RecordCollector()
    Simulator.trace(config, seed: config.seed, registries: .standard, into: collector)
    return collector.records.compactMap { record in
      guard case .ignored(let ignored) = record.body else { return nil }
      return "\(ignored.call) \(ignored.reason.rawValue)"
    }
  }

  @Test func anAdapterThatChecksDropsTheEventsOfALostCallback() throws {
    // merge: each dropped event should be an `ignored` record, reason `nullCallback`, with no rule broken.
    #expect(try Self.ignored(nullChecks: true) == ["completion duplicateCompletion"])
  }

  @Test func anAdapterThatDoesNotCheckSendsThemToNull() throws {
    // merge: the reason should read `nullCallback` on Android, and the duplicate's call `onSuccess`.
    let ignored = try Self.ignored(nullChecks: false)
    #expect(
      ignored == [
        "completion duplicateCompletion", "onAdOpened noEventDelegate", "reportAdImpression noEventDelegate",
        "onUserEarnedReward noEventDelegate", "onAdClosed noEventDelegate",
      ], "\(ignored)")
  }
}
