import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// How adapters read version strings: each part as Objective-C's
/// `integerValue`, then the adapter's rule; every example docs/config.md
/// gives ("Versions") is a test here.
struct VersionNumberTests {
  /// One cell of the example tables of docs/config.md: a version string,
  /// a rule and the version the rule reports.
  struct Example: CustomTestStringConvertible, Sendable {
    var string: String
    var rule: String
    var reported: String
    /// From the Android tables: read as Java reads it.
    var android = false
    var testDescription: String {
      "\(rule) reads \(JSONStringLiteral.quoted(string)) as \(reported)\(android ? " on Android" : "")"
    }
  }

  @Test(arguments: try Self.documentedExamples())
  func readsTheDocumentedExample(_ example: Example) throws {
    let syntax: VersionSyntax = example.android ? .java : .objectiveC
    let reading: VersionReading
    if let rule = AdapterVersionRule(rawValue: example.rule) {
      reading = rule.reading(of: example.string, syntax: syntax)
    } else {
      reading = try #require(AdSDKVersionRule(rawValue: example.rule)).reading(of: example.string, syntax: syntax)
    }
    // The Android tables' words: the exception, or a version reported as computed that breaks the rule.
    let shown: String
    switch reading.problem {
    case .numberFormat?: shown = "NumberFormatException"
    case .negativePart?, .wrappedPatch?:
      shown = example.android ? "\(reading.version) (breaks)" : reading.version.description
    case .partCount?, .partTooLarge?, .foldedPatchTooLarge?, .notAnInteger?, nil: shown = reading.version.description
    }
    #expect(shown == example.reported)
  }

  @Test func theDocsGiveAndroidExamplesOfEveryRule() throws {
    let android = try Self.documentedExamples().filter(\.android)
    #expect(
      Set(android.map(\.rule))
        == Set(AdapterVersionRule.allCases.map(\.rawValue) + AdSDKVersionRule.allCases.map(\.rawValue)))
    // android.md's own examples are among them.
    for (rule, string, reported) in [
      ("atLeastFour", "1.2.3.4", "1.2.304"), ("atLeastFour", "1.2.x.4", "NumberFormatException"),
      ("firstThree", "7.1.0-beta", "NumberFormatException"), ("firstThree", "1.2.3.", "1.2.3"),
      ("atLeastFour", "1.2.21474837.0", "1.2.-2147483596 (breaks)"),
    ] {
      #expect(android.contains { $0.rule == rule && $0.string == string && $0.reported == reported })
    }
  }

  @Test func theDocsGiveExamplesOfEveryRule() throws {
    let examples = try Self.documentedExamples()
    let rules = Set(examples.map(\.rule))
    #expect(rules == Set(AdapterVersionRule.allCases.map(\.rawValue) + AdSDKVersionRule.allCases.map(\.rawValue)))
    // The issue's own examples are among them.
    for (rule, string, reported) in [
      ("foldsFifth", "8.2.1.0.0", "8.2.10000"), ("padsToThree", "6.3", "6.3.0"), ("padsToThree", "6", "6.0.0"),
      ("foldsFourth", "1.2.3.4", "1.2.304"), ("firstThree", "1.2.3.4", "1.2.3"), ("firstThree", " 1.2.3", "1.2.3"),
      ("firstThree", "1.2.x", "1.2.0"), ("atLeastFour", "9.6.0.0.0", "9.6.0"),
    ] {
      #expect(examples.contains { $0.rule == rule && $0.string == string && $0.reported == reported })
    }
  }

  @Test(arguments: [
    ("3", 3), ("  42", 42), ("\t7", 7), ("\u{3000}8", 8), ("\u{A0}9", 9), ("+5", 5), ("-5", -5), ("12abc", 12),
    ("x", 0), ("", 0), ("-", 0), ("+ 3", 0), ("1 2", 1), ("007", 7), ("٣", 0), ("2147483647", 2_147_483_647),
    ("2147483648", 2_147_483_648), ("99999999999999999999", 2_147_483_648), ("-99999999999999999999", -2_147_483_648),
  ])
  func readsAPartAsIntegerValueDoes(part: String, value: Int) {
    #expect(VersionNumber.integerValue(part[...]) == value)
  }

  @Test func readsThreePartSDKVersions() {
    #expect(VersionNumber(sdkVersionString: "1.2.1").description == "1.2.1")
    #expect(VersionNumber(sdkVersionString: "9.8").description == "0.0.0")
    #expect(VersionNumber(sdkVersionString: "1.2.3.4").description == "1.2.3")
  }

  @Test func shippedAdaptersReportTheRule() {
    for registration in AdapterRegistry.standard.registrations {
      let versions = registration.versions
      #expect(versions.adapterVersion == VersionNumber(adapterVersionString: versions.adapterVersionString))
    }
  }

  /// Why a string reads as 0.0.0, as `adapterVersionInvalid` words it.
  @Test func saysWhyAVersionIsZero() {
    #expect(AdapterVersionRule.exactlyFour.reading(of: "1.0", syntax: .objectiveC).problem == .partCount(2))
    #expect(AdSDKVersionRule.firstThree.reading(of: "1.-2.3", syntax: .objectiveC).problem == .negativePart("-2"))
    #expect(
      AdSDKVersionRule.firstThree.reading(of: "1.2.3000000000", syntax: .objectiveC).problem
        == .partTooLarge("3000000000"))
    #expect(
      AdapterVersionRule.atLeastFour.reading(of: "1.2.21474837.0", syntax: .objectiveC).problem
        == .foldedPatchTooLarge(2_147_483_700))
    #expect(
      AdapterVersionRule.exactlyFour.reading(of: "0.0.0.0", syntax: .objectiveC)
        == VersionReading(version: .zero, problem: nil))
  }

  @Test func foldingCannotOverflow() {
    let part = Int(Int32.max)
    let huge = "99.99.\(part).\(part).\(part)"
    #expect(
      AdapterVersionRule.foldsFifth.reading(of: huge, syntax: .objectiveC).problem
        == .foldedPatchTooLarge((part * 100 + part) * 100 + part))
  }

  /// The cells of the tables under "Versions" in docs/config.md whose
  /// header names a version key and the rules of that key.
  static func documentedExamples() throws -> [Example] {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/config.md")
    let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    func cells(_ line: Substring) -> [String] {
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        .map { $0.hasPrefix("`") && $0.hasSuffix("`") && $0.count >= 2 ? String($0.dropFirst().dropLast()) : $0 }
    }
    var examples: [Example] = []
    var index = 0
    while index < lines.count {
      let header = cells(lines[index])
      index += 1
      let android = header.first?.hasPrefix("Android: ") == true
      guard header.count > 1,
        ["adapterVersion", "adSDKVersion", "Android: `adapterVersion`", "Android: `adSDKVersion`"].contains(header[0]),
        header.dropFirst().allSatisfy({
          AdapterVersionRule(rawValue: $0) != nil || AdSDKVersionRule(rawValue: $0) != nil
        })
      else { continue }
      index += 1  // the separator line
      while index < lines.count, lines[index].hasPrefix("|") {
        let row = cells(lines[index])
        index += 1
        let literal = try #require(row.first)
        let string = try #require(
          try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String)
        for (rule, reported) in zip(header.dropFirst(), row.dropFirst()) {
          examples.append(Example(string: string, rule: rule, reported: reported, android: android))
        }
      }
    }
    return examples
  }
}
