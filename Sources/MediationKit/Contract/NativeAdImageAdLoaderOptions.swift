/// How the app wants native image assets (`GADNativeAdImageAdLoaderOptions`).
public struct NativeAdImageAdLoaderOptions: Equatable, Sendable {
  /// True: image assets come back as URLs only, and the app downloads them.
  public var disableImageLoading: Bool
  /// True: every image of a multi-image asset, not only the first.
  public var shouldRequestMultipleImages: Bool

  public init(disableImageLoading: Bool = false, shouldRequestMultipleImages: Bool = false) {
    self.disableImageLoading = disableImageLoading
    self.shouldRequestMultipleImages = shouldRequestMultipleImages
  }
}
