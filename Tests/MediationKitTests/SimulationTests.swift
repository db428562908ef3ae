import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The waterfall in time (output.md): loads in order, timeouts at exactly
/// load time + timeoutMs, late and duplicate completions discarded, the
/// first fill ending the walk, the reward granted once.
struct SimulationTests {
  @Test func fallsThroughToTheFirstFill() throws {
    let json = rewardedConfig(
      """
      {"label": "A", "className": "SampleCustomEvent", "parameter": "a", "network": {"load": {"outcome": "noFill", "latencyMs": 120}}},
      {"label": "B", "className": "SampleCustomEvent", "parameter": "b", "network": {"load": {"latencyMs": 80}}},
      {"label": "C", "className": "SampleCustomEvent", "parameter": "c"}
      """, app: #"{"presentAfterMs": 1000}"#)
    #expect(
      try trace(json).lines == [
        "0 run ", "0 setUp SampleCustomEvent ready", "0 load A", "120 network A didFailToLoad",
        "120 loadResult A noFill 120",
        "120 load B", "200 network B didReceiveAd", "200 loadResult B fill 80", "200 waterfall B 200",
        "200 ad B rewarded",
        "1200 app present", "1200 sdk B present", "1200 networkCall B present", "1200 network B didPresent",
        "1200 event B willPresentFullScreenView", "1200 event B didStartVideo", "11200 network B userDidEarnReward",
        "11200 event B didRewardUser", "11200 reward B 10", "13200 network B didDismiss",
        "13200 event B willDismissFullScreenView", "13200 event B didEndVideo",
        "13200 event B didDismissFullScreenView", "13200 violation B noImpressionReported",
        "13200 result ",
      ])
  }

  @Test func timesOutAtExactlyLoadTimePlusTimeout() throws {
    let json = rewardedConfig(
      """
      {"label": "A", "className": "SampleCustomEvent", "parameter": "a", "network": {"load": {"outcome": "noFill", "latencyMs": 100}}},
      {"label": "B", "className": "SampleCustomEvent", "parameter": "b", "timeoutMs": 2500, "network": {"load": "timeout"}},
      {"label": "C", "className": "SampleCustomEvent", "parameter": "c", "network": {"load": "noFill"}}
      """)
    let lines = try trace(json).lines
    #expect(lines.contains("2600 loadResult B timeout 2500"))
    #expect(lines.contains("2600 load C"))
    #expect(lines.contains("2600 waterfall - 2600"))
  }

