/// `fit` writes a portfolio (decide2.md §5) when the report has more than one value of a dimension it splits by
/// and no `--base` picks one group: one group per combination of the `--split-by` dimensions' values (by default
/// `MEDIATION_GROUP` and `AD_UNIT` where the report has more than one value of them; `COUNTRY` and `PLATFORM` only
/// when named), each fitted by `ReportFit`'s rules from that combination's rows and written inline, with the
/// requests it serves a day and the targeting the combination gives. Combinations with fewer than
/// `--min-requests` requests are pooled per parent group into `"… · other"`.
///
/// Where the spec is silent (docs/output.md, "Portfolios"): the pooled dimension is `COUNTRY` when the portfolio
/// is split by it, else `AD_UNIT` (a mediation group is never pooled with another, nor a platform with another:
/// AdMob's groups target one platform each); a combination's requests are its sources' largest `AD_REQUESTS`
/// over the report; the groups are listed by parent in the order the report first shows them, each parent's
/// `other` after its own combinations.
package enum PortfolioFit {
  package typealias Dimension = MediationReport.Dimension

  /// The dimensions a portfolio may be split by, in the order a group's name joins their labels.
  package static let order: [Dimension] = [.mediationGroup, .adUnit, .country, .platform]

  /// What the report is split by: the dimensions, in `order`.
  struct Split {
    var dimensions: [Dimension]

    /// The dimension small combinations are pooled over: `COUNTRY`, else `AD_UNIT`, else none.
    var pooled: Dimension? {
      dimensions.contains(.country) ? .country : dimensions.contains(.adUnit) ? .adUnit : nil
    }
  }

  /// The split `named` (`--split-by`; nil for the default) makes of `report`, or nil when no dimension of it has
  /// more than one value (one config, as before). A named dimension the report does not have is refused.
  static func split(of report: MediationReport, by named: [Dimension]?) throws(ReportFit.Failure) -> Split? {
    let dimensions: [Dimension]
    if let named {
      for dimension in named where !report.has(dimension) {
        throw ReportFit.problem(
          "--split-by \(dimension.apiName): the report has no \(dimension.apiName) (\(dimension.uiName)) dimension")
      }
      dimensions = order.filter(named.contains)
    } else {
      dimensions = [.mediationGroup, .adUnit].filter { ReportFit.distinct(report, report.entries, $0).count > 1 }
    }
    guard dimensions.contains(where: { ReportFit.distinct(report, report.entries, $0).count > 1 }) else { return nil }
    return Split(dimensions: dimensions)
  }

  /// One combination of the split dimensions' values, with its rows.
  private struct Combination {
    /// The value of each split dimension, in the split's order.
    var values: [MediationReport.Value]
    var entries: [MediationReport.Entry] = []
  }

  /// A group to write: a combination, or the pool of a parent's small combinations.
  private struct Planned {
    var name: String
    var entries: [MediationReport.Entry]
    var requests: Int64
    /// The IDs that tell it from another group of the same name: its split values' (its parent's and `other`).
    var ids: [String]
    /// Its `MEDIATION_GROUP` value when the portfolio is split by it.
    var mediationGroupID: String?
    var countries: [String]?
    var excludedCountries: [String]?
    /// The names of the combinations pooled into it; nil for a combination of its own.
    var pooled: [String]?
  }

  /// The portfolio of `report`, split by `split`; `warnings` (the report's, so far) come first among the record's.
  static func fit(
    _ report: MediationReport, path: String, options: ReportFit.Options, split: Split, warnings: [String]
  ) throws(ReportFit.Failure) -> ReportFit.Outcome {
    var warnings = warnings
    let (days, daysFrom) = try Self.days(of: report, given: options.days, warnings: &warnings)
    var planned = try plan(report, split: split, minRequests: options.minRequests, warnings: &warnings)
    guard planned.count <= ConfigSchema.maximumGroups else {
      throw ReportFit.problem(
        "the report splits into \(planned.count) groups, more than the \(ConfigSchema.maximumGroups) a portfolio "
          + "holds: raise --min-requests or split by fewer dimensions")
    }
    nameUniquely(&planned, warnings: &warnings)
    var outcomes: [ReportFit.Outcome] = []
    for group in planned { outcomes.append(try fit(group, of: report, path: path, options: options, kept: nil)) }
    if options.demand {
      try sameWorlds(&outcomes, planned, of: report, path: path, options: options, warnings: &warnings)
    }
    // The groups' traffic: requests a day, rounded half up, at least 1.
    var perDay: [Int64] = []
    for group in planned {
      let rounded = (Int128(group.requests) * 2 + Int128(days)) / (Int128(days) * 2)
      guard rounded <= 1_000_000_000_000 else {
        throw ReportFit.problem(
          "group \(JSONStringLiteral.quoted(group.name)): \(group.requests) requests over \(days) days are more than "
            + "the 10^12 a day a portfolio's group may serve")
      }
      if rounded == 0 {
        warnings.append(
          "group \(JSONStringLiteral.quoted(group.name)): \(group.requests) requests over \(days) days round to 0 a "
            + "day: written as 1, the least a group serves")
      }
      perDay.append(Int64(max(rounded, 1)))
    }
    var groups: [FitRecord.Group] = []
    for (index, group) in planned.enumerated() {
      let fit = outcomes[index].record
      let entries = group.entries
      let units = ReportFit.distinct(report, entries, .adUnit).map(\.value)
      var platforms: [Platform] = []
      for platform in ReportFit.distinct(report, entries, .platform).compactMap(Self.platform)
      where !platforms.contains(platform) {
        platforms.append(platform)
      }
      let mediationGroups = ReportFit.distinct(report, entries, .mediationGroup)
      groups.append(
        FitRecord.Group(
          name: group.name, id: mediationGroups.first?.value, requests: group.requests, requestsPerDay: perDay[index],
          targeting: FitRecord.Targeting(
            platform: platforms.count == 1 ? platforms[0].rawValue : nil, format: fit.format,
            adUnits: units.isEmpty ? nil : units, countries: group.countries,
            excludedCountries: group.excludedCountries),
          pooled: group.pooled, fit: fit))
    }
    let text = try write(groups, outcomes: outcomes, registries: options.registries)
    for (group, outcome) in zip(groups, outcomes) {
      warnings += outcome.record.warnings.map { "group \(JSONStringLiteral.quoted(group.name)): \($0)" }
    }
    if let count = report.matchingRowCount, count != Int64(report.rows) {
      warnings.append(
        "the report's footer counts \(count) rows where \(report.rows) were read (Google says the count does not always match)"
      )
    }
    let record = totals(
      of: groups, planned: planned, report: report, path: path, warnings: warnings,
      portfolio: FitRecord.Portfolio(
        days: days, daysFrom: daysFrom, splitBy: split.dimensions.map(\.apiName), minRequests: options.minRequests,
        groups: groups))
    return ReportFit.Outcome(config: text, record: record, sigmaFitted: outcomes.contains(where: \.sigmaFitted))
  }

  /// The report's days: its header's `dateRange`, else its distinct `DATE` values, else `--days`; none is 64.
  private static func days(of report: MediationReport, given: Int64?, warnings: inout [String]) throws(ReportFit
    .Failure)
    -> (Int64, String)
  {
    if case .failure(let problem)? = report.dateRange { throw .invalid(problem) }
    let read: (days: Int64, from: String, words: String)? =
      report.dateRangeDays.map { ($0, "dateRange", "its header's dateRange") }
      ?? (report.dates.isEmpty ? nil : (Int64(report.dates.count), "DATE", "its distinct DATE values"))
    if let read {
      if let given, given != read.days {
        warnings.append("--days \(given) is not used: the report covers \(read.days) days (\(read.words))")
      }
      return (read.days, read.from)
    }
    guard let given else {
      throw .usage(
        "the report gives no dates (no header dateRange, no DATE values): give --days N, the days it covers, "
          + "for each group's requestsPerDay")
    }
    return (given, "--days")
  }

  /// The groups: each combination with at least `minRequests` requests, and per parent the pool of the others.
  private static func plan(
    _ report: MediationReport, split: Split, minRequests: Int64, warnings: inout [String]
  ) throws(ReportFit.Failure) -> [Planned] {
    let dimensions = split.dimensions
    var combinations: [Combination] = []
    var index: [[String]: Int] = [:]
    for entry in report.entries {
      var values: [MediationReport.Value] = []
      for dimension in dimensions {
        guard var value = report.value(dimension, of: entry) else {
          throw ReportFit.problem(
            "row \(entry.lastRow.number) has no \(dimension.apiName), which the portfolio is split by",
            at: entry.lastRow)
        }
        if dimension == .country {
          let code = value.value.uppercased()
          guard GroupTargeting.isRegionCode(code) else {
            throw ReportFit.problem(
              "the report's country \(JSONStringLiteral.quoted(value.value)) is not a CLDR region code (two letters, "
                + "such as \"US\"), which a group's targeting needs: export COUNTRY as the AdMob API gives it",
              at: entry.lastRow)
          }
          value.value = code
        }
        values.append(value)
      }
      let key = values.map(\.value)
      if let at = index[key] {
        combinations[at].entries.append(entry)
      } else {
        index[key] = combinations.count
        combinations.append(Combination(values: values, entries: [entry]))
      }
    }
    func label(_ value: MediationReport.Value) -> String { value.label.isEmpty ? value.value : value.label }
    let pooled = split.pooled.flatMap { dimensions.firstIndex(of: $0) }
    // Parents in the order the report first shows them, each with its combinations.
    var parents: [[String]] = []
    var members: [[String]: [Int]] = [:]
    for (at, combination) in combinations.enumerated() {
      var key = combination.values.map(\.value)
      if let pooled { key.remove(at: pooled) }
      if members[key] == nil { parents.append(key) }
      members[key, default: []].append(at)
    }
    var planned: [Planned] = []
    for parent in parents {
      var small: [Int] = []
      var keptCountries: [String] = []
      for at in members[parent] ?? [] {
        let combination = combinations[at]
        let requests = Self.requests(of: combination.entries)
        let name = combination.values.map(label).joined(separator: " · ")
        if requests < minRequests, pooled != nil {
          small.append(at)
          continue
        }
        if requests < minRequests {
          warnings.append(
            "group \(JSONStringLiteral.quoted(name)): \(requests) requests over the report, fewer than --min-requests "
              + "\(minRequests): kept as a group of its own (a mediation group is not pooled with another)")
        }
        let country = dimensions.firstIndex(of: .country).map { combination.values[$0].value }
        let mediationGroupID = dimensions.firstIndex(of: .mediationGroup).map { combination.values[$0].value }
        if let country { keptCountries.append(country) }
        planned.append(
          Planned(
            name: name, entries: combination.entries, requests: requests, ids: combination.values.map(\.value),
            mediationGroupID: mediationGroupID, countries: country.map { [$0] }, pooled: nil))
      }
      guard let pooled, !small.isEmpty else { continue }
      var labels = combinations[small[0]].values.map(label)
      labels.remove(at: pooled)
      let entries = small.flatMap { combinations[$0].entries }
      let excluded = Array(Set(keptCountries)).sorted()
      planned.append(
        Planned(
          name: (labels + ["other"]).joined(separator: " · "), entries: entries, requests: Self.requests(of: entries),
          ids: parent + ["other"],
          mediationGroupID: dimensions.firstIndex(of: .mediationGroup).map { combinations[small[0]].values[$0].value },
          countries: nil,
          excludedCountries: split.pooled == .country && !excluded.isEmpty ? excluded : nil,
          pooled: small.map { combinations[$0].values.map(label).joined(separator: " · ") }))
    }
    return planned
  }

  /// The requests of `entries`: their sources' largest ad requests (the first source of a waterfall sees them all).
  private static func requests(of entries: [MediationReport.Entry]) -> Int64 {
    var sums: [String: Int64] = [:]
    for entry in entries {
      let id = entry.id(.adSourceInstance) ?? entry.id(.adSource) ?? ""
      let (sum, overflow) = sums[id, default: 0].addingReportingOverflow(entry.requests)
      sums[id] = overflow ? .max : sum
    }
    return sums.values.max() ?? 0
  }

  /// Makes the names unique (a collision gets its IDs appended) and at most 120 characters (elided in the middle,
  /// with a warning).
  private static func nameUniquely(_ planned: inout [Planned], warnings: inout [String]) {
    let limit = ConfigSchema.maximumGroupNameLength
    var count: [String: Int] = [:]
    for group in planned { count[group.name, default: 0] += 1 }
    // A collision gets its ID appended: the mediation group's, when that tells the colliding groups apart, else
    // the IDs of every value it is split by.
    var mediationGroupIDs: [String: [String?]] = [:]
    for group in planned where count[group.name, default: 0] > 1 {
      mediationGroupIDs[group.name, default: []].append(group.mediationGroupID)
    }
    let original = planned.map(\.name)
    for at in planned.indices where count[original[at], default: 0] > 1 {
      let ids = mediationGroupIDs[original[at]] ?? []
      let byGroup = ids.allSatisfy { $0 != nil } && Set(ids).count == ids.count
      let suffix = byGroup ? planned[at].mediationGroupID ?? "" : planned[at].ids.joined(separator: " · ")
      planned[at].name += " (\(suffix))"
    }
    for at in planned.indices where planned[at].name.count > limit {
      let elided = elided(planned[at].name, to: limit)
      warnings.append(
        "the group name \(JSONStringLiteral.quoted(planned[at].name)) is longer than AdMob's \(limit) characters: "
          + "written as \(JSONStringLiteral.quoted(elided))")
      planned[at].name = elided
    }
    // What elision or the IDs still leave equal is numbered.
    var taken = Set<String>()
    for at in planned.indices {
      var name = planned[at].name
      var number = 2
      while taken.contains(name) {
        let suffix = " \(number)"
        name = elided(planned[at].name, to: limit - suffix.count) + suffix
        number += 1
      }
      taken.insert(name)
      planned[at].name = name
    }
  }

  /// `text` at most `limit` characters, its middle replaced by `…`.
  static func elided(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    let head = (limit - 1) / 2
    let tail = limit - 1 - head
    return String(text.prefix(head)) + "…" + String(text.suffix(tail))
  }

  /// The fit of `group`'s rows: its config, written for its ad unit, keeping the worlds `kept` names (nil: all).
  private static func fit(
    _ group: Planned, of report: MediationReport, path: String, options: ReportFit.Options, kept: [String]?
  ) throws(ReportFit.Failure) -> ReportFit.Outcome {
    let quoted = JSONStringLiteral.quoted(group.name)
    let mediationGroups = ReportFit.distinct(report, group.entries, .mediationGroup)
    guard mediationGroups.count <= 1 else {
      throw ReportFit.problem(
        "group \(quoted): its rows hold \(mediationGroups.count) mediation groups "
          + "(\(ReportFit.listed(mediationGroups))), whose waterfalls are not one: add MEDIATION_GROUP to --split-by")
    }
    let units = ReportFit.distinct(report, group.entries, .adUnit)
    var options = options
    options.adUnitID = units.first?.value
    options.keptWorlds = kept
    do throws(ReportFit.Failure) {
      return try ReportFit.fitChosen(
        group.entries, of: report, path: path, unit: units.count == 1 ? units[0] : nil, group: mediationGroups.first,
        options: options, warnings: [])
    } catch {
      switch error {
      case .invalid(var problem):
        problem.message = "group \(quoted): " + problem.message
        throw .invalid(problem)
      case .refusedByValidate(let line): throw .refusedByValidate("group \(quoted): " + line)
      case .usage(let message): throw .usage(message)
      }
    }
  }

  /// With `--demand` every group has the same world labels: the worlds every group could fit. A group missing
  /// a world another has (left out there, or sigma fitted from instance rows) has every group refitted without it.
  private static func sameWorlds(
    _ outcomes: inout [ReportFit.Outcome], _ planned: [Planned], of report: MediationReport, path: String,
    options: ReportFit.Options, warnings: inout [String]
  ) throws(ReportFit.Failure) {
    let labels = outcomes.map { $0.record.worlds?.map(\.label) ?? [] }
    guard Set(labels).count > 1 else { return }
    var common: [String] = []
    if let first = labels.first, let base = first.first, labels.allSatisfy({ $0.first == base }) {
      common = first.dropFirst().filter { label in labels.allSatisfy { $0.dropFirst().contains(label) } }
    }
    var dropped: [String] = []
    for list in labels {
      for label in list.dropFirst() where !common.contains(label) && !dropped.contains(label) { dropped.append(label) }
    }
    for label in dropped {
      guard let lacking = labels.firstIndex(where: { !$0.dropFirst().contains(label) }) else { continue }
      warnings.append(
        "the world \(JSONStringLiteral.quoted(label)) is left out of every group, so that all have the same worlds: "
          + "group \(JSONStringLiteral.quoted(planned[lacking].name)) "
          + (labels[lacking].isEmpty
            ? "has none" : labels[lacking].first != labels[0].first ? "has other worlds" : "could not fit it"))
    }
    for (at, list) in labels.enumerated() where Array(list.dropFirst()) != common {
      outcomes[at] = try fit(planned[at], of: report, path: path, options: options, kept: common)
    }
  }

  /// The platform a `PLATFORM` value names (`"iOS"`, `"Android"`, any case), if any.
  private static func platform(_ value: MediationReport.Value) -> Platform? {
    Platform.allCases.first { platform in
      [value.value, value.label].contains { $0.lowercased() == platform.displayName.lowercased() }
    }
  }

  /// The portfolio's text, through the schema's typed keys, each group's config inline, read back as `validate`
  /// reads a portfolio: a refusal is fit's bug (70); larger than a portfolio may be is 65.
  private static func write(
    _ groups: [FitRecord.Group], outcomes: [ReportFit.Outcome], registries: AdapterRegistries
  ) throws(ReportFit.Failure) -> [UInt8] {
    typealias Group = ConfigSchema.Group
    typealias Targeting = ConfigSchema.Targeting
    let list = ConfigPath.root.appending(ConfigSchema.PortfolioRoot.groups)
    var configs: [WrittenObject] = []
    for (index, (group, outcome)) in zip(groups, outcomes).enumerated() {
      guard let node = try? JSONReader.read(outcome.config),
        let config = WrittenObject(JSONValue(node), at: list.appending(index: index).appending(Group.config))
      else {
        throw .refusedByValidate("group \(JSONStringLiteral.quoted(group.name)): its config is not a JSON object")
      }
      configs.append(config)
    }
    var root = WrittenObject()
    do throws(ConfigWriteError) {
      try root.set(ConfigSchema.PortfolioRoot.version, 1)
      try root.set(ConfigSchema.PortfolioRoot.seed, 1)
      var objects: [WrittenObject] = []
      for (index, (group, config)) in zip(groups, configs).enumerated() {
        let at = list.appending(index: index)
        var object = WrittenObject(at: at)
        try object.set(Group.name, group.name)
        if let id = group.id { try object.set(Group.id, id) }
        try object.set(Group.requestsPerDay, group.requestsPerDay)
        var targeting = WrittenObject(at: at.appending(Group.targeting))
        if let platform = group.targeting.platform.flatMap(Platform.init(rawValue:)) {
          try targeting.set(Targeting.platform, platform)
        }
        if let format = group.targeting.format.flatMap(AdFormat.init(rawValue:)) {
          try targeting.set(Targeting.format, format)
        }
        if let units = group.targeting.adUnits { try targeting.set(Targeting.adUnits, units) }
        if let countries = group.targeting.countries { try targeting.set(Targeting.countries, countries) }
        if let excluded = group.targeting.excludedCountries { try targeting.set(Targeting.excludedCountries, excluded) }
        try object.set(Group.targeting, targeting)
        try object.set(Group.config, config)
        objects.append(object)
      }
      try root.set(ConfigSchema.PortfolioRoot.groups, objects)
    } catch {
      throw .refusedByValidate("cannot write the portfolio: \(error.message)")
    }
    let text = Array((root.text + "\n").utf8)
    guard text.count <= ConfigLimits.maximumFileBytes else {
      throw ReportFit.problem(
        "the portfolio would be \(text.count) bytes, more than the 16 MiB a portfolio may be: raise --min-requests "
          + "or split by fewer dimensions")
    }
    let document: DocumentLoader.Document
    do throws(PortfolioLoader.Failure) {
      document = try DocumentLoader.read(text, registries: registries) { _ in
        .failure(PortfolioLoader.Unreadable(message: "fit writes every group's config inline"))
      }
    } catch {
      switch error {
      case .invalid(_, .tooLarge(let count)): throw .refusedByValidate("the portfolio would be \(count) bytes")
      case .invalid(_, .invalid(let diagnostics, _)):
        throw .refusedByValidate(diagnostics.first?.line(file: "<fitted portfolio>") ?? "invalid")
      case .problems(let diagnostics, _):
        throw .refusedByValidate(
          diagnostics.first?.line(portfolioFile: "<fitted portfolio>", groupFile: { $0 }) ?? "invalid")
      case .unreadable(let path, let unreadable): throw .refusedByValidate("\(path): \(unreadable.message)")
      }
    }
    guard case .portfolio(let loaded) = document else {
      throw .refusedByValidate("the portfolio reads back as a config")
    }
    guard loaded.portfolio.groups.map(\.name) == groups.map(\.name) else {
      throw .refusedByValidate("the portfolio's groups read back under other names")
    }
    return text
  }

  /// The record of the whole portfolio: the report's figures over every group, each group's weighted by its
  /// requests, and the groups themselves.
  private static func totals(
    of groups: [FitRecord.Group], planned: [Planned], report: MediationReport, path: String, warnings: [String],
    portfolio: FitRecord.Portfolio
  ) -> FitRecord {
    var requests = 0.0
    var matched = 0.0
    var earnings = Int128(0)
    var modelFill = 0.0
    var modelRevenue: Double? = 0
    var departure: DecimalNumber? = DecimalNumber(micros: 0)
    for (group, plan) in zip(groups, planned) {
      let weight = Double(group.requests)
      requests += weight
      for entry in plan.entries {
        matched += Double(entry.matched)
        let (sum, overflow) = earnings.addingReportingOverflow(entry.earnings)
        earnings = overflow ? .max : sum
      }
      modelFill += weight * group.fit.modelFillRate.double
      modelRevenue = group.fit.modelRevenuePer1000Requests.flatMap { revenue in
        modelRevenue.map { $0 + weight * revenue.double }
      }
      departure = group.fit.largestRequestsDeparture.flatMap { own in departure.map { max($0, own) } }
    }
    let formats = Set(groups.compactMap(\.fit.format))
    return FitRecord(
      report: path, adUnit: nil, mediationGroup: nil, format: formats.count == 1 ? formats.first : nil, sources: [],
      observedFillRate: FitRecord.rate(requests > 0 ? matched / requests : 0),
      observedRevenuePer1000Requests: requests > 0
        ? FitRecord.rounded(Double(ReportFit.roundedMicros(earnings)) / 1e6 / requests * 1000) : nil,
      modelFillRate: FitRecord.rate(requests > 0 ? modelFill / requests : 0),
      modelRevenuePer1000Requests: requests > 0 ? modelRevenue.flatMap { FitRecord.rounded($0 / requests) } : nil,
      largestRequestsDeparture: departure, consistent: groups.allSatisfy(\.fit.consistent), demand: nil,
      warnings: warnings, reportWarnings: report.footerWarnings, matchingRowCount: report.matchingRowCount,
      rows: report.rows, totalRow: report.totalRow, worlds: nil, portfolio: portfolio)
  }
}
