extension AdSize {
  /// Picks the size the SDK's helper picks for a request of `requested` among `candidates`
  /// (`GADClosestValidSizeForAdSizes`; Android `MediationUtils.findClosestSize`): among the sizes no wider and no
  /// taller than the request, at least half its width and 0.7 of its height, the largest by area, ties to the
  /// first listed; nil when none fits.
  package static func closest(to requested: AdSize, among candidates: [AdSize]) -> AdSize? {
    var best: AdSize?
    for candidate in candidates where candidate.fits(within: requested) {
      // Only a strictly larger area replaces: the first listed keeps a tie.
      if let current = best, candidate.area <= current.area { continue }
      best = candidate
    }
    return best
  }

  /// The area in square points, in 64 bits: sizes are bounded by the config, not by this.
  private var area: Int64 { Int64(width) * Int64(height) }

  /// Whether the size is within `requested` and not below its minimum ratios (`MIN_WIDTH_RATIO` 0.5,
  /// `MIN_HEIGHT_RATIO` 0.7), compared in integers so that no rounding decides an edge.
  private func fits(within requested: AdSize) -> Bool {
    width <= requested.width && height <= requested.height
      && 2 * Int64(width) >= Int64(requested.width) && 10 * Int64(height) >= 7 * Int64(requested.height)
  }
}
