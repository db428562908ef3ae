
/// The request's side of the demand model (`demand`, auction.md): the value
/// `u` every `demand` valuation prices from, and the app's patience.
package struct Demand: Hashable, Sendable {
  /// A log-normal quantity: `median × exp(sigma × Z)`.
  package struct LogNormal: Hashable, Sendable {
    package var median: DecimalNumber
    package var sigma: DecimalNumber

    package init(median: DecimalNumber, sigma: DecimalNumber) {
      self.median = median
      self.sigma = sigma
    }
  }

  /// How long the app waits for the ad.
  package enum Patience: Hashable, Sendable {
    case fixed(Int64)
    /// A log-normal number of milliseconds, rounded half up, within 1 to 10^14.
    case logNormal(median: Int64, sigma: DecimalNumber)
  }

  /// The request's value in USD CPM; nil without `demand.valueCpm`.
  package var value: LogNormal?
  /// nil: the app waits for ever.
  package var patience: Patience?

  package init(value: LogNormal? = nil, patience: Patience? = nil) {
    self.value = value
    self.patience = patience
  }

  /// What one request draws from the request's own stream
  /// (`SeedTree.requestKey`), before anything else happens: `u`, then the patience.
  struct Draw: Equatable {
    var value: Double?
    var patienceMs: Int64?
  }

  /// Draws the request's value, then its patience, from `random`.
  func draw(using random: inout SplitMix64) -> Draw {
    var drawn = Draw()
    if let value {
      drawn.value = value.median.double * Math.exp(value.sigma.double * random.nextStandardNormal())
    }
    switch patience {
    case nil:
      break
    case .fixed(let ms):
      drawn.patienceMs = ms
    case .logNormal(let median, let sigma):
      let ms = (Double(median) * Math.exp(sigma.double * random.nextStandardNormal()))
        .rounded(.toNearestOrAwayFromZero)
      drawn.patienceMs = Int64(min(max(ms.isFinite ? ms : 1, 1), Double(ConfigLimits.maximumTimeMs)))
    }
    return drawn
  }
}
