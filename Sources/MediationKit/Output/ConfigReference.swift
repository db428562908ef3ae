/// The config format (`ConfigSchema`) written for tools and for people:
/// `mediate schema` prints a JSON Schema (draft 2020-12) an editor can
/// validate and complete configs with; `mediate help config` prints every
/// key with its type, default and meaning.
package enum ConfigReference {
  /// Where the schema says it lives, for `$schema` in a config and `$id` here.
  package static let schemaID = "urn:mediate:schema:config:1"

  // MARK: JSON Schema

  /// The JSON Schema of a version-1 config, indented two spaces.
  package static func jsonSchema() -> String {
    var definitions: [JSONValue.Member] = []
    for object in ConfigSchema.objects.dropFirst() {
      definitions.append(JSONValue.Member(key: object.name, value: schema(of: object)))
    }
    var root = schemaMembers(of: ConfigSchema.root)
    root.insert(JSONValue.Member(key: "$schema", value: .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
    root.insert(JSONValue.Member(key: "$id", value: .string(schemaID)), at: 1)
    root.append(JSONValue.Member(key: "$defs", value: .object(definitions)))
    return pretty(.object(root), indent: "") + "\n"
  }

  private static func schema(of object: ConfigObject) -> JSONValue {
    .object(schemaMembers(of: object))
  }

  private static func schemaMembers(of object: ConfigObject) -> [JSONValue.Member] {
    var properties: [JSONValue.Member] = []
    for key in object.keys {
      var members = members(of: key.type)
      let defaultWords = key.defaultJSON == nil ? key.defaultText.map { " Default: \($0)." } ?? "" : ""
      members.insert(JSONValue.Member(key: "description", value: .string(sentence(key.summary) + defaultWords)), at: 0)
      if let json = key.defaultJSON, let value = try? JSONValue(parsing: json) {
        members.append(JSONValue.Member(key: "default", value: value))
      }
      properties.append(JSONValue.Member(key: key.name, value: .object(members)))
    }
    var members: [JSONValue.Member] = [
      JSONValue.Member(key: "title", value: .string(object.title)),
      JSONValue.Member(key: "description", value: .string(object.summary)),
      JSONValue.Member(key: "type", value: .string("object")),
      JSONValue.Member(key: "properties", value: .object(properties)),
      JSONValue.Member(key: "additionalProperties", value: .bool(false)),
    ]
    let required = object.keys.filter(\.required).map { JSONValue.string($0.name) }
    if !required.isEmpty { members.insert(JSONValue.Member(key: "required", value: .array(required)), at: 4) }
    return members
  }

  private static func members(of type: ConfigValueType) -> [JSONValue.Member] {
    func member(_ key: String, _ value: JSONValue) -> JSONValue.Member { JSONValue.Member(key: key, value: value) }
    switch type {
    case .boolean:
      return [member("type", .string("boolean"))]
    case .integer(let range):
      return [
        member("type", .string("integer")), member("minimum", .number(String(range.lowerBound))),
        member("maximum", .number(String(range.upperBound))),
      ]
    case .unsignedInteger:
      return [
        member("type", .string("integer")), member("minimum", .number("0")),
        member("maximum", .number(String(UInt64.max))),
      ]
    case .decimal(let range):
      return [
        member("type", .string("number")), member("minimum", .number(range.lowerBound.description)),
        member("maximum", .number(range.upperBound.description)),
      ]
    case .number(let range):
      return [
        member("type", .string("number")), member("minimum", .number(ConfigExpectation.spell(range.lowerBound))),
        member("maximum", .number(ConfigExpectation.spell(range.upperBound))),
      ]
    case .anyNumber:
      return [member("type", .string("number"))]
    case .string(let nonEmpty):
      return [member("type", .string("string"))] + (nonEmpty ? [member("minLength", .number("1"))] : [])
    case .url:
      return [member("type", .string("string")), member("pattern", .string("^[A-Za-z][A-Za-z0-9+.-]*:.+"))]
    case .versionNumber:
      let part = "(0|[1-9][0-9]{0,9})"
      return [member("type", .string("string")), member("pattern", .string("^\(part)\\.\(part)\\.\(part)$"))]
    case .choice(let names):
      return [member("enum", .array(names.map(JSONValue.string)))]
    case .object(let name):
      return [member("$ref", .string("#/$defs/\(name)"))]
    case .array(let element, let minimum, let maximum, let unique):
      var members = [member("type", .string("array")), member("items", .object(self.members(of: element)))]
      if minimum > 0 { members.append(member("minItems", .number(String(minimum)))) }
      if let maximum { members.append(member("maxItems", .number(String(maximum)))) }
      if unique { members.append(member("uniqueItems", .bool(true))) }
      return members
    case .map(let value):
      return [member("type", .string("object")), member("additionalProperties", .object(self.members(of: value)))]
    case .anyOf(let types):
      return [member("anyOf", .array(types.map { .object(self.members(of: $0)) }))]
    case .null:
      return [member("type", .string("null"))]
    case .count:
      return [
        member(
          "anyOf",
          .array([
            .object([
              member("type", .string("integer")), member("minimum", .number("0")),
              member("maximum", .number(String(ConfigLimits.maximumSafeInteger))),
            ]),
            .object([
              member("type", .string("string")),
              member("pattern", .string("^\\s*(<|<=|>|>=|==|!=)\\s*-?[0-9]+(\\.[0-9]+)?\\s*$")),
            ]),
          ]))
      ]
    case .any:
      return []
    }
  }

  private static func sentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
  }

  /// JSON with one member or element per line, two spaces per level.
  private static func pretty(_ value: JSONValue, indent: String) -> String {
    let inner = indent + "  "
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let lexeme): return lexeme
    case .string(let text): return JSONStringLiteral.quoted(text)
    case .array(let elements):
      guard !elements.isEmpty else { return "[]" }
      if elements.allSatisfy({ if case .string = $0 { true } else { false } }) {
        return "[" + elements.map { pretty($0, indent: inner) }.joined(separator: ", ") + "]"
      }
      return "[\n" + elements.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      return "{\n"
        + members.map { inner + JSONStringLiteral.quoted($0.key) + ": " + pretty($0.value, indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  // MARK: the reference for people

  /// Every object and key: type, default, meaning. Lines fit `width` columns.
  package static func text(width: Int = 100) -> String {
    var lines =
      TerminalText.wrapped(
        "The config of mediate simulate, version 1: every key, its type, its default and what it means. "
          + "(mediate) marks what mediate adds to the shared spec. The same as a JSON Schema: mediate schema.",
        to: width) + [""]
    for object in ConfigSchema.objects {
      lines += TerminalText.wrapped("\(object.title): \(object.summary)", to: width)
      let rows = object.keys.map { key -> [String] in
        let type = describe(key.type)
        let defaultValue = key.required ? "required" : "default " + (key.defaultJSON ?? key.defaultText ?? "none")
        return ["  " + key.name, type, defaultValue, key.summary]
      }
      let nameWidth = rows.map { TerminalText.width($0[0]) }.max() ?? 0
      for row in rows {
        let head = TerminalText.padded(row[0], to: nameWidth) + "  "
        let body = "\(row[1]); \(row[2]). \(sentence(row[3]))"
        let wrapped = TerminalText.wrapped(body, to: max(width - TerminalText.width(head), 30))
        lines.append(head + (wrapped.first ?? ""))
        let pad = String(repeating: " ", count: TerminalText.width(head))
        lines += wrapped.dropFirst().map { pad + $0 }
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// A type in words.
  static func describe(_ type: ConfigValueType) -> String {
    switch type {
    case .boolean: return "boolean"
    case .integer(let range):
      return range.lowerBound == range.upperBound
        ? "\(range.lowerBound)" : "integer \(range.lowerBound) to \(range.upperBound)"
    case .unsignedInteger: return "integer 0 to \(UInt64.max)"
    case .decimal(let range): return "number \(range.lowerBound) to \(range.upperBound), at most 6 decimals"
    case .number(let range):
      return "number \(ConfigExpectation.spell(range.lowerBound)) to \(ConfigExpectation.spell(range.upperBound))"
    case .anyNumber: return "number"
    case .string(let nonEmpty): return nonEmpty ? "non-empty string" : "string"
    case .url: return "URL with a scheme"
    case .versionNumber: return "version string \"major.minor.patch\""
    case .choice(let names): return names.map(JSONStringLiteral.quoted).joined(separator: " | ")
    case .object(let name): return ConfigSchema.object(named: name).map { "object (\($0.title))" } ?? "object"
    case .array(let element, _, _, _): return "array of \(describe(element))"
    case .map(let value): return "object of \(describe(value))"
    case .anyOf(let types): return types.map(describe).joined(separator: " or ")
    case .null: return "null"
    case .count: return "count (integer from 0, or a comparison such as \">= 1\")"
    case .any: return "any JSON"
    }
  }
}

extension JSONValue {
  /// Parses a small JSON literal from the schema tables.
  init(parsing json: String) throws {
    let document = try JSONReader.document(Array(json.utf8))
    self.init(document.root)
  }
}
