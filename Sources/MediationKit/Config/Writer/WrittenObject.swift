// Config/Writer/: configs written through the schema's typed keys: `WrittenObject` builds a config
// (each member named by its key, its value spelled by the key's kind) and `PrettyJSON` lays it out;
// `ConfigPatch` edits a user's config in place, by paths of typed keys, keeping every byte it does
// not change. `fit` writes through the first, `optimize --out` through the second.

/// A JSON object of a config being written: its members in order, each
/// named by a typed key of the schema (or, in a map, by the entry's own
/// name) and valued by that key's kind, so that the code that writes a
/// config never spells a key. Made from a base config's tree, it keeps every
/// member it is not told to change, unknown keys included.
struct WrittenObject: Equatable, Sendable {
  private(set) var members: [JSONValue.Member] = []
  /// Each member's index by its key, kept with `members`, so that setting a
  /// key costs the same in an object of 50,000 members (fit's profiles) as
  /// in one of five.
  private var positions: [String: Int] = [:]
  /// Where the object is, for errors.
  let path: ConfigPath

  /// An empty object at `path`.
  init(at path: ConfigPath = .root) {
    self.path = path
  }

  /// The object `value` is, to edit; nil when `value` is not an object.
  init?(_ value: JSONValue, at path: ConfigPath = .root) {
    guard case .object(let members) = value else { return nil }
    self.members = members
    positions = Self.positions(of: members)
    self.path = path
  }

  /// The object as a JSON value.
  var value: JSONValue { .object(members) }

  /// The object laid out for people, as `PrettyJSON` does.
  var text: String { PrettyJSON.text(value) }

  /// Whether the object has the key a schema row names.
  func contains(_ key: ConfigKey) -> Bool {
    positions[key.name] != nil
  }

  /// The names of the object's members in order: a map's entries.
  var names: [String] { members.map(\.key) }

  /// Sets `key` to `value`, spelled by the key's kind. A key the object has
  /// keeps its place; a new one goes before `before` when the object has
  /// that, else last.
  mutating func set<Kind: ValueKind, Default>(
    _ key: TypedKey<Kind, Default>, _ value: Kind.Value, before: ConfigKey? = nil
  ) throws(ConfigWriteError) {
    let place = path.appending(key)
    guard key.kind.type.isSpelledWhole, let text = key.kind.json(value) else {
      throw .noSpelling(path: place.description)
    }
    put(key.name, try Self.parse(text, at: place), before: before)
  }

  /// Sets `key`, a number, to `value` as its six decimals spell it.
  mutating func set<Default>(
    _ key: TypedKey<Numbers, Default>, exactly value: DecimalNumber, before: ConfigKey? = nil
  ) throws(ConfigWriteError) {
    let place = path.appending(key)
    guard let text = key.kind.json(exactly: value) else { throw .noSpelling(path: place.description) }
    put(key.name, try Self.parse(text, at: place), before: before)
  }

  /// Sets `key`, whose kind takes an object, to `object`.
  mutating func set<Kind: ValueKind, Default>(
    _ key: TypedKey<Kind, Default>, _ object: WrittenObject, before: ConfigKey? = nil
  ) throws(ConfigWriteError) {
    guard key.kind.type.acceptsObject else { throw .notAnObject(path: path.appending(key).description) }
    put(key.name, object.value, before: before)
  }

  /// Sets `key`, an array of objects, to `objects`.
  mutating func set<Element: ValueKind, Default>(
    _ key: TypedKey<Lists<Element>, Default>, _ objects: [WrittenObject], before: ConfigKey? = nil
  ) throws(ConfigWriteError) {
    guard key.kind.element.type.acceptsObject else { throw .notAnObject(path: path.appending(key).description) }
    put(key.name, .array(objects.map(\.value)), before: before)
  }

  /// Sets the map entry `name` (a name the config chooses, such as an adapter class) to `object`.
  mutating func setEntry(_ name: String, _ object: WrittenObject) {
    put(name, object.value, before: nil)
  }

  /// Sets the map entry `name` (a network callback of a profile's `events`) to the strings `values`.
  mutating func setEntry(_ name: String, strings values: [String]) {
    put(name, .array(values.map { .string($0) }), before: nil)
  }

