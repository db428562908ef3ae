/// A CSV export of a mediation report read row by row (RFC 4180: quoted
/// fields with doubled quotes; lines end at CRLF, LF or CR): the header
/// names the columns (the API's names or the UI's), each row is checked and
/// added to the report's sums, and a trailing total row is recognised and
/// checked against them (decide2.md §2, "Total row").
enum CSVReportReader {
  /// One record: the line it starts on, its fields' bytes (quotes undone) and the column each starts at.
  struct Record {
    var line: Int
    /// Every field's bytes, one after another.
    var bytes: [UInt8] = []
    /// Where each field's bytes are in `bytes`.
    var ranges: [Range<Int>] = []
    var columns: [Int] = []

    var count: Int { ranges.count }

    /// Field `index` without the spaces and tabs around it.
    func field(_ index: Int) -> ArraySlice<UInt8> {
      var slice = bytes[ranges[index]]
      while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
      while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
      return slice
    }

    /// Field `index` as text, without the spaces and tabs around it (the bytes were checked as UTF-8).
    func text(_ index: Int) -> String { String(decoding: field(index), as: UTF8.self) }

    /// A record of nothing but empty fields: a blank line.
    var isBlank: Bool { ranges.indices.allSatisfy { field($0).isEmpty } }
  }

  /// What a column holds.
  private enum Column {
    case dimension(MediationReport.Dimension)
    /// A dimension fit sums over: only a total row is told by it.
    case otherDimension
    /// The day (`DATE`): summed over too, its distinct values counted (the report's days).
    case date
    /// A metric; `micros` when the column is the API's (money in millionths), else the UI's (money in USD).
    case metric(MediationReport.Metric, micros: Bool)
    case unused
  }

