import MediationPlatforms
import Testing

@testable import MediationKit

/// `compare --fields PATTERN` (decide2.md §4): keys, labels with JSON's
/// escapes and `*`; a field selected by its path or a leading part of it,
/// whole components only; several patterns' union in the record's order;
/// a pattern that selects nothing named with a did-you-mean.
struct FieldPatternTests {
  /// The fields of a comparison of two line items, in the record's order.
  private static let paths = [
    ".runs", ".fillRate", ".fillRateCI95.low", ".fillRateCI95.high", ".latencyMs.p90", ".latencyMs.mean",
    ".latencyMs.meanCI95.low", ".latencyMs.meanCI95.high", ".auction.latencyMs.p90", ".warnings",
    #".lineItems["Unity $10"].wins"#, #".lineItems["Unity $10"].winShare"#,
    #".lineItems["Unity $10"].winShareCI95.low"#,
    #".lineItems["Unity $10"].winShareCI95.high"#, #".lineItems["Tab\there \"q\""].wins"#,
    #".lineItems["Tab\there \"q\""].winShare"#, #".lineItems["Tab\there \"q\""].winShareCI95.low"#,
  ]

  private func selected(_ patterns: String...) throws -> [String] {
    let selection = FieldSelection(try patterns.map(FieldPattern.parse))
    return Self.paths.filter(selection.selects)
  }

  @Test(arguments: [
    ("latencyMs", [FieldPattern.Component.key("latencyMs")]),
    (".latencyMs.p90", [.key("latencyMs"), .key("p90")]),
    (#".lineItems["Unity $10"].winShare"#, [.key("lineItems"), .label("Unity $10"), .key("winShare")]),
    (#"lineItems["Caf\u00e9 \"A\" \\ \/"]"#, [.key("lineItems"), .label(#"Café "A" \ /"#)]),
    (".lineItems[*].winShare", [.key("lineItems"), .any, .key("winShare")]),
    ("lineItems.*.wins", [.key("lineItems"), .any, .key("wins")]),
    ("*", [.any]),
    (".*.p90", [.any, .key("p90")]),
    (#"["x"]"#, [.label("x")]),
  ])
  func readsPatterns(text: String, components: [FieldPattern.Component]) throws {
    #expect(try FieldPattern.parse(text) == FieldPattern(text: text, components: components))
  }

  @Test(arguments: [
    ("", FieldPattern.ParseError.empty),
    (".", .malformed(offset: 0)),
    ("latencyMs.", .malformed(offset: 9)),
    ("..latencyMs", .malformed(offset: 0)),
    ("latency Ms", .malformed(offset: 7)),
    (".lineItems[0].wins", .index),
    (#".lineItems["Unity"#, .malformed(offset: 10)),
    (#".lineItems["Unity"x"#, .malformed(offset: 10)),
    (".lineItems[Unity]", .malformed(offset: 10)),
    (#".lineItems["bad \q"]"#, .malformed(offset: 10)),
    (".lineItems[*", .malformed(offset: 10)),
    ("-fillRate", .malformed(offset: 0)),
  ])
  func refusesWhatIsNoPath(text: String, error: FieldPattern.ParseError) {
    #expect(throws: error) { try FieldPattern.parse(text) }
  }

  /// A leading part selects everything under it: `latencyMs` every latency field of the top level, not the auction's.
  @Test func aLeadingPartSelectsWhatIsUnderIt() throws {
    #expect(
      try selected("latencyMs") == [
        ".latencyMs.p90", ".latencyMs.mean", ".latencyMs.meanCI95.low", ".latencyMs.meanCI95.high",
      ])
    #expect(try selected(".latencyMs.mean") == [".latencyMs.mean"])
    #expect(try selected("fillRate") == [".fillRate"])
    #expect(try selected("*") == Self.paths)
    #expect(try selected("*.p90") == [".latencyMs.p90"])
  }

  /// Components are whole: `winShare` is not `winShareCI95`.
  @Test func componentsMatchWhole() throws {
    #expect(
      try selected(".lineItems[*].winShare") == [
        #".lineItems["Unity $10"].winShare"#, #".lineItems["Tab\there \"q\""].winShare"#,
      ])
    #expect(try selected("lineItems[*].winShareCI95").count == 3)
    // A key is no label: `.lineItems.wins` names a key `wins` of `lineItems`, which has none.
    #expect(try selected(".lineItems.wins") == [])
  }

  /// Labels are JSON strings: any spelling of the same label selects it.
  @Test func labelsAreReadWithJSONEscapes() throws {
    let tab = [
      #".lineItems["Tab\there \"q\""].wins"#, #".lineItems["Tab\there \"q\""].winShare"#,
      #".lineItems["Tab\there \"q\""].winShareCI95.low"#,
    ]
    #expect(try selected(#"lineItems["Tab\u0009here \u0022q\""]"#) == tab)
    #expect(try selected(#".lineItems["Unity \u0024\u00310"].wins"#) == [#".lineItems["Unity $10"].wins"#])
    #expect(try selected(#".lineItems["unity $10"]"#) == [])
  }

  /// Several patterns: their union, in the record's order, each field once.
  @Test func severalPatternsSelectTheirUnionInRecordOrder() throws {
    #expect(
      try selected(".warnings", "fillRate", #".lineItems["Unity $10"].wins"#, ".fillRate") == [
        ".fillRate", ".warnings", #".lineItems["Unity $10"].wins"#,
      ])
    let record = ComparisonRecord(
      runs: 1, a: "a", b: "b",
      fields: Self.paths.map { ComparisonRecord.Entry(field: $0, differenceMicros: nil, ci95: nil) })
    let chosen = record.selecting(FieldSelection([try FieldPattern.parse("warnings"), try FieldPattern.parse("runs")]))
    #expect(chosen.fields.map(\.field) == [".runs", ".warnings"])
  }

  /// A pattern that selects nothing: the first such, with the nearest pattern that selects something.
  @Test(arguments: [
    ("latencyM", ".latencyM", ".latencyMs"),
    (".lineItems[*].winShar", ".lineItems[*].winShar", ".lineItems[*].winShare"),
    (#".lineItems["Unity $1"]"#, #".lineItems["Unity $1"]"#, #".lineItems["Unity $10"]"#),
    ("winShare", ".winShare", ".lineItems[*].winShare"),
    ("p90", ".p90", ".latencyMs.p90"),
    ("nothingLikeIt", ".nothingLikeIt", nil),
  ])
  func aPatternThatSelectsNothingIsNamed(text: String, shown: String, suggestion: String?) throws {
    let selection = FieldSelection([try FieldPattern.parse("runs"), try FieldPattern.parse(text)])
    #expect(
      selection.firstUnmatched(among: Self.paths) == FieldSelection.Unmatched(pattern: shown, suggestion: suggestion))
    #expect(FieldSelection([try FieldPattern.parse("runs")]).firstUnmatched(among: Self.paths) == nil)
  }
}
