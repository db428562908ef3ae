/// A pattern of `compare --fields` (decide2.md §4): a path whose
/// components are keys (`.latencyMs`), line items' labels
/// (`["Unity $10"]`, a JSON string with JSON's escapes) or `*`, any one key
/// or label (`.lineItems[*].winShare`, `.latencyMs.*`); the leading dot is
/// optional. It selects a field when it matches the field's path or a
/// leading part of it, component by component: `latencyMs` selects every
/// field of `.latencyMs`, and `.lineItems[*].winShare` every win share but
/// not `winShareCI95`, whose key is another.
package struct FieldPattern: Equatable, Sendable {
  /// One step of a path.
  package enum Component: Hashable, Sendable {
    case key(String)
    case label(String)
    /// `*`: any one key or label.
    case any
  }

  /// The pattern as the command line gave it.
  package var text: String
  package var components: [Component]

  /// Why a pattern cannot be read.
  package enum ParseError: Error, Equatable, Sendable {
    case empty
    /// `[0]`: line items are named by label, not by index, since configs order them differently.
    case index
    /// Anything else that is no path: where it stops being one.
    case malformed(offset: Int)
  }

  /// Reads `text`: `.key`, `["label"]` and `*` (`.*` or `[*]`) steps, the first one's dot optional.
  package static func parse(_ text: String) throws(ParseError) -> FieldPattern {
    guard let components = components(of: text) else {
      if text.isEmpty { throw .empty }
      throw failure(in: text)
    }
    return FieldPattern(text: text, components: components)
  }

  /// Whether the pattern matches `path` or a leading part of it.
  package func matches(_ path: [Component]) -> Bool {
    matches(path, at: 0)
  }

  /// Whether the pattern matches `path`'s components from `start` on.
  func matches(_ path: [Component], at start: Int) -> Bool {
    guard path.count - start >= components.count else { return false }
    for (offset, component) in components.enumerated() {
      switch (component, path[start + offset]) {
      case (.any, _): continue
      case (.key(let pattern), .key(let key)) where pattern == key: continue
      case (.label(let pattern), .label(let label)) where pattern == label: continue
      default: return false
      }
    }
    return true
  }

  /// The pattern as the messages show it: with its leading dot.
  package var shown: String {
    text.hasPrefix(".") || text.hasPrefix("[") ? text : "." + text
  }

  /// `components` written as a path: `.key`, `["label"]` and `[*]`.
  static func path(_ components: some Collection<Component>) -> String {
    components.map { component in
      switch component {
      case .key(let key): "." + key
      case .label(let label): "[" + JSONStringLiteral.quoted(label) + "]"
      case .any: "[*]"
      }
    }.joined()
  }

  /// The components of `text`, or nil when it is no path. A field's own
  /// path (`.lineItems["Network B"].wins`) reads as keys and labels.
  static func components(of text: String) -> [Component]? {
    let bytes = Array(text.utf8)
    var components: [Component] = []
    var position = 0
    func isKeyByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"):
        true
      default: false
      }
    }
    while position < bytes.count {
      // A key step starts with a dot, but for the first step, whose dot is optional.
      let keyStep = bytes[position] == UInt8(ascii: ".") || (position == 0 && bytes[0] != UInt8(ascii: "["))
      if keyStep {
        if bytes[position] == UInt8(ascii: ".") { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
          components.append(.any)
          position += 1
          continue
        }
        let start = position
        while position < bytes.count, isKeyByte(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        components.append(.key(String(decoding: bytes[start..<position], as: UTF8.self)))
        continue
      }
      switch bytes[position] {
      case UInt8(ascii: "["):
        position += 1
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "*") {
          guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "]") else { return nil }
          components.append(.any)
          position += 2
          continue
        }
        guard bytes[position] == UInt8(ascii: "\""), let end = stringEnd(bytes, from: position),
          end < bytes.count, bytes[end] == UInt8(ascii: "]"),
          case .string(let label)? = try? JSONReader.read(Array(bytes[position..<end])).value
        else { return nil }
        components.append(.label(label))
        position = end + 1
      default:
        return nil
      }
    }
    return components.isEmpty ? nil : components
  }

  /// The offset just past the JSON string literal that starts at `start` (its opening quote), if it ends.
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var position = start + 1
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\\"): position += 2
      case UInt8(ascii: "\""): return position + 1
      default: position += 1
      }
    }
    return nil
  }

  /// What is wrong with `text`, which is no path: an index, or where the reading stopped.
  private static func failure(in text: String) -> ParseError {
    let bytes = Array(text.utf8)
    if let open = bytes.firstIndex(of: UInt8(ascii: "[")), open + 1 < bytes.count,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[open + 1])
    {
      return .index
    }
    // The longest leading part that reads is where the problem starts.
    var end = bytes.count
    while end > 0, components(of: String(decoding: bytes[..<end], as: UTF8.self)) == nil { end -= 1 }
    return .malformed(offset: end)
  }
}

