/// A key of a native `ad` record's `assets`, as `expect.assets` names it:
/// what the record shows under it, as JSON, and what a check may expect.
/// The keys of a mediated ad's assets, and those an ad Ad Manager served
/// itself adds (`adType`, a content ad's `logo`); a custom format ad's own
/// assets (by key, under `assets`) are not among them.
package enum AdAssetField: String, CaseIterable, Sendable {
  case adType
  case headline
  case body
  case callToAction
  case advertiser
  case store
  case price
  case starRating
  case images
  case icon
  case extraAssets
  case adChoicesPosition
  case hasVideoContent
  case logo
  case handlesUserImpressions
  case handlesUserClicks
  case adChoicesView
  case mediaView

  /// The kinds of value the fields hold.
  enum Kind {
    case adType
    case text
    case rating
    case images
    case image
    case extras
    case adChoicesPosition
    case flag
    /// A boolean of the mapped ad: null for an ad Ad Manager served itself.
    case mappedFlag
  }

  var kind: Kind {
    switch self {
    case .adType: .adType
    case .headline, .body, .callToAction, .advertiser, .store, .price: .text
    case .starRating: .rating
    case .images: .images
    case .icon, .logo: .image
    case .extraAssets: .extras
    case .adChoicesPosition: .adChoicesPosition
    case .hasVideoContent: .flag
    case .handlesUserImpressions, .handlesUserClicks, .adChoicesView, .mediaView: .mappedFlag
    }
  }

  /// What a check of the field may expect, as messages say it.
  var valuePhrase: String {
    let record = "{\"url\": a string or null, \"scale\": a number, \"loaded\": true or false}"
    switch kind {
    case .adType:
      return "one of "
        + [NativeAdType.appInstall, .content, .customFormat].map { JSONStringLiteral.quoted($0.rawValue) }
        .joined(separator: ", ") + ", or null (a mediated ad)"
    case .text: return "a string or null"
    case .rating: return "a number from 0 to 5 with at most 6 decimals, or null"
    case .images: return "an array of image records \(record), or null"
    case .image: return "an image record \(record), or null"
    case .extras: return "an object of strings, or null"
    case .adChoicesPosition:
      return "one of "
        + AdChoicesPosition.allCases.map { JSONStringLiteral.quoted($0.rawValue) }.joined(separator: ", ")
        + ", or null"
    case .flag: return "true or false"
    case .mappedFlag: return "true or false (or null: an ad Ad Manager served itself has no mapped ad)"
    }
  }

  /// What the `ad` record's `assets` shows under this key, as its JSON
  /// (numbers in their shortest spelling, extra assets by key); null when
  /// there is no native ad, or the ad has no such key.
  func value(in assets: NativeAssets?) -> JSONValue {
    if self == .adType { return assets?.adManager.map { .string($0.type.rawValue) } ?? .null }
    // A custom format ad has its own assets, by key, instead of these.
    guard let assets, assets.adManager?.formatId == nil else { return .null }
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    func flag(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }
    switch self {
    case .adType: return .null
    case .logo: return assets.adManager?.logo.map(Self.record) ?? .null
    case .headline: return text(assets.headline)
    case .body: return text(assets.body)
    case .callToAction: return text(assets.callToAction)
    case .advertiser: return text(assets.advertiser)
    case .store: return text(assets.store)
    case .price: return text(assets.price)
    case .starRating: return assets.starRating.map(JSONValue.decimal) ?? .null
    case .images: return assets.images.map { .array($0.map(Self.record)) } ?? .null
    case .icon: return assets.icon.map(Self.record) ?? .null
    case .extraAssets:
      return assets.extraAssets.map { extras in
        .object(extras.map { JSONValue.Member(key: $0.key, value: .string($0.value)) })
      } ?? .null
    case .adChoicesPosition: return text(assets.adChoicesPosition?.rawValue)
    case .hasVideoContent: return .bool(assets.hasVideoContent)
    case .handlesUserImpressions: return flag(assets.mapped?.handlesUserImpressions)
    case .handlesUserClicks: return flag(assets.mapped?.handlesUserClicks)
    case .adChoicesView: return flag(assets.mapped?.adChoicesView)
    case .mediaView: return flag(assets.mapped?.mediaView)
    }
  }

  /// An image as the `ad` record writes it: `{url, scale, loaded}`.
  static func record(_ image: NativeAdImage) -> JSONValue {
    .object([
      .init(key: "url", value: image.imageURL.map(JSONValue.string) ?? .null),
      .init(key: "scale", value: .decimal(image.scale)),
      .init(key: "loaded", value: .bool(image.image != nil)),
    ])
  }
}
