/// What a network or Ad Manager serves: a native creative, its images, and
/// the creatives of Ad Manager line items.
extension ConfigSchema {
  /// The keys of `lineItems[].network.ad`: an asset the config leaves out is
  /// one the network does not return.
  package enum Creative {
    package static let headline = TypedKey(optional: "headline", Strings(), "text asset")
    package static let body = TypedKey(optional: "body", Strings(), "text asset")
    package static let callToAction = TypedKey(optional: "callToAction", Strings(), "text asset")
    package static let advertiser = TypedKey(optional: "advertiser", Strings(), "text asset")
    package static let store = TypedKey(optional: "store", Strings(), "text asset")
    package static let price = TypedKey(
      optional: "price", NativePrices(), "text asset (android: the Sample SDK's Double price)")
    package static let starRating = TypedKey(optional: "starRating", starRatings, "0 to 5")
    package static let degreeOfAwesomeness = TypedKey(optional: "degreeOfAwesomeness", Strings(), "an extra asset")
    package static let image = TypedKey(
      optional: "image", Shaped<CreativeImage>(.object("networkImage")), "the image")
    package static let icon = TypedKey(optional: "icon", Shaped<CreativeImage>(.object("networkImage")), "the icon")
    package static let hasVideo = TypedKey(
      "hasVideo", Booleans(), default: false, "whether the ad has a media view with video")
  }

  package static let creative = ConfigObject(
    name: "creative", title: "lineItems[].network.ad", summary: "A native ad's assets, as the network returns them.",
    keys: [
      Creative.headline.row, Creative.body.row, Creative.callToAction.row, Creative.advertiser.row,
      Creative.store.row, Creative.price.row, Creative.starRating.row, Creative.degreeOfAwesomeness.row,
      Creative.image.row, Creative.icon.row, Creative.hasVideo.row,
    ])

  /// The keys of an image.
  package enum Image {
    package static let url = TypedKey(required: "url", Strings(nonEmpty: true), "where the image is")
    package static let scale = TypedKey(
      "scale", Decimals(DecimalNumber(micros: 1)...ConfigLimits.maximumImageScale), default: DecimalNumber(integer: 1),
      "pixels per point")
    package static let width = TypedKey("width", pixels, defaultText: "per asset", "pixels")
    package static let height = TypedKey("height", pixels, defaultText: "per asset", "pixels")
  }

  package static let imageObject = ConfigObject(
    name: "image", title: "an image", summary: "An image Ad Manager serves.",
    keys: [Image.url.row, Image.scale.row, Image.width.row, Image.height.row])

  /// The keys of `lineItems[].network.ad.image` and `.icon`: an image with
  /// how the network's download of it goes.
  package enum NetworkImage {
    package static let url = TypedKey(
      required: "url", Strings(), "where the image is; empty (nothing to download) only for a profiled class")
    package static let download = TypedKey(
      "download", Choices<CreativeImage.Download>(), default: .ok,
      "when the request has images downloaded: whether the network's download succeeds")
  }

  package static let networkImage = ConfigObject(
    name: "networkImage", title: "lineItems[].network.ad.image, .icon",
    summary: "An image a network serves, and how its download goes.",
    keys: [NetworkImage.url.row, Image.scale.row, Image.width.row, Image.height.row, NetworkImage.download.row])

  /// The keys of `lineItems[].adManager`, and which of them each type of
  /// creative has (`keyNames(for:)`).
  package enum AdManager {
    static let systemTypes: Set<NativeAdType> = [.appInstall, .content]

    package static let type = TypedKey(
      required: "type", Choices<NativeAdType>([.appInstall, .content, .customFormat]), "the ad's type")
    package static let backfill = TypedKey(
      "backfill", Booleans(), default: false, "app install and content: the AdChoices overlay")
    package static let headline = TypedKey(
      "headline", Strings(nonEmpty: true), defaultText: "a sample ad's", "app install and content")
    package static let body = TypedKey(
      "body", Strings(nonEmpty: true), defaultText: "a sample ad's", "app install and content")
    package static let callToAction = TypedKey(
      "callToAction", Strings(nonEmpty: true), defaultText: "a sample ad's", "app install and content")
    package static let images = TypedKey(
      "images", Lists(of: Shaped<CreativeImage>(ConfigSchema.image), minimum: 1), defaultText: "a sample image",
      "app install and content")
    package static let icon = TypedKey(
      "icon", Shaped<CreativeImage>(ConfigSchema.image), defaultText: "a sample icon", "app install")
    package static let starRating = TypedKey(optional: "starRating", starRatings, "app install")
    package static let store = TypedKey(optional: "store", Strings(), "app install")
    package static let price = TypedKey(optional: "price", Strings(), "app install")
    package static let advertiser = TypedKey(
      "advertiser", Strings(nonEmpty: true), defaultText: "a sample advertiser", "content")
    package static let logo = TypedKey(optional: "logo", Shaped<CreativeImage>(ConfigSchema.image), "content")
    package static let formatId = TypedKey(
      "formatId", Strings(nonEmpty: true), defaultText: "required for custom formats", "custom format: its ID")
    package static let assets = TypedKey(
      "assets", Shaped<[CustomAsset]>(.map(.anyOf([.string(nonEmpty: false), ConfigSchema.image]))),
      defaultText: "the seed's ad for 10063170", "custom format: variable ID to string or image")
    package static let deepLinks = TypedKey(
      "deepLinks", Lists(of: URLs()), default: [], "custom format: tried in order on a click")
    package static let destinationUrl = TypedKey(
      "destinationUrl", URLs(), default: "https://www.example.com/", "custom format: where the browser goes")

    /// Each key, in table order, with the types of creative that have it.
    static let keysByType: [(key: ConfigKey, types: Set<NativeAdType>)] = [
      (type.row, systemTypes.union([.customFormat])),
      (backfill.row, systemTypes),
      (headline.row, systemTypes),
      (body.row, systemTypes),
      (callToAction.row, systemTypes),
      (images.row, systemTypes),
      (icon.row, [.appInstall]),
      (starRating.row, [.appInstall]),
      (store.row, [.appInstall]),
      (price.row, [.appInstall]),
      (advertiser.row, [.content]),
      (logo.row, [.content]),
      (formatId.row, [.customFormat]),
      (assets.row, [.customFormat]),
      (deepLinks.row, [.customFormat]),
      (destinationUrl.row, [.customFormat]),
    ]

    /// The keys a creative of `type` has, `type` first, in table order.
    package static func keyNames(for type: NativeAdType) -> [String] {
      keysByType.filter { $0.types.contains(type) }.map(\.key.name)
    }
  }

  package static let adManager = ConfigObject(
    name: "adManager", title: "lineItems[].adManager", summary: "What Ad Manager serves itself (mediate).",
    keys: AdManager.keysByType.map(\.key))
}
