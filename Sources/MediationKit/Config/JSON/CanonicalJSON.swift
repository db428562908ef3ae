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
  ///
  /// It walks the document's flat table of values rather than decoding
  /// them: a string without escapes is, quotes included, its own canonical
  /// form (the reader admits no raw control character, quote or backslash
  /// in one), and a number or literal is its text; only a string with an
  /// escape is decoded and written again.
  static func write<Output: CanonicalOutput>(_ node: JSONNode, into output: inout Output) {
    let document = node.document
    let entries = document.entries
    document.bytes.withUnsafeBufferPointer { bytes in
      // The containers open around the current value: the byte closing each, the entry after its
      // subtree, and whether a member or element has been written in it yet.
      var open: [(close: UInt8, end: Int, empty: Bool)] = []
      let last = document.entryAfter(node.index)
      var index = node.index
      while index < last {
        while let top = open.last, top.end == index {
          output.append(top.close)
          open.removeLast()
        }
        if !open.isEmpty {
          if !open[open.count - 1].empty { output.append(UInt8(ascii: ",")) }
          open[open.count - 1].empty = false
        }
        let entry = entries[index]
        // An object member's key; the root and array elements have none.
        if entry.keyStart != JSONDocument.Entry.noKey, index != node.index {
          writeString(at: Int(entry.keyStart), escaped: nil, in: document, bytes, into: &output)
          output.append(UInt8(ascii: ":"))
        }
        let start = Int(entry.start)
        switch bytes[start] {
        case UInt8(ascii: "{"):
          output.append(UInt8(ascii: "{"))
          open.append((UInt8(ascii: "}"), Int(entry.end), true))
        case UInt8(ascii: "["):
          output.append(UInt8(ascii: "["))
          open.append((UInt8(ascii: "]"), Int(entry.end), true))
        case UInt8(ascii: "\""):
          let escaped = entry.end & JSONDocument.Entry.escapedFlag != 0
          writeString(at: start, escaped: escaped, in: document, bytes, into: &output)
        default:
          // A number as written, or `true`, `false`, `null`.
          output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<Int(entry.end)]))
        }
        index += 1
      }
      for container in open.reversed() { output.append(container.close) }
    }
  }

  /// Writes the string whose opening quote is at `offset`: its bytes as they
  /// stand when it holds no escape (`escaped` false, or nil for a key, whose
  /// entry does not say), else its decoded value written again.
  private static func writeString<Output: CanonicalOutput>(
    at offset: Int, escaped: Bool?, in document: JSONDocument, _ bytes: UnsafeBufferPointer<UInt8>,
    into output: inout Output
  ) {
    if escaped != true {
      var end = offset + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
      if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset...end]))
        return
      }
    }
    writeString(document.string(at: offset).utf8, into: &output)
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
