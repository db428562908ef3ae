/// `fit --prices REPORT2` (decide2.md §2, "Mediation groups without money"): one version of the AdMob API
/// reference marks `MEDIATION_GROUP` incompatible with `ESTIMATED_EARNINGS` and `OBSERVED_ECPM`, so a report by
/// mediation group may come without money. A second report of the same dates without `MEDIATION_GROUP` prices
/// it: each source takes the eCPM of the prices row with its ID (its instance's, when the report is by
/// `AD_SOURCE_INSTANCE`) and the same values of the other dimensions both reports have (`AD_UNIT`, `FORMAT`,
/// `PLATFORM`, `COUNTRY`; a dimension only the prices report has is summed over), by IDs, or by display labels
/// where the prices give no IDs (the AdMob UI's CSV export names sources by label). Its earnings are then that eCPM
/// times its impressions. Prices rows the report lacks are ignored; a source the prices lack is refused, all of
/// them listed.
enum ReportPrices {
  /// The dimensions a price is matched on, besides the source's ID.
  static let matched: [MediationReport.Dimension] = [.adUnit, .format, .platform, .country]

  /// A price's key: the source's ID and the values of the matched dimensions both reports have.
  private struct Key: Hashable {
    var id: String
    var values: [String?]
  }

  /// The prices rows of one key, summed.
  private struct Sum {
    var earnings: Int128 = 0
    var impressions: Int64 = 0
    var rows = 0
    var observedEcpm: Int128?

    /// The eCPM in attodollars: the observed eCPM of a key's one row, else earnings per 1,000 impressions
    /// (half up), else 0 (no impressions, no price but none).
    var ecpm: Int128 {
      if rows == 1, let observedEcpm { return observedEcpm }
      guard impressions > 0 else { return 0 }
      let (perThousand, overflow) = earnings.multipliedReportingOverflow(by: 1000)
      guard !overflow else { return .max }
      let (quotient, remainder) = perThousand.quotientAndRemainder(dividingBy: Int128(impressions))
      return quotient + (remainder * 2 >= Int128(impressions) ? 1 : 0)
    }
  }

  /// Prices every entry of `report` (which has no money) from `prices`, the report at `path`.
  static func apply(_ prices: MediationReport, path: String, to report: inout MediationReport) throws(ReportFit.Failure)
  {
    guard prices.hasMoney else {
      throw ReportFit.problem(
        "--prices \(path) has no money metric (ESTIMATED_EARNINGS, OBSERVED_ECPM): it cannot price the sources")
    }
    if prices.has(.mediationGroup) {
      throw ReportFit.problem(
        "--prices \(path) is by MEDIATION_GROUP: give a report of the same dates without it (by AD_SOURCE and any of "
          + "COUNTRY, PLATFORM, AD_UNIT, FORMAT)")
    }
    let dimensions = matched.filter { prices.has($0) && report.has($0) }
    var byInstance: [Key: Sum] = [:]
    var bySource: [Key: Sum] = [:]
    for entry in prices.entries {
      let values = dimensions.map { entry.id($0) }
      func add(_ id: String, into sums: inout [Key: Sum]) {
        var sum = sums[Key(id: id, values: values)] ?? Sum()
        // Saturating: a sum past 128 bits is a price far above what a config takes, refused as such.
        let (earnings, earningsOverflow) = sum.earnings.addingReportingOverflow(entry.earnings)
        sum.earnings = earningsOverflow ? .max : earnings
        let (impressions, impressionsOverflow) = sum.impressions.addingReportingOverflow(entry.impressions)
        sum.impressions = impressionsOverflow ? .max : impressions
        sum.rows += entry.rows
        sum.observedEcpm = entry.observedEcpm
        sums[Key(id: id, values: values)] = sum
      }
      if let instance = entry.id(.adSourceInstance) { add(instance, into: &byInstance) }
      if let source = entry.id(.adSource) { add(source, into: &bySource) }
    }
    var priced: [(earnings: Int128, ecpm: Int128)] = []
    priced.reserveCapacity(report.entries.count)
    var lacking: [(entry: MediationReport.Entry, words: String)] = []
    var lackingKeys = Set<Key>()
    for entry in report.entries {
      let instance = report.value(.adSourceInstance, of: entry)
      let source = instance ?? report.value(.adSource, of: entry) ?? MediationReport.Value(value: "", label: "")
      let sums = instance != nil ? byInstance : bySource
      // By IDs; a component the prices give by its label only (a CSV export has no IDs) matches its label.
      func choices(_ value: MediationReport.Value?) -> [String?] {
        guard let value, !value.label.isEmpty, value.label != value.value else { return [value?.value] }
        return [value.value, value.label]
      }
      let components = [choices(source)] + dimensions.map { choices(report.value($0, of: entry)) }
      var found: Sum?
      var key = Key(id: source.value, values: dimensions.map { entry.id($0) })
      for choice in 0..<components.reduce(1, { $0 * $1.count }) {
        var rest = choice
        var picked: [String?] = []
        for component in components {
          picked.append(component[rest % component.count])
          rest /= component.count
        }
        let candidate = Key(id: picked[0] ?? "", values: Array(picked.dropFirst()))
        if let sum = sums[candidate] {
          found = sum
          key = candidate
          break
        }
      }
      guard let sum = found else {
        if lackingKeys.insert(key).inserted { lacking.append((entry, words(for: entry, in: report, dimensions))) }
        priced.append((0, 0))
        continue
      }
      let ecpm = sum.ecpm
      // Earnings = eCPM × impressions / 1,000, half up; past 128 bits the eCPM is far above what a config takes.
      let (product, overflow) = ecpm.multipliedReportingOverflow(by: Int128(entry.impressions))
      let earnings = overflow ? Int128.max : (product + 500) / 1000
      priced.append((earnings, ecpm))
    }
    guard lacking.isEmpty else {
      let shown = lacking.prefix(10).map(\.words).joined(separator: ", ")
      let more = lacking.count > 10 ? " and \(lacking.count - 10) more" : ""
      throw ReportFit.problem(
        "--prices \(path) has no row for \(lacking.count == 1 ? "a source" : "\(lacking.count) sources") of the "
          + "report (\(report.has(.adSourceInstance) ? "AD_SOURCE_INSTANCE" : "AD_SOURCE")"
          + dimensions.map { ", \($0.apiName)" }.joined() + "): \(shown)\(more)",
        at: lacking[0].entry.lastRow)
    }
    report.price(priced)
  }

  /// A source lacking a price as a message names it: `"Unity Ads" (1234) in US, Android`.
  private static func words(
    for entry: MediationReport.Entry, in report: MediationReport, _ dimensions: [MediationReport.Dimension]
  ) -> String {
    let own = report.value(.adSourceInstance, of: entry) ?? report.value(.adSource, of: entry)
    var text =
      own.map { value in
        JSONStringLiteral.quoted(value.label) + (value.label == value.value ? "" : " (\(value.value))")
      } ?? "?"
    let values = dimensions.compactMap { report.value($0, of: entry)?.label }
    if !values.isEmpty { text += " in " + values.joined(separator: ", ") }
    return text
  }
}
