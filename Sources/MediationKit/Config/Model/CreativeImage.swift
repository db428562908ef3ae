/// An image a network serves: where it lives, its pixel density and size.
package struct CreativeImage: Hashable, Sendable {
  package var url: String
  package var scale: DecimalNumber
  package var width: Int64
  package var height: Int64
  /// Whether the network's download of it succeeds, when the request has images downloaded.
  package var download: Download

  /// How a network's download of an image goes (`network.ad.image.download`).
  package enum Download: String, CaseIterable, Hashable, Sendable {
    case ok
    case fail
  }

  package init(url: String, scale: DecimalNumber, width: Int64, height: Int64, download: Download = .ok) {
    self.url = url
    self.scale = scale
    self.width = width
    self.height = height
    self.download = download
  }

  /// Whether the network has nothing to show for it: its download failed
  /// (when it downloads images), or its URL is empty (nothing to download).
  package func isMissing(downloading: Bool) -> Bool {
    url.isEmpty || (downloading && download == .fail)
  }
}
