/// The Sample custom event's mapping of the Sample SDK's native ad onto the
/// SDK's assets (seeds 000 and 002), and of the app's loader options onto
/// the Sample SDK's request: one mapping, which the Sample custom event and
/// every adapter profile share.
///
/// A conforming ad keeps the Sample SDK's ad it mapped (`mappedAd`, once
/// loaded) and the images it mapped when the ad arrived; the text assets,
/// the extra asset, the media view and video content follow from `mappedAd`.
protocol SampleNativeAdMapping: MediationNativeAd {
  /// The Sample SDK's ad the assets come from, once it loaded.
  var mappedAd: SampleNativeAd? { get }
}

extension SampleNativeAdMapping {
  var headline: String? { mappedAd?.headline }
  var body: String? { mappedAd?.body }
  var callToAction: String? { mappedAd?.callToAction }
  var starRating: DecimalNumber? { mappedAd?.starRating }
  var store: String? { mappedAd?.store }
  var price: String? { mappedAd?.price }
  var advertiser: String? { mappedAd?.advertiser }
  /// As the seeds' `?? ""`: the key is there even when the network has no value.
  var extraAssets: [String: String]? {
    [SampleNativeAd.awesomenessKey: mappedAd?.degreeOfAwesomeness ?? ""]
  }
  var mediaView: PlatformView? { mappedAd?.mediaView }
  var hasVideoContent: Bool { mediaView != nil }

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
  /// The extra asset key of the Sample ad's degree of awesomeness.
  static let awesomenessKey = "DegreeOfAwesomeness"

  /// The main image as the SDK's image asset, as seeds 000 and 002 map it:
  /// the downloaded image, or its URL and scale when images are not loaded.
  var mappedImages: [NativeAdImage]? {
    if let image { return [NativeAdImage(image: image)] }
    return imageURL.map { [NativeAdImage(url: $0, scale: imageScale)] }
  }

  /// The icon as the SDK's image asset, mapped like the main image.
  var mappedIcon: NativeAdImage? {
    if let icon { return NativeAdImage(image: icon) }
    return iconURL.map { NativeAdImage(url: $0, scale: iconScale) }
  }

  /// The AdChoices view the Sample SDK supplies with every ad.
  static var adChoicesView: PlatformView { PlatformView(className: "SampleAdInfoView") }
}

extension SampleNativeAdRequest {
  /// The request the Sample custom event builds from the app's loader
  /// options: images downloaded unless the app disabled image loading,
  /// multiple images when asked, landscape and portrait passed through and
  /// every other aspect ratio as any; the AdChoices position is the SDK's
  /// business, not the network's.
  init(options: [AdLoaderOptions], testMode: Bool) {
    self.init()
    self.testMode = testMode
    for loaderOptions in options {
      switch loaderOptions {
      case .image(let imageOptions):
        shouldRequestMultipleImages = imageOptions.shouldRequestMultipleImages
        shouldDownloadImages = !imageOptions.disableImageLoading
      case .media(let mediaOptions):
        switch mediaOptions.mediaAspectRatio {
        case .landscape: preferredImageOrientation = .landscape
        case .portrait: preferredImageOrientation = .portrait
        case .unknown, .any, .square: preferredImageOrientation = .any
        }
      case .adView:
        continue
      }
    }
  }
}
