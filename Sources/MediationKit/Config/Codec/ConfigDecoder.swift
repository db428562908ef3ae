// Config/Codec/: from a JSON tree to the model and its diagnostics, through the schema's typed keys
// (`ConfigLoader` is the entry point). The writer, which walks the same keys, is Config/Writer/.

/// Turns a JSON tree into a `WaterfallConfig`, collecting every problem it
/// finds instead of stopping at the first.
///
/// Each reader returns nil when the value is unusable and records why; the
/// caller then carries on with the rest of the file.
struct ConfigDecoder {
  /// The registries of the platforms the build plays; the config's `platform` picks `registry` among them.
  let registries: AdapterRegistries
  /// The registered classes of the config's platform (the first platform's until `platform` is read), and once
  /// `adapters` is read, the config's profiles.
  private(set) var registry: AdapterRegistry
  let locator: SourceLocator
  private(set) var issues = ConfigIssues()
  /// Problems that do not make the config invalid.
  private(set) var warnings = ConfigIssues()
  /// The custom native formats, once `customFormats` is read.
  var customFormats: [CustomNativeFormat] = [.seedExample]
  /// The auction, once `auction` is read: bidding line items are checked against its floor and timeout.
  var auction = ConfigSchema.Root.auction.defaultValue
  /// Whether the config gives `demand.valueCpm` (usable or not: a bad one
  /// is reported already), the value a `"demand"` valuation prices from.
  var valueCpmGiven = false
  /// The server settings each class's adapter reads, by class name, worked out once per class: a line
  /// item's settings are then checked in time linear in their number, however many its profile declares.
  var readSettings: [String: [String]] = [:]
  var readSettingSets: [String: Set<String>] = [:]
  /// Whether `uncertain` is read (false for a world's config, whose file is the base's with a `set` applied).
  var readsWorlds = true
  /// Where each world's `set` and its members are in the file, once `uncertain` is read.
  var worldSites: [ConfigWorlds.Sites] = []

  /// A decoder of a config written for one of the platforms of `registries` (none empty).
  init(registries: AdapterRegistries, locator: SourceLocator) {
    self.registries = registries
    guard let first = registries.all.first else { preconditionFailure("a build plays at least one platform") }
    registry = first
    self.locator = locator
  }

  /// The names of the other platforms the build plays: a name of theirs in
  /// this config is an error that gives its counterpart.
  var otherPlatformNames: [PlatformNames] {
    registries.all.map(\.platform).filter { $0.id != registry.platform.id }.map(\.names)
  }

  /// Reads the rest of the config with the registry of its platform.
  mutating func use(_ platformRegistry: AdapterRegistry) {
    registry = platformRegistry
  }

  /// Adds the config's profiles to the classes line items can name.
  mutating func register(_ profiles: [AdapterProfile]) {
    registry = registry.adding(profiles)
  }

  /// Records a problem. The problem and its path are only built when the
  /// problem is among those that will be printed, so a suggestion costs
  /// nothing past the first `ConfigLimits.maximumReportedErrors`.
  mutating func report(
    _ problem: @autoclosure () -> ConfigProblem, at offset: Int?, path: @autoclosure () -> JSONPath
  ) {
    issues.add(offset: offset, path: path, problem: problem)
  }

  mutating func warn(
    _ problem: @autoclosure () -> ConfigProblem, at offset: Int?, path: @autoclosure () -> JSONPath
  ) {
    warnings.add(offset: offset, path: path, problem: problem)
  }

  mutating func reportUnexpected(
    _ node: JSONNode, at path: JSONPath, expected: @autoclosure () -> ConfigExpectation,
    suggestion: @autoclosure () -> String? = nil
  ) {
    report(
      .unexpectedValue(expected: expected(), found: Self.describe(node), suggestion: suggestion()), at: node.offset,
      path: path)
  }

  // MARK: objects

  /// The members of `node`, an object of keys the caller reads itself
  /// (labels, class names, asset names); nil, and the problem reported,
  /// when `node` is not an object.
  mutating func objectMembers(of node: JSONNode, at path: JSONPath) -> [JSONMember]? {
    guard case .object(let members) = node.value else {
      reportUnexpected(node, at: path, expected: .object)
      return nil
    }
    return members
  }

  /// The members of an object whose keys are all in `known`; unknown keys
  /// are reported with a suggestion (as `unknown` says) and skipped.
  mutating func fields(
    of node: JSONNode, at path: JSONPath, known: [String],
    unknown: (_ suggestion: String?, _ known: [String]) -> ConfigProblem = ConfigProblem.unknownKey
  ) -> ObjectFields? {
    guard let members = objectMembers(of: node, at: path) else { return nil }
    // Nearly always every key is known: the members as they are, without a copy.
    if members.allSatisfy({ known.contains($0.key) }) {
      return ObjectFields(offset: node.offset, path: path, members: members)
    }
    var accepted: [JSONMember] = []
    accepted.reserveCapacity(members.count)
    for member in members {
      if known.contains(member.key) {
        accepted.append(member)
      } else {
        report(
          unknown(DidYouMean.suggestion(for: member.key, among: known), known),
          at: member.keyOffset, path: path.appending(key: member.key))
      }
    }
    return ObjectFields(offset: node.offset, path: path, members: accepted)
  }

