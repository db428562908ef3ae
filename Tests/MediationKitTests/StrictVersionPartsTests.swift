import Testing

@testable import MediationKit

/// Profile `versionParts: "strict"` (contract2.md §5, "Strict version parts"): Swift's `split` and `Int(_:)`, beside
/// `integerValue`; every cell of the spec's table.
struct StrictVersionPartsTests {
  /// One row of the spec's table: a string and what `firstThree` strict, `exactlyFour` strict and `firstThree`
  /// integerValue report for it.
  struct Row: CustomTestStringConvertible, Sendable {
    var string: String
    var firstThreeStrict: String
    var exactlyFourStrict: String
    var firstThreeIntegerValue: String
    var testDescription: String { JSONStringLiteral.quoted(string) }
  }

  static let table: [Row] = [
    Row(string: "3.abc.1", firstThreeStrict: "0.0.0", exactlyFourStrict: "0.0.0", firstThreeIntegerValue: "3.0.1"),
    Row(string: "4.9.1", firstThreeStrict: "4.9.1", exactlyFourStrict: "0.0.0", firstThreeIntegerValue: "4.9.1"),
    Row(string: "4.9.1.0", firstThreeStrict: "4.9.1", exactlyFourStrict: "4.9.100", firstThreeIntegerValue: "4.9.1"),
    Row(string: "4.9.1.x", firstThreeStrict: "4.9.1", exactlyFourStrict: "0.0.0", firstThreeIntegerValue: "4.9.1"),
    Row(string: "4.9.1-beta", firstThreeStrict: "0.0.0", exactlyFourStrict: "0.0.0", firstThreeIntegerValue: "4.9.1"),
    Row(string: " 4.9.1", firstThreeStrict: "0.0.0", exactlyFourStrict: "0.0.0", firstThreeIntegerValue: "4.9.1"),
    Row(string: "+4.9.1", firstThreeStrict: "4.9.1", exactlyFourStrict: "0.0.0", firstThreeIntegerValue: "4.9.1"),
    Row(string: "1..3", firstThreeStrict: "0.0.0", exactlyFourStrict: "0.0.0", firstThreeIntegerValue: "1.0.3"),
    Row(string: "a.b.c", firstThreeStrict: "0.0.0", exactlyFourStrict: "0.0.0", firstThreeIntegerValue: "0.0.0"),
  ]

  @Test(arguments: table)
  func firstThreeStrict(_ row: Row) {
    #expect(AdSDKVersionRule.firstThree.version(of: row.string, syntax: .swift).description == row.firstThreeStrict)
  }

  @Test(arguments: table)
  func exactlyFourStrict(_ row: Row) {
    #expect(AdapterVersionRule.exactlyFour.version(of: row.string, syntax: .swift).description == row.exactlyFourStrict)
  }

  @Test(arguments: table)
  func firstThreeIntegerValue(_ row: Row) {
    #expect(
      AdSDKVersionRule.firstThree.version(of: row.string, syntax: .objectiveC).description
        == row.firstThreeIntegerValue)
  }

  @Test func splitDropsEmptyParts() {
    #expect(SwiftVersionParts("1..3").texts == ["1", "3"])
    #expect(SwiftVersionParts(".1.2.3.").texts == ["1", "2", "3"])
    #expect(SwiftVersionParts("...").count == 0)
  }

  /// The rules' bounds apply unchanged: a part `Int(_:)` reads that is negative or beyond 2^31 − 1 is `0.0.0`, and
  /// a part beyond 64 bits is no `Int` at all.
  @Test func boundsAndProblems() {
    #expect(
      AdSDKVersionRule.firstThree.reading(of: "1.-2.3", syntax: .swift)
        == VersionReading(version: .zero, problem: .negativePart("-2")))
    #expect(
      AdSDKVersionRule.firstThree.reading(of: "1.2.3000000000", syntax: .swift)
        == VersionReading(version: .zero, problem: .partTooLarge("3000000000")))
    #expect(
      AdSDKVersionRule.firstThree.reading(of: "1.2.99999999999999999999", syntax: .swift)
        == VersionReading(version: .zero, problem: .notAnInteger("99999999999999999999")))
    #expect(
      AdapterVersionRule.exactlyFour.reading(of: "1.2.3", syntax: .swift)
        == VersionReading(version: .zero, problem: .partCount(3)))
    #expect(
      AdapterVersionRule.exactlyFour.reading(of: "1.2.3.x", syntax: .swift)
        == VersionReading(version: .zero, problem: .notAnInteger("x")))
  }
}
