/// One key of the config format with everything the schema says of it, as
/// typed values: its name, the kind of value it takes with that kind's bound
/// (`Integers(1...3_600_000)`), and what it is when the config leaves it out
/// (`Default`): a plain default (`Default == Kind.Value`), "not set"
/// (`Kind.Value?`), `Required`, or a default that depends on where the key
/// is (`SiteDefault`).
///
/// The decoder reads a key through its `TypedKey` (`value(_:in:)`), so the
/// bound it checks and the default it applies are the schema's; the key's
/// `row` is what `mediate schema` and `mediate help config` print, its
/// default written from the typed one. The model types take their defaults
/// from the same keys, so a config that leaves out a whole object gets them too.
package struct TypedKey<Kind: ValueKind, Default: Sendable>: Sendable {
  /// The key as the schema tables list it.
  package let row: ConfigKey
  /// The kind of value the key takes, with its bound.
  package let kind: Kind
  /// What the key is when the config leaves it out.
  package let defaultValue: Default
  /// Whether `null` means the same as leaving the key out.
  package let acceptsNull: Bool

  package var name: String { row.name }

  /// The key, given only on the platforms of `scope` (android.md, "Ad Manager native features are iOS only").
  func only(_ scope: PlatformScope) -> TypedKey {
    TypedKey(row: row.only(scope), kind: kind, defaultValue: defaultValue, acceptsNull: acceptsNull)
  }
}

/// The `Default` of a key the config must give.
package struct Required: Sendable {}

/// The `Default` of an object key the decoder reads into the value around
/// it (a profile's `completion`): its default is the object with every key
/// at its own default, `{}`.
package struct KeysAtDefaults: Sendable {}

/// The `Default` of a key whose default depends on where the key is (an
/// image's size per asset, an error's code per error): the schema says it
/// in words and the decoder's reader of that place gives it.
package struct SiteDefault: Sendable {}

extension TypedKey where Default == Kind.Value {
  /// A key with a plain default, which the schema writes as JSON (or, when
  /// `described` is given, in those words). With `acceptsNull`, `null`
  /// means the default too.
  init(
    _ name: String, _ kind: Kind, default value: Kind.Value, acceptsNull: Bool = false, described: String? = nil,
    _ summary: String
  ) {
    let type = acceptsNull ? ConfigValueType.nullable(kind.type) : kind.type
    let json = described == nil ? kind.json(value) : nil
    row = ConfigKey(name, type, default: json, defaultText: described, summary)
    self.kind = kind
    defaultValue = value
    self.acceptsNull = acceptsNull
  }
}

extension TypedKey where Default == Kind.Value? {
  /// A key the config may leave out, meaning "not set" (`absent` says what
  /// that means); unless `acceptsNull` is false, `null` means the same.
  init(
    optional name: String, _ kind: Kind, absent words: String = "none", acceptsNull: Bool = true, _ summary: String
  ) {
    row = ConfigKey(name, acceptsNull ? .nullable(kind.type) : kind.type, defaultText: words, summary)
    self.kind = kind
    defaultValue = nil
    self.acceptsNull = acceptsNull
  }
}

extension TypedKey where Default == Required {
  /// A key the config must give.
  init(required name: String, _ kind: Kind, _ summary: String) {
    row = ConfigKey(name, kind.type, required: true, summary)
    self.kind = kind
    defaultValue = Required()
    acceptsNull = false
  }
}

extension TypedKey where Default == KeysAtDefaults, Kind == Shaped<KeysAtDefaults> {
  /// An object key of the kind named, read into the value around it.
  init(_ name: String, object: String, _ summary: String) {
    kind = .object(object)
    row = ConfigKey(name, kind.type, default: kind.json(KeysAtDefaults()), summary)
    defaultValue = KeysAtDefaults()
    acceptsNull = false
  }
}

extension TypedKey where Default == SiteDefault {
  /// A key whose default depends on where it is, said in `words`.
  init(_ name: String, _ kind: Kind, defaultText words: String, _ summary: String) {
    row = ConfigKey(name, kind.type, defaultText: words, summary)
    self.kind = kind
    defaultValue = SiteDefault()
    acceptsNull = false
  }
}

/// The kind of value a key takes, with its bound: the JSON the schema says
/// the key accepts, and how one of its values is written as JSON.
package protocol ValueKind: Sendable {
  associatedtype Value: Sendable
  /// The JSON the kind accepts.
  var type: ConfigValueType { get }
  /// A value as JSON (a default, for the schema and the reference); nil
  /// when the kind has no plain spelling for it.
  func json(_ value: Value) -> String?
}

