import MediationPlatforms
import Testing

@testable import MediationKit

/// The thread keys of a profile (contract2.md §1): read with their defaults, and every bad value reported at its
/// key with the message `mediate validate` prints.
struct ThreadConfigTests {
  /// A one-line-item config of `format` whose profile `P` (bidding when `bidding`) has `profile`'s members.
  private static func config(_ format: String, profile: String, bidding: Bool = false) -> String {
    let unit =
      format == "rewarded"
      ? #"{"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}}"#
      : #"{"id": "/1/x", "format": "\#(format)"}"#
    let bid = bidding ? #", "bidding": {"bid": 1}"# : ""
    let canBid = bidding ? #""bidding": true, "# : ""
    return """
      {"version": 1, "adUnit": \(unit),
       "adapters": {"P": {\(canBid)"formats": ["\(format)"]\(profile.isEmpty ? "" : ", " + profile)}},
       "lineItems": [{"label": "A", "className": "P", "parameter": "p"\(bid)}]}
      """
  }

  /// The lines `mediate validate` prints for `text`, or [] when it reads.
  private static func messages(_ text: String) -> [String] {
    do throws(ConfigError) {
      _ = try ConfigLoader.read(Array(text.utf8))
      return []
    } catch {
      return error.lines(file: "c.json")
    }
  }

  private static func profile(_ text: String) throws -> AdapterProfile {
    let config = try ConfigLoader.load(Array(text.utf8))
    return try #require(config.profiles.first)
  }

  @Test func everyThreadKeyDefaultsAsTheSampleClassesWork() throws {
    let profile = try Self.profile(Self.config("rewarded", profile: ""))
    #expect(profile.setUpThread == .background)
    #expect(!profile.setUpTouchesUI)
    #expect(profile.completionThread == .main)
    #expect(profile.presentThread == .main)
    #expect(profile.eventThreads.isEmpty)
    #expect(profile.thread(handling: .didPresent) == .main)
    #expect(profile.collectSignalsThread == .background)
    #expect(!profile.collectSignalsTouchesUI)
  }

  @Test func readsEveryThreadKey() throws {
    let rewarded = try Self.profile(
      Self.config(
        "rewarded",
        profile: #"""
          "setUp": {"thread": "main", "touchesUI": true}, "completion": {"thread": "background"},
          "present": {"thread": "background"},
          "events": {"didPresent": {"forward": ["reportImpression"], "thread": "background"}, "didClick": ["reportClick"]}
          """#))
    #expect(rewarded.setUpThread == .main)
    #expect(rewarded.setUpTouchesUI)
    #expect(rewarded.completionThread == .background)
    #expect(rewarded.presentThread == .background)
    #expect(rewarded.events[.didPresent] == [.reportImpression])
    #expect(rewarded.thread(handling: .didPresent) == .background)
    #expect(rewarded.thread(handling: .didClick) == .main)
    #expect(rewarded.thread(handling: .didReceiveAd) == .background)
    let bidder = try Self.profile(
      Self.config(
        "interstitial", profile: #""collectSignals": {"thread": "main", "touchesUI": true}"#, bidding: true))
    #expect(bidder.collectSignalsThread == .main)
    #expect(bidder.collectSignalsTouchesUI)
  }

  @Test(arguments: [
    (
      #""setUp": {"thread": "mian"}"#,
      #"c.json:2:66: .adapters.P.setUp.thread: expected "main" or "background", found "mian" (did you mean "main"?)"#
    ),
    (
      #""setUp": {"touchesUI": "yes"}"#,
      #"c.json:2:69: .adapters.P.setUp.touchesUI: expected true or false, found "yes""#
    ),
    (
      #""completion": {"thread": 1}"#,
      #"c.json:2:71: .adapters.P.completion.thread: expected "main" or "background", found 1"#
    ),
    (
      #""present": {"thread": "backgrond"}"#,
      #"c.json:2:68: .adapters.P.present.thread: expected "main" or "background", found "backgrond" (did you mean "background"?)"#
    ),
    (
      #""events": {"didPresent": {"forward": ["reportImpression"], "thread": "ui"}}"#,
      #"c.json:2:115: .adapters.P.events.didPresent.thread: expected "main" or "background", found "ui""#
    ),
    (
      #""events": {"didPresent": {"thread": "main"}}"#,
      #"c.json:2:71: .adapters.P.events.didPresent: missing required key "forward""#
    ),
    (
      #""events": {"didPresent": {"forward": ["reportImpression"], "thred": "main"}}"#,
      #"c.json:2:105: .adapters.P.events.didPresent.thred: unknown key (did you mean "thread"?)"#
    ),
    (
      #""events": {"didReceiveAd": {"forward": [], "thread": "background"}}"#,
      #"c.json:2:73: .adapters.P.events.didReceiveAd: the adapter handles "didReceiveAd" on completion.thread: give the events as an array"#
    ),
    (
      #""collectSignals": {"thread": "background"}"#,
      #"c.json:2:46: .adapters.P.collectSignals: "collectSignals" applies only to a profile whose adapter bids ("bidding": true)"#
    ),
  ])
  func reportsEachBadThreadValueAtItsKey(profile: String, message: String) {
    #expect(Self.messages(Self.config("rewarded", profile: profile)) == [message])
  }

  @Test func reportsBadSignalKeysOfABidder() {
    #expect(
      Self.messages(Self.config("interstitial", profile: #""collectSignals": {"touchesUI": 0}"#, bidding: true)) == [
        #"c.json:2:99: .adapters.P.collectSignals.touchesUI: expected true or false, found 0"#
      ])
    #expect(
      Self.messages(Self.config("interstitial", profile: #""collectSignals": {"thread": "bg"}"#, bidding: true)) == [
        #"c.json:2:96: .adapters.P.collectSignals.thread: expected "main" or "background", found "bg""#
      ])
  }

  /// A banner's UI work is its view, built in the load answer: a banner profile's `present` has its show failure's
  /// errors only, no thread (a native profile has no `present` at all).
  @Test func aBannerProfileTakesNoPresentThread() {
    #expect(
      Self.messages(Self.config("banner", profile: #""present": {"thread": "background"}"#)) == [
        #"c.json:2:56: .adapters.P.present.thread: "thread" applies only to a profile whose formats include "rewarded", "interstitial", "rewardedInterstitial" or "appOpen""#
      ])
    #expect(
      Self.messages(Self.config("native", profile: #""present": {"thread": "background"}"#)) == [
        #"c.json:2:44: .adapters.P.present: "present" applies only to a profile whose formats include "rewarded", "interstitial", "rewardedInterstitial", "banner" or "appOpen""#
      ])
  }
}
