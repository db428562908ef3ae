/// Edits of a user's config made in its own bytes, each addressed by a
/// path of typed keys: a key's value is replaced by the bytes its kind
/// spells, a key the object lacks is added at the end of the object laid
/// out like its last member, and an array's elements are put in a new order
/// (or some left out) with the separators between them kept. Every other
/// byte stays as it was: the key order, the whitespace, the other keys,
/// `expect`, keys the schema does not know.
struct ConfigPatch {
  /// The config as the user wrote it.
  let bytes: [UInt8]
  private let document: JSONDocument
  private var changes: [Change] = []
  /// The change that writes each path, so that writing it again replaces it.
  private var changeIndex: [ConfigPath: Int] = [:]
  /// The values added to each empty object (by the offset of its brace), in order: all but the first need a comma.
  private var addedToEmpty: [Int: [ConfigPath]] = [:]
  /// The members added to objects that lacked them: adding one again by another path would write its key twice.
  private var addedMembers: Set<ConfigPath> = []
  /// The elements of the arrays already walked, by their offset: a path through a long array costs one lookup.
  private var elementsCache: [Int: [JSONNode]] = [:]

  /// One change: the bytes of `range` replaced, or an array in `range` reordered.
  private struct Change {
    var range: Range<Int>
    var edit: Edit
    /// The value the change writes, for errors.
    var target: ConfigPath
    /// The order the change was asked for in: changes at one offset (two keys added to one object) keep it.
    var sequence: Int
  }

  /// What a change does to its range.
  private enum Edit {
    case text([UInt8])
    /// The array's elements (their ranges, in the document's order) written in `order`.
    case order(elements: [Range<Int>], order: [Int])
  }

  /// A patch of `bytes`, which must be JSON (a config that was read).
  init(bytes: [UInt8]) throws(JSONSyntaxError) {
    document = try JSONReader.document(bytes)
    self.bytes = bytes
  }

  /// Sets `key` of the object at `object` to `value`, spelled by the key's
  /// kind; objects on the way that the config lacks are added with it.
  mutating func set<Kind: ValueKind, Default>(
    _ key: TypedKey<Kind, Default>, in object: ConfigPath = .root, to value: Kind.Value
  ) throws(ConfigWriteError) {
    let target = object.appending(key)
    guard key.kind.type.isSpelledWhole, let text = key.kind.json(value) else {
      throw .noSpelling(path: target.description)
    }
    try write(Array(text.utf8), at: target)
  }

  /// Sets the value at `path` to `number` as written, adding the key (and
  /// objects on the way) when the config lacks it: a world's `set`, whose
  /// path was checked to name a numeric key of the schema.
  mutating func set(_ number: JSONNumber, at path: ConfigPath) throws(ConfigWriteError) {
    try write(Array(number.lexeme.utf8), at: path)
  }

  /// Replaces the value at `path` with `json`, JSON text taken whole (a group's config put inline in a
  /// portfolio), or adds it as a member of the object that lacks it.
  mutating func set(json: [UInt8], at path: ConfigPath) throws(ConfigWriteError) {
    try write(json, at: path)
  }

  /// Writes the array at `array` with its elements in `order` (indices of
  /// the elements as they are; one left out is dropped with its separator),
  /// each element keeping its own edits.
  mutating func reorder(_ array: ConfigPath, as order: [Int]) throws(ConfigWriteError) {
    guard case .found(let node) = try resolve(array), node.kind == .array else {
      throw .missing(path: array.description)
    }
    let elements = self.elements(of: node).map(\.byteRange)
    guard order.allSatisfy(elements.indices.contains), Set(order).count == order.count else {
      throw .badOrder(path: array.description)
    }
    record(Change(range: node.byteRange, edit: .order(elements: elements, order: order), target: array, sequence: 0))
  }

  /// Whether the config has a value at `path`.
  mutating func contains(_ path: ConfigPath) -> Bool {
    guard case .found? = try? resolve(path) else { return false }
    return true
  }

  /// The config with every edit made.
  func patched() throws(ConfigWriteError) -> [UInt8] {
    let sorted = changes.sorted { ($0.range.lowerBound, $0.sequence) < ($1.range.lowerBound, $1.sequence) }
    var next = 0
    return try render(0..<bytes.count, sorted, from: &next)
  }

  /// Where a path leads: to a value, or to the object that lacks its next key.
  private enum Resolution {
    case found(JSONNode)
    /// `object` lacks `missing.first`; the keys after it are for objects to add with it.
    case absent(object: JSONNode, members: [JSONMember], missing: ArraySlice<ConfigPath.Step>)
  }

  private mutating func resolve(_ path: ConfigPath) throws(ConfigWriteError) -> Resolution {
    var node = document.root
    for (position, step) in path.steps.enumerated() {
      switch step {
      case .key(let name):
        guard case .object(let members) = node.value else { throw .missing(path: path.description) }
        guard let member = members.first(where: { $0.key == name }) else {
          return .absent(object: node, members: members, missing: path.steps[position...])
        }
        node = member.value
      case .index(let index):
        guard node.kind == .array else { throw .missing(path: path.description) }
        let elements = self.elements(of: node)
        guard elements.indices.contains(index) else { throw .missing(path: path.description) }
        node = elements[index]
      }
    }
    return .found(node)
  }