  static func read(_ input: inout ReportBytes, into report: inout MediationReport) throws(MediationReport.Failure) {
    guard let header = try record(&input), !header.isBlank else {
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: 1, column: 1), path: "line 1", message: "an empty report"))
    }
    let names = (0..<header.count).map(header.text)
    let columns = try names.enumerated().map { (index, name) throws(MediationReport.Failure) in
      try column(named: name, at: SourceLocation(line: header.line, column: header.columns[index]), line: header.line)
    }
    func has(_ wanted: (Column) -> Bool) -> Bool { columns.contains(where: wanted) }
    for case .dimension(let dimension) in columns { report.dimensionColumns.insert(dimension) }
    guard has({ if case .dimension(.adSource) = $0 { true } else { false } }) else {
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: header.line, column: 1), path: "line \(header.line)",
          message: "no ad source column (AD_SOURCE or \"Ad source\")"))
    }
    // Earnings are required unless the report has no money column at all (its prices then come from --prices).
    let money = has({ if case .metric(let metric, _) = $0 { metric.isMoney } else { false } })
    for metric in MediationReport.Metric.required + (money ? [.estimatedEarnings] : [])
    where !has({ if case .metric(metric, _) = $0 { true } else { false } }) {
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: header.line, column: 1), path: "line \(header.line)",
          message: "no \(metric.apiName) column (\(metric.apiName) or \"\(metric.uiName)\")"))
    }
    var sums = Array(repeating: Int128(0), count: columns.count)
    var total: Record?
    // One record's buffers, reused row after row.
    var record = Record(line: 0)
    while try next(&input, into: &record) {
      if record.isBlank { continue }
      if let total {
        throw .invalid(
          MediationReport.Problem(
            location: SourceLocation(line: total.line, column: 1), path: "line \(total.line)",
            message: "a total row that is not the last row (line \(record.line) follows it)"))
      }
      if isTotal(record, columns: columns) {
        total = record
        continue
      }
      let number = report.rows + 1
      var row = MediationReport.Row(
        place: MediationReport.Place(
          number: number, element: nil, location: SourceLocation(line: record.line, column: 1)))
      for (index, kind) in columns.enumerated() {
        switch kind {
        case .dimension(let dimension):
          if index < record.count {
            let value = record.field(index)
            if !value.isEmpty {
              let text = String(decoding: value, as: UTF8.self)
              row[dimension] = MediationReport.Value(value: text, label: text)
            }
          }
        case .metric(let metric, let micros):
          let value = try cell(record, index, metric: metric, micros: micros, name: names[index], row: number)
          row[metric] = value
          let (sum, overflow) = sums[index].addingReportingOverflow(value)
          guard !overflow else {
            throw .invalid(
              MediationReport.Problem(
                location: SourceLocation(line: record.line, column: record.columns[safe: index] ?? 1),
                path: "line \(record.line), \(names[index])", message: "row \(number): the column's sum passes 2^127"))
          }
          sums[index] = sum
        case .date:
          if index < record.count { report.noteDate(record.text(index)) }
        case .otherDimension, .unused:
          continue
        }
      }
      try report.add(row) { metric, message in
        let index = metric.flatMap { metric in
          columns.firstIndex { if case .metric(metric, _) = $0 { true } else { false } }
        }
        return MediationReport.Problem(
          location: SourceLocation(line: record.line, column: index.flatMap { record.columns[safe: $0] } ?? 1),
          path: "line \(record.line)" + (index.map { ", " + names[$0] } ?? ""), message: message)
      }
    }
    if let total {
      try check(total, columns: columns, names: names, sums: sums, rows: report.rows)
      report.totalRow = true
    }
  }

  /// What the column named `name` holds; a money column in another currency than USD is refused.
  private static func column(named name: String, at location: SourceLocation, line: Int) throws(MediationReport.Failure)
    -> Column
  {
    if let dimension = MediationReport.Dimension.allCases.first(where: { $0.apiName == name || $0.uiName == name }) {
      return .dimension(dimension)
    }
    if let metric = MediationReport.Metric(apiName: name) { return .metric(metric, micros: true) }
    if let metric = MediationReport.Metric.allCases.first(where: { $0.uiName == name }) {
      return .metric(metric, micros: false)
    }
    for metric in MediationReport.Metric.allCases {
      if let stem = metric.uiStem, name.hasPrefix(stem), name.hasSuffix(")") {
        throw .invalid(
          MediationReport.Problem(
            location: location, path: "line \(line)", message: "column \(name): only USD reports are read"))
      }
    }
    if MediationReport.Dimension.date.contains(name) { return .date }
    return MediationReport.Dimension.others.contains(name) ? .otherDimension : .unused
  }

  /// Whether every dimension cell of `record` is empty or says Total, Totals or Grand total (any case).
  private static func isTotal(_ record: Record, columns: [Column]) -> Bool {
    for (index, kind) in columns.enumerated() {
      switch kind {
      case .dimension, .otherDimension, .date:
        guard index < record.count else { continue }
        let cell = record.field(index)
        guard cell.isEmpty || totalWords.contains(where: { lowercasedEqual(cell, $0) }) else { return false }
      case .metric, .unused:
        continue
      }
    }
    return true
  }

  private static let totalWords = ["total", "totals", "grand total"].map { Array($0.utf8) }

  /// Whether `bytes` is `word` (lower-case ASCII) in any case.
  private static func lowercasedEqual(_ bytes: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
    guard bytes.count == word.count else { return false }
    return zip(bytes, word).allSatisfy { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
  }

  /// A metric cell read by the report's grammar: a count, or an amount in attodollars. `number` is the row's,
  /// nil for the total row (messages only: nothing is spelled unless the cell is refused).
  private static func cell(
    _ record: Record, _ index: Int, metric: MediationReport.Metric, micros: Bool, name: String, row number: Int?
  ) throws(MediationReport.Failure) -> Int128 {
    func row() -> String { number.map { "row \($0)" } ?? "the total row" }
    guard index < record.count else {
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: record.line, column: 1), path: "line \(record.line), \(name)",
          message: "\(row()): the row has \(record.count) fields where the header has more; its \(name) is missing"))
    }
    let cell = record.field(index)
    let result: Result<Int128, ReportCell.Refusal>
    if metric.isMoney && !micros {
      result = ReportCell.amount(cell)
    } else {
      result = ReportCell.count(cell).map {
        metric.isMoney ? Int128($0) * (ReportCell.attosPerDollar / 1_000_000) : Int128($0)
      }
    }
    switch result {
    case .success(let value): return value
    case .failure(let refusal):
      let text = String(decoding: cell, as: UTF8.self)
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: record.line, column: record.columns[safe: index] ?? 1),
          path: "line \(record.line), \(name)",
          message: "\(row()): "
            + (text.isEmpty ? refusal.message : "\(JSONStringLiteral.quoted(text)): \(refusal.message)")))
    }
  }

  /// The total row's non-empty count cells must be the column's sums; its amounts the sums within a cent a row.
  private static func check(
    _ total: Record, columns: [Column], names: [String], sums: [Int128], rows: Int
  ) throws(MediationReport.Failure) {
    for (index, kind) in columns.enumerated() {
      guard case .metric(let metric, let micros) = kind, metric.isAdditive, index < total.count,
        !total.field(index).isEmpty
      else { continue }
      let value = try cell(total, index, metric: metric, micros: micros, name: names[index], row: nil)
      let sum = sums[index]
      let tolerance: Int128 = metric.isMoney ? Int128(rows) * ReportCell.attosPerDollar / 100 : 0
      guard abs(value - sum) > tolerance else { continue }
      let shown: (Int128) -> String = {
        metric.isMoney ? Self.dollars($0, micros: micros) : Self.grouped($0)
      }
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: total.line, column: total.columns[safe: index] ?? 1),
          path: "line \(total.line), \(names[index])",
          message: "the total row does not add up: \(names[index]) \(shown(value)), rows \(shown(sum))"))
    }
  }

  /// `1,000,000`.
  static func grouped(_ value: Int128) -> String {
    let digits = Array(String(value.magnitude))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (value < 0 ? "-" : "") + text
  }

  /// An amount as its column shows it: USD to the cent (`1,234.57`), or the API's micros.
  private static func dollars(_ attos: Int128, micros: Bool) -> String {
    if micros { return grouped(attos / (ReportCell.attosPerDollar / 1_000_000)) }
    let cents = (attos + ReportCell.attosPerDollar / 200) / (ReportCell.attosPerDollar / 100)
    let fraction = String(cents % 100)
    return grouped(cents / 100) + "." + (fraction.count == 1 ? "0" : "") + fraction
  }

  /// The next record, or nil at the end of the report.
  private static func record(_ input: inout ReportBytes) throws(MediationReport.Failure) -> Record? {
    var record = Record(line: 0)
    return try next(&input, into: &record) ? record : nil
  }

  /// Reads the next record into `record`'s buffers; false at the end of the report.
  private static func next(_ input: inout ReportBytes, into record: inout Record) throws(MediationReport.Failure)
    -> Bool
  {
    guard try input.peek() != nil else { return false }
    record.line = input.location.line
    record.bytes.removeAll(keepingCapacity: true)
    record.ranges.removeAll(keepingCapacity: true)
    record.columns.removeAll(keepingCapacity: true)
    var fieldStart = 0
    var fieldColumn = input.location.column
    var quoted = false
    var closed = false
    func endField() {
      record.ranges.append(fieldStart..<record.bytes.count)
      record.columns.append(fieldColumn)
      fieldStart = record.bytes.count
    }
    while let byte = try input.next() {
      guard record.bytes.count < ConfigLimits.maximumFileBytes else {
        throw .invalid(
          MediationReport.Problem(
            location: SourceLocation(line: record.line, column: 1), path: "line \(record.line)",
            message: "a row longer than 16 MiB"))
      }
      if quoted {
        if byte == UInt8(ascii: "\"") {
          if try input.peek() == UInt8(ascii: "\"") {
            _ = try input.next()
            record.bytes.append(byte)
          } else {
            quoted = false
            closed = true
          }
        } else {
          record.bytes.append(byte)
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\"") where !closed && record.bytes[fieldStart...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }):
        // A quote after spaces still opens a quoted field (`A, "x,y"`): the spaces are not part of it.
        record.bytes.removeSubrange(fieldStart...)
        quoted = true
      case UInt8(ascii: ","):
        endField()
        closed = false
        fieldColumn = input.location.column
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if byte == UInt8(ascii: "\r"), try input.peek() == UInt8(ascii: "\n") { _ = try input.next() }
        endField()
        return true
      default:
        if closed {
          throw .invalid(
            MediationReport.Problem(
              location: input.location, path: "line \(input.location.line)",
              message: "a character after a quoted field's closing quote (a quote inside a field is doubled: \"\")"))
        }
        record.bytes.append(byte)
      }
    }
    if quoted {
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: record.line, column: fieldColumn), path: "line \(record.line)",
          message: "the report ends inside a quoted field"))
    }
    endField()
    return true
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
