
/// How much a network would pay for a request (`network.load.valuation`,
/// auction.md): whether it has any demand for it (`participation`), and the
/// price it would pay, from one of three distributions.
package struct Valuation: Hashable, Sendable {
  /// Where the price comes from.
  package enum Distribution: Hashable, Sendable {
    /// `u × scale × exp(sigma × Z')`: correlated with every other source
    /// through the request's value `u`.
    case demand(scale: DecimalNumber, sigma: DecimalNumber)
    /// `maxCpm × B`, B from Beta(alpha, beta), independent of `u`.
    case beta(alpha: DecimalNumber, beta: DecimalNumber, maxCpm: DecimalNumber)
    /// `median × exp(sigma × Z')`, independent of `u`.
    case logNormal(median: DecimalNumber, sigma: DecimalNumber)
  }

  package var distribution: Distribution
  /// The probability that the network has any demand for the request.
  package var participation = ConfigSchema.Valuation.participation.defaultValue

  /// A network with the default `participation`: demand for every request.
  package init(distribution: Distribution) {
    self.distribution = distribution
  }

  package init(distribution: Distribution, participation: DecimalNumber) {
    self.distribution = distribution
    self.participation = participation
  }

  /// Draws the network's price for one load or bid from its stream, in
  /// the order the spec fixes: participation first (one uniform draw, only
  /// when it is below 1), then the price; nil when the network has no
  /// demand. `value` is the request's `u` (required by `demand`).
  func draw(value: Double?, using random: inout SplitMix64) -> DecimalNumber? {
    if participation.micros < 1_000_000, random.nextUnitInterval() >= participation.double { return nil }
    switch distribution {
    case .demand(let scale, let sigma):
      let z = random.nextStandardNormal()
      return PriceCpm.rounded((value ?? 0) * scale.double * Math.exp(sigma.double * z))
    case .beta(let alpha, let beta, let maxCpm):
      return PriceCpm.rounded(maxCpm.double * random.nextBeta(alpha: alpha.double, beta: beta.double))
    case .logNormal(let median, let sigma):
      let z = random.nextStandardNormal()
      return PriceCpm.rounded(median.double * Math.exp(sigma.double * z))
    }
  }
}

extension DecimalNumber {
  /// The number as a `Double` (exact to about 15 significant digits).
  var double: Double { Double(micros) / 1_000_000 }
}