  /// The value of a required key, or nil after reporting that it is missing.
  mutating func required(_ key: String, in fields: ObjectFields) -> JSONMember? {
    if let member = fields[key] { return member }
    report(.missingKey(key), at: fields.offset, path: fields.path)
    return nil
  }

  // MARK: scalars

  mutating func string(_ node: JSONNode, at path: JSONPath, nonEmpty: Bool = false) -> String? {
    guard case .string(let text) = node.value, !(nonEmpty && text.isEmpty) else {
      reportUnexpected(node, at: path, expected: nonEmpty ? .nonEmptyString : .string)
      return nil
    }
    return text
  }

  mutating func boolean(_ node: JSONNode, at path: JSONPath) -> Bool? {
    guard case .bool(let value) = node.value else {
      reportUnexpected(node, at: path, expected: .boolean)
      return nil
    }
    return value
  }

  mutating func integer(_ node: JSONNode, at path: JSONPath, in range: ClosedRange<Int64>) -> Int64? {
    guard case .number(let number) = node.value, let value = number.scaled(byPowerOfTen: 0), range.contains(value)
    else {
      reportUnexpected(node, at: path, expected: .integer(range))
      return nil
    }
    return value
  }

  mutating func unsignedInteger(_ node: JSONNode, at path: JSONPath) -> UInt64? {
    guard case .number(let number) = node.value, let value = number.unsignedValue else {
      reportUnexpected(node, at: path, expected: .unsignedInteger)
      return nil
    }
    return value
  }

  /// A number with at most six decimals, read exactly.
  mutating func decimal(_ node: JSONNode, at path: JSONPath, in range: ClosedRange<DecimalNumber>) -> DecimalNumber? {
    guard case .number(let number) = node.value, let micros = number.scaled(byPowerOfTen: 6),
      range.contains(DecimalNumber(micros: micros))
    else {
      reportUnexpected(node, at: path, expected: .decimal(range, decimals: 6))
      return nil
    }
    return DecimalNumber(micros: micros)
  }

  mutating func number(_ node: JSONNode, at path: JSONPath, in range: ClosedRange<Double>) -> Double? {
    guard case .number(let number) = node.value, let value = number.doubleValue, range.contains(value) else {
      reportUnexpected(node, at: path, expected: .number(range))
      return nil
    }
    return value
  }

  /// One of the cases of `Choice`, by raw value, with a suggestion for near misses.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ node: JSONNode, at path: JSONPath
  ) -> Choice? where Choice.RawValue == String {
    choice(node, at: path, among: Array(Choice.allCases))
  }

  /// One of `choices`, by raw value, with a suggestion for near misses.
  mutating func choice<Choice: RawRepresentable>(
    _ node: JSONNode, at path: JSONPath, among choices: [Choice]
  ) -> Choice? where Choice.RawValue == String {
    let names = choices.map(\.rawValue)
    guard case .string(let text) = node.value else {
      reportUnexpected(node, at: path, expected: .oneOf(names))
      return nil
    }
    guard let value = choices.first(where: { $0.rawValue == text }) else {
      reportUnexpected(
        node, at: path, expected: .oneOf(names), suggestion: DidYouMean.suggestion(for: text, among: names))
      return nil
    }
    return value
  }

  /// One of `names`, with a suggestion for near misses.
  mutating func choice(_ node: JSONNode, at path: JSONPath, among names: [String]) -> String? {
    guard case .string(let text) = node.value else {
      reportUnexpected(node, at: path, expected: .oneOf(names))
      return nil
    }
    guard names.contains(text) else {
      reportUnexpected(
        node, at: path, expected: .oneOf(names), suggestion: DidYouMean.suggestion(for: text, among: names))
      return nil
    }
    return text
  }

  mutating func array(_ node: JSONNode, at path: JSONPath) -> [JSONNode]? {
    guard case .array(let elements) = node.value else {
      reportUnexpected(node, at: path, expected: .array)
      return nil
    }
    return elements
  }

  /// A short description of a value for "found …": numbers as written,
  /// strings quoted (and shortened), containers by kind.
  static func describe(_ node: JSONNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let number): return elided(number.lexeme)
    case .string(let text):
      return JSONStringLiteral.quoted(elided(text))
    case .array(let elements): return elements.isEmpty ? "an empty array" : "an array"
    case .object: return "an object"
    }
  }

  /// The first 40 characters of `text` and an ellipsis, counting no further than that.
  private static func elided(_ text: String) -> String {
    let limit = 40
    let prefix = text.prefix(limit)
    return prefix.endIndex < text.endIndex ? String(prefix) + "…" : text
  }
}

extension ConfigDecoder {
  /// Reports `key` when the ad unit's format is known and is not `format`.
  /// Returns whether the key may be read.
  mutating func allowOnly<Kind, Default>(
    _ key: TypedKey<Kind, Default>, in fields: ObjectFields, for scope: FormatScope, actual: AdFormat?
  ) -> Bool {
    guard let member = fields[key.name] else { return false }
    if let actual, !scope.contains(actual) {
      report(.onlyForFormat(scope.formats, actual: actual), at: member.keyOffset, path: fields.path(key.name))
      return false
    }
    return true
  }
}
