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
  /// The extra asset key of the Sample ad's degree of awesomeness.
  static let awesomenessKey = NativeCreative.awesomenessKey

  /// The network's text asset `asset` names; nil for none.
  func text(_ asset: NativeAssetMapping.NetworkAsset?) -> String? {
    switch asset {
    case .headline?: headline
    case .body?: body
    case .callToAction?: callToAction
    case .advertiser?: advertiser
    case .store?: store
    case .price?: price
    case .degreeOfAwesomeness?: degreeOfAwesomeness
    case .starRating?, .image?, .icon?, .hasVideo?, nil: nil
    }
  }

  /// The SDK's `images` and `icon` as `mapping` fills them from this ad,
  /// when it arrives: a downloaded image, or its URL and scale when images
  /// are not downloaded (seeds 000 and 002); an image the network could not
  /// download is what the mapping's policy says. `failure` names the asset
  /// whose failure fails the load (policy `fail`), if one does.
  func mappedImageAssets(
    by mapping: NativeAssetMapping
  ) -> (images: [NativeAdImage]?, icon: NativeAdImage?, failure: String?) {
    let images = mapped(mapping.images, onFailure: mapping.imageOnDownloadFailure)
    let icon = mapped(mapping.icon, onFailure: mapping.iconOnDownloadFailure)
    let failure = images == nil ? "image" : icon == nil ? "icon" : nil
    return ((images ?? nil).map { [$0] }, icon ?? nil, failure)
  }

  /// One network image as the SDK's image asset; nil (outer) when its
  /// failure fails the load.
  private func mapped(
    _ asset: NativeAssetMapping.NetworkAsset?, onFailure policy: NativeAssetMapping.DownloadFailure
  ) -> NativeAdImage?? {
    let bitmap: PlatformImage?
    let url: String?
    let scale: DecimalNumber
    let missing: Bool
    switch asset {
    case .image?: (bitmap, url, scale, missing) = (image, imageURL, imageScale, imageMissing)
    case .icon?: (bitmap, url, scale, missing) = (icon, iconURL, iconScale, iconMissing)
    case .headline?, .body?, .callToAction?, .advertiser?, .store?, .price?, .starRating?, .degreeOfAwesomeness?,
      .hasVideo?, nil:
      // Not an image: no image asset.
      return .some(nil)
    }
    if let bitmap { return NativeAdImage(image: bitmap) }
    guard let url else { return .some(nil) }
    if missing {
      switch policy {
      case .none: return .some(nil)
      case .fail: return nil
      case .url: break
      }
    }
    return NativeAdImage(url: url, scale: scale)
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
