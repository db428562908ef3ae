/// The config `mediate optimize` writes: the input's own bytes with only
/// the varied keys changed (decide.md), so the file keeps its key order,
/// its layout, its `expect` and everything else, and a diff shows the
/// changes alone. A key the input leaves to its default is added at the
/// end of its object, laid out as the object's last member.
struct ConfigRewrite {
  private let bytes: [UInt8]
  private let document: JSONDocument

  /// Nil when `bytes` is not the JSON it was read from (it always is).
  init?(bytes: [UInt8]) {
    guard let document = try? JSONReader.document(bytes) else { return nil }
    self.bytes = bytes
    self.document = document
  }

  /// A change of bytes: `range` replaced by `text`.
  private struct Edit {
    var range: Range<Int>
    var text: [UInt8]
  }

  /// The input with `candidate`'s values for everything `space` varies.
  func rewrite(_ candidate: Candidate, in space: SearchSpace) -> [UInt8] {
    let baseline = space.baseline
    guard candidate != baseline, case .object(let rootMembers) = document.root.value,
      let items = rootMembers.first(where: { $0.key == "lineItems" })?.value, case .array(let elements) = items.value,
      elements.count == space.base.lineItems.count
    else { return bytes }
    var edits: [Edit] = []
    // Each line item's own keys.
    var texts: [[UInt8]] = []
    for (index, element) in elements.enumerated() {
      var inner: [Edit] = []
      if candidate.floors[index] != baseline.floors[index] {
        let value = Array(DecimalNumber(micros: candidate.floors[index]).description.utf8)
        if space.base.lineItems[index].bidding != nil, let bidding = member("bidding", of: element) {
          inner.append(setting("floor", to: value, in: bidding))
        } else {
          inner.append(setting("ecpm", to: value, in: element))
        }
      }
      if candidate.timeouts[index] != baseline.timeouts[index] {
        inner.append(setting("timeoutMs", to: Array(String(candidate.timeouts[index]).utf8), in: element))
      }
      let range = self.range(of: element)
      texts.append(apply(inner, to: range))
    }
    // The array, its line items in the candidate's order, the separators between them kept.
    let ranges = elements.map(range(of:))
    let arrayRange = range(of: items)
    var array = Array(bytes[arrayRange.lowerBound..<(ranges.first?.lowerBound ?? arrayRange.upperBound - 1)])
    let layout = space.layout(of: candidate)
    for (position, index) in layout.enumerated() {
      if position > 0 { array += bytes[ranges[position - 1].upperBound..<ranges[position].lowerBound] }
      array += texts[index]
    }
    array += bytes[(ranges.last?.upperBound ?? arrayRange.upperBound - 1)..<arrayRange.upperBound]
    edits.append(Edit(range: arrayRange, text: array))
    if space.writesListedOrder(for: candidate) {
      edits.append(setting("waterfallOrder", to: Array("\"listed\"".utf8), in: document.root))
    }
    if candidate.auctionTimeoutMs != baseline.auctionTimeoutMs {
      let value = Array(String(candidate.auctionTimeoutMs).utf8)
      if let auction = member("auction", of: document.root) {
        // The auction's own key, spliced into the root's edit of the auction object.
        edits.append(Edit(range: range(of: auction), text: apply([setting("timeoutMs", to: value, in: auction)], to: range(of: auction))))
      } else {
        edits.append(setting("auction", to: Array("{\"timeoutMs\": ".utf8) + value + [UInt8(ascii: "}")], in: document.root))
      }
    }
    return apply(edits, to: 0..<bytes.count)
  }

  /// The bytes of `range` with `edits` (inside it, not overlapping) made.
  private func apply(_ edits: [Edit], to range: Range<Int>) -> [UInt8] {
    var result: [UInt8] = []
    var position = range.lowerBound
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      result += bytes[position..<edit.range.lowerBound]
      result += edit.text
      position = edit.range.upperBound
    }
    result += bytes[position..<range.upperBound]
    return result
  }

  private func member(_ key: String, of node: JSONNode) -> JSONNode? {
    guard case .object(let members) = node.value else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The edit that gives `object` the member `key` with the JSON text
  /// `value`: its value replaced, or a member added after the last one.
  private func setting(_ key: String, to value: [UInt8], in object: JSONNode) -> Edit {
    guard case .object(let members) = object.value else { return Edit(range: 0..<0, text: []) }
    if let existing = members.first(where: { $0.key == key }) {
      return Edit(range: range(of: existing.value), text: value)
    }
    let name = Array(JSONStringLiteral.quoted(key).utf8)
    guard let last = members.last else {
      // An empty object: the member alone inside its braces.
      return Edit(range: (object.offset + 1)..<(object.offset + 1), text: name + Array(": ".utf8) + value)
    }
    // Laid out as the last member: the space before its key, and around its colon.
    var lead: ArraySlice<UInt8> =
      members.count >= 2
      ? bytes[range(of: members[members.count - 2].value).upperBound..<last.keyOffset]
      : bytes[(object.offset + 1)..<last.keyOffset]
    if let comma = lead.firstIndex(of: UInt8(ascii: ",")) { lead = lead[(comma + 1)...] }
    var colon = last.value.offset
    while colon > last.keyOffset, bytes[colon - 1] != UInt8(ascii: "\"") { colon -= 1 }
    let between = bytes[colon..<last.value.offset]
    let end = range(of: last.value).upperBound
    return Edit(range: end..<end, text: [UInt8(ascii: ",")] + lead + name + between + value)
  }

  /// The bytes a value takes, from its first character to just past its last.
  private func range(of node: JSONNode) -> Range<Int> {
    let entry = document.entries[node.index]
    let start = Int(entry.start)
    switch bytes[start] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      // The document is valid JSON, so counting brackets outside strings finds the end.
      var depth = 0
      var position = start
      var inString = false
      while position < bytes.count {
        let byte = bytes[position]
        if inString {
          if byte == UInt8(ascii: "\\") {
            position += 1
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
        } else if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
          depth += 1
        } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
          depth -= 1
          if depth == 0 { return start..<(position + 1) }
        }
        position += 1
      }
      return start..<bytes.count
    default:
      return start..<Int(entry.end & ~JSONDocument.Entry.escapedFlag)
    }
  }
}
