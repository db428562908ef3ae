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
  // The mapping's rules are every platform's (`ScriptedNativeAd`'s mapping helpers); these are iOS's names for them.
  var headline: String? { mappedAd?.texts(by: assetMapping).headline }
  var body: String? { mappedAd?.texts(by: assetMapping).body }
  var callToAction: String? { mappedAd?.texts(by: assetMapping).callToAction }
  var starRating: DecimalNumber? { mappedAd?.starRating(by: assetMapping) }
  var store: String? { mappedAd?.texts(by: assetMapping).store }
  var price: String? { mappedAd?.texts(by: assetMapping).price }
  var advertiser: String? { mappedAd?.texts(by: assetMapping).advertiser }
  var extraAssets: [String: String]? { mappedAd?.extraAssets(by: assetMapping) }
  var mediaView: PlatformView? {
    guard let mappedAd, mappedAd.suppliesMediaView(by: assetMapping) else { return nil }
    return mappedAd.mediaView
  }
  var hasVideoContent: Bool { mappedAd?.hasVideoContent(by: assetMapping) ?? false }

  func didRender(
    in view: PlatformView, clickableAssetViews: [NativeAssetIdentifier: PlatformView],
    nonclickableAssetViews: [NativeAssetIdentifier: PlatformView], viewController: ViewController
  ) {
    guard
      SampleNativeAd.passesViewToNetwork(handlesImpressions: handlesUserImpressions, handlesClicks: handlesUserClicks)
    else { return }
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
