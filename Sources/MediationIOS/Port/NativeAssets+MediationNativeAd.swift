import MediationKit

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
}
