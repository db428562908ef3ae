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
       "events": {"onAdFullScreen": ["onAdOpened", "reportAdImpression"],
                  "onAdClosed": ["onAdClosed"]}}},
     "lineItems": [{"label": "Double success", "className": "com.example.mediation.CallsCompletionTwice",
       "parameter": "unit-a",
       "network": {"load": {"outcome": "fill", "latencyMs": 200, "duplicateCallbackAfterMs": 100}}}],
     "app": {"presentAfterMs": 1000}}
    """

  /// The `ignored` records of one run: the call and the reason. The Android Sample SDK's default rewarded show
  /// completes the video (`onAdCompleted`) with the reward, which the profile's defaults forward as `onVideoComplete`.
  private static func ignored(nullChecks: Bool) throws -> [String] {
    var config = try ConfigLoader.load(Array(Self.config.utf8), registries: .standard)
    config.profiles[0].nullChecks = nullChecks
    let collector = RecordCollector()
    Simulator.trace(config, seed: config.seed, registries: .standard, into: collector)
    return collector.records.compactMap { record in
      guard case .ignored(let ignored) = record.body else { return nil }
      return "\(ignored.call) \(ignored.reason)"
    }
  }

  @Test func anAdapterThatChecksDropsTheEventsOfALostCallback() throws {
    // Each dropped event is `ignored` (`nullCallback`), and breaks no rule of its own.
    #expect(
      try Self.ignored(nullChecks: true) == [
        "onSuccess duplicateCompletion", "onAdOpened nullCallback", "reportAdImpression nullCallback",
        "onUserEarnedReward nullCallback", "onVideoComplete nullCallback", "onAdClosed nullCallback",
      ])
    #expect(try Self.rules(nullChecks: true).contains("eventWithoutDelegate") == false)
    #expect(try Self.rules(nullChecks: false).contains("eventWithoutDelegate"))
  }

  /// The rules one run breaks.
  private static func rules(nullChecks: Bool) throws -> [String] {
    var config = try ConfigLoader.load(Array(Self.config.utf8), registries: .standard)
    config.profiles[0].nullChecks = nullChecks
    let collector = RecordCollector()
    Simulator.trace(config, seed: config.seed, registries: .standard, into: collector)
    return collector.records.compactMap { record in
      guard case .violation(let violation) = record.body else { return nil }
      return violation.rule
    }
  }

  @Test func anAdapterThatDoesNotCheckSendsThemToNull() throws {
    // A NullPointerException on a device: the same records, and `eventWithoutDelegate` for each.
    let ignored = try Self.ignored(nullChecks: false)
    #expect(
      ignored == [
        "onSuccess duplicateCompletion", "onAdOpened nullCallback", "reportAdImpression nullCallback",
        "onUserEarnedReward nullCallback", "onVideoComplete nullCallback", "onAdClosed nullCallback",
      ], "\(ignored)")
  }
}
