import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `--format mermaid` and `--format html`: every scenario fixture renders
/// to a diagram Mermaid's grammar accepts and to a self-contained page.
struct DiagramTests {
  static let scenarios = KernelDifferentialTests.scenarios

  private func render(_ path: String, format: OutputFormat, runs: Int? = nil) throws -> String {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("config.json")))
    let config = try ConfigLoader.load(bytes, registries: .standard)
    let output = ByteCollector()
    let renderer = format.renderer(to: output)
    if let runs {
      let result = Simulator.summarize(
        config, seed: config.seed, plan: BatchPlan(runs: runs, jobs: 1), registries: .standard)
      Simulator.write(result, run: RunRecord(config: config, seed: config.seed), into: renderer)
    } else {
      _ = Simulator.trace(config, seed: config.seed, registries: .standard, into: renderer)
    }
    renderer.finish()
    return String(decoding: output.bytes, as: UTF8.self)
  }

  @Test(arguments: scenarios)
  func writesMermaidThatParses(path: String) throws {
    let diagram = try render(path, format: .mermaid)
    #expect(MermaidSyntax.problems(in: diagram).map(\.description) == [])
    #expect(diagram.contains("participant SDK"))
  }

  @Test func escapesWhatMermaidReadsAsSyntax() {
    #expect(MermaidRenderer.text("a;b#c\u{1B}<\"&>") == "a#59;b#35;c\\u{1B}#lt;#quot;#amp;#gt;")
    #expect(MermaidSyntax.problems(in: "sequenceDiagram\n  participant A\n  A->>A: x; y").count == 1)
    #expect(MermaidSyntax.problems(in: "sequenceDiagram\n  A->>B: hello").count == 2)
  }

  @Test(arguments: scenarios)
  func writesASelfContainedPage(path: String) throws {
    let page = try render(path, format: .html)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("id=\"waterfall-chart\"") && page.contains("class=\"bar "))
    for external in ["<script", "src=", "href=\"http", "@import", "url("] {
      #expect(!page.contains(external), "the page refers to \(external)")
    }
    #expect(try render(path, format: .html) == page, "the page is not the same bytes twice")
  }

  @Test func drawsTheSummaryOfManyRuns() throws {
    let path = try #require(Self.scenarios.first { $0.hasSuffix("rewarded-runs-summary") })
    let page = try render(path, format: .html, runs: 500)
    #expect(page.contains("id=\"histogram-chart\"") && page.contains("id=\"share-chart\""))
    #expect(page.contains("<h2>Line items</h2>"))
  }
}

/// A byte sink that keeps what it is given.
final class ByteCollector: ByteSink {
  private(set) var bytes: [UInt8] = []

  func write(_ bytes: [UInt8]) {
    self.bytes += bytes
  }
}
