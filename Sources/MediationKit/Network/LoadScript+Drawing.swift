extension LoadScript {
  /// A network's answer to one load: what it answers, and after how long
  /// (nil for a network that never answers).
  package struct Answer: Equatable {
    package var outcome: Outcome
    package var latencyMs: Int64?
  }

  /// What a load's answer is drawn from: its decision, latency and
  /// valuation, and nothing that needs counting references, so the Monte
  /// Carlo kernel keeps one per step and copies it for free.
  struct Draws: Equatable {
    var decision: Decision
    var latency: Latency
    var valuation: Valuation?
  }

  var draws: Draws { Draws(decision: decision, latency: latency, valuation: valuation) }

  /// Draws one load's answer from `random` (`Draws.drawAnswer`).
  @inline(__always)
  func drawAnswer(using random: inout SplitMix64, value: Double? = nil, floor: DecimalNumber? = nil) -> Answer {
    draws.drawAnswer(using: &random, value: value, floor: floor)
  }
}

extension LoadScript.Draws {
  typealias Answer = LoadScript.Answer

  /// Draws one load's answer from `random`, exactly as the scripted network
  /// does. With a valuation and a `floor` (a waterfall line item's `ecpm`),
  /// the network prices the request first (participation, then the price,
  /// from `value`, the request's `u`) and fills when the price reaches the
  /// floor; otherwise the outcome comes from the decision (one draw for a
  /// fill rate, none otherwise). Then the latency (one draw, or more on
  /// Lemire's rare rejection, for a range); nothing after an outcome of
  /// `timeout`. A bidder's load (`floor` nil) does not price again: its bid
  /// was its price.
  ///
  /// The Monte Carlo kernel calls this same function, so both consume the
  /// seeded stream identically.
  @inline(__always)
  func drawAnswer(using random: inout SplitMix64, value: Double? = nil, floor: DecimalNumber? = nil) -> Answer {
    let outcome: LoadScript.Outcome
    if let floor, let valuation {
      let price = valuation.draw(value: value, using: &random)
      outcome = price.map { $0 >= floor } == true ? .fill : .noFill
    } else {
      switch decision {
      case .always(let fixed): outcome = fixed
      case .fillRate(let rate): outcome = random.nextUnitInterval() < rate ? .fill : .noFill
      }
    }
    guard outcome != .timeout else { return Answer(outcome: .timeout, latencyMs: nil) }
    return Answer(outcome: outcome, latencyMs: latency.draw(using: &random))
  }
}
