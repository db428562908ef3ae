/// How the app wants native image assets (`GADNativeAdImageAdLoaderOptions`).
package struct NativeAdImageAdLoaderOptions: Equatable, Sendable {
  /// True: image assets come back as URLs only, and the app downloads them.
  package var disableImageLoading: Bool
  /// True: every image of a multi-image asset, not only the first.
  package var shouldRequestMultipleImages: Bool

  package init(disableImageLoading: Bool = false, shouldRequestMultipleImages: Bool = false) {
    self.disableImageLoading = disableImageLoading
    self.shouldRequestMultipleImages = shouldRequestMultipleImages
  }
}
