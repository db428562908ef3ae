/// The demand model fitted to the sources' matched requests: one value
/// `u` per request, log-normal with median m and a fixed sigma; each source
/// a valuation of distribution `demand` with sigma 0, so it fills when
/// u × scale ≥ its eCPM, which is u ≥ its threshold t = eCPM / scale.
/// Walked in order, a source is reached when u is below every threshold
/// above it, so its chance of a fill when reached is
/// (F(T) − F(t)) / F(T), T the lowest threshold above, F the value's
/// distribution function. The likelihood of the matched requests, binomial
/// per source, is highest when each of these equals its matched over its
/// requests, and each threshold can be chosen so: t = F⁻¹(F(T)(1 − p)).
/// Only t / m is identified, so the products of m and each scale are; m is
/// fixed at the geometric mean of the eCPMs, so that the scales are near 1.
///
/// Sources the value cannot explain are written apart (decide2.md §2): one
/// that never matched never fills (`participation` 0); one that matched
/// without earnings (eCPM 0) fills its fill rate whatever the value
/// (`participation` its fill rate, scale 1).
///
/// A participation world (decide2.md §1) gives every source the value
/// decides a common participation q below 1: a source then fills q of the
/// requests it prices at or above its threshold, and the values above it
/// reach the sources below with weight 1 − q (`ValueWeights`). Each
/// threshold is still placed where the source's fill rate when reached is
/// the report's, which needs that rate below q.
struct DemandFit {
  var medianMicros: Int64
  /// The value's sigma: fitted when a network has several instances, else the one given.
  var sigmaMicros: Int64
  /// Whether sigma was fitted (instances of a network, jointly fitted), not given.
  var sigmaFitted: Bool
  /// The participation of every source the value decides (1 but in a participation world).
  var participation: Double
  /// Each source's scale (1 for those the value does not decide).
  var scaleMicros: [Int64]
  /// Each source's participation; nil where it is 1 (the default, not written).
  var participationMicros: [Int64?]
  var notIdentified: [String]

  /// The bounds of a written scale, (0, 1,000] to six decimals.
  static let maximumScale: Int64 = 1_000_000_000
  static let minimumScale: Int64 = 1
  /// The most instances × networks the joint fit of sigma and shared scales takes on.
  static let jointFitLimit = 20_000
  /// The most passes of the joint fit's coordinate search.
  static let maximumPasses = 2_000

  /// Why no demand model fits the report at the sigma given.
  enum Refusal: Error {
    /// A source fills every request that reaches it: no value distribution gives that at an eCPM above 0.
    case fillsEverything(String)
    /// A source's scale would fall outside (0, 1,000].
    case scaleOutOfBounds(label: String, scale: Double, sigma: Double)
    /// A source fills at least the common participation of its requests, which no threshold gives.
    case fillsMoreThanParticipation(label: String, fillRate: Double, participation: Double)

    var message: String {
      switch self {
      case .fillsEverything(let label):
        return "\(JSONStringLiteral.quoted(label)) fills every request that reaches it, which no value distribution gives at an "
          + "eCPM above 0: fit it without --demand, or with a smaller --value-sigma if its fill rate is only near 1"
      case .scaleOutOfBounds(let label, let scale, let sigma):
        let shown = scale > 1 ? "above 1,000" : "below 0.000001"
        return "the demand fit puts the scale of \(JSONStringLiteral.quoted(label)) \(shown) (\(scale)) at sigma "
          + "\(DecimalNumber(micros: Int64((sigma * 1e6).rounded()))): a scale is more than 0 and at most 1,000; try a smaller --value-sigma"
      case .fillsMoreThanParticipation(let label, let fillRate, let participation):
        return "\(JSONStringLiteral.quoted(label)) fills \(ConfigBuilder.rate(fillRate)) of the requests reaching it, "
          + "which a participation of \(ConfigBuilder.rate(participation)) cannot give"
      }
    }
  }