/// The fields `--fields` selects (decide2.md §4): those any of its
/// patterns selects, in the record's order.
package struct FieldSelection: Equatable, Sendable {
  package var patterns: [FieldPattern]

  package init(_ patterns: [FieldPattern]) {
    self.patterns = patterns
  }

  /// Whether some pattern selects the field at `path` (a jq path as the records write it).
  package func selects(_ path: String) -> Bool {
    guard let components = FieldPattern.components(of: path) else { return false }
    return patterns.contains { $0.matches(components) }
  }

  /// A pattern that selects none of `paths`.
  package struct Unmatched: Error, Equatable, Sendable {
    /// The pattern, with its leading dot.
    package var pattern: String
    /// The nearest pattern that selects something, if one is near.
    package var suggestion: String?
  }

  /// The first pattern that selects none of `paths` (the fields of a
  /// comparison, in its order), with a did-you-mean; nil when each selects some.
  package func firstUnmatched(among paths: [String]) -> Unmatched? {
    let parsed = paths.compactMap(FieldPattern.components(of:))
    for pattern in patterns where !parsed.contains(where: { pattern.matches($0) }) {
      return Unmatched(pattern: pattern.shown, suggestion: Self.suggestion(for: pattern, among: parsed))
    }
    return nil
  }

  /// The pattern nearest `pattern` that selects some of `paths`: a leading
  /// part of one within two edits (line items' labels as `[*]` first, then
  /// as they are), or else the pattern put after the leading part it
  /// misses (`winShare`: `.lineItems[*].winShare`).
  private static func suggestion(for pattern: FieldPattern, among paths: [[FieldPattern.Component]]) -> String? {
    var general: [String] = []
    var exact: [String] = []
    var seen = Set<String>()
    for path in paths {
      let generalized = path.map { component -> FieldPattern.Component in
        if case .label = component { return .any }
        return component
      }
      for end in 1...path.count {
        for (parts, list) in [(generalized, 0), (path, 1)] {
          let text = FieldPattern.path(parts[..<end])
          guard seen.insert(text).inserted else { continue }
          if list == 0 { general.append(text) } else { exact.append(text) }
        }
      }
    }
    let written = FieldPattern.path(pattern.components)
    if let near = DidYouMean.suggestion(for: written, among: general + exact) { return near }
    for path in paths {
      for start in 1..<max(path.count, 1) where pattern.matches(path, at: start) {
        let lead = path[..<start].map { component -> FieldPattern.Component in
          if case .label = component { return .any }
          return component
        }
        return FieldPattern.path(lead) + written
      }
    }
    return nil
  }
}

extension ComparisonRecord {
  /// The record with only the fields `selection` selects, in its order.
  package func selecting(_ selection: FieldSelection) -> ComparisonRecord {
    var selected = self
    selected.fields = fields.filter { selection.selects($0.field) }
    return selected
  }
}
