import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediationKit

/// `mediate schema` against the configs the project ships and against the config reader: every scenario fixture and
/// example conforms to the schema, and where the platforms differ (their names, the native price's type, the keys
/// of one platform only) the schema refuses what the reader refuses (android.md, "Commands").
struct ConfigSchemaConformanceTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  private static let schema = JSONValue(
    parsing: Array(ConfigReference.jsonSchema(platforms: ConfigSchemaTests.platforms).utf8))
  /// `mediate schema --portfolio` (decide2.md §5).
  private static let portfolioSchema = JSONValue(
    parsing: Array(ConfigReference.portfolioJSONSchema(platforms: ConfigSchemaTests.platforms).utf8))

  /// The configs the project ships: `Fixtures/scenarios/*/config.json` and `examples/**/*.json`.
  private static func shippedConfigs() throws -> [URL] {
    let files = FileManager.default
    let scenarios = packageRoot.appendingPathComponent("Fixtures/scenarios")
    var configs = try files.contentsOfDirectory(atPath: scenarios.path).sorted()
      .map { scenarios.appendingPathComponent($0).appendingPathComponent("config.json") }
      .filter { files.fileExists(atPath: $0.path) }
    let examples = packageRoot.appendingPathComponent("examples")
    let enumerator = try #require(files.enumerator(atPath: examples.path))
    for case let path as String in enumerator where path.hasSuffix(".json") {
      configs.append(examples.appendingPathComponent(path))
    }
    return configs
  }

  @Test func everyShippedConfigConformsToTheSchema() throws {
    let configs = try Self.shippedConfigs()
    #expect(configs.count > 500)
    #expect(configs.contains { $0.path.contains("/android-") })
    let validator = JSONSchemaValidator(schema: Self.schema)
    let portfolios = JSONSchemaValidator(schema: Self.portfolioSchema)
    var portfolioCount = 0
    for config in configs {
      let value = JSONValue(parsing: Array(try Data(contentsOf: config)))
      #expect(value != .null, "\(config.path) is not JSON")
      // A file whose top level has `groups` is a portfolio, held to its own schema, inline configs included.
      let isPortfolio: Bool
      if case .object(let members) = value, members.contains(where: { $0.key == "groups" }) {
        isPortfolio = true
        portfolioCount += 1
      } else {
        isPortfolio = false
      }
      let errors = (isPortfolio ? portfolios : validator).errors(of: value)
      #expect(errors.isEmpty, "\(config.path): \(errors.prefix(3))")
    }
    #expect(portfolioCount >= 1)
  }

  /// The portfolio schema refuses what the portfolio reader refuses where a schema can say it: an inline group
  /// config held to the config schema, a missing key, a config of the wrong type.
  @Test func thePortfolioSchemaHoldsGroupsAndTheirConfigs() {
    let validator = JSONSchemaValidator(schema: Self.portfolioSchema)
    func errors(_ text: String) -> [String] { validator.errors(of: JSONValue(parsing: Array(text.utf8))) }
    let config =
      #"{ "adUnit": { "id": "u", "format": "interstitial" }, "lineItems": [ { "label": "A", "className": "SampleCustomEvent", "parameter": "a", "ecpm": 1 } ] }"#
    #expect(errors(#"{ "groups": [ { "name": "G", "requestsPerDay": 10, "config": "g.json" } ] }"#).isEmpty)
    #expect(errors(#"{ "groups": [ { "name": "G", "requestsPerDay": 10, "config": \#(config) } ] }"#).isEmpty)
    #expect(!errors(#"{ "groups": [ { "name": "G", "config": "g.json" } ] }"#).isEmpty)
    #expect(!errors(#"{ "groups": [ { "name": "G", "requestsPerDay": 10, "config": 3 } ] }"#).isEmpty)
    #expect(!errors(#"{ "groups": [ { "name": "G", "requestsPerDay": 10, "config": { "lineItems": [] } } ] }"#).isEmpty)
    #expect(!errors(#"{ "groups": [] }"#).isEmpty)
  }

  /// A native config of `platform` whose parts are patched in: the line item's network (`ad`, beside `load`), the
  /// `expect`, and members of `app`, `request` and the root.
  private static func nativeConfig(
    platform: Platform, ad: String = "{}", expect: String = "{}", app: String = "", request: String = "{}",
    root: String = "", profile: String? = nil
  ) -> String {
    let (className, profiled) =
      switch platform {
      case .ios: ("SampleCustomEvent", "ProfiledAdapter")
      case .android: ("com.google.ads.mediation.sample.customevent.SampleCustomEvent", "com.example.Profiled")
      }
    let adapters = profile.map { #", "adapters": {"\#(profiled)": \#($0)}"# } ?? ""
    return """
      {"platform": "\(platform.rawValue)", "adUnit": {"id": "/1/n", "format": "native"}, "request": \(request),
       "lineItems": [{"label": "Sample", "className": "\(className)", "parameter": "p",
         "network": {"load": {"outcome": "fill", "latencyMs": 100}, "ad": \(ad)}}],
       "app": {"renderAfterMs": 300\(app)}, "expect": \(expect)\(root)\(adapters)}
      """
  }

  /// Configs on either side of a difference between the platforms, and whether each is valid.
  static let differences: [(name: String, config: String, valid: Bool)] = [
    ("android price number", nativeConfig(platform: .android, ad: #"{"price": 1.99}"#), true),
    ("android price null", nativeConfig(platform: .android, ad: #"{"price": null}"#), true),
    ("android price string", nativeConfig(platform: .android, ad: #"{"price": "1.99"}"#), false),
    ("android price too high", nativeConfig(platform: .android, ad: #"{"price": 1000001}"#), false),
    ("ios price string", nativeConfig(platform: .ios, ad: #"{"price": "$1.99"}"#), true),
    ("ios price null", nativeConfig(platform: .ios, ad: #"{"price": null}"#), true),
    ("ios price number", nativeConfig(platform: .ios, ad: #"{"price": 1.99}"#), false),
    (
      "android network calls",
      nativeConfig(
        platform: .android, expect: #"{"networkCalls": {"Sample": ["recordImpression", "registerNativeAdView"]}}"#),
      true
    ),
    (
      "android iOS network call",
      nativeConfig(platform: .android, expect: #"{"networkCalls": {"Sample": ["setNativeAdView"]}}"#), false
    ),
    (
      "ios network calls", nativeConfig(platform: .ios, expect: #"{"networkCalls": {"Sample": ["setNativeAdView"]}}"#),
      true
    ),
    (
      "ios Android network call",
      nativeConfig(platform: .ios, expect: #"{"networkCalls": {"Sample": ["registerNativeAdView"]}}"#), false
    ),
    ("android registeredAssets", nativeConfig(platform: .android, app: #", "registeredAssets": ["headline"]"#), false),
    (
      "android recordImpressionsAtMs", nativeConfig(platform: .android, app: #", "recordImpressionsAtMs": [10]"#), false
    ),
    ("android installedApps", nativeConfig(platform: .android, app: #", "installedApps": ["x"]"#), false),
    ("android loadAgainAfterMs", nativeConfig(platform: .android, app: #", "loadAgainAfterMs": 100"#), false),
    ("ios loadAgainAfterMs", nativeConfig(platform: .ios, app: #", "loadAgainAfterMs": 100"#), true),
    ("android adTypes", nativeConfig(platform: .android, request: #"{"native": {"adTypes": ["unified"]}}"#), false),
    (
      "android customFormatIds", nativeConfig(platform: .android, request: #"{"native": {"customFormatIds": ["1"]}}"#),
      false
    ),
    (
      "android shouldSkipUninitializedAdapters",
      nativeConfig(platform: .android, request: #"{"shouldSkipUninitializedAdapters": true}"#), false
    ),
    (
      "android customFormats", nativeConfig(platform: .android, root: #", "customFormats": {"1": {"a": "text"}}"#),
      false
    ),
    (
      "android failsWithAd",
      nativeConfig(platform: .android, profile: #"{"formats": ["native"], "completion": {"failsWithAd": true}}"#), false
    ),
    (
      "android versionParts",
      nativeConfig(platform: .android, profile: #"{"formats": ["native"], "versionParts": "strict"}"#), false
    ),
    (
      "ios versionParts", nativeConfig(platform: .ios, profile: #"{"formats": ["native"], "versionParts": "strict"}"#),
      true
    ),
    (
      "android nullChecks",
      nativeConfig(platform: .android, profile: #"{"formats": ["native"], "completion": {"nullChecks": false}}"#), true
    ),
    (
      "ios nullChecks",
      nativeConfig(platform: .ios, profile: #"{"formats": ["native"], "completion": {"nullChecks": false}}"#), false
    ),
  ]

  /// The schema and the reader agree on each side of the platforms' differences.
  @Test(arguments: differences.map(\.name))
  func theSchemaRefusesWhatTheReaderRefuses(name: String) throws {
    let difference = try #require(Self.differences.first { $0.name == name })
    let value = JSONValue(parsing: Array(difference.config.utf8))
    #expect(value != .null, "the test's config is not JSON")
    let errors = JSONSchemaValidator(schema: Self.schema).errors(of: value)
    #expect(errors.isEmpty == difference.valid, "schema: \(errors)")
    let read = Result { try ConfigLoader.load(Array(difference.config.utf8), registries: .standard) }
    switch read {
    case .success: #expect(difference.valid, "the reader accepts it")
    case .failure(let error): #expect(!difference.valid, "the reader refuses it: \(error)")
    }
  }

  /// Every key of one platform only is forbidden in the other platforms' parts, from the same scope the reader
  /// refuses it by (`ConfigKey.scope`).
  @Test func theSchemaForbidsEachKeyOfAnotherPlatform() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(
        with: Data(ConfigReference.jsonSchema(platforms: ConfigSchemaTests.platforms).utf8)) as? [String: Any])
    let definitions = try #require(document["$defs"] as? [String: Any])
    var scoped = 0
    for object in ConfigSchema.objects {
      for key in object.keys {
        guard let scope = key.scope else { continue }
        scoped += 1
        for names in ConfigSchemaTests.platforms where !scope.platforms.contains(names.platform) {
          let part = definitions["\(names.platform.rawValue).\(object.name)"] as? [String: Any]
          let property = (part?["properties"] as? [String: Any])?[key.name]
          #expect(property as? Bool == false, "\(names.platform.rawValue).\(object.name).\(key.name)")
        }
      }
    }
    #expect(scoped == 13)
  }
}