  /// The fit at sigma `givenSigma` (the start of the search when instances identify it) and a common
  /// `participation` of the sources the value decides.
  init(_ sources: [ReportFit.Source], sigma givenSigma: Double, participation: Double = 1) throws(Refusal) {
    self.participation = participation
    // Only the sources whose fill the value decides take part in the fit.
    let fitted = sources.indices.filter { sources[$0].role == .threshold }
    let positive = fitted.map { sources[$0].ecpmMicros }
    let median =
      positive.isEmpty ? 1.0 : Math.exp(positive.reduce(0.0) { $0 + Math.log(Double($1) / 1e6) } / Double(positive.count))
    medianMicros = min(max(1, Int64((median * 1e6).rounded())), ConfigLimits.maximumEcpm.micros)
    let m = Double(medianMicros) / 1e6
    var networks: [String] = []
    var instances: [String: Int] = [:]
    for index in fitted {
      if instances[sources[index].network] == nil { networks.append(sources[index].network) }
      instances[sources[index].network, default: 0] += 1
    }
    let severalInstances = instances.values.contains { $0 > 1 }
    var sigma = givenSigma
    var fittedScales: [Double]
    // The joint fit costs (networks + 1) × sources a step; past this, instances are fitted one by one.
    let jointFits = severalInstances && networks.count * fitted.count <= Self.jointFitLimit
    let subset = fitted.map { sources[$0] }
    if participation < 1, let first = subset.first(where: { $0.fillRate >= participation }) {
      throw .fillsMoreThanParticipation(label: first.label, fillRate: first.fillRate, participation: participation)
    }
    if jointFits {
      // A network's instances share its scale: with several floors per network the likelihood has a
      // maximum in sigma too, found by coordinate search on log sigma and each network's log scale.
      let network = subset.map { source in networks.firstIndex(of: source.network) ?? 0 }
      let found = Self.maximize(
        subset, network: network, networks: networks.count, median: m, sigma: max(givenSigma, 0.05),
        participation: participation)
      sigma = found.sigma
      fittedScales = network.map { found.scales[$0] }
    } else {
      fittedScales = try Self.exactScales(subset, median: m, sigma: sigma, participation: participation)
    }
    sigmaFitted = jointFits
    sigmaMicros = max(1, Int64((sigma * 1e6).rounded()))
    var scales = Array(repeating: Int64(1_000_000), count: sources.count)
    var participations: [Int64?] = Array(repeating: nil, count: sources.count)
    for (position, index) in fitted.enumerated() {
      let scale = fittedScales[position]
      let micros = scale.isFinite && scale < 1e12 ? Int64((scale * 1e6).rounded()) : Int64.max
      guard micros >= Self.minimumScale, micros <= Self.maximumScale else {
        throw .scaleOutOfBounds(label: sources[index].label, scale: scale, sigma: sigma)
      }
      scales[index] = micros
    }
    for index in sources.indices {
      switch sources[index].role {
      case .threshold:
        if participation < 1 { participations[index] = Int64((participation * 1e6).rounded()) }
      case .neverFills: participations[index] = 0
      case .earningsFree: participations[index] = Int64((sources[index].fillRate * 1e6).rounded())
      }
    }
    scaleMicros = scales
    participationMicros = participations
    notIdentified = [
      "the value's median and each source's scale apart: only their products are (the median is fixed at the geometric mean of the eCPMs)"
    ]
    if severalInstances && !jointFits {
      notIdentified.append(
        "the value's sigma and the networks' shared scales: \(fitted.count) instances of \(networks.count) networks are too many for the joint fit (at most \(Self.jointFitLimit) instances × networks); each instance is fitted on its own, sigma fixed by --value-sigma"
      )
    } else if !severalInstances {
      notIdentified.append("the value's sigma: one floor per network fits any sigma exactly (fixed by --value-sigma)")
    }
    notIdentified.append(
      "participation (fixed at 1, but 0 for a source that never matched and its fill rate for one matched without earnings)")
  }

  /// One floor per network: each threshold placed where the source's fill rate when reached is the report's,
  /// t = F⁻¹(F(T)(1 − p)), T the lowest threshold above.
  static func exactScales(
    _ sources: [ReportFit.Source], median m: Double, sigma: Double, participation: Double = 1
  ) throws(Refusal) -> [Double] {
    if participation < 1 {
      return try partialScales(sources, median: m, sigma: sigma, participation: participation)
    }
    var reachedShare = 1.0
    var scales: [Double] = []
    for source in sources {
      let p = source.fillRate
      let floor = Double(source.ecpmMicros) / 1e6
      let target = reachedShare * (1 - p)
      guard target > 0 else { throw .fillsEverything(source.label) }
      scales.append(floor / (m * Math.exp(sigma * Math.normalQuantile(target))))
      reachedShare = target
    }
    return scales
  }

  /// With a common participation q below 1: each threshold placed where q times the weighted share of the
  /// values above it, over the weighted share of all, is the source's fill rate when reached.
  static func partialScales(
    _ sources: [ReportFit.Source], median m: Double, sigma: Double, participation q: Double
  ) throws(Refusal) -> [Double] {
    var weights = ValueWeights()
    var scales: [Double] = []
    scales.reserveCapacity(sources.count)
    for source in sources {
      let p = source.fillRate
      guard p < q, let c = weights.position(whereMassAboveIs: p / q * weights.total) else {
        throw .fillsMoreThanParticipation(label: source.label, fillRate: p, participation: q)
      }
      let floor = Double(source.ecpmMicros) / 1e6
      scales.append(floor / (m * Math.exp(sigma * Math.normalQuantile(c))))
      weights.multiply(above: c, by: 1 - q)
    }
    return scales
  }

