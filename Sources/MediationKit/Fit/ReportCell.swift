/// The cells of a report's metric columns, read by their one grammar
/// (decide2.md §2, "Cells"): a count is digits, optionally grouped by
/// commas in threes (`1234`, `1,234`); a USD amount is a count-shaped
/// integer part, optionally after `$`, optionally followed by `.` and
/// digits (`12`, `12.5`, `$1,234.56`, `0.000123`), read exactly. Anything
/// else is refused with the reason people need to fix their export.
package enum ReportCell {
  /// The most decimals an amount is read with: exact to 10⁻¹⁸ USD.
  package static let maximumDecimals = 18

  /// A count from a cell's bytes: the grammar's forms are read at once, anything else is refused by `count(_:)`
  /// of its text, which says why.
  package static func count(_ bytes: ArraySlice<UInt8>) -> Result<Int64, Refusal> {
    if let value = grouped(bytes), value <= Int128(ConfigLimits.maximumSafeInteger) { return .success(Int64(value)) }
    return count(String(decoding: bytes, as: UTF8.self))
  }

  /// An amount from a cell's bytes, as `count(_:)` reads a count.
  package static func amount(_ bytes: ArraySlice<UInt8>) -> Result<Int128, Refusal> {
    var rest = bytes
    if rest.first == UInt8(ascii: "$") { rest = rest.dropFirst() }
    let point = rest.firstIndex(of: UInt8(ascii: "."))
    if let whole = grouped(point.map { rest[..<$0] } ?? rest) {
      let fraction = point.map { rest[($0 + 1)...] } ?? []
      if point == nil || (!fraction.isEmpty && fraction.count <= maximumDecimals && fraction.allSatisfy(isDigit)) {
        var fractionUnits: Int128 = 0
        for digit in fraction { fractionUnits = fractionUnits * 10 + Int128(digit - 0x30) }
        for _ in fraction.count..<maximumDecimals { fractionUnits *= 10 }
        let (units, overflow) = whole.multipliedReportingOverflow(by: attosPerDollar)
        if !overflow, units + fractionUnits <= maximumAmount { return .success(units + fractionUnits) }
      }
    }
    return amount(String(decoding: bytes, as: UTF8.self))
  }

  /// `1234` or `1,234,567` read from bytes; nil for any other shape (or past 10³⁰, which no cell may be).
  private static func grouped(_ bytes: ArraySlice<UInt8>) -> Int128? {
    var value: Int128 = 0
    var group = 0
    var grouped = false
    for byte in bytes {
      if isDigit(byte) {
        value = value * 10 + Int128(byte - 0x30)
        group += 1
        guard value < 1_000_000_000_000_000_000_000_000_000_000 else { return nil }
      } else if byte == UInt8(ascii: ",") {
        // The first group has one to three digits, every later one three.
        guard group > 0, grouped ? group == 3 : group <= 3 else { return nil }
        grouped = true
        group = 0
      } else {
        return nil
      }
    }
    guard group > 0, !grouped || group == 3 else { return nil }
    return value
  }

  /// A count, or why the cell is not one.
  package static func count(_ cell: String) -> Result<Int64, Refusal> {
    let bytes = Array(cell.utf8)
    if let refusal = refusal(of: cell, bytes: bytes, money: false) { return .failure(refusal) }
    guard let digits = groupedDigits(bytes[...]) else { return .failure(shapeRefusal(cell, bytes: bytes, money: false)) }
    guard let value = Self.value(of: digits), value <= ConfigLimits.maximumSafeInteger else { return .failure(.tooLarge) }
    return .success(value)
  }

  /// An amount in USD as attodollars (10⁻¹⁸ USD), or why the cell is not one.
  package static func amount(_ cell: String) -> Result<Int128, Refusal> {
    let bytes = Array(cell.utf8)
    if let refusal = refusal(of: cell, bytes: bytes, money: true) { return .failure(refusal) }
    var rest = bytes[...]
    if rest.first == UInt8(ascii: "$") { rest = rest.dropFirst() }
    let point = rest.firstIndex(of: UInt8(ascii: "."))
    let whole = point.map { rest[..<$0] } ?? rest
    guard let digits = groupedDigits(whole) else { return .failure(shapeRefusal(cell, bytes: bytes, money: true)) }
    var fraction: ArraySlice<UInt8> = []
    if let point {
      fraction = rest[(point + 1)...]
      guard !fraction.isEmpty, fraction.allSatisfy(isDigit) else {
        return .failure(shapeRefusal(cell, bytes: bytes, money: true))
      }
    }
    // Zeros past the last decimal read exactly count for nothing.
    while fraction.count > maximumDecimals, fraction.last == UInt8(ascii: "0") { fraction = fraction.dropLast() }
    guard fraction.count <= maximumDecimals else { return .failure(.tooManyDecimals) }
    var units: Int128 = 0
    for digit in digits + fraction + Array(repeating: UInt8(ascii: "0"), count: maximumDecimals - fraction.count) {
      let (times, overflow) = units.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(Int128(digit - UInt8(ascii: "0")))
      guard !overflow, !overflow2, sum <= maximumAmount else { return .failure(.tooLarge) }
      units = sum
    }
    return .success(units)
  }

  /// The largest amount a cell may hold, USD 10¹⁵ (10³³ attodollars): sums of 170,000 such rows fit 128 bits;
  /// past that, a sum is refused, never wrapped.
  package static let maximumAmount: Int128 = 1_000_000_000_000_000 * attosPerDollar
  package static let attosPerDollar: Int128 = 1_000_000_000_000_000_000

  /// Why a cell is not a count or an amount.
  package enum Refusal: Error, Equatable, Sendable {
    case empty
    case negative
    case sign
    case currency(String)
    case moneyInCount
    case percentage
    case space
    case decimalComma
    case grouping
    case notANumber
    case tooManyDecimals
    case tooLarge

    /// The reason, said after the cell.
    package var message: String {
      switch self {
      case .empty: "an empty cell in a source's row"
      case .negative: "a negative amount"
      case .sign: "a sign: counts and amounts are never signed"
      case .currency(let code): "currency \(code) in a USD column"
      case .moneyInCount: "an amount in a column of counts"
      case .percentage: "a percentage, not a number"
      case .space: "a space inside a number"
      case .decimalComma: "a decimal comma: export the report with English (US) number formats"
      case .grouping: "digits grouped by commas must come in threes (1,234,567)"
      case .notANumber: "not a number"
      case .tooManyDecimals: "more than \(ReportCell.maximumDecimals) decimals"
      case .tooLarge: "too large to be a count or an amount of a report"
      }
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// `1234` or `1,234,567`: the digits, or nil.
  private static func groupedDigits(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
    guard let first = bytes.first, isDigit(first) else { return nil }
    guard bytes.contains(UInt8(ascii: ",")) else { return bytes.allSatisfy(isDigit) ? Array(bytes) : nil }
    let groups = bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard let head = groups.first, (1...3).contains(head.count),
      groups.allSatisfy({ $0.allSatisfy(isDigit) }), groups.dropFirst().allSatisfy({ $0.count == 3 })
    else { return nil }
    return groups.flatMap { $0 }
  }

  private static func value(of digits: [UInt8]) -> Int64? {
    var value: Int64 = 0
    for digit in digits {
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(Int64(digit - UInt8(ascii: "0")))
      guard !overflow, !overflow2 else { return nil }
      value = sum
    }
    return value
  }

  /// The refusals a cell's look gives away before its digits are read.
  private static func refusal(of cell: String, bytes: [UInt8], money: Bool) -> Refusal? {
    guard !bytes.isEmpty else { return .empty }
    if let code = currencyCode(of: cell) {
      guard money else { return .moneyInCount }
      guard code == "USD" else { return .currency(code) }
      // `$12` is read below; `US$12` or `12$` are not a USD cell's forms.
      guard bytes.first == UInt8(ascii: "$") else { return .notANumber }
      if bytes.dropFirst().first == UInt8(ascii: "-") || bytes.dropFirst().first == UInt8(ascii: "(") { return .negative }
    }
    if bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") { return .negative }
    if bytes.first == UInt8(ascii: "-") { return money ? .negative : .sign }
    if bytes.first == UInt8(ascii: "+") { return .sign }
    if bytes.last == UInt8(ascii: "%") { return .percentage }
    if cell.unicodeScalars.contains(where: { $0.properties.isWhitespace }) { return .space }
    return nil
  }

  /// Refusals of a cell whose characters are all digits, commas and points but whose shape is wrong.
  private static func shapeRefusal(_ cell: String, bytes: [UInt8], money: Bool) -> Refusal {
    var rest = bytes[...]
    if rest.first == UInt8(ascii: "$") { rest = rest.dropFirst() }
    guard rest.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }), !rest.isEmpty else {
      return .notANumber
    }
    let commas = rest.filter { $0 == UInt8(ascii: ",") }.count
    if let lastComma = rest.lastIndex(of: UInt8(ascii: ",")) {
      let after = rest[(lastComma + 1)...]
      let pointAfterComma = after.contains(UInt8(ascii: "."))
      // `12,50`, `1.234,56`: a comma that ends the number, after a point or before fewer than three digits.
      if !pointAfterComma, rest[..<lastComma].contains(UInt8(ascii: ".")) || (commas == 1 && (1...2).contains(after.count)) {
        return .decimalComma
      }
    }
    if !money, rest.contains(UInt8(ascii: ".")) {
      return commas == 0 && rest.filter({ $0 == UInt8(ascii: ".") }).count == 1 ? .notANumber : .grouping
    }
    return commas > 0 ? .grouping : .notANumber
  }

  /// The currency a cell names by symbol or ISO code, if any: `€12` EUR, `EUR 12` EUR, `$12` USD.
  private static func currencyCode(of cell: String) -> String? {
    let symbols: [(String, String)] = [
      ("US$", "USD"), ("R$", "BRL"), ("€", "EUR"), ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("₩", "KRW"), ("₽", "RUB"),
      ("₺", "TRY"), ("₫", "VND"), ("₪", "ILS"), ("₱", "PHP"), ("฿", "THB"), ("₦", "NGN"), ("₴", "UAH"), ("$", "USD"),
    ]
    for (symbol, code) in symbols where cell.hasPrefix(symbol) || cell.hasSuffix(symbol) {
      return code
    }
    // A three-letter code before or after the number, with or without a space.
    let scalars = Array(cell.unicodeScalars)
    func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    if scalars.count > 3, scalars.prefix(3).allSatisfy(isUpper), !isUpper(scalars[3]) {
      return String(String.UnicodeScalarView(scalars.prefix(3)))
    }
    if scalars.count > 3, scalars.suffix(3).allSatisfy(isUpper), !isUpper(scalars[scalars.count - 4]) {
      return String(String.UnicodeScalarView(scalars.suffix(3)))
    }
    return nil
  }
}
