import Foundation
import MediationAndroid
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The key tables of `ConfigSchema` are the decoder's: it accepts exactly
/// their keys (it takes its lists from them), and it reads every one of
/// them: a wrong value under any key is reported at that key, a number just
/// outside a key's range is refused with that range and one just inside is
/// accepted, `null` is accepted exactly where the table says, and a key
/// left out reads as its default (`ConfigDefaultsTests`).
struct ConfigSchemaTests {
  /// Where each kind of object sits in a valid config, as a JSON object
  /// whose `"@"` member marks the spot, and the object placed there.
  static let sites: [String: (config: String, object: String)] = [
    "config": (
      #"@"#,
      #"{"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}, "lineItems": [{"label": "A", "className": "SampleCustomEvent"}]}"#
    ),
    "adUnit": (rewarded(adUnit: "@"), #"{"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}"#),
    "reward": (rewarded(adUnit: #"{"id": "/1/r", "format": "rewarded", "reward": @}"#), #"{"type": "c", "amount": 1}"#),
    "adSize": (banner(adUnit: #"{"id": "/1/b", "format": "banner", "size": @}"#), #"{"width": 300, "height": 250}"#),
    "profileBanner": (banner(extra: #", "adapters": {"P": {"formats": ["banner"], "banner": @}}"#), "{}"),
    "bannerSizing": (
      banner(extra: #", "adapters": {"P": {"formats": ["banner"], "banner": {"sizing": @}}}"#), "{}"
    ),
    "bannerSizeMapEntry": (
      banner(
        extra: #", "adapters": {"P": {"formats": ["banner"], "banner": {"sizing": {"policy": "map", "map": [@]}}}}"#),
      #"{"from": "other", "to": "standard"}"#
    ),
    "request": (rewarded(extra: #", "request": @"#), "{}"),
    "nativeRequest": (native(extra: #", "request": {"native": @}"#), "{}"),
    "lineItem": (rewarded(lineItem: "@"), #"{"label": "A", "className": "SampleCustomEvent"}"#),
    "network": (rewarded(lineItem: #"{"label": "A", "className": "SampleCustomEvent", "network": @}"#), "{}"),
    "load": (rewarded(network: #"{"load": @}"#), "{}"),
    "latencyRange": (rewarded(network: #"{"load": {"latencyMs": @}}"#), #"{"min": 0, "max": 1}"#),
    "present": (rewarded(network: #"{"present": @}"#), #"{"outcome": "fail"}"#),
    "networkReward": (rewarded(network: #"{"reward": @}"#), #"{"amount": 1}"#),
    "showStep": (rewarded(network: #"{"show": [@]}"#), #"{"atMs": 0, "callback": "didPresent"}"#),
    "creative": (native(network: #"{"ad": @}"#), "{}"),
    "image": (
      native(lineItem: #"{"label": "M", "adManager": {"type": "appInstall", "icon": @}}"#),
      #"{"url": "https://e.x/i.png"}"#
    ),
    "networkImage": (native(network: #"{"ad": {"image": @}}"#), #"{"url": "https://e.x/i.png"}"#),
    "app": (native(extra: #", "app": @"#), "{}"),
    "tap": (native(extra: #", "app": {"clicks": [@]}"#), #"{"atMs": 0, "asset": "headline"}"#),
    "adManager": (native(lineItem: #"{"label": "M", "adManager": @}"#), #"{"type": "appInstall"}"#),
    "profile": (rewarded(extra: #", "adapters": {"P": @}"#), #"{"formats": ["rewarded", "native"]}"#),
    "extra": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "extras": {"k": @}}}"#), #"{"type": "boolean"}"#
    ),
    "setUp": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "setUp": @}}"#), "{}"),
    "error": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "completion": {"error": @}}}"#), "{}"),
    "completion": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "completion": @}}"#), "{}"),
    "profilePresent": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "present": @}}"#), "{}"),
    "presentErrors": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "present": {"errors": @}}}"#), "{}"
    ),
    "eventsEntry": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "events": {"didPresent": @}}}"#),
      #"{"forward": ["reportImpression"]}"#
    ),
    "collectSignals": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "bidding": true, "collectSignals": @}}"#), "{}"
    ),
    "byFormatEntry": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "byFormat": {"rewarded": @}}}"#), "{}"
    ),
    "profileNative": (native(extra: #", "adapters": {"P": {"formats": ["native"], "native": @}}"#), "{}"),
    "nativeAssets": (native(extra: #", "adapters": {"P": {"formats": ["native"], "native": {"assets": @}}}"#), "{}"),
    "concurrentLoads": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "concurrentLoads": @}}"#),
      #"{"policy": "refused"}"#
    ),
    "expect": (rewarded(extra: #", "expect": @"#), "{}"),
    "networkError": (
      rewarded(
        lineItem: #"{"label": "A", "className": "P", "network": {"load": {"outcome": "error", "error": @}}}"#,
        extra: #", "adapters": {"P": {"formats": ["rewarded"]}}"#),
      #"{"domain": "com.example.network", "code": 1}"#
    ),
    "errorPattern": (rewarded(extra: #", "expect": {"errors": {"A": @}}"#), #"{"code": 101}"#),
    "versionsCheck": (
      rewarded(extra: #", "expect": {"versions": {"SampleCustomEvent": @}}"#), #"{"adSDKVersion": "1.2.1"}"#
    ),
    "privacy": (rewarded(extra: #", "request": {"privacy": @}"#), "{}"),
    "privacyStorage": (rewarded(extra: #", "request": {"privacy": {"storage": @}}"#), "{}"),
    "privacyNetwork": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "privacy": {"childDirected": {"network": @}}}}"#),
      #"{"takes": "api"}"#
    ),
    "setting": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "settings": {"appKey": @}}}"#), "{}"),
    "profilePrivacy": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "privacy": @}}"#), "{}"),
    "privacySetting": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "privacy": {"childDirected": @}}}"#), "{}"
    ),
    "passes": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "privacy": {"childDirected": {"passes": @}}}}"#),
      #"{"key": "coppa"}"#
    ),
    "demand": (rewarded(extra: #", "demand": @"#), "{}"),
    "demandValue": (rewarded(extra: #", "demand": {"valueCpm": @}"#), #"{"median": 1}"#),
    "patience": (rewarded(extra: #", "demand": {"patienceMs": @}"#), #"{"median": 1}"#),
    "auction": (rewarded(extra: #", "auction": @"#), "{}"),
    "uncertain": (
      rewarded(extra: #", "uncertain": @"#),
      #"{"about": [".auction.floor"], "worlds": [{"label": "w", "set": {".auction.floor": 1}}]}"#
    ),
    "world": (
      rewarded(extra: #", "uncertain": {"about": [".auction.floor"], "worlds": [@]}"#),
      #"{"label": "w", "set": {".auction.floor": 1}}"#
    ),
    "valuation": (valuationSite, "{}"),
    "bidding": (
      rewarded(
        lineItem:
          #"{"label": "B", "className": "P", "bidding": @, "network": {"load": {"valuation": {"distribution": "logNormal", "median": 1}}}}"#,
        extra: #", "adapters": {"P": {"formats": ["rewarded"], "bidding": true}}"#),
      "{}"
    ),
    "signals": (
      rewarded(
        lineItem: #"{"label": "B", "className": "P", "bidding": {"bid": 1}, "network": {"signals": @}}"#,
        extra: #", "adapters": {"P": {"formats": ["rewarded"], "bidding": true}}"#),
      "{}"
    ),
    "signalToken": (
      rewarded(
        lineItem: #"{"label": "B", "className": "P", "bidding": {"bid": 1}}"#,
        extra: #", "adapters": {"P": {"formats": ["rewarded"], "bidding": true}}, "expect": {"signals": {"B": @}}"#),
      #"{"token": "t"}"#
    ),
  ]

  /// A valuation in a config with the request's value, which the default distribution needs.
  static let valuationSite = rewarded(
    network: #"{"load": {"valuation": @}}"#, extra: #", "demand": {"valueCpm": {"median": 1}}"#)

  /// More sites, where keys of one format, one callback or one ad type apply.
  static let otherSites: [String: [(config: String, object: String)]] = [
    "setting": [
      (
        rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "settings": {"appKey": @}}}"#),
        #"{"required": true}"#
      )
    ],
    "privacySetting": [
      (
        rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "privacy": {"childDirected": @}}}"#),
        #"{"load": "fail"}"#
      )
    ],
    "request": [(native(extra: #", "request": @"#), "{}")],
    "adUnit": [(banner(adUnit: "@"), #"{"id": "/1/b", "format": "banner"}"#)],
    "network": [
      (native(network: "@"), "{}"), (banner(network: "@"), "{}"),
      // A bidder's network, where `signals` applies.
      (
        rewarded(
          lineItem: #"{"label": "B", "className": "P", "bidding": {"bid": 1}, "network": @}"#,
          extra: #", "adapters": {"P": {"formats": ["rewarded"], "bidding": true}}"#),
        "{}"
      ),
    ],
    "tap": [(banner(extra: #", "app": {"clicks": [@]}"#), #"{"atMs": 0}"#)],
    "profile": [
      (banner(extra: #", "adapters": {"P": @}"#), #"{"formats": ["banner"]}"#),
      // A bidding profile, where `collectSignals` applies.
      (rewarded(extra: #", "adapters": {"P": @}"#), #"{"formats": ["rewarded"], "bidding": true}"#),
    ],
    "load": [
      (rewarded(network: #"{"load": @}"#), #"{"outcome": "noFill"}"#),
      (rewarded(network: #"{"load": @}"#), #"{"outcome": "error"}"#),
    ],
    "app": [
      (rewarded(extra: #", "app": @"#), "{}"), (banner(extra: #", "app": @"#), "{}"),
      // Android's own keys (`gcAfterReleaseMs`).
      (
        rewarded(
          lineItem: #"{"label": "A", "className": "com.google.ads.mediation.sample.adapter.SampleAdapter"}"#,
          extra: #", "platform": "android", "app": @"#), "{}"
      ),
    ],
    "valuation": [
      (valuationSite, #"{"distribution": "beta", "alpha": 1, "beta": 1, "maxCpm": 1}"#),
      (valuationSite, #"{"distribution": "logNormal", "median": 1}"#),
    ],
    "showStep": [
      (rewarded(network: #"{"show": [@]}"#), #"{"atMs": 0, "callback": "userDidEarnReward"}"#),
      (native(network: #"{"handlesUserClicks": true, "show": [@]}"#), #"{"atMs": 0, "callback": "click"}"#),
    ],
    "adManager": [
      (native(lineItem: #"{"label": "M", "adManager": @}"#), #"{"type": "content"}"#),
      (native(lineItem: #"{"label": "M", "adManager": @}"#), #"{"type": "customFormat", "formatId": "10063170"}"#),
    ],
  ]

  /// Every site of the object kind named `object`.
  static func allSites(of object: String) throws -> [(config: String, object: String)] {
    try [#require(sites[object])] + (otherSites[object] ?? [])
  }

  /// The config of `site` with its object's `key` left out, or set to `value` (JSON).
  static func config(_ site: (config: String, object: String), key: String, value: String? = nil) throws -> String {
    var object = try #require(JSONSerialization.jsonObject(with: Data(site.object.utf8)) as? [String: Any])
    object[key] = nil
    var body = String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    if let value {
      let member = "\(JSONStringLiteral.quoted(key)): \(value)"
      body = body == "{}" ? "{\(member)}" : "{\(member), " + body.dropFirst()
    }
    return site.config.replacingOccurrences(of: "@", with: body)
  }

  static func rewarded(
    adUnit: String = #"{"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}"#,
    lineItem: String? = nil, network: String = "{}", extra: String = ""
  ) -> String {
    let item = lineItem ?? #"{"label": "A", "className": "SampleCustomEvent", "network": \#(network)}"#
    return #"{"adUnit": \#(adUnit), "lineItems": [\#(item)]\#(extra)}"#
  }

  static func banner(
    adUnit: String = #"{"id": "/1/b", "format": "banner"}"#, network: String = "{}", extra: String = ""
  ) -> String {
    #"{"adUnit": \#(adUnit), "lineItems": [{"label": "A", "className": "SampleCustomEvent", "network": \#(network)}]\#(extra)}"#
  }

  static func native(lineItem: String? = nil, network: String = "{}", extra: String = "") -> String {
    let item = lineItem ?? #"{"label": "A", "className": "SampleCustomEvent", "network": \#(network)}"#
    return #"{"adUnit": {"id": "/1/n", "format": "native"}, "lineItems": [\#(item)]\#(extra)}"#
  }

  @Test func everyKindOfObjectHasASite() {
    #expect(Set(Self.sites.keys) == Set(ConfigSchema.objects.map(\.name)))
  }

  @Test(arguments: ConfigSchema.objects.map(\.name))
  func theDecoderAcceptsEachSiteAsItIs(object: String) throws {
    let site = try #require(Self.sites[object])
    let json = site.config.replacingOccurrences(of: "@", with: site.object)
    #expect(throws: Never.self, "\(json)") { try ConfigLoader.load(Array(json.utf8)) }
  }

  /// Each key of the table, set to a value no key accepts, is an error at
  /// that key: the decoder reads it. A key it does not know is an error too.
  @Test(arguments: ConfigSchema.objects.map(\.name))
  func theDecoderReadsEveryKeyOfTheTable(object: String) throws {
    let schema = try #require(ConfigSchema.object(named: object))
    let site = try #require(Self.sites[object])
    for key in schema.keys {
      if case .map(.any) = key.type { continue }
      if case .any = key.type { continue }
      let placed = Self.object(site.object, setting: key.name, to: #"[[["wrong"]]]"#)
      let json = site.config.replacingOccurrences(of: "@", with: placed)
      let paths = Self.problemPaths(json)
      #expect(paths.contains { $0.contains(key.name) }, "\(object).\(key.name) is not read: \(paths)")
    }
    let unknown = site.config.replacingOccurrences(of: "@", with: Self.object(site.object, setting: "notAKey", to: "1"))
    #expect(Self.problemPaths(unknown).contains { $0.hasSuffix("notAKey") }, "\(object) accepts an unknown key")
  }

  /// Each numeric key of the table (and each numeric element of an array
  /// key) accepts the numbers at both ends of the range the table gives, and
  /// refuses the numbers just outside it, saying that range: the decoder's
  /// bounds are the table's (the reference, the JSON Schema and the docs
  /// print the table's).
  @Test(arguments: ConfigSchema.objects.map(\.name))
  func theDecoderBoundsEveryNumberAsTheTableSays(object: String) throws {
    let schema = try #require(ConfigSchema.object(named: object))
    let sites = try Self.allSites(of: object)
    for key in schema.keys {
      guard let (bound, inArray) = Self.numericBound(key.type) else { continue }
      let suffix = inArray ? key.name + "[0]" : key.name
      func problems(_ number: String) -> [[ConfigProblem]] {
        sites.map { site in
          let json = site.config.replacingOccurrences(
            of: "@", with: Self.object(site.object, setting: key.name, to: inArray ? "[\(number)]" : number))
          return Self.problems(json).filter { Self.path($0.path, endsAt: suffix) }.map(\.problem)
        }
      }
      for inside in bound.inside {
        let refused = problems(inside).joined().filter {
          if case .unexpectedValue = $0 { true } else { false }
        }
        #expect(refused.isEmpty, "\(object).\(key.name) = \(inside): \(refused)")
      }
      for outside in bound.outside {
        let found = problems(outside)
        let expectations = found.joined().compactMap { problem -> ConfigExpectation? in
          guard case .unexpectedValue(let expected, _, _) = problem else { return nil }
          return expected
        }
        let version = key.name == "version" && found.joined().contains(.unsupportedVersion(found: outside))
        #expect(
          version || (!expectations.isEmpty && expectations.allSatisfy { $0 == bound.expectation }),
          "\(object).\(key.name) = \(outside): \(found)")
      }
    }
  }

  /// A numeric bound of a table: the numbers at its ends, the numbers just
  /// outside it, and what the decoder says a value must be.
  struct NumericBound {
    var inside: [String]
    var outside: [String]
    var expectation: ConfigExpectation
  }

  /// The numeric bound of a key's values, and whether they are an array's elements.
  static func numericBound(_ type: ConfigValueType) -> (NumericBound, inArray: Bool)? {
    switch type {
    case .integer(let range):
      let bound = NumericBound(
        inside: ["\(range.lowerBound)", "\(range.upperBound)"],
        outside: ["\(range.lowerBound - 1)", "\(range.upperBound + 1)"], expectation: .integer(range))
      return (bound, false)
    case .unsignedInteger:
      let bound = NumericBound(
        inside: ["0", "\(UInt64.max)"], outside: ["-1", "18446744073709551616"], expectation: .unsignedInteger)
      return (bound, false)
    case .decimal(let range):
      let micro = DecimalNumber(micros: 1)
      let below = DecimalNumber(micros: range.lowerBound.micros - micro.micros)
      let above = DecimalNumber(micros: range.upperBound.micros + micro.micros)
      // Seven decimals, inside the range: more than a decimal key keeps.
      let sevenDecimals = "\(DecimalNumber(micros: range.lowerBound.micros + 1))1"
      let bound = NumericBound(
        inside: ["\(range.lowerBound)", "\(range.upperBound)"], outside: ["\(below)", "\(above)", sevenDecimals],
        expectation: .decimal(range, decimals: 6))
      return (bound, false)
    case .number(let range):
      let bound = NumericBound(
        inside: [ConfigExpectation.spell(range.lowerBound), ConfigExpectation.spell(range.upperBound)],
        outside: ["\(range.lowerBound - 0.000001)", "\(range.upperBound + 0.000001)"], expectation: .number(range))
      return (bound, false)
    case .anyOf(let types): return types.lazy.compactMap(numericBound).first
    case .array(let element, _, _, _): return numericBound(element).map { ($0.0, true) }
    default: return nil
    }
  }

  /// Each key accepts `null` exactly when the table says so, and then reads
  /// it as if the key were left out (but `expect`'s `lineItem` and `reward`,
  /// where `null` is a check: nothing filled, no reward).
  @Test(arguments: ConfigSchema.objects.map(\.name))
  func theDecoderAcceptsNullWhereTheTableDoes(object: String) throws {
    let schema = try #require(ConfigSchema.object(named: object))
    for key in schema.keys {
      let nullable =
        if case .anyOf(let types) = key.type { types.contains { if case .null = $0 { true } else { false } } } else {
          false
        }
      var accepted = false
      for site in try Self.allSites(of: object) {
        let withNull = try Self.config(site, key: key.name, value: "null")
        let atKey = Self.problems(withNull).filter { Self.path($0.path, endsAt: key.name) }
        if !nullable {
          #expect(!atKey.isEmpty, "\(object).\(key.name) accepts null: \(withNull)")
          continue
        }
        guard atKey.isEmpty, let read = Self.decoded(withNull) else { continue }
        accepted = true
        if object != "expect" {
          let left = try Self.decoded(Self.config(site, key: key.name))
          #expect(read == left, "\(object).\(key.name): null reads otherwise than leaving the key out")
        }
      }
      #expect(!nullable || accepted, "\(object).\(key.name) is nullable in the table, but null is refused")
    }
  }

  /// Whether `path` ends at the member `key` (`.a.key`, `.["$key"]`), or at `key[0]`.
  static func path(_ path: JSONPath, endsAt key: String) -> Bool {
    let text = path.description
    let element = key.hasSuffix("[0]") ? "[0]" : ""
    let name = String(key.dropLast(element.count))
    return text.hasSuffix("." + name + element) || text.hasSuffix("[" + JSONStringLiteral.quoted(name) + "]" + element)
  }

  /// The config `json` reads as, known by a zero identity (its identity hashes the document, which says
  /// a default or leaves it out); nil when it is invalid.
  static func decoded(_ json: String) -> WaterfallConfig? {
    guard let config = try? ConfigLoader.load(Array(json.utf8)) else { return nil }
    return WaterfallConfig(
      seed: config.seed, adUnit: config.adUnit, request: config.request, lineItems: config.lineItems,
      waterfallOrder: config.waterfallOrder, app: config.app, profiles: config.profiles,
      customFormats: config.customFormats, demand: config.demand, auction: config.auction,
      expectations: config.expectations, ruleSeverities: config.ruleSeverities,
      identity: ConfigIdentity(high: 0, low: 0))
  }

  static func problems(_ json: String) -> [ConfigDiagnostic] {
    do {
      _ = try ConfigLoader.load(Array(json.utf8))
      return []
    } catch {
      if case .invalid(let diagnostics, _) = error { return diagnostics }
      return []
    }
  }

  static func object(_ json: String, setting key: String, to value: String) -> String {
    let body = json.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
    let member = "\(JSONStringLiteral.quoted(key)): \(value)"
    return body.isEmpty
      ? "{\(member)}" : "{\(member), \(body.replacingOccurrences(of: "\"\(key)\":", with: "\"_\(key)\":"))}"
  }

  private static func problemPaths(_ json: String) -> [String] {
    do {
      _ = try ConfigLoader.load(Array(json.utf8))
      return []
    } catch {
      if case .invalid(let diagnostics, _) = error { return diagnostics.map { $0.path.description } }
      return ["not invalid: \(error)"]
    }
  }

  @Test func theJSONSchemaDescribesEveryObjectAndKey() throws {
    let schema = ConfigReference.jsonSchema(platforms: Self.platforms)
    let document = try JSONSerialization.jsonObject(with: Data(schema.utf8)) as? [String: Any]
    let definitions = try #require(document?["$defs"] as? [String: Any])
    #expect(document?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    for object in ConfigSchema.objects {
      let definition = object.name == "config" ? document : definitions[object.name] as? [String: Any]
      let properties = try #require(definition?["properties"] as? [String: Any], "\(object.name)")
      #expect(Set(properties.keys) == Set(object.keyNames), "\(object.name)")
      #expect(definition?["additionalProperties"] as? Bool == false)
    }
  }

  /// The names of the platforms mediate links, as `mediate schema` has them.
  static let platforms = AdapterRegistries.standard.all.map(\.platform.names)

  /// One schema: `platform` selects, through `if`/`then`, the platform's class-name form and enumerations, from the
  /// tables the config reader reads names through (android.md, "Commands").
  @Test func theJSONSchemaSelectsThePlatformsNames() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(ConfigReference.jsonSchema(platforms: Self.platforms).utf8))
        as? [String: Any])
    let definitions = try #require(document["$defs"] as? [String: Any])
    let selections = try #require(document["allOf"] as? [[String: Any]])
    func condition(_ index: Int) -> [String: Any]? { selections[index]["if"] as? [String: Any] }
    #expect(selections.count == 2)
    // iOS, the default, applies also when `platform` is absent; Android only when it is given.
    #expect(condition(0)?["required"] == nil)
    #expect(condition(1)?["required"] as? [String] == ["platform"])
    #expect((selections[1]["then"] as? [String: String])?["$ref"] == "#/$defs/android.config")
    func property(_ definition: String, _ key: String) -> [String: Any]? {
      ((definitions[definition] as? [String: Any])?["properties"] as? [String: Any])?[key] as? [String: Any]
    }
    for names in Self.platforms {
      let platform = names.platform.rawValue
      #expect(property("\(platform).lineItem", "className")?["pattern"] as? String == names.classNames.pattern)
      #expect(
        property("\(platform).showStep", "callback")?["enum"] as? [String]
          == PlatformVocabulary.showCallback.names(on: names))
      #expect(
        (property("\(platform).config", "rules")?["propertyNames"] as? [String: Any])?["enum"] as? [String]
          == PlatformVocabulary.rule.names(on: names))
      let events = try #require(PlatformVocabulary.event.names(on: names))
      #expect(events.allSatisfy { names.event(named: $0) != nil })
    }
    // The common part leaves the names open; each platform's part lists its own.
    #expect(property("showStep", "callback")?["enum"] == nil)
    #expect(PlatformVocabulary.event.names(on: AndroidPlatform.names)?.contains("onAdOpened") == true)
    #expect(PlatformVocabulary.event.names(on: IOSPlatform.names)?.contains("onAdOpened") == false)
    #expect(PlatformVocabulary.rule.names(on: AndroidPlatform.names)?.contains("deprecatedStringError") == true)
    #expect(PlatformVocabulary.rule.names(on: IOSPlatform.names)?.contains("deprecatedStringError") == false)
  }

  @Test(arguments: [
    (ClassNameForm.java, "com.google.ads.mediation.sample.customevent.SampleCustomEvent", true),
    (.java, "com.example.Outer$Inner", true), (.java, "SampleCustomEvent", false), (.java, "com..Example", false),
    (.java, "com.1example.A", false), (.objectiveC, "GADMediationAdapterSampleAdNetwork", true),
    (.objectiveC, "com.example.A", false),
  ])
  func theClassNamePatternIsTheFormsAcceptance(form: ClassNameForm, name: String, accepted: Bool) throws {
    let pattern = try NSRegularExpression(pattern: form.pattern)
    let matches = pattern.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    #expect(matches == accepted)
    #expect(form.accepts(name) == accepted)
  }

  /// An `expect` count's number is bounded as the JSON Schema says: an integer from 0 to 2^53 − 1.
  @Test func theJSONSchemaBoundsCountsAsTheDecoderDoes() throws {
    let document =
      try JSONSerialization.jsonObject(with: Data(ConfigReference.jsonSchema(platforms: Self.platforms).utf8))
      as? [String: Any]
    let expect = try #require((document?["$defs"] as? [String: Any])?["expect"] as? [String: Any])
    let impressions = try #require((expect["properties"] as? [String: Any])?["impressions"] as? [String: Any])
    let integer = try #require((impressions["anyOf"] as? [[String: Any]])?.first)
    let minimum = try #require((integer["minimum"] as? NSNumber)?.int64Value)
    let maximum = try #require((integer["maximum"] as? NSNumber)?.int64Value)
    for (count, valid) in [(minimum, true), (maximum, true), (minimum - 1, false), (maximum + 1, false)] {
      let json = Self.rewarded(extra: #", "expect": {"impressions": \#(count)}"#)
      #expect((Self.decoded(json) != nil) == valid, "\(count)")
    }
  }

  /// A profile's `byFormat` takes the formats as keys, as the decoder does: the schema names them
  /// (`propertyNames`), and a key the schema refuses is one the decoder refuses.
  @Test func theJSONSchemaListsByFormatsKeysAsTheDecoderReadsThem() throws {
    let document =
      try JSONSerialization.jsonObject(with: Data(ConfigReference.jsonSchema(platforms: Self.platforms).utf8))
      as? [String: Any]
    let profile = try #require((document?["$defs"] as? [String: Any])?["profile"] as? [String: Any])
    let byFormat = try #require((profile["properties"] as? [String: Any])?["byFormat"] as? [String: Any])
    let names = try #require((byFormat["propertyNames"] as? [String: Any])?["enum"] as? [String])
    #expect(names == AdFormat.allCases.map(\.rawValue))
    #expect((byFormat["additionalProperties"] as? [String: String])?["$ref"] == "#/$defs/byFormatEntry")
    func config(_ key: String) -> String {
      #"""
      {"version": 1, "adUnit": {"id": "/1/i", "format": "interstitial"},
       "adapters": {"P": {"formats": ["interstitial"], "byFormat": {"\#(key)": {}}}},
       "lineItems": [{"label": "A", "className": "P", "parameter": "p"}]}
      """#
    }
    #expect(Self.decoded(config("interstitial")) != nil)
    #expect(Self.decoded(config("interstitials")) == nil)
    #expect(Self.decoded(config("events")) == nil)
  }

  @Test func theReferenceListsEveryKey() {
    let text = ConfigReference.text(width: 100, platforms: Self.platforms)
    for object in ConfigSchema.objects {
      #expect(text.contains(object.title + ":"))
      for key in object.keys { #expect(text.contains("  " + key.name + " "), "\(object.name).\(key.name)") }
    }
    #expect(text.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 100 })
  }
}
