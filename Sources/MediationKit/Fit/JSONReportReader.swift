/// The AdMob API's JSON report read element by element: the top-level
/// array is scanned, each element's bytes collected (at most 16 MiB) and
/// read by the config reader's rules (nesting 64, no duplicate names), then
/// dropped. The report must end with its `footer`, which the API always
/// sends last: without it the download was cut short (decide2.md §2).
enum JSONReportReader {
  static func read(_ input: inout ReportBytes, into report: inout MediationReport) throws(MediationReport.Failure) {
    guard try input.next() == UInt8(ascii: "[") else {
      throw .invalid(
        MediationReport.Problem(
          location: SourceLocation(line: 1, column: 1), path: ".",
          message:
            "a mediation report is a JSON array of a header, rows and a footer (accounts.mediationReport.generate)"))
    }
    var index = 0
    var sawFooter = false
    var sawHeader = false
    while true {
      try skipSpace(&input)
      if index == 0, try input.peek() == UInt8(ascii: "]") {
        _ = try input.next()
        break
      }
      guard try input.peek() != nil else { throw cutShort(input, footer: sawFooter) }
      let start = input.location
      let bytes = try element(&input)
      let element = try parse(bytes, start: start, index: index)
      try read(element, index: index, report: &report, sawHeader: &sawHeader, sawFooter: &sawFooter)
      index += 1
      try skipSpace(&input)
      switch try input.next() {
      case UInt8(ascii: ",")?: continue
      case UInt8(ascii: "]")?: break
      case nil: throw cutShort(input, footer: sawFooter)
      case let other?:
        throw .invalid(
          MediationReport.Problem(
            location: input.location, path: ".",
            message: "expected , or ] after element \(index - 1), found \(shown(other))"))
      }
      break
    }
    try skipSpace(&input)
    if try input.peek() != nil {
      throw .invalid(
        MediationReport.Problem(location: input.location, path: ".", message: "text after the report's closing ]"))
    }
    guard sawFooter else { throw cutShort(input, footer: false) }
  }

