/// A native ad's assets as the SDK reads them from the adapter's mapped
/// `MediationNativeAd`, for the `ad` record.
package struct NativeAssets: Sendable {
  package var headline: String?
  package var body: String?
  package var callToAction: String?
  package var advertiser: String?
  package var store: String?
  package var price: String?
  package var starRating: DecimalNumber?
  package var images: [NativeAdImage]?
  package var icon: NativeAdImage?
  /// Extra assets, sorted by key.
  package var extraAssets: [(key: String, value: String)]?
  /// Where the AdChoices view goes; nil when the ad has none.
  package var adChoicesPosition: AdChoicesPosition?
  package var hasVideoContent: Bool
  /// What the adapter's mapped ad says of itself: who tracks, and whether it
  /// supplies an AdChoices view and a media view. Nil for an ad Ad Manager
  /// served itself, which has no mapped ad.
  package var mapped: Mapped?
  /// What an ad Ad Manager served itself adds (nil for a mediated ad): its
  /// type, a content ad's logo, a custom format ad's format and assets.
  package var adManager: AdManager?

  /// The mapped ad's tracking and views, as `GADMediationNativeAd` reports them.
  package struct Mapped: Equatable, Sendable {
    package var handlesUserImpressions: Bool
    package var handlesUserClicks: Bool
    package var adChoicesView: Bool
    package var mediaView: Bool

    package init(handlesUserImpressions: Bool, handlesUserClicks: Bool, adChoicesView: Bool, mediaView: Bool) {
      self.handlesUserImpressions = handlesUserImpressions
      self.handlesUserClicks = handlesUserClicks
      self.adChoicesView = adChoicesView
      self.mediaView = mediaView
    }
  }

  package struct AdManager: Sendable {
    package enum Value: Sendable {
      case text(String)
      case image(NativeAdImage)
    }

    package var type: NativeAdType
    package var logo: NativeAdImage?
    package var formatId: String?
    package var customAssets: [(key: String, value: Value)]
  }

  package init(
    headline: String?, body: String?, callToAction: String?, advertiser: String?, store: String?, price: String?,
    starRating: DecimalNumber?, images: [NativeAdImage]?, icon: NativeAdImage?,
    extraAssets: [(key: String, value: String)]?, adChoicesPosition: AdChoicesPosition?, hasVideoContent: Bool,
    mapped: Mapped? = nil, adManager: AdManager? = nil
  ) {
    self.headline = headline
    self.body = body
    self.callToAction = callToAction
    self.advertiser = advertiser
    self.store = store
    self.price = price
    self.starRating = starRating
    self.images = images
    self.icon = icon
    self.extraAssets = extraAssets
    self.adChoicesPosition = adChoicesPosition
    self.hasVideoContent = hasVideoContent
    self.mapped = mapped
    self.adManager = adManager
  }
}
