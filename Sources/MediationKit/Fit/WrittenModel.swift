/// What a fitted config gives in expectation, computed from the config as
/// written (its rounded fill rates, scales, sigma and participations), so
/// that the `fit` record's `model` figures are the ones `simulate --runs`
/// of that config converges to (decide2.md §2).
///
/// Walked in order, the requests still unfilled are a share `mass` of all,
/// and (when the value decides fills) their values lie below the lowest
/// threshold passed, a share `reached` of the value's distribution. A line
/// item with a fill rate fills that share of what reaches it, whatever the
/// value; one with a `demand` valuation and a threshold t = eCPM / scale
/// fills (reached − F(t)) / reached of it when F(t) < reached; one whose
/// eCPM is 0 fills its participation; participation 0 never fills. Each
/// load is taken to answer within its timeout, as the configs fit writes do.
struct WrittenModel {
  /// Each line item's chance of a fill when reached.
  var fillRates: [Double] = []
  var fillRate = 0.0
  var revenuePer1000 = 0.0

  init(_ config: WaterfallConfig) {
    let value = config.demand?.value
    var mass = 1.0
    var reached = 1.0
    for item in config.lineItems {
      let ecpm = item.ecpm.double
      var fill: Double
      if let valuation = item.network.load.valuation {
        let participation = valuation.participation.double
        switch valuation.distribution {
        case .demand(let scale, _):
          let threshold = scale.micros > 0 ? ecpm / scale.double : .infinity
          if participation == 0 {
            fill = 0
          } else if threshold <= 0 {
            fill = participation
          } else if let value {
            let below = Math.normalCDF(Math.log(threshold / value.median.double) / value.sigma.double)
            let reachedBelow = min(below, reached)
            fill = reached > 0 ? participation * (reached - reachedBelow) / reached : 0
            if participation == 1 { reached = reachedBelow }
          } else {
            fill = 0
          }
        case .logNormal(let median, let sigma):
          // Independent of the value: the price reaches the eCPM with the log-normal's upper tail.
          let above = sigma.micros == 0 ? (median.double >= ecpm ? 1 : 0) : 1 - Math.normalCDF(Math.log(ecpm / median.double) / sigma.double)
          fill = participation * (ecpm <= 0 ? 1 : above)
        case .beta:
          preconditionFailure("fit writes fill rates and demand valuations only, never a beta valuation")
        }
      } else {
        switch item.network.load.decision {
        case .fillRate(let rate): fill = rate
        case .always(.fill): fill = 1
        case .always(.noFill), .always(.error), .always(.timeout), .always(.empty): fill = 0
        }
      }
      fillRates.append(fill)
      fillRate += mass * fill
      revenuePer1000 += mass * fill * ecpm
      mass *= 1 - fill
    }
  }
}
