import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// A profile's native asset mapping (`native.assets`), its image download
/// policies, extras applied at present, and the app's untracking
/// (profiles.md, "Native assets", "Extras applied at present", "After the ad").
struct NativeAssetMappingTests {
  private func nativeConfig(profile: String, network: String = "{}", app: String = "{}") -> String {
    #"""
    {"adUnit": {"id": "/1/n", "format": "native"}, "adapters": {"Acme": \#(profile)},
     "lineItems": [{"label": "P", "className": "Acme", "parameter": "p", "network": \#(network)},
                   {"label": "Backup", "className": "SampleCustomEvent", "parameter": "b"}],
     "app": \#(app)}
    """#
  }

  /// The assets of the run's `ad` record.
  private func assets(_ json: String) throws -> NativeAssets {
    let collector = try trace(json)
    let record = try #require(collector.records.first { $0.body.type == "ad" })
    guard case .ad(let ad) = record.body else { throw Unexpected() }
    return try #require(ad.assets)
  }

  private struct Unexpected: Error {}

  @Test func aProfileWithoutAssetsMapsAsTheSampleCustomEvent() throws {
    let profiled = try assets(nativeConfig(profile: #"{"formats": ["native"]}"#))
    let sample = try assets(
      #"{"adUnit": {"id": "/1/n", "format": "native"}, "lineItems": [{"label": "P", "className": "SampleCustomEvent", "parameter": "p"}]}"#
    )
    for field in AdAssetField.allCases {
      #expect(field.value(in: profiled) == field.value(in: sample), "\(field)")
    }
    #expect(
      profiled.mapped
        == NativeAssets.Mapped(
          handlesUserImpressions: false, handlesUserClicks: false, adChoicesView: true, mediaView: true))
  }

  @Test func remapsAndDropsAssetsAsTheProfileSays() throws {
    let profile = #"""
      {"formats": ["native"], "native": {"assets": {"advertiser": "headline", "headline": "body", "starRating": "none",
        "images": "icon", "icon": "none", "extraAssets": {"Price": "price", "Store": "store"}, "hasVideoContent": true,
        "adChoicesView": false, "mediaView": false}}}
      """#
    let network =
      #"{"ad": {"headline": "H", "body": "B", "price": "$1", "starRating": 3, "hasVideo": true, "icon": {"url": "https://e.x/i.png"}}}"#
    let mapped = try assets(nativeConfig(profile: profile, network: network))
    #expect(mapped.headline == "B" && mapped.advertiser == "H" && mapped.body == "B")
    #expect(mapped.starRating == nil && mapped.icon == nil)
    #expect(mapped.images?.count == 1 && mapped.images?.first?.image?.width == 50)
    // A listed extra asset is there even when the network has none (the seeds' `?? ""`).
    #expect(mapped.extraAssets.map { $0.map { "\($0.key)=\($0.value)" } } == ["Price=$1", "Store="])
    #expect(mapped.hasVideoContent && mapped.adChoicesPosition == nil)
    #expect(mapped.mapped?.adChoicesView == false && mapped.mapped?.mediaView == false)
    let none = try assets(nativeConfig(profile: #"{"formats": ["native"], "native": {"assets": {"extraAssets": {}}}}"#))
    #expect(none.extraAssets == nil)
  }

  @Test(arguments: [
    ("none", #"null"#), ("url", #"{"url":"https://e.x/i.png","scale":2,"loaded":false}"#),
  ])
  func anIconThatFailedToDownloadIsWhatThePolicySays(policy: String, icon: String) throws {
    let profile = #"{"formats": ["native"], "native": {"iconOnDownloadFailure": "\#(policy)"}}"#
    let network = #"{"ad": {"headline": "H", "icon": {"url": "https://e.x/i.png", "scale": 2, "download": "fail"}}}"#
    let mapped = try assets(nativeConfig(profile: profile, network: network))
    #expect(AdAssetField.icon.value(in: mapped).text == icon)
  }

  @Test func anImageThatFailedToDownloadFailsTheLoadWhenThePolicySays() throws {
    let profile =
      #"{"formats": ["native"], "native": {"imageOnDownloadFailure": "fail"}, "completion": {"error": {"message": "missing ({networkCode})"}}}"#
    let network = #"{"ad": {"headline": "H", "image": {"url": "https://e.x/i.png", "download": "fail"}}}"#
    let lines = try trace(nativeConfig(profile: profile, network: network)).lines
    #expect(lines.contains("0 network P didReceiveAd"))
    #expect(lines.contains("0 loadResult P error 0"))
    #expect(lines.contains("0 waterfall Backup 0"))
    let collector = try trace(nativeConfig(profile: profile, network: network))
    let result = collector.records.compactMap { record -> LoadResultRecord? in
      if case .loadResult(let result) = record.body { return result }
      return nil
    }
    #expect(result.first?.error?.localizedDescription == "missing (image not downloaded)")
  }

  /// An asset the network's ad does not have at all fails the load under `fail` (an adapter that refuses an ad
  /// without its icon), and is no icon under `none` and `url` (there is no URL to give).
  @Test(arguments: [("fail", true), ("none", false), ("url", false)])
  func anIconTheAdDoesNotHaveIsWhatThePolicySays(policy: String, fails: Bool) throws {
    let profile =
      #"{"formats": ["native"], "native": {"iconOnDownloadFailure": "\#(policy)"}, "completion": {"error": {"message": "missing ({networkCode})"}}}"#
    let network = #"{"ad": {"headline": "H", "icon": null, "image": {"url": "https://e.x/m.png"}}}"#
    let lines = try trace(nativeConfig(profile: profile, network: network)).lines
    #expect(lines.contains("0 loadResult P error 0") == fails)
    if !fails { #expect(try assets(nativeConfig(profile: profile, network: network)).icon == nil) }
  }

  @Test func anEmptyURLIsAFailureEvenWithoutDownloads() throws {
    let profile = #"{"formats": ["native"], "native": {"iconOnDownloadFailure": "none"}}"#
    let network = #"{"ad": {"headline": "H", "icon": {"url": ""}, "image": {"url": "https://e.x/m.png"}}}"#
    var json = nativeConfig(profile: profile, network: network)
    json.removeLast()
    json += #", "request": {"native": {"disableImageLoading": true}}}"#
    let mapped = try assets(json)
    #expect(mapped.icon == nil)
    #expect(mapped.images == [NativeAdImage(url: "https://e.x/m.png", scale: DecimalNumber(integer: 1))])
  }

  @Test func anExtraAppliedAtPresentGoesWithThePresentCall() throws {
    let json = rewardedConfig(
      #"{"label": "M", "className": "Acme", "parameter": "m"}"#,
      extra: #"""
        , "request": {"extras": {"mute": true, "region": "eu"}},
        "adapters": {"Acme": {"formats": ["rewarded"], "extras": {"mute": {"type": "boolean", "appliedAt": "present"}, "region": "string"}}}
        """#)
    let collector = try trace(json)
    var writer = JSONWriter()
    for record in collector.records where record.body.type == "load" || record.body.type == "networkCall" {
      writer.write(record)
      writer.raw("\n")
    }
    let text = String(decoding: writer.bytes, as: UTF8.self)
    #expect(text.contains(#""extras":{"region":"eu"},"placement":"m"}"#))
    #expect(text.contains(#""call":"present","asset":null,"detail":{"mute":true},"thread":"main"}"#))
  }

  @Test func afterTheUntrackTapsAreNotClicksAndAnUnregisteredNetworkStopsTracking() throws {
    let show = #"{"show": [{"atMs": 0, "callback": "impression"}, {"atMs": 200, "callback": "click"}]}"#
    let app =
      #"{"untrackAfterMs": 100, "clicks": [{"atMs": 100, "asset": "headline"}, {"atMs": 150, "asset": "headline"}]}"#
    func profile(_ untrack: String) -> String {
      #"{"formats": ["native"], "native": {"handlesUserImpressions": true, "handlesUserClicks": true, "untrack": "\#(untrack)"}}"#
    }
    let ignoring = try trace(nativeConfig(profile: profile("ignores"), network: show, app: app)).lines
    // The tap at the untrack's own millisecond comes first, while the view is on screen.
    #expect(
      ignoring.drop { $0 != "100 app click headline" }.prefix(6) == [
        "100 app click headline", "100 network P click", "100 event P reportClick", "100 app untrack",
        "100 sdk P didUntrackView", "150 app click headline",
      ])
    #expect(ignoring.contains { $0.hasPrefix("150 click P headline") && $0.hasSuffix("untracked)") })
    #expect(ignoring.contains("200 violation P reportAfterUntrack"))
    let unregistering = try trace(nativeConfig(profile: profile("unregisters"), network: show, app: app)).lines
    #expect(unregistering.contains("100 networkCall P unregisterView"))
    #expect(!unregistering.contains { $0.hasPrefix("200 ") })
    #expect(!unregistering.contains { $0.contains("violation") })
  }

  @Test func checksAssetsAndNetworkCalls() throws {
    let json = nativeConfig(
      profile: #"{"formats": ["native"], "native": {"assets": {"advertiser": "headline"}}}"#,
      app: #"{"clicks": [{"atMs": 0, "asset": "advertiser"}]}"#)
    var config = try ConfigLoader.load(Array(json.utf8))
    var expect = json
    expect.removeLast()
    expect += #"""
      , "expect": {"assets": {"advertiser": "Sample App!", "starRating": 4.500, "icon": {"url": null, "scale": 1.0, "loaded": true}, "mediaView": false},
                   "networkCalls": {"P": ["recordImpression", "handleClick"], "Backup": ["present"]}}}
      """#
    let problems = configProblems(expect)
    #expect(problems == [".expect.networkCalls.Backup[0]"])
    expect = expect.replacingOccurrences(of: #", "Backup": ["present"]"#, with: "")
    config = try ConfigLoader.load(Array(expect.utf8))
    let checks = Simulator.trace(config, seed: 0, into: DiscardingSink()).checks
    #expect(checks.map(\.passed) == [true, true, true, false, true])
    #expect(checks.last?.actual == .strings(["recordImpression", "handleClick"]))
  }

  /// The paths of the problems reading `json` reports.
  private func configProblems(_ json: String) -> [String] {
    do {
      _ = try ConfigLoader.load(Array(json.utf8))
      return []
    } catch {
      guard case .invalid(let diagnostics, _) = error else { return [] }
      return diagnostics.map(\.path.description)
    }
  }
}
