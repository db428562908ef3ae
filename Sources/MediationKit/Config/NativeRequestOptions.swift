/// The native ad loader options the app requests with (`request.native`).
public struct NativeRequestOptions: Equatable, Sendable {
  public var disableImageLoading: Bool
  public var shouldRequestMultipleImages: Bool
  public var mediaAspectRatio: MediaAspectRatio
  public var adChoicesPosition: AdChoicesPosition
  /// Custom native format (template) IDs the app can display.
  public var customFormatIds: [String]

  public init(
    disableImageLoading: Bool = false, shouldRequestMultipleImages: Bool = false,
    mediaAspectRatio: MediaAspectRatio = .unknown, adChoicesPosition: AdChoicesPosition = .topRight,
    customFormatIds: [String] = []
  ) {
    self.disableImageLoading = disableImageLoading
    self.shouldRequestMultipleImages = shouldRequestMultipleImages
    self.mediaAspectRatio = mediaAspectRatio
    self.adChoicesPosition = adChoicesPosition
    self.customFormatIds = customFormatIds
  }

  /// The options as the ad loader option objects the SDK hands to adapters.
  public var adLoaderOptions: [AdLoaderOptions] {
    [
      .image(
        NativeAdImageAdLoaderOptions(
          disableImageLoading: disableImageLoading, shouldRequestMultipleImages: shouldRequestMultipleImages)),
      .media(NativeAdMediaAdLoaderOptions(mediaAspectRatio: mediaAspectRatio)),
      .adView(NativeAdViewAdOptions(preferredAdChoicesPosition: adChoicesPosition)),
    ]
  }
}
