// Config/Schema/: the config format as data: every object kind and its typed keys (type, bound,
// default, meaning), the formats a key applies to, and the limits; what the codec reads through and what
// `mediate schema` and `mediate help config` print.

/// The config format as data: every kind of object, its keys, each key's
/// type, default and meaning. The decoder takes the keys it accepts from
/// here, and reads each key through its `TypedKey` (its bound and default);
/// `mediate schema` writes the tables as a JSON Schema and `mediate help
/// config` as a reference, so the three cannot drift apart.
package struct ConfigObject: Sendable {
  /// A short name, the JSON Schema definition's.
  package let name: String
  /// Where the object sits in a config, as the docs name it (`lineItems[].network`).
  package let title: String
  package let summary: String
  package let keys: [ConfigKey]
  /// The key names, in order: what the decoder accepts (kept, as the decoder asks for every object it reads).
  package let keyNames: [String]

  init(name: String, title: String, summary: String, keys: [ConfigKey]) {
    self.name = name
    self.title = title
    self.summary = summary
    self.keys = keys
    keyNames = keys.map(\.name)
  }
}

/// One key of a config object, as the tables list it: the row of a
/// `TypedKey`, which says the same with typed values.
package struct ConfigKey: Sendable {
  package let name: String
  package let type: ConfigValueType
  package let required: Bool
  /// The default as JSON, when the key has a plain one.
  package let defaultJSON: String?
  /// The default in words (shown when `defaultJSON` is nil): "none", "every asset the ad has".
  package let defaultText: String?
  package let summary: String
  /// The platforms whose contract has the key, when not every platform's: on another platform's config the key is
  /// an error (`ConfigDecoder.allowOn(_:in:)`), and that platform's part of the schema forbids it.
  package private(set) var scope: PlatformScope?

  init(
    _ name: String, _ type: ConfigValueType, required: Bool = false, default defaultJSON: String? = nil,
    defaultText: String? = nil, _ summary: String
  ) {
    self.name = name
    self.type = type
    self.required = required
    self.defaultJSON = defaultJSON
    self.defaultText = defaultText
    self.summary = summary
  }

  /// The key, given only on the platforms of `scope`.
  func only(_ scope: PlatformScope) -> ConfigKey {
    var key = self
    key.scope = scope
    return key
  }

  /// Whether a config of `platform` may give the key.
  package func isAllowed(on platform: Platform) -> Bool { scope?.platforms.contains(platform) ?? true }
}

/// The JSON a key accepts.
package indirect enum ConfigValueType: Sendable {
  case boolean
  case integer(ClosedRange<Int64>)
  case unsignedInteger
  /// A number with at most six decimals.
  case decimal(ClosedRange<DecimalNumber>)
  case number(ClosedRange<Double>)
  /// Any JSON number (a world's value, held to its key's bounds elsewhere; a log-likelihood).
  case anyNumber
  case string(nonEmpty: Bool)
  /// A URL with a scheme.
  case url
  case choice([String])
  /// An object of the kind named (`ConfigSchema.object(named:)`).
  case object(String)
  case array(ConfigValueType, minimum: Int, maximum: Int?, unique: Bool)
  /// An object whose keys are free, each holding a value of this type.
  case map(ConfigValueType)
  /// An object whose keys are among `keys` (a profile's `byFormat`: the formats), each holding a value of this type.
  case choiceMap(keys: [String], ConfigValueType)
  case anyOf([ConfigValueType])
  case null
  /// An `expect` count: an integer from 0, or a comparison string such as `">= 1"`.
  case count
  /// A three-part version as the `setUp` record writes it, such as `"8.2.10000"`.
  case versionNumber
  /// Anything JSON (network extras, whose types profiles declare).
  case any
  /// A name each platform spells its own way (`PlatformVocabulary`): any string in the schema's common part, the
  /// config's platform's names under its `if`/`then` (`ConfigReference.jsonSchema(platforms:)`).
  case platformName(PlatformVocabulary)
  /// An object whose keys are names of a platform's vocabulary, each holding a value of this type.
  case platformMap(PlatformVocabulary, ConfigValueType)
  /// A value whose JSON type each platform chooses (`PlatformShape`): any platform's in the schema's common part,
  /// the config's platform's under its `if`/`then`.
  case platformShaped(PlatformShape)

  /// The type with `null` also accepted.
  static func nullable(_ type: ConfigValueType) -> ConfigValueType { .anyOf([type, .null]) }
}

/// The config format, version 1: one namespace of `TypedKey`s per kind of
/// object (`ConfigSchema.LineItem.timeoutMs`) and the object's table built
/// from their rows (`ConfigSchema.lineItem`), in the `ConfigSchema+…` files.
package enum ConfigSchema {
  /// Counts and amounts: what every JSON reader keeps exactly.
  static let amounts = Integers(0...ConfigLimits.maximumSafeInteger)
  /// Latencies, delays and offsets.
  static let times = Integers(0...ConfigLimits.maximumTimeMs)
  /// The codes of errors adapters and networks report: 32-bit signed integers.
  static let errorCodes = Integers(Int64(Int32.min)...Int64(Int32.max))
  /// An image's width or height.
  static let pixels = Integers(1...100_000)
  static let starRatings = Decimals(DecimalNumber(micros: 0)...ConfigLimits.maximumStarRating)
  /// The events an adapter reports, as the config's platform names them.
  static let eventNames = PlatformWords<AdEventName>(.event) { JSONStringLiteral.quoted($0.rawValue) }
  static let image = ConfigValueType.object("image")
  static let error = ConfigValueType.object("error")

  /// Every kind of object, the root first.
  package static let objects: [ConfigObject] = [
    root, adUnit, reward, adSize, request, nativeRequest, privacy, privacyStorage, lineItem, network, load, signals,
    latencyRange, valuation,
    present,
    networkReward, showStep, creative, imageObject, networkImage, bidding, demand, demandValue, patience, auction, app,
    tap, adManager, profile, extra, setUp,
    errorObject, completion, profilePresent, presentErrors, eventsEntry, byFormatEntry, collectSignals, profileNative,
    profileBanner, bannerSizing, bannerSizeMapEntry, nativeAssets,
    concurrentLoads, setting,
    profilePrivacy,
    privacySetting, privacyNetwork, passes, expect, networkErrorObject, errorPattern, signalToken, versionsCheck,
    uncertainObject,
    world,
  ]

  /// The object kind named `name`.
  package static func object(named name: String) -> ConfigObject? {
    objects.first { $0.name == name }
  }
}
