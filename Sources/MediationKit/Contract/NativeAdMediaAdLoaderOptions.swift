/// Which media the app wants in a native ad (`GADNativeAdMediaAdLoaderOptions`).
public struct NativeAdMediaAdLoaderOptions: Equatable, Sendable {
  public var mediaAspectRatio: MediaAspectRatio

  public init(mediaAspectRatio: MediaAspectRatio = .unknown) {
    self.mediaAspectRatio = mediaAspectRatio
  }
}
