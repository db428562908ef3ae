/// The canonical form of a JSON value: the bytes two documents share when
/// the config reader reads the same thing from them, however they are laid
/// out (docs/config.md, "A config's identity").
///
/// No whitespace; members and elements in the order written (the reader
/// gives order a meaning: a profile's settings are checked in it, `expect`
/// reports its checks in it); strings by their decoded value, written with
/// `\"`, `\\` and `\u00XX` (lowercase hex) for the control characters and
/// every other character as its UTF-8 bytes, so `"\u0041"` and `"A"` are
/// one; numbers as written (the reader keeps a number's text: a check
/// prints its `expected` as the config wrote it, so `0.50` and `0.5` are
/// two configs, not one).
package enum CanonicalJSON {
  /// The canonical form of `node`.
  package static func bytes(of node: JSONNode) -> [UInt8] {
    var output: [UInt8] = []
    write(node, into: &output)
    return output
  }

  /// Writes the canonical form of `node` into `output` a piece at a time:
  /// the identity hashes it as it goes, without holding a copy of the config.
  static func write<Output: CanonicalOutput>(_ node: JSONNode, into output: inout Output) {
    switch node.value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let number): output.append(contentsOf: number.lexeme.utf8)
    case .string(let text): writeString(text.utf8, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(element, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        writeString(member.key.utf8, into: &output)
        output.append(UInt8(ascii: ":"))
        write(member.value, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static let hex = Array("0123456789abcdef".utf8)

  private static func writeString<Output: CanonicalOutput, Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, into output: inout Output
  ) {
    output.append(UInt8(ascii: "\""))
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        output.append(UInt8(ascii: "\\"))
        output.append(byte)
      case 0x00..<0x20:
        output.append(contentsOf: "\\u00".utf8)
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0x0F)])
      default:
        output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}

/// Where the canonical form goes: bytes kept (`[UInt8]`, for tests and
/// for reading it), or a hash fed byte by byte (`ConfigIdentity`).
protocol CanonicalOutput {
  mutating func append(_ byte: UInt8)
  mutating func append<Bytes: Sequence>(contentsOf bytes: Bytes) where Bytes.Element == UInt8
}

extension Array: CanonicalOutput where Element == UInt8 {}