  private static func cutShort(_ input: ReportBytes, footer: Bool) -> MediationReport.Failure {
    .invalid(
      MediationReport.Problem(
        location: input.location, path: ".",
        message: "the report ends \(footer ? "before its closing ]" : "without its footer"): the download was cut short"
      ))
  }

  private static func shown(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private static func skipSpace(_ input: inout ReportBytes) throws(MediationReport.Failure) {
    while let byte = try input.peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      _ = try input.next()
    }
  }

  /// The bytes of one element: a container to its matching close, or a scalar to the next delimiter.
  private static func element(_ input: inout ReportBytes) throws(MediationReport.Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var depth = 0
    var inString = false
    var escaped = false
    let limit = ConfigLimits.maximumFileBytes
    while let byte = try input.peek() {
      if depth == 0, !inString, !bytes.isEmpty, bytes[0] != UInt8(ascii: "\"") {
        // A scalar ends at a delimiter; a container at its close (handled below).
        if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == 0x20 || byte == 0x0A || byte == 0x0D
          || byte == 0x09
        {
          return bytes
        }
      }
      _ = try input.next()
      bytes.append(byte)
      guard bytes.count <= limit else {
        throw .invalid(
          MediationReport.Problem(
            location: input.location, path: ".", message: "an element of the report is larger than 16 MiB"))
      }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return bytes }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth <= 0 { return bytes }
      default: break
      }
    }
    throw cutShort(input, footer: false)
  }

  /// An element read by the config reader's rules, its errors placed in the report's file.
  private static func parse(_ bytes: [UInt8], start: SourceLocation, index: Int) throws(MediationReport.Failure)
    -> (node: JSONNode, locate: (Int) -> SourceLocation)
  {
    let locator = SourceLocator(bytes: bytes)
    let locate: (Int) -> SourceLocation = { offset in
      let local = locator.location(of: offset)
      return local.line == 1
        ? SourceLocation(line: start.line, column: start.column + local.column - 1)
        : SourceLocation(line: start.line + local.line - 1, column: local.column)
    }
    do throws(JSONSyntaxError) {
      return (try JSONReader.read(bytes), locate)
    } catch {
      var problem = error.problem
      if case .duplicateKey(let key, let first) = problem {
        let place =
          first.line == 1
          ? SourceLocation(line: start.line, column: start.column + first.column - 1)
          : SourceLocation(line: start.line + first.line - 1, column: first.column)
        problem = .duplicateKey(key, first: place)
      }
      throw .invalid(
        MediationReport.Problem(
          location: locate(error.offset), path: JSONPath([.index(index)] + error.path.components).description,
          message: problem.message))
    }
  }

  /// One element: the header (its currency), a row (added to the report's sums) or the footer.
  private static func read(
    _ element: (node: JSONNode, locate: (Int) -> SourceLocation), index: Int, report: inout MediationReport,
    sawHeader: inout Bool, sawFooter: inout Bool
  ) throws(MediationReport.Failure) {
    let path = ".[\(index)]"
    func problem(_ node: JSONNode, _ path: String, _ message: String) -> MediationReport.Failure {
      .invalid(MediationReport.Problem(location: element.locate(node.offset), path: path, message: message))
    }
    guard case .object(let members) = element.node.value, members.count == 1, let member = members.first else {
      throw problem(element.node, path, "expected an object of one key: header, row or footer")
    }
    guard !sawFooter else { throw problem(element.node, path, "an element after the footer, which the API sends last") }
    switch member.key {
    case "header":
      guard !sawHeader, index == 0 else { throw problem(element.node, path, "a header that is not the first element") }
      sawHeader = true
      if case .object(let header) = member.value.value,
        case .object(let settings)? = header.first(where: { $0.key == "localizationSettings" })?.value.value,
        case .string(let code)? = settings.first(where: { $0.key == "currencyCode" })?.value.value
      {
        report.currency = code
        if code != "USD" {
          throw problem(
            member.value, path + ".header.localizationSettings.currencyCode",
            "the report's currency is \(code): only USD reports are read (set the report's currency to USD)")
        }
      }
      if case .object(let header) = member.value.value,
        let range = header.first(where: { $0.key == "dateRange" })?.value
      {
        // Only a portfolio needs the days: a dateRange fit cannot read is refused there, not for one config.
        switch Result(catching: { () throws(MediationReport.Failure) in
          try days(of: range, path: path + ".header.dateRange", problem: problem)
        }) {
        case .success(let days): report.dateRange = .success(days)
        case .failure(.invalid(let problem)): report.dateRange = .failure(problem)
        case .failure(.unreadable(let reason)):
          report.dateRange = .failure(MediationReport.Problem(location: nil, path: path, message: reason))
        }
      }
    case "footer":
      sawFooter = true
      try footer(member.value, path: path + ".footer", report: &report, problem: problem)
    case "row":
      try row(member.value, number: report.rows + 1, index: index, report: &report, locate: element.locate)
    default:
      throw problem(
        element.node, path + "." + member.key,
        "unknown key \(member.key): a report's elements are header, row and footer")
    }
  }

  /// The days a header's `dateRange` spans, both ends included: `{ "startDate": { "year", "month", "day" },
  /// "endDate": … }`, as the API's `Date` writes them.
  private static func days(
    of node: JSONNode, path: String, problem: (JSONNode, String, String) -> MediationReport.Failure
  ) throws(MediationReport.Failure) -> Int64 {
    func day(_ key: String) throws(MediationReport.Failure) -> Int64 {
      guard case .object(let range) = node.value, let date = range.first(where: { $0.key == key })?.value,
        case .object(let fields) = date.value
      else { throw problem(node, path, "expected startDate and endDate, each with year, month and day") }
      var parts: [Int64] = []
      for name in ["year", "month", "day"] {
        guard let field = fields.first(where: { $0.key == name })?.value, let number = integer(field) else {
          throw problem(date, path + "." + key, "expected year, month and day, each a whole number")
        }
        parts.append(number)
      }
      guard let days = CivilDate.days(year: parts[0], month: parts[1], day: parts[2]) else {
        throw problem(date, path + "." + key, "\(parts[0])-\(parts[1])-\(parts[2]) is not a date")
      }
      return days
    }
    let start = try day("startDate")
    let end = try day("endDate")
    guard end >= start else { throw problem(node, path, "the report's dateRange ends before it starts") }
    return end - start + 1
  }

  private static func footer(
    _ node: JSONNode, path: String, report: inout MediationReport,
    problem: (JSONNode, String, String) -> MediationReport.Failure
  ) throws(MediationReport.Failure) {
    guard case .object(let members) = node.value else { throw problem(node, path, "a footer is an object") }
    for member in members {
      switch member.key {
      case "matchingRowCount":
        guard let count = integer(member.value) else {
          throw problem(member.value, path + ".matchingRowCount", "expected a count of rows")
        }
        report.matchingRowCount = count
      case "warnings":
        guard case .array(let warnings) = member.value.value else {
          throw problem(member.value, path + ".warnings", "expected an array of warnings")
        }
        for (index, warning) in warnings.enumerated() {
          guard case .object(let fields) = warning.value else {
            throw problem(warning, path + ".warnings[\(index)]", "expected an object with type and description")
          }
          var type = "OTHER"
          var description = ""
          for field in fields {
            if case .string(let text) = field.value.value {
              if field.key == "type" { type = text }
              if field.key == "description" { description = text }
            }
          }
          report.footerWarnings.append(FitRecord.ReportWarning(type: type, description: description))
        }
      default: continue
      }
    }
  }

  /// A JSON integer, or a string of a count's digits (the API sends 64-bit integers as strings).
  private static func integer(_ node: JSONNode) -> Int64? {
    switch node.value {
    case .string(let text): try? ReportCell.count(Array(text.utf8)[...]).get()
    case .number(let number): try? ReportCell.count(Array(number.lexeme.utf8)[...]).get()
    case .null, .bool, .array, .object: nil
    }
  }

  private static func row(
    _ node: JSONNode, number: Int, index: Int, report: inout MediationReport, locate: (Int) -> SourceLocation
  ) throws(MediationReport.Failure) {
    let place = MediationReport.Place(number: number, element: index, location: locate(node.offset))
    let path = place.path
    func problem(_ node: JSONNode, _ path: String, _ message: String) -> MediationReport.Failure {
      .invalid(MediationReport.Problem(location: locate(node.offset), path: path, message: message))
    }
    guard case .object(let members) = node.value else { throw problem(node, path, "a row is an object") }
    var row = MediationReport.Row(place: place)
    if case .object(let dimensions)? = members.first(where: { $0.key == "dimensionValues" })?.value.value {
      for member in dimensions {
        if MediationReport.Dimension.date.contains(member.key), case .object(let fields) = member.value.value,
          case .string(let day)? = fields.first(where: { $0.key == "value" })?.value.value
        {
          report.noteDate(day)
        }
        guard let dimension = MediationReport.Dimension(apiName: member.key) else { continue }
        let dimensionPath = path + ".dimensionValues." + member.key
        guard case .object(let fields) = member.value.value else {
          throw problem(member.value, dimensionPath, "expected an object with value and displayLabel")
        }
        var value = ""
        var label = ""
        for field in fields {
          if case .string(let text) = field.value.value {
            if field.key == "value" { value = text }
            if field.key == "displayLabel" { label = text }
          }
        }
        guard !(value.isEmpty && label.isEmpty) else {
          throw problem(
            member.value, dimensionPath, "row \(number): \(member.key) has neither a value nor a displayLabel")
        }
        row[dimension] = MediationReport.Value(value: value.isEmpty ? label : value, label: label)
      }
    }
    guard let metricsNode = members.first(where: { $0.key == "metricValues" })?.value,
      case .object(let metrics) = metricsNode.value
    else {
      throw problem(node, path + ".metricValues", "row \(number) has no metricValues")
    }
    for member in metrics {
      guard let metric = MediationReport.Metric(apiName: member.key) else { continue }
      let metricPath = path + ".metricValues." + member.key
      let key = metric.isMoney ? "microsValue" : "integerValue"
      guard case .object(let fields) = member.value.value, let field = fields.first(where: { $0.key == key }) else {
        throw problem(member.value, metricPath, "row \(number): \(member.key) has no \(key)")
      }
      let text: String
      switch field.value.value {
      case .string(let string): text = string
      case .number(let number): text = number.lexeme
      case .null, .bool, .array, .object:
        throw problem(field.value, metricPath + "." + key, "row \(number): \(member.key) is not a number")
      }
      switch ReportCell.count(Array(text.utf8)[...]) {
      case .success(let value):
        // Money comes in millionths of a USD.
        row[metric] = metric.isMoney ? Int128(value) * (ReportCell.attosPerDollar / 1_000_000) : Int128(value)
      case .failure(let refusal):
        throw problem(
          field.value, metricPath + "." + key,
          "row \(number): \(member.key) \(JSONStringLiteral.quoted(text)): \(refusal.message)")
      }
    }
    try report.add(row) { metric, message in
      guard let metric else {
        return MediationReport.Problem(location: locate(node.offset), path: path + ".dimensionValues", message: message)
      }
      let found = metrics.first { $0.key == metric.apiName }?.value
      return MediationReport.Problem(
        location: locate((found ?? metricsNode).offset), path: path + ".metricValues." + metric.apiName,
        message: message)
    }
  }
}
