// How every platform's adapters map the scripted network's native ad onto the SDK's assets (the Sample custom
// event's mapping on iOS and Android, and every profile's), and the app's loader options onto its request.

extension ScriptedNativeAd {
  /// The extra asset key of the Sample ad's degree of awesomeness.
  package static let awesomenessKey = NativeCreative.awesomenessKey

  /// The network's text asset `asset` names; nil for none.
  package func text(_ asset: NativeAssetMapping.NetworkAsset?) -> String? {
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

  /// The SDK's text assets as `mapping` fills them from this ad: each from the network's text asset it names,
  /// nil where it names none or the network has no value.
  package func texts(by mapping: NativeAssetMapping) -> MappedNativeTexts {
    MappedNativeTexts(
      headline: text(mapping.headline), body: text(mapping.body), callToAction: text(mapping.callToAction),
      store: text(mapping.store), price: text(mapping.price), advertiser: text(mapping.advertiser))
  }

  /// The SDK's star rating as `mapping` fills it: the network's, when the mapping takes it.
  package func starRating(by mapping: NativeAssetMapping) -> DecimalNumber? {
    mapping.starRating == .starRating ? starRating : nil
  }

  /// The SDK's extra assets as `mapping` fills them: a listed key is there even when the network has no value
  /// (the seeds' `?? ""`), the first of a repeated key wins, and no key listed is nil, as real adapters return.
  package func extraAssets(by mapping: NativeAssetMapping) -> [String: String]? {
    let listed = mapping.extraAssets
    guard !listed.isEmpty else { return nil }
    var assets: [String: String] = [:]
    for extra in listed where assets[extra.key] == nil { assets[extra.key] = text(extra.source) ?? "" }
    return assets
  }

  /// Whether the adapter hands over the network's media view as `mapping` says: when the mapping takes it and
  /// the ad has one (an ad with video).
  package func suppliesMediaView(by mapping: NativeAssetMapping) -> Bool {
    mapping.mediaView && hasVideo
  }

  /// The SDK's `hasVideoContent` as `mapping` fills it.
  package func hasVideoContent(by mapping: NativeAssetMapping) -> Bool {
    switch mapping.hasVideoContent {
    case .mediaView: suppliesMediaView(by: mapping)
    case .hasVideo: hasVideo
    case .fixed(let value): value
    }
  }

  /// Whether a mapped ad hands the rendered view to its network (iOS's `setNativeAdView:`, Android's
  /// `registerNativeAdView`): only when the network tracks impressions or clicks itself.
  package static func passesViewToNetwork(handlesImpressions: Bool, handlesClicks: Bool) -> Bool {
    handlesImpressions || handlesClicks
  }

  /// The SDK's `images` and `icon` as `mapping` fills them from this ad,
  /// when it arrives: a downloaded image, or its URL and scale when images
  /// are not downloaded (seeds 000 and 002); an image the network could not
  /// download is what the mapping's policy says. `failure` names the asset
  /// whose failure fails the load (policy `fail`), if one does.
  /// `keepingURLs`: a downloaded image keeps the network's URL too, as an
  /// Android `NativeAd.Image` has both its `Drawable` and its `Uri` (the
  /// Android samples' mapped images); an iOS `GADNativeAdImage` made from an
  /// image has no URL.
  package func mappedImageAssets(
    by mapping: NativeAssetMapping, keepingURLs: Bool
  ) -> (images: [NativeAdImage]?, icon: NativeAdImage?, failure: String?) {
    let images = mapped(mapping.images, onFailure: mapping.imageOnDownloadFailure, keepingURL: keepingURLs)
    let icon = mapped(mapping.icon, onFailure: mapping.iconOnDownloadFailure, keepingURL: keepingURLs)
    let failure = images == nil ? "image" : icon == nil ? "icon" : nil
    return ((images ?? nil).map { [$0] }, icon ?? nil, failure)
  }

  /// One network image as the SDK's image asset; nil (outer) when its
  /// failure fails the load.
  private func mapped(
    _ asset: NativeAssetMapping.NetworkAsset?, onFailure policy: NativeAssetMapping.DownloadFailure, keepingURL: Bool
  ) -> NativeAdImage?? {
    let bitmap: PlatformImage?
    let url: String?
    let sourceURL: String?
    let scale: DecimalNumber
    let missing: Bool
    switch asset {
    case .image?: (bitmap, url, sourceURL, scale, missing) = (image, imageURL, imageSourceURL, imageScale, imageMissing)
    case .icon?: (bitmap, url, sourceURL, scale, missing) = (icon, iconURL, iconSourceURL, iconScale, iconMissing)
    case .headline?, .body?, .callToAction?, .advertiser?, .store?, .price?, .starRating?, .degreeOfAwesomeness?,
      .hasVideo?, nil:
      // Not an image: no image asset.
      return .some(nil)
    }
    if let bitmap {
      if keepingURL, let sourceURL { return NativeAdImage(image: bitmap, url: sourceURL) }
      return NativeAdImage(image: bitmap)
    }
    // An asset the network's ad does not have at all: none, unless its absence fails the load (`fail`: an
    // adapter that refuses an ad without its image or icon, as InMobi's and myTarget's do).
    guard let url else { return policy == .fail ? nil : .some(nil) }
    if missing {
      switch policy {
      case .none: return .some(nil)
      case .fail: return nil
      case .url: break
      }
    }
    return NativeAdImage(url: url, scale: scale)
  }
}

/// The text assets of a native ad as an adapter's mapping fills them from its network's ad.
package struct MappedNativeTexts: Equatable, Sendable {
  package var headline: String?
  package var body: String?
  package var callToAction: String?
  package var store: String?
  package var price: String?
  package var advertiser: String?
}

extension ScriptedNativeAdRequest {
  /// The request the Sample custom event builds from the app's loader
  /// options: images downloaded unless the app disabled image loading,
  /// multiple images when asked, landscape and portrait passed through and
  /// every other aspect ratio as any; the AdChoices position is the SDK's
  /// business, not the network's.
  package init(options: [AdLoaderOptions], testMode: Bool) {
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
