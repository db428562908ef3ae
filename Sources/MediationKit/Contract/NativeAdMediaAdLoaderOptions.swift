/// Which media the app wants in a native ad (`GADNativeAdMediaAdLoaderOptions`).
package struct NativeAdMediaAdLoaderOptions: Equatable, Sendable {
  package var mediaAspectRatio: MediaAspectRatio

  package init(mediaAspectRatio: MediaAspectRatio = .unknown) {
    self.mediaAspectRatio = mediaAspectRatio
  }
}
