/// Where every random draw of a run comes from: a stream per line item,
/// derived from the run's seed and the line item's label, so that what a
/// line item draws in a run does not depend on what else the config holds
/// (docs/config.md, "Random streams").
///
/// A stream is `SeedTree.stream(key, in: seed)`, key
/// `SeedTree.key(ofLabel:)`, for the request's seed. A line item draws from its
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
    var stream = streams[lineItem] ?? SeedTree.stream(keys[lineItem], in: runSeed)
    defer { streams[lineItem] = stream }
    return body(&stream)
  }
}
