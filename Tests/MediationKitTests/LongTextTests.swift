import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// Text output of very long strings: a label of 200,000 characters and an
/// ad unit ID of 256 KB come out right, and what the text format does with
/// them is bounded by the width (a label) or linear (a wrapped ID): the
/// output of a longer label is the same bytes, and a wrapped ID is cut into
/// full lines. Speed is measured by `make bench` (docs/benchmarks.md), not
/// here.
struct LongTextTests {
  private func config(label: String = "Network B", adUnit: String = "/6499/example/rewarded") -> WaterfallConfig? {
    let json = """
      {"seed": 7, "adUnit": {"id": \(JSONStringLiteral.quoted(adUnit)), "format": "rewarded",
        "reward": {"type": "coins", "amount": 10}},
       "lineItems": [
        {"label": "Network A", "className": "SampleCustomEvent", "parameter": "a", "network": {"load": "noFill"}},
        {"label": \(JSONStringLiteral.quoted(label)), "className": "GADMediationAdapterSampleAdNetwork", "parameter": "b"}]}
      """
    return try? ConfigLoader.load(Array(json.utf8))
  }

  private func text(_ config: WaterfallConfig, runs: Int? = nil, format: OutputFormat = .text) -> String {
    let output = ByteBuffer()
    let renderer = format.renderer(to: output, width: 100)
    if let runs {
      let result = Simulator.summarize(config, seed: config.seed, plan: BatchPlan(runs: runs, jobs: 1))
      Simulator.write(result, run: RunRecord(config: config, seed: config.seed), into: renderer)
    } else {
      Simulator.trace(config, seed: config.seed, into: renderer)
    }
    renderer.finish()
    return String(decoding: output.bytes, as: UTF8.self)
  }

  @Test(arguments: [nil, 10] as [Int?])
  func aLabelOf200000CharactersCostsWhatAShortOneDoes(runs: Int?) throws {
    let long = try #require(config(label: "GADMediation" + String(repeating: "x", count: 200_000) + "Unity"))
    let shorter = try #require(config(label: "GADMediation" + String(repeating: "x", count: 2_000) + "Unity"))
    // The response ID is a hash of the config's bytes: the one line that differs.
    func withoutResponseID(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter { !$0.hasPrefix("  response id") }
    }
    let output = text(long, runs: runs)
    // Elided in the middle to the same 20 columns: the same bytes as for a label 100 times shorter.
    #expect(withoutResponseID(output) == withoutResponseID(text(shorter, runs: runs)))
    #expect(output.contains("GADMediati…xxxxUnity"))
    #expect(output.utf8.count < 8_000)
    for line in output.split(separator: "\n") { #expect(TerminalText.width(line) <= 100) }
  }

  @Test func anAdUnitIDOf256KBWrapsIntoFullLines() throws {
    let id = String(repeating: "u", count: 256 * 1024)
    let output = text(try #require(config(adUnit: id)))
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let header = "mediate 0.1.0, seed 7, rewarded ad unit " + id + ", 2 line items"
    // The header, wrapped: its words, then the ID in pieces of 98 columns under the value column.
    let headerLines = try #require(lines.firstIndex(of: ""))
    #expect(lines[0] == "mediate 0.1.0, seed 7, rewarded ad unit")
    #expect(headerLines == 1 + id.count / 98 + 2)
    #expect(lines[1..<(headerLines - 2)].allSatisfy { $0.hasPrefix("  u") && $0.utf8.count == 100 })
    #expect(lines[..<headerLines].joined().filter { $0 != " " } == header.filter { $0 != " " })
    #expect(lines.allSatisfy { TerminalText.width($0) <= 100 })
    #expect(output.utf8.count < id.utf8.count + 3 * headerLines + 8_000)
  }

  @Test func wrapsAnUnbrokenWordInOnePass() {
    let word = String(repeating: "東", count: 100_000)
    let lines = TerminalText.wrapped(word, to: 99)
    #expect(lines.count == 100_000 / 49 + 1)
    #expect(lines.dropLast().allSatisfy { TerminalText.width($0) == 98 })
    #expect(lines.joined() == word)
  }

  @Test func fitsAStringOfMegabytesToItsColumns() {
    let huge = String(repeating: "a", count: 4_000_000) + "\u{1B}end"
    #expect(DisplayText.fitted(huge, to: 20) == "aaaaaaaaaa…\\u{1B}end")
    let marks = "e" + String(repeating: "\u{301}", count: 1_000_000)
    #expect(TerminalText.width(DisplayText.fitted(marks, to: 20)) <= 20)
  }

  @Test func aMermaidDiagramStaysUnderMermaidsLimit() throws {
    let items = (0..<3_000).map {
      #"{"label": "Network \#($0)", "className": "SampleCustomEvent", "parameter": "p", "network": {"load": "noFill"}}"#
    }
    let json = """
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 10}},
       "lineItems": [\(items.joined(separator: ","))]}
      """
    let config = try ConfigLoader.load(Array(json.utf8))
    let diagram = text(config, format: .mermaid)
    #expect(diagram.utf16.count <= MermaidRenderer.maximumCharacters)
    #expect(diagram.utf16.count > MermaidRenderer.maximumCharacters - 1_000)
    #expect(MermaidSyntax.problems(in: diagram).map(\.description) == [])
    let last = try #require(diagram.split(separator: "\n").last)
    #expect(last.hasPrefix("  Note over App,SDK: the diagram ends here, within the 50,000 characters Mermaid draws: "))
    #expect(last.hasSuffix("records are not shown (--format html or ndjson shows them all)"))
    #expect(text(config, format: .mermaid) == diagram)
    let summary = text(config, runs: 2, format: .mermaid)
    #expect(summary.utf16.count <= MermaidRenderer.maximumCharacters)
    #expect(MermaidSyntax.problems(in: summary).map(\.description) == [])
  }
}