  @Test func aCompletionAtTheDeadlineIsLate() throws {
    let json = rewardedConfig(
      #"{"label": "A", "className": "SampleCustomEvent", "parameter": "a", "timeoutMs": 300, "network": {"load": {"latencyMs": 300}}}"#
    )
    let lines = try trace(json).lines
    #expect(
      Array(lines[2...6]) == [
        "0 load A", "300 loadResult A timeout 300", "300 waterfall - 300", "300 network A didReceiveAd",
        "300 ignored A completion afterTimeout",
      ])
  }

  @Test func discardsLateCompletionsAndKeepsTheWinner() throws {
    let json = rewardedConfig(
      """
      {"label": "Slow", "className": "SampleCustomEvent", "parameter": "a", "timeoutMs": 1000, "network": {"load": {"latencyMs": 4000}}},
      {"label": "Fast", "className": "SampleCustomEvent", "parameter": "b", "network": {"load": {"latencyMs": 10}}}
      """)
    let collector = try trace(json)
    #expect(collector.lines.contains("4000 ignored Slow completion afterTimeout"))
    guard case .result(let result)? = collector.records.last?.body else {
      Issue.record("no result record")
      return
    }
    #expect(result.lineItem == "Fast")
    #expect(result.responseInfo.adNetworkInfoArray.map(\.state) == [.failed, .loaded])
    #expect(result.responseInfo.adNetworkInfoArray.map(\.latencyMs) == [1000, 10])
  }

  @Test func recordsDuplicateCompletionsAndTheLostDelegate() throws {
    let json = rewardedConfig(
      #"{"label": "A", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "a", "network": {"load": {"latencyMs": 10, "duplicateCallbackAfterMs": 5}}}"#
    )
    let lines = try trace(json).lines
    #expect(lines.contains("15 ignored A completion duplicateCompletion"))
    // The adapter stored the nil the SDK returned, so every later event is dropped.
    #expect(lines.contains("10 event A willPresentFullScreenView"))
    #expect(lines.contains("10010 ignored A didRewardUserWithReward noEventDelegate"))
    #expect(lines.contains("12010 ignored A didDismissFullScreenView noEventDelegate"))
    #expect(!lines.contains { $0.contains(" reward A") })
  }

  @Test func theCustomEventGuardsItsCompletionHandler() throws {
    let json = rewardedConfig(
      #"{"label": "A", "className": "SampleCustomEvent", "parameter": "a", "network": {"load": {"latencyMs": 10, "duplicateCallbackAfterMs": 5}}}"#
    )
    let lines = try trace(json).lines
    #expect(!lines.contains { $0.contains("duplicateCompletion") })
    #expect(lines.contains("15 network A didReceiveAd"))
    #expect(lines.contains("10010 ignored A didRewardUser noEventDelegate"))
  }

  @Test func failsUnregisteredClassesAtOnce() throws {
    let json = rewardedConfig(
      """
      {"label": "Ghost", "className": "NoSuchAdapter"},
      {"label": "Ghost 2", "className": "NoSuchAdapter"},
      {"label": "Real", "className": "SampleCustomEvent", "parameter": "r"}
      """)
    let collector = try trace(json)
    #expect(
      Array(collector.lines[1...8]) == [
        "0 setUp SampleCustomEvent ready", "0 load Ghost", "0 loadResult Ghost adapterNotFound 0",
        "0 violation Ghost adapterUnavailable", "0 load Ghost 2", "0 loadResult Ghost 2 adapterNotFound 0",
        "0 violation Ghost 2 adapterUnavailable", "0 load Real",
      ])
    guard case .loadResult(let result) = collector.records[3].body else {
      Issue.record("not a load result")
      return
    }
    #expect(result.error == GADErrorCode.error(.adapterNotFound(className: "NoSuchAdapter")))
    #expect(result.error?.code == 8)
  }

  @Test func passesOverAdaptersWithoutTheFormat() throws {
    let json = """
      {"adUnit": {"id": "/1/n", "format": "native"},
       "lineItems": [{"label": "Rewarded only", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "a"},
                     {"label": "Custom", "className": "SampleCustomEvent", "parameter": "b"}]}
      """
    let lines = try trace(json).lines
    #expect(lines.contains("0 loadResult Rewarded only formatNotSupported 0"))
    #expect(lines.contains("0 loadResult Custom fill 0"))
  }

  /// A registration that lists a format its instances lack (the port's `entryPoint(for:)` answers nil)
  /// fails the load as formatNotSupported, with error 8, and the walk goes on; nothing reaches the network.
  @Test func passesOverAnInstanceWithoutTheFormatItsRegistrationLists() throws {
    let registry = AdapterRegistry(
      platform: IOSPlatform(alsoLinking: [
        AdapterRegistration(className: "Liar", adapterType: SampleCustomEvent.self) {
          GADMediationAdapterSampleAdNetwork(sdk: $0)
        }
      ]))
    let json = """
      {"adUnit": {"id": "/1/n", "format": "native"},
       "lineItems": [{"label": "Liar", "className": "Liar", "parameter": "a"},
                     {"label": "Custom", "className": "SampleCustomEvent", "parameter": "b"}]}
      """
    let collector = try trace(json, registry: registry)
    #expect(collector.lines.contains("0 loadResult Liar formatNotSupported 0"))
    #expect(collector.lines.contains("0 loadResult Custom fill 0"))
    #expect(!collector.lines.contains { $0.hasPrefix("0 network Liar") })
    let result = collector.records.lazy.compactMap { record -> LoadResultRecord? in
      guard case .loadResult(let result) = record.body, result.lineItem == "Liar" else { return nil }
      return result
    }.first
    #expect(result?.error?.code == 8)
  }

  @Test func leavesLineItemsAfterTheFillUnattempted() throws {
    let json = rewardedConfig(
      """
      {"label": "A", "className": "SampleCustomEvent", "parameter": "a"},
      {"label": "B", "className": "SampleCustomEvent", "parameter": "b"}
      """)
    guard case .result(let result)? = try trace(json).records.last?.body else {
      Issue.record("no result")
      return
    }
    let entries = result.responseInfo.adNetworkInfoArray
    #expect(entries.map(\.state) == [.loaded, .notAttempted])
    #expect(entries[1].latencyMs == 0)
    #expect(entries[1].error == nil)
    #expect(result.responseInfo.loadedAdNetworkResponseInfo?.adSourceName == "A")
  }

  @Test func walksByEcpmWithTiesInListedOrder() throws {
    let json = rewardedConfig(
      """
      {"label": "low", "className": "SampleCustomEvent", "parameter": "a", "ecpm": 1, "network": {"load": "noFill"}},
      {"label": "tie 1", "className": "SampleCustomEvent", "parameter": "b", "ecpm": 5, "network": {"load": "noFill"}},
      {"label": "high", "className": "SampleCustomEvent", "parameter": "c", "ecpm": 9.5, "network": {"load": "noFill"}},
      {"label": "tie 2", "className": "SampleCustomEvent", "parameter": "d", "ecpm": 5, "network": {"load": "noFill"}}
      """, extra: #", "waterfallOrder": "ecpm""#)
    let loads = try trace(json).lines.filter { $0.contains(" load ") }
    #expect(loads == ["0 load high", "0 load tie 1", "0 load tie 2", "0 load low"])
  }

  @Test func grantsTheAdUnitRewardOnce() throws {
    let json = rewardedConfig(
      """
      {"label": "A", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "a", "network": {"reward": {"amount": 99},
        "show": [{"atMs": 0, "callback": "didPresent"}, {"atMs": 1, "callback": "userDidEarnReward"},
                 {"atMs": 2, "callback": "userDidEarnReward"}, {"atMs": 3, "callback": "didDismiss"}]}}
      """)
    let collector = try trace(json)
    #expect(collector.lines.filter { $0.contains(" reward ") } == ["1 reward A 10"])
    #expect(collector.lines.contains("2 ignored A didRewardUserWithReward rewardAlreadyGranted"))
    let events = collector.records.compactMap { record -> EventRecord? in
      if case .event(let event) = record.body { return event }
      return nil
    }
    #expect(
      events.first { $0.event == .didRewardUserWithReward }?.reward
        == AdReward(rewardType: "GADMediationAdapterSampleAdNetwork", rewardAmount: 99))
  }

  @Test func reportsPresentFailureAndNothingElse() throws {
    let json = rewardedConfig(
      #"{"label": "A", "className": "SampleCustomEvent", "parameter": "a", "network": {"ready": false}}"#,
      app: #"{"presentAfterMs": 50}"#)
    let collector = try trace(json)
    #expect(
      Array(collector.lines.suffix(4)) == [
        "50 app present", "50 sdk A present", "50 event A didFailToPresentWithError", "50 result ",
      ])
    guard case .event(let event) = collector.records[collector.records.count - 2].body,
      case .result(let result)? = collector.records.last?.body
    else {
      Issue.record("unexpected records")
      return
    }
    #expect(
      event.error
        == AdError(
          domain: "com.google.customevent.samplenetwork", code: 102,
          localizedDescription: "The rewarded ad failed to present because the ad was not loaded."))
    #expect(result.presented == false)
  }

  @Test func failsALoadWithoutAnAdUnitAsBadRequest() throws {
    let json = rewardedConfig(
      #"{"label": "A", "className": "SampleCustomEvent", "network": {"load": {"latencyMs": 500}}}"#)
    let collector = try trace(json)
    #expect(collector.lines.contains("0 loadResult A error 0"))
    let detail = collector.records.compactMap { record -> NetworkCallbackDetail? in
      if case .network(let network) = record.body { return network.detail }
      return nil
    }
    #expect(detail == [.failure(NetworkErrorCode(code: 0, name: "BadRequest"))])
  }

  @Test func isDeterministicForASeedAndVariesAcrossSeeds() throws {
    let json = rewardedConfig(
      (0..<6).map {
        #"{"label": "L\#($0)", "className": "SampleCustomEvent", "parameter": "p", "network": {"load": {"fillRate": 0.3, "latencyMs": {"min": 1, "max": 1000}}}}"#
      }.joined(separator: ","))
    let first = try trace(json, seed: 1).lines
    #expect(try trace(json, seed: 1).lines == first)
    let others = try (2..<6).map { try trace(json, seed: $0).lines }
    #expect(others.contains { $0 != first })
  }

  @Test func setsUpEachClassOnceInListedOrder() throws {
    let json = rewardedConfig(
      """
      {"label": "A", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "a", "network": {"load": "noFill"}},
      {"label": "B", "className": "SampleCustomEvent", "parameter": "b", "network": {"load": "noFill"}},
      {"label": "C", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "c"},
      {"label": "D", "className": "Unknown"}
      """)
    let setUps = try trace(json).lines.filter { $0.contains("setUp") }
    #expect(setUps == ["0 setUp GADMediationAdapterSampleAdNetwork ready", "0 setUp SampleCustomEvent ready"])
  }
}
