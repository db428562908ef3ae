import Testing

@testable import MediationKit

/// A profile's `byFormat`: the entry of the ad unit's format is read over the profile's `events` and `present`.
struct ByFormatTests {
  private func profile(format: String, _ adapter: String) throws -> AdapterProfile {
    let unit =
      format == "rewarded"
      ? #"{"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}"#
      : #"{"id": "/1/i", "format": "\#(format)"}"#
    let json = #"""
      {"adUnit": \#(unit), "adapters": {"Acme": \#(adapter)},
       "lineItems": [{"label": "P", "className": "Acme", "parameter": "p"}]}
      """#
    return try #require(try ConfigLoader.load(Array(json.utf8)).profiles.first)
  }

  private let maio = #"""
    {"formats": ["interstitial", "rewarded"],
     "events": {"didPresent": ["willPresentFullScreenView"], "didClick": {"forward": ["reportClick"], "thread": "background"},
                "didDismiss": ["didDismissFullScreenView"]},
     "present": {"checksReadiness": true, "eventsBeforeShow": [], "thread": "background"},
     "byFormat": {"rewarded": {"events": {"didPresent": {"forward": ["reportImpression"], "thread": "background"},
                                          "didClick": ["reportClick", "reportImpression"]},
                               "present": {"checksReadiness": false}}}}
    """#

  @Test func theEntryOfTheAdUnitsFormatReplacesWholeEntriesAndSingleKeys() throws {
    let rewarded = try profile(format: "rewarded", maio)
    #expect(rewarded.events[.didPresent] == [.reportImpression] && rewarded.eventThreads[.didPresent] == .background)
    // The array form replaces the object form's thread too: main.
    #expect(rewarded.events[.didClick] == [.reportClick, .reportImpression] && rewarded.eventThreads[.didClick] == nil)
    #expect(rewarded.events[.didDismiss] == [.didDismissFullScreenView])
    #expect(!rewarded.checksReadiness && rewarded.presentThread == .background && rewarded.eventsBeforeShow == [])
    #expect(Set(rewarded.formats) == [.rewarded, .interstitial])
  }

  @Test func anotherFormatsEntryChangesNothing() throws {
    let interstitial = try profile(format: "interstitial", maio)
    #expect(interstitial.events[.didPresent] == [.willPresentFullScreenView])
    #expect(interstitial.eventThreads[.didClick] == .background && interstitial.checksReadiness)
  }
}
