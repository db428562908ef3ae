import MediationPlatforms
import Testing

@testable import MediationKit

/// A banner's show failure (contract2.md §5, "Banner show failure"): the `didFailToShow` show step, the banner
/// profile's `present` keys, `expect.presentError` on a banner, and on Android a callback with no show failure.
/// Each bad value is reported at its key with the message `mediate validate` prints.
struct BannerShowFailureTests {
  /// A one-line-item banner config on `platform` whose profile `P` has `profile`'s members and whose line item's
  /// network plays `show`.
  private static func config(
    platform: String = "ios", profile: String = "", className: String = "P", show: String, expect: String = ""
  ) -> String {
    let unit =
      platform == "ios"
      ? #"{"id": "/1/b", "format": "banner"}"# : #"{"id": "ca-app-pub-1/2", "format": "banner"}"#
    let profiled = platform == "ios" ? "P" : "com.example.P"
    let name = className == "P" ? profiled : className
    return """
      {"version": 1, "platform": "\(platform)", "adUnit": \(unit),
       "adapters": {"\(profiled)": {"formats": ["banner"]\(profile.isEmpty ? "" : ", " + profile)}},
       "lineItems": [{"label": "A", "className": "\(name)", "parameter": "p",
                      "network": {"load": {"latencyMs": 10}, "show": \(show)}}]
       \(expect.isEmpty ? "" : #", "expect": "# + expect)}
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

  /// The records of one run of `text`, as JSON objects of their type.
  private static func events(_ text: String) throws -> [(name: String, error: AdError?)] {
    let config = try ConfigLoader.load(Array(text.utf8))
    let collector = RecordCollector()
    Simulator.trace(config, seed: 0, into: collector)
    return collector.records.compactMap { record in
      guard case .event(let event) = record.body else { return nil }
      return (event.name, event.error)
    }
  }

  @Test func aBannerProfileTakesTheShowFailuresErrorsOnly() {
    let lines = Self.messages(
      Self.config(
        profile: #"""
          "present": {"checksReadiness": false, "thread": "background",
                      "errors": {"notReady": {"code": 104}, "expired": {"code": 1}, "showFailed": "passThrough",
                                 "showFailedWithoutError": {"code": 105}}}
          """#,
        show: "[]"))
    #expect(
      lines == [
        #"c.json:2:56: .adapters.P.present.checksReadiness: "checksReadiness" applies only to a profile whose formats include "rewarded", "interstitial", "rewardedInterstitial" or "appOpen""#,
        #"c.json:2:82: .adapters.P.present.thread: "thread" applies only to a profile whose formats include "rewarded", "interstitial", "rewardedInterstitial" or "appOpen""#,
        #"c.json:3:24: .adapters.P.present.errors.notReady: "notReady" applies only to a profile whose formats include "rewarded", "interstitial", "rewardedInterstitial" or "appOpen""#,
        #"c.json:3:51: .adapters.P.present.errors.expired: "expired" applies only to a profile whose formats include "rewarded", "interstitial", "rewardedInterstitial" or "appOpen""#,
      ])
  }

  @Test func aShowStepsErrorIsDidFailToShowsAndAProfiledNetworksAlone() {
    let wrongStep = Self.messages(
      Self.config(show: #"[{"atMs": 1, "callback": "impression", "error": {"domain": "d", "code": 1}}]"#))
    #expect(
      wrongStep == [
        #"c.json:4:103: .lineItems[0].network.show[0].error: "error" applies only to "didFailToShow" steps"#
      ])
    let sample = Self.messages(
      Self.config(className: "SampleCustomEvent", show: #"[{"atMs": 1, "callback": "didFailToShow"}]"#))
    #expect(
      sample == [
        #"c.json:4:89: .lineItems[0].network.show[0].callback: "didFailToShow" applies only to the network of a profiled adapter class (adapters): the Sample SDK reports numeric error codes and always brings an ad with its success callback"#
      ])
  }

  @Test func iOSForwardsTheFailureAsDidFailToPresentWithError() throws {
    let failing = #"[{"atMs": 1, "callback": "didFailToShow", "error": {"domain": "net", "code": 3, "message": "m"}}]"#
    // By default: present.error, its {networkCode} the network's code.
    let plain = try Self.events(Self.config(show: failing))
    #expect(plain.map(\.name) == ["didFailToPresentWithError"])
    #expect(
      plain.first?.error == AdError(domain: "P", code: 102, localizedDescription: "The ad failed to present (3)."))
    // passThrough: the network's own.
    let passed = try Self.events(
      Self.config(profile: #""present": {"errors": {"showFailed": "passThrough"}}"#, show: failing))
    #expect(passed.first?.error == AdError(domain: "net", code: 3, localizedDescription: "m"))
    // Without an error: showFailedWithoutError, defaulting to present.error.
    let silent = try Self.events(
      Self.config(
        profile: #""present": {"error": {"code": 105, "message": "Ad failed to show"}}"#,
        show: #"[{"atMs": 1, "callback": "didFailToShow"}]"#))
    #expect(silent.first?.error == AdError(domain: "P", code: 105, localizedDescription: "Ad failed to show"))
  }

  @Test func androidsBannerCallbackHasNoShowFailure() throws {
    // The network's callback plays; the adapter has nothing to forward it with.
    let played = try Self.events(
      Self.config(
        platform: "android", show: #"[{"atMs": 1, "callback": "onAdViewShowFailed"}]"#,
        expect: #"{"presentError": null}"#
      ))
    #expect(played.isEmpty)
    // Forwarding onAdFailedToShow is an event of another format's callback.
    let lines = Self.messages(
      Self.config(
        platform: "android", profile: #""events": {"onAdViewShowFailed": ["onAdFailedToShow"]}"#, show: "[]"))
    #expect(
      lines == [
        #"c.json:2:90: .adapters["com.example.P"].events.onAdViewShowFailed[0]: expected one of "onAdOpened", "onAdClosed", "reportAdImpression", "reportAdClicked", "onAdLeftApplication", found "onAdFailedToShow""#
      ])
  }

  @Test func androidsCausesTakeTheMessageFormAsPresentErrorDoes() throws {
    func failure(_ present: String, script: String) throws -> [(name: String, error: AdError?)] {
      let text = """
        {"version": 1, "platform": "android", "adUnit": {"id": "ca-app-pub-1/2", "format": "interstitial"},
         "adapters": {"com.example.P": {"formats": ["interstitial"], "present": \(present)}},
         "lineItems": [{"label": "A", "className": "com.example.P", "parameter": "p",
                        "network": {"load": {"latencyMs": 10}, \(script)}}]}
        """
      return try Self.events(text)
    }
    // A cause's message string is the deprecated onAdFailedToShow(String), as present.error's is.
    for (present, script, message) in [
      (#"{"errors": {"notReady": "Not ready."}}"#, #""ready": false"#, "Not ready."),
      (#"{"errors": {"showFailed": "Failed."}}"#, #""present": "fail""#, "Failed."),
      (#"{"errors": {"showFailedWithoutError": "No error."}}"#, #""present": "failWithoutError""#, "No error."),
    ] {
      let events = try failure(present, script: script)
      #expect(events.map(\.name) == ["onAdFailedToShow(String)"], "\(present)")
      #expect(events.first?.error == AdError(domain: "undefined", code: 0, localizedDescription: message))
    }
    // An object under a present.error string is an AdError, its members defaulting to the string's.
    let object = try failure(
      #"{"error": "Plain.", "errors": {"showFailed": {"domain": "x", "code": 7}}}"#, script: #""present": "fail""#)
    #expect(object.map(\.name) == ["onAdFailedToShow"])
    #expect(object.first?.error == AdError(domain: "x", code: 7, localizedDescription: "Plain."))
  }
}
