import Foundation
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

  /// The canonical form as its definition says, written from the decoded
  /// values (`JSONNode.value`), independently of `CanonicalJSON`'s walk of
  /// the flat table.
  private static func reference(_ node: JSONNode) -> String {
    func quoted(_ text: String) -> String {
      var result: [UInt8] = [UInt8(ascii: "\"")]
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), byte]
        case 0x00..<0x20: result += Array(("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8)
        default: result.append(byte)
        }
      }
      return String(decoding: result + [UInt8(ascii: "\"")], as: UTF8.self)
    }
    switch node.value {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let number): return number.lexeme
    case .string(let text): return quoted(text)
    case .array(let elements): return "[" + elements.map(reference).joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { quoted($0.key) + ":" + reference($0.value) }.joined(separator: ",") + "}"
    }
  }

  /// Every config the repository ships (scenarios, commands, examples, bad input that parses), and
  /// strings full of escapes, nested containers and members whose values are empty containers: the
  /// walk writes what the definition does.
  @Test func theWalkWritesWhatTheDefinitionSays() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var texts = [
      #"{"a\u0041\n":"x\"y\\z\u00e9\t","e":{},"f":[],"g":[{},[],[[{"h":[]}]]],"i":"","j\"":-0.0e+1}"#,
      #"["plain", "\u001f\u007f", {"k": {"l": {"m": [1, [2, [3]]]}}}, true, false, null]"#,
      #""just a string \/ with a solidus""#, "12.50", "[]", "{}",
    ].map { Array($0.utf8) }
    for folder in ["Fixtures", "examples"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "json", let data = FileManager.default.contents(atPath: url.path) {
          texts.append(Array(data))
        }
      }
    }
    #expect(texts.count > 500)
    var compared = 0
    for text in texts {
      guard let document = try? JSONReader.read(text) else { continue }
      #expect(String(decoding: CanonicalJSON.bytes(of: document), as: UTF8.self) == Self.reference(document))
      compared += 1
    }
    #expect(compared > 500)
  }
}
