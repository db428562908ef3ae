import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// How `fit` reads a report (decide2.md §2): each cell by its one grammar,
/// in one pass of any size (no row cut, memory by keys not rows), UTF-8
/// only, a JSON report to its footer, a CSV total row recognised and
/// checked.
struct FitReportReadingTests {
  private static let header =
    "Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD),Observed eCPM (USD)"

  /// Reads `text` handed over in chunks of `chunk` bytes.
  private static func read(_ text: String, chunk: Int = 1 << 20) throws(MediationReport.Failure) -> MediationReport {
    var rest = Array(text.utf8)[...]
    var input = ReportBytes { () throws(ReportBytes.ReadError) -> [UInt8] in
      defer { rest = rest.dropFirst(chunk) }
      return Array(rest.prefix(chunk))
    }
    return try MediationReport.read(&input)
  }

  /// The problem reading `text` gives, as `fit` prints it for file `r`.
  private static func problem(_ text: String) -> String? {
    do throws(MediationReport.Failure) {
      _ = try read(text)
      return nil
    } catch {
      guard case .invalid(let problem) = error else { return "unreadable" }
      return problem.line(file: "r")
    }
  }

  @Test(arguments: [
    ("1234", Int64(1234)), ("1,234", 1234), ("0", 0), ("12,345,678", 12_345_678), ("123", 123),
  ])
  func readsCounts(cell: String, value: Int64) {
    #expect(ReportCell.count(cell) == .success(value))
  }

  /// Amounts are exact: attodollars.
  @Test(arguments: [
    ("12", Int128(12) * ReportCell.attosPerDollar), ("12.5", 125 * ReportCell.attosPerDollar / 10),
    ("$1,234.56", 123_456 * ReportCell.attosPerDollar / 100), ("0.000123", 123 * ReportCell.attosPerDollar / 1_000_000),
    ("$12.00", 12 * ReportCell.attosPerDollar),
    ("0.123456789", 123_456_789 * ReportCell.attosPerDollar / 1_000_000_000),
    ("1.5000000000000000000000", 3 * ReportCell.attosPerDollar / 2),
  ])
  func readsAmountsExactly(cell: String, attos: Int128) {
    #expect(ReportCell.amount(cell) == .success(attos))
  }

  /// The outside probe's cells (`$12.00` was read as 24,412, `(12.00)` as 24,812.249, `12a` as 169) and the
  /// other shapes the page names: each refused, and why.
  @Test(arguments: [
    ("(12.00)", ReportCell.Refusal.negative), ("-12", .negative), ("$-12", .negative), ("+12", .sign),
    ("€12.00", .currency("EUR")), ("EUR 12", .currency("EUR")), ("12 GBP", .currency("GBP")), ("£5", .currency("GBP")),
    ("12%", .percentage), ("12a", .notANumber), ("abc", .notANumber), ("1 234", .space), ("1\u{A0}234", .space),
    ("12,50", .decimalComma), ("1.234,56", .decimalComma), ("1,0,0", .grouping), (",100", .grouping),
    ("1,2345", .grouping), ("", .empty), ("12.", .notANumber), ("US$12", .notANumber), ("1.2.3", .notANumber),
    ("0.1234567890123456789", .tooManyDecimals), ("99999999999999999999", .tooLarge),
  ])
  func refusesEveryOtherAmount(cell: String, refusal: ReportCell.Refusal) {
    #expect(ReportCell.amount(cell) == .failure(refusal))
  }

  @Test(arguments: [
    ("-5", ReportCell.Refusal.sign), ("$5", .moneyInCount), ("12.5", .notANumber), ("1,0,0", .grouping),
    ("5%", .percentage), ("", .empty), ("99999999999999999999", .tooLarge), ("1,2", .decimalComma),
  ])
  func refusesEveryOtherCount(cell: String, refusal: ReportCell.Refusal) {
    #expect(ReportCell.count(cell) == .failure(refusal))
  }

