/// JSON laid out for people: two spaces an indent, an object or array on
/// one line when it holds no container and fits in 100 characters.
enum PrettyJSON {
  static func text(_ value: JSONValue, indent: String = "") -> String {
    switch value {
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      // One line only when every member is a scalar or a short container: the test stops early, so a large
      // config is laid out in time linear in its size.
      if members.allSatisfy({ !isContainer($0.value) || length($0.value, within: 60) != nil }) {
        let inline =
          "{ "
          + members.map { JSONStringLiteral.quoted($0.key) + ": " + text($0.value, indent: indent) }.joined(
            separator: ", ") + " }"
        if !inline.contains("\n"), indent.count + inline.count <= 100 { return inline }
      }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + JSONStringLiteral.quoted($0.key) + ": " + text($0.value, indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let elements):
      guard !elements.isEmpty else { return "[]" }
      if elements.allSatisfy({ !isContainer($0) }) {
        let inline = "[" + elements.map { text($0, indent: indent) }.joined(separator: ", ") + "]"
        if !inline.contains("\n"), indent.count + inline.count <= 100 { return inline }
      }
      let inner = indent + "  "
      return "[\n" + elements.map { inner + text($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .null, .bool, .number, .string:
      return value.text
    }
  }

  private static func isContainer(_ value: JSONValue) -> Bool {
    switch value {
    case .object, .array: true
    case .null, .bool, .number, .string: false
    }
  }

  /// The length of `value.text` (compact JSON, in characters), if it is at most `limit`; nil as soon as it
  /// passes it, without writing the rest.
  private static func length(_ value: JSONValue, within limit: Int) -> Int? {
    guard limit >= 0 else { return nil }
    switch value {
    case .null, .bool, .number, .string:
      let count = value.text.count
      return count <= limit ? count : nil
    case .array(let elements):
      var total = 2
      for (index, element) in elements.enumerated() {
        total += index > 0 ? 1 : 0
        guard let count = length(element, within: limit - total) else { return nil }
        total += count
      }
      return total <= limit ? total : nil
    case .object(let members):
      var total = 2
      for (index, member) in members.enumerated() {
        total += (index > 0 ? 1 : 0) + JSONStringLiteral.quoted(member.key).count + 1
        guard let count = length(member.value, within: limit - total) else { return nil }
        total += count
      }
      return total <= limit ? total : nil
    }
  }
}
