/// An image a network serves: where it lives, its pixel density and size.
public struct CreativeImage: Hashable, Sendable {
  public var url: String
  public var scale: DecimalNumber
  public var width: Int64
  public var height: Int64

  public init(url: String, scale: DecimalNumber, width: Int64, height: Int64) {
    self.url = url
    self.scale = scale
    self.width = width
    self.height = height
  }
}