  /// A bad cell names its file, line, column, column name and the cell.
  @Test func aBadCellSaysWhereAndWhat() {
    let text = Self.header + "\nA,100,10,10,(12.00),1.20\n"
    #expect(
      Self.problem(text)
        == #"r:2:13: line 2, Estimated earnings (USD): row 1: "(12.00)": a negative amount"#)
    #expect(
      Self.problem(Self.header + "\nA,100,10,10,,1.20\n")
        == "r:2:13: line 2, Estimated earnings (USD): row 1: an empty cell in a source's row")
    #expect(
      Self.problem("Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (EUR)\nA,1,1,1,1\n")
        == "r:1:52: line 1: column Estimated earnings (EUR): only USD reports are read")
  }

  /// A report of 200,000 rows of ten sources (about 8 MB, past the 16 MiB cut of old only in the process test),
  /// handed over in odd chunks that split rows, quotes and line ends: every row is read, the sums are exact,
  /// and what the reader keeps is one entry per key, whatever the rows.
  @Test(arguments: [4093, 65_536])
  func streamsEveryRowAndKeepsOneEntryPerKey(chunk: Int) throws {
    var text = Self.header + "\r\n"
    let rows = 200_000
    for row in 0..<rows {
      text += "\"Source \(row % 10), inc.\",\"1,000\",100,100,1.50,15.00\r\n"
    }
    let report = try Self.read(text, chunk: chunk)
    #expect(report.rows == rows)
    #expect(report.entries.count == 10)
    #expect(report.entries.allSatisfy { $0.requests == Int64(rows / 10) * 1000 && $0.rows == rows / 10 })
    #expect(report.entries.allSatisfy { $0.earnings == Int128(rows / 10) * 3 * ReportCell.attosPerDollar / 2 })
  }

  @Test(arguments: [1, 1000])
  func jsonIsReadElementByElementAcrossChunks(chunk: Int) throws {
    var elements = [#"{"header": {"localizationSettings": {"currencyCode": "USD"}}}"#]
    for row in 0..<3_000 {
      elements.append(
        #"{"row": {"dimensionValues": {"AD_SOURCE": {"value": "\#(row % 7)", "displayLabel": "Réseau \#(row % 7)"}}, "metricValues": {"AD_REQUESTS": {"integerValue": "10"}, "MATCHED_REQUESTS": {"integerValue": 4}, "IMPRESSIONS": {"integerValue": "4"}, "ESTIMATED_EARNINGS": {"microsValue": "8000"}}}}"#
      )
    }
    elements.append(#"{"footer": {"matchingRowCount": "3000"}}"#)
    let report = try Self.read("\u{FEFF}[" + elements.joined(separator: ",\n") + "]\n", chunk: chunk)
    #expect(report.rows == 3_000 && report.entries.count == 7)
    #expect(report.matchingRowCount == 3_000)
    #expect(report.value(.adSource, of: report.entries[0])?.label == "Réseau 0")
  }

  @Test func aJSONReportWithoutItsFooterWasCutShort() {
    let row =
      #"{"row": {"dimensionValues": {"AD_SOURCE": {"value": "1", "displayLabel": "A"}}, "metricValues": {"AD_REQUESTS": {"integerValue": "10"}, "MATCHED_REQUESTS": {"integerValue": "4"}, "IMPRESSIONS": {"integerValue": "4"}, "ESTIMATED_EARNINGS": {"microsValue": "8000"}}}}"#
    let message = "the report ends without its footer: the download was cut short"
    #expect(Self.problem("[" + row + "]")?.hasSuffix(message) == true)
    #expect(Self.problem("[" + row + ",\n" + row.prefix(40))?.hasSuffix(message) == true)
    #expect(Self.problem("[" + row)?.hasSuffix(message) == true)
    #expect(
      Self.problem("[" + row + #", {"footer": {}}, "#)?.hasSuffix(
        "the report ends before its closing ]: the download was cut short")
        == true)
    #expect(
      Self.problem("[" + #"{"footer": {}}, "# + row + "]")?.hasSuffix(
        "an element after the footer, which the API sends last") == true)
    #expect(Self.problem("[" + row + #", {"footer": {}}] x"#)?.hasSuffix("text after the report's closing ]") == true)
  }

  @Test func footerWarningsAndItsRowCountAreKept() throws {
    let text = """
      [{"header": {}},
       {"row": {"dimensionValues": {"AD_SOURCE": {"value": "1", "displayLabel": "A"}}, "metricValues": {"AD_REQUESTS": {"integerValue": "10"}, "MATCHED_REQUESTS": {"integerValue": "4"}, "IMPRESSIONS": {"integerValue": "4"}, "ESTIMATED_EARNINGS": {"microsValue": "8000"}}}},
       {"footer": {"warnings": [{"type": "DATA_DELAYED", "description": "Some data is delayed."}], "matchingRowCount": "2"}}]
      """
    let report = try Self.read(text)
    #expect(
      report.footerWarnings == [FitRecord.ReportWarning(type: "DATA_DELAYED", description: "Some data is delayed.")])
    let outcome = try ReportFit.fit(report, path: "r", options: ReportFit.Options(registry: .standard))
    #expect(outcome.record.reportWarnings == report.footerWarnings)
    #expect(outcome.record.matchingRowCount == 2 && outcome.record.rows == 1)
    #expect(outcome.record.warnings.contains { $0.hasPrefix("the report's footer counts 2 rows where 1 were read") })
  }

  @Test func invalidUTF8IsNamedByLineAndByte() {
    var bytes = Array((Self.header + "\nA,1,1,1,1,1\nB").utf8)
    bytes += [0xFF] + Array(",1,1,1,1,1\n".utf8)
    var input = ReportBytes(bytes: bytes)
    #expect(
      throws: MediationReport.Failure.invalid(
        MediationReport.Problem(
          location: SourceLocation(line: 3, column: 2), path: ".",
          message: "invalid UTF-8 on line 3: byte 0xFF (offset \(bytes.count - 12)); save the report as UTF-8"))
    ) { try MediationReport.read(&input) }
    #expect(Self.problem("\u{FEFF}" + Self.header + "\nA,1,1,1,1,1\n") == nil)
    var utf16 = ReportBytes(bytes: [0xFF, 0xFE] + Array("A\0,\0".utf8))
    #expect(
      throws: MediationReport.Failure.invalid(
        MediationReport.Problem(
          location: SourceLocation(line: 1, column: 1), path: ".",
          message: "the report is UTF-16: save the report as UTF-8"))
    ) { try MediationReport.read(&utf16) }
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func linesEndAtLFCRLFOrCR(end: String) throws {
    let text = [Self.header, "A,10,5,5,1.00,200", "\"B\(end)second line\",5,1,1,0.5,500", ""].joined(separator: end)
    let report = try Self.read(text, chunk: 7)
    #expect(report.rows == 2)
    #expect(report.value(.adSource, of: report.entries[1])?.label == "B\(end)second line")
    #expect(Self.problem(Self.header + end + "A,1,1,1,x,1" + end)?.hasPrefix("r:2:") == true)
  }

  /// A trailing total row is the report's total, not a source, and must add up: counts exactly, amounts
  /// within a cent a row.
  @Test func aTotalRowIsCheckedNotFitted() throws {
    let rows = [Self.header, "A,\"1,000\",300,300,3.00,10.00", "B,700,350,350,1.75,5.00"]
    let total = try Self.read((rows + ["Total,\"1,700\",650,650,4.76,7.32", "", ""]).joined(separator: "\n"))
    #expect(total.totalRow && total.rows == 2 && total.entries.count == 2)
    let unlabelled = try Self.read((rows + [",1700,650,,4.75,"]).joined(separator: "\n"))
    #expect(unlabelled.totalRow)
    #expect(
      Self.problem((rows + ["Grand total,1701,650,650,4.75,7.31"]).joined(separator: "\n"))
        == "r:4:13: line 4, Ad requests: the total row does not add up: Ad requests 1,701, rows 1,700")
    #expect(
      Self.problem((rows + ["TOTALS,1700,650,650,4.78,7.31"]).joined(separator: "\n"))
        == "r:4:21: line 4, Estimated earnings (USD): the total row does not add up: Estimated earnings (USD) 4.78, rows 4.75"
    )
    #expect(
      Self.problem((rows.prefix(2) + ["Total,1000,300,300,3,10", rows[2]]).joined(separator: "\n"))
        == "r:3:1: line 3: a total row that is not the last row (line 4 follows it)")
  }

  /// Bytes that are not UTF-8: an overlong form, a surrogate, a sequence the file ends inside.
  @Test(
    arguments: [
      ([0xC0, 0x80], "byte 0xC0"), ([0xE0, 0x80, 0x80], "byte 0x80"), ([0xED, 0xA0, 0x80], "byte 0xA0"),
      ([0xF4, 0x90, 0x80, 0x80], "byte 0x90"), ([0xE2, 0x82], "the file ends inside a character"),
    ] as [([UInt8], String)])
  func refusesEveryByteThatIsNotUTF8(bytes: [UInt8], found: String) {
    var input = ReportBytes(bytes: Array((Self.header + "\nA").utf8) + bytes)
    do throws(MediationReport.Failure) {
      _ = try MediationReport.read(&input)
      Issue.record("read \(bytes)")
    } catch {
      guard case .invalid(let problem) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(problem.message.contains(found) && problem.message.contains("line 2"), "\(problem.message)")
    }
  }

  @Test func jsonStringsAndEmptyReports() throws {
    let row =
      #"{"row": {"dimensionValues": {"AD_SOURCE": {"value": "1", "displayLabel": "Quote \" back \\ ] bracket"}}, "metricValues": {"AD_REQUESTS": {"integerValue": "10"}, "MATCHED_REQUESTS": {"integerValue": "4"}, "IMPRESSIONS": {"integerValue": "4"}, "ESTIMATED_EARNINGS": {"microsValue": "8000"}}}}"#
    let report = try Self.read("[" + row + #", {"footer": {}}]"#, chunk: 3)
    #expect(report.value(.adSource, of: report.entries[0])?.label == #"Quote " back \ ] bracket"#)
    #expect(Self.problem("[]")?.hasSuffix("the report ends without its footer: the download was cut short") == true)
    #expect(Self.problem("[" + row + ",]") != nil)
    #expect(Self.problem("\u{FEFF}") == "r:1:1: .: an empty report")
  }

  @Test func csvQuotesAndRowShapes() throws {
    let quoted = try Self.read(Self.header + "\n\"A \"\"B\"\", inc.\",10,5,5,1.00,200\n C, \"1,000\",10,10,1,100\n")
    let labels: [String] = quoted.entries.compactMap { quoted.value(.adSource, of: $0)?.label }
    #expect(labels == [#"A "B", inc."#, "C"])
    #expect(quoted.entries.map(\.requests) == [10, 1000])
    #expect(
      Self.problem(Self.header + "\n\"A\"x,10,5,5,1,200\n")?.contains(
        "a character after a quoted field's closing quote") == true)
    #expect(
      Self.problem(Self.header + "\nA,10,5,5\n")
        == "r:2:1: line 2, Estimated earnings (USD): row 1: the row has 4 fields where the header has more; its Estimated earnings (USD) is missing"
    )
    // Fields past the header's are columns fit does not use.
    #expect(try Self.read(Self.header + "\nA,10,5,5,1,200,extra,fields\n").rows == 1)
    #expect(
      Self.problem(Self.header + "\n\"A,10,5,5,1,200\n")?.hasSuffix("the report ends inside a quoted field") == true)
  }

  /// Counts past 2^53 − 1 (no JSON reader keeps them exactly) are refused, in JSON as in CSV.
  @Test func countsPastExactIntegersAreRefused() {
    #expect(
      Self.problem(Self.header + "\nA,9007199254740992,1,1,1,1\n")?.hasSuffix(
        #""9007199254740992": too large to be a count or an amount of a report"#) == true)
    #expect(ReportCell.count("9007199254740991") == .success(9_007_199_254_740_991))
  }
}
