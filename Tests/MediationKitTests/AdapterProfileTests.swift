import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Adapter profiles: what the decoder makes of each key, and what the one
/// `ProfileAdapter` does with it against the scripted network.
struct AdapterProfileTests {
  private func profile(_ json: String, format: AdFormat = .rewarded) throws -> AdapterProfile {
    let config = try ConfigLoader.load(Array(config(profile: json, format: format).utf8))
    return try #require(config.profiles.first)
  }

  private func config(profile: String, format: AdFormat = .rewarded, lineItems: String? = nil, app: String = "{}")
    -> String
  {
    let unit =
      format == .rewarded
      ? #"{"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 10}}"#
      : #"{"id": "/1/n", "format": "native"}"#
    let items = lineItems ?? #"{"label": "P", "className": "Acme", "parameter": "p"}"#
    return #"{"adUnit": \#(unit), "adapters": {"Acme": \#(profile)}, "lineItems": [\#(items)], "app": \#(app)}"#
  }

  @Test func aBlankProfileTakesEveryDefault() throws {
    let acme = try profile(#"{"formats": ["rewarded"]}"#)
    #expect(acme.formats == [.rewarded])
    #expect(acme.adapterVersion == "1.0.0.0" && acme.adSDKVersion == "1.0.0")
    #expect(acme.setUpOutcome == .ready && acme.setUpLatencyMs == 0 && acme.loadsWhenNotReady == .fail)
    #expect(acme.callsCompletionOnce && acme.passesTestMode && !acme.failsWithAd)
    #expect(acme.checksReadiness && acme.eventsBeforeShow.isEmpty && acme.events.isEmpty)
    #expect(acme.concurrentLoads == .supported)
    #expect(acme.loadError.domain == "Acme" && acme.loadError.code == 101)
    #expect(acme.presentError.message == "The ad failed to present ({networkCode}).")
    #expect(
      acme.forwardedEvents(for: .didDismiss, format: .rewarded, admitted: IOSPlatform.names.events(for: .rewarded)) == [
        .willDismissFullScreenView, .didEndVideo, .didDismissFullScreenView,
      ])
    #expect(
      acme.forwardedEvents(for: .videoPlay, format: .rewarded, admitted: IOSPlatform.names.events(for: .rewarded)) == [
        .didStartVideo
      ])
    #expect(
      acme.forwardedEvents(for: .didExpire, format: .rewarded, admitted: IOSPlatform.names.events(for: .rewarded)) == []
    )
  }

  @Test func readsEveryKey() throws {
    let acme = try profile(
      """
      {"formats": ["native", "rewarded"], "adapterVersion": "4.20.1.2", "adSDKVersion": "4.20.1",
       "extras": {"userId": "string", "age": "number", "coppa": "boolean"},
       "setUp": {"outcome": "error", "latencyMs": 1200, "error": {"code": 110}, "loadsWhenNotReady": "proceed"},
       "completion": {"callOnce": false, "passesTestMode": false, "failsWithAd": true,
                      "error": {"domain": "acme.load", "message": "code {networkCode}"}},
       "present": {"checksReadiness": false, "eventsBeforeShow": ["willPresentFullScreenView"],
                   "error": {"code": 7}},
       "events": {"didPresent": [], "impression": ["reportImpression"]},
       "native": {"handlesUserImpressions": true, "handlesUserClicks": true},
       "concurrentLoads": {"policy": "refused", "error": {"message": "busy"}}}
      """)
    #expect(acme.formats == [.native, .rewarded])  // in AdFormat order
    #expect(acme.adapterVersion == "4.20.1.2" && acme.adSDKVersion == "4.20.1")
    #expect(acme.extras.map(\.key) == ["userId", "age", "coppa"])
    #expect(acme.extras.map(\.type) == [.string, .number, .boolean])
    #expect(acme.setUpOutcome == .error && acme.setUpLatencyMs == 1200 && acme.loadsWhenNotReady == .proceed)
    #expect(acme.setUpError == .init(domain: "Acme", code: 110, message: "The network failed to initialize."))
    #expect(!acme.callsCompletionOnce && !acme.passesTestMode && acme.failsWithAd)
    #expect(acme.loadError.error(networkCode: 3).localizedDescription == "code 3")
    #expect(acme.loadError.domain == "acme.load" && acme.loadError.code == 101)
    #expect(!acme.checksReadiness && acme.eventsBeforeShow == [.willPresentFullScreenView])
    #expect(acme.presentError.code == 7)
    #expect(acme.events == [.didPresent: [], .impression: [.reportImpression]])
    #expect(
      acme.forwardedEvents(for: .didPresent, format: .rewarded, admitted: IOSPlatform.names.events(for: .rewarded))
        == [])
    #expect(acme.handlesUserImpressions && acme.handlesUserClicks)
    #expect(acme.concurrentLoads == .refused && acme.concurrentLoadError.message == "busy")
  }

  @Test func reportsItsOwnVersionsAndSetUp() throws {
    let json = config(profile: #"{"formats": ["rewarded"], "adapterVersion": "4.20.1.2", "setUp": {"latencyMs": 700}}"#)
    let collector = try trace(json)
    guard case .setUp(let setUp) = collector.records[1].body else {
      Issue.record("no setUp record")
      return
    }
    #expect(setUp.adapterVersion == VersionNumber(majorVersion: 4, minorVersion: 20, patchVersion: 102))
    #expect(setUp.latencyMs == 700 && setUp.status == .ready)
  }

  @Test func passesDeclaredExtrasToItsNetwork() throws {
    var json = config(profile: #"{"formats": ["rewarded"], "extras": {"userId": "string"}}"#)
    json.removeLast()
    json += #", "request": {"testMode": true, "extras": {"userId": "u-1"}}}"#
    var writer = JSONWriter()
    let collector = try trace(json)
    let load = try #require(collector.records.first { $0.body.type == "load" })
    writer.write(load)
    let text = String(decoding: writer.bytes, as: UTF8.self)
    // testMode reaches the network by default; the extras go as declared, then the placement.
    #expect(
      text.contains(
        #""request":{"testMode":true,"mute":false,"debugLogging":false,"extras":{"userId":"u-1"},"placement":"p"}"#))
  }

  @Test func anUnguardedCompletionLetsTheSecondAnswerThrough() throws {
    let items =
      #"{"label": "P", "className": "Acme", "parameter": "p", "network": {"load": {"latencyMs": 10, "duplicateCallbackAfterMs": 5}}}"#
    let guarded = try trace(config(profile: #"{"formats": ["rewarded"]}"#, lineItems: items)).lines
    let unguarded = try trace(
      config(profile: #"{"formats": ["rewarded"], "completion": {"callOnce": false}}"#, lineItems: items)
    ).lines
    #expect(!guarded.contains("15 ignored P completion duplicateCompletion"))
    #expect(unguarded.contains("15 ignored P completion duplicateCompletion"))
    #expect(unguarded.contains("15 violation P completionCalledTwice"))
  }

  @Test func aReadinessCheckAnswersAPresentTheNetworkWouldIgnore() throws {
    let items = #"{"label": "P", "className": "Acme", "parameter": "p", "network": {"ready": false}}"#
    let checked = try trace(config(profile: #"{"formats": ["rewarded"]}"#, lineItems: items)).lines
    #expect(checked.contains { $0.hasSuffix("event P didFailToPresentWithError") })
    #expect(!checked.contains { $0.contains("presentNeverAnswered") })
    let unchecked = try trace(
      config(profile: #"{"formats": ["rewarded"], "present": {"checksReadiness": false}}"#, lineItems: items)
    ).lines
    #expect(unchecked.contains { $0.hasSuffix("violation P presentNeverAnswered") })
  }

  @Test func namesWhyAPresentFailed() throws {
    func error(_ network: String, profile: String = #"{"formats": ["rewarded"]}"#) throws -> String? {
      let items = #"{"label": "P", "className": "Acme", "parameter": "p", "network": \#(network)}"#
      let collector = try trace(config(profile: profile, lineItems: items, app: #"{"presentAfterMs": 100}"#))
      for record in collector.records {
        if case .event(let event) = record.body, event.event == .didFailToPresentWithError {
          return event.error?.localizedDescription
        }
      }
      return nil
    }
    #expect(try error(#"{"present": {"outcome": "fail", "errorCode": 301}}"#) == "The ad failed to present (301).")
    #expect(try error(#"{"ready": false}"#) == "The ad failed to present (not ready).")
    #expect(try error(#"{"expiresAfterMs": 50}"#) == "The ad failed to present (expired).")
    #expect(
      try error(
        #"{"expiresAfterMs": 50}"#, profile: #"{"formats": ["rewarded"], "present": {"checksReadiness": false}}"#)
        == "The ad failed to present (expired).")
  }

  @Test func aFormatItDoesNotListIsNotServed() throws {
    let lines = try trace(config(profile: #"{"formats": ["native"]}"#)).lines
    #expect(lines.contains("0 loadResult P formatNotSupported 0"))
    #expect(lines.contains("0 violation P adapterUnavailable"))
  }

  @Test func aFailedSetUpFailsLoadsOrLetsThemThrough() throws {
    let failing = try trace(config(profile: #"{"formats": ["rewarded"], "setUp": {"outcome": "error"}}"#)).lines
    #expect(failing.contains("0 loadResult P error 0"))
    let proceeding = try trace(
      config(profile: #"{"formats": ["rewarded"], "setUp": {"outcome": "never", "loadsWhenNotReady": "proceed"}}"#)
    ).lines
    #expect(proceeding.contains { $0.hasSuffix("loadResult P fill 0") })
    #expect(proceeding.contains("0 violation P setUpNotReady"))
  }

  @Test func guardsAPlacementStillLoading() throws {
    let items = """
      {"label": "A", "className": "Acme", "parameter": "same", "timeoutMs": 100, "network": {"load": {"latencyMs": 500}}},
      {"label": "B", "className": "Acme", "parameter": "same", "network": {"load": {"latencyMs": 50}}}
      """
    let refused = try trace(
      config(profile: #"{"formats": ["rewarded"], "concurrentLoads": "refused"}"#, lineItems: items)
    )
    .lines
    #expect(refused.contains("100 loadResult B error 0"))
    #expect(!refused.contains { $0.contains("concurrentLoadOnPlacement") })
    let unsupported = try trace(
      config(profile: #"{"formats": ["rewarded"], "concurrentLoads": "unsupported"}"#, lineItems: items)
    ).lines
    #expect(unsupported.contains("100 violation B concurrentLoadOnPlacement"))
    let supported = try trace(config(profile: #"{"formats": ["rewarded"]}"#, lineItems: items)).lines
    #expect(supported.contains("150 loadResult B fill 50"))
  }

  @Test(arguments: [
    ("code {networkCode}", "code 3"),
    ("{networkCode}", "3"),
    ("no code", "no code"),
    ("{networkCode} then {networkCode}", "3 then 3"),
    ("é {networkCode} ü {networkCod", "é 3 ü {networkCod"),
    ("", ""),
  ])
  func replacesEveryNetworkCodePlaceholder(message: String, expected: String) {
    let template = AdapterProfile.ErrorTemplate(domain: "d", code: 1, message: message)
    #expect(template.message(networkCode: "3") == expected)
    #expect(template.error(networkCode: 3).localizedDescription == expected)
    #expect(template.error().localizedDescription == message)
  }
}
