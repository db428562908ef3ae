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
}
