import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// How the SDK copes with adapters that break the contract: it records
/// what happened, flags the broken rule, and carries on.
struct ContractEnforcementTests {
  private func run(_ parameters: [String]) throws -> RecordCollector {
    let items = parameters.enumerated().map {
      #"{"label": "M\#($0.offset)", "className": "Misbehaving", "parameter": "\#($0.element)"}"#
    }
    return try trace(rewardedConfig(items.joined(separator: ",")), registry: MisbehavingAdapter.registry)
  }

  @Test func reportsASetUpThatNeverCompletes() throws {
    let setUp = try run(["fill-inside-load"]).records.compactMap { record -> SetUpRecord? in
      if case .setUp(let setUp) = record.body { return setUp }
      return nil
    }
    #expect(setUp.map(\.status) == [.error])
    #expect(setUp.first?.error?.code == 8)
  }

  @Test func walksOnWhenAdaptersFailInsideTheirLoadCall() throws {
    let collector = try run(Array(repeating: "fail-inside-load", count: 2_000))
    let results = collector.lines.filter { $0.contains("loadResult") }
    #expect(results.count == 2_000)
    #expect(results.allSatisfy { $0.hasPrefix("0 loadResult M") && $0.hasSuffix(" error 0") })
    #expect(collector.lines.contains("0 waterfall - 0"))
  }

  @Test func discardsASecondCompletionInsideTheLoadCall() throws {
    let lines = try run(["fail-twice-inside-load", "fill-inside-load"]).lines
    let start = try #require(lines.firstIndex(of: "0 load M0"))
    #expect(
      Array(lines[start...(start + 4)]) == [
        "0 load M0", "0 loadResult M0 error 0", "0 ignored M0 completion duplicateCompletion",
        "0 violation M0 completionCalledTwice", "0 load M1",
      ])
  }

  @Test func treatsAnAdWithAnErrorAsAFailure() throws {
    let lines = try run(["ad-and-error", "neither"]).lines
    #expect(lines.contains("0 loadResult M0 error 0"))
    #expect(lines.contains("0 violation M0 completionWithAdAndError"))
    #expect(lines.contains("0 loadResult M1 error 0"))
    #expect(lines.contains("0 violation M1 completionWithoutAdOrError"))
  }

  @Test func flagsEventsBeforePresentationAndCountsThem() throws {
    let collector = try run(["fill-inside-load"])
    #expect(
      Array(collector.lines.suffix(6)) == [
        "0 sdk M0 present", "0 event M0 reportClick", "0 violation M0 eventBeforePresent",
        "0 event M0 willPresentFullScreenView", "0 violation M0 noImpressionReported", "0 result ",
      ])
    guard case .result(let result)? = collector.records.last?.body else {
      Issue.record("no result")
      return
    }
    // The test adapter also never completes its set-up, and its ad stays on
    // screen without an impression: violations of their own.
    #expect(collector.lines.contains("0 violation M0 setUpNotReady"))
    #expect(result.violations == 3)
    #expect(result.clicks == 1)
  }

  /// The rules the monitor names for `events`, reported by line item 0 of a
  /// one-line-item config; as the seeds' adapters do, a reward event follows
  /// the network's `userDidEarnReward`.
  private func rules(broken events: [AdEventName], format: AdFormat, rendered: Bool = false) throws -> [String] {
    let json =
      format == .rewarded
      ? rewardedConfig(#"{"label": "A", "className": "SampleCustomEvent", "parameter": "a"}"#)
      : #"{"adUnit": {"id": "/1/n", "format": "native"}, "lineItems": [{"label": "A", "className": "SampleCustomEvent", "network": {"handlesUserImpressions": true}}]}"#
    let config = try ConfigLoader.load(Array(json.utf8))
    let monitor = ContractMonitor(config: config, sources: AdSourceTable(config: config, registry: .standard))
    let atZero = EventContext(t: 0, requestIndex: nil)
    monitor.observe(.waterfallEnded(WaterfallEnded(winner: 0, price: nil, latencyMs: 0, error: nil)), in: atZero)
    if rendered { monitor.observe(.sdkCalledAd(SDKCalledAd(lineItem: 0, call: .didRender, asset: nil)), in: atZero) }
    var names: [String] = []
    for event in events {
      if event == .didRewardUser {
        monitor.observe(
          .networkCalledBack(
            NetworkCalledBack(lineItem: 0, callback: .userDidEarnReward, detail: .reward(amount: 1), thread: .main)),
          in: atZero)
      }
      monitor.observe(
        .adapterReported(
          AdapterReported(lineItem: 0, name: event, error: nil, reward: nil, ignored: nil, thread: .main)), in: atZero)
      while let violation = monitor.takeViolation() {
        #expect(violation.lineItem == 0)
        names.append(violation.ruleName)
      }
    }
    return names
  }

  @Test(arguments: [
    (
      [
        AdEventName.willPresentFullScreenView, .reportImpression, .willDismissFullScreenView,
        .didDismissFullScreenView, .reportClick,
      ],
      "eventAfterDismiss"
    ),
    (
      [.willPresentFullScreenView, .reportClick, .willDismissFullScreenView, .didDismissFullScreenView],
      "noImpressionReported"
    ),
    ([.willPresentFullScreenView, .reportImpression, .didDismissFullScreenView], "dismissWithoutWillDismiss"),
    ([.willPresentFullScreenView, .reportImpression, .didEndVideo], "videoEndWithoutStart"),
    ([.willPresentFullScreenView, .willPresentFullScreenView], "presentedTwice"),
    ([.didFailToPresentWithError, .didStartVideo], "eventAfterPresentFailure"),
    ([.willPresentFullScreenView, .didFailToPresentWithError], "presentFailureAfterPresent"),
    ([.didRewardUser], "eventBeforePresent"),
  ])
  func namesTheRuleABrokenSequenceBreaks(events: [AdEventName], rule: String) throws {
    #expect(try rules(broken: events, format: .rewarded) == [rule])
  }

  @Test func acceptsTheSeedsOrder() throws {
    let events: [AdEventName] = [
      .willPresentFullScreenView, .didStartVideo, .reportImpression, .reportClick, .didRewardUser,
      .willDismissFullScreenView, .didEndVideo, .didDismissFullScreenView,
    ]
    #expect(try rules(broken: events, format: .rewarded) == [])
  }

  @Test func nativeEventsMustFollowTheRender() throws {
    #expect(try rules(broken: [.reportImpression], format: .native) == ["eventBeforeRender"])
    #expect(try rules(broken: [.reportClick], format: .native, rendered: true) == ["reportWithoutOwnership"])
    #expect(try rules(broken: [.reportImpression, .willPresentFullScreenView], format: .native, rendered: true) == [])
  }
}