/// Integers in a range.
package struct Integers: ValueKind {
  package let range: ClosedRange<Int64>
  package init(_ range: ClosedRange<Int64>) { self.range = range }
  package var type: ConfigValueType { .integer(range) }
  package func json(_ value: Int64) -> String? { String(value) }
}

/// Integers from 0 to 2^64 − 1 (the seed).
package struct UnsignedIntegers: ValueKind {
  package init() {}
  package var type: ConfigValueType { .unsignedInteger }
  package func json(_ value: UInt64) -> String? { String(value) }
}

/// Numbers with at most six decimals in a range, kept exactly.
package struct Decimals: ValueKind {
  package let range: ClosedRange<DecimalNumber>
  package init(_ range: ClosedRange<DecimalNumber>) { self.range = range }
  package var type: ConfigValueType { .decimal(range) }
  package func json(_ value: DecimalNumber) -> String? { value.description }
}

/// Numbers in a range (a probability).
package struct Numbers: ValueKind {
  package let range: ClosedRange<Double>
  package init(_ range: ClosedRange<Double>) { self.range = range }
  package var type: ConfigValueType { .number(range) }
  package func json(_ value: Double) -> String? { ConfigExpectation.spell(value) }
}

/// `true` or `false`.
package struct Booleans: ValueKind {
  package init() {}
  package var type: ConfigValueType { .boolean }
  package func json(_ value: Bool) -> String? { value ? "true" : "false" }
}

/// Strings, or only non-empty ones.
package struct Strings: ValueKind {
  package let nonEmpty: Bool
  package init(nonEmpty: Bool = false) { self.nonEmpty = nonEmpty }
  package var type: ConfigValueType { .string(nonEmpty: nonEmpty) }
  package func json(_ value: String) -> String? { JSONStringLiteral.quoted(value) }
}

/// URLs with a scheme (`https://…`, `exampleapp://item/1`).
package struct URLs: ValueKind {
  package init() {}
  package var type: ConfigValueType { .url }
  package func json(_ value: String) -> String? { JSONStringLiteral.quoted(value) }
}

/// One of some cases of an enumeration, by raw value.
package struct Choices<Choice: RawRepresentable & Sendable>: ValueKind where Choice.RawValue == String {
  package let choices: [Choice]
  package init(_ choices: [Choice]) { self.choices = choices }
  package var type: ConfigValueType { .choice(choices.map(\.rawValue)) }
  package func json(_ value: Choice) -> String? { JSONStringLiteral.quoted(value.rawValue) }
}

extension Choices where Choice: CaseIterable {
  /// Every case.
  package init() { self.init(Array(Choice.allCases)) }
}

/// Arrays of values of one kind.
package struct Lists<Element: ValueKind>: ValueKind {
  package let element: Element
  package let minimum: Int
  package let maximum: Int?
  package let unique: Bool
  package init(of element: Element, minimum: Int = 0, maximum: Int? = nil, unique: Bool = false) {
    self.element = element
    self.minimum = minimum
    self.maximum = maximum
    self.unique = unique
  }
  package var type: ConfigValueType { .array(element.type, minimum: minimum, maximum: maximum, unique: unique) }
  package func json(_ value: [Element.Value]) -> String? {
    var elements: [String] = []
    for element in value {
      guard let json = self.element.json(element) else { return nil }
      elements.append(json)
    }
    return "[" + elements.joined(separator: ", ") + "]"
  }
}

/// Any other JSON the schema describes (an object, a map, a choice of
/// shapes), read by a reader of the decoder's own; `write` spells a default.
package struct Shaped<Value: Sendable>: ValueKind {
  package let type: ConfigValueType
  private let write: (@Sendable (Value) -> String?)?
  package init(_ type: ConfigValueType, json write: (@Sendable (Value) -> String?)? = nil) {
    self.type = type
    self.write = write
  }
  package func json(_ value: Value) -> String? { write?(value) }

  /// An object of the kind named, whose default is the object with every
  /// key at its own default: `{}`.
  package static func object(_ name: String) -> Shaped { Shaped(.object(name)) { _ in "{}" } }

  /// A map whose keys are free, each holding a value of `type`; no entries by default: `{}`.
  package static func map<Element>(_ type: ConfigValueType, keys: PlatformVocabulary? = nil) -> Shaped
  where Value == [Element] {
    Shaped(keys.map { .platformMap($0, type) } ?? .map(type)) { $0.isEmpty ? "{}" : nil }
  }
}
