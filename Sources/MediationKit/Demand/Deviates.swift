
/// The continuous draws of the demand model, from a source's stream: a
/// standard normal (Marsaglia's polar method, one value kept per call, as the
/// benchmark's C reference draws it) and a gamma (Marsaglia and Tsang's
/// method), from which log-normal and beta prices are made.
///
/// Every draw consumes a whole number of 64-bit outputs, so a stream's
/// position after a draw is a deterministic function of its seed.
extension SplitMix64 {
  /// A standard normal deviate: pairs of uniform points in (−1, 1)² until
  /// one falls strictly inside the unit circle and off the origin, and that
  /// point's first coordinate, scaled.
  mutating func nextStandardNormal() -> Double {
    while true {
      let a = 2 * nextUnitInterval() - 1
      let b = 2 * nextUnitInterval() - 1
      let q = a * a + b * b
      if q < 1, q > 0 { return a * (-2 * Math.log(q) / q).squareRoot() }
    }
  }

  /// A gamma deviate of shape `shape` (> 0) and scale 1. For shape below 1
  /// the deviate of shape + 1 is scaled by U^(1/shape), one more uniform.
  mutating func nextGamma(shape: Double) -> Double {
    if shape < 1 {
      let boosted = nextGamma(shape: shape + 1)
      return boosted * Math.pow(nextUnitInterval(), 1 / shape)
    }
    let d = shape - 1.0 / 3.0
    let c = 1 / (9 * d).squareRoot()
    while true {
      var x: Double
      var v: Double
      repeat {
        x = nextStandardNormal()
        v = 1 + c * x
      } while v <= 0
      v = v * v * v
      let u = nextUnitInterval()
      if u < 1 - 0.0331 * (x * x) * (x * x) { return d * v }
      if u > 0, Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v)) { return d * v }
    }
  }

  /// A beta deviate of shapes `alpha` and `beta` (both > 0): X / (X + Y)
  /// for X, Y gamma deviates of those shapes, drawn in that order.
  mutating func nextBeta(alpha: Double, beta: Double) -> Double {
    let x = nextGamma(shape: alpha)
    let y = nextGamma(shape: beta)
    let sum = x + y
    return sum > 0 ? x / sum : 0
  }
}
