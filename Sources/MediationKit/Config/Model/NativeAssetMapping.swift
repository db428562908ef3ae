/// How a native adapter fills each asset of `GADMediationNativeAd` from its
/// network's ad (a profile's `native.assets`): which network asset fills
/// which SDK asset, or none, and what it does when an image fails to
/// download. `sample` is the Sample custom event's mapping (seeds 000 and
/// 002), which every adapter keeps for the assets its profile does not list.
public struct NativeAssetMapping: Hashable, Sendable {
  /// An asset of the network's native ad (the keys of `network.ad`), and the
  /// kind of value it holds.
  public enum NetworkAsset: String, CaseIterable, Hashable, Sendable {
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
    public static let texts: [NetworkAsset] = [
      .headline, .body, .callToAction, .advertiser, .store, .price, .degreeOfAwesomeness,
    ]
    /// The network's images: what `images` and `icon` can be filled from.
    public static let images: [NetworkAsset] = [.image, .icon]
  }

  /// Where `hasVideoContent` comes from.
  public enum VideoContent: Hashable, Sendable {
    /// Whether the adapter hands over a media view (the Sample custom event's `mediaView != nil`).
    case mediaView
    /// The network's `hasVideo`.
    case hasVideo
    /// Always this (Pangle's and Mintegral's adapters say YES).
    case fixed(Bool)
  }

  /// What the adapter does when the network could not download an image
  /// (`network.ad.image.download: "fail"`, or an empty URL).
  public enum DownloadFailure: String, CaseIterable, Hashable, Sendable {
    /// The asset is nil (Pangle's and Mintegral's icons).
    case none
    /// The asset is the image's URL and scale, for the app to download (the Sample custom event's).
    case url
    /// The load fails with the profile's `completion.error` (InMobi's adapter: "missing native assets").
    case fail
  }

  /// One extra asset: its key in `extraAssets`, and the network text asset that fills it.
  public struct ExtraAsset: Hashable, Sendable {
    public var key: String
    public var source: NetworkAsset

    public init(key: String, source: NetworkAsset) {
      self.key = key
      self.source = source
    }
  }

  /// The network asset each SDK asset comes from; nil: none (the asset is never set).
  public var headline: NetworkAsset? = .headline
  public var body: NetworkAsset? = .body
  public var callToAction: NetworkAsset? = .callToAction
  public var advertiser: NetworkAsset? = .advertiser
  public var store: NetworkAsset? = .store
  public var price: NetworkAsset? = .price
  public var starRating: NetworkAsset? = .starRating
  public var images: NetworkAsset? = .image
  public var icon: NetworkAsset? = .icon
  /// Extra assets by key, in config order; empty: `extraAssets` is nil, as real adapters return.
  public var extraAssets = [ExtraAsset(key: NativeCreative.awesomenessKey, source: .degreeOfAwesomeness)]
  public var hasVideoContent = VideoContent.mediaView
  /// Whether the adapter supplies the network's AdChoices view.
  public var adChoicesView = true
  /// Whether the adapter supplies the network's media view (when its ad has one).
  public var mediaView = true
  public var imageOnDownloadFailure = DownloadFailure.url
  public var iconOnDownloadFailure = DownloadFailure.url

  public init() {}

  /// The Sample custom event's mapping.
  public static let sample = NativeAssetMapping()
}
