import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The text of `mediate compare` (decide2.md §4): the headline of the
/// spec's example, every line within 80 columns whatever the labels, the
/// markers and their ASCII forms, the verdicts in words and §1's sentence
/// of the worlds, and the table of every field.
struct ComparisonTextTests {
  /// A field entry of a comparison, its numbers as the record writes them.
  private static func entry(
    _ field: String, lineItem: String? = nil, _ a: String?, _ b: String?, _ difference: String?,
    _ interval: (String, String)?, kind: ComparisonRecord.CIKind = .paired
  ) -> ComparisonRecord.Entry {
    func micros(_ text: String) -> Int64 { Int64(ComparisonFigure.micros(.number(text)) ?? 0) }
    let ci = interval.map {
      SummaryRecord.Interval(low: DecimalNumber(micros: micros($0.0)), high: DecimalNumber(micros: micros($0.1)))
    }
    return ComparisonRecord.Entry(
      field: field, lineItem: lineItem, a: a.map(JSONValue.number), b: b.map(JSONValue.number),
      difference: difference.map(JSONValue.number), differenceMicros: difference.map { Int128(micros($0)) },
      ci95: ci, ciKind: ci == nil ? nil : kind, verdict: ci.map(ComparisonRecord.Verdict.init))
  }

  private static func winShare(_ label: String, _ a: String, _ b: String, _ d: String, _ low: String, _ high: String)
    -> ComparisonRecord.Entry
  {
    entry(".lineItems[\(JSONStringLiteral.quoted(label))].winShare", lineItem: label, a, b, d, (low, high))
  }

  /// The numbers of the spec's example, with 127 other fields: 135 in all.
  private static var example: ComparisonRecord {
    var fields = [
      entry(".revenuePer1000Requests", "9.5275", "9.4416", "-0.0859", ("-0.0943", "-0.0775")),
      entry(".fillRate", "0.8043", "0.7923", "-0.012", ("-0.0131", "-0.0109")),
      entry(".latencyMs.mean", "1204", "1298", "94", ("90", "98")),
      entry(".latencyMs.p90", "2861", "3005", "144", ("121", "169"), kind: .orderStatistics),
      winShare("ironSource $6", "0.3", "0.311", "0.011", "0.009", "0.013"),
      winShare("Pangle", "0.077", "0.079", "0.002", "-0.001", "0.005"),
      winShare("Unity $10", "0.221", "0.19", "-0.031", "-0.033", "-0.029"),
      winShare("Backfill", "0.402", "0.42", "0.018", "0.016", "0.02"),
    ]
    fields += (0..<127).map { entry(".lineItems[\"Other\"].wins\($0)", lineItem: "Other", "1", "1", "0", nil) }
    var record = ComparisonRecord(runs: 100_000, a: "now.json", b: "floor12.json", fields: fields)
    record.seed = 7
    return record
  }

