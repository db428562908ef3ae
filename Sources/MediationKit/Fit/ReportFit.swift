/// `mediate fit REPORT` (decide.md, decide2.md §2): a config built from an
/// AdMob mediation report, one line item per ad source, with how far the
/// report departs from a consistent waterfall, and with `--demand` the
/// demand model fitted by maximum likelihood instead of independent fill
/// rates. What it writes always validates: it is checked by the config
/// reader before it is handed back.
package enum ReportFit {
  package struct Options: Sendable {
    package var demand = false
    /// The value's log-normal sigma the demand fit fixes (`--value-sigma`): more than 0, at most 10.
    package var valueSigma = DecimalNumber(micros: 900_000)
    /// The sigmas of the worlds the demand fit writes (`--sigma-worlds`); nil for none. `valueSigma` is the
    /// base whether the list holds it or not.
    package var sigmaWorlds: [DecimalNumber]? = ReportFit.defaultSigmaWorlds
    /// The common participations of the worlds (`--participation-worlds`); 1, the base's, whether listed or not.
    package var participationWorlds = [DecimalNumber(integer: 1)]
    /// The base config and its bytes (`--base`).
    package var base: (config: WaterfallConfig, bytes: [UInt8])?
    /// The adapters of each platform a fitted config may be written for: it is read back with its platform's.
    package var registries: AdapterRegistries
    /// `--prices`: a report with earnings that prices the sources of a report without (its path for messages).
    package var prices: (report: MediationReport, path: String)?
    /// `--split-by`: the dimensions a portfolio's groups are combinations of; nil for the default
    /// (`MEDIATION_GROUP` and `AD_UNIT` where the report has more than one value of them).
    package var splitBy: [MediationReport.Dimension]?
    /// `--min-requests`: a combination with fewer requests over the report is pooled into its parent's `other`.
    package var minRequests: Int64 = ReportFit.defaultMinRequests
    /// `--days`: the report's days when neither its header's `dateRange` nor its `DATE` values give them.
    package var days: Int64?
    /// A portfolio's group: the labels of the worlds besides the base it keeps (nil: every world it fits), so
    /// that every group has the same worlds.
    var keptWorlds: [String]?
    /// A portfolio's group: the `adUnit.id` its config is written with (nil: `/fitted/FORMAT`).
    var adUnitID: String?

    package init(
      registries: AdapterRegistries, demand: Bool = false, valueSigma: DecimalNumber = DecimalNumber(micros: 900_000),
      sigmaWorlds: [DecimalNumber]? = ReportFit.defaultSigmaWorlds,
      participationWorlds: [DecimalNumber] = [DecimalNumber(integer: 1)],
      base: (config: WaterfallConfig, bytes: [UInt8])? = nil
    ) {
      self.registries = registries
      self.demand = demand
      self.valueSigma = valueSigma
      self.sigmaWorlds = sigmaWorlds
      self.participationWorlds = participationWorlds
      self.base = base
    }

    /// Options that fit a config of `registry`'s platform alone (a report of another platform is refused).
    package init(
      registry: AdapterRegistry, demand: Bool = false, valueSigma: DecimalNumber = DecimalNumber(micros: 900_000),
      sigmaWorlds: [DecimalNumber]? = ReportFit.defaultSigmaWorlds,
      participationWorlds: [DecimalNumber] = [DecimalNumber(integer: 1)],
      base: (config: WaterfallConfig, bytes: [UInt8])? = nil
    ) {
      self.init(
        registries: AdapterRegistries([registry]), demand: demand, valueSigma: valueSigma, sigmaWorlds: sigmaWorlds,
        participationWorlds: participationWorlds, base: base)
    }
  }

  /// The default `--sigma-worlds`: 0.3, 0.6, 0.9, 1.2, 1.5.
  package static let defaultSigmaWorlds = FitWorlds.defaultSigmas
  /// The most worlds a fit writes, the base with them.
  package static let maximumWorlds = FitWorlds.maximumWorlds

  /// How many worlds (the base with them) the lists make: the product of the distinct sigmas (`valueSigma`
  /// with them) and the distinct participations (1 with them). With instance rows, sigma is fitted and
  /// makes none, so a fit may write fewer.
  package static func worldCount(
    valueSigma: DecimalNumber, sigmaWorlds: [DecimalNumber]?, participationWorlds: [DecimalNumber]
  ) -> Int {
    let sigmas = Set((sigmaWorlds ?? []) + [valueSigma]).count
    let participations = Set(participationWorlds + [DecimalNumber(integer: 1)]).count
    return sigmas * participations
  }

  /// The default `--min-requests`: AdMob's A/B test needs at least 10,000 ad requests to determine a result.
  package static let defaultMinRequests: Int64 = 10_000

  /// The most sources a fitted config holds.
  package static let maximumSources = 100_000

  package struct Outcome: Sendable {
    /// The config's text.
    package var config: [UInt8]
    package var record: FitRecord
    /// Whether sigma was fitted (instance rows), so that `--sigma-worlds` made no worlds.
    package var sigmaFitted = false
  }

  /// Why no config was written.
  package enum Failure: Error, Equatable, Sendable {
    /// The report cannot be fitted (exit 65).
    case invalid(MediationReport.Problem)
    /// The config fit built is one `validate` refuses: a bug in fit (exit 70), with the validator's line.
    case refusedByValidate(String)
    /// The options cannot fit this report (exit 64): a portfolio without its days.
    case usage(String)
  }

  /// How a source is written in the demand model.
  enum DemandRole: Equatable {
    /// Fills when the request's value times its scale reaches its eCPM.
    case threshold
    /// Never fills: it had ad requests and no match, or no ad requests at all (participation 0).
    case neverFills
    /// Matched without earnings (eCPM 0): fills its fill rate of the requests reaching it, whatever their value.
    case earningsFree
  }

  /// One ad source (or instance) of the chosen rows, summed.
  struct Source {
    /// The ID it is keyed by: the instance's, else the ad source's.
    var id: String
    var label: String
    /// The ad source (network) it is an instance of: its ID.
    var network: String
    var requests: Int64 = 0
    var matched: Int64 = 0
    var impressions: Int64 = 0
    /// Attodollars.
    var earnings: Int128 = 0
    /// The observed eCPM in attodollars of the last row summed into it (its eCPM only when it is its one row).
    var observedEcpm: Int128?
    var rows = 0
    var lastRow: MediationReport.Place
    /// USD CPM in millionths, rounded half up (`priced()` sets it once the rows are summed).
    var ecpmMicros: Int128 = 0

    /// The source with its eCPM: the observed eCPM of its one row, else earnings per 1,000 impressions, else 0;
    /// `Int128.max` when it passes what 128 bits hold (an eCPM no config takes).
    func priced() -> Source {
      var priced = self
      let attosPerMicro = ReportCell.attosPerDollar / 1_000_000
      if rows == 1, let observedEcpm {
        priced.ecpmMicros = (observedEcpm + attosPerMicro / 2) / attosPerMicro
      } else if impressions > 0 {
        // earnings × 1,000 / (impressions × attos per micro), half up: the remainder is below the divisor.
        let divisor = Int128(impressions) * attosPerMicro
        let (perThousand, overflow) = earnings.multipliedReportingOverflow(by: 1000)
        if overflow {
          priced.ecpmMicros = .max
        } else {
          let (quotient, remainder) = perThousand.quotientAndRemainder(dividingBy: divisor)
          priced.ecpmMicros = quotient + (remainder * 2 >= divisor ? 1 : 0)
        }
      }
      return priced
    }

    var fillRate: Double { requests > 0 ? Double(matched) / Double(requests) : 0 }

    var role: DemandRole {
      guard matched > 0 else { return .neverFills }
      return ecpmMicros > 0 ? .threshold : .earningsFree
    }
  }

  /// Fits `report`: one config, or, when the report has more than one value of a dimension it splits by and no
  /// `--base` picks one group, a portfolio of one group per combination (`PortfolioFit`, decide2.md §5).
  package static func fit(_ report: MediationReport, path: String, options: Options) throws(Failure) -> Outcome {
    guard !report.entries.isEmpty else { throw problem("the report has no rows") }
    var report = report
    var warnings: [String] = []
    if let prices = options.prices {
      if report.hasMoney {
        warnings.append("--prices is not used: the report has its own earnings")
      } else {
        try ReportPrices.apply(prices.report, path: prices.path, to: &report)
      }
    }
    guard report.hasMoney else {
      throw problem(
        report.has(.mediationGroup)
          ? "the report has MEDIATION_GROUP and no money metric (ESTIMATED_EARNINGS, OBSERVED_ECPM), which that "
            + "dimension may exclude: give --prices REPORT2, a report of the same dates without MEDIATION_GROUP "
            + "(by AD_SOURCE and any of COUNTRY, PLATFORM, AD_UNIT, FORMAT) whose earnings price the sources"
          : "the report has no money metric (ESTIMATED_EARNINGS, OBSERVED_ECPM): export it with earnings, or "
            + "give --prices REPORT2, a report of the same dates whose earnings price the sources")
    }
    if options.base == nil, let split = try PortfolioFit.split(of: report, by: options.splitBy) {
      return try PortfolioFit.fit(report, path: path, options: options, split: split, warnings: warnings)
    }
    var outcome = try fitOne(report, path: path, options: options, warnings: warnings)
    if let count = report.matchingRowCount, count != Int64(report.rows) {
      outcome.record.warnings.append(
        "the report's footer counts \(count) rows where \(report.rows) were read (Google says the count does not always match)"
      )
    }
    return outcome
  }

  /// A problem of the whole report, or of a row.
  static func problem(_ message: String, at place: MediationReport.Place? = nil) -> Failure {
    .invalid(MediationReport.Problem(location: place?.location, path: place?.path ?? ".", message: message))
  }

  /// One config from the report's rows: those of the ad unit and mediation group `--base` picks, when it holds
  /// several.
  private static func fitOne(
    _ report: MediationReport, path: String, options: Options, warnings: [String]
  ) throws(Failure) -> Outcome {
    // The ad unit and the mediation group.
    var entries = report.entries
    let baseLabels = Set(options.base?.config.lineItems.map(\.label) ?? [])
    let units = distinct(report, entries, .adUnit)
    var chosenUnit: MediationReport.Value?
    if units.count > 1 || (options.base != nil && !units.isEmpty) {
      guard let base = options.base else {
        throw problem(
          "the report holds \(units.count) ad units (\(listed(units))): give --base CONFIG, whose adUnit.id picks one, "
            + "or split by AD_UNIT (--split-by) for a portfolio")
      }
      let id = base.config.adUnit.id
      let matching = units.filter { $0.value == id || $0.label == id }
      guard matching.count == 1 else {
        throw problem(
          "--base's adUnit.id \(JSONStringLiteral.quoted(id)) matches \(matching.isEmpty ? "none" : "several") of the report's ad units (\(listed(units)))"
        )
      }
      chosenUnit = matching[0]
      entries = entries.filter { $0.id(.adUnit) == nil || $0.id(.adUnit) == chosenUnit?.value }
    } else {
      chosenUnit = units.first
    }
    let groups = distinct(report, entries, .mediationGroup)
    var chosenGroup: MediationReport.Value?
    if groups.count > 1 {
      guard options.base != nil else {
        throw problem(
          "the report holds \(groups.count) mediation groups (\(listed(groups))): give --base CONFIG, whose line items' labels pick one, "
            + "or split by MEDIATION_GROUP (--split-by) for a portfolio")
      }
      var holdingIDs = Set<String>()
      for entry in entries where baseLabels.contains(label(of: entry, in: report)) {
        if let group = entry.id(.mediationGroup) { holdingIDs.insert(group) }
      }
      let holding = groups.filter { holdingIDs.contains($0.value) }
      guard holding.count == 1 else {
        throw problem(
          "--base's line items are in \(holding.isEmpty ? "none" : "several") of the report's mediation groups (\(listed(groups)))"
        )
      }
      chosenGroup = holding[0]
      entries = entries.filter { $0.id(.mediationGroup) == chosenGroup?.value }
    } else {
      chosenGroup = groups.first
    }
    return try fitChosen(
      entries, of: report, path: path, unit: chosenUnit, group: chosenGroup, options: options, warnings: warnings)
  }

  /// The config of `entries` (the rows of one ad unit and mediation group, or of a portfolio's group), named in
  /// the record by `unit` and `group`, and what the fit found; `warnings` come first among the record's.
  static func fitChosen(
    _ entries: [MediationReport.Entry], of report: MediationReport, path: String,
    unit chosenUnit: MediationReport.Value?,
    group chosenGroup: MediationReport.Value?, options: Options, warnings: [String]
  ) throws(Failure) -> Outcome {
    var warnings = warnings
    let format = try adFormat(of: distinct(report, entries, .format), base: options.base?.config)
    if let base = options.base?.config, base.adUnit.format != format {
      throw problem(
        "the report's rows are \(format.rawValue) ads, --base's ad unit is \(base.adUnit.format.rawValue): a config has one format"
      )
    }
    let platform = try Self.platform(
      of: distinct(report, entries, .platform), among: entries, in: report, base: options.base?.config,
      warnings: &warnings)
    guard let registry = options.registries.registry(for: platform) else {
      throw problem(
        "the report's rows are of \(platform.displayName) apps, and this build of mediate plays "
          + options.registries.platforms.map(\.displayName).joined(separator: " and ") + " alone")
    }
    var sources = try Self.sources(of: entries, in: report, warnings: &warnings)
    guard sources.count <= maximumSources else {
      throw problem("the report holds \(sources.count) ad sources: a fitted config holds at most \(maximumSources)")
    }
    for source in sources where roundedMicros(source.earnings) > Int128(Int64.max) {
      throw problem(
        "\(JSONStringLiteral.quoted(source.label)): its earnings pass USD 9,223,372,036,854.775807, the most the fit record holds",
        at: source.lastRow)
    }
    for source in sources where source.ecpmMicros > ConfigLimits.maximumEcpm.micros {
      throw problem(
        "\(JSONStringLiteral.quoted(source.label)): an eCPM of "
          + (source.ecpmMicros <= Int128(Int64.max)
            ? "USD \(DecimalNumber(micros: Int64(source.ecpmMicros)))" : "more than USD 9,223,372,036,854")
          + " is above \(ConfigLimits.maximumEcpm), the most a config takes",
        at: source.lastRow)
    }
    for source in sources where source.requests == 0 {
      warnings.append("\(source.label): never reached (no ad requests): kept with fill rate 0")
    }
    sources = walkOrder(sources)
    let consistency = Consistency(sources)
    var demand: DemandFit?
    var worlds: FitWorlds?
    if options.demand {
      let fit: DemandFit
      do throws(DemandFit.Refusal) {
        fit = try DemandFit(sources, sigma: options.valueSigma.double)
      } catch {
        throw problem(error.message)
      }
      demand = fit
      worlds = FitWorlds.fitted(
        sources, base: fit, baseSigma: options.valueSigma, sigmas: options.sigmaWorlds,
        participations: options.participationWorlds, warnings: &warnings)
      if options.sigmaWorlds == nil, !fit.sigmaFitted {
        warnings.append(
          "--sigma-worlds none: the config has no worlds over sigma, so every decision made with it rests on an assumed sigma of \(options.valueSigma), which the report cannot tell"
        )
      }
      if let kept = options.keptWorlds, var fitted = worlds {
        // A portfolio's groups keep the worlds every group has (the portfolio says which it left out, and why).
        fitted.others.removeAll { !kept.contains($0.label) }
        worlds = fitted.others.isEmpty ? nil : fitted
      } else if let fitted = worlds, fitted.others.isEmpty {
        warnings.append("no world besides the base could be fitted: the config is written without uncertain")
        worlds = nil
      }
    }
    var builder = ConfigBuilder(
      sources: sources, format: format, adUnitID: options.adUnitID, names: registry.platform.names, demand: demand,
      sigma: demand.map { DecimalNumber(micros: $0.sigmaMicros) } ?? options.valueSigma)
    var root: WrittenObject
    do throws(ConfigWriteError) {
      root = try builder.root(base: options.base, warnings: &warnings)
    } catch {
      // What fit writes comes from the report and the base, both read and checked: a failure is fit's bug.
      throw .refusedByValidate("cannot write the config: \(error.message)")
    }
    var text = Array((root.text + "\n").utf8)
    let written = try Self.readBack(text, registry: registry)
    let model = WrittenModel(written)
    var worldFigures: [FitRecord.World]?
    if let worlds {
      (text, worldFigures) = try Self.write(
        worlds, of: sources, into: &root, builder: builder, written: written, model: model,
        sigmaFitted: demand?.sigmaFitted ?? false, registry: registry, warnings: &warnings)
    }
    if !model.approximate.isEmpty {
      let named = model.approximate.prefix(5).map { "\(JSONStringLiteral.quoted($0.label)) (\($0.reason))" }
      warnings.append(
        "the model figures are approximate for " + named.joined(separator: ", ")
          + (model.approximate.count > 5 ? " and \(model.approximate.count - 5) more" : "")
          + ": simulate --runs the config for its own")
    }
    if demand != nil {
      for (index, source) in sources.enumerated() where source.requests > 0 {
        let difference = abs(model.fillRates[index] - source.fillRate)
        if difference > 1e-6 {
          warnings.append(
            "\(source.label): the config fills \(ConfigBuilder.rate(model.fillRates[index])) of the requests reaching it where the report shows \(ConfigBuilder.rate(source.fillRate)) (held by a bound of the fit, the scale its network's instances share, or the six decimals the config is written with)"
          )
        }
      }
    }
    let record = FitRecord(
      report: path, adUnit: chosenUnit?.label, mediationGroup: chosenGroup?.label, format: format.rawValue,
      sources: sources.indices.map { index in
        let source = sources[index]
        return FitRecord.Source(
          label: source.label, requests: source.requests, matched: source.matched, impressions: source.impressions,
          // Both bounded above: earnings within Int64 millionths, the eCPM within 10⁶.
          earnings: DecimalNumber(micros: Int64(roundedMicros(source.earnings))),
          ecpm: DecimalNumber(micros: Int64(source.ecpmMicros)),
          fillRate: FitRecord.rate(source.fillRate), expectedRequests: consistency.expected[index],
          requestsDeparture: consistency.requestsDeparture[index].flatMap(FitRecord.rounded),
          impressionsDeparture: source.matched > 0
            ? FitRecord.rounded(Double(source.impressions - source.matched) / Double(source.matched)) : nil,
          modelFillRate: demand != nil ? FitRecord.rate(model.fillRates[index]) : nil)
      },
      observedFillRate: FitRecord.rate(consistency.reportFillRate),
      observedRevenuePer1000Requests: FitRecord.rounded(consistency.reportRevenuePer1000),
      modelFillRate: FitRecord.rate(model.fillRate),
      modelRevenuePer1000Requests: FitRecord.rounded(model.revenuePer1000),
      largestRequestsDeparture: FitRecord.rounded(consistency.largestDeparture),
      consistent: consistency.largestDeparture <= Consistency.tolerance,
      demand: demand.map { fit in
        FitRecord.Demand(
          median: DecimalNumber(micros: fit.medianMicros), sigma: DecimalNumber(micros: fit.sigmaMicros),
          logLikelihood: FitRecord.rounded(DemandFit.logLikelihood(sources, fills: model.fillRates)),
          scales: fit.scaleMicros.map(DecimalNumber.init(micros:)), notIdentified: fit.notIdentified)
      },
      warnings: warnings,
      reportWarnings: report.footerWarnings, matchingRowCount: report.matchingRowCount, rows: report.rows,
      totalRow: report.totalRow, worlds: worldFigures)
    return Outcome(config: text, record: record, sigmaFitted: demand?.sigmaFitted ?? false)
  }

  /// The config fit wrote, read back as `validate` reads it (every world applied): a refusal is fit's bug.
  static func readBack(_ text: [UInt8], registry: AdapterRegistry) throws(Failure) -> WaterfallConfig {
    guard text.count <= ConfigLimits.maximumFileBytes else {
      throw .invalid(
        MediationReport.Problem(
          location: nil, path: ".",
          message: "the config would be \(text.count) bytes, more than the 16 MiB a config may be"))
    }
    do throws(ConfigError) {
      return try ConfigLoader.load(text, registry: registry)
    } catch {
      switch error {
      case .tooLarge(let count): throw .refusedByValidate("the config would be \(count) bytes")
      case .invalid(let diagnostics, _):
        throw .refusedByValidate(diagnostics.first?.line(file: "<fitted config>") ?? "invalid")
      }
    }
  }

  /// Attodollars to millionths, half up.
  static func roundedMicros(_ attos: Int128) -> Int128 {
    let attosPerMicro = ReportCell.attosPerDollar / 1_000_000
    return (attos + attosPerMicro / 2) / attosPerMicro
  }

  /// The label a key goes by: its instance's when the report has instances, else its ad source's.
  static func label(of entry: MediationReport.Entry, in report: MediationReport) -> String {
    (report.value(.adSourceInstance, of: entry) ?? report.value(.adSource, of: entry))?.label ?? ""
  }

  /// The chosen entries summed per source (instance, else ad source), by ID, in the order they first appear;
  /// labels made unique and never empty.
  private static func sources(
    of entries: [MediationReport.Entry], in report: MediationReport, warnings: inout [String]
  ) throws(Failure) -> [Source] {
    var sources: [Source] = []
    var index: [String: Int] = [:]
    for entry in entries {
      let instance = report.value(.adSourceInstance, of: entry)
      guard let network = report.value(.adSource, of: entry) else { continue }
      let own = instance ?? network
      let at: Int
      if let found = index[own.value] {
        at = found
      } else {
        at = sources.count
        index[own.value] = at
        sources.append(Source(id: own.value, label: own.label, network: network.value, lastRow: entry.lastRow))
      }
      var source = sources[at]
      let sums = (
        source.requests.addingReportingOverflow(entry.requests), source.matched.addingReportingOverflow(entry.matched),
        source.impressions.addingReportingOverflow(entry.impressions)
      )
      guard !sums.0.overflow, !sums.1.overflow, !sums.2.overflow else {
        throw .invalid(
          MediationReport.Problem(
            location: entry.lastRow.location, path: entry.lastRow.path, message: "\(own.label): its sums pass 2^63"))
      }
      (source.requests, source.matched, source.impressions) = (
        sums.0.partialValue, sums.1.partialValue, sums.2.partialValue
      )
      let (earnings, earningsOverflow) = source.earnings.addingReportingOverflow(entry.earnings)
      guard !earningsOverflow else {
        throw .invalid(
          MediationReport.Problem(
            location: entry.lastRow.location, path: entry.lastRow.path,
            message: "\(own.label): its earnings pass 2^127 attodollars"))
      }
      source.earnings = earnings
      source.observedEcpm = entry.observedEcpm
      source.rows += entry.rows
      source.lastRow = entry.lastRow
      sources[at] = source
    }
    // A label: the display label; an empty one is its ID; two sources of one label get their IDs appended.
    for at in sources.indices where sources[at].label.isEmpty {
      warnings.append("the ad source \(JSONStringLiteral.quoted(sources[at].id)) has no display label: named by its ID")
      sources[at].label = sources[at].id
    }
    var count: [String: Int] = [:]
    for source in sources { count[source.label, default: 0] += 1 }
    var taken = Set(sources.map(\.label))
    for at in sources.indices where count[sources[at].label, default: 0] > 1 {
      let original = sources[at].label
      var label = "\(original) (\(sources[at].id))"
      var number = 2
      while taken.contains(label) {
        label = "\(original) (\(sources[at].id)) \(number)"
        number += 1
      }
      taken.insert(label)
      warnings.append(
        "two ad sources are labelled \(JSONStringLiteral.quoted(original)): this one is \(JSONStringLiteral.quoted(label))"
      )
      sources[at].label = label
    }
    return sources.map { $0.priced() }
  }

  /// The walk order: descending eCPM (the report's order among equals); a source that never matched and has no
  /// observed eCPM goes right below the last source with more ad requests (those that never matched
  /// included, so they come in descending requests, the report's order among equals).
  static func walkOrder(_ sources: [Source]) -> [Source] {
    let placedLater = { (source: Source) in source.matched == 0 && source.ecpmMicros == 0 }
    let priced = sources.enumerated().filter { !placedLater($0.element) }.sorted { lhs, rhs in
      lhs.element.ecpmMicros != rhs.element.ecpmMicros
        ? lhs.element.ecpmMicros > rhs.element.ecpmMicros : lhs.offset < rhs.offset
    }.map(\.element)
    // The last priced source with more requests than r: the last index whose suffix maximum passes r
    // (the suffix maxima do not increase, so a binary search finds it).
    var suffixMaximum = Array(repeating: Int64.min, count: priced.count + 1)
    for index in priced.indices.reversed() {
      suffixMaximum[index] = max(priced[index].requests, suffixMaximum[index + 1])
    }
    func place(_ requests: Int64) -> Int {
      var low = 0
      var high = priced.count
      // The first index whose suffix maximum is r or less: every source with more requests comes before it.
      while low < high {
        let middle = (low + high) / 2
        if suffixMaximum[middle] > requests { low = middle + 1 } else { high = middle }
      }
      return low
    }
    // A source that never matched with more requests never goes after one with fewer, so each group of them
    // at one place is sorted by requests, descending, the report's order among equals.
    var later = sources.enumerated().filter { placedLater($0.element) }.map {
      (place: place($0.element.requests), offset: $0.offset, source: $0.element)
    }
    later.sort { lhs, rhs in
      lhs.place != rhs.place
        ? lhs.place < rhs.place
        : lhs.source.requests != rhs.source.requests
          ? lhs.source.requests > rhs.source.requests : lhs.offset < rhs.offset
    }
    var order: [Source] = []
    order.reserveCapacity(sources.count)
    var next = later.makeIterator()
    var pending = next.next()
    for (index, source) in priced.enumerated() {
      while let waiting = pending, waiting.place == index {
        order.append(waiting.source)
        pending = next.next()
      }
      order.append(source)
    }
    while let waiting = pending {
      order.append(waiting.source)
      pending = next.next()
    }
    return order
  }

  static func distinct(
    _ report: MediationReport, _ entries: [MediationReport.Entry], _ dimension: MediationReport.Dimension
  ) -> [MediationReport.Value] {
    var seen: [MediationReport.Value] = []
    var known = Set<String>()
    for entry in entries {
      if let value = report.value(dimension, of: entry), known.insert(value.value).inserted { seen.append(value) }
    }
    return seen
  }

  /// The values as a message lists them: the first ten, and how many more.
  static func listed(_ values: [MediationReport.Value]) -> String {
    let shown = values.prefix(10).map {
      $0.label == $0.value ? JSONStringLiteral.quoted($0.label) : "\(JSONStringLiteral.quoted($0.label)) (\($0.value))"
    }
    return shown.joined(separator: ", ") + (values.count > 10 ? " and \(values.count - 10) more" : "")
  }

  /// The platform from the `PLATFORM` dimension when the chosen rows have one (`"Android"` or `"iOS"`, any
  /// case), else the base's, else iOS (decide2.md's edge cases); a value that is neither, or one the base
  /// contradicts, is refused. Rows of several platforms are fitted as one waterfall, with a warning; so are rows
  /// whose `PLATFORM` cell is blank (an export problem, most likely), written for the others' platform or the
  /// fallback's.
  private static func platform(
    of values: [MediationReport.Value], among entries: [MediationReport.Entry], in report: MediationReport,
    base: WaterfallConfig?, warnings: inout [String]
  ) throws(Failure) -> Platform {
    var platforms: [Platform] = []
    for value in values {
      let read = Platform.allCases.first { platform in
        [value.value, value.label].contains { $0.lowercased() == platform.displayName.lowercased() }
      }
      guard let read else {
        let row = entries.first { $0.id(.platform) == value.value }?.lastRow
        throw .invalid(
          MediationReport.Problem(
            location: row?.location, path: row?.path ?? ".",
            message:
              "the report's platform \(JSONStringLiteral.quoted(value.label.isEmpty ? value.value : value.label)) "
              + "is not one mediate plays ("
              + Platform.allCases.map(\.displayName).joined(separator: ", ") + ")"))
      }
      if !platforms.contains(read) { platforms.append(read) }
    }
    let fallback = base?.platform ?? .ios
    let fallbackWords = "\(fallback.displayName) (\(base != nil ? "--base's platform" : "the default"))"
    if report.dimensionColumns.contains(.platform) {
      let blank = entries.filter { $0.id(.platform) == nil }.count
      if blank == entries.count, !entries.isEmpty {
        warnings.append("PLATFORM blank in the chosen rows: written for \(fallbackWords)")
      } else if blank > 0, platforms.count == 1 {
        warnings.append(
          "PLATFORM blank in some of the chosen rows: taken as \(platforms[0].displayName), the other rows' platform")
      }
    }
    guard platforms.count == 1 else {
      if platforms.count > 1 {
        warnings.append(
          "the chosen rows are of \(platforms.count) platforms ("
            + platforms.map(\.displayName).joined(separator: ", ") + "): summed into one waterfall, "
            + "written for \(fallbackWords)")
      }
      return fallback
    }
    if let base, base.platform != platforms[0] {
      throw .invalid(
        MediationReport.Problem(
          location: nil, path: ".",
          message:
            "the report's rows are of \(platforms[0].displayName) apps, --base's config is "
            + "\(base.platform.displayName)'s: a config has one platform"))
    }
    return platforms[0]
  }

  /// The format from the `FORMAT` dimension, else the base's, else rewarded.
  private static func adFormat(of formats: [MediationReport.Value], base: WaterfallConfig?) throws(Failure) -> AdFormat
  {
    guard let first = formats.first else { return base?.adUnit.format ?? .rewarded }
    guard formats.count == 1 else {
      throw .invalid(
        MediationReport.Problem(
          location: nil, path: ".",
          message: "the chosen rows hold several formats (\(listed(formats))): a config has one"))
    }
    // The API's value (`REWARDED_INTERSTITIAL`) or the UI's label (`Rewarded interstitial`).
    func folded(_ text: String) -> String {
      String(text.lowercased().filter { $0 != "_" && $0 != " " })
    }
    for format in AdFormat.allCases
    where folded(format.rawValue) == folded(first.value) || folded(format.rawValue) == folded(first.label) {
      return format
    }
    throw .invalid(
      MediationReport.Problem(
        location: nil, path: ".",
        message:
          "the report's format \(JSONStringLiteral.quoted(first.label)) is not one mediate plays (\(AdFormat.allCases.map(\.rawValue).joined(separator: ", ")))"
      ))
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

  init(_ sources: [ReportFit.Source]) {
    expected = Array(repeating: nil, count: sources.count)
    requestsDeparture = Array(repeating: nil, count: sources.count)
    // Every request reaches the first source: the report's requests are the most any source saw.
    let requests = sources.map(\.requests).max() ?? 0
    guard requests > 0 else { return }
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
    reportFillRate = Double(sources.reduce(Int128(0)) { $0 + Int128($1.matched) }) / Double(requests)
    // Each source's earnings fit Int64 millionths (checked before), so their sum fits 128 bits.
    let earnings = sources.reduce(Int128(0)) { $0 + $1.earnings }
    reportRevenuePer1000 = Double(ReportFit.roundedMicros(earnings)) / 1e6 / Double(requests) * 1000
  }
}
