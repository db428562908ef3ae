extension NativeAssets {
  /// Reads the assets the SDK shows from an adapter's mapped ad; the
  /// AdChoices view goes in the corner the app asked for.
  init(_ ad: any MediationNativeAd, preferredAdChoicesPosition: AdChoicesPosition) {
    self.init(
      headline: ad.headline, body: ad.body, callToAction: ad.callToAction, advertiser: ad.advertiser,
      store: ad.store, price: ad.price, starRating: ad.starRating, images: ad.images, icon: ad.icon,
      extraAssets: ad.extraAssets.map { $0.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) } },
      adChoicesPosition: ad.adChoicesView == nil ? nil : preferredAdChoicesPosition,
      hasVideoContent: ad.hasVideoContent,
      mapped: Mapped(
        handlesUserImpressions: ad.handlesUserImpressions, handlesUserClicks: ad.handlesUserClicks,
        adChoicesView: ad.adChoicesView != nil, mediaView: ad.mediaView != nil))
  }

  /// The asset views the ad has: what an app can register, and a tap can hit.
  var present: Set<NativeAssetIdentifier> {
    var assets: Set<NativeAssetIdentifier> = []
    if headline != nil { assets.insert(.headline) }
    if body != nil { assets.insert(.body) }
    if callToAction != nil { assets.insert(.callToAction) }
    if advertiser != nil { assets.insert(.advertiser) }
    if store != nil { assets.insert(.store) }
    if price != nil { assets.insert(.price) }
    if starRating != nil { assets.insert(.starRating) }
    if !(images ?? []).isEmpty { assets.insert(.image) }
    if icon != nil { assets.insert(.icon) }
    // The media view shows the video, or else the main image.
    if hasVideoContent || !(images ?? []).isEmpty { assets.insert(.media) }
    if adChoicesPosition != nil { assets.insert(.adChoices) }
    if adManager?.logo != nil { assets.insert(.logo) }
    return assets
  }
}
