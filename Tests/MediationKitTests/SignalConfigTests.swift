import MediationPlatforms
import Testing

@testable import MediationKit

/// Signal collection as the config reads it (contract2.md §5): a bidding profile's `collectSignals` formats and
/// errors, a bidder's `network.signals`, `expect.signals`, each bad value reported at its key with the message
/// `mediate validate` prints, and what the adapter makes of its network's answer (`SignalCollection`).
struct SignalConfigTests {
  /// An interstitial config whose bidding profile `P` has `collectSignals` members `profile`, with a bidder `B`
  /// whose network is `network`, and `expect` members `expect`.
  private static func config(profile: String = "", network: String = "{}", expect: String = "") -> String {
    """
    {"version": 1, "adUnit": {"id": "/1/i", "format": "interstitial"},
     "adapters": {"P": {"formats": ["interstitial"], "bidding": true\(profile.isEmpty ? "" : #", "collectSignals": {"# + profile + "}")}},
     "lineItems": [{"label": "B", "className": "P", "parameter": "b", "bidding": {"bid": 1}, "network": \(network)},
                   {"label": "W", "className": "SampleCustomEvent", "parameter": "w", "ecpm": 1}]\(expect.isEmpty ? "" : #", "expect": {"# + expect + "}")}
    """
  }

  /// The lines `mediate validate` prints for `text`, or [] when it reads.
  private static func messages(_ text: String) -> [String] {
    do throws(ConfigError) {
      _ = try ConfigLoader.read(Array(text.utf8))
      return []
    } catch {
      return error.lines(file: "c.json").map { line in
        // Without the file's line:column, which the multi-line config makes noisy to read here.
        line.split(separator: " ", maxSplits: 1).dropFirst().joined()
      }
    }
  }

  private static func load(_ text: String) throws -> WaterfallConfig {
    try ConfigLoader.load(Array(text.utf8))
  }

