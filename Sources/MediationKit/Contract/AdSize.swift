/// A banner's size in points (`GADAdSize`): one of the standard sizes, or
/// any width and height.
package struct AdSize: Hashable, Sendable {
  /// The standard banner sizes, by the names the config uses.
  package enum Standard: String, CaseIterable, Sendable {
    /// 320×50 (`GADAdSizeBanner`).
    case banner
    /// 320×100 (`GADAdSizeLargeBanner`).
    case largeBanner
    /// 300×250 (`GADAdSizeMediumRectangle`).
    case mediumRectangle
    /// 468×60 (`GADAdSizeFullBanner`).
    case fullBanner
    /// 728×90 (`GADAdSizeLeaderboard`).
    case leaderboard

    package var size: AdSize {
      switch self {
      case .banner: AdSize(width: 320, height: 50)
      case .largeBanner: AdSize(width: 320, height: 100)
      case .mediumRectangle: AdSize(width: 300, height: 250)
      case .fullBanner: AdSize(width: 468, height: 60)
      case .leaderboard: AdSize(width: 728, height: 90)
      }
    }
  }

  package var width: Int
  package var height: Int

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The standard size this is, if it is one.
  package var standard: Standard? { Standard.allCases.first { $0.size == self } }

  /// The default request size: a 320×50 banner.
  package static let banner = Standard.banner.size
}
