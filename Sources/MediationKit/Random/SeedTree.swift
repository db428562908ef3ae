/// The one tree every random draw of mediate comes from, version 1
/// (docs/config.md, "Random streams"):
///
/// ```
/// batch seed (`seed`, `--seed`)
///   └─ run k's seed             run(k, of: batch)        mix(batch + (k + 1) × γ)
///        └─ request i's seed      request(i, of: run)      the run's own for i = 0, else mix(run + i × γ)
///             ├─ a source's stream  stream(key(ofLabel:), in: request)   SplitMix64 from mix(request ^ key)
///             ├─ a bidder's signals  stream(signalKey(of: key), in: request)  its signal latency, when a range
///             └─ the request's own  stream(requestKey, in: request)      its value and the app's patience
/// ```
///
/// where `mix` is SplitMix64's output function and γ = 0x9e3779b97f4a7c15.
/// Run k's seed is SplitMix64's output number k + 1 for the batch seed, so a
/// thread or a shard can start at any run; a refresh's seed the same for the
/// run's seed; a source's stream depends on its label alone, so that what a
/// source draws does not depend on what else the config holds. The engine,
/// the kernel and compare derive every seed here; a change that alters any
/// derived value is a new `version`.
package enum SeedTree {
  /// The version of the derivation above.
  package static let version = 1

  /// SplitMix64's increment, γ.
  private static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The seed of run `run` (0-based) of a batch with seed `batchSeed`.
  @inline(__always)
  package static func run(_ run: Int, of batchSeed: UInt64) -> UInt64 {
    SplitMix64.mix(batchSeed &+ UInt64(run + 1) &* gamma)
  }

  /// The seed of request `index` of a run with seed `runSeed`: the run's own
  /// for the first, and for a banner's refresh k the k-th number of a
  /// SplitMix64 generator seeded with the run's seed.
  @inline(__always)
  package static func request(_ index: Int, of runSeed: UInt64) -> UInt64 {
    index == 0 ? runSeed : SplitMix64.mix(runSeed &+ UInt64(index) &* gamma)
  }

  /// The stream of the source with key `key` (`key(ofLabel:)`, or
  /// `requestKey`) in the request with seed `requestSeed`.
  @inline(__always)
  package static func stream(_ key: UInt64, in requestSeed: UInt64) -> SplitMix64 {
    SplitMix64(seed: SplitMix64.mix(requestSeed ^ key))
  }

  /// The stream key of a source labelled `label`: FNV-1a (64-bit) of its
  /// UTF-8 bytes, then mixed, so that labels differing in one character give
  /// unrelated streams.
  package static func key(ofLabel label: String) -> UInt64 {
    SplitMix64.mix(fnv1a64(label))
  }

  /// FNV-1a (64-bit) of `text`'s UTF-8 bytes, not mixed: a label's stream key mixes it, a portfolio group's seed
  /// (`Portfolio.groupSeed`) takes it as it is.
  package static func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// The key of the stream a bidder with stream key `key` draws its signal latency from (a range's): its own
  /// stream's key mixed with a constant, so that the draw shifts none of the draws its own stream has always made.
  @inline(__always)
  package static func signalKey(of key: UInt64) -> UInt64 {
    SplitMix64.mix(key ^ 0x7369_676E_616C_7300)
  }

  /// The key of the request's own stream (its value `u` and its patience):
  /// FNV-1a of the single byte 0xFF, mixed, which no label's UTF-8 can have.
  package static let requestKey: UInt64 = SplitMix64.mix((0xCBF2_9CE4_8422_2325 ^ 0xFF) &* 0x0000_0100_0000_01B3)
}
