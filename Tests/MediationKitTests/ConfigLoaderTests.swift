import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The typed config: every default of config.md, every bound, and problems
/// reported as whole diagnostics in file order.
struct ConfigLoaderTests {
  static let rewardedUnit =
    #""adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 10}}"#
  static let nativeUnit = #""adUnit": {"id": "/1/n", "format": "native"}"#

  private func load(_ text: String) -> Result<WaterfallConfig, ConfigError> {
    do throws(ConfigError) {
      return .success(try ConfigLoader.load(Array(text.utf8)))
    } catch {
      return .failure(error)
    }
  }

  private func diagnostics(_ text: String) -> [ConfigDiagnostic] {
    guard case .failure(.invalid(let diagnostics, _)) = load(text) else { return [] }
    return diagnostics
  }

  private func at(_ line: Int, _ column: Int, _ path: String, _ problem: ConfigProblem) -> ConfigDiagnostic {
    ConfigDiagnostic(location: SourceLocation(line: line, column: column), path: Self.parse(path), problem: problem)
  }

  /// A jq path such as `.lineItems[0].label` as a `JSONPath`.
  private static func parse(_ path: String) -> JSONPath {
    var components: [JSONPath.Component] = []
    for part in path.split(separator: ".") {
      var name = Substring(part)
      var indices: [Int] = []
      while let open = name.lastIndex(of: "[") {
        indices.insert(Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) ?? -1, at: 0)
        name = name[..<open]
      }
      if !name.isEmpty { components.append(.key(String(name))) }
      components += indices.map { .index($0) }
    }
    return JSONPath(components)
  }

  /// `platform` absent is iOS; written out, it changes nothing of what a run does.
  @Test func platformDefaultsToIOSAndIOSChangesNothing() throws {
    let lineItems = #"{"label": "A", "className": "SampleCustomEvent", "parameter": "a", "ecpm": 2}"#
    let plain = try #require(try? load(rewardedConfig(lineItems)).get())
    let withIOS = rewardedConfig(lineItems, extra: #", "platform": "ios""#)
    let explicit = try #require(try? load(withIOS).get())
    #expect(plain.platform == .ios)
    #expect(explicit.platform == .ios)
    #expect(try trace(rewardedConfig(lineItems)).lines == trace(withIOS).lines)
  }

  /// Android is a config error at `.platform` while no Android target is linked: never an iOS run.
  /// Read with iOS's registry alone (a build without Android), an Android config stops at `platform`.
  @Test func aPlatformTheRegistriesLackIsAnErrorAtPlatform() {
    let text = """
      {\(Self.rewardedUnit),
       "platform": "android",
       "lineItems": [{"label": "A", "className": "com.example.A"}]}
      """
    let iOSOnly = AdapterRegistries([AdapterRegistry.standard])
    guard
      case .failure(.invalid(let diagnostics, _)) = Result(catching: { () throws(ConfigError) in
        try ConfigLoader.read(Array(text.utf8), registries: iOSOnly)
      })
    else {
      Issue.record("an Android config read with iOS's registry alone")
      return
    }
    #expect(diagnostics == [at(2, 14, ".platform", .platformNotBuilt(.android, built: [.ios]))])
  }

  @Test func appliesEveryDefault() throws {
    let text = "{\(Self.rewardedUnit), \"lineItems\": [{\"label\": \"A\", \"className\": \"SampleCustomEvent\"}]}"
    let config = try load(text).get()
    let expected = WaterfallConfig(
      seed: 0,
      adUnit: AdUnit(id: "/1/r", format: .rewarded, reward: AdReward(rewardType: "coins", rewardAmount: 10)),
      request: RequestOptions(testMode: false, extras: NetworkExtrasValues(), native: NativeRequestOptions()),
      lineItems: [
        LineItem(
          label: "A", className: "SampleCustomEvent", parameter: nil, ecpm: DecimalNumber(micros: 0), timeoutMs: 10_000,
          network: NetworkScript(
            load: LoadScript(
              decision: .always(.fill), latency: .fixed(0), errorCode: nil, duplicateCallbackAfterMs: nil),
            ad: nil, rewardAmount: 5, handlesUserImpressions: false, handlesUserClicks: false, ready: true, show: nil))
      ],
      waterfallOrder: .listed,
      app: AppScript(presentAfterMs: 0, renderAfterMs: 0, clicks: []),
      identity: try ConfigIdentity.of(Array(text.utf8)))
    #expect(config == expected)
    #expect(
      NativeRequestOptions()
        == NativeRequestOptions(
          disableImageLoading: false, shouldRequestMultipleImages: false, mediaAspectRatio: .unknown,
          adChoicesPosition: .topRight, customFormatIds: []))
  }

  @Test func readsEveryRewardedKey() throws {
    let text = """
      {"version": 1, "seed": 18446744073709551615, \(Self.rewardedUnit),
       "request": {"testMode": true, "extras": {"debugLogging": true, "muteAudio": false}},
       "waterfallOrder": "ecpm",
       "lineItems": [{"label": "A", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "p",
         "ecpm": 12.345678, "timeoutMs": 3600000,
         "network": {"load": {"fillRate": 0.25, "latencyMs": {"min": 1, "max": 9}, "errorCode": 2,
                              "duplicateCallbackAfterMs": 40},
                     "reward": {"amount": 0}, "ready": false,
                     "show": [{"atMs": 0, "callback": "didPresent"}, {"atMs": 0, "callback": "userDidEarnReward", "amount": 3}]}}],
       "app": {"presentAfterMs": 250}}
      """
    let config = try load(text).get()
    #expect(config.seed == UInt64.max)
    #expect(config.request.testMode)
    #expect(
      config.request.extras
        == NetworkExtrasValues([
          .init(key: "debugLogging", value: .boolean(true)), .init(key: "muteAudio", value: .boolean(false)),
        ]))
    #expect(config.waterfallOrder == .ecpm)
    let item = try #require(config.lineItems.first)
    #expect(item.ecpm == DecimalNumber(micros: 12_345_678))
    #expect(item.timeoutMs == 3_600_000)
    #expect(
      item.network
        == NetworkScript(
          load: LoadScript(
            decision: .fillRate(0.25), latency: .uniform(min: 1, max: 9), errorCode: .networkError,
            duplicateCallbackAfterMs: 40),
          rewardAmount: 0, ready: false,
          show: [ShowStep(atMs: 0, callback: .didPresent), ShowStep(atMs: 0, callback: .userDidEarnReward, amount: 3)]))
    #expect(config.app.presentAfterMs == 250)
  }

  @Test(arguments: [
    ("\"fill\"", LoadScript.Outcome.fill), ("\"noFill\"", .noFill), ("\"error\"", .error), ("\"timeout\"", .timeout),
  ])
  func readsTheLoadShorthand(json: String, outcome: LoadScript.Outcome) throws {
    let text =
      "{\(Self.rewardedUnit), \"lineItems\": [{\"label\": \"A\", \"className\": \"X\", \"network\": {\"load\": \(json)}}]}"
    #expect(try load(text).get().lineItems[0].network.load == LoadScript(decision: .always(outcome)))
  }

  @Test func reportsProblemsAsWholeDiagnosticsInFileOrder() {
    let text = """
      {"version": 1,
       "adUnit": {"id": "/1/r", "format": "rewarded"},
       "lineItems": [{"label": "A", "className": "SampleCustomEvent", "timeoutMs": 0},
                     {"label": "A", "className": "SampleCustomEvent", "ecpm": -1}],
       "waterfallOrder": "ecmp"}
      """
    #expect(
      diagnostics(text) == [
        at(2, 12, ".adUnit", .missingKey("reward")),
        at(
          3, 78, ".lineItems[0].timeoutMs",
          .unexpectedValue(expected: .integer(1...3_600_000), found: "0", suggestion: nil)),
        at(4, 26, ".lineItems[1].label", .duplicateLabel(first: SourceLocation(line: 3, column: 26))),
        at(
          4, 73, ".lineItems[1].ecpm",
          .unexpectedValue(
            expected: .decimal(DecimalNumber(micros: 0)...ConfigLimits.maximumEcpm, decimals: 6), found: "-1",
            suggestion: nil)),
        at(
          5, 20, ".waterfallOrder",
          .unexpectedValue(expected: .oneOf(["listed", "ecpm"]), found: "\"ecmp\"", suggestion: "ecpm")),
      ])
  }

  @Test func pointsEveryRepeatedLabelAtItsFirstUse() {
    let items = ["A", "B", "A", "C", "B", "A"].map { #"{"label": "\#($0)", "className": "SampleCustomEvent"}"# }
    let text = "{\(Self.rewardedUnit),\n\"lineItems\": [\n" + items.joined(separator: ",\n") + "\n]}"
    let duplicate = { (line: Int, index: Int, firstLine: Int) in
      self.at(
        line, 11, ".lineItems[\(index)].label", .duplicateLabel(first: SourceLocation(line: firstLine, column: 11)))
    }
    #expect(diagnostics(text) == [duplicate(5, 2, 3), duplicate(7, 4, 4), duplicate(8, 5, 3)])
  }

  @Test func suggestsKnownKeys() {
    let text = "{\(Self.rewardedUnit), \"lineItem\": []}"
    let problems = diagnostics(text).map(\.problem)
    #expect(problems.contains(.unknownKey(suggestion: "lineItems", known: ConfigDecoder.rootKeys)))
    #expect(problems.contains(.missingKey("lineItems")))
  }

  @Test func reportsAtMostOneHundredProblems() {
    let items = (0..<150).map { "{\"label\": \"L\($0)\", \"className\": \"X\", \"timeoutMs\": 0}" }.joined(
      separator: ",")
    guard case .failure(.invalid(let shown, let omitted)) = load("{\(Self.rewardedUnit), \"lineItems\": [\(items)]}")
    else {
      Issue.record("config was accepted")
      return
    }
    #expect(shown.count == 100)
    #expect(omitted == 50)
    #expect(shown.last?.path == Self.parse(".lineItems[99].timeoutMs"))
  }

  @Test func refusesFilesOverSixteenMebibytes() {
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: ConfigLimits.maximumFileBytes + 1)
    do throws(ConfigError) {
      _ = try ConfigLoader.load(bytes)
      Issue.record("accepted an oversized file")
    } catch {
      #expect(error == .tooLarge(byteCount: ConfigLimits.maximumFileBytes + 1))
    }
  }

  @Test func keepsFormatSpecificKeysToTheirFormat() {
    let rewarded = """
      {\(Self.rewardedUnit), "request": {"native": {}},
       "lineItems": [{"label": "A", "className": "X", "network": {"ad": {}, "handlesUserClicks": true}}],
       "app": {"renderAfterMs": 5, "clicks": []}}
      """
    #expect(
      diagnostics(rewarded).map(\.problem)
        == Array(repeating: .onlyForFormat([.native], actual: .rewarded), count: 4)
        + [.onlyForFormat([.native, .banner], actual: .rewarded)])
    let native = """
      {"adUnit": {"id": "x", "format": "native", "reward": {"type": "c", "amount": 1}},
       "lineItems": [{"label": "A", "className": "X", "network": {"reward": {"amount": 1}, "ready": true}}],
       "app": {"presentAfterMs": 5}}
      """
    let rewarding: [AdFormat] = [.rewarded, .rewardedInterstitial]
    let fullScreen: [AdFormat] = [.rewarded, .interstitial, .rewardedInterstitial, .appOpen]
    #expect(
      diagnostics(native).map(\.problem) == [
        .onlyForFormat(rewarding, actual: .native), .onlyForFormat(rewarding, actual: .native),
        .onlyForFormat(fullScreen, actual: .native), .onlyForFormat(fullScreen, actual: .native),
      ])
    // A reward on an interstitial: the ad unit's and the network's.
    let interstitial = """
      {"adUnit": {"id": "x", "format": "interstitial", "reward": {"type": "c", "amount": 1}},
       "lineItems": [{"label": "A", "className": "X", "network": {"reward": {"amount": 1}, "ready": true}}],
       "app": {"presentAfterMs": 5}}
      """
    #expect(
      diagnostics(interstitial).map(\.problem)
        == Array(repeating: .onlyForFormat(rewarding, actual: .interstitial), count: 2))
    // A rewarded interstitial needs its reward, as a rewarded ad unit does.
    let rewardedInterstitial = """
      {"adUnit": {"id": "x", "format": "rewardedInterstitial"}, "lineItems": [{"label": "A", "className": "X"}]}
      """
    #expect(diagnostics(rewardedInterstitial).map(\.problem) == [.missingKey("reward")])
    // Banner keys on another format, and the reverse.
    let bannerKeysOnRewarded = """
      {"adUnit": {"id": "x", "format": "rewarded", "reward": {"type": "c", "amount": 1}, "size": "banner",
                  "refreshIntervalMs": 30000},
       "lineItems": [{"label": "A", "className": "X", "network": {"refreshesItself": true}}], "app": {"viewForMs": 1}}
      """
    #expect(
      diagnostics(bannerKeysOnRewarded).map(\.problem)
        == Array(repeating: .onlyForFormat([.banner], actual: .rewarded), count: 4))
    let fullScreenKeysOnBanner = """
      {"adUnit": {"id": "x", "format": "banner", "reward": {"type": "c", "amount": 1}},
       "lineItems": [{"label": "A", "className": "X", "network": {"ready": true, "expiresAfterMs": 5}}],
       "app": {"presentAfterMs": 5, "renderAfterMs": 1}}
      """
    #expect(
      diagnostics(fullScreenKeysOnBanner).map(\.problem) == [
        .onlyForFormat(rewarding, actual: .banner), .onlyForFormat(fullScreen, actual: .banner),
        .onlyForFormat(fullScreen, actual: .banner), .onlyForFormat(fullScreen, actual: .banner),
        .onlyForFormat([.native], actual: .banner),
      ])
    // A banner's request figures in the checks of another format's summary.
    let requestChecks = """
      {"adUnit": {"id": "x", "format": "interstitial"}, "lineItems": [{"label": "A", "className": "X"}],
       "expect": {"summary": {"requestFillRate": ">= 0.5", "revenuePerRun": "> 0"}}}
      """
    #expect(
      diagnostics(requestChecks).map(\.problem)
        == Array(repeating: .onlyForFormat([.banner], actual: .interstitial), count: 2))
    // A refresh interval outside AdMob's 30 to 120 s.
    for interval in [29_999, 120_001] {
      let outside = """
        {"adUnit": {"id": "x", "format": "banner", "refreshIntervalMs": \(interval)}, "lineItems": [{"label": "A", "className": "X"}]}
        """
      #expect(
        diagnostics(outside).map(\.problem) == [
          .unexpectedValue(expected: .integer(30_000...120_000), found: String(interval), suggestion: nil)
        ])
    }
  }

  @Test func requiresAnAdapterThatTakesEachExtra() {
    let text = """
      {\(Self.rewardedUnit), "request": {"extras": {"muteAudio": true, "volume": true}},
       "lineItems": [{"label": "A", "className": "SampleCustomEvent"}]}
      """
    #expect(
      diagnostics(text).map(\.problem) == [
        .extraNotAccepted(acceptedBy: ["GADMediationAdapterSampleAdNetwork"]),
        .unknownKey(suggestion: nil, known: ["debugLogging", "muteAudio"]),
      ])
  }

  @Test func readsTenThousandLineItems() throws {
    let items = (0..<10_000).map {
      "{\"label\": \"L\($0)\", \"className\": \"SampleCustomEvent\", \"parameter\": \"p\($0)\", \"ecpm\": \($0 % 97).25}"
    }.joined(separator: ",\n")
    let config = try load("{\(Self.rewardedUnit), \"lineItems\": [\(items)]}").get()
    #expect(config.lineItems.count == 10_000)
    #expect(config.lineItems[9_999].ecpm == DecimalNumber(micros: 9_999 % 97 * 1_000_000 + 250_000))
  }

  @Test(arguments: [("1000000", true), ("999999.999999", true), ("1000000.000001", false), ("1e7", false)])
  func boundsTheEcpmSoRevenueStaysExact(ecpm: String, accepted: Bool) {
    let text = "{\(Self.rewardedUnit), \"lineItems\": [{\"label\": \"A\", \"className\": \"X\", \"ecpm\": \(ecpm)}]}"
    #expect(diagnostics(text).isEmpty == accepted)
    #expect(ConfigLimits.maximumEcpm == DecimalNumber(integer: 1_000_000))
  }

  @Test func refusesMoreThanTheMaximumLineItems() {
    let items = Array(repeating: "{}", count: ConfigLimits.maximumLineItems + 1).joined(separator: ",")
    #expect(
      diagnostics("{\(Self.rewardedUnit), \"lineItems\": [\(items)]}").map(\.problem) == [
        .tooManyLineItems(found: 100_001)
      ])
  }
}
