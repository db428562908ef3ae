/// The JSON spelling of strings: quoting and escaping for output and messages.
package enum JSONStringLiteral {
  /// Returns `text` as a JSON string literal, quotes included.
  package static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal, quotes included, to `bytes`.
  ///
  /// Control characters are escaped; everything else, non-ASCII included, is
  /// written as UTF-8 so output stays readable.
  package static func append(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Copy runs that need no escaping in bulk.
      var runStart = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        appendEscape(for: byte, to: &bytes)
        runStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
    case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
    case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    default:
      bytes.append(contentsOf: Array("u00".utf8))
      bytes.append(hexDigit(byte >> 4))
      bytes.append(hexDigit(byte & 0x0F))
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
