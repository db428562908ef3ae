import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Seed 003: ad types, Ad Manager's own creatives, what the app does with
/// them, and the SDK's answers.
struct AdManagerTests {
  private func nativeConfig(_ lineItems: String, request: String = "{}", app: String = "{}", extra: String = "")
    -> String
  {
    """
    {"adUnit": {"id": "/6499/example/native", "format": "native"}, "request": {"native": \(request)},
     "lineItems": [\(lineItems)], "app": \(app)\(extra)}
    """
  }

  @Test func theDefaultAdTypesKeepMediatedAdsAndAddCustomFormatsWithTheirIds() throws {
    let plain = try ConfigLoader.load(Array(nativeConfig(#"{"label": "A", "className": "SampleCustomEvent"}"#).utf8))
    #expect(plain.request.native.adTypes == [.unified, .appInstall, .content])
    let withIds = try ConfigLoader.load(
      Array(
        nativeConfig(#"{"label": "A", "className": "SampleCustomEvent"}"#, request: #"{"customFormatIds": ["1"]}"#).utf8
      ))
    #expect(withIds.request.native.adTypes == [.unified, .appInstall, .content, .customFormat])
  }

  @Test func readsAnAdManagerCreativeWithTheSeedsDefaults() throws {
    let config = try ConfigLoader.load(
      Array(nativeConfig(#"{"label": "D", "adManager": {"type": "customFormat", "formatId": "10063170"}}"#).utf8))
    let item = config.lineItems[0]
    #expect(item.className == googleAdNetworkClassName && item.parameter == nil)
    let custom = try #require(item.adManager?.custom)
    #expect(custom.assets.map(\.key) == ["Headline", "MainImage", "Caption"])
    #expect(custom.destinationUrl == "https://www.example.com/" && custom.deepLinks.isEmpty)
    #expect(config.customFormats == [.seedExample])
  }

  @Test func passesOverWhatTheAppDidNotAskFor() throws {
    let json = nativeConfig(
      """
      {"label": "Mediated", "className": "SampleCustomEvent", "parameter": "m"},
      {"label": "Custom", "adManager": {"type": "customFormat", "formatId": "10063170"}},
      {"label": "Content", "adManager": {"type": "content"}}
      """, request: #"{"adTypes": ["content", "customFormat"], "customFormatIds": ["42"]}"#)
    let lines = try trace(json).lines
    #expect(lines.contains("0 loadResult Mediated ineligible 0"))
    #expect(lines.contains("0 loadResult Custom ineligible 0"))
    #expect(lines.contains("0 loadResult Content fill 0"))
  }

  @Test func givesTheFirstImageUnlessTheAppAskedForAll() throws {
    let item =
      #"{"label": "A", "adManager": {"type": "appInstall", "images": [{"url": "https://e.x/1"}, {"url": "https://e.x/2"}]}}"#
    for (multiple, count) in [(false, 1), (true, 2)] {
      let collector = try trace(nativeConfig(item, request: #"{"shouldRequestMultipleImages": \#(multiple)}"#))
      let ad = try #require(collector.records.compactMap { if case .ad(let ad) = $0.body { ad } else { nil } }.first)
      #expect(ad.assets?.images?.count == count)
      #expect(ad.assets?.images?.first?.imageURL == "https://e.x/1" && ad.assets?.images?.first?.image != nil)
    }
  }

  @Test func resolvesCustomFormatClicksInTheSeedsOrder() throws {
    let item = #"""
      {"label": "C", "adManager": {"type": "customFormat", "formatId": "10063170",
       "deepLinks": ["notinstalled://a", "shop://b"], "destinationUrl": "https://example.com/d"}}
      """#
    let app = #"""
      {"installedApps": ["shop"], "clicks": [
        {"atMs": 1, "asset": "MainImage", "customClickHandler": true},
        {"atMs": 2, "asset": "MainImage"},
        {"atMs": 3, "asset": "MainImage", "installedApps": ["other"]},
        {"atMs": 4, "asset": "background"},
        {"atMs": 5, "asset": "headline"}]}
      """#
    let collector = try trace(nativeConfig(item, request: #"{"customFormatIds": ["10063170"]}"#, app: app))
    let clicks = collector.records.compactMap { if case .click(let click) = $0.body { click.resolution } else { nil } }
    #expect(
      clicks == [
        .counted(.customClickHandler), .counted(.deepLink("shop://b")), .counted(.browser("https://example.com/d")),
        .notAClick(.emptySpace), .notAClick(.noSuchAsset),
      ])
    guard case .result(let result)? = collector.records.last?.body else {
      Issue.record("no result")
      return
    }
    #expect(result.clicks == 3)
  }

  @Test func countsOneImpressionOfACustomFormatAdAndShowsTheRepeats() throws {
    let item = #"{"label": "C", "adManager": {"type": "customFormat", "formatId": "10063170"}}"#
    let collector = try trace(
      nativeConfig(item, request: #"{"customFormatIds": ["10063170"]}"#, app: #"{"recordImpressionsAtMs": [0, 5, 9]}"#))
    let lines = collector.lines
    #expect(lines.filter { $0.hasSuffix("ignored C recordImpression duplicateImpression") }.count == 2)
    guard case .result(let result)? = collector.records.last?.body else {
      Issue.record("no result")
      return
    }
    #expect(result.impressions == 1)
  }

  @Test func aTapIsAClickOnlyOnARegisteredAssetTheAdHas() throws {
    let item =
      #"{"label": "S", "className": "SampleCustomEvent", "parameter": "s", "network": {"ad": {"headline": "H", "body": "B"}}}"#
    let app = #"""
      {"registeredAssets": ["headline"], "clicks": [{"atMs": 1, "asset": "headline"}, {"atMs": 2, "asset": "body"},
        {"atMs": 3, "asset": "icon"}, {"atMs": 4, "asset": "adChoices"}, {"atMs": 5, "asset": "background"}]}
      """#
    let collector = try trace(nativeConfig(item, app: app))
    let reasons = collector.records.compactMap { if case .click(let click) = $0.body { click.resolution } else { nil } }
    #expect(
      reasons == [
        .notAClick(.notRegistered), .notAClick(.noSuchAsset), .notAClick(.adChoices), .notAClick(.emptySpace),
      ])
    #expect(collector.lines.contains("1 sdk S didRecordClickOnAsset headline"))
  }

  @Test func flagsAnAdRenderedMoreThanAnHourAfterItLoaded() throws {
    let item = #"{"label": "A", "adManager": {"type": "content"}}"#
    let onTime = try trace(nativeConfig(item, app: #"{"renderAfterMs": 3600000}"#)).lines
    #expect(!onTime.contains { $0.contains("staleNativeAdRendered") })
    let late = try trace(nativeConfig(item, app: #"{"renderAfterMs": 3600001}"#)).lines
    #expect(late.contains("3600001 violation A staleNativeAdRendered"))
  }

  @Test func refusesARequestWhileTheLoaderStillLoads() throws {
    let item = #"{"label": "A", "adManager": {"type": "content"}, "network": {"load": {"latencyMs": 100}}}"#
    let early = try trace(nativeConfig(item, app: #"{"loadAgainAfterMs": 99}"#)).lines
    #expect(early.contains("99 requestRefused 0") && early.contains("99 violation - requestWhileLoading"))
    // At the very millisecond the walk ends, the request is still the loader's: refused.
    let atTheEnd = try trace(nativeConfig(item, app: #"{"loadAgainAfterMs": 100}"#)).lines
    #expect(atTheEnd.contains("100 requestRefused 0") && atTheEnd.contains("100 violation - requestWhileLoading"))
    let after = try trace(nativeConfig(item, app: #"{"loadAgainAfterMs": 101}"#)).lines
    #expect(after.contains("101 app load") && !after.contains { $0.contains("requestRefused") })
  }

  @Test func readsURLSchemes() {
    #expect(URLScheme.of("exampleapp://item/1") == "exampleapp")
    #expect(URLScheme.of("HTTPS://example.com") == "https")
    #expect(URLScheme.of("no scheme") == nil && URLScheme.of("1abc://x") == nil && URLScheme.of("://x") == nil)
  }
}
