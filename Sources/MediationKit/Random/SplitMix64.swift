/// The seeded generator behind every random draw of a run (SplitMix64):
/// small, fast, and the same sequence on every machine and Swift version.
package struct SplitMix64: Sendable {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// A uniform draw from `0 ..< bound` without modulo bias (Lemire's method);
  /// `bound` must be at least 1.
  package mutating func next(upTo bound: UInt64) -> UInt64 {
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  /// A uniform draw from `0 ..< 1` with 53 random bits.
  package mutating func nextUnitInterval() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// The output function of SplitMix64, also a good 64-bit hash.
  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
