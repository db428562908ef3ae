/// The JSON spelling of strings: quoting and escaping for output and messages.
///
/// Control characters are escaped; everything else, non-ASCII included, is
/// written as UTF-8 so output stays readable.
package enum JSONStringLiteral {
  /// Returns `text` as a JSON string literal, quotes included.
  package static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal, quotes included, to `bytes`.
  package static func append(_ text: String, to bytes: inout [UInt8]) {
    withUTF8(of: text) { utf8 in
      let length = literalLength(of: utf8)
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: length))
      bytes.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        writeLiteral(utf8, length: length, to: base + start)
      }
    }
  }

  /// Calls `body` with the UTF-8 bytes of `text`, in place when the string
  /// is stored contiguously (native and small strings are).
  @inline(__always)
  static func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }

  /// The number of bytes of `utf8` as a literal, its quotes included.
  @inline(__always)
  static func literalLength(of utf8: UnsafeBufferPointer<UInt8>) -> Int {
    var length = utf8.count &+ 2
    var index = firstEscape(in: utf8)
    while index < utf8.count {
      if needsEscape(utf8[index]) { length &+= escapedLength(utf8[index]) &- 1 }
      index &+= 1
    }
    return length
  }

  /// The index of the first byte of `utf8` that needs an escape, or its
  /// count: eight bytes at a time, as nearly every string has none.
  @inline(__always)
  private static func firstEscape(in utf8: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = utf8.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index &+ 8 <= utf8.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A byte below 0x20, or equal to a quote or a backslash (then zero after the xor), sets its high
      // bit in these; no byte sets one when none is (bit twiddling's "has less than" and "has zero").
      let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
      let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
      let found =
        ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
      if found & highBits != 0 { break }
      index &+= 8
    }
    while index < utf8.count, !needsEscape(base[index]) { index &+= 1 }
    return index
  }

  /// Writes `utf8` as a literal of `length` bytes (`literalLength(of:)`) at `output`.
  @inline(__always)
  static func writeLiteral(_ utf8: UnsafeBufferPointer<UInt8>, length: Int, to output: UnsafeMutablePointer<UInt8>) {
    output[0] = UInt8(ascii: "\"")
    output[length &- 1] = UInt8(ascii: "\"")
    guard let source = utf8.baseAddress else { return }
    // Most strings have nothing to escape: one copy.
    if length == utf8.count &+ 2 {
      (output + 1).update(from: source, count: utf8.count)
      return
    }
    var position = 1
    for byte in utf8 {
      if needsEscape(byte) {
        position &+= writeEscape(for: byte, to: output + position)
      } else {
        output[position] = byte
        position &+= 1
      }
    }
  }

  @inline(__always)
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// How many bytes the escape of `byte` takes: `\n` or `\u001f`.
  @inline(__always)
  private static func escapedLength(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), 0x08, 0x0C:
      2
    default:
      6
    }
  }

  /// Writes the escape of `byte` at `output`; returns its length.
  private static func writeEscape(for byte: UInt8, to output: UnsafeMutablePointer<UInt8>) -> Int {
    output[0] = UInt8(ascii: "\\")
    let short: UInt8
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): short = byte
    case UInt8(ascii: "\n"): short = UInt8(ascii: "n")
    case UInt8(ascii: "\r"): short = UInt8(ascii: "r")
    case UInt8(ascii: "\t"): short = UInt8(ascii: "t")
    case 0x08: short = UInt8(ascii: "b")
    case 0x0C: short = UInt8(ascii: "f")
    default:
      output[1] = UInt8(ascii: "u")
      output[2] = UInt8(ascii: "0")
      output[3] = UInt8(ascii: "0")
      output[4] = hexDigit(byte >> 4)
      output[5] = hexDigit(byte & 0x0F)
      return 6
    }
    output[1] = short
    return 2
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
