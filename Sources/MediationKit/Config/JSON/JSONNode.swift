/// A parsed JSON document kept flat: the document's bytes and one 12-byte
/// entry per value, in document order, so that reading a large config
/// costs little more memory than its bytes.
///
/// Strings and numbers stay in the bytes until a reader asks for them;
/// containers know where their children start and where they end.
package final class JSONDocument: Sendable {
  /// One value: where it starts, the key naming it in its object, and
  /// either where its token ends (strings, numbers, literals) or the entry
  /// after its subtree (objects, arrays).
  struct Entry {
    /// Byte offset of the value's first character.
    var start: UInt32
    /// Byte offset of the opening quote of the member's key; `noKey` for
    /// array elements and the root.
    var keyStart: UInt32
    /// Scalars: the byte offset just past the token, with `escapedFlag`
    /// set for strings holding escapes. Containers: the index of the first
    /// entry after the container's subtree.
    var end: UInt32

    static let noKey = UInt32.max
    static let escapedFlag: UInt32 = 1 << 31
  }

  let bytes: [UInt8]
  let entries: [Entry]

  init(bytes: [UInt8], entries: [Entry]) {
    self.bytes = bytes
    self.entries = entries
  }

  /// The index of the entry after `index`'s subtree.
  func entryAfter(_ index: Int) -> Int {
    switch bytes[Int(entries[index].start)] {
    case UInt8(ascii: "{"), UInt8(ascii: "["): Int(entries[index].end)
    default: index + 1
    }
  }

  /// The document's root value.
  package var root: JSONNode { JSONNode(document: self, index: 0) }

  /// The string whose opening quote is at `offset`, escapes decoded.
  func string(at offset: Int) -> String {
    bytes.withUnsafeBufferPointer { input in
      // Most strings hold no escape: their bytes between the quotes are the string (the
      // document was validated, so they are well-formed UTF-8 without control characters).
      var end = offset + 1
      while end < input.count, input[end] != UInt8(ascii: "\""), input[end] != UInt8(ascii: "\\") { end += 1 }
      if end < input.count, input[end] == UInt8(ascii: "\"") {
        return String(decoding: UnsafeBufferPointer(rebasing: input[(offset + 1)..<end]), as: UTF8.self)
      }
      var parser = JSONParser(input: input)
      parser.position = offset
      // The document was validated when it was read, so this cannot fail.
      return (try? parser.parseString(building: true)) ?? ""
    }
  }
}

/// A JSON value of a document, with the byte offset where it starts.
///
/// Offsets, not line numbers, are kept so that reading stays fast; a
/// `SourceLocator` turns an offset into a line and column when a
/// diagnostic needs one. `value` decodes the value when it is asked for.
package struct JSONNode: Sendable {
  /// The value itself.
  package enum Value: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
  }

  let document: JSONDocument
  let index: Int

  /// Byte offset of the value's first character.
  package var offset: Int { Int(document.entries[index].start) }

  package var value: Value {
    let entry = document.entries[index]
    let start = Int(entry.start)
    switch document.bytes[start] {
    case UInt8(ascii: "{"):
      var members: [JSONMember] = []
      members.reserveCapacity(childCount)
      forEachChild { child in
        let keyStart = Int(document.entries[child].keyStart)
        members.append(
          JSONMember(
            key: document.string(at: keyStart), keyOffset: keyStart, value: JSONNode(document: document, index: child)))
      }
      return .object(members)
    case UInt8(ascii: "["):
      var elements: [JSONNode] = []
      elements.reserveCapacity(childCount)
      forEachChild { elements.append(JSONNode(document: document, index: $0)) }
      return .array(elements)
    case UInt8(ascii: "\""):
      return .string(document.string(at: start))
    case UInt8(ascii: "t"):
      return .bool(true)
    case UInt8(ascii: "f"):
      return .bool(false)
    case UInt8(ascii: "n"):
      return .null
    default:
      let end = Int(entry.end)
      let lexeme = document.bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
      }
      return .number(JSONNumber(lexeme: lexeme))
    }
  }

  /// What kind of value this is, read from its first byte, without decoding it.
  package var kind: Kind {
    switch document.bytes[offset] {
    case UInt8(ascii: "{"): .object
    case UInt8(ascii: "["): .array
    case UInt8(ascii: "\""): .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
    case UInt8(ascii: "n"): .null
    default: .number
    }
  }

  /// The cases of `Value`, without their payloads.
  package enum Kind: Sendable {
    case null, bool, number, string, array, object
  }

  /// How many children this container has.
  private var childCount: Int {
    var count = 0
    forEachChild { _ in count += 1 }
    return count
  }

  /// Calls `body` with the entry index of each child of this container.
  private func forEachChild(_ body: (Int) -> Void) {
    let entries = document.entries
    let end = Int(entries[index].end)
    var child = index + 1
    while child < end {
      body(child)
      child = document.entryAfter(child)
    }
  }
}

/// One `"key": value` pair of a JSON object, in document order.
package struct JSONMember: Sendable {
  package var key: String
  /// Byte offset of the key's opening quote.
  package var keyOffset: Int
  package var value: JSONNode
}

extension JSONNode {
  /// Whether the value is `null`.
  var isNull: Bool { kind == .null }
}
