/// How a native adapter fills each asset of `GADMediationNativeAd` from its
/// network's ad (a profile's `native.assets`): which network asset fills
/// which SDK asset, or none, and what it does when an image fails to
/// download. `sample` is the Sample custom event's mapping (seeds 000 and
/// 002), which every adapter keeps for the assets its profile does not list.
package struct NativeAssetMapping: Hashable, Sendable {
  /// An asset of the network's native ad (the keys of `network.ad`), and the
  /// kind of value it holds.
  package enum NetworkAsset: String, CaseIterable, Hashable, Sendable {
    case headline
    case body
    case callToAction
    case advertiser
    case store
    case price
    case starRating
    case degreeOfAwesomeness
    case image
    case icon
    case hasVideo

    /// The network's text assets: what text assets and extra assets can be filled from.
    package static let texts: [NetworkAsset] = [
      .headline, .body, .callToAction, .advertiser, .store, .price, .degreeOfAwesomeness,
    ]
    /// The network's images: what `images` and `icon` can be filled from.
    package static let images: [NetworkAsset] = [.image, .icon]
  }

  /// Where `hasVideoContent` comes from.
  package enum VideoContent: Hashable, Sendable {
    /// Whether the adapter hands over a media view (the Sample custom event's `mediaView != nil`).
    case mediaView
    /// The network's `hasVideo`.
    case hasVideo
    /// Always this (Pangle's and Mintegral's adapters say YES).
    case fixed(Bool)
  }

  /// What the adapter does when the network could not download an image
  /// (`network.ad.image.download: "fail"`, or an empty URL).
  package enum DownloadFailure: String, CaseIterable, Hashable, Sendable {
    /// The asset is nil (Pangle's and Mintegral's icons).
    case none
    /// The asset is the image's URL and scale, for the app to download (the Sample custom event's).
    case url
    /// The load fails with the profile's `completion.error` (InMobi's adapter: "missing native assets").
    case fail
  }

  /// One extra asset: its key in `extraAssets`, and the network text asset that fills it.
  package struct ExtraAsset: Hashable, Sendable {
    package var key: String
    package var source: NetworkAsset

    package init(key: String, source: NetworkAsset) {
      self.key = key
      self.source = source
    }
  }

  /// The network asset each SDK asset comes from; nil: none (the asset is never set).
  package var headline: NetworkAsset? = .headline
  package var body: NetworkAsset? = .body
  package var callToAction: NetworkAsset? = .callToAction
  package var advertiser: NetworkAsset? = .advertiser
  package var store: NetworkAsset? = .store
  package var price: NetworkAsset? = .price
  package var starRating: NetworkAsset? = .starRating
  package var images: NetworkAsset? = .image
  package var icon: NetworkAsset? = .icon
  /// Extra assets by key, in config order; empty: `extraAssets` is nil, as real adapters return.
  package var extraAssets = [ExtraAsset(key: NativeCreative.awesomenessKey, source: .degreeOfAwesomeness)]
  package var hasVideoContent = VideoContent.mediaView
  /// Whether the adapter supplies the network's AdChoices view.
  package var adChoicesView = true
  /// Whether the adapter supplies the network's media view (when its ad has one).
  package var mediaView = true
  package var imageOnDownloadFailure = DownloadFailure.url
  package var iconOnDownloadFailure = DownloadFailure.url

  package init() {}

  /// The Sample custom event's mapping.
  package static let sample = NativeAssetMapping()
}
