/// A kind of value the decoder reads by itself, checking the kind's bound.
protocol DecodableKind: ValueKind {
  /// `node` as a value of this kind, or nil after reporting why it is not one.
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> Value?
}

extension Integers: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> Int64? {
    decoder.integer(node, at: path, in: range)
  }
}

extension UnsignedIntegers: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> UInt64? {
    decoder.unsignedInteger(node, at: path)
  }
}

extension Decimals: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> DecimalNumber? {
    decoder.decimal(node, at: path, in: range)
  }
}

extension Numbers: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> Double? {
    decoder.number(node, at: path, in: range)
  }
}

extension Booleans: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> Bool? {
    decoder.boolean(node, at: path)
  }
}

extension Strings: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> String? {
    decoder.string(node, at: path, nonEmpty: nonEmpty)
  }
}

/// A class name is read as a non-empty string; whether it has its platform's form is the line item's check
/// (`classIsOfPlatform`), which names the twin.
extension PlatformWords: DecodableKind where Value == String {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> String? {
    decoder.string(node, at: path, nonEmpty: true)
  }
}

/// A price is read in the form of the config's platform; as a number, the network keeps its decimal text, which the
/// adapter reads back.
extension NativePrices: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> String? {
    switch decoder.names.nativePrice {
    case .text: decoder.string(node, at: path, nonEmpty: false)
    case .number: decoder.decimal(node, at: path, in: ConfigSchema.prices.range)?.description
    }
  }
}

extension URLs: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> String? {
    decoder.url(node, at: path)
  }
}

extension Choices: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> Choice? {
    decoder.choice(node, at: path, among: choices)
  }
}

/// An array is read whole or not at all: every element is read (and each
/// problem reported), and the array only when all of them are usable.
extension Lists: DecodableKind where Element: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> [Element.Value]? {
    guard let elements = decoder.array(node, at: path) else { return nil }
    var values: [Element.Value] = []
    values.reserveCapacity(elements.count)
    for (index, node) in elements.enumerated() {
      if let value = element.read(node, at: path.appending(index: index), by: &decoder) { values.append(value) }
    }
    return values.count == elements.count ? values : nil
  }
}

extension ConfigDecoder {
  /// `node` as a value of `kind`, or nil after reporting why it is not one.
  mutating func read<Kind: DecodableKind>(_ node: JSONNode, at path: JSONPath, as kind: Kind) -> Kind.Value? {
    kind.read(node, at: path, by: &self)
  }

  /// The value of `key`, or the schema's default when the config leaves the
  /// key out (or sets it to null, where the schema allows that) or its value
  /// is unusable (the problem is then recorded, so the config as a whole is
  /// rejected).
  mutating func value<Kind: DecodableKind>(_ key: TypedKey<Kind, Kind.Value>, in fields: ObjectFields) -> Kind.Value {
    value(key, in: fields) { decoder, node, path in decoder.read(node, at: path, as: key.kind) }
  }

  /// Like `value(_:in:)`, read by `read` (for values that need more than the
  /// kind's bound: objects, or checks against the rest of the config).
  mutating func value<Kind: ValueKind>(
    _ key: TypedKey<Kind, Kind.Value>, in fields: ObjectFields,
    _ read: (inout ConfigDecoder, JSONNode, JSONPath) -> Kind.Value?
  ) -> Kind.Value {
    guard let member = fields[key.name] else { return key.defaultValue }
    if key.acceptsNull, member.value.isNull { return key.defaultValue }
    return read(&self, member.value, fields.path(key.name)) ?? key.defaultValue
  }

  /// The value of a key whose default depends on where it is: `defaultValue`.
  mutating func value<Kind: DecodableKind>(
    _ key: TypedKey<Kind, SiteDefault>, in fields: ObjectFields, default defaultValue: Kind.Value
  ) -> Kind.Value {
    siteValue(key, in: fields) ?? defaultValue
  }

  /// The value of a key whose default depends on where it is, or nil when
  /// the config leaves it out or the value is unusable: the caller then
  /// applies the default of the place.
  mutating func siteValue<Kind: DecodableKind>(
    _ key: TypedKey<Kind, SiteDefault>, in fields: ObjectFields
  ) -> Kind.Value? {
    siteValue(key, in: fields) { decoder, node, path in decoder.read(node, at: path, as: key.kind) }
  }

  /// Like `siteValue(_:in:)`, read by `read`.
  mutating func siteValue<Kind: ValueKind>(
    _ key: TypedKey<Kind, SiteDefault>, in fields: ObjectFields,
    _ read: (inout ConfigDecoder, JSONNode, JSONPath) -> Kind.Value?
  ) -> Kind.Value? {
    guard let member = fields[key.name] else { return nil }
    return read(&self, member.value, fields.path(key.name))
  }

  /// The value of a key the config may leave out, meaning "not set" (and
  /// set to null, where the schema allows that); nil then, or when the value
  /// is unusable (the problem is then recorded).
  mutating func optionalValue<Kind: DecodableKind>(
    _ key: TypedKey<Kind, Kind.Value?>, in fields: ObjectFields
  ) -> Kind.Value? {
    optionalValue(key, in: fields) { decoder, node, path in decoder.read(node, at: path, as: key.kind) }
  }

  /// Like `optionalValue(_:in:)`, read by `read`.
  mutating func optionalValue<Kind: ValueKind>(
    _ key: TypedKey<Kind, Kind.Value?>, in fields: ObjectFields,
    _ read: (inout ConfigDecoder, JSONNode, JSONPath) -> Kind.Value?
  ) -> Kind.Value? {
    guard let member = fields[key.name] else { return nil }
    if key.acceptsNull, member.value.isNull { return nil }
    return read(&self, member.value, fields.path(key.name))
  }

  /// The value of a key the config must give, or nil after reporting that
  /// it is missing or unusable.
  mutating func required<Kind: DecodableKind>(_ key: TypedKey<Kind, Required>, in fields: ObjectFields) -> Kind.Value? {
    required(key.name, in: fields).flatMap { read($0.value, at: fields.path(key.name), as: key.kind) }
  }
}
