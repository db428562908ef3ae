import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationKit

/// Android's registered `com.google.ads.mediation.sample.adapter.SampleAdapter` (android.md, "What each
/// registered class does"): its error table, the server parameter `ad_unit`, the extras and test mode in its load
/// request, the formats it serves, and the null check before each rewarded event.
struct AndroidSampleAdapterTests {
  private static let className = "com.google.ads.mediation.sample.adapter.SampleAdapter"

  /// An Android config of one ad unit of `format` and one line item of the adapter, its settings `settings`.
  private static func config(
    _ format: String, settings: String = #"{"ad_unit": "unit-a"}"#,
    network: String = #"{"load": {"outcome": "fill", "latencyMs": 100}}"#,
    request: String = "{}", app: String? = nil
  ) -> String {
    let app = app ?? (format == "banner" || format == "native" ? "{}" : #"{"presentAfterMs": 1000}"#)
    let adUnit =
      switch format {
      case "banner": #"{"id": "/1/b", "format": "banner", "size": "banner"}"#
      case "interstitial": #"{"id": "/1/i", "format": "interstitial"}"#
      case "native": #"{"id": "/1/n", "format": "native"}"#
      default: #"{"id": "/1/r", "format": "\#(format)", "reward": {"type": "coins", "amount": 10}}"#
      }
    return """
      {"platform": "android", "adUnit": \(adUnit), "request": \(request),
       "lineItems": [{"label": "Sample", "className": "\(className)", "settings": \(settings), "network": \(network)}],
       "app": \(app)}
      """
  }

  @Test func setsUpAtOnceAndReportsItsVersions() throws {
    let setUp = try RecordObjects.first(RecordObjects.records(Self.config("rewarded")), "setUp")
    #expect(setUp["adapterVersion"] as? String == "1.0.0")
    #expect(setUp["adSDKVersion"] as? String == "1.0.0")
    #expect(setUp["t"] as? Int == 0)
  }

  /// `SampleRewardedAd.java:142-147`: the code is the Sample SDK enum's ordinal (no table of the adapter's own),
  /// the message always the same.
  @Test(arguments: [(0, 0), (1, 1), (2, 2), (3, 3)])
  func aNetworkFailureIsTheOrdinal(sdkCode: Int, code: Int) throws {
    for format in ["rewarded", "interstitial", "banner"] {
      let network = #"{"load": {"outcome": "error", "latencyMs": 50, "errorCode": \#(sdkCode)}}"#
      let loadResult = try RecordObjects.first(
        RecordObjects.records(Self.config(format, network: network)), "loadResult")
      let error = try #require(loadResult["error"] as? [String: Any])
      #expect(error["domain"] as? String == "com.google.ads.mediation.sample.sdk", "\(format)")
      #expect(error["code"] as? Int == code, "\(format)")
      #expect(error["message"] as? String == "Sample SDK returned a failure callback.", "\(format)")
    }
  }

  /// `SampleRewardedAd.java:80-87` (and `SampleNativeAd.java:83-90`): an empty or absent `ad_unit` fails with 101
  /// before the network.
  @Test(arguments: ["rewarded", "interstitial", "banner", "native"], [#"{"ad_unit": ""}"#, "{}"])
  func aMissingAdUnitFailsBeforeTheNetwork(format: String, settings: String) throws {
    let records = try RecordObjects.records(Self.config(format, settings: settings))
    #expect(RecordObjects.all(records, "network").isEmpty)
    #expect(try RecordObjects.first(records, "load")["request"] is NSNull)
    let loadResult = try RecordObjects.first(records, "loadResult")
    #expect(loadResult["outcome"] as? String == "error")
    let error = try #require(loadResult["error"] as? [String: Any])
    #expect(error["domain"] as? String == "com.google.ads.mediation.sample.adapter")
    #expect(error["code"] as? Int == 101)
    #expect(error["message"] as? String == "Missing or invalid ad unit.")
  }

  /// The request: test mode from the app's test request, and the extras `awesome_sauce` and `income` as given;
  /// another key of `request.extras` is not the class's.
  @Test(arguments: ["rewarded", "interstitial", "banner"])
  func theRequestCarriesTestModeAndTheExtras(format: String) throws {
    let request = #"{"testMode": true, "extras": {"awesome_sauce": true, "income": 42}}"#
    let load = try RecordObjects.first(RecordObjects.records(Self.config(format, request: request)), "load")
    let sent = try #require(load["request"] as? [String: Any])
    #expect(sent["testMode"] as? Bool == true)
    let extras = try #require(sent["extras"] as? [String: Any])
    #expect(extras["awesome_sauce"] as? Bool == true)
    #expect(extras["income"] as? Int == 42)
    #expect(Set(extras.keys) == ["awesome_sauce", "income"])
  }

  @Test func otherExtrasKeysAreNotTheClasss() throws {
    let text = Self.config("rewarded", request: #"{"extras": {"debugLogging": true}}"#)
    #expect(throws: (any Error).self) { try ConfigLoader.load(Array(text.utf8), registries: .standard) }
  }

  /// The class has no rewarded interstitial.
  @Test func rewardedInterstitialIsNotServed() throws {
    #expect(
      RecordObjects.names(try RecordObjects.records(Self.config("rewardedInterstitial")), "loadResult", "outcome") == [
        "formatNotSupported"
      ])
  }

  /// `SampleNativeAdMapper.java:63-71`: the network's media view and `hasVideoContent` from its ad; `:94-102`: the
  /// container view registered with the network; `SampleNativeAd.java:181-188`: the media view's `onVideoEnd`
  /// forwarded as `onVideoComplete`, and nothing else of the network's; `:124-131`: the extras, no test mode.
  @Test func nativeHasTheNetworksMediaViewAndForwardsTheVideoEnd() throws {
    let text = """
      {"platform": "android", "adUnit": {"id": "/1/n", "format": "native"},
       "request": {"testMode": true, "extras": {"awesome_sauce": true}},
       "lineItems": [{"label": "Sample", "className": "\(Self.className)", "settings": {"ad_unit": "u"},
         "network": {"load": {"outcome": "fill", "latencyMs": 100}, "ad": {"hasVideo": true, "price": 3},
           "show": [{"atMs": 0, "callback": "onVideoStart"}, {"atMs": 10, "callback": "onVideoEnd"}]}}],
       "app": {"renderAfterMs": 300}}
      """
    let records = try RecordObjects.records(text)
    let assets = try #require(RecordObjects.first(records, "ad")["assets"] as? [String: Any])
    #expect(assets["mediaView"] as? Bool == true)
    #expect(assets["hasVideoContent"] as? Bool == true)
    #expect(assets["price"] as? String == "$3.00")
    #expect(RecordObjects.names(records, "event", "name") == ["onVideoComplete"])
    #expect(RecordObjects.names(records, "networkCall", "call") == ["registerNativeAdView", "recordImpression"])
    let request = try #require(RecordObjects.first(records, "load")["request"] as? [String: Any])
    #expect(request["testMode"] as? Bool == false)
    #expect((request["extras"] as? [String: Any])?["awesome_sauce"] as? Bool == true)
    // Without video: no media view, `setHasVideoContent(false)`.
    let plain = text.replacingOccurrences(of: #""hasVideo": true"#, with: #""hasVideo": false"#)
    let plainAssets = try #require(RecordObjects.first(RecordObjects.records(plain), "ad")["assets"] as? [String: Any])
    #expect(plainAssets["mediaView"] as? Bool == false)
    #expect(plainAssets["hasVideoContent"] as? Bool == false)
  }

  /// `SampleRewardedAd.java:113-121`: an ad the Sample SDK no longer has fails to show with 102.
  @Test func rewardedNotAvailableFailsToShow() throws {
    let network = #"{"load": {"outcome": "fill", "latencyMs": 100}, "ready": false}"#
    let records = try RecordObjects.records(Self.config("rewarded", network: network))
    let failed = try #require(RecordObjects.all(records, "event").first { $0["name"] as? String == "onAdFailedToShow" })
    let error = try #require(failed["error"] as? [String: Any])
    #expect(error["domain"] as? String == "com.google.ads.mediation.sample.adapter")
    #expect(error["code"] as? Int == 102)
    #expect(error["message"] as? String == "No ads to show.")
  }

  @Test func rewardedEventsAndReward() throws {
    let records = try RecordObjects.records(Self.config("rewarded"))
    #expect(
      RecordObjects.names(records, "event", "name") == [
        "onAdOpened", "onVideoStart", "reportAdImpression", "onUserEarnedReward(RewardItem)", "onVideoComplete",
        "onAdClosed",
      ])
    #expect(try RecordObjects.result(records)["impressions"] as? Int == 1)
    #expect(RecordObjects.names(records, "violation", "rule") == ["deprecatedRewardEvent"])
  }

  /// `if (rewardedAdCallback == null) return;`: after a duplicate `onSuccess` stored a null, every event is
  /// dropped knowingly: `ignored` `nullCallback`, and no `eventWithoutDelegate` (the custom event's rule). The
  /// interstitial checks likewise (`SampleInterstitialAd.java:139-157`).
  @Test(arguments: ["rewarded", "interstitial"])
  func theNullCheckDropsEventsWithoutARule(format: String) throws {
    let network = #"{"load": {"outcome": "fill", "latencyMs": 200, "duplicateCallbackAfterMs": 100}}"#
    let records = try RecordObjects.records(Self.config(format, network: network))
    let rules = RecordObjects.names(records, "violation", "rule")
    #expect(rules.contains("completionCalledTwice"))
    #expect(!rules.contains("eventWithoutDelegate"))
    let ignored = RecordObjects.names(records, "ignored", "reason")
    #expect(ignored.first == "duplicateCompletion")
    #expect(ignored.dropFirst().allSatisfy { $0 == "nullCallback" } && ignored.count > 1, "\(ignored)")
  }

  @Test func interstitialReportsNoImpression() throws {
    let records = try RecordObjects.records(Self.config("interstitial"))
    #expect(RecordObjects.names(records, "event", "name") == ["onAdOpened", "onAdLeftApplication", "onAdClosed"])
    #expect(RecordObjects.names(records, "violation", "rule") == ["noImpressionReported"])
  }

  /// The adapter reads `ad_unit` alone (`SampleAdapter.java:106`): `parameter` is a warning, and the load fails as
  /// one without an ad unit does.
  @Test func aParameterIsAWarning() throws {
    let text = #"""
      {"platform": "android", "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "lineItems": [{"label": "S", "className": "\#(Self.className)", "parameter": "unit-a"}]}
      """#
    let warnings = try ConfigLoader.read(Array(text.utf8), registries: .standard).warnings
    #expect(
      warnings.map { "\($0.path): \($0.problem)" } == [
        #".lineItems[0].parameter: undeclaredSetting("\#(Self.className)", suggestion: nil)"#
      ])
    let error = try #require(RecordObjects.first(RecordObjects.records(text), "loadResult")["error"] as? [String: Any])
    #expect(error["code"] as? Int == 101)
    #expect(error["message"] as? String == "Missing or invalid ad unit.")
  }

  /// Its interstitial shows through the Sample SDK's unchecked `show()` (`SampleInterstitialAd.java:118-123`):
  /// `network.ready: false` is a warning, as for the custom event.
  @Test func readinessOnTheInterstitialIsAWarning() throws {
    let text = Self.config("interstitial", network: #"{"load": "fill", "ready": false}"#)
    let warnings = try ConfigLoader.read(Array(text.utf8), registries: .standard).warnings
    #expect(
      warnings.map { "\($0.path): \($0.problem)" } == [
        #".lineItems[0].network.ready: networkKeyWithoutEffect("ready", className: "\#(Self.className)")"#
      ])
  }

  @Test func bannerImpressionIsTheSDKsAndATapClicksOpensAndLeaves() throws {
    let records = try RecordObjects.records(Self.config("banner", app: #"{"clicks": [{"atMs": 2000}]}"#))
    #expect(RecordObjects.names(records, "event", "name") == ["reportAdClicked", "onAdOpened", "onAdLeftApplication"])
    // `SampleAdView` reports the tap as `onAdFullScreen`.
    #expect(RecordObjects.names(records, "network", "callback").last == "onAdFullScreen")
    #expect(try RecordObjects.result(records)["impressions"] as? Int == 1)
  }
}
