/// What a fitted config gives in expectation, computed from the config as
/// written (its rounded fill rates, scales, sigma, participations, latencies
/// and timeouts), so that the `fit` record's `model` figures are the ones
/// `simulate --runs` of that config converges to (decide2.md §2).
///
/// Walked in order, the requests still unfilled are a share `mass` of all,
/// and (when the value decides fills) their values lie below the lowest
/// threshold passed, a share `reached` of the value's distribution. A line
/// item with a fill rate fills that share of what reaches it, whatever the
/// value; one with a `demand` valuation and a threshold t = eCPM / scale
/// fills (reached − F(t)) / reached of it when F(t) < reached; one whose
/// eCPM is 0 fills its participation; participation 0 never fills. A fill
/// counts when the network answers before the line item's timeout: a fixed
/// latency is in time or not, a uniform one in time with the share of its
/// range below the timeout.
///
/// The figures assume each adapter passes its network's fills on, as the
/// profiles fit writes do. Where the closed form cannot follow a config (a
/// bidder, a beta valuation, a demand valuation whose load may or may not
/// answer in time, which mixes high values back into the unfilled
/// requests), it is `approximate` and says which line items.
struct WrittenModel {
  /// Each line item's chance of a fill when reached.
  var fillRates: [Double] = []
  var fillRate = 0.0
  var revenuePer1000 = 0.0
  /// The labels of the line items the closed form only approximates, and why.
  var approximate: [(label: String, reason: String)] = []

  init(_ config: WaterfallConfig) {
    let value = config.demand?.value
    var mass = 1.0
    var reached = 1.0
    for item in config.lineItems {
      let ecpm = item.ecpm.double
      let load = item.network.load
      let inTime = Self.shareInTime(load.latency, timeoutMs: item.timeoutMs)
      var fill: Double
      if item.bidding != nil {
        approximate.append((item.label, "a bidder: where its bid enters the walk depends on the auction"))
        fill = 0
      } else if let valuation = load.valuation {
        let participation = valuation.participation.double
        switch valuation.distribution {
        case .demand(let scale, _):
          let threshold = scale.micros > 0 ? ecpm / scale.double : .infinity
          if participation == 0 || inTime == 0 {
            fill = 0
          } else if threshold <= 0 {
            fill = participation * inTime
          } else if let value {
            let below = Math.normalCDF(Math.log(threshold / value.median.double) / value.sigma.double)
            let reachedBelow = min(below, reached)
            fill = reached > 0 ? participation * inTime * (reached - reachedBelow) / reached : 0
            if participation == 1 && inTime == 1 {
              reached = reachedBelow
            } else {
              approximate.append((item.label, "a demand valuation that does not always answer in time"))
            }
          } else {
            fill = 0
          }
        case .logNormal(let median, let sigma):
          // Independent of the value: the price reaches the eCPM with the log-normal's upper tail.
          let above =
            ecpm <= 0
            ? 1 : sigma.micros == 0 ? (median.double >= ecpm ? 1 : 0) : 1 - Math.normalCDF(Math.log(ecpm / median.double) / sigma.double)
          fill = participation * inTime * above
        case .beta:
          approximate.append((item.label, "a beta valuation"))
          fill = 0
        }
      } else {
        switch load.decision {
        case .fillRate(let rate): fill = rate * inTime
        case .always(.fill): fill = inTime
        case .always(.noFill), .always(.error), .always(.timeout), .always(.empty): fill = 0
        }
      }
      fillRates.append(fill)
      fillRate += mass * fill
      revenuePer1000 += mass * fill * ecpm
      mass *= 1 - fill
    }
  }

  /// The share of loads that answer before `timeoutMs` (an answer at the timeout itself is late).
  static func shareInTime(_ latency: LoadScript.Latency, timeoutMs: Int64) -> Double {
    switch latency {
    case .fixed(let ms): return ms < timeoutMs ? 1 : 0
    case .uniform(let low, let high):
      guard high >= low else { return low < timeoutMs ? 1 : 0 }
      let inTime = min(max(timeoutMs - low, 0), high - low + 1)
      return Double(inTime) / Double(high - low + 1)
    }
  }
}
