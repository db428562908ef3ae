extension JSONNode {
  /// The bytes the value takes in its document, from its first character
  /// to just past its last: a string with its quotes, a container with its
  /// brackets.
  ///
  /// A container's end is found from its last child's (only whitespace
  /// lies between them and the closing bracket), so the cost is the depth
  /// of the container's last descendants, not its size.
  package var byteRange: Range<Int> {
    let entries = document.entries
    let bytes = document.bytes
    let entry = entries[index]
    let start = Int(entry.start)
    switch kind {
    case .null, .bool, .number, .string:
      return start..<Int(entry.end & ~JSONDocument.Entry.escapedFlag)
    case .object, .array:
      var after = start + 1
      if let last = lastChild { after = last.byteRange.upperBound }
      // The document was validated: whitespace, then the closing bracket.
      while after < bytes.count, bytes[after] != UInt8(ascii: "}"), bytes[after] != UInt8(ascii: "]") { after += 1 }
      return start..<min(after + 1, bytes.count)
    }
  }

  /// The byte offset just past the closing quote of `member`'s key: the
  /// key is `member.keyOffset..<keyEnd`, and from there to the value lie
  /// only whitespace and the colon.
  package static func keyEnd(of member: JSONMember) -> Int {
    let bytes = member.value.document.bytes
    var position = member.value.offset
    while position > member.keyOffset, bytes[position - 1] != UInt8(ascii: "\"") { position -= 1 }
    return position
  }

  /// The container's last child, or nil when it has none (or is not a container).
  private var lastChild: JSONNode? {
    let end = Int(document.entries[index].end)
    var child = index + 1
    var last: Int?
    while child < end {
      last = child
      child = document.entryAfter(child)
    }
    return last.map { JSONNode(document: document, index: $0) }
  }
}
