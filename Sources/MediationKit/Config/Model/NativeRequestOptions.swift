/// The native ad loader options the app requests with (`request.native`).
package struct NativeRequestOptions: Equatable, Sendable {
  package var disableImageLoading: Bool
  package var shouldRequestMultipleImages: Bool
  package var mediaAspectRatio: MediaAspectRatio
  package var adChoicesPosition: AdChoicesPosition
  /// Custom native format (template) IDs the app can display.
  package var customFormatIds: [String]
  /// The kinds of native ad the app's ad loader asks for.
  package var adTypes: [NativeAdType]

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
  package static func defaultAdTypes(customFormatIds: [String]) -> [NativeAdType] {
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
