import MediationKit

/// The Sample custom event's mapping of the Sample SDK's native ad onto
/// the SDK's assets (seeds 000 and 002), and of the app's loader options onto
/// the Sample SDK's request: one mapping, which the Sample custom event and
/// every adapter profile share; a profile changes it as data
/// (`NativeAssetMapping`, its `native.assets`).
///
/// A conforming ad keeps the Sample SDK's ad it mapped (`mappedAd`, once
/// loaded) and the images it mapped when the ad arrived; the text assets,
/// the extra assets, the media view and video content follow from
/// `mappedAd` and `assetMapping`.
protocol SampleNativeAdMapping: MediationNativeAd {
  /// The Sample SDK's ad the assets come from, once it loaded.
  var mappedAd: SampleNativeAd? { get }
  /// Which network asset fills which SDK asset.
  var assetMapping: NativeAssetMapping { get }
}

extension SampleNativeAdMapping {
  var assetMapping: NativeAssetMapping { .sample }
  var headline: String? { mappedAd?.text(assetMapping.headline) }
  var body: String? { mappedAd?.text(assetMapping.body) }
  var callToAction: String? { mappedAd?.text(assetMapping.callToAction) }
  var starRating: DecimalNumber? { assetMapping.starRating == .starRating ? mappedAd?.starRating : nil }
  var store: String? { mappedAd?.text(assetMapping.store) }
  var price: String? { mappedAd?.text(assetMapping.price) }
  var advertiser: String? { mappedAd?.text(assetMapping.advertiser) }
  /// As the seeds' `?? ""`: a listed key is there even when the network has
  /// no value; no key listed is nil, as real adapters return.
  var extraAssets: [String: String]? {
    let listed = assetMapping.extraAssets
    guard !listed.isEmpty else { return nil }
    var assets: [String: String] = [:]
    for extra in listed where assets[extra.key] == nil { assets[extra.key] = mappedAd?.text(extra.source) ?? "" }
    return assets
  }
  var mediaView: PlatformView? { assetMapping.mediaView ? mappedAd?.mediaView : nil }
  var hasVideoContent: Bool {
    switch assetMapping.hasVideoContent {
    case .mediaView: mediaView != nil
    case .hasVideo: mappedAd?.hasVideo ?? false
    case .fixed(let value): value
    }
  }

  func didRender(
    in view: PlatformView, clickableAssetViews: [NativeAssetIdentifier: PlatformView],
    nonclickableAssetViews: [NativeAssetIdentifier: PlatformView], viewController: ViewController
  ) {
    // Only an ad whose network tracks for itself passes the view on.
    guard handlesUserClicks || handlesUserImpressions else { return }
    mappedAd?.setNativeAdView(view)
  }

  func didRecordImpression() {
    mappedAd?.recordImpression()
  }

  func didRecordClickOnAsset(
    withName assetName: NativeAssetIdentifier, view: PlatformView, viewController: ViewController
  ) {
    mappedAd?.handleClick(on: view)
  }
}

extension SampleNativeAd {
  /// The AdChoices view the Sample SDK supplies with every ad.
  static var adChoicesView: PlatformView { PlatformView(className: "SampleAdInfoView") }

  /// The ad's media view, when it has video.
  var mediaView: PlatformView? { hasVideo ? PlatformView(className: "SampleMediaView") : nil }

  /// Hands the rendered ad view to the network so it can track it itself (`setNativeAdView:`).
  func setNativeAdView(_ view: PlatformView) { registerNativeAdView() }

  /// Handles a click the SDK tracked on one of the ad's asset views.
  func handleClick(on view: PlatformView) { handleClick(on: view.asset) }
}
