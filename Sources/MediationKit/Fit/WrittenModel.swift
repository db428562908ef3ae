/// What a fitted config gives in expectation, computed from the config as
/// written (its rounded fill rates, scales, sigma, participations, latencies
/// and timeouts), so that the `fit` record's `model` figures are the ones
/// `simulate --runs` of that config converges to (decide2.md §2).
///
/// Walked in order, the requests still unfilled are a share `mass` of all.
/// A line item with a fill rate fills that share of what reaches it,
/// whatever the value; one with a `demand` valuation and a threshold
/// t = eCPM / scale fills a share q (its participation times the share of
/// its loads answered in time) of the requests it prices at or above t, so
/// of what reaches it q times the weighted share of the values at or above
/// t over the weighted share of all (`ValueWeights`: the values it filled
/// reach the line items below it with weight 1 − q); one whose eCPM is 0
/// fills q; participation 0 never fills. A fixed latency is in time or not,
/// a uniform one in time with the share of its range below the timeout;
/// participation, the price and the latency are drawn apart, so they
/// multiply.
///
/// The figures assume each adapter passes its network's fills on, as the
/// profiles fit writes do. Where the closed form cannot follow a config (a
/// bidder, a beta valuation), it is `approximate` and says which line items.
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
    var weights = ValueWeights()
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
          let share = participation * inTime
          if share == 0 {
            fill = 0
          } else if threshold <= 0 {
            fill = share
          } else if let value {
            let position = Math.normalCDF(Math.log(threshold / value.median.double) / value.sigma.double)
            let reached = weights.total
            fill = reached > 0 ? share * weights.mass(above: position) / reached : 0
            weights.multiply(above: position, by: 1 - share)
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
