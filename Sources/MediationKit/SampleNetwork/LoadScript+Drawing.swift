extension LoadScript {
  /// A network's answer to one load: what it answers, and after how long
  /// (nil for a network that never answers).
  struct Answer: Equatable {
    var outcome: Outcome
    var latencyMs: Int64?
  }

  /// Draws one load's answer from `random`, exactly as the scripted network
  /// does: the outcome first (one draw for a fill rate, none otherwise),
  /// then the latency (one draw, or more on Lemire's rare rejection, for a
  /// range); nothing after an outcome of `timeout`.
  ///
  /// The Monte Carlo kernel calls this same function, so both consume the
  /// seeded stream identically.
  @inline(__always)
  func drawAnswer(using random: inout SplitMix64) -> Answer {
    let outcome: Outcome
    switch decision {
    case .always(let fixed): outcome = fixed
    case .fillRate(let rate): outcome = random.nextUnitInterval() < rate ? .fill : .noFill
    }
    guard outcome != .timeout else { return Answer(outcome: .timeout, latencyMs: nil) }
    switch latency {
    case .fixed(let value):
      return Answer(outcome: outcome, latencyMs: value)
    case .uniform(let low, let high):
      return Answer(outcome: outcome, latencyMs: low + Int64(random.next(upTo: UInt64(high - low) + 1)))
    }
  }
}
