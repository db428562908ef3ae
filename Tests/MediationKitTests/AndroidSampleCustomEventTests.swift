import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationKit

/// Android's registered `com.google.ads.mediation.sample.customevent.SampleCustomEvent` (android.md, "What each
/// registered class does"): its error table, the requests each format passes, and the rows of "Where the
/// registered twins differ" that apply before native is built, each against its iOS twin (`TwinTranslation`).
struct AndroidSampleCustomEventTests {
  private static let className = "com.google.ads.mediation.sample.customevent.SampleCustomEvent"

  /// An Android config of one ad unit of `format` and one line item of the custom event.
  private static func config(
    _ format: String, parameter: String? = "unit-a",
    network: String = #"{"load": {"outcome": "fill", "latencyMs": 100}}"#,
    request: String = "{}", app: String? = nil
  ) -> String {
    let app = app ?? (format == "banner" ? "{}" : #"{"presentAfterMs": 1000}"#)
    let adUnit =
      switch format {
      case "banner": #"{"id": "/1/b", "format": "banner", "size": "banner"}"#
      case "interstitial": #"{"id": "/1/i", "format": "interstitial"}"#
      default: #"{"id": "/1/r", "format": "\#(format)", "reward": {"type": "coins", "amount": 10}}"#
      }
    let parameterKey = parameter.map { #""parameter": "\#($0)", "# } ?? ""
    return """
      {"platform": "android", "adUnit": \(adUnit), "request": \(request),
       "lineItems": [{"label": "Sample", "className": "\(className)", \(parameterKey)"network": \(network)}],
       "app": \(app)}
      """
  }

  @Test func setsUpAtOnceAndReportsItsVersionsAsJavaReadsThem() throws {
    let setUp = try RecordObjects.first(RecordObjects.records(Self.config("rewarded")), "setUp")
    #expect(setUp["adapterVersion"] as? String == "1.0.0")
    #expect(setUp["adSDKVersion"] as? String == "1.0.0")
    #expect(setUp["t"] as? Int == 0)
  }

  /// `SampleCustomEventError.java:67-92`: each Android Sample SDK code (its ordinal in a config) gives the
  /// custom event's own code and the enum constant's name.
  @Test(arguments: [(0, 0, "UNKNOWN"), (1, 1, "BAD_REQUEST"), (2, 3, "NETWORK_ERROR"), (3, 2, "NO_INVENTORY")])
  func aNetworkFailureIsTheCustomEventsCodeAndTheEnumName(sdkCode: Int, code: Int, name: String) throws {
    for format in ["rewarded", "interstitial", "banner"] {
      let network = #"{"load": {"outcome": "error", "latencyMs": 50, "errorCode": \#(sdkCode)}}"#
      let loadResult = try RecordObjects.first(
        RecordObjects.records(Self.config(format, network: network)), "loadResult")
      let error = try #require(loadResult["error"] as? [String: Any])
      #expect(error["domain"] as? String == "com.google.ads.mediation.sample.sdk", "\(format)")
      #expect(error["code"] as? Int == code, "\(format)")
      #expect(error["message"] as? String == name, "\(format)")
    }
  }

  /// `TextUtils.isEmpty`: an empty parameter and an absent one alike.
  @Test(arguments: ["rewarded", "rewardedInterstitial", "interstitial", "banner"], ["", nil])
  func anEmptyParameterFailsBeforeTheNetwork(format: String, parameter: String?) throws {
    let records = try RecordObjects.records(Self.config(format, parameter: parameter))
    #expect(RecordObjects.all(records, "network").isEmpty)
    let load = try RecordObjects.first(records, "load")
    #expect(load["request"] is NSNull)
    let loadResult = try RecordObjects.first(records, "loadResult")
    #expect(loadResult["outcome"] as? String == "error")
    #expect(loadResult["latencyMs"] as? Int == 0)
    let error = try #require(loadResult["error"] as? [String: Any])
    #expect(error["domain"] as? String == "com.google.ads.mediation.sample.customevent")
    #expect(error["code"] as? Int == 101)
    #expect(error["message"] as? String == "Ad unit id is empty")
  }

  /// The request's keys: rewarded a bare `SampleAdRequest` (no test mode even in a test request), the
  /// interstitial and banner `createSampleRequest` (test mode, keywords).
  @Test func eachFormatPassesItsOwnRequest() throws {
    let test = #"{"testMode": true}"#
    func request(_ format: String) throws -> [String: Any] {
      try #require(
        RecordObjects.first(RecordObjects.records(Self.config(format, request: test)), "load")["request"]
          as? [String: Any])
    }
    let rewarded = try request("rewarded")
    #expect(rewarded["testMode"] as? Bool == false)
    #expect(rewarded["keywords"] == nil)
    // Android's `SampleAdRequest` has no `mute` and its ads no debug logging: none of iOS's request members.
    #expect(Set(rewarded.keys) == ["testMode", "placement"])
    let iosTwin = try #require(
      RecordObjects.first(RecordObjects.twinRecords(Self.config("rewarded", request: test)), "load")["request"]
        as? [String: Any])
    #expect(Set(iosTwin.keys) == ["testMode", "mute", "debugLogging", "placement"])
    let interstitial = try request("interstitial")
    #expect(interstitial["testMode"] as? Bool == true)
    #expect(interstitial["keywords"] as? [String] == [])
    #expect(Set(interstitial.keys) == ["testMode", "keywords", "placement"])
    let banner = try request("banner")
    #expect(banner["testMode"] as? Bool == true)
    #expect(banner["keywords"] as? [String] == [])
    #expect(Set(banner.keys) == ["testMode", "adSize", "keywords", "placement"])
  }

