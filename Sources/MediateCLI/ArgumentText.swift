#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Command-line arguments and file names as Unix has them: bytes, usually
/// but not always UTF-8.
///
/// `decode` keeps every byte: valid UTF-8 becomes its characters, and each
/// byte of an invalid sequence becomes the private-use scalar U+10FF00 + byte,
/// so `path` gives back the very bytes to open a file whose name is not
/// UTF-8, and `shown` prints such a byte as `\xFF` instead of writing it raw
/// to a terminal. (Text that really holds U+10FF00…U+10FFFF, the last private
/// use characters of Unicode, is read as those bytes.)
enum ArgumentText {
  private static let byteBase: UInt32 = 0x10_FF00

  /// The argument or file name whose bytes are `bytes`.
  static func decode(_ bytes: some Collection<UInt8>) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var text = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var pending = Array(bytes)[...]
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.append(Unicode.UTF8.decode(encoded))
        pending = pending.dropFirst(encoded.count)
      case .error(let length):
        for byte in pending.prefix(length) { text.append(Unicode.Scalar(byteBase + UInt32(byte)) ?? "\u{FFFD}") }
        pending = pending.dropFirst(length)
      case .emptyInput:
        return String(text)
      }
    }
  }

  /// A C string's bytes, decoded.
  static func decode(cString: UnsafePointer<CChar>) -> String {
    decode(UnsafeRawBufferPointer(start: cString, count: strlen(cString)).bindMemory(to: UInt8.self))
  }

  /// The NUL-terminated bytes `text` was decoded from, for `open`, `stat` and the like.
  static func path(_ text: String) -> [CChar] {
    var bytes: [CChar] = []
    bytes.reserveCapacity(text.utf8.count + 1)
    for scalar in text.unicodeScalars {
      if scalar.value >= byteBase {
        bytes.append(CChar(bitPattern: UInt8(scalar.value - byteBase)))
      } else {
        Unicode.UTF8.encode(scalar) { bytes.append(CChar(bitPattern: $0)) }
      }
    }
    bytes.append(0)
    return bytes
  }

  /// Whether `text` was decoded from valid UTF-8 (has no byte kept as a scalar).
  static func isUTF8(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0.value >= byteBase }
  }

  /// `text` as a message shows it: an invalid byte as `\xFF`, a control
  /// character as `\u{1B}`, a backslash as `\\` (so neither is ambiguous), and
  /// the empty string as `""`, so that an argument can neither disappear from
  /// the message nor move the terminal's cursor.
  static func shown(_ text: String) -> String {
    if text.isEmpty { return "\"\"" }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        result += "\\\\"
      } else if scalar.value >= byteBase {
        result += "\\x" + hex(scalar.value - byteBase, digits: 2)
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        result += "\\u{" + hex(scalar.value, digits: 2) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
