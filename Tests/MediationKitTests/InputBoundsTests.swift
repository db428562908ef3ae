import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The bounds that keep bad input cheap and output exact: suggestions that
/// cannot cost more than a few milliseconds, problems kept to the hundred
/// printed, jq paths jq reads, and times whose sums stay exact in jq.
struct InputBoundsTests {
  static let rewardedUnit =
    #""adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 10}}"#

  // MARK: did you mean

  @Test func suggestsForTyposOfEveryLength() {
    #expect(DidYouMean.suggestion(for: "fromat", among: ["format", "seed"]) == "format")
    #expect(DidYouMean.suggestion(for: "Seed", among: ["format", "seed"]) == "seed")
    let label = String(repeating: "Network ", count: 15)  // 120 bytes
    #expect(DidYouMean.suggestion(for: label + "X", among: [label + "Y"]) == label + "Y")
  }

  /// A word past 128 bytes gets no suggestion, however close a candidate is:
  /// before this bound a 13.5 MB unknown key built a 13.5M × n table.
  @Test func suggestsNothingForAWordPastTheLengthBound() {
    let label = String(repeating: "Network ", count: 20)  // 160 bytes
    #expect(DidYouMean.suggestion(for: label + "X", among: [label + "Y"]) == nil)
    let huge = String(repeating: "k", count: 4 * 1024 * 1024)
    #expect(DidYouMean.suggestion(for: huge, among: ConfigDecoder.rootKeys) == nil)
  }

  /// One search looks at a bounded number of candidates' bytes: a close
  /// candidate at the end of a very long list is not found.
  @Test func boundsTheWorkOfOneSearch() {
    let others = (0..<300_000).map { "Other line item \($0)" }
    #expect(DidYouMean.suggestion(for: "Netwrok B", among: ["Network B"] + others) == "Network B")
    #expect(DidYouMean.suggestion(for: "Netwrok B", among: others + ["Network B"]) == nil)
  }

  // MARK: problems

  /// The first hundred in file order are kept whatever order they are
  /// reported in, and every one is counted.
  @Test func keepsTheFirstProblemsInFileOrder() {
    var issues = ConfigIssues(capacity: 3)
    for offset in [50, 40, 30, 20, 10, 60, 5] {
      issues.add(offset: offset, path: { JSONPath([.index(offset)]) }, problem: { .repeatedValue })
    }
    issues.add(offset: nil, path: { .root }, problem: { .missingKey("adUnit") })
    #expect(issues.total == 8)
    #expect(issues.inFileOrder.map(\.offset) == [nil, 5, 10])
  }

  /// A problem past the hundredth in file order is never built: its
  /// suggestion is never searched for.
  @Test func buildsNoProblemThatWouldNotBePrinted() {
    var issues = ConfigIssues()
    var built = 0
    for offset in 0..<100_000 {
      issues.add(
        offset: offset, path: { JSONPath([.index(offset)]) },
        problem: {
          built += 1
          return .repeatedValue
        })
    }
    #expect(issues.total == 100_000)
    #expect(built == ConfigLimits.maximumReportedErrors)
  }

