/// A decoded bitmap (a stand-in for `UIImage`): its size in pixels and scale.
public struct PlatformImage: Equatable, Sendable {
  public var width: Int64
  public var height: Int64
  public var scale: DecimalNumber

  public init(width: Int64, height: Int64, scale: DecimalNumber) {
    self.width = width
    self.height = height
    self.scale = scale
  }
}
