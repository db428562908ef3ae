/// A decoded bitmap (a stand-in for `UIImage`): its size in pixels and scale.
package struct PlatformImage: Equatable, Sendable {
  package var width: Int64
  package var height: Int64
  package var scale: DecimalNumber

  package init(width: Int64, height: Int64, scale: DecimalNumber) {
    self.width = width
    self.height = height
    self.scale = scale
  }
}