  /// Each threshold source's chance of a fill when reached, walked in order, each filling `participation`
  /// of the requests it prices at or above its threshold.
  static func fillRates(
    _ sources: [ReportFit.Source], scales: [Double], median m: Double, sigma: Double, participation: Double = 1
  ) -> [Double] {
    if participation < 1 {
      var weights = ValueWeights()
      var fills: [Double] = []
      fills.reserveCapacity(sources.count)
      for (source, scale) in zip(sources, scales) {
        let floor = Double(source.ecpmMicros) / 1e6
        let threshold = floor > 0 && scale > 0 ? floor / scale : 0
        let c = threshold <= 0 ? 0 : Math.normalCDF(Math.log(threshold / m) / sigma)
        let reached = weights.total
        fills.append(reached > 0 ? participation * weights.mass(above: c) / reached : 0)
        weights.multiply(above: c, by: 1 - participation)
      }
      return fills
    }
    var reachedShare = 1.0
    var fills: [Double] = []
    for (source, scale) in zip(sources, scales) {
      let floor = Double(source.ecpmMicros) / 1e6
      let threshold = floor > 0 && scale > 0 ? floor / scale : 0
      let below = threshold <= 0 ? 0 : Math.normalCDF(Math.log(threshold / m) / sigma)
      let reachedBelow = min(below, reachedShare)
      fills.append(reachedShare > 0 ? (reachedShare - reachedBelow) / reachedShare : 0)
      reachedShare = reachedBelow
    }
    return fills
  }

  /// The binomial log-likelihood of the matched requests given the fill rates (binomial coefficients left out).
  static func logLikelihood(_ sources: [ReportFit.Source], fills: [Double]) -> Double {
    var total = 0.0
    for (source, fill) in zip(sources, fills) where source.requests > 0 {
      let p = min(max(fill, 1e-12), 1 - 1e-12)
      let k = Double(source.matched)
      let n = Double(source.requests)
      total += k * Math.log(p) + (n - k) * Math.log(1 - p)
    }
    return total
  }

  /// The sigma and per-network scales of highest likelihood: coordinate search on logarithms, each
  /// coordinate by a shrinking bracket, from the one-floor-per-network answer of each network's first
  /// instance; sigma held within 0.01 to 10 and each scale within its written bounds.
  static func maximize(
    _ sources: [ReportFit.Source], network: [Int], networks: Int, median m: Double, sigma start: Double,
    participation: Double = 1
  ) -> (sigma: Double, scales: [Double]) {
    let lowest = Math.log(Double(minimumScale) / 1e6)
    let highest = Math.log(Double(maximumScale) / 1e6)
    let exact =
      (try? exactScales(sources, median: m, sigma: start, participation: participation))
      ?? Array(repeating: 1, count: sources.count)
    var logScales = Array(repeating: 0.0, count: networks)
    var seen = Array(repeating: false, count: networks)
    for (index, scale) in exact.enumerated() where !seen[network[index]] {
      seen[network[index]] = true
      logScales[network[index]] = scale.isFinite && scale > 0 ? min(max(Math.log(scale), lowest), highest) : 0
    }
    var logSigma = Math.log(start)
    func value(_ logSigma: Double, _ logScales: [Double]) -> Double {
      let scales = network.map { Math.exp(logScales[$0]) }
      return logLikelihood(
        sources, fills: fillRates(sources, scales: scales, median: m, sigma: Math.exp(logSigma), participation: participation))
    }
    var best = value(logSigma, logScales)
    var step = 1.0
    var passes = 0
    while step > 1e-6, passes < maximumPasses {
      passes += 1
      var moved = false
      for coordinate in 0...networks {
        for direction in [-1.0, 1.0] {
          var trialSigma = logSigma
          var trialScales = logScales
          if coordinate == 0 {
            trialSigma = min(max(trialSigma + direction * step, Math.log(0.01)), Math.log(10))
          } else {
            trialScales[coordinate - 1] = min(max(trialScales[coordinate - 1] + direction * step, lowest), highest)
          }
          let trial = value(trialSigma, trialScales)
          if trial > best + 1e-9 {
            best = trial
            logSigma = trialSigma
            logScales = trialScales
            moved = true
          }
        }
      }
      if !moved { step /= 2 }
    }
    return (Math.exp(logSigma), logScales.map(Math.exp))
  }
}
