import MediationKit

/// A native ad mapped onto the SDK's assets (`com.google.android.gms.ads.mediation.NativeAdMapper`; older
/// adapters' `UnifiedNativeAdMapper` has the same methods): an adapter subclasses it, sets the assets and the
/// tracking flags through its setters, and overrides the methods the SDK calls on it.
///
/// Java's base class is concrete: its `recordImpression`, `handleClick`, `trackViews` and `untrackView` do
/// nothing, and a mapper that does not override them does nothing there either (the mirror keeps that).
class NativeAdMapper {
  private(set) var headline: String?
  private(set) var body: String?
  private(set) var callToAction: String?
  /// A Java `Double`, as `setStarRating(Double)` takes it (the Sample mappers pass a primitive `double`: 0 when
  /// the network has none); kept exact for the `ad` record.
  private(set) var starRating: DecimalNumber?
  private(set) var store: String?
  private(set) var icon: NativeAdImage?
  private(set) var advertiser: String?
  private(set) var images: [NativeAdImage]?
  private(set) var price: String?
  /// Assets beyond the SDK's own (`setExtras(Bundle)`).
  private(set) var extras: Bundle?
  private(set) var adChoicesContent: View?
  private(set) var mediaView: View?
  private(set) var hasVideoContent = false
  /// True when the network records impressions itself and the adapter reports them (`reportAdImpression`).
  private(set) var overrideImpressionRecording = false
  /// True when the network handles clicks itself and the adapter reports them (`reportAdClicked`).
  private(set) var overrideClickHandling = false

  init() {}

  final func setHeadline(_ headline: String?) { self.headline = headline }
  final func setBody(_ body: String?) { self.body = body }
  final func setCallToAction(_ callToAction: String?) { self.callToAction = callToAction }
  final func setStarRating(_ starRating: DecimalNumber?) { self.starRating = starRating }
  final func setStore(_ store: String?) { self.store = store }
  final func setIcon(_ icon: NativeAdImage?) { self.icon = icon }
  final func setAdvertiser(_ advertiser: String?) { self.advertiser = advertiser }
  final func setImages(_ images: [NativeAdImage]?) { self.images = images }
  final func setPrice(_ price: String?) { self.price = price }
  final func setExtras(_ extras: Bundle) { self.extras = extras }
  final func setAdChoicesContent(_ adChoicesContent: View?) { self.adChoicesContent = adChoicesContent }
  final func setMediaView(_ mediaView: View?) { self.mediaView = mediaView }
  final func setHasVideoContent(_ hasVideoContent: Bool) { self.hasVideoContent = hasVideoContent }
  final func setOverrideImpressionRecording(_ value: Bool) { overrideImpressionRecording = value }
  final func setOverrideClickHandling(_ value: Bool) { overrideClickHandling = value }

  /// The SDK recorded the ad's impression (called only when `overrideImpressionRecording` is false).
  func recordImpression() {}
  /// The SDK recorded a click on `view` (called only when `overrideClickHandling` is false).
  func handleClick(_ view: View) {}
  /// The app registered its `NativeAdView`: the container and its asset views, by asset name.
  func trackViews(
    _ containerView: View, _ clickableAssetViews: [String: View], _ nonClickableAssetViews: [String: View]
  ) {}
  /// The app stopped showing the ad in `view`.
  func untrackView(_ view: View) {}
}
