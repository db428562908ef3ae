import Foundation
import Testing

@testable import MediationKit

/// The key tables of `ConfigSchema` are the decoder's: it accepts exactly
/// their keys (it takes its lists from them), and it reads every one of
/// them: a wrong value under any key is reported at that key.
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
    "image": (native(network: #"{"ad": {"image": @}}"#), #"{"url": "https://e.x/i.png"}"#),
    "app": (native(extra: #", "app": @"#), "{}"),
    "tap": (native(extra: #", "app": {"clicks": [@]}"#), #"{"atMs": 0, "asset": "headline"}"#),
    "adManager": (native(lineItem: #"{"label": "M", "adManager": @}"#), #"{"type": "appInstall"}"#),
    "profile": (rewarded(extra: #", "adapters": {"P": @}"#), #"{"formats": ["rewarded", "native"]}"#),
    "setUp": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "setUp": @}}"#), "{}"),
    "error": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "completion": {"error": @}}}"#), "{}"),
    "completion": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "completion": @}}"#), "{}"),
    "profilePresent": (rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "present": @}}"#), "{}"),
    "profileNative": (native(extra: #", "adapters": {"P": {"formats": ["native"], "native": @}}"#), "{}"),
    "concurrentLoads": (
      rewarded(extra: #", "adapters": {"P": {"formats": ["rewarded"], "concurrentLoads": @}}"#),
      #"{"policy": "refused"}"#
    ),
    "expect": (rewarded(extra: #", "expect": @"#), "{}"),
  ]

  /// More sites, where keys of one format or one callback apply.
  static let otherSites: [String: [(config: String, object: String)]] = [
    "app": [(rewarded(extra: #", "app": @"#), "{}")],
    "showStep": [(rewarded(network: #"{"show": [@]}"#), #"{"atMs": 0, "callback": "userDidEarnReward"}"#)],
  ]

  private static func rewarded(
    adUnit: String = #"{"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}}"#,
    lineItem: String? = nil, network: String = "{}", extra: String = ""
  ) -> String {
    let item = lineItem ?? #"{"label": "A", "className": "SampleCustomEvent", "network": \#(network)}"#
    return #"{"adUnit": \#(adUnit), "lineItems": [\#(item)]\#(extra)}"#
  }

  private static func native(lineItem: String? = nil, network: String = "{}", extra: String = "") -> String {
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

  /// Each integer key of the table refuses the integers just outside the
  /// range the table gives, saying that range: the decoder's bounds are the
  /// table's (the reference, the JSON Schema and the docs print the table's).
  @Test(arguments: ConfigSchema.objects.map(\.name))
  func theDecoderBoundsEveryIntegerAsTheTableSays(object: String) throws {
    let schema = try #require(ConfigSchema.object(named: object))
    let sites = try [#require(Self.sites[object])] + (Self.otherSites[object] ?? [])
    for key in schema.keys {
      guard let (range, inArray) = Self.integerRange(key.type) else { continue }
      for outside in [range.lowerBound - 1, range.upperBound + 1] {
        // Every site where the key applies refuses the value (an array's element) with the table's range.
        let value = inArray ? "[\(outside)]" : "\(outside)"
        let suffix = inArray ? key.name + "[0]" : key.name
        let problems = sites.map { site in
          let json = site.config.replacingOccurrences(
            of: "@", with: Self.object(site.object, setting: key.name, to: value))
          return Self.problems(json).filter { $0.path.description.hasSuffix(suffix) }.map(\.problem)
        }
        let bounds = problems.joined().compactMap { problem -> ClosedRange<Int64>? in
          guard case .unexpectedValue(.integer(let bound), _, _) = problem else { return nil }
          return bound
        }
        let version = key.name == "version" && problems.joined().contains(.unsupportedVersion(found: "\(outside)"))
        #expect(
          version || (!bounds.isEmpty && bounds.allSatisfy { $0 == range }),
          "\(object).\(key.name) = \(outside): \(problems)")
      }
    }
  }

  /// The integer range of a key's values, and whether they are an array's elements.
  private static func integerRange(_ type: ConfigValueType) -> (ClosedRange<Int64>, inArray: Bool)? {
    switch type {
    case .integer(let range): (range, false)
    case .anyOf(let types): types.lazy.compactMap(integerRange).first
    case .array(let element, _, _, _): integerRange(element).map { ($0.0, true) }
    default: nil
    }
  }

  private static func problems(_ json: String) -> [ConfigDiagnostic] {
    do {
      _ = try ConfigLoader.load(Array(json.utf8))
      return []
    } catch {
      if case .invalid(let diagnostics, _) = error { return diagnostics }
      return []
    }
  }

  private static func object(_ json: String, setting key: String, to value: String) -> String {
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
    let schema = ConfigReference.jsonSchema()
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

  @Test func theReferenceListsEveryKey() {
    let text = ConfigReference.text(width: 100)
    for object in ConfigSchema.objects {
      #expect(text.contains(object.title + ":"))
      for key in object.keys { #expect(text.contains("  " + key.name + " "), "\(object.name).\(key.name)") }
    }
    #expect(text.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 100 })
  }
}