  @Test func countsEveryUnknownKeyAndKeepsTheFirstHundred() throws {
    let keys = (0..<5_000).map { "\"unknown\($0)\": 0" }.joined(separator: ", ")
    do throws(ConfigError) {
      _ = try ConfigLoader.load(Array("{\(keys)}".utf8))
      Issue.record("accepted")
    } catch {
      guard case .invalid(let shown, let omitted) = error else { return #expect(Bool(false)) }
      #expect(shown.count == 100)
      // 5,000 unknown keys, adUnit and lineItems missing.
      #expect(omitted == 5_002 - 100)
      #expect(shown.first?.path == JSONPath())
      #expect(shown.last?.path == JSONPath([.key("unknown97")]))
    }
  }

  // MARK: paths

  /// jq reads every path printed: one that starts with a bracket needs a dot before it.
  @Test(arguments: [
    ([JSONPath.Component](), "."),
    ([.key("a b")], #".["a b"]"#),
    ([.index(0)], ".[0]"),
    ([.index(0), .key("x")], ".[0].x"),
    ([.key("lineItems"), .index(2), .key("timeoutMs")], ".lineItems[2].timeoutMs"),
    ([.key("expect"), .key("outcomes"), .key("Network B")], #".expect.outcomes["Network B"]"#),
    ([.key("$schema")], #".["$schema"]"#),
  ])
  func printsPathsJqReads(components: [JSONPath.Component], path: String) {
    #expect(JSONPath(components).description == path)
  }

  @Test func pointsAtARootKeyThatNeedsBrackets() {
    do throws(ConfigError) {
      _ = try ConfigLoader.load(Array(#"{"a b": 1}"#.utf8))
    } catch {
      guard case .invalid(let shown, _) = error else { return #expect(Bool(false)) }
      #expect(shown.map(\.path.description).contains(#".["a b"]"#))
    }
  }

  // MARK: times

  @Test(arguments: [("100000000000000", true), ("100000000000001", false), ("9007199254740991", false)])
  func boundsEveryTime(value: String, accepted: Bool) {
    let text = """
      {\(Self.rewardedUnit), "lineItems": [{"label": "A", "className": "SampleCustomEvent", "parameter": "p",
        "network": {"load": {"outcome": "fill", "latencyMs": \(value)}}}], "app": {"presentAfterMs": \(value)}}
      """
    let accepts: Bool
    do throws(ConfigError) {
      _ = try ConfigLoader.load(Array(text.utf8))
      accepts = true
    } catch {
      accepts = false
    }
    #expect(accepts == accepted)
  }

  /// Every time at its largest, along the longest chains of causes the
  /// engine has (a late and duplicated load callback, a second present, an
  /// expiry, a second load request, clicks and impressions after a render):
  /// no `t` passes 2^53 − 1, so jq reads every one exactly.
  @Test(arguments: ["rewarded", "native"])
  func keepsEveryTimeExactInJq(format: String) throws {
    let most = ConfigLimits.maximumTimeMs
    let load = #""load": {"outcome": "fill", "latencyMs": \#(most), "duplicateCallbackAfterMs": \#(most)}"#
    let items = (0..<3).map { index in
      #"{"label": "L\#(index)", "className": "SampleCustomEvent", "parameter": "p", "timeoutMs": 3600000, "network": {\#(load)\#(format == "rewarded" ? #", "expiresAfterMs": \#(most), "show": [{"atMs": \#(most), "callback": "didDismiss"}]"# : #", "show": [{"atMs": \#(most), "callback": "videoEnd"}]"#)}}"#
    }
    let last =
      #"{"label": "Fill", "className": "SampleCustomEvent", "parameter": "p", "network": {"load": {"outcome": "fill", "latencyMs": 9999, "duplicateCallbackAfterMs": \#(most)}}}"#
    let unit =
      format == "rewarded"
      ? Self.rewardedUnit : #""adUnit": {"id": "/1/n", "format": "native"}"#
    let app =
      format == "rewarded"
      ? #"{"presentAfterMs": \#(most), "presentAgainAfterMs": \#(most)}"#
      : #"{"renderAfterMs": \#(most), "loadAgainAfterMs": \#(most), "clicks": [{"atMs": \#(most), "asset": "headline"}], "recordImpressionsAtMs": [\#(most)]}"#
    let text = #"{\#(unit), "lineItems": [\#((items + [last]).joined(separator: ", "))], "app": \#(app)}"#
    let config = try ConfigLoader.load(Array(text.utf8))
    let records = RecordCollector()
    _ = Simulator.trace(config, seed: 1, into: records)
    let latest = try #require(records.records.map(\.t).max())
    #expect(latest > 2 * most)
    #expect(latest <= ConfigLimits.maximumSafeInteger)
  }
}
