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
    if !(images ?? []).isEmpty { assets.insert(.image) }
    if icon != nil { assets.insert(.icon) }
    // The media view shows the video, or else the main image.
    if hasVideoContent || !(images ?? []).isEmpty { assets.insert(.media) }
    if adChoicesPosition != nil { assets.insert(.adChoices) }
    if adManager?.logo != nil { assets.insert(.logo) }
    return assets
  }
}
