/// An AdMob mediation report (decide.md, `mediate fit`), as the AdMob API's
/// `accounts.mediationReport.generate` returns it (a JSON array of a
/// `header`, `row` objects and a `footer`) or as a CSV export of it: one
/// row per ad source (and per ad unit, mediation group, format or ad source
/// instance when the report is broken down by them), with the counts and
/// money a fit needs.
package struct MediationReport: Sendable {
  /// A dimension of a report's rows.
  package enum Dimension: String, CaseIterable, Sendable {
    case adSource = "AD_SOURCE"
    case adSourceInstance = "AD_SOURCE_INSTANCE"
    case adUnit = "AD_UNIT"
    case mediationGroup = "MEDIATION_GROUP"
    case format = "FORMAT"

    /// The column name of the AdMob UI's CSV export.
    var uiName: String {
      switch self {
      case .adSource: "Ad source"
      case .adSourceInstance: "Ad source instance"
      case .adUnit: "Ad unit"
      case .mediationGroup: "Mediation group"
      case .format: "Format"
      }
    }
  }

  /// A metric of a report's rows.
  package enum Metric: String, CaseIterable, Sendable {
    case adRequests = "AD_REQUESTS"
    case matchedRequests = "MATCHED_REQUESTS"
    case impressions = "IMPRESSIONS"
    /// Millionths of a USD.
    case estimatedEarnings = "ESTIMATED_EARNINGS"
    /// Millionths of a USD per 1,000 impressions.
    case observedEcpm = "OBSERVED_ECPM"

    /// The column name of the AdMob UI's CSV export.
    var uiName: String {
      switch self {
      case .adRequests: "Ad requests"
      case .matchedRequests: "Matched requests"
      case .impressions: "Impressions"
      case .estimatedEarnings: "Estimated earnings (USD)"
      case .observedEcpm: "Observed eCPM (USD)"
      }
    }

    /// Whether the API gives it as `microsValue` (money) rather than `integerValue` (a count).
    var isMoney: Bool { self == .estimatedEarnings || self == .observedEcpm }

    /// Metrics every row must have; without `OBSERVED_ECPM` the eCPM is earnings per 1,000 impressions.
    static let required: [Metric] = [.adRequests, .matchedRequests, .impressions, .estimatedEarnings]
  }

  /// A dimension's value: the ID and the name people read.
  package struct Value: Hashable, Sendable {
    package var value: String
    package var label: String
  }

  /// One row.
  package struct Row: Sendable {
    /// 1-based among the report's rows.
    package var number: Int
    /// Where it is, for messages: `.[3].row` or `line 4`.
    package var path: String
    package var location: SourceLocation?
    package var dimensions: [Dimension: Value]
    /// Counts, and money in millionths of a USD.
    package var metrics: [Metric: Int64]
  }

  package var rows: [Row]
  /// The header's currency, when it names one.
  package var currency: String?

  /// A problem with the report: where, and what.
  package struct Problem: Error, Equatable, Sendable {
    package var location: SourceLocation?
    package var path: String
    package var message: String

    /// `report.json:12:7: .[2].row.metricValues.IMPRESSIONS: …`, as config diagnostics read.
    package func line(file: String) -> String {
      "\(file):" + (location.map { "\($0.line):\($0.column): " } ?? " ") + "\(path): \(message)"
    }
  }

  /// Reads a report: JSON when its first character that is not white space is `[` or `{`, else CSV.
  package static func read(_ bytes: [UInt8]) throws(Problem) -> MediationReport {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return try readJSON(bytes) }
    return try readCSV(bytes)
  }

  // MARK: The API's JSON

  private static func readJSON(_ bytes: [UInt8]) throws(Problem) -> MediationReport {
    let locator = SourceLocator(bytes: bytes)
    let root: JSONNode
    do throws(JSONSyntaxError) {
      root = try JSONReader.read(bytes)
    } catch {
      throw Problem(location: locator.location(of: error.offset), path: error.path.description, message: error.problem.message)
    }
    func problem(_ node: JSONNode, _ path: String, _ message: String) -> Problem {
      Problem(location: locator.location(of: node.offset), path: path, message: message)
    }
    guard case .array(let elements) = root.value else {
      throw problem(root, ".", "a mediation report is a JSON array of a header, rows and a footer (accounts.mediationReport.generate)")
    }
    var report = MediationReport(rows: [], currency: nil)
    for (index, element) in elements.enumerated() {
      let path = ".[\(index)]"
      guard case .object(let members) = element.value, members.count == 1, let member = members.first else {
        throw problem(element, path, "expected an object of one key: header, row or footer")
      }
      switch member.key {
      case "header":
        if case .object(let header) = member.value.value,
          case .object(let settings)? = header.first(where: { $0.key == "localizationSettings" })?.value.value,
          case .string(let code)? = settings.first(where: { $0.key == "currencyCode" })?.value.value
        {
          report.currency = code
        }
      case "footer":
        continue
      case "row":
        report.rows.append(try row(member.value, number: report.rows.count + 1, path: path + ".row", problem: problem))
      default:
        throw problem(element, path + "." + member.key, "unknown key \(member.key): a report's elements are header, row and footer")
      }
    }
    return report
  }

  private static func row(
    _ node: JSONNode, number: Int, path: String, problem: (JSONNode, String, String) -> Problem
  ) throws(Problem) -> Row {
    guard case .object(let members) = node.value else { throw problem(node, path, "a row is an object") }
    var row = Row(number: number, path: path, location: nil, dimensions: [:], metrics: [:])
    if case .object(let dimensions)? = members.first(where: { $0.key == "dimensionValues" })?.value.value {
      for member in dimensions {
        guard let dimension = Dimension(rawValue: member.key) else { continue }
        let dimensionPath = path + ".dimensionValues." + member.key
        guard case .object(let fields) = member.value.value else {
          throw problem(member.value, dimensionPath, "expected an object with value and displayLabel")
        }
        var value: String?
        var label: String?
        for field in fields {
          if case .string(let text) = field.value.value {
            if field.key == "value" { value = text }
            if field.key == "displayLabel" { label = text }
          }
        }
        guard let shown = label ?? value else {
          throw problem(member.value, dimensionPath, "has neither value nor displayLabel")
        }
        row.dimensions[dimension] = Value(value: value ?? shown, label: shown)
      }
    }
    let metricsNode = members.first(where: { $0.key == "metricValues" })?.value
    guard let metricsNode, case .object(let metrics) = metricsNode.value else {
      throw problem(node, path + ".metricValues", "row \(number) has no metricValues")
    }
    for member in metrics {
      guard let metric = Metric(rawValue: member.key) else { continue }
      let metricPath = path + ".metricValues." + member.key
      let key = metric.isMoney ? "microsValue" : "integerValue"
      guard case .object(let fields) = member.value.value, let field = fields.first(where: { $0.key == key }) else {
        throw problem(member.value, metricPath, "row \(number): \(member.key) has no \(key)")
      }
      let text: String
      switch field.value.value {
      case .string(let string): text = string
      case .number(let number): text = number.lexeme
      default: throw problem(field.value, metricPath + "." + key, "row \(number): \(member.key) is not a number")
      }
      guard let value = Int64(text) else {
        throw problem(field.value, metricPath + "." + key, "row \(number): \(member.key) is not a whole number: \(text)")
      }
      row.metrics[metric] = value
    }
    row.location = nil
    try check(row) { metric in
      metric == nil ? problem(node, path + ".dimensionValues", "") : problem(metricsNode, path + ".metricValues", "")
    }
    return row
  }

  /// A row's metrics: present, not negative, consistent.
  private static func check(_ row: Row, _ locate: (Metric?) -> Problem) throws(Problem) {
    func fail(_ metric: Metric?, _ message: String) -> Problem {
      var problem = locate(metric)
      if let metric, !problem.path.hasSuffix(metric.rawValue), problem.path.hasSuffix("metricValues") {
        problem.path += "." + metric.rawValue
      }
      problem.message = message
      return problem
    }
    guard row.dimensions[.adSource] != nil else {
      throw fail(nil, "row \(row.number) has no ad source (AD_SOURCE)")
    }
    for metric in Metric.required where row.metrics[metric] == nil {
      throw fail(metric, "row \(row.number) has no \(metric.rawValue)")
    }
    for (metric, value) in row.metrics.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where value < 0 {
      throw fail(metric, "row \(row.number): \(metric.rawValue) is negative (\(value))")
    }
    let requests = row.metrics[.adRequests]!
    let matched = row.metrics[.matchedRequests]!
    if matched > requests {
      throw fail(.matchedRequests, "row \(row.number): \(matched) matched requests are more than its \(requests) ad requests")
    }
  }

  // MARK: CSV

  private static func readCSV(_ bytes: [UInt8]) throws(Problem) -> MediationReport {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let records = CSV.records(text)
    guard let header = records.first, !header.fields.isEmpty else {
      throw Problem(location: SourceLocation(line: 1, column: 1), path: "line 1", message: "an empty report")
    }
    // Each column's meaning, from the API's name or the UI's.
    var dimensionColumns: [Dimension: Int] = [:]
    var metricColumns: [Metric: (column: Int, micros: Bool)] = [:]
    for (column, name) in header.fields.enumerated() {
      let name = name.trimmingSpaces
      if let dimension = Dimension.allCases.first(where: { $0.rawValue == name || $0.uiName == name }) {
        dimensionColumns[dimension] = column
      } else if let metric = Metric.allCases.first(where: { $0.rawValue == name }) {
        metricColumns[metric] = (column, true)
      } else if let metric = Metric.allCases.first(where: { $0.uiName == name }) {
        metricColumns[metric] = (column, false)
      }
    }
    guard dimensionColumns[.adSource] != nil else {
      throw Problem(
        location: SourceLocation(line: header.line, column: 1), path: "line \(header.line)",
        message: "no ad source column (AD_SOURCE or \"Ad source\")")
    }
    for metric in Metric.required where metricColumns[metric] == nil {
      throw Problem(
        location: SourceLocation(line: header.line, column: 1), path: "line \(header.line)",
        message: "no \(metric.rawValue) column (\(metric.rawValue) or \"\(metric.uiName)\")")
    }
    var report = MediationReport(rows: [], currency: nil)
    for record in records.dropFirst() where !(record.fields.count == 1 && record.fields[0].trimmingSpaces.isEmpty) {
      let number = report.rows.count + 1
      var row = Row(
        number: number, path: "line \(record.line)", location: SourceLocation(line: record.line, column: 1),
        dimensions: [:], metrics: [:])
      for (dimension, column) in dimensionColumns where column < record.fields.count {
        let value = record.fields[column].trimmingSpaces
        if !value.isEmpty { row.dimensions[dimension] = Value(value: value, label: value) }
      }
      for (metric, where_) in metricColumns {
        let columnName = header.fields[where_.column].trimmingSpaces
        func fail(_ message: String) -> Problem {
          Problem(
            location: SourceLocation(line: record.line, column: record.columns[safe: where_.column] ?? 1),
            path: "line \(record.line), \(columnName)", message: "row \(number): \(message)")
        }
        guard where_.column < record.fields.count else { throw fail("\(metric.rawValue) is missing") }
        let cell = record.fields[where_.column].trimmingSpaces
        guard !cell.isEmpty else { throw fail("\(metric.rawValue) is empty") }
        guard let value = Self.number(cell, money: metric.isMoney, micros: where_.micros) else {
          throw fail("\(metric.rawValue) is not a number: \(cell)")
        }
        row.metrics[metric] = value
      }
      try check(row) { metric in
        let column = metric.flatMap { metricColumns[$0]?.column }
        return Problem(
          location: SourceLocation(line: record.line, column: column.flatMap { record.columns[safe: $0] } ?? 1),
          path: "line \(record.line)" + (column.map { ", " + header.fields[$0].trimmingSpaces } ?? ""), message: "")
      }
      report.rows.append(row)
    }
    return report
  }

  /// A CSV cell as a count, or as money in millionths (dollars unless the column is the API's micros).
  private static func number(_ cell: String, money: Bool, micros: Bool) -> Int64? {
    // Thousands separators, as spreadsheets write them.
    let plain = cell.replacingAll(",", with: "")
    if !money || micros {
      guard plain.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) || (plain.hasPrefix("-") && plain.utf8.dropFirst().allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })) else { return nil }
      return Int64(plain)
    }
    return JSONNumber(lexeme: plain).scaled(byPowerOfTen: 6)
  }
}

