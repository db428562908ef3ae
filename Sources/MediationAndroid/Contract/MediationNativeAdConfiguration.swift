import MediationKit

/// A native ad request (`MediationNativeAdConfiguration`): the ad configuration and the app's native ad options.
struct MediationNativeAdConfiguration {
  let base: MediationAdConfiguration
  private let nativeAdOptions: [AdLoaderOptions]

  init(base: MediationAdConfiguration, nativeAdOptions: [AdLoaderOptions]) {
    self.base = base
    self.nativeAdOptions = nativeAdOptions
  }

  /// The app's `NativeAdOptions` (`shouldReturnUrlsForImageAssets`, `shouldRequestMultipleImages`,
  /// `getMediaAspectRatio`, the AdChoices placement), as the options the app passed.
  func getNativeAdOptions() -> [AdLoaderOptions] { nativeAdOptions }
}
