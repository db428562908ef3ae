import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The comparison strings of counts (expect.md): every operator, optional
/// spaces, exact numbers, and every malformed form.
struct ComparisonTests {
  @Test(arguments: [
    ("< 1", Comparison(op: .lessThan, micros: 1_000_000)),
    ("<=2500", Comparison(op: .atMost, micros: 2_500_000_000)),
    ("> 0.5", Comparison(op: .greaterThan, micros: 500_000)),
    (">=   0.99", Comparison(op: .atLeast, micros: 990_000)),
    ("== 0", Comparison(op: .equal, micros: 0)),
    ("!= -3", Comparison(op: .notEqual, micros: -3_000_000)),
    ("  >= 1e3", Comparison(op: .atLeast, micros: 1_000_000_000)),
    ("< 2.5E-3", Comparison(op: .lessThan, micros: 2_500)),
    ("<= 0.000001", Comparison(op: .atMost, micros: 1)),
    ("== 1.500000", Comparison(op: .equal, micros: 1_500_000)),
    ("== 9007199254740991", Comparison(op: .equal, micros: 9_007_199_254_740_991_000_000)),
    ("> -0", Comparison(op: .greaterThan, micros: 0)),
    (" < 1 ", Comparison(op: .lessThan, micros: 1_000_000)),
  ])
  func readsEveryOperator(text: String, comparison: Comparison) throws {
    #expect(try Comparison.parse(text) == comparison)
  }

  @Test(arguments: [
    ("1", Comparison.ParseError.badOperator(suggestion: nil)),
    ("", .badOperator(suggestion: nil)),
    ("=> 1", .badOperator(suggestion: ">= 1")),
    ("=<1", .badOperator(suggestion: "<= 1")),
    ("= 4", .badOperator(suggestion: "== 4")),
    ("<> 4", .badOperator(suggestion: "!= 4")),
    ("<<= 1", .badOperator(suggestion: nil)),
    ("≥ 1", .badOperator(suggestion: nil)),
    (">=", .badNumber),
    (">= x", .badNumber),
    ("< 01", .badNumber),
    ("< 1.", .badNumber),
    ("< .5", .badNumber),
    ("< +1", .badNumber),
    ("< 1e", .badNumber),
    ("< NaN", .badNumber),
    ("< 0x10", .badNumber),
    ("< 1 000", .badNumber),
    ("< 0.0000001", .numberOutOfRange),
    ("< 9007199254740992", .numberOutOfRange),
    ("< 1e99999", .numberOutOfRange),
    ("< 1e-9", .numberOutOfRange),
  ])
  func refusesMalformedComparisons(text: String, error: Comparison.ParseError) {
    #expect(throws: error) { try Comparison.parse(text) }
  }

  @Test func comparesExactly() throws {
    let atLeast = try Comparison.parse(">= 0.9")
    #expect(atLeast.holds(forMicros: 900_000))
    #expect(!atLeast.holds(forMicros: 899_999))
    #expect(CountExpectation.exactly(3).isMet(byMicros: 3_000_000))
    #expect(!CountExpectation.exactly(3).isMet(byMicros: 3_000_001))
    #expect(CountExpectation.compared(try Comparison.parse("!= 3")).isMet(byMicros: 2_000_000))
  }
}
