import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// A config's identity: from its canonical form, so layout and the
/// spelling of strings do not change it, and what the reader reads does
/// (values, the order of members, the text of numbers).
struct ConfigIdentityTests {
  @Test func canonicalFormDropsLayoutAndSpellsStringsOneWay() throws {
    let document = try JSONReader.read(
      Array(#"{ "b": [1.50, 0.0, -0, 1E+2, "\u0041\n\"\\/é"], "a": {"y": null, "x": true}, "é": false }"#.utf8))
    #expect(
      String(decoding: CanonicalJSON.bytes(of: document), as: UTF8.self)
        == #"{"b":[1.50,0.0,-0,1E+2,"A\u000a\"\\/é"],"a":{"y":null,"x":true},"é":false}"#)
  }

  @Test func reformattingKeepsTheIdentityAndTheTrace() throws {
    let compact =
      #"{"adUnit":{"id":"/1/r","format":"rewarded","reward":{"type":"coins","amount":10}},"lineItems":[{"label":"A","className":"SampleCustomEvent","parameter":"p","ecpm":1.5,"network":{"load":{"fillRate":0.5}}}],"seed":3}"#
    let reformatted = """
      {
        "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 10}},
        "lineItems": [
          {"label": "A", "className": "Sample\\u0043ustomEvent", "parameter": "p", "ecpm": 1.5,
           "network": {"load": {"fillRate": 0.5}}}
        ],
        "seed": 3
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

  /// The reader gives member order and a number's text a meaning (settings are checked in order; a check
  /// prints its `expected` as written), so two configs that differ in them are two configs: their shards
  /// must not merge.
  @Test func memberOrderAndNumberSpellingAreNotLayout() throws {
    let base =
      #"{"adUnit":{"id":"/1/r","format":"rewarded","reward":{"type":"coins","amount":10}},"lineItems":[{"label":"A","className":"SampleCustomEvent","parameter":"p","ecpm":1.5}],"seed":3}"#
    let reordered =
      #"{"seed":3,"adUnit":{"id":"/1/r","format":"rewarded","reward":{"type":"coins","amount":10}},"lineItems":[{"label":"A","className":"SampleCustomEvent","parameter":"p","ecpm":1.5}]}"#
    let respelled = base.replacingOccurrences(of: "1.5", with: "1.50")
    let identities = try [base, reordered, respelled].map { try ConfigLoader.load(Array($0.utf8)).identity }
    #expect(Set(identities).count == 3)
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