  /// The spec's headline, laid out as mediate lays it out: the title and
  /// the header as the spec has them, the rows in its order with its
  /// numbers and markers, the verdicts in its words and its last line.
  @Test func theSpecsExampleReadsAsTheSpecWritesIt() {
    let lines = Self.example.textLines(view: .headline(top: 3))
    #expect(
      lines == [
        "A now.json                    B floor12.json         100,000 paired runs, seed 7",
        "                              A           B       B − A   95 % interval",
        "revenue / 1,000 req      9.5275      9.4416    −0.0859 ▼ −0.0943 … −0.0775",
        "fill rate               80.43 %     79.23 %   −1.20 pp ▼   −1.31 … −1.09 pp",
        "latency mean           1,204 ms    1,298 ms     +94 ms ▲     +90 … +98 ms",
        "latency p90            2,861 ms    3,005 ms    +144 ms ▲    +121 … +169 ms",
        "win share moved most",
        "  Unity $10              22.1 %      19.0 %    −3.1 pp ▼    −3.3 … −2.9 pp",
        "  Backfill               40.2 %      42.0 %    +1.8 pp ▲    +1.6 … +2.0 pp",
        "  ironSource $6          30.0 %      31.1 %    +1.1 pp ▲    +0.9 … +1.3 pp",
        "B earns less (95 %), fills less and is slower.",
        "128 more fields: mediate compare --all, or --format ndjson",
      ])
    // ASCII: the markers' forms, a hyphen for the minus, two dots for the ellipsis.
    let ascii = Self.example.textLines(view: .headline(top: 3), glyphs: .ascii)
    #expect(ascii[1] == "                              A           B       B - A   95 % interval")
    #expect(ascii[2] == "revenue / 1,000 req      9.5275      9.4416    -0.0859 v -0.0943 .. -0.0775")
    #expect(ascii[4] == "latency mean           1,204 ms    1,298 ms     +94 ms ^     +90 .. +98 ms")
    #expect(ascii.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
  }

  /// `--top K`: the K largest |B − A|; ties to the narrower interval, then to the label.
  @Test func theWinSharesThatMovedMostComeFirst() {
    let shares = [
      Self.winShare("b", "0.5", "0.6", "0.1", "0.05", "0.15"),
      Self.winShare("a", "0.5", "0.6", "0.1", "0.05", "0.15"),
      Self.winShare("narrow", "0.5", "0.6", "0.1", "0.09", "0.11"),
      Self.winShare("most", "0.5", "0.3", "-0.2", "-0.3", "-0.1"),
      Self.entry(".lineItems[\"only B\"].winShare", lineItem: "only B", nil, "0.9", nil, nil),
      Self.winShare("still", "0.5", "0.5", "0", "0", "0"),
    ]
    #expect(
      ComparisonRecord.movedMost(shares, top: 20).map(\.lineItem) == ["most", "narrow", "a", "b", "still", "only B"])
    #expect(ComparisonRecord.movedMost(shares, top: 2).map(\.lineItem) == ["most", "narrow"])
    #expect(ComparisonRecord.movedMost(shares, top: 0).isEmpty)
    let lines = Self.example.textLines(view: .headline(top: 0))
    #expect(!lines.contains("win share moved most"))
    #expect(lines.last == "131 more fields: mediate compare --all, or --format ndjson")
  }

  /// §1: a field whose verdict depends on the world gets `?` and its
  /// sentence, naming the worlds whose interval lies on one side of 0; the
  /// record writes each world's figures.
  @Test func aVerdictThatDependsOnTheWorldSaysWhichWorlds() throws {
    func world(_ label: String, _ difference: String, _ low: String, _ high: String) -> ComparisonRecord.World {
      func micros(_ text: String) -> DecimalNumber {
        DecimalNumber(micros: Int64(ComparisonFigure.micros(.number(text)) ?? 0))
      }
      return ComparisonRecord.World(
        world: label, a: .number("5"), b: .number("5"), difference: .number(difference),
        ci95: SummaryRecord.Interval(low: micros(low), high: micros(high)))
    }
    var record = Self.example
    record.about = [".demand.valueCpm.sigma"]
    record.worlds = ["sigma 1", "sigma 0.5", "sigma 1.5"]
    record.fields[0].verdict = .dependsOnWorld
    record.fields[0].byWorld = [
      world("sigma 1", "-0.117828", "-0.15", "-0.08"),
      world("sigma 0.5", "-3.34343", "-3.4", "-3.3"),
      world("sigma 1.5", "1.44011", "1.4", "1.5"),
    ]
    record.fields[0].byWorld?[0].ci95 = SummaryRecord.Interval(
      low: DecimalNumber(micros: -150_000), high: DecimalNumber(micros: 20_000))
    let lines = record.textLines(view: .headline(top: 3))
    #expect(lines[2] == "revenue / 1,000 req      9.5275      9.4416    −0.0859 ? −0.0943 … −0.0775")
    #expect(record.textLines(view: .headline(top: 3), glyphs: .ascii)[2].contains("-0.0859 ? "))
    #expect(
      Array(lines[10...12]) == [
        "B fills less (95 %) and is slower.",
        "Revenue per 1,000 requests depends on what the data cannot tell",
        "(.demand.valueCpm.sigma): −3.34 at sigma 0.5, +1.44 at sigma 1.5.",
      ])
    record.platforms = [.ios, .ios]
    var writer = JSONWriter()
    writer.write(record)
    let json = String(decoding: writer.bytes, as: UTF8.self)
    #expect(
      json.contains(
        #""byWorld":[{"world":"sigma 1","a":5,"b":5,"difference":-0.117828,"ci95":{"low":-0.15,"high":0.02}},"#))
    #expect(
      json.hasSuffix(
        #""about":[".demand.valueCpm.sigma"],"worlds":["sigma 1","sigma 0.5","sigma 1.5"],"platforms":["ios","ios"]}"#))
  }

  /// The verdicts in words when some are unclear, or all.
  @Test func unclearVerdictsAreSaidSo() {
    var record = Self.example
    record.fields[0].verdict = .unclear
    record.fields[3].verdict = .lower
    #expect(
      record.verdictSentences(Array(record.fields[0..<4]), glyphs: .unicode) == [
        "B fills less (95 %) and is slower on average but faster at p90; no clear difference in revenue."
      ])
    for index in 0..<4 { record.fields[index].verdict = .unclear }
    #expect(
      record.verdictSentences(Array(record.fields[0..<4]), glyphs: .unicode) == [
        "No clear difference in revenue, fill rate or latency (95 %)."
      ])
  }

  /// Every line of every view stays within 80 columns (counted as a
  /// terminal draws them: wide characters two, combining marks none),
  /// whatever the labels, the paths, the seed and the figures.
  @Test func everyLineFitsEightyColumns() throws {
    let labels = [
      String(repeating: "Unity Ads rewarded video, tier one ", count: 3),
      String(repeating: "広告ネットワーク", count: 6),
      "👩‍👩‍👧 family network 🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉",
      "e\u{301}" + String(repeating: "a\u{301}\u{302}", count: 40),
      "control\u{1B}[31mred\u{7}",
      "short",
    ]
    func item(_ label: String, _ index: Int, fill: String) -> String {
      """
      {"label": \(JSONStringLiteral.quoted(label)), "className": "SampleCustomEvent", "parameter": "p\(index)",
       "ecpm": \(900_000 - index), "network": {"load": {"fillRate": \(fill), "latencyMs": {"min": 10, "max": 90000}}}}
      """
    }
    func config(_ fills: [String]) throws -> WaterfallConfig {
      let items = labels.enumerated().map { item($0.element, $0.offset, fill: fills[$0.offset]) }
      return try ConfigLoader.load(
        Array(
          #"""
          {"version": 1, "seed": 18446744073709551615,
           "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
           "lineItems": [\#(items.joined(separator: ", "))]}
          """#.utf8))
    }
    let a = try config(["0.3", "0.2", "0.4", "0.1", "0.5", "0.9"])
    let b = try config(["0.1", "0.4", "0.2", "0.3", "0.5", "0.8"])
    var record = Simulator.compare(
      a, b, seed: a.seed, plan: BatchPlan(runs: 2_000, jobs: 2),
      pathA: "/a/very/long/folder/of/configs/" + String(repeating: "ヘッドライン", count: 8) + "/now.json",
      pathB: "proposed-" + String(repeating: "x", count: 90) + ".json", registries: .standard)
    #expect(record.seed == UInt64.max)
    for runs in [record.runs, 1_000_000_000] {
      record.runs = runs
      for glyphs in [ComparisonGlyphs.unicode, .ascii] {
        for view in [ComparisonRecord.TextView.headline(top: 20), .headline(top: 0), .table] {
          for line in record.textLines(view: view, glyphs: glyphs, color: true) {
            #expect(TerminalText.width(line) <= 80, "\(line)")
            #expect(Self.columns(line) <= 80, "\(line)")
          }
        }
      }
    }
    // The headline's line items are elided to 20 columns.
    let headline = record.textLines(view: .headline(top: 20))
    let rows = headline.drop { $0 != "win share moved most" }.dropFirst().prefix(labels.count)
    #expect(rows.count == labels.count)
    let fitted = labels.map { DisplayText.fitted($0, to: 20) }
    #expect(fitted.allSatisfy { TerminalText.width($0) <= 20 && Self.columns($0) <= 20 })
    for row in rows {
      #expect(fitted.contains { row.hasPrefix("  " + $0 + " ") }, "\(row)")
    }
  }

  /// Columns counted independently of `TerminalText`: per grapheme cluster,
  /// two for East Asian wide characters and emoji, none for a cluster of
  /// marks alone, ANSI colour sequences none.
  private static func columns(_ line: String) -> Int {
    var text = line
    while let start = text.range(of: "\u{1B}["), let end = text[start.upperBound...].firstIndex(where: \.isLetter) {
      text.removeSubrange(start.lowerBound...end)
    }
    return text.reduce(0) { total, character in
      let scalars = character.unicodeScalars
      if scalars.contains(where: { $0.properties.isEmojiPresentation || (0x3000...0x9FFF).contains($0.value) }) {
        return total + 2
      }
      let visible = scalars.contains { $0.properties.generalCategory != .nonspacingMark }
      return total + (visible ? 1 : 0)
    }
  }

  /// `--all`: groups in order, one row per field, a field's own interval
  /// ends folded into its row unless the field is not shown.
  @Test func theTableGroupsEveryField() throws {
    var fields = Self.example.fields.prefix(8).map { $0 }
    fields.insert(Self.entry(".runs", "100000", "100000", "0", nil), at: 0)
    fields.insert(Self.entry(".fillRateCI95.low", "0.8", "0.79", "-0.01", nil), at: 3)
    fields.insert(Self.entry(".fillRateCI95.high", "0.81", "0.8", "-0.01", nil), at: 4)
    fields.append(Self.entry(".auction.latencyMs.p50", nil, nil, nil, nil))
    var record = ComparisonRecord(runs: 100_000, a: "now.json", b: "floor12.json", fields: fields)
    record.seed = 7
    let lines = record.textLines(view: .table)
    let headings = lines.dropFirst(2).filter { !$0.hasPrefix(" ") }
    #expect(headings == ["Requests", "Latency", "Auction", "ironSource $6", "Pangle", "Unity $10", "Backfill"])
    #expect(lines.count == 2 + headings.count + fields.count - 2)
    #expect(lines.contains { $0.hasPrefix("  fillRate ") && $0.contains("−1.31 … −1.09 pp") })
    #expect(!lines.contains { $0.contains("fillRateCI95") })
    #expect(lines.contains { $0.hasPrefix("  latencyMs.p50 ") && $0.hasSuffix("-") })
    // Selected alone, an interval's end is a row of its own.
    let ends = record.selecting(FieldSelection([try FieldPattern.parse("fillRateCI95")])).textLines(view: .table)
    #expect(
      ends.dropFirst(2).map { String($0.prefix(20)) } == ["Requests", "  fillRateCI95.low  ", "  fillRateCI95.high "])
  }
}