  private mutating func elements(of array: JSONNode) -> [JSONNode] {
    if let cached = elementsCache[array.offset] { return cached }
    guard case .array(let elements) = array.value else { return [] }
    elementsCache[array.offset] = elements
    return elements
  }

  /// Writes `value` (JSON text) at `target`: over the value there, or as a new member of the object that lacks it.
  private mutating func write(_ value: [UInt8], at target: ConfigPath) throws(ConfigWriteError) {
    switch try resolve(target) {
    case .found(let node):
      record(Change(range: node.byteRange, edit: .text(value), target: target, sequence: 0))
    case .absent(let object, let members, let missing):
      // The objects the config lacks on the way, innermost first, around the value.
      var text = value
      var names: [String] = []
      for step in missing {
        guard case .key(let name) = step else { throw .missing(path: target.description) }
        names.append(name)
      }
      let member = target.prefix(target.steps.count - missing.count + 1)
      if addedMembers.contains(member), changeIndex[target] == nil { throw .overlapping(path: target.description) }
      addedMembers.insert(member)
      // Around their colons, the object's own spacing when it keeps to one line.
      let colon = members.last.map { Array(bytes[JSONNode.keyEnd(of: $0)..<$0.value.offset]) } ?? Array(": ".utf8)
      let inner = colon.contains(UInt8(ascii: "\n")) ? Array(": ".utf8) : colon
      for name in names.dropFirst().reversed() {
        text = [UInt8(ascii: "{")] + Array(JSONStringLiteral.quoted(name).utf8) + inner + text + [UInt8(ascii: "}")]
      }
      let (offset, added) = adding(names[0], text, to: object, members: members, for: target)
      record(Change(range: offset..<offset, edit: .text(added), target: target, sequence: 0))
    }
  }

  /// Where the member `name` with the JSON text `value` goes in `object`, and
  /// its bytes: after the last member, laid out as it is (the space before its
  /// key, and around its colon); alone inside the braces of an empty object.
  private mutating func adding(
    _ name: String, _ value: [UInt8], to object: JSONNode, members: [JSONMember], for target: ConfigPath
  ) -> (offset: Int, text: [UInt8]) {
    let quoted = Array(JSONStringLiteral.quoted(name).utf8)
    guard let last = members.last else {
      let offset = object.offset + 1
      var added = addedToEmpty[offset, default: []]
      if !added.contains(target) { added.append(target) }
      addedToEmpty[offset] = added
      return (offset, (added.first != target ? Array(", ".utf8) : []) + quoted + Array(": ".utf8) + value)
    }
    var lead: ArraySlice<UInt8> =
      members.count >= 2
      ? bytes[members[members.count - 2].value.byteRange.upperBound..<last.keyOffset]
      : bytes[(object.offset + 1)..<last.keyOffset]
    if let comma = lead.firstIndex(of: UInt8(ascii: ",")) { lead = lead[(comma + 1)...] }
    let between = bytes[JSONNode.keyEnd(of: last)..<last.value.offset]
    let end = last.value.byteRange.upperBound
    return (end, [UInt8(ascii: ",")] + lead + quoted + between + value)
  }

  /// Adds `change`, or puts it in place of the change that writes the same path.
  private mutating func record(_ change: Change) {
    if let index = changeIndex[change.target] {
      changes[index].edit = change.edit
      changes[index].range = change.range
      return
    }
    var change = change
    change.sequence = changes.count
    changeIndex[change.target] = changes.count
    changes.append(change)
  }

  /// The bytes of `range` with the changes inside it made, taken from `sorted` starting at `next`.
  private func render(
    _ range: Range<Int>, _ sorted: [Change], from next: inout Int
  ) throws(ConfigWriteError) -> [UInt8] {
    var result: [UInt8] = []
    var position = range.lowerBound
    while next < sorted.count, sorted[next].range.lowerBound < range.upperBound {
      let change = sorted[next]
      next += 1
      result += bytes[position..<change.range.lowerBound]
      switch change.edit {
      case .text(let text):
        result += text
      case .order(let elements, let order):
        var texts: [[UInt8]] = []
        texts.reserveCapacity(elements.count)
        for element in elements { texts.append(try render(element, sorted, from: &next)) }
        let open = elements.first?.lowerBound ?? (change.range.upperBound - 1)
        let close = elements.last?.upperBound ?? (change.range.upperBound - 1)
        result += bytes[change.range.lowerBound..<open]
        for (place, index) in order.enumerated() {
          // The separator that stood before this place, so the layout between elements is kept.
          if place > 0 { result += bytes[elements[place - 1].upperBound..<elements[place].lowerBound] }
          result += texts[index]
        }
        result += bytes[close..<change.range.upperBound]
      }
      // Nothing else may be inside what was just written.
      if next < sorted.count, sorted[next].range.lowerBound < change.range.upperBound {
        throw .overlapping(path: sorted[next].target.description)
      }
      position = change.range.upperBound
    }
    result += bytes[position..<range.upperBound]
    return result
  }
}