  /// Sets the map entry `name` (a path of a world's `set`) to the number `value`.
  mutating func setEntry(_ name: String, number value: DecimalNumber) {
    put(name, .decimal(value), before: nil)
  }

  /// Sets `key`, whose kind takes any number (a world's `logLikelihood`), to `value`.
  mutating func set<Kind: ValueKind, Default>(
    _ key: TypedKey<Kind, Default>, number value: DecimalNumber, before: ConfigKey? = nil
  ) throws(ConfigWriteError) {
    guard case .anyNumber = key.kind.type else { throw .noSpelling(path: path.appending(key).description) }
    put(key.name, .decimal(value), before: before)
  }

  /// The object `key` holds, to edit; nil when the key is absent or holds no object.
  func object<Kind, Default>(_ key: TypedKey<Kind, Default>) -> WrittenObject? {
    positions[key.name].flatMap { WrittenObject(members[$0].value, at: path.appending(key)) }
  }

  /// The elements of the array `key` holds, each an object to edit or nil; nil when the key holds no array.
  func objects<Element, Default>(_ key: TypedKey<Lists<Element>, Default>) -> [WrittenObject?]? {
    guard let index = positions[key.name], case .array(let elements) = members[index].value else { return nil }
    let here = path.appending(key)
    return elements.enumerated().map { WrittenObject($1, at: here.appending(index: $0)) }
  }

  /// Adds `other`'s members after this object's own (a key both have takes `other`'s value in its place here).
  mutating func merge(_ other: WrittenObject) {
    for member in other.members { put(member.key, member.value, before: nil) }
  }

  /// Removes the keys the schema rows name, where the object has them.
  mutating func remove(_ keys: [ConfigKey]) {
    members.removeAll { member in keys.contains { $0.name == member.key } }
    positions = Self.positions(of: members)
  }

  /// Puts `value` under `name`: in place, or before `before`, or last.
  private mutating func put(_ name: String, _ value: JSONValue, before: ConfigKey?) {
    if let index = positions[name] {
      members[index].value = value
    } else if let before, let index = positions[before.name] {
      members.insert(JSONValue.Member(key: name, value: value), at: index)
      positions = Self.positions(of: members)
    } else {
      positions[name] = members.count
      members.append(JSONValue.Member(key: name, value: value))
    }
  }

  /// The JSON value of a kind's spelling (which is always JSON: a failure is the kind's bug).
  /// Each member's index by its key (the reader refuses duplicate keys; the first wins if there were).
  private static func positions(of members: [JSONValue.Member]) -> [String: Int] {
    Dictionary(members.enumerated().map { ($1.key, $0) }) { first, _ in first }
  }

  private static func parse(_ text: String, at path: ConfigPath) throws(ConfigWriteError) -> JSONValue {
    guard let node = try? JSONReader.read(Array(text.utf8)) else { throw .noSpelling(path: path.description) }
    return JSONValue(node)
  }
}

extension ConfigValueType {
  /// Whether a value of this type may be a JSON object.
  var acceptsObject: Bool {
    switch self {
    case .object, .map, .choiceMap, .platformMap, .any: true
    case .anyOf(let types): types.contains { $0.acceptsObject }
    case .boolean, .integer, .unsignedInteger, .decimal, .number, .anyNumber, .string, .url, .choice, .array, .null,
      .count, .versionNumber, .platformName, .platformShaped:
      false
    }
  }
}

extension ConfigValueType {
  /// Whether a kind of this type spells its values whole: not an object (or
  /// an array of objects), whose kinds spell only their default, `{}`; the
  /// writer writes those member by member instead.
  var isSpelledWhole: Bool {
    switch self {
    case .object: false
    case .array(let element, _, _, _): element.isSpelledWhole
    case .boolean, .integer, .unsignedInteger, .decimal, .number, .anyNumber, .string, .url, .choice, .map, .choiceMap,
      .anyOf, .null, .count, .versionNumber, .any, .platformName, .platformMap, .platformShaped:
      true
    }
  }
}

extension Numbers {
  /// `value` as JSON, exactly as its six decimals spell it (`0.00001`, where
  /// a `Double` would write `1e-05`); nil outside the kind's range.
  func json(exactly value: DecimalNumber) -> String? {
    let double = Double(value.micros) / 1e6
    return range.contains(double) ? value.description : nil
  }
}
