/// Where every random draw of a run comes from: a stream per line item,
/// derived from the run's seed and the line item's label, so that what a
/// line item draws in a run does not depend on what else the config holds
/// (docs/config.md, "Random streams").
///
/// A stream is a SplitMix64 generator seeded with
/// `mix(runSeed ^ key)`, where `key` is `mix(FNV-1a-64(label's UTF-8 bytes))`
/// and `mix` is SplitMix64's output function. A line item draws from its
/// own stream in a fixed order (its fill, then its latency), the first
/// time it is loaded and on; a line item never reached draws nothing, and
/// nothing it would have drawn shifts anyone else's draws.
struct RandomStreams {
  /// By line item: its stream, once it first drew.
  private var streams: [SplitMix64?]
  private let keys: [UInt64]
  private let runSeed: UInt64

  /// The streams of the run with seed `runSeed`, for the line items whose
  /// stream keys are `keys` (in config order).
  init(runSeed: UInt64, keys: [UInt64]) {
    self.runSeed = runSeed
    self.keys = keys
    streams = Array(repeating: nil, count: keys.count)
  }

  /// Line item `lineItem`'s stream, to draw from.
  mutating func withStream<Result>(ofLineItem lineItem: Int, _ body: (inout SplitMix64) -> Result) -> Result {
    var stream = streams[lineItem] ?? Self.stream(runSeed: runSeed, key: keys[lineItem])
    defer { streams[lineItem] = stream }
    return body(&stream)
  }

  /// The stream of the source with key `key` in the run with seed `runSeed`.
  @inline(__always)
  static func stream(runSeed: UInt64, key: UInt64) -> SplitMix64 {
    SplitMix64(seed: SplitMix64.mix(runSeed ^ key))
  }

  /// The key of the request's own stream (its value `u` and its patience):
  /// FNV-1a of the single byte 0xFF, mixed, which no label's UTF-8 can have.
  static let requestKey: UInt64 = SplitMix64.mix(
    (0xCBF2_9CE4_8422_2325 ^ 0xFF) &* 0x0000_0100_0000_01B3)

  /// The stream key of a line item labelled `label`: FNV-1a (64-bit) of
  /// its UTF-8 bytes, then mixed, so that labels differing in one
  /// character give unrelated streams.
  static func key(ofLabel label: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in label.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return SplitMix64.mix(hash)
  }
}
