import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Threads are labels on virtual-time events (contract2.md, "Edge cases settled"): work on a background thread
/// runs at the same millisecond and in the same order as on main, and only the records' `thread` and the thread
/// rules' violations tell the two apart.
struct ThreadTests {
  /// A rewarded waterfall of a bidder and two profiled line items (a no fill, then a fill that answers twice and
  /// plays its show) whose profile puts its work on `thread`.
  private static func config(_ thread: String) -> String {
    #"""
    {"version": 1, "seed": 5,
     "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
     "demand": {"valueCpm": {"median": 2}},
     "adapters": {
       "P": {"formats": ["rewarded"], "bidding": true,
             "setUp": {"thread": "\#(thread)", "touchesUI": true}, "completion": {"thread": "\#(thread)", "callOnce": false, "keepsFirstDelegate": true},
             "present": {"thread": "\#(thread)", "eventsBeforeShow": ["willPresentFullScreenView"]},
             "collectSignals": {"thread": "\#(thread)", "touchesUI": true},
             "events": {"didPresent": {"forward": ["didStartVideo", "reportImpression"], "thread": "\#(thread)"},
                        "didDismiss": ["didEndVideo", "willDismissFullScreenView", "didDismissFullScreenView"]}}},
     "lineItems": [
       {"label": "Bidder", "className": "P", "parameter": "b", "bidding": {"bid": 0.5, "latencyMs": 40},
        "network": {"load": {"outcome": "noFill", "latencyMs": 90}}},
       {"label": "A", "className": "P", "parameter": "a", "ecpm": 3, "network": {"load": {"outcome": "noFill", "latencyMs": 120}}},
       {"label": "B", "className": "P", "parameter": "b2", "ecpm": 1,
        "network": {"load": {"outcome": "fill", "latencyMs": 300, "duplicateCallbackAfterMs": 50}}}]}
    """#
  }

  /// The trace's lines without what a thread changes: violations, checks and the result that counts them.
  private static func lines(_ thread: String) throws -> [String] {
    try trace(config(thread)).lines.filter { !$0.contains(" violation ") && !$0.contains(" result ") }
  }

  /// A set-up that touches UI off main names the platform's set-up method (android.md: `Adapter.initialize`).
  @Test func theSetUpBreachNamesThePlatformsSetUpMethod() throws {
    let ios = Self.config("background")
    let android = String(decoding: try TwinTranslation.android(fromIOS: Array(ios.utf8)), as: UTF8.self)
    func detail(_ json: String, _ registry: AdapterRegistry) throws -> String? {
      try trace(json, registry: registry).records.lazy.compactMap { record -> String? in
        guard case .violation(let violation) = record.body, violation.rule == "uiOffMainThread", record.t == 0
        else { return nil }
        return violation.detail
      }.first
    }
    #expect(
      try detail(ios, .standard)
        == "setUpWithConfiguration:completionHandler: set up a network that builds UI on a background thread")
    #expect(
      try detail(android, .standard(for: .android))
        == "initialize set up a network that builds UI on a background thread")
  }

  @Test func backgroundWorkRunsAtTheSameTimesInTheSameOrder() throws {
    let main = try Self.lines("main")
    #expect(main.count > 20)
    #expect(try Self.lines("background") == main)
  }

  @Test func eachThreadRuleJudgesItsOwnWork() throws {
    func rules(_ thread: String) throws -> [String] {
      try trace(Self.config(thread)).records.compactMap { record in
        guard case .violation(let violation) = record.body, violation.rule.hasSuffix("Thread") else { return nil }
        return "\(record.t) \(violation.lineItem ?? "-") \(violation.rule)"
      }
    }
    // On main, only the signals, judged at their `signals` record: set-up and events on main break nothing.
    #expect(try rules("main") == ["0 Bidder signalsOnMainThread"])
    // On background: set-up that touches UI, the bidder's signal collection (at its `signals` record), each
    // completion call (the duplicate too), the network's show; a rewarded ad builds no view in its load answer,
    // and events break nothing.
    #expect(
      try rules("background") == [
        "0 Bidder uiOffMainThread", "0 Bidder uiOffMainThread", "160 A completionOffMainThread",
        "460 B completionOffMainThread", "460 B uiOffMainThread", "510 B completionOffMainThread",
      ])
  }

  @Test func theRecordsSayTheThreadOfEachPieceOfAdapterWork() throws {
    let records = try trace(Self.config("background")).records
    func threads(_ type: String) -> [String] {
      records.filter { $0.body.type == type }.map { $0.body.thread?.rawValue ?? "null" }
    }
    #expect(threads("setUp") == ["background"])
    #expect(threads("loadResult") == ["background", "background"])
    #expect(threads("networkCall") == ["background"])
    // `eventsBeforeShow` on present.thread, `didPresent`'s on its entry's thread, the others on main.
    #expect(threads("event") == ["background", "background", "background", "main", "main", "main", "main"])
    #expect(threads("ignored") == ["background"])
    #expect(records.allSatisfy { $0.body.type != "load" && $0.body.type != "sdk" || $0.body.thread == nil })
  }
}
