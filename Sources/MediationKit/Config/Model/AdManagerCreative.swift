/// The kinds of native ad an app's ad loader asks for (seed 003's `adTypes`,
/// `kGADAdLoaderAdTypeNative…`), and the unified native ad that mediated
/// custom events return (seeds 000 and 002).
package enum NativeAdType: String, CaseIterable, Hashable, Sendable {
  /// The unified native ad a mediated adapter maps (`GADMediationNativeAd`).
  case unified
  /// A system-defined app install ad (`GADNativeAppInstallAd`).
  case appInstall
  /// A system-defined content ad (`GADNativeContentAd`).
  case content
  /// A custom native format ad (`GADNativeCustomTemplateAd`).
  case customFormat
}

/// What an Ad Manager line item serves itself, with no adapter
/// (`lineItems[].adManager`): a system-defined ad with its assets, or an ad
/// of a custom native format.
package struct AdManagerCreative: Hashable, Sendable {
  package var type: NativeAdType
  /// Backfill (Ad Exchange, AdSense): the SDK adds the AdChoices overlay.
  /// Direct-sold ads carry none.
  package var backfill: Bool
  /// App install and content ads.
  package var system: SystemNativeAd
  /// Custom native format ads.
  package var custom: CustomFormatAd?

  package init(
    type: NativeAdType, backfill: Bool = ConfigSchema.AdManager.backfill.defaultValue,
    system: SystemNativeAd = SystemNativeAd(), custom: CustomFormatAd? = nil
  ) {
    self.type = type
    self.backfill = backfill
    self.system = system
    self.custom = custom
  }
}

/// The assets of a system-defined native ad (seed 003): an app install ad
/// always has a headline, an icon, a body, images and a call to action, and
/// may have a star rating, a store and a price; a content ad always has a
/// headline, a body, images, an advertiser and a call to action, and may
/// have a logo.
package struct SystemNativeAd: Hashable, Sendable {
  package var headline: String = ""
  package var body: String = ""
  package var callToAction: String = ""
  package var images: [CreativeImage] = []
  package var icon: CreativeImage?
  package var starRating: DecimalNumber?
  package var store: String?
  package var price: String?
  package var advertiser: String?
  package var logo: CreativeImage?

  package init() {}
}

/// An ad of a custom native format: its format (template) ID, its assets by
/// variable ID, and where a click leads.
package struct CustomFormatAd: Hashable, Sendable {
  package var formatId: String
  /// The assets the ad has, in config order.
  package var assets: [CustomAsset]
  /// Deep links, tried in order: the first whose app is installed opens.
  package var deepLinks: [String]
  /// Where the browser goes when no deep link opens.
  package var destinationUrl: String

  package init(formatId: String, assets: [CustomAsset], deepLinks: [String] = [], destinationUrl: String) {
    self.formatId = formatId
    self.assets = assets
    self.deepLinks = deepLinks
    self.destinationUrl = destinationUrl
  }

  /// The asset under `key`, if the ad has one.
  package func asset(_ key: String) -> CustomAsset? {
    assets.first { $0.key == key }
  }
}

/// One asset of a custom native format ad: a string (`stringForKey:`) or an
/// image (`imageForKey:`).
package struct CustomAsset: Hashable, Sendable {
  package enum Value: Hashable, Sendable {
    case text(String)
    case image(CreativeImage)
  }

  package var key: String
  package var value: Value

  package init(key: String, value: Value) {
    self.key = key
    self.value = value
  }
}

/// A custom native format as the Ad Manager UI defines it: its ID and its
/// fields, each a variable ID and a type (`customFormats`).
package struct CustomNativeFormat: Hashable, Sendable {
  package enum FieldType: String, CaseIterable, Hashable, Sendable {
    case text
    case image
  }

  package struct Field: Hashable, Sendable {
    package var key: String
    package var type: FieldType
  }

  package var id: String
  /// The fields, in config order.
  package var fields: [Field]

  package init(id: String, fields: [Field]) {
    self.id = id
    self.fields = fields
  }

  /// The type of the field `key`, if the format defines one.
  package func type(of key: String) -> FieldType? {
    fields.first { $0.key == key }?.type
  }

  /// The format of seed 003's test ad unit `/6499/example/native`: template
  /// 10063170 with `Headline` (text), `MainImage` (image) and `Caption` (text).
  package static let seedExample = CustomNativeFormat(
    id: "10063170",
    fields: [
      Field(key: "Headline", type: .text), Field(key: "MainImage", type: .image), Field(key: "Caption", type: .text),
    ])
}

/// The class name `GADResponseInfo` gives ads Google's own ad server returned
/// (`GADGoogleAdNetworkClassName`): what an Ad Manager line item shows in
/// its `load` record and in `responseInfo`.
package let googleAdNetworkClassName = "GADMAdapterGoogleAdMobAds"

/// The default asset values of Ad Manager creatives, for what a config leaves
/// out: a plausible ad of each system-defined type, and the seed's custom
/// format ad.
extension AdManagerCreative {
  static func defaultSystemAd(for type: NativeAdType) -> SystemNativeAd {
    var ad = SystemNativeAd()
    let image = CreativeImage(
      url: "https://example.com/ad-manager/image.png", scale: DecimalNumber(integer: 1), width: 1200, height: 627)
    switch type {
    case .appInstall:
      ad.headline = "Install Example App"
      ad.body = "An app you will like."
      ad.callToAction = "Install"
      ad.images = [image]
      ad.icon = CreativeImage(
        url: "https://example.com/ad-manager/icon.png", scale: DecimalNumber(integer: 1), width: 128, height: 128)
    case .content:
      ad.headline = "Read Example Stories"
      ad.body = "Stories worth your time."
      ad.callToAction = "Read more"
      ad.images = [image]
      ad.advertiser = "Example Publisher"
    case .unified, .customFormat:
      break
    }
    return ad
  }
}