/// RFC 4180 CSV: quoted fields with doubled quotes, CRLF or LF line ends.
enum CSV {
  struct Record {
    /// The 1-based line the record starts on.
    var line: Int
    var fields: [String]
    /// The 1-based column each field starts at.
    var columns: [Int]
  }

  static func records(_ text: String) -> [Record] {
    var records: [Record] = []
    var fields: [String] = []
    var columns: [Int] = []
    var field = ""
    var line = 1
    var recordLine = 1
    var column = 1
    var fieldColumn = 1
    var quoted = false
    var iterator = Array(text.unicodeScalars)[...]
    func endField() {
      fields.append(field)
      columns.append(fieldColumn)
      field = ""
    }
    while let scalar = iterator.popFirst() {
      if quoted {
        if scalar == "\"" {
          if iterator.first == "\"" {
            field.unicodeScalars.append("\"")
            iterator.removeFirst()
            column += 1
          } else {
            quoted = false
          }
        } else {
          if scalar == "\n" {
            line += 1
            column = 0
          }
          field.unicodeScalars.append(scalar)
        }
        column += 1
        continue
      }
      switch scalar {
      case "\"" where field.isEmpty:
        quoted = true
        column += 1
      case ",":
        endField()
        column += 1
        fieldColumn = column
      case "\r" where iterator.first == "\n":
        continue
      case "\n":
        endField()
        records.append(Record(line: recordLine, fields: fields, columns: columns))
        fields = []
        columns = []
        line += 1
        recordLine = line
        column = 1
        fieldColumn = 1
      default:
        field.unicodeScalars.append(scalar)
        column += 1
      }
    }
    if !field.isEmpty || !fields.isEmpty {
      endField()
      records.append(Record(line: recordLine, fields: fields, columns: columns))
    }
    return records
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }

  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    String(self.flatMap { $0 == target ? Array(replacement) : [$0] })
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
