/// The config format (`ConfigSchema`) written for tools and for people:
/// `mediate schema` prints a JSON Schema (draft 2020-12) an editor can
/// validate and complete configs with; `mediate help config` prints every
/// key with its type, default and meaning.
package enum ConfigReference {
  /// Where the schema says it lives, for `$schema` in a config and `$id` here.
  package static let schemaID = "urn:mediate:schema:config:1"

  // MARK: JSON Schema

  /// The JSON Schema of a version-1 config, indented two spaces: one schema for every platform in `platforms`
  /// (the tables of the platforms a build links). Its common part leaves the names a platform spells its own way
  /// open (`PlatformVocabulary`), and takes any platform's type for a value each types its own way (`PlatformShape`);
  /// `platform` selects, through `if`/`then`, the platform's part, which holds them to its class-name form, its
  /// enumerations and its types, and forbids the keys of other platforms only (`ConfigKey.scope`) (`$defs`
  /// `ios.config`, `android.config` and the objects on the way), generated from the same tables the config reader
  /// reads them through.
  package static func jsonSchema(platforms: [PlatformNames]) -> String {
    let (root, definitions) = configSchema(platforms: platforms)
    var members = root
    members.insert(
      JSONValue.Member(key: "$schema", value: .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
    members.insert(JSONValue.Member(key: "$id", value: .string(schemaID)), at: 1)
    members.append(JSONValue.Member(key: "$defs", value: .object(definitions)))
    return pretty(.object(members), indent: "") + "\n"
  }

  /// Where the portfolio schema says it lives.
  package static let portfolioSchemaID = "urn:mediate:schema:portfolio:1"

  /// The JSON Schema of a version-1 portfolio (decide2.md §5; `mediate schema --portfolio`): its own schema, the
  /// portfolio's keys at the top level, a group's and its targeting's among `$defs`, and an inline group config
  /// held to the config schema, which is `$defs` `config` here (with every definition it refers to).
  package static func portfolioJSONSchema(platforms: [PlatformNames]) -> String {
    let (config, configDefinitions) = configSchema(platforms: platforms)
    var definitions = [JSONValue.Member(key: ConfigSchema.root.name, value: .object(config))]
    definitions += [ConfigSchema.portfolioGroup, ConfigSchema.targeting].map {
      JSONValue.Member(key: $0.name, value: schema(of: $0))
    }
    definitions += configDefinitions
    var root = schemaMembers(of: ConfigSchema.portfolio)
    root.insert(JSONValue.Member(key: "$schema", value: .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
    root.insert(JSONValue.Member(key: "$id", value: .string(portfolioSchemaID)), at: 1)
    root.append(JSONValue.Member(key: "$defs", value: .object(definitions)))
    return pretty(.object(root), indent: "") + "\n"
  }

  /// The config schema's top level (without `$schema`, `$id` and `$defs`) and its definitions.
  private static func configSchema(platforms: [PlatformNames]) -> (
    root: [JSONValue.Member], definitions: [JSONValue.Member]
  ) {
    var definitions: [JSONValue.Member] = []
    for object in ConfigSchema.objects.dropFirst() {
      definitions.append(JSONValue.Member(key: object.name, value: schema(of: object)))
    }
    var selections: [JSONValue] = []
    for names in platforms {
      let overlay = PlatformOverlay(names: names)
      for object in ConfigSchema.objects {
        guard let members = overlay.members(of: object) else { continue }
        definitions.append(JSONValue.Member(key: overlay.definition(object.name), value: .object(members)))
      }
      selections.append(overlay.selection(isDefault: names.platform == ConfigSchema.Root.platform.defaultValue))
    }
    var root = schemaMembers(of: ConfigSchema.root)
    if !selections.isEmpty { root.append(JSONValue.Member(key: "allOf", value: .array(selections))) }
    return (root, definitions)
  }

  /// One platform's part of the schema: for each object on the way to a name of a `PlatformVocabulary`, a value of
  /// a `PlatformShape` or a key of another platform's only (`ConfigKey.scope`), the properties that hold those
  /// names and values to the platform's and forbid those keys (added to the common part's, never replacing them).
  private struct PlatformOverlay {
    let names: PlatformNames

    /// The `$defs` key of an object's part for this platform.
    func definition(_ object: String) -> String { "\(names.platform.rawValue).\(object)" }

    /// `if` the config's `platform` is this one (or absent, for the default platform) `then` its part.
    func selection(isDefault: Bool) -> JSONValue {
      var condition: [JSONValue.Member] = [
        JSONValue.Member(
          key: "properties",
          value: .object([
            JSONValue.Member(
              key: ConfigSchema.Root.platform.name,
              value: .object([JSONValue.Member(key: "const", value: .string(names.platform.rawValue))]))
          ]))
      ]
      if !isDefault {
        condition.append(JSONValue.Member(key: "required", value: .array([.string(ConfigSchema.Root.platform.name)])))
      }
      return .object([
        JSONValue.Member(key: "if", value: .object(condition)),
        JSONValue.Member(
          key: "then",
          value: .object([
            JSONValue.Member(key: "$ref", value: .string("#/$defs/\(definition(ConfigSchema.root.name))"))
          ])),
      ])
    }

    /// The object's part, or nil when none of its keys leads to a platform's name or value or is another's only.
    func members(of object: ConfigObject) -> [JSONValue.Member]? {
      var visiting: Set<String> = []
      return members(of: object, visiting: &visiting)
    }

    private func members(of object: ConfigObject, visiting: inout Set<String>) -> [JSONValue.Member]? {
      visiting.insert(object.name)
      defer { visiting.remove(object.name) }
      var properties: [JSONValue.Member] = []
      for key in object.keys {
        guard key.isAllowed(on: names.platform) else {
          properties.append(JSONValue.Member(key: key.name, value: .bool(false)))
          continue
        }
        guard let schema = schema(of: key.type, visiting: &visiting) else { continue }
        properties.append(JSONValue.Member(key: key.name, value: schema))
      }
      guard !properties.isEmpty else { return nil }
      return [JSONValue.Member(key: "properties", value: .object(properties))]
    }

    /// What a value of `type` must be on this platform beyond the common part; nil when nothing.
    private func schema(of type: ConfigValueType, visiting: inout Set<String>) -> JSONValue? {
      func object(_ key: String, _ value: JSONValue) -> JSONValue {
        .object([JSONValue.Member(key: key, value: value)])
      }
      switch type {
      case .platformName(let vocabulary):
        return .object(constraint(vocabulary))
      case .platformShaped(let shape):
        return .object(ConfigReference.members(of: shape.type(on: names)))
      case .platformMap(let vocabulary, let value):
        var members = [JSONValue.Member(key: "propertyNames", value: .object(constraint(vocabulary)))]
        if let element = schema(of: value, visiting: &visiting) {
          members.append(JSONValue.Member(key: "additionalProperties", value: element))
        }
        return .object(members)
      case .object(let name):
        // An object already on the way (a recursive kind) refers to its own part, which the caller writes.
        guard !visiting.contains(name) else { return nil }
        guard let kind = ConfigSchema.object(named: name), members(of: kind, visiting: &visiting) != nil else {
          return nil
        }
        return object("$ref", .string("#/$defs/\(definition(name))"))
      case .array(let element, _, _, _):
        return schema(of: element, visiting: &visiting).map { object("items", $0) }
      case .map(let value), .choiceMap(_, let value):
        return schema(of: value, visiting: &visiting).map { object("additionalProperties", $0) }
      case .anyOf(let types):
        let branches = types.map { schema(of: $0, visiting: &visiting) }
        guard branches.contains(where: { $0 != nil }) else { return nil }
        // A branch without a platform's part is the common part's branch as it is, so that it still matches.
        return object(
          "anyOf",
          .array(zip(types, branches).map { type, branch in branch ?? .object(ConfigReference.members(of: type)) }))
      case .boolean, .integer, .unsignedInteger, .decimal, .number, .anyNumber, .string, .url, .choice, .null, .count,
        .versionNumber, .any:
        return nil
      }
    }

    /// A name of the vocabulary on this platform: one of its names, a class name of its form, or a message where
    /// the platform has message-only failures (nothing where it has none).
    private func constraint(_ vocabulary: PlatformVocabulary) -> [JSONValue.Member] {
      switch vocabulary {
      case .className: return [JSONValue.Member(key: "pattern", value: .string(names.classNames.pattern))]
      case .messageOnlyFailure:
        return names.hasMessageOnlyFailures ? [] : [JSONValue.Member(key: "not", value: .object([]))]
      case .event, .showCallback, .callback, .rule, .networkCall:
        return [JSONValue.Member(key: "enum", value: .array((vocabulary.names(on: names) ?? []).map(JSONValue.string)))]
      }
    }
  }

  private static func schema(of object: ConfigObject) -> JSONValue {
    .object(schemaMembers(of: object))
  }

  private static func schemaMembers(of object: ConfigObject) -> [JSONValue.Member] {
    var properties: [JSONValue.Member] = []
    for key in object.keys {
      var members = members(of: key.type)
      let defaultWords = key.defaultJSON == nil ? key.defaultText.map { " Default: \($0)." } ?? "" : ""
      members.insert(
        JSONValue.Member(key: "description", value: .string(sentence(key.summary) + defaultWords + scopeWords(key))),
        at: 0)
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

  fileprivate static func members(of type: ConfigValueType) -> [JSONValue.Member] {
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
    case .map(let value), .platformMap(_, let value):
      return [member("type", .string("object")), member("additionalProperties", .object(self.members(of: value)))]
    case .choiceMap(let keys, let value):
      return [
        member("type", .string("object")),
        member("propertyNames", .object([member("enum", .array(keys.map(JSONValue.string)))])),
        member("additionalProperties", .object(self.members(of: value))),
      ]
    case .platformShaped(let shape):
      // The common part: any platform's type; the platform's part says which.
      return [member("anyOf", .array(shape.types.map { .object(self.members(of: $0)) }))]
    case .platformName(let vocabulary):
      // The common part: a string (a class name a non-empty one); the platform's part says which.
      return [member("type", .string("string"))] + (vocabulary == .className ? [member("minLength", .number("1"))] : [])
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

  /// The platforms of a key of only some, as a sentence after its summary: ` Only on ios (Ad Manager's GADAdLoader).`
  private static func scopeWords(_ key: ConfigKey) -> String {
    guard let scope = key.scope else { return "" }
    return " Only on \(scope.platforms.map(\.rawValue).joined(separator: ", ")) (\(scope.why))."
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

  /// Every object and key: type, default, meaning, with the names a platform spells its own way given for each of
  /// `platforms`. Lines fit `width` columns.
  package static func text(width: Int = 100, platforms: [PlatformNames]) -> String {
    var lines =
      TerminalText.wrapped(
        "The config of mediate simulate, version 1: every key, its type, its default and what it means. "
          + "(mediate) marks what mediate adds to the shared spec. The same as a JSON Schema: mediate schema.",
        to: width) + [""]
    for object in ConfigSchema.objects {
      lines += TerminalText.wrapped("\(object.title): \(object.summary)", to: width)
      let rows = object.keys.map { key -> [String] in
        let type = describe(key.type, platforms: platforms)
        let defaultValue = key.required ? "required" : "default " + (key.defaultJSON ?? key.defaultText ?? "none")
        return ["  " + key.name, type, defaultValue, key.summary, scopeWords(key)]
      }
      let nameWidth = rows.map { TerminalText.width($0[0]) }.max() ?? 0
      for row in rows {
        let head = TerminalText.padded(row[0], to: nameWidth) + "  "
        let body = "\(row[1]); \(row[2]). \(sentence(row[3]))\(row[4])"
        let wrapped = TerminalText.wrapped(body, to: max(width - TerminalText.width(head), 30))
        lines.append(head + (wrapped.first ?? ""))
        let pad = String(repeating: " ", count: TerminalText.width(head))
        lines += wrapped.dropFirst().map { pad + $0 }
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// A type in words; a platform's names listed for each of `platforms`.
  static func describe(_ type: ConfigValueType, platforms: [PlatformNames]) -> String {
    func describe(_ type: ConfigValueType) -> String { Self.describe(type, platforms: platforms) }
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
    case .choiceMap(let keys, let value): return "object of \(describe(.choice(keys))) to \(describe(value))"
    case .platformMap(let vocabulary, let value):
      return "object of \(describe(.platformName(vocabulary))) to \(describe(value))"
    case .platformName(let vocabulary):
      return Self.describe(vocabulary, platforms: platforms)
    case .platformShaped(let shape):
      let kind: String =
        switch shape {
        case .nativePrice: "price"
        }
      let each = platforms.map { "\($0.platform.rawValue): \(describe(shape.type(on: $0)))" }
      return "\(kind) (\(each.joined(separator: "; ")))"
    case .anyOf(let types): return types.map(describe).joined(separator: " or ")
    case .null: return "null"
    case .count: return "count (integer from 0, or a comparison such as \">= 1\")"
    case .any: return "any JSON"
    }
  }

  /// A platform's names in words: for each platform, its list (or its class-name form, or whether it takes a
  /// message alone).
  private static func describe(_ vocabulary: PlatformVocabulary, platforms: [PlatformNames]) -> String {
    let kind: String =
      switch vocabulary {
      case .className: "class name"
      case .event: "event"
      case .showCallback, .callback: "network callback"
      case .rule: "contract rule"
      case .networkCall: "network call"
      case .messageOnlyFailure: "message string"
      }
    let each = platforms.compactMap { names -> String? in
      let platform = names.platform.rawValue
      switch vocabulary {
      case .className: return "\(platform): \(names.classNames.expectation)"
      case .messageOnlyFailure: return names.hasMessageOnlyFailures ? platform : nil
      case .event, .showCallback, .callback, .rule, .networkCall:
        let list = (vocabulary.names(on: names) ?? []).map(JSONStringLiteral.quoted).joined(separator: " | ")
        return "\(platform): \(list)"
      }
    }
    return "\(kind) (\(each.joined(separator: "; ")))"
  }
}

extension JSONValue {
  /// Parses a small JSON literal from the schema tables.
  init(parsing json: String) throws {
    let document = try JSONReader.document(Array(json.utf8))
    self.init(document.root)
  }
}
