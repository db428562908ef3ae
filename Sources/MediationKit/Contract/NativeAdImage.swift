/// One image asset of a native ad (`GADNativeAdImage`): a downloaded image,
/// or a URL for the app to download, with its pixel density.
public struct NativeAdImage: Equatable, Sendable {
  /// The downloaded image, when there is one.
  public var image: PlatformImage?
  /// Where the image can be downloaded, when the ad gave a URL.
  public var imageURL: String?
  /// Pixels per point.
  public var scale: DecimalNumber

  /// An image that is already downloaded; its scale is the image's own.
  public init(image: PlatformImage) {
    self.image = image
    self.imageURL = nil
    self.scale = image.scale
  }

  /// An image the SDK downloaded itself, keeping where it came from (Ad
  /// Manager's own ads fill both `image` and `imageURL`, seed 003).
  public init(image: PlatformImage, url: String) {
    self.image = image
    self.imageURL = url
    self.scale = image.scale
  }

  /// An image the app still has to download.
  public init(url: String, scale: DecimalNumber) {
    self.image = nil
    self.imageURL = url
    self.scale = scale
  }
}