  @Test func nativeIsNotServedYet() throws {
    let text = """
      {"platform": "android", "adUnit": {"id": "/1/n", "format": "native"},
       "lineItems": [{"label": "Sample", "className": "\(Self.className)", "parameter": "p"}]}
      """
    #expect(RecordObjects.names(try RecordObjects.records(text), "loadResult", "outcome") == ["formatNotSupported"])
  }

  // MARK: Where the registered twins differ

  @Test func rewardedImpressionAndRewardEvent() throws {
    let text = Self.config("rewarded")
    let android = try RecordObjects.records(text)
    let ios = try RecordObjects.twinRecords(text)
    #expect(try RecordObjects.result(android)["impressions"] as? Int == 1)
    #expect(try RecordObjects.result(ios)["impressions"] as? Int == 0)
    #expect(
      RecordObjects.names(android, "event", "name") == [
        "onAdOpened", "onVideoStart", "reportAdImpression", "onUserEarnedReward(RewardItem)", "onVideoComplete",
        "onAdClosed",
      ])
    #expect(RecordObjects.names(ios, "event", "name").contains("didRewardUser"))
    #expect(RecordObjects.names(android, "violation", "rule") == ["deprecatedRewardEvent"])
  }

  @Test func completionGuard() throws {
    let network = #"{"load": {"outcome": "fill", "latencyMs": 200, "duplicateCallbackAfterMs": 100}}"#
    let text = Self.config("rewarded", network: network)
    let android = RecordObjects.names(try RecordObjects.records(text), "violation", "rule")
    #expect(android.contains("completionCalledTwice"))
    #expect(android.contains("eventWithoutDelegate"))
    let ignored = RecordObjects.names(try RecordObjects.records(text), "ignored", "reason")
    #expect(ignored.first == "duplicateCompletion")
    #expect(ignored.dropFirst().allSatisfy { $0 == "nullCallback" } && ignored.count > 1, "\(ignored)")
    #expect(
      !RecordObjects.names(try RecordObjects.twinRecords(text), "violation", "rule").contains("completionCalledTwice"))
  }

  @Test func missingParameterAndLoadFailureErrors() throws {
    func error(_ records: [[String: Any]]) throws -> [String: Any] {
      try #require(RecordObjects.first(records, "loadResult")["error"] as? [String: Any])
    }
    // The iOS twin's missing parameter is an absent key (its Sample SDK loads on an empty one).
    let empty = Self.config("rewarded", parameter: nil)
    #expect(try error(RecordObjects.twinRecords(empty))["domain"] as? String == "com.google.customevent.samplenetwork")
    #expect(
      try error(RecordObjects.records(empty))["domain"] as? String == "com.google.ads.mediation.sample.customevent")
    let failing = Self.config("rewarded", network: #"{"load": {"outcome": "noFill", "latencyMs": 50}}"#)
    let ios = try error(RecordObjects.twinRecords(failing))
    #expect(ios["code"] as? Int == 101)
    #expect((ios["message"] as? String)?.hasPrefix("Sample SDK returned an ad load failure callback") == true)
    let android = try error(RecordObjects.records(failing))
    #expect(android["code"] as? Int == 2)
    #expect(android["message"] as? String == "NO_INVENTORY")
  }

  @Test func interstitialNotReadyShowsAnyway() throws {
    let network = #"{"load": {"outcome": "fill", "latencyMs": 100}, "ready": false}"#
    let text = Self.config("interstitial", network: network)
    let android = try RecordObjects.records(text)
    #expect(try RecordObjects.result(android)["presented"] as? Bool == true)
    #expect(RecordObjects.names(android, "event", "name") == ["reportAdImpression", "onAdOpened", "onAdClosed"])
    #expect(RecordObjects.names(android, "violation", "rule").isEmpty)
    let ios = try RecordObjects.twinRecords(text)
    #expect(try RecordObjects.result(ios)["presented"] as? Bool == false)
    #expect(RecordObjects.names(ios, "violation", "rule").contains("presentNeverAnswered"))
  }

  @Test func rewardedInterstitialIsServedAsRewarded() throws {
    let text = Self.config("rewardedInterstitial")
    let android = try RecordObjects.records(text)
    #expect(try RecordObjects.result(android)["filled"] as? Bool == true)
    #expect(RecordObjects.names(android, "network", "callback").first == "onRewardedAdLoaded")
    #expect(RecordObjects.names(android, "event", "name").contains("onUserEarnedReward(RewardItem)"))
    #expect(RecordObjects.names(try RecordObjects.twinRecords(text), "loadResult", "outcome") == ["formatNotSupported"])
  }

  /// `SampleAdView`'s click listener calls `onAdFullScreen` (sdk `SampleAdView.java:98-103`): the tap's network
  /// record names it, and the custom event opens, leaves the application and clicks (`:122-128`).
  @Test func aBannerTapIsOnAdFullScreen() throws {
    let records = try RecordObjects.records(Self.config("banner", app: #"{"clicks": [{"atMs": 2000}]}"#))
    #expect(RecordObjects.names(records, "network", "callback") == ["onAdFetchSucceeded", "onAdFullScreen"])
    #expect(
      RecordObjects.names(records, "event", "name") == [
        "reportAdImpression", "onAdOpened", "onAdLeftApplication", "reportAdClicked",
      ])
  }

  /// android.md: `network.ready: false` and `expiresAfterMs` have no effect on the interstitial (a warning names
  /// each); a rewarded ad checks readiness, so there they are no warning.
  @Test func readinessKeysOnTheInterstitialAreWarnings() throws {
    let network = #"{"load": "fill", "ready": false, "expiresAfterMs": 500}"#
    func warnings(_ format: String) throws -> [String] {
      try ConfigLoader.read(Array(Self.config(format, network: network).utf8), registries: .standard).warnings.map {
        "\($0.path): \($0.problem)"
      }
    }
    #expect(
      try warnings("interstitial") == [
        #".lineItems[0].network.ready: networkKeyWithoutEffect("ready", className: "\#(Self.className)")"#,
        #".lineItems[0].network.expiresAfterMs: networkKeyWithoutEffect("expiresAfterMs", className: "\#(Self.className)")"#,
      ])
    #expect(try warnings("rewarded") == [])
  }

  @Test func bannerImpressionAtLoad() throws {
    let text = Self.config("banner", app: "{}")
    let android = try RecordObjects.records(text)
    #expect(try RecordObjects.result(android)["impressions"] as? Int == 1)
    // The adapter's impression, right after the fill: no `sdk` record of the SDK's own impression.
    let types = android.compactMap { $0["type"] as? String }
    #expect(types.contains("event"))
    #expect(!RecordObjects.names(android, "sdk", "call").contains("recordImpression"))
    #expect(try RecordObjects.first(android, "event")["name"] as? String == "reportAdImpression")
    let ios = try RecordObjects.twinRecords(text)
    #expect(try RecordObjects.result(ios)["impressions"] as? Int == 1)
    #expect(RecordObjects.all(ios, "event").isEmpty)
  }
}
