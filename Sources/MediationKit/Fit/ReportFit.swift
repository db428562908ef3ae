/// `mediate fit REPORT` (decide.md): a config built from an AdMob
/// mediation report, one line item per ad source, with how far the report
/// departs from a consistent waterfall, and with `--demand` the demand
/// model fitted by maximum likelihood instead of independent fill rates.
package enum ReportFit {
  package struct Options: Sendable {
    package var demand = false
    /// The value's log-normal sigma the demand fit fixes (`--value-sigma`).
    package var valueSigma = DecimalNumber(micros: 900_000)
    /// The base config and its bytes (`--base`).
    package var base: (config: WaterfallConfig, bytes: [UInt8])?

    package init(demand: Bool = false, valueSigma: DecimalNumber = DecimalNumber(micros: 900_000), base: (config: WaterfallConfig, bytes: [UInt8])? = nil) {
      self.demand = demand
      self.valueSigma = valueSigma
      self.base = base
    }
  }

  package struct Outcome: Sendable {
    /// The config's text.
    package var config: [UInt8]
    package var record: FitRecord
  }

  /// One ad source (or instance) of the chosen rows, summed.
  struct Source {
    var label: String
    /// The ad source (network) it is an instance of; its own label when the report has no instances.
    var network: String
    var requests: Int64 = 0
    var matched: Int64 = 0
    var impressions: Int64 = 0
    var earningsMicros: Int64 = 0
    /// The observed eCPM of its one row, when it had one row that gave it.
    var observedEcpmMicros: Int64?
    var rows = 0

    /// USD CPM in millionths: the observed eCPM, or earnings per 1,000 impressions.
    var ecpmMicros: Int64 {
      if rows == 1, let observedEcpmMicros { return observedEcpmMicros }
      guard impressions > 0 else { return 0 }
      return Int64((Double(earningsMicros) * 1000 / Double(impressions)).rounded())
    }

    var fillRate: Double { requests > 0 ? Double(matched) / Double(requests) : 0 }
  }

  package static func fit(_ report: MediationReport, path: String, options: Options) throws(MediationReport.Problem)
    -> Outcome
  {
    func problem(_ message: String) -> MediationReport.Problem {
      MediationReport.Problem(location: nil, path: ".", message: message)
    }
    if let currency = report.currency, currency != "USD" {
      throw problem("the report's currency is \(currency); mediate fits USD reports only (set the report's currency to USD)")
    }
    guard !report.rows.isEmpty else { throw problem("the report has no rows") }
    var warnings: [String] = []
    // The ad unit and the mediation group.
    var rows = report.rows
    let baseLabels = Set(options.base?.config.lineItems.map(\.label) ?? [])
    let units = distinct(rows, .adUnit)
    var chosenUnit: MediationReport.Value?
    if units.count > 1 || (options.base != nil && !units.isEmpty) {
      guard let base = options.base else {
        throw problem("the report holds \(units.count) ad units (\(listed(units))): give --base CONFIG, whose adUnit.id picks one")
      }
      let id = base.config.adUnit.id
      let matching = units.filter { $0.value == id || $0.label == id }
      guard matching.count == 1 else {
        throw problem("--base's adUnit.id \(JSONStringLiteral.quoted(id)) matches \(matching.isEmpty ? "none" : "several") of the report's ad units (\(listed(units)))")
      }
      chosenUnit = matching[0]
      rows = rows.filter { $0.dimensions[.adUnit] == nil || $0.dimensions[.adUnit] == chosenUnit }
    } else {
      chosenUnit = units.first
    }
    let groups = distinct(rows, .mediationGroup)
    var chosenGroup: MediationReport.Value?
    if groups.count > 1 {
      guard options.base != nil else {
        throw problem("the report holds \(groups.count) mediation groups (\(listed(groups))): give --base CONFIG, whose line items' labels pick one")
      }
      let holding = groups.filter { group in
        rows.contains { $0.dimensions[.mediationGroup] == group && baseLabels.contains(sourceLabel(of: $0)) }
      }
      guard holding.count == 1 else {
        throw problem("--base's line items are in \(holding.isEmpty ? "none" : "several") of the report's mediation groups (\(listed(groups)))")
      }
      chosenGroup = holding[0]
      rows = rows.filter { $0.dimensions[.mediationGroup] == chosenGroup }
    } else {
      chosenGroup = groups.first
    }
    // The sources, rows of the same one summed.
    var sources: [Source] = []
    var index: [String: Int] = [:]
    for row in rows {
      let label = sourceLabel(of: row)
      let at = index[label] ?? {
        sources.append(Source(label: label, network: row.dimensions[.adSource]!.label))
        index[label] = sources.count - 1
        return sources.count - 1
      }()
      sources[at].requests += row.metrics[.adRequests]!
      sources[at].matched += row.metrics[.matchedRequests]!
      sources[at].impressions += row.metrics[.impressions]!
      sources[at].earningsMicros += row.metrics[.estimatedEarnings]!
      sources[at].observedEcpmMicros = row.metrics[.observedEcpm]
      sources[at].rows += 1
    }
    for source in sources where source.requests == 0 {
      warnings.append("\(source.label): no ad requests; its fill rate is 0")
    }
    // Descending eCPM, the report's order among equals.
    sources = sources.enumerated().sorted { lhs, rhs in
      lhs.element.ecpmMicros != rhs.element.ecpmMicros ? lhs.element.ecpmMicros > rhs.element.ecpmMicros : lhs.offset < rhs.offset
    }.map(\.element)
    let format = try adFormat(of: rows, base: options.base?.config)
    let consistency = Consistency(sources)
    let demand = options.demand ? DemandFit(sources, sigma: Double(options.valueSigma.micros) / 1e6) : nil
    var config = ConfigBuilder(
      sources: sources, format: format, demand: demand,
      sigma: demand.map { DecimalNumber(micros: $0.sigmaMicros) } ?? options.valueSigma)
    let text = config.text(base: options.base, warnings: &warnings)
    let record = FitRecord(
      report: path, adUnit: chosenUnit?.label, mediationGroup: chosenGroup?.label, format: format.rawValue,
      sources: sources.indices.map { index in
        let source = sources[index]
        return FitRecord.Source(
          label: source.label, requests: source.requests, matched: source.matched, impressions: source.impressions,
          earnings: DecimalNumber(micros: source.earningsMicros), ecpm: DecimalNumber(micros: source.ecpmMicros),
          fillRate: FitRecord.rounded(source.fillRate), expectedRequests: consistency.expected[index],
          requestsDeparture: consistency.requestsDeparture[index].map(FitRecord.rounded),
          impressionsDeparture: source.matched > 0
            ? FitRecord.rounded(Double(source.impressions - source.matched) / Double(source.matched)) : nil,
          modelFillRate: demand.map { FitRecord.rounded($0.modelFillRates[index]) })
      },
      reportFillRate: FitRecord.rounded(consistency.reportFillRate),
      reportRevenuePer1000Requests: FitRecord.rounded(consistency.reportRevenuePer1000),
      modelFillRate: FitRecord.rounded(consistency.modelFillRate),
      modelRevenuePer1000Requests: FitRecord.rounded(consistency.modelRevenuePer1000),
      largestRequestsDeparture: FitRecord.rounded(consistency.largestDeparture),
      consistent: consistency.largestDeparture <= Consistency.tolerance,
      demand: demand.map { fit in
        FitRecord.Demand(
          median: DecimalNumber(micros: fit.medianMicros), sigma: DecimalNumber(micros: fit.sigmaMicros),
          logLikelihood: FitRecord.rounded(fit.logLikelihood), scales: fit.scaleMicros.map(DecimalNumber.init(micros:)),
          notIdentified: fit.notIdentified)
      },
      warnings: warnings)
    return Outcome(config: Array(text.utf8), record: record)
  }

  /// The label a row's source goes by: its instance's when the report has instances, else its ad source's.
  static func sourceLabel(of row: MediationReport.Row) -> String {
    (row.dimensions[.adSourceInstance] ?? row.dimensions[.adSource])!.label
  }

  private static func distinct(_ rows: [MediationReport.Row], _ dimension: MediationReport.Dimension)
    -> [MediationReport.Value]
  {
    var seen: [MediationReport.Value] = []
    var known = Set<MediationReport.Value>()
    for row in rows {
      if let value = row.dimensions[dimension], known.insert(value).inserted { seen.append(value) }
    }
    return seen
  }

  /// The values as a message lists them: the first ten, and how many more.
  private static func listed(_ values: [MediationReport.Value]) -> String {
    let shown = values.prefix(10).map {
      $0.label == $0.value ? JSONStringLiteral.quoted($0.label) : "\(JSONStringLiteral.quoted($0.label)) (\($0.value))"
    }
    return shown.joined(separator: ", ") + (values.count > 10 ? " and \(values.count - 10) more" : "")
  }

  /// The format from the `FORMAT` dimension, else the base's, else rewarded.
  private static func adFormat(of rows: [MediationReport.Row], base: WaterfallConfig?) throws(MediationReport.Problem)
    -> AdFormat
  {
    let formats = distinct(rows, .format)
    guard let first = formats.first else { return base?.adUnit.format ?? .rewarded }
    guard formats.count == 1 else {
      throw MediationReport.Problem(
        location: nil, path: ".", message: "the chosen rows hold several formats (\(listed(formats))): a config has one")
    }
    // The API's value (`REWARDED_INTERSTITIAL`) or the UI's label (`Rewarded interstitial`).
    func folded(_ text: String) -> String {
      text.lowercased().replacingOccurrences(of: "_", with: "").replacingOccurrences(of: " ", with: "")
    }
    for format in AdFormat.allCases
    where folded(format.rawValue) == folded(first.value) || folded(format.rawValue) == folded(first.label) {
      return format
    }
    throw MediationReport.Problem(
      location: nil, path: ".",
      message: "the report's format \(JSONStringLiteral.quoted(first.label)) is not one mediate plays (\(AdFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

extension Substring {
  fileprivate func range(of target: String) -> Range<Index>? {
    var start = startIndex
    while start < endIndex {
      if self[start...].hasPrefix(target) { return start..<index(start, offsetBy: target.count) }
      start = index(after: start)
    }
    return nil
  }
}

/// How far a report departs from a consistent waterfall: in one, each
/// source's ad requests are those the sources above it did not fill.
struct Consistency {
  /// The largest relative departure of a source's requests a report may have and still be called consistent.
  static let tolerance = 0.01

  var expected: [Int64?]
  var requestsDeparture: [Double?]
  var largestDeparture = 0.0
  var reportFillRate = 0.0
  var reportRevenuePer1000 = 0.0
  var modelFillRate = 0.0
  var modelRevenuePer1000 = 0.0

  init(_ sources: [ReportFit.Source]) {
    expected = Array(repeating: nil, count: sources.count)
    requestsDeparture = Array(repeating: nil, count: sources.count)
    guard let top = sources.first, top.requests > 0 else { return }
    for index in sources.indices.dropFirst() {
      let above = sources[index - 1]
      let wanted = above.requests - above.matched
      expected[index] = wanted
      if wanted > 0 {
        let departure = abs(Double(sources[index].requests - wanted)) / Double(wanted)
        requestsDeparture[index] = departure
        largestDeparture = max(largestDeparture, departure)
      } else if sources[index].requests > 0 {
        requestsDeparture[index] = nil
        largestDeparture = .infinity
      }
    }
    let requests = Double(top.requests)
    reportFillRate = Double(sources.reduce(0) { $0 + $1.matched }) / requests
    reportRevenuePer1000 = Double(sources.reduce(0) { $0 + $1.earningsMicros }) / 1e6 / requests * 1000
    // The fitted config's expectation: each source fills its fill rate of what reaches it, an impression per fill, paid its eCPM.
    var reach = 1.0
    for source in sources {
      let fill = source.fillRate
      modelFillRate += reach * fill
      modelRevenuePer1000 += reach * fill * Double(source.ecpmMicros) / 1e6
      reach *= 1 - fill
    }
  }
}

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
struct DemandFit {
  var medianMicros: Int64
  /// The value's sigma: fitted when a network has several instances, else the one given.
  var sigmaMicros: Int64
  var scaleMicros: [Int64]
  var modelFillRates: [Double]
  var logLikelihood = 0.0
  var notIdentified: [String]

  static let maximumScale = 1_000_000_000
  static let minimumScale = 1
  /// The most instances × networks the joint fit of sigma and shared scales takes on.
  static let jointFitLimit = 20_000
  /// The most passes of the joint fit's coordinate search.
  static let maximumPasses = 2_000

  init(_ sources: [ReportFit.Source], sigma givenSigma: Double) {
    let positive = sources.map(\.ecpmMicros).filter { $0 > 0 }
    let median =
      positive.isEmpty ? 1.0 : Math.exp(positive.reduce(0.0) { $0 + Math.log(Double($1) / 1e6) } / Double(positive.count))
    medianMicros = max(1, Int64((median * 1e6).rounded()))
    let m = Double(medianMicros) / 1e6
    var networks: [String] = []
    var instances: [String: Int] = [:]
    for source in sources {
      if instances[source.network] == nil { networks.append(source.network) }
      instances[source.network, default: 0] += 1
    }
    let severalInstances = instances.values.contains { $0 > 1 }
    var clamped: [String] = []
    var sigma = givenSigma
    var scales: [Double]
    // The joint fit costs (networks + 1) × sources a step; past this, instances are fitted one by one.
    let jointFits = severalInstances && networks.count * sources.count <= Self.jointFitLimit
    if jointFits {
      // A network's instances share its scale: with several floors per network the likelihood has a
      // maximum in sigma too, found by coordinate search on log sigma and each network's log scale.
      let network = sources.map { source in networks.firstIndex(of: source.network)! }
      let fitted = Self.maximize(sources, network: network, networks: networks.count, median: m, sigma: max(givenSigma, 0.05))
      sigma = fitted.sigma
      scales = network.map { fitted.scales[$0] }
    } else {
      scales = Self.exactScales(sources, median: m, sigma: sigma)
    }
    sigmaMicros = max(1, Int64((sigma * 1e6).rounded()))
    sigma = Double(sigmaMicros) / 1e6
    var micros: [Int64] = []
    for (index, scale) in scales.enumerated() {
      var value = scale.isFinite ? Int64((min(scale, 1e12) * 1e6).rounded()) : Int64(Self.maximumScale)
      if value > Self.maximumScale || value < Self.minimumScale {
        value = min(max(value, Int64(Self.minimumScale)), Int64(Self.maximumScale))
        if !clamped.contains(sources[index].network) { clamped.append(sources[index].network) }
      }
      micros.append(value)
    }
    scaleMicros = micros
    // The model as written (rounded scales and sigma): each source's fill rate when reached, and the likelihood.
    modelFillRates = Self.fillRates(sources, scales: micros.map { Double($0) / 1e6 }, median: m, sigma: sigma)
    logLikelihood = Self.logLikelihood(sources, fills: modelFillRates)
    notIdentified = ["the value's median and each source's scale apart: only their products are (the median is fixed at the geometric mean of the eCPMs)"]
    if severalInstances && !jointFits {
      notIdentified.append(
        "the value's sigma and the networks' shared scales: \(sources.count) instances of \(networks.count) networks are too many for the joint fit (at most \(Self.jointFitLimit) instances × networks); each instance is fitted on its own, sigma fixed by --value-sigma")
      notIdentified.append("participation (fixed at 1)")
    } else if severalInstances {
      notIdentified.append("participation (fixed at 1)")
    } else {
      notIdentified.append("the value's sigma: one floor per network fits any sigma exactly (fixed by --value-sigma)")
      notIdentified.append("participation (fixed at 1)")
    }
    if !clamped.isEmpty {
      notIdentified.append(
        "the scale of \(clamped.joined(separator: ", ")), held at its bound (0.000001 to 1000): a fill rate of 0 or 1 puts a threshold at an end")
    }
  }

  /// One floor per network: each threshold placed where the source's fill rate when reached is the report's,
  /// t = F⁻¹(F(T)(1 − p)), T the lowest threshold above.
  static func exactScales(_ sources: [ReportFit.Source], median m: Double, sigma: Double) -> [Double] {
    var reachedShare = 1.0
    var scales: [Double] = []
    for source in sources {
      let p = source.fillRate
      let floor = Double(source.ecpmMicros) / 1e6
      let target = reachedShare * (1 - p)
      if floor <= 0 {
        scales.append(1)
      } else if target <= 0 {
        scales.append(.infinity)
      } else if target >= 1 || sigma <= 0 {
        scales.append(0)
      } else {
        scales.append(floor / (m * Math.exp(sigma * Math.normalQuantile(target))))
      }
      reachedShare = min(reachedShare, max(target, 0))
    }
    return scales
  }

  /// Each source's chance of a fill when reached, walked in order.
  static func fillRates(_ sources: [ReportFit.Source], scales: [Double], median m: Double, sigma: Double) -> [Double] {
    var reachedShare = 1.0
    var fills: [Double] = []
    for (source, scale) in zip(sources, scales) {
      let floor = Double(source.ecpmMicros) / 1e6
      let threshold = floor > 0 && scale > 0 ? floor / scale : 0
      let below: Double
      if threshold <= 0 {
        below = 0
      } else if sigma <= 0 {
        below = threshold > m ? 1 : 0
      } else {
        below = Math.normalCDF(Math.log(threshold / m) / sigma)
      }
      let reachedBelow = min(below, reachedShare)
      fills.append(reachedShare > 0 ? (reachedShare - reachedBelow) / reachedShare : 0)
      reachedShare = reachedBelow
    }
    return fills
  }

  /// The binomial log-likelihood of the matched requests given the fill rates.
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
  /// coordinate by a shrinking bracket, from the one-floor-per-network answer of each network's first instance.
  static func maximize(
    _ sources: [ReportFit.Source], network: [Int], networks: Int, median m: Double, sigma start: Double
  ) -> (sigma: Double, scales: [Double]) {
    let exact = exactScales(sources, median: m, sigma: start)
    var logScales = Array(repeating: 0.0, count: networks)
    var seen = Array(repeating: false, count: networks)
    for (index, scale) in exact.enumerated() where !seen[network[index]] {
      seen[network[index]] = true
      logScales[network[index]] = scale.isFinite && scale > 0 ? Math.log(scale) : 0
    }
    var logSigma = Math.log(start)
    func value(_ logSigma: Double, _ logScales: [Double]) -> Double {
      let scales = network.map { Math.exp(logScales[$0]) }
      return logLikelihood(sources, fills: fillRates(sources, scales: scales, median: m, sigma: Math.exp(logSigma)))
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
            trialScales[coordinate - 1] += direction * step
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
