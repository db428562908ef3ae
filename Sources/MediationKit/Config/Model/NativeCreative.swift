/// The native assets a network returns (`lineItems[].network.ad`); an asset
/// the config leaves out is one the network does not return.
package struct NativeCreative: Hashable, Sendable {
  package var headline: String?
  package var body: String?
  package var callToAction: String?
  package var advertiser: String?
  package var store: String?
  package var price: String?
  package var starRating: DecimalNumber?
  package var degreeOfAwesomeness: String?
  package var image: CreativeImage?
  package var icon: CreativeImage?
  /// Whether the ad has a media view with video.
  package var hasVideo: Bool

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

extension NativeCreative {
  /// The key under which the Sample network's native ad maps its degree of
  /// awesomeness into the ad's extra assets.
  package static let awesomenessKey = "DegreeOfAwesomeness"
}
