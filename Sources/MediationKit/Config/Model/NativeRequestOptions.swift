/// The native ad loader options the app requests with (`request.native`).
public struct NativeRequestOptions: Equatable, Sendable {
  public var disableImageLoading: Bool
  public var shouldRequestMultipleImages: Bool
  public var mediaAspectRatio: MediaAspectRatio
  public var adChoicesPosition: AdChoicesPosition
  /// Custom native format (template) IDs the app can display.
  public var customFormatIds: [String]
  /// The kinds of native ad the app's ad loader asks for.
  public var adTypes: [NativeAdType]

  package init(
    disableImageLoading: Bool = ConfigSchema.NativeRequest.disableImageLoading.defaultValue,
    shouldRequestMultipleImages: Bool = ConfigSchema.NativeRequest.shouldRequestMultipleImages.defaultValue,
    mediaAspectRatio: MediaAspectRatio = ConfigSchema.NativeRequest.mediaAspectRatio.defaultValue,
    adChoicesPosition: AdChoicesPosition = ConfigSchema.NativeRequest.adChoicesPosition.defaultValue,
    customFormatIds: [String] = ConfigSchema.NativeRequest.customFormatIds.defaultValue, adTypes: [NativeAdType]? = nil
  ) {
    self.disableImageLoading = disableImageLoading
    self.shouldRequestMultipleImages = shouldRequestMultipleImages
    self.mediaAspectRatio = mediaAspectRatio
    self.adChoicesPosition = adChoicesPosition
    self.customFormatIds = customFormatIds
    self.adTypes = adTypes ?? Self.defaultAdTypes(customFormatIds: customFormatIds)
  }

  /// What an app asks for when the config does not say: every system-defined
  /// type and the unified ad of mediated adapters, and custom formats when
  /// it lists the IDs it can display.
  public static func defaultAdTypes(customFormatIds: [String]) -> [NativeAdType] {
    customFormatIds.isEmpty ? [.unified, .appInstall, .content] : [.unified, .appInstall, .content, .customFormat]
  }

  /// The options as the ad loader option objects the SDK hands to adapters.
  package var adLoaderOptions: [AdLoaderOptions] {
    [
      .image(
        NativeAdImageAdLoaderOptions(
          disableImageLoading: disableImageLoading, shouldRequestMultipleImages: shouldRequestMultipleImages)),
      .media(NativeAdMediaAdLoaderOptions(mediaAspectRatio: mediaAspectRatio)),
      .adView(NativeAdViewAdOptions(preferredAdChoicesPosition: adChoicesPosition)),
    ]
  }
}
