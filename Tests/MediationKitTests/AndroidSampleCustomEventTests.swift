import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationKit

/// Android's registered `com.google.ads.mediation.sample.customevent.SampleCustomEvent` (android.md, "What each
/// registered class does"): its error table, the requests each format passes, and the rows of "Where the
/// registered twins differ", each against its iOS twin (`TwinTranslation`).
struct AndroidSampleCustomEventTests {
  private static let className = "com.google.ads.mediation.sample.customevent.SampleCustomEvent"

  /// An Android config of one ad unit of `format` and one line item of the custom event.
  private static func config(
    _ format: String, parameter: String? = "unit-a",
    network: String = #"{"load": {"outcome": "fill", "latencyMs": 100}}"#,
    request: String = "{}", app: String? = nil
  ) -> String {
    let app = app ?? (format == "banner" || format == "native" ? "{}" : #"{"presentAfterMs": 1000}"#)
    let adUnit =
      switch format {
      case "banner": #"{"id": "/1/b", "format": "banner", "size": "banner"}"#
      case "native": #"{"id": "/1/n", "format": "native"}"#
      case "interstitial": #"{"id": "/1/i", "format": "interstitial"}"#
      case "appOpen": #"{"id": "/1/a", "format": "appOpen"}"#
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

  /// `TextUtils.isEmpty`: an empty parameter and an absent one alike (`SampleNativeCustomEventLoader.java:71-76` for
  /// native).
  @Test(arguments: ["rewarded", "rewardedInterstitial", "interstitial", "banner", "native", "appOpen"], ["", nil])
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

  /// A native line item of the custom event (or of the class `lineItemClass` names, with its own keys) with `ad`
  /// as the network's creative, rendered at 300 ms.
  /// A profile that serves native, for `lineItemClass: profiledClass`.
  private static let nativeProfile = #"{"com.example.P": {"formats": ["native"]}}"#
  private static let profiledClass = #""className": "com.example.P", "parameter": "p""#

  private static func nativeConfig(
    ad: String?, show: String = "[]", request: String = "{}",
    lineItemClass: String = #""className": "\#(className)", "parameter": "p""#, adapters: String? = nil
  ) -> String {
    """
    {"platform": "android", "adUnit": {"id": "/1/n", "format": "native"}, "request": \(request),
     \(adapters.map { #""adapters": \#($0),"# } ?? "")
     "lineItems": [{"label": "Sample", \(lineItemClass),
       "network": {"load": {"outcome": "fill", "latencyMs": 100}, \(ad.map { #""ad": \#($0),"# } ?? "")
         "show": \(show)}}],
     "app": {"renderAfterMs": 300}}
    """
  }

  /// `SampleNativeAdMapper.java:38-69`: the price in the currency format, the star rating a `double`, the extras
  /// Bundle, the information icon, SDK tracking, and no media view whatever the network's ad has.
  @Test func nativeMapsAsTheSampleMapperDoes() throws {
    let text = Self.nativeConfig(
      ad: #"{"headline": "H", "price": 1234.5, "degreeOfAwesomeness": "Very", "hasVideo": true}"#)
    let records = try RecordObjects.records(text)
    let ad = try RecordObjects.first(records, "ad")
    let assets = try #require(ad["assets"] as? [String: Any])
    #expect(assets["price"] as? String == "$1,234.50")
    #expect(assets["starRating"] as? Int == 0)
    #expect(assets["extraAssets"] as? [String: String] == ["DegreeOfAwesomeness": "Very"])
    #expect(assets["adChoicesView"] as? Bool == true)
    #expect(assets["mediaView"] as? Bool == false)
    #expect(assets["hasVideoContent"] as? Bool == false)
    #expect(assets["handlesUserImpressions"] as? Bool == false)
    #expect(RecordObjects.names(records, "sdk", "call") == ["trackViews", "recordImpression"])
    #expect(RecordObjects.names(records, "networkCall", "call") == ["recordImpression"])
    #expect(try RecordObjects.result(records)["impressions"] as? Int == 1)
    // Where the registered twins differ, native media: iOS's custom event has the network's media view.
    let ios = try RecordObjects.first(RecordObjects.twinRecords(text), "ad")
    #expect((ios["assets"] as? [String: Any])?["mediaView"] as? Bool == true)
  }

  /// `NumberFormat.getCurrencyInstance()` in en-US: two decimals rounded half-even, thousands grouped.
  @Test(arguments: [
    ("1.99", "$1.99"), ("0", "$0.00"), ("2.005", "$2.00"), ("2.015", "$2.02"), ("1000000", "$1,000,000.00"),
  ])
  func nativePriceIsACurrency(price: String, formatted: String) throws {
    let ad = try RecordObjects.first(
      RecordObjects.records(Self.nativeConfig(ad: #"{"price": \#(price)}"#)), "ad")
    #expect((ad["assets"] as? [String: Any])?["price"] as? String == formatted)
  }

  /// `SampleCustomEvent.SAMPLE_SDK_IMAGE_SCALE` (ex `SampleNativeAdMapper.java:45-52`, ad `:44-50`): both Sample
  /// mappers build every image at scale 1, whatever the network's, downloaded or not; a profile keeps the network's.
  @Test(arguments: [Self.className, "com.google.ads.mediation.sample.adapter.SampleAdapter"], [false, true])
  func theSampleMappersImagesHaveScaleOne(className: String, disableImageLoading: Bool) throws {
    let ad = #"{"image": {"url": "https://x/i.png", "scale": 2}, "icon": {"url": "https://x/c.png", "scale": 3}}"#
    let request = #"{"native": {"disableImageLoading": \#(disableImageLoading)}}"#
    let lineItemClass =
      className == Self.className
      ? #""className": "\#(className)", "parameter": "p""#
      : #""className": "\#(className)", "settings": {"ad_unit": "p"}"#
    let text = Self.nativeConfig(ad: ad, request: request, lineItemClass: lineItemClass)
    let assets = try #require(RecordObjects.first(RecordObjects.records(text), "ad")["assets"] as? [String: Any])
    let images = try #require(assets["images"] as? [[String: Any]])
    let icon = try #require(assets["icon"] as? [String: Any])
    #expect(images.count == 1)
    #expect(images.first?["scale"] as? Int == 1)
    #expect(images.first?["url"] as? String == "https://x/i.png")
    #expect(images.first?["loaded"] as? Bool == !disableImageLoading)
    #expect(icon["scale"] as? Int == 1)
    #expect(icon["url"] as? String == "https://x/c.png")
    // A profile's mapper keeps the network's scale.
    let profiled = Self.nativeConfig(
      ad: ad, request: request, lineItemClass: Self.profiledClass, adapters: Self.nativeProfile)
    let profiledAssets = try #require(
      RecordObjects.first(RecordObjects.records(profiled), "ad")["assets"] as? [String: Any])
    #expect((profiledAssets["images"] as? [[String: Any]])?.first?["scale"] as? Int == 2)
    #expect((profiledAssets["icon"] as? [String: Any])?["scale"] as? Int == 3)
  }

  /// `SampleNativeAdMapper.java:45-52`: an ad without image or icon still maps a list of one image and an icon, each
  /// with neither a drawable nor a Uri; the `ad` record shows them so (behaviour.md, "Android").
  @Test func anAdWithoutImagesMapsEmptyOnes() throws {
    let assets = try #require(
      RecordObjects.first(RecordObjects.records(Self.nativeConfig(ad: #"{"headline": "H"}"#)), "ad")["assets"]
        as? [String: Any])
    let empty: NSDictionary = ["url": NSNull(), "scale": 1, "loaded": false]
    #expect((assets["images"] as? [NSDictionary]) == [empty])
    #expect((assets["icon"] as? NSDictionary) == empty)
  }

  /// behaviour.md, "Android": a profile's mapper passes the network's price on as its decimal text, read as
  /// `getPrice()` reads it; the default creative's (`setPrice(1.99)`) is the same price as a scripted 1.99.
  @Test func aProfilesPriceIsItsDecimalTextDefaultCreativeOrNot() throws {
    func price(_ ad: String?) throws -> String? {
      let text = Self.nativeConfig(ad: ad, lineItemClass: Self.profiledClass, adapters: Self.nativeProfile)
      return (try RecordObjects.first(RecordObjects.records(text), "ad")["assets"] as? [String: Any])?["price"]
        as? String
    }
    #expect(try price(nil) == "1.99")
    #expect(try price(#"{"price": 1.99}"#) == "1.99")
    #expect(try price(#"{"price": 1234.5}"#) == "1234.5")
    // The Sample custom event formats the default creative's price as its currency.
    let sample = try RecordObjects.first(RecordObjects.records(Self.nativeConfig(ad: nil)), "ad")
    #expect((sample["assets"] as? [String: Any])?["price"] as? String == "$1.99")
  }

  /// android.md, "Edge cases settled": the Android Sample SDK's price is a `Double`.
  @Test func aNativePriceIsANumberOnAndroid() throws {
    let text = Self.nativeConfig(ad: #"{"price": "$1.99"}"#)
    let error = try #require(throws: ConfigError.self) {
      try ConfigLoader.load(Array(text.utf8), registries: .standard)
    }
    guard case .invalid(let diagnostics, _) = error else {
      Issue.record("expected an invalid config, got \(error)")
      return
    }
    #expect(diagnostics.map { "\($0.path)" } == [".lineItems[0].network.ad.price"])
    #expect(
      diagnostics.map(\.message) == [
        #"expected a number from 0 to 1000000 with at most 6 decimals, found "$1.99""#
      ])
  }

  /// `Double price` is nullable, and both Sample mappers check `getPrice() != null`: `null` is no price, as for
  /// every other asset.
  @Test func aNullNativePriceIsNoPriceOnAndroid() throws {
    let ad = try RecordObjects.first(RecordObjects.records(Self.nativeConfig(ad: #"{"price": null}"#)), "ad")
    let assets = try #require(ad["assets"] as? [String: Any])
    #expect(assets["price"] is NSNull || assets["price"] == nil)
    let absent = try RecordObjects.first(RecordObjects.records(Self.nativeConfig(ad: #"{"headline": "h"}"#)), "ad")
    #expect((absent["assets"] as? [String: Any])?.keys.contains("price") == assets.keys.contains("price"))
  }

  /// `SampleNativeAdMapper.java:65-66` hard-codes SDK tracking: a network that tracks for itself is an error.
  @Test(arguments: ["handlesUserImpressions", "handlesUserClicks"])
  func aNetworkThatTracksIsAConfigError(key: String) throws {
    let text = """
      {"platform": "android", "adUnit": {"id": "/1/n", "format": "native"},
       "lineItems": [{"label": "Sample", "className": "\(Self.className)", "parameter": "p",
         "network": {"\(key)": true}}]}
      """
    let error = try #require(throws: ConfigError.self) {
      try ConfigLoader.load(Array(text.utf8), registries: .standard)
    }
    guard case .invalid(let diagnostics, _) = error else {
      Issue.record("expected an invalid config, got \(error)")
      return
    }
    #expect(diagnostics.map(\.problem) == [.mapperTracksBySDK(Self.className)])
    #expect(diagnostics.map { "\($0.path)" } == [".lineItems[0].network.\(key)"])
  }

  /// `SampleNativeCustomEventLoader.java:82-105`: the native options, and no test mode; `:51-52`: the callback is
  /// kept and never called, so the network's video callbacks reach nothing.
  @Test func nativeRequestAndUnforwardedVideo() throws {
    let text = Self.nativeConfig(
      ad: #"{"hasVideo": true}"#,
      show: #"[{"atMs": 0, "callback": "onVideoStart"}, {"atMs": 10, "callback": "onVideoEnd"}]"#,
      request: #"{"testMode": true, "native": {"disableImageLoading": true, "mediaAspectRatio": "portrait"}}"#)
    let records = try RecordObjects.records(text)
    let load = try RecordObjects.first(records, "load")
    let request = try #require(load["request"] as? [String: Any])
    #expect(request["testMode"] as? Bool == false)
    #expect(request["shouldDownloadImages"] as? Bool == false)
    #expect(request["preferredImageOrientation"] as? String == "portrait")
    #expect(load["method"] as? String == "loadNativeAdMapper")
    #expect(RecordObjects.names(records, "network", "callback") == ["onNativeAdFetched", "onVideoStart", "onVideoEnd"])
    #expect(RecordObjects.all(records, "event").isEmpty)
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

  /// contract2.md section 6: Android's app open loader forwards the impression before `onAdOpened`, no click, and
  /// shows an ad that is not ready; iOS's `SampleCustomEventAppOpen` forwards the click and fails the present of an
  /// ad that is not ready with 102 in the custom event's domain, to its event delegate.
  @Test func appOpenTwinsDiffer() throws {
    let show =
      #"[{"atMs": 0, "callback": "onAdFullScreen"}, {"atMs": 100, "callback": "onAdClicked"}, {"atMs": 5000, "callback": "onAdClosed"}]"#
    let ready = Self.config("appOpen", network: #"{"load": {"outcome": "fill", "latencyMs": 100}, "show": \#(show)}"#)
    let android = try RecordObjects.records(ready)
    #expect(RecordObjects.names(android, "load", "method") == ["loadAppOpenAd"])
    #expect(RecordObjects.names(android, "event", "name") == ["reportAdImpression", "onAdOpened", "onAdClosed"])
    #expect(try RecordObjects.result(android)["clicks"] as? Int == 0)
    let ios = try RecordObjects.twinRecords(ready)
    #expect(RecordObjects.names(ios, "load", "method") == ["loadAppOpenAdForAdConfiguration:completionHandler:"])
    #expect(
      RecordObjects.names(ios, "event", "name") == [
        "willPresentFullScreenView", "reportImpression", "reportClick", "willDismissFullScreenView",
        "didDismissFullScreenView",
      ])
    let notReady = Self.config("appOpen", network: #"{"load": {"outcome": "fill", "latencyMs": 100}, "ready": false}"#)
    #expect(try RecordObjects.result(RecordObjects.records(notReady))["presented"] as? Bool == true)
    let iosNotReady = try RecordObjects.twinRecords(notReady)
    #expect(try RecordObjects.result(iosNotReady)["presented"] as? Bool == false)
    let event = try RecordObjects.first(iosNotReady, "event")
    let error = try #require(event["error"] as? [String: Any])
    #expect(event["name"] as? String == "didFailToPresentWithError")
    #expect(error["domain"] as? String == "com.google.customevent.samplenetwork")
    #expect(error["code"] as? Int == 102)
    #expect(error["message"] as? String == "The app open ad failed to present because the ad was not loaded.")
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
    #expect(try warnings("appOpen") == warnings("interstitial"))
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
