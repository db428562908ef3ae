extension NativeAssets {
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
    // An image with neither a bitmap nor a URL (an Android Sample mapper's, for an ad without one) shows nothing.
    let hasImage = (images ?? []).contains(where: \.showsSomething)
    if hasImage { assets.insert(.image) }
    if icon?.showsSomething ?? false { assets.insert(.icon) }
    // The media view shows the video, or else the main image.
    if hasVideoContent || hasImage { assets.insert(.media) }
    if adChoicesPosition != nil { assets.insert(.adChoices) }
    if adManager?.logo != nil { assets.insert(.logo) }
    return assets
  }
}

extension NativeAdImage {
  /// Whether the image has something to show: a bitmap, or a URL to download one from.
  fileprivate var showsSomething: Bool { image != nil || imageURL != nil }
}
