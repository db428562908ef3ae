/// One image asset of a native ad (`GADNativeAdImage`): a downloaded image,
/// or a URL for the app to download, with its pixel density.
package struct NativeAdImage: Equatable, Sendable {
  /// The downloaded image, when there is one.
  package var image: PlatformImage?
  /// Where the image can be downloaded, when the ad gave a URL.
  package var imageURL: String?
  /// Pixels per point.
  package var scale: DecimalNumber

  /// An image that is already downloaded; its scale is the image's own.
  package init(image: PlatformImage) {
    self.image = image
    self.imageURL = nil
    self.scale = image.scale
  }

  /// An image the SDK downloaded itself, keeping where it came from (Ad
  /// Manager's own ads fill both `image` and `imageURL`, seed 003).
  package init(image: PlatformImage, url: String) {
    self.image = image
    self.imageURL = url
    self.scale = image.scale
  }

  /// An image as an adapter builds it from its parts, each as it has them: an Android `NativeAd.Image`
  /// subclass's `Drawable`, `Uri` and scale, where the drawable and the Uri may each be null (Google's Android
  /// Sample mappers build one even for an ad without that image: neither, scale 1).
  package init(image: PlatformImage?, url: String?, scale: DecimalNumber) {
    self.image = image
    self.imageURL = url
    self.scale = scale
  }

  /// An image the app still has to download.
  package init(url: String, scale: DecimalNumber) {
    self.image = nil
    self.imageURL = url
    self.scale = scale
  }
}