  @Test func readsEveryKeyWithItsDefault() throws {
    let bare = try Self.load(Self.config())
    let profile = try #require(bare.profiles.first)
    #expect(profile.signalFormats == nil)
    #expect(
      profile.signalFormatError == .init(domain: "P", code: 111, message: "Signals are not collected for this format."))
    #expect(profile.emptyTokenError == nil)
    #expect(profile.passesSignalErrorThrough)
    #expect(bare.lineItems[0].network.signals == SignalScript())
    let given = try Self.load(
      Self.config(
        profile:
          #""formats": ["banner"], "formatError": {"code": 7}, "emptyTokenError": {}, "error": {"message": "m"}"#,
        network: #"{"signals": {"outcome": "token", "token": "t", "latencyMs": {"min": 1, "max": 9}}}"#))
    let read = try #require(given.profiles.first)
    #expect(read.signalFormats == [.banner])
    #expect(
      read.signalFormatError == .init(domain: "P", code: 7, message: "Signals are not collected for this format."))
    #expect(
      read.emptyTokenError
        == .init(domain: "P", code: 112, message: "The network returned a null or empty bidding token."))
    #expect(!read.passesSignalErrorThrough)
    #expect(read.signalError == .init(domain: "P", code: 110, message: "m"))
    #expect(
      given.lineItems[0].network.signals == SignalScript(outcome: .token, latency: .uniform(min: 1, max: 9), token: "t")
    )
  }

  @Test func reportsEachBadKeyAtItsPlace() {
    #expect(
      Self.messages(Self.config(network: #"{"signals": {"outcome": "error"}}"#)) == [
        #".lineItems[0].network.signals: missing required key "error""#
      ])
    #expect(
      Self.messages(Self.config(network: #"{"signals": {"outcome": "empty", "token": "t"}}"#)) == [
        #".lineItems[0].network.signals.token: "token" applies only to the outcome "token""#
      ])
    #expect(
      Self.messages(Self.config(network: #"{"signals": {"error": {"domain": "d", "code": 1}}}"#)) == [
        #".lineItems[0].network.signals.error: "error" applies only to the outcome "error""#
      ])
    #expect(
      Self.messages(Self.config(network: #"{"signals": {"outcome": "tokn"}}"#)) == [
        #".lineItems[0].network.signals.outcome: expected one of "token", "empty", "error", found "tokn" (did you mean "token"?)"#
      ])
    #expect(
      Self.messages(Self.config(profile: #""formats": []"#)) == [
        #".adapters.P.collectSignals.formats: expected one or more of "native", "rewarded", "interstitial", "rewardedInterstitial", "banner" and "appOpen", found an empty array"#
      ])
    #expect(
      Self.messages(Self.config(profile: #""error": "passthrough""#)) == [
        #".adapters.P.collectSignals.error: expected an error object or "passThrough", found "passthrough" (did you mean "passThrough"?)"#
      ])
  }

  /// Android's `SignalCallbacks` has no message-only overload, as `onAdFailedToShow(String)` is for a present:
  /// a plain string there is refused as on iOS, while `present.error` takes one.
  @Test func aSignalErrorIsNeverAMessageAlone() {
    let text = """
      {"version": 1, "platform": "android", "adUnit": {"id": "/1/i", "format": "interstitial"},
       "adapters": {"com.example.P": {"formats": ["interstitial"], "bidding": true,
                                      "collectSignals": {"error": "Signal failed"}}},
       "lineItems": [{"label": "B", "className": "com.example.P", "parameter": "b", "bidding": {"bid": 1}}]}
      """
    #expect(
      Self.messages(text) == [
        #".adapters["com.example.P"].collectSignals.error: expected an error object or "passThrough", found "Signal failed""#
      ])
    #expect(Self.messages(text.replacingOccurrences(of: "Signal failed", with: "passThrough")) == [])
  }

  @Test func signalsNeedABidder() {
    let text = """
      {"version": 1, "adUnit": {"id": "/1/i", "format": "interstitial"},
       "lineItems": [{"label": "W", "className": "SampleCustomEvent", "parameter": "w", "ecpm": 1,
                      "network": {"signals": {}}}]}
      """
    #expect(
      Self.messages(text) == [
        #".lineItems[0].network.signals: "signals" applies only to a bidding line item (with "bidding"): the SDK collects signals from bidders only"#
      ])
  }

  @Test func readsEachFormOfExpectSignals() throws {
    let config = try Self.load(
      Self.config(expect: #""signals": {"B": "token"}"#))
    #expect(config.expectations?.run.map(\.kind) == [.signals(lineItem: 0, .anyToken)])
    #expect(
      try Self.load(Self.config(expect: #""signals": {"B": {"token": "x"}}"#)).expectations?.run.map(\.kind) == [
        .signals(lineItem: 0, .token("x"))
      ])
    #expect(
      try Self.load(Self.config(expect: #""signals": {"B": {"code": 111}}"#)).expectations?.run.map(\.kind) == [
        .signals(lineItem: 0, .error(ErrorPattern(code: 111)))
      ])
    #expect(
      Self.messages(Self.config(expect: #""signals": {"B": "tokn", "C": "token", "W": {"token": 3}}"#)) == [
        #".expect.signals.B: expected an error pattern ({"domain", "code", "message"}, each optional) or "token" or {"token": …}, found "tokn" (did you mean "token"?)"#,
        #".expect.signals.C: no line item has this label (did you mean "B"?)"#,
        #".expect.signals.W.token: expected a string, found 3"#,
      ])
  }

  /// What the adapter makes of its network's answer, by its profile (the engine and the kernel both ask this).
  @Test func theProfileMakesTheNetworksAnswer() throws {
    var profile = AdapterProfile(className: "P", formats: [.interstitial, .banner])
    let networkError = AdError(domain: "net", code: 3, localizedDescription: "n")
    func collect(_ script: SignalScript, _ format: AdFormat = .interstitial) -> SignalCollection.Answer {
      SignalCollection(script: script, profile: profile, format: format).answer
    }
    #expect(collect(SignalScript()) == .token(nil))
    #expect(collect(SignalScript(token: "t")) == .token("t"))
    #expect(collect(SignalScript(outcome: .empty)) == .token(""))
    #expect(collect(SignalScript(token: "")) == .token(""))
    #expect(collect(SignalScript(outcome: .error, error: networkError)) == .failure(networkError))
    profile.emptyTokenError = .init(domain: "P", code: 112, message: "e")
    #expect(
      collect(SignalScript(outcome: .empty)) == .failure(AdError(domain: "P", code: 112, localizedDescription: "e")))
    #expect(collect(SignalScript(token: "")) == .failure(AdError(domain: "P", code: 112, localizedDescription: "e")))
    profile.passesSignalErrorThrough = false
    #expect(
      collect(SignalScript(outcome: .error, error: networkError))
        == .failure(AdError(domain: "P", code: 110, localizedDescription: "The network failed to collect signals.")))
    profile.signalFormats = [.banner]
    let refused = SignalCollection(script: SignalScript(latency: .fixed(300)), profile: profile, format: .interstitial)
    #expect(
      refused.answer
        == .failure(AdError(domain: "P", code: 111, localizedDescription: "Signals are not collected for this format."))
    )
    #expect(refused.latency == .fixed(0))
    #expect(collect(SignalScript(), .banner) == .token(nil))
  }
}
