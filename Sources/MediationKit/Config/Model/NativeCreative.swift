/// The native assets a network returns (`lineItems[].network.ad`); an asset
/// the config leaves out is one the network does not return.
public struct NativeCreative: Hashable, Sendable {
  public var headline: String?
  public var body: String?
  public var callToAction: String?
  public var advertiser: String?
  public var store: String?
  public var price: String?
  public var starRating: DecimalNumber?
  public var degreeOfAwesomeness: String?
  public var image: CreativeImage?
  public var icon: CreativeImage?
  /// Whether the ad has a media view with video.
  public var hasVideo: Bool

  package init(
    headline: String? = nil, body: String? = nil, callToAction: String? = nil, advertiser: String? = nil,
    store: String? = nil, price: String? = nil, starRating: DecimalNumber? = nil,
    degreeOfAwesomeness: String? = nil, image: CreativeImage? = nil, icon: CreativeImage? = nil,
    hasVideo: Bool = ConfigSchema.Creative.hasVideo.defaultValue
  ) {
    self.headline = headline
    self.body = body
    self.callToAction = callToAction
    self.advertiser = advertiser
    self.store = store
    self.price = price
    self.starRating = starRating
    self.degreeOfAwesomeness = degreeOfAwesomeness
    self.image = image
    self.icon = icon
    self.hasVideo = hasVideo
  }
}
