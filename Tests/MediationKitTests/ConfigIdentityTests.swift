import Testing

@testable import MediationIOS
@testable import MediationKit

/// A config's identity: from its canonical form, so layout, key order and
/// the spelling of numbers and strings do not change it, and values do.
struct ConfigIdentityTests {
  @Test func canonicalFormSortsKeysAndSpellsValuesOneWay() throws {
    let document = try JSONReader.read(
      Array(
        #"{ "b": [1.50, 0.0, -0, 100, 1E+2, -2.5e-3, "\u0041\n\"\\/é"], "a": {"y": null, "x": true}, "é": false }"#.utf8
      ))
    #expect(
      String(decoding: CanonicalJSON.bytes(of: document), as: UTF8.self)
        == #"{"a":{"x":true,"y":null},"b":[15e-1,0,0,1e2,1e2,-25e-4,"A\u000a\"\\/é"],"é":false}"#)
  }

  @Test(arguments: [
    ("1.5", "15e-1"), ("1.50", "15e-1"), ("15e-1", "15e-1"), ("0.15E+1", "15e-1"), ("150e-2", "15e-1"),
    ("7", "7"), ("700", "7e2"), ("0.007", "7e-3"), ("-0.0e5", "0"),
    ("1e999999999999999999999", "1e999999999999999999999"),
    ("10e999999999999999999998", "1e999999999999999999999"), ("0.1e1000000000000000000000", "1e999999999999999999999"),
    ("100e-1000000000000000000002", "1e-1000000000000000000000"),
    ("9.99e-999999999999999999999", "999e-1000000000000000000001"),
  ])
  func numbersAreCanonicalByValue(lexeme: String, canonical: String) {
    #expect(CanonicalJSON.canonical(lexeme) == canonical)
  }

  @Test func reformattingKeepsTheIdentityAndTheTrace() throws {
    let compact =
      #"{"adUnit":{"id":"/1/r","format":"rewarded","reward":{"type":"coins","amount":10}},"lineItems":[{"label":"A","className":"SampleCustomEvent","parameter":"p","ecpm":1.5,"network":{"load":{"fillRate":0.5}}}],"seed":3}"#
    let reformatted = """
      {
        "seed": 3,
        "lineItems": [
          {"network": {"load": {"fillRate": 5e-1}}, "ecpm": 1.50, "parameter": "p", "className": "Sample\\u0043ustomEvent", "label": "A"}
        ],
        "adUnit": {"reward": {"amount": 10.0, "type": "coins"}, "format": "rewarded", "id": "/1/r"}
      }
      """
    let a = try ConfigLoader.load(Array(compact.utf8))
    let b = try ConfigLoader.load(Array(reformatted.utf8))
    #expect(a.identity == b.identity)
    #expect(a == b)
    // Response identifiers and bid tokens derive from the identity: the traces are the same bytes.
    #expect(try trace(compact).lines == trace(reformatted).lines)
    let changed = try ConfigLoader.load(Array(compact.replacingOccurrences(of: "0.5", with: "0.51").utf8))
    #expect(changed.identity != a.identity)
  }

  @Test func identityIsWrittenAsThirtyTwoHexDigits() throws {
    let identity = try ConfigIdentity.of(Array(#"{"a": 1}"#.utf8))
    #expect(identity.hex.count == 32)
    #expect(ConfigIdentity(hex: identity.hex) == identity)
    #expect(ConfigIdentity(hex: "0123456789ABCDEF0123456789abcdef") == nil)
    #expect(ConfigIdentity(hex: String(identity.hex.dropLast())) == nil)
    #expect(ConfigIdentity(hex: "0123456789abcdef0123456789abcdeg") == nil)
    #expect(
      ConfigIdentity(hex: "0123456789abcdef0123456789abcdef")
        == ConfigIdentity(high: 0x0123_4567_89ab_cdef, low: 0x0123_4567_89ab_cdef))
  }
}

/// The fast path of the canonical form (integers written as they are) gives what the general one gives.
struct CanonicalIntegerTests {
  @Test(arguments: [
    "0", "-0", "5", "-5", "10", "-120", "1200", "123456789", "100000000000000000000001", "007", "1.5", "1e3",
  ])
  func theFastPathAgreesWithTheCanonicalForm(lexeme: String) {
    if CanonicalJSON.isCanonicalInteger(lexeme) {
      #expect(CanonicalJSON.canonical(lexeme) == lexeme)
    } else {
      #expect(["-0", "10", "-120", "1200", "1.5", "1e3", "007"].contains(lexeme))
    }
  }

  @Test func everyIntegerUpToAThousandAgrees() {
    for value in -1000...1000 {
      let lexeme = String(value)
      if CanonicalJSON.isCanonicalInteger(lexeme) { #expect(CanonicalJSON.canonical(lexeme) == lexeme) }
      #expect(CanonicalJSON.isCanonicalInteger(lexeme) == (value == 0 || value % 10 != 0), "\(lexeme)")
    }
  }
}
