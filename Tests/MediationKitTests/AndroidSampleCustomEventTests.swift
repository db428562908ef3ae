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

  /// Every record of one run of `text` as its JSON object.
  private static func records(_ text: String) throws -> [[String: Any]] {
    let config = try ConfigLoader.load(Array(text.utf8), registries: .standard)
    let collector = RecordCollector()
    Simulator.trace(config, seed: config.seed, registries: .standard, into: collector)
    return try collector.records.map { record in
      var writer = JSONWriter()
      writer.write(record)
      return try #require(JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
    }
  }

  /// The records of the iOS twin of the Android config `text`.
  private static func twinRecords(_ text: String) throws -> [[String: Any]] {
    try records(String(decoding: TwinTranslation.ios(fromAndroid: Array(text.utf8)), as: UTF8.self))
  }

  private static func all(_ records: [[String: Any]], _ type: String) -> [[String: Any]] {
    records.filter { $0["type"] as? String == type }
  }

  private static func first(_ records: [[String: Any]], _ type: String) throws -> [String: Any] {
    try #require(all(records, type).first)
  }

  private static func names(_ records: [[String: Any]], _ type: String, _ key: String) -> [String] {
    all(records, type).compactMap { $0[key] as? String }
  }

  private static func result(_ records: [[String: Any]]) throws -> [String: Any] { try first(records, "result") }

  @Test func setsUpAtOnceAndReportsItsVersionsAsJavaReadsThem() throws {
    let setUp = try Self.first(Self.records(Self.config("rewarded")), "setUp")
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
      let loadResult = try Self.first(Self.records(Self.config(format, network: network)), "loadResult")
      let error = try #require(loadResult["error"] as? [String: Any])
      #expect(error["domain"] as? String == "com.google.ads.mediation.sample.sdk", "\(format)")
      #expect(error["code"] as? Int == code, "\(format)")
      #expect(error["message"] as? String == name, "\(format)")
    }
  }

  /// `TextUtils.isEmpty`: an empty parameter and an absent one alike.
  @Test(arguments: ["rewarded", "rewardedInterstitial", "interstitial", "banner"], ["", nil])
  func anEmptyParameterFailsBeforeTheNetwork(format: String, parameter: String?) throws {
    let records = try Self.records(Self.config(format, parameter: parameter))
    #expect(Self.all(records, "network").isEmpty)
    let load = try Self.first(records, "load")
    #expect(load["request"] is NSNull)
    let loadResult = try Self.first(records, "loadResult")
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
      try #require(Self.first(Self.records(Self.config(format, request: test)), "load")["request"] as? [String: Any])
    }
    let rewarded = try request("rewarded")
    #expect(rewarded["testMode"] as? Bool == false)
    #expect(rewarded["keywords"] == nil)
    #expect(Set(rewarded.keys) == ["testMode", "mute", "debugLogging", "placement"])
    let interstitial = try request("interstitial")
    #expect(interstitial["testMode"] as? Bool == true)
    #expect(interstitial["keywords"] as? [String] == [])
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
    #expect(Self.names(try Self.records(text), "loadResult", "outcome") == ["formatNotSupported"])
  }

  // MARK: Where the registered twins differ

  @Test func rewardedImpressionAndRewardEvent() throws {
    let text = Self.config("rewarded")
    let android = try Self.records(text)
    let ios = try Self.twinRecords(text)
    #expect(try Self.result(android)["impressions"] as? Int == 1)
    #expect(try Self.result(ios)["impressions"] as? Int == 0)
    #expect(
      Self.names(android, "event", "name") == [
        "onAdOpened", "onVideoStart", "reportAdImpression", "onUserEarnedReward(RewardItem)", "onVideoComplete",
        "onAdClosed",
      ])
    #expect(Self.names(ios, "event", "name").contains("didRewardUser"))
    #expect(Self.names(android, "violation", "rule") == ["deprecatedRewardEvent"])
  }

  @Test func completionGuard() throws {
    let network = #"{"load": {"outcome": "fill", "latencyMs": 200, "duplicateCallbackAfterMs": 100}}"#
    let text = Self.config("rewarded", network: network)
    let android = Self.names(try Self.records(text), "violation", "rule")
    #expect(android.contains("completionCalledTwice"))
    #expect(android.contains("eventWithoutDelegate"))
    let ignored = Self.names(try Self.records(text), "ignored", "reason")
    #expect(ignored.first == "duplicateCompletion")
    #expect(ignored.dropFirst().allSatisfy { $0 == "nullCallback" } && ignored.count > 1, "\(ignored)")
    #expect(!Self.names(try Self.twinRecords(text), "violation", "rule").contains("completionCalledTwice"))
  }

  @Test func missingParameterAndLoadFailureErrors() throws {
    func error(_ records: [[String: Any]]) throws -> [String: Any] {
      try #require(Self.first(records, "loadResult")["error"] as? [String: Any])
    }
    // The iOS twin's missing parameter is an absent key (its Sample SDK loads on an empty one).
    let empty = Self.config("rewarded", parameter: nil)
    #expect(try error(Self.twinRecords(empty))["domain"] as? String == "com.google.customevent.samplenetwork")
    #expect(try error(Self.records(empty))["domain"] as? String == "com.google.ads.mediation.sample.customevent")
    let failing = Self.config("rewarded", network: #"{"load": {"outcome": "noFill", "latencyMs": 50}}"#)
    let ios = try error(Self.twinRecords(failing))
    #expect(ios["code"] as? Int == 101)
    #expect((ios["message"] as? String)?.hasPrefix("Sample SDK returned an ad load failure callback") == true)
    let android = try error(Self.records(failing))
    #expect(android["code"] as? Int == 2)
    #expect(android["message"] as? String == "NO_INVENTORY")
  }

  @Test func interstitialNotReadyShowsAnyway() throws {
    let network = #"{"load": {"outcome": "fill", "latencyMs": 100}, "ready": false}"#
    let text = Self.config("interstitial", network: network)
    let android = try Self.records(text)
    #expect(try Self.result(android)["presented"] as? Bool == true)
    #expect(Self.names(android, "event", "name") == ["reportAdImpression", "onAdOpened", "onAdClosed"])
    #expect(Self.names(android, "violation", "rule").isEmpty)
    let ios = try Self.twinRecords(text)
    #expect(try Self.result(ios)["presented"] as? Bool == false)
    #expect(Self.names(ios, "violation", "rule").contains("presentNeverAnswered"))
  }

  @Test func rewardedInterstitialIsServedAsRewarded() throws {
    let text = Self.config("rewardedInterstitial")
    let android = try Self.records(text)
    #expect(try Self.result(android)["filled"] as? Bool == true)
    #expect(Self.names(android, "network", "callback").first == "onRewardedAdLoaded")
    #expect(Self.names(android, "event", "name").contains("onUserEarnedReward(RewardItem)"))
    #expect(Self.names(try Self.twinRecords(text), "loadResult", "outcome") == ["formatNotSupported"])
  }

  @Test func bannerImpressionAtLoad() throws {
    let text = Self.config("banner", app: "{}")
    let android = try Self.records(text)
    #expect(try Self.result(android)["impressions"] as? Int == 1)
    // The adapter's impression, right after the fill: no `sdk` record of the SDK's own impression.
    let types = android.compactMap { $0["type"] as? String }
    #expect(types.contains("event"))
    #expect(!Self.names(android, "sdk", "call").contains("recordImpression"))
    #expect(try Self.first(android, "event")["name"] as? String == "reportAdImpression")
    let ios = try Self.twinRecords(text)
    #expect(try Self.result(ios)["impressions"] as? Int == 1)
    #expect(Self.all(ios, "event").isEmpty)
  }
}
