/// How a bidder answers the auction, drawn from its own stream.
extension BiddingScript {
  /// A bidder's answer: its price (nil for no bid) and when it arrives.
  struct Answer: Equatable {
    var price: DecimalNumber?
    var latencyMs: Int64
  }

  /// Draws one bidder's answer from its stream, in the order the spec
  /// fixes (auction.md; decide.md, "Random streams"): participation and the
  /// price when the bid is the network's valuation, then the bid's latency.
  /// A fixed bid and `"none"` draw the latency alone. `value` is the
  /// request's `u`. The engine and the Monte Carlo kernel both call this.
  @inline(__always)
  func drawAnswer(valuation: Valuation?, value: Double?, using random: inout SplitMix64) -> Answer {
    let price: DecimalNumber?
    switch bid {
    case .valuation: price = valuation?.draw(value: value, using: &random)
    case .fixed(let fixed): price = fixed
    case .none: price = nil
    }
    return Answer(price: price, latencyMs: latency.draw(using: &random))
  }
}

extension LoadScript.Latency {
  /// One latency: the fixed one, or a uniform draw from the range (one
  /// draw, or more on Lemire's rare rejection).
  @inline(__always)
  func draw(using random: inout SplitMix64) -> Int64 {
    switch self {
    case .fixed(let value): value
    case .uniform(let low, let high): low + Int64(random.next(upTo: UInt64(high - low) + 1))
    }
  }
}
