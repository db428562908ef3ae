import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Numbers read from their text, exactly: integers of any spelling, micros
/// without rounding, and refusals for what does not fit.
struct JSONNumberTests {
  @Test(arguments: [
    ("0", Int64(0)), ("-0", 0), ("42", 42), ("1e3", 1000), ("2.0", 2), ("2.50e1", 25), ("-7", -7),
    ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min), ("0.0e99", 0),
  ])
  func readsIntegers(lexeme: String, value: Int64) {
    #expect(JSONNumber(lexeme: lexeme).scaled(byPowerOfTen: 0) == value)
  }

  @Test(arguments: ["1.5", "9223372036854775808", "1e19", "1e-1", "1e1000000000"])
  func refusesWhatIsNotAnInt64(lexeme: String) {
    #expect(JSONNumber(lexeme: lexeme).scaled(byPowerOfTen: 0) == nil)
  }

  @Test(arguments: [
    ("12.5", Int64(12_500_000)), ("0.000001", 1), ("8", 8_000_000), ("1e-6", 1), ("0.1", 100_000),
    ("3.14159", 3_141_590),
  ])
  func readsMicrosExactly(lexeme: String, micros: Int64) {
    #expect(JSONNumber(lexeme: lexeme).scaled(byPowerOfTen: 6) == micros)
  }

  @Test func refusesASeventhDecimal() {
    #expect(JSONNumber(lexeme: "0.0000001").scaled(byPowerOfTen: 6) == nil)
    #expect(JSONNumber(lexeme: "1.0000000").scaled(byPowerOfTen: 6) == 1_000_000)
  }

  @Test func readsTheFullUnsignedRange() {
    #expect(JSONNumber(lexeme: "18446744073709551615").unsignedValue == UInt64.max)
    #expect(JSONNumber(lexeme: "18446744073709551616").unsignedValue == nil)
    #expect(JSONNumber(lexeme: "-1").unsignedValue == nil)
    #expect(JSONNumber(lexeme: "-0").unsignedValue == 0)
  }

  @Test func doubleValueRefusesInfinity() {
    #expect(JSONNumber(lexeme: "0.25").doubleValue == 0.25)
    #expect(JSONNumber(lexeme: "1e400").doubleValue == nil)
  }

  @Test(arguments: [
    (Int64(4_500_000), "4.5"), (0, "0"), (1, "0.000001"), (12_500_000, "12.5"), (-1_250_000, "-1.25"),
    (1_000_000_000_000, "1000000"),
  ])
  func formatsDecimalsShortest(micros: Int64, text: String) {
    #expect(DecimalNumber(micros: micros).description == text)
  }
}
