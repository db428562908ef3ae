/// An AdMob mediation report (decide.md, `mediate fit`), as the AdMob API's
/// `accounts.mediationReport.generate` returns it (a JSON array of a
/// `header`, `row` objects and a `footer`) or as a CSV export of it, read in
/// one pass and kept as the sums of its rows per set of dimension values
/// (ad source or instance × ad unit × mediation group × format × platform × country): memory
/// grows with the distinct keys, not with the rows (decide2.md §2), and the distinct `DATE` values.
package struct MediationReport: Sendable {
  /// A dimension of a report's rows that `fit` reads.
  package enum Dimension: Int, CaseIterable, Sendable {
    case adSource
    case adSourceInstance
    case adUnit
    case mediationGroup
    case format
    /// The app's mobile OS (`"Android"` or `"iOS"`): the platform of the config fitted.
    case platform
    /// Where the ad was seen, a CLDR region code (`"US"`): what a portfolio's groups may target (decide2.md §5).
    case country

    /// The API's name.
    package var apiName: String {
      switch self {
      case .adSource: "AD_SOURCE"
      case .adSourceInstance: "AD_SOURCE_INSTANCE"
      case .adUnit: "AD_UNIT"
      case .mediationGroup: "MEDIATION_GROUP"
      case .format: "FORMAT"
      case .platform: "PLATFORM"
      case .country: "COUNTRY"
      }
    }

    /// The column name of the AdMob UI's CSV export.
    var uiName: String {
      switch self {
      case .adSource: "Ad source"
      case .adSourceInstance: "Ad source instance"
      case .adUnit: "Ad unit"
      case .mediationGroup: "Mediation group"
      case .format: "Format"
      case .platform: "Platform"
      case .country: "Country"
      }
    }

    init?(apiName: String) {
      guard let found = Self.allCases.first(where: { $0.apiName == apiName }) else { return nil }
      self = found
    }

    /// Other dimensions a report may be broken down by, which `fit` sums
    /// over: their cells only tell a total row from a source's row.
    static let others: Set<String> = [
      "MONTH", "Month", "WEEK", "Week", "APP", "App",
      "MOBILE_OS_VERSION", "OS version", "GMA_SDK_VERSION", "GMA SDK version", "APP_VERSION_NAME", "App version",
      "SERVING_RESTRICTION", "Serving restriction",
    ]

    /// The day dimension, whose distinct values count the report's days when its header gives no `dateRange`.
    static let date: Set<String> = ["DATE", "Date"]
  }

  /// A metric of a report's rows.
  package enum Metric: Int, CaseIterable, Sendable {
    case adRequests
    case matchedRequests
    case impressions
    case estimatedEarnings
    case observedEcpm

    var apiName: String {
      switch self {
      case .adRequests: "AD_REQUESTS"
      case .matchedRequests: "MATCHED_REQUESTS"
      case .impressions: "IMPRESSIONS"
      case .estimatedEarnings: "ESTIMATED_EARNINGS"
      case .observedEcpm: "OBSERVED_ECPM"
      }
    }

    /// The column name of the AdMob UI's CSV export (USD).
    var uiName: String {
      switch self {
      case .adRequests: "Ad requests"
      case .matchedRequests: "Matched requests"
      case .impressions: "Impressions"
      case .estimatedEarnings: "Estimated earnings (USD)"
      case .observedEcpm: "Observed eCPM (USD)"
      }
    }

    /// The UI's column name before its currency: `Estimated earnings (`.
    var uiStem: String? {
      switch self {
      case .estimatedEarnings: "Estimated earnings ("
      case .observedEcpm: "Observed eCPM ("
      case .adRequests, .matchedRequests, .impressions: nil
      }
    }

    init?(apiName: String) {
      guard let found = Self.allCases.first(where: { $0.apiName == apiName }) else { return nil }
      self = found
    }

    /// Whether the API gives it as `microsValue` (money) rather than `integerValue` (a count).
    var isMoney: Bool {
      switch self {
      case .estimatedEarnings, .observedEcpm: true
      case .adRequests, .matchedRequests, .impressions: false
      }
    }

    /// Whether a total row's cell is the sum of the column (an eCPM is not).
    var isAdditive: Bool {
      switch self {
      case .adRequests, .matchedRequests, .impressions, .estimatedEarnings: true
      case .observedEcpm: false
      }
    }

    /// Metrics every row must have; without `OBSERVED_ECPM` the eCPM is earnings per 1,000 impressions.
    /// `ESTIMATED_EARNINGS` too, unless the report has no money metric at all (`hasMoney`): its prices then
    /// come from `fit --prices` (decide2.md §2, "Mediation groups without money").
    static let required: [Metric] = [.adRequests, .matchedRequests, .impressions]
  }

  /// A dimension's value: the ID and the name people read.
  package struct Value: Hashable, Sendable {
    package var value: String
    package var label: String
  }

  /// Where a row is, for messages: `.[3].row` or `line 4`, and its place in the file. The path is
  /// spelled only when a message asks for it: reading a row costs no text.
  package struct Place: Sendable {
    /// 1-based among the report's rows.
    package var number: Int
    /// The JSON element's index (`.[3].row`), or nil for a CSV row (`line 4`).
    package var element: Int?
    package var location: SourceLocation?

    package var path: String {
      element.map { ".[\($0)].row" } ?? "line \(location?.line ?? 0)"
    }
  }

  /// One row as read: its dimension values and metrics (counts, and money in attodollars).
  package struct Row {
    package var place: Place
    package var dimensions: [Value?] = Array(repeating: nil, count: Dimension.allCases.count)
    package var metrics: [Int128?] = Array(repeating: nil, count: Metric.allCases.count)

    package subscript(_ dimension: Dimension) -> Value? {
      get { dimensions[dimension.rawValue] }
      set { dimensions[dimension.rawValue] = newValue }
    }

    package subscript(_ metric: Metric) -> Int128? {
      get { metrics[metric.rawValue] }
      set { metrics[metric.rawValue] = newValue }
    }
  }

  /// The IDs of a row's dimension values: rows with the same key are one entry.
  package struct Key: Hashable, Sendable {
    package var values: [String?]
  }

  /// The sums of every row with one key.
  package struct Entry: Sendable {
    package var key: Key
    package var requests: Int64 = 0
    package var matched: Int64 = 0
    package var impressions: Int64 = 0
    /// Estimated earnings, exactly, in attodollars (10⁻¹⁸ USD).
    package var earnings: Int128 = 0
    /// The observed eCPM in attodollars of the last row summed into it (the entry's eCPM only when that is its one row).
    package var observedEcpm: Int128?
    package var rows = 0
    /// The last row summed into it, for messages.
    package var lastRow: Place

    /// The entry's ID of `dimension`.
    package func id(_ dimension: Dimension) -> String? { key.values[dimension.rawValue] }
  }

  /// The entries in the order their keys first appeared.
  package private(set) var entries: [Entry] = []
  private var index: [Key: Int] = [:]
  /// The last display label of each dimension's ID (a renamed source goes by its last name).
  private var labels: [[String: String]] = Array(repeating: [:], count: Dimension.allCases.count)
  /// The header's currency, when it names one.
  package var currency: String?
  package var footerWarnings: [FitRecord.ReportWarning] = []
  /// The footer's count of rows, when it gives one.
  package var matchingRowCount: Int64?
  /// Rows read (the total row aside).
  package private(set) var rows = 0
  /// Whether a CSV total row was read (and added up).
  package var totalRow = false
  /// Whether the report has a money metric (`ESTIMATED_EARNINGS`, with `OBSERVED_ECPM` or not); nil before its
  /// first row. Every row has it or none does.
  package private(set) var money: Bool?
  /// Whether the report has earnings: false for a report without a money metric, whose prices `--prices` gives.
  package var hasMoney: Bool { money ?? true }
  /// The days the header's `dateRange` spans, both ends included (JSON reports), when it gives one.
  package var dateRangeDays: Int64? { try? dateRange?.get() }
  /// The header's `dateRange`: its days, or why they cannot be read (a portfolio refuses it; one config does not
  /// need it); nil when the header gives none.
  package var dateRange: Result<Int64, Problem>?
  /// The distinct values of the `DATE` dimension: the report's days when the header gives none.
  package private(set) var dates: Set<String> = []
  /// The dimensions a CSV report has a column for: a blank cell in one is a row without that dimension, which `fit`
  /// may warn of (a `Platform` column left blank by the export).
  package var dimensionColumns: Set<Dimension> = []

  /// Whether `COUNTRY` is a dimension of the keys (`read(_:countries:)`).
  package private(set) var keysCountries = true

  package init() {}

  /// The most keys a report may have: memory grows with them, so the reading stops past this bound
  /// (ten keys per source of the largest config fit writes).
  package static let maximumKeys = 1_000_000

  /// Notes a row's `DATE` value.
  mutating func noteDate(_ value: String) {
    if !value.isEmpty { dates.insert(value) }
  }

  /// Whether some entry has a value of `dimension`.
  package func has(_ dimension: Dimension) -> Bool {
    entries.contains { $0.id(dimension) != nil }
  }

  /// Gives each entry its price (`ReportPrices`): earnings and an eCPM in attodollars, for a report without money.
  mutating func price(_ prices: [(earnings: Int128, ecpm: Int128)]) {
    for index in entries.indices {
      entries[index].earnings = prices[index].earnings
      entries[index].observedEcpm = prices[index].ecpm
    }
    money = true
  }

  /// The value of `dimension` for `entry`, under its last label.
  package func value(_ dimension: Dimension, of entry: Entry) -> Value? {
    guard let id = entry.id(dimension) else { return nil }
    return Value(value: id, label: labels[dimension.rawValue][id] ?? id)
  }

  /// A problem with the report: where, and what.
  package struct Problem: Error, Equatable, Sendable {
    package var location: SourceLocation?
    package var path: String
    package var message: String

    package init(location: SourceLocation?, path: String, message: String) {
      self.location = location
      self.path = path
      self.message = message
    }

    /// `report.json:12:7: .[2].row.metricValues.IMPRESSIONS: …`, as config diagnostics read.
    package func line(file: String) -> String {
      "\(file):" + (location.map { "\($0.line):\($0.column): " } ?? " ") + "\(path): \(message)"
    }
  }

  /// Why a report could not be read: its bytes (exit 66, the reader's words), or what they say (exit 65).
  package enum Failure: Error, Equatable, Sendable {
    case unreadable(String)
    case invalid(Problem)
  }

  /// Reads a report in one pass: JSON when its first character that is not white space is `[` or `{`, else CSV.
  /// `countries`: whether `COUNTRY` is a dimension of the keys (a portfolio split by it, or `--prices` that may
  /// price by it); else its rows are summed over it, as over `DATE`, and the sums grow with no country.
  package static func read(_ input: inout ReportBytes, countries: Bool = true) throws(Failure) -> MediationReport {
    var report = MediationReport()
    report.keysCountries = countries
    while let byte = try input.peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { _ = try input.next() }
    switch try input.peek() {
    case UInt8(ascii: "[")?, UInt8(ascii: "{")?: try JSONReportReader.read(&input, into: &report)
    case nil:
      throw .invalid(Problem(location: input.location, path: ".", message: "an empty report"))
    case .some: try CSVReportReader.read(&input, into: &report)
    }
    return report
  }

  /// Reads a report held in memory.
  package static func read(_ bytes: [UInt8], countries: Bool = true) throws(Failure) -> MediationReport {
    var input = ReportBytes(bytes: bytes)
    return try read(&input, countries: countries)
  }

  /// Checks a row and adds it to the sums of its key.
  mutating func add(_ row: Row, problem: (Metric?, String) -> Problem) throws(Failure) {
    var row = row
    if !keysCountries { row[.country] = nil }
    guard row[.adSource] != nil else {
      throw .invalid(problem(nil, "row \(row.place.number) has no ad source (AD_SOURCE)"))
    }
    for metric in Metric.required where row[metric] == nil {
      throw .invalid(problem(metric, "row \(row.place.number) has no \(metric.apiName)"))
    }
    // Every row has earnings, or none has a money metric (a report by MEDIATION_GROUP, priced by --prices).
    let hasMoney = row[.estimatedEarnings] != nil || row[.observedEcpm] != nil
    if money == nil { money = hasMoney }
    if money == true, row[.estimatedEarnings] == nil {
      throw .invalid(problem(.estimatedEarnings, "row \(row.place.number) has no \(Metric.estimatedEarnings.apiName)"))
    }
    if money == false, hasMoney {
      let metric: Metric = row[.estimatedEarnings] != nil ? .estimatedEarnings : .observedEcpm
      throw .invalid(
        problem(
          metric,
          "row \(row.place.number) has \(metric.apiName) where the rows before it have no money metric"))
    }
    func count(_ metric: Metric) throws(Failure) -> Int64 {
      guard let value = row[metric], let count = Int64(exactly: value) else {
        throw .invalid(problem(metric, "row \(row.place.number): \(metric.apiName) is too large"))
      }
      return count
    }
    let requests = try count(.adRequests)
    let matched = try count(.matchedRequests)
    let impressions = try count(.impressions)
    if matched > requests {
      throw .invalid(
        problem(
          .matchedRequests,
          "row \(row.place.number): \(matched) matched requests are more than its \(requests) ad requests"))
    }
    let key = Key(values: row.dimensions.map { $0?.value })
    // A label is kept only where it is not the ID itself (a CSV cell is both): most rows then store nothing.
    for (dimension, value) in zip(Dimension.allCases, row.dimensions) {
      guard let value else { continue }
      if value.label != value.value || labels[dimension.rawValue][value.value] != nil {
        labels[dimension.rawValue][value.value] = value.label
      }
    }
    let at: Int
    if let found = index[key] {
      at = found
    } else {
      guard entries.count < Self.maximumKeys else {
        throw .invalid(
          problem(
            nil,
            "row \(row.place.number): more than \(Self.maximumKeys) distinct sets of ad source, instance, ad unit, "
              + "mediation group, format, platform and country: more than fit reads (a config holds at most \(ReportFit.maximumSources) sources)"
          ))
      }
      at = entries.count
      index[key] = at
      entries.append(Entry(key: key, lastRow: row.place))
    }
    var entry = entries[at]
    let sums = (
      entry.requests.addingReportingOverflow(requests), entry.matched.addingReportingOverflow(matched),
      entry.impressions.addingReportingOverflow(impressions)
    )
    let (earnings, earningsOverflow) = entry.earnings.addingReportingOverflow(row[.estimatedEarnings] ?? 0)
    guard !sums.0.overflow, !sums.1.overflow, !sums.2.overflow, !earningsOverflow else {
      throw .invalid(problem(nil, "row \(row.place.number): its source's sums pass 2^63"))
    }
    entry.requests = sums.0.partialValue
    entry.matched = sums.1.partialValue
    entry.impressions = sums.2.partialValue
    entry.earnings = earnings
    entry.observedEcpm = row[.observedEcpm]
    entry.rows += 1
    entry.lastRow = row.place
    entries[at] = entry
    rows += 1
  }
}
