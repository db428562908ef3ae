import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The events and network callbacks a format does not admit. A config file
/// cannot hold one: the decoder refuses it, for every format and every
/// name. A config built in code can (its members are public); it plays as
/// if the name were not there, since the adapter's delegate, or the Sample
/// SDK's ad, has no method for it: nothing is sent and nothing is recorded
/// (`ProfiledAd.Presentation.admittedEvents`, `SampleBanner`,
/// `SampleFullScreenAd` and `SampleNativeAd`, where each says so).
struct InadmissibleEventsTests {
  @Test(arguments: AdFormat.allCases)
  func aShowScriptOfAFormatRefusesTheCallbacksItsAdLacks(format: AdFormat) {
    for callback in NetworkCallback.allCases where !NetworkCallback.showCallbacks(for: format).contains(callback) {
      let paths = Self.problemPaths(of: Self.config(format, show: [(5, callback.rawValue)]))
      #expect(paths.contains(".lineItems[0].network.show[0].callback"), "\(format) \(callback): \(paths)")
    }
  }

  @Test(arguments: AdFormat.allCases)
  func aProfileOfAFormatRefusesTheEventsItsDelegateLacks(format: AdFormat) {
    for event in AdEventName.allCases where !IOSPlatform.names.events(for: format).contains(event) {
      let paths = Self.problemPaths(of: Self.config(format, events: "\"didReceiveAd\": [\"\(event.rawValue)\"]"))
      #expect(paths.contains(".adapters.P.events.didReceiveAd[0]"), "\(format) \(event): \(paths)")
    }
  }

  @Test func eventsBeforeShowAreFullScreenEvents() {
    for event in AdEventName.allCases where !IOSPlatform.names.events(for: .rewarded).contains(event) {
      let paths = Self.problemPaths(
        of: Self.config(.rewarded, present: "\"eventsBeforeShow\": [\"\(event.rawValue)\"]"))
      #expect(paths.contains(".adapters.P.present.eventsBeforeShow[0]"), "\(event): \(paths)")
    }
  }

  /// What a profile forwards when it lists nothing for a callback is filtered by its format.
  @Test(arguments: AdFormat.allCases)
  func aProfileForwardsByDefaultOnlyItsFormatsEvents(format: AdFormat) throws {
    let profile = try #require(try ConfigLoader.load(Array(Self.config(format).utf8)).profiles.first)
    for callback in NetworkCallback.allCases {
      let forwarded = Set(
        profile.forwardedEvents(for: callback, format: format, admitted: IOSPlatform.names.events(for: format)))
      #expect(forwarded.isSubset(of: IOSPlatform.names.events(for: format)), "\(format) \(callback): \(forwarded)")
    }
  }

  /// A show step of a callback the format's ad lacks, in a config built in code, plays nothing. (Its
  /// time still passes: placed after the script's last step, it would delay the run's end, as any step does.)
  @Test(arguments: [
    (AdFormat.banner, "click", NetworkCallback.didPresent), (.rewarded, "didPresent", .click),
    (.interstitial, "didPresent", .videoMute), (.native, "didPresentModal", .didPresent),
  ])
  func aCallbackTheAdLacksPlaysAsIfAbsent(format: AdFormat, played: String, lacked: NetworkCallback) throws {
    #expect(!NetworkCallback.showCallbacks(for: format).contains(lacked))
    let base = try ConfigLoader.load(Array(Self.config(format, show: [(5, played)]).utf8))
    var withLacked = base
    withLacked.lineItems[0].network.show?.append(ShowStep(atMs: 5, callback: lacked))
    let expected = Self.trace(base)
    #expect(expected.contains("6 network L \(played)"), "the script plays: \(expected)")
    #expect(Self.trace(withLacked) == expected)
  }

  /// An event the format's delegate lacks, forwarded by a profile built in code, is not sent.
  @Test(arguments: [
    (AdFormat.banner, "click", AdEventName.reportClick, AdEventName.didStartVideo),
    (.rewarded, "didPresent", .willPresentFullScreenView, .didPlayVideo),
    (.interstitial, "didPresent", .willPresentFullScreenView, .didMuteVideo),
    (.native, "didPresentModal", .willPresentFullScreenView, .didRewardUser),
  ])
  func anEventTheDelegateLacksIsNotSent(
    format: AdFormat, callback: String, sent: AdEventName, lacked: AdEventName
  ) throws {
    #expect(!IOSPlatform.names.events(for: format).contains(lacked))
    let networkCallback = try #require(NetworkCallback(rawValue: callback))
    var base = try ConfigLoader.load(Array(Self.config(format, show: [(5, callback)]).utf8))
    base.profiles[0].events[networkCallback] = [sent]
    var withLacked = base
    withLacked.profiles[0].events[networkCallback] = [sent, lacked]
    let expected = Self.trace(base)
    #expect(expected.contains("6 event L \(sent.rawValue)"), "the event before it is sent: \(expected)")
    #expect(Self.trace(withLacked) == expected)
  }

  /// A one-line-item config of `format` whose class is profile `P`.
  static func config(
    _ format: AdFormat, show: [(atMs: Int, callback: String)] = [], events: String = "", present: String = ""
  ) -> String {
    let reward = format.traits.grantsReward ? ", \"reward\": { \"type\": \"coins\", \"amount\": 1 }" : ""
    let steps = show.map { "{ \"atMs\": \($0.atMs), \"callback\": \"\($0.callback)\" }" }.joined(separator: ", ")
    let profile =
      ["\"formats\": [\"\(format.rawValue)\"]"] + (events.isEmpty ? [] : ["\"events\": { \(events) }"])
      + (present.isEmpty ? [] : ["\"present\": { \(present) }"])
    return """
      { "adUnit": { "id": "u", "format": "\(format.rawValue)"\(reward) },
        "adapters": { "P": { \(profile.joined(separator: ", ")) } },
        "lineItems": [ { "label": "L", "className": "P", "parameter": "p", "ecpm": 1,
          "network": { "load": { "outcome": "fill", "latencyMs": 1 }\(show.isEmpty ? "" : ", \"show\": [\(steps)]") } } ] }
      """
  }

  /// The paths of the problems the decoder finds in `source`; none when it is valid.
  static func problemPaths(of source: String) -> [String] {
    do throws(ConfigError) {
      _ = try ConfigLoader.load(Array(source.utf8))
      return []
    } catch {
      guard case .invalid(let diagnostics, _) = error else { return ["\(error)"] }
      return diagnostics.map { "\($0.path)" }
    }
  }

  /// One run of `config`, a line per record.
  static func trace(_ config: WaterfallConfig) -> [String] {
    let collector = RecordCollector()
    Simulator.trace(config, seed: 1, into: collector)
    return collector.lines
  }
}
