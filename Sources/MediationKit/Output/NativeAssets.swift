/// A native ad's assets as the SDK reads them from the adapter's mapped
/// `MediationNativeAd`, for the `ad` record.
public struct NativeAssets: Sendable {
  public var headline: String?
  public var body: String?
  public var callToAction: String?
  public var advertiser: String?
  public var store: String?
  public var price: String?
  public var starRating: DecimalNumber?
  public var images: [NativeAdImage]?
  public var icon: NativeAdImage?
  /// Extra assets, sorted by key.
  public var extraAssets: [(key: String, value: String)]?
  /// Where the AdChoices view goes; nil when the ad has none.
  public var adChoicesPosition: AdChoicesPosition?
  public var hasVideoContent: Bool
  /// What the adapter's mapped ad says of itself: who tracks, and whether it
  /// supplies an AdChoices view and a media view. Nil for an ad Ad Manager
  /// served itself, which has no mapped ad.
  public var mapped: Mapped?
  /// What an ad Ad Manager served itself adds (nil for a mediated ad): its
  /// type, a content ad's logo, a custom format ad's format and assets.
  public var adManager: AdManager?

  /// The mapped ad's tracking and views, as `GADMediationNativeAd` reports them.
  public struct Mapped: Equatable, Sendable {
    public var handlesUserImpressions: Bool
    public var handlesUserClicks: Bool
    public var adChoicesView: Bool
    public var mediaView: Bool

    public init(handlesUserImpressions: Bool, handlesUserClicks: Bool, adChoicesView: Bool, mediaView: Bool) {
      self.handlesUserImpressions = handlesUserImpressions
      self.handlesUserClicks = handlesUserClicks
      self.adChoicesView = adChoicesView
      self.mediaView = mediaView
    }
  }

  public struct AdManager: Sendable {
    public enum Value: Sendable {
      case text(String)
      case image(NativeAdImage)
    }

    public var type: NativeAdType
    public var logo: NativeAdImage?
    public var formatId: String?
    public var customAssets: [(key: String, value: Value)]
  }

  public init(
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
