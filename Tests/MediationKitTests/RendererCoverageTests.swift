import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The HTML and Mermaid renderers keep a layout of their own per record
/// kind (the JSON members and the text row of each kind are in its file in
/// Output/Records): every kind of record a trace holds renders something in
/// both, so a kind a renderer forgot shows here. For the first record of
/// each kind over the scenario fixtures, the page and the diagram of the run
/// differ from those of the same run without that record.
struct RendererCoverageTests {
  /// Kinds a renderer shows through another record on purpose, with the reason.
  static let shownElsewhere: [String: String] = [
    "run": "the page's title and the diagram's participants come from the run's config, not its run record"
  ]

  private static func render(_ records: [Record], with make: (any ByteSink) -> any WholeRunRenderer) -> String {
    let sink = ByteBuffer()
    var renderer = make(sink)
    renderer.records = records
    return renderer.render()
  }

  @Test func everyKindOfTraceRecordRendersInHTMLAndMermaid() throws {
    var firsts: [String: (records: [Record], index: Int)] = [:]
    for path in KernelDifferentialTests.scenarios {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("config.json")))
      let config = try ConfigLoader.load(bytes, registries: .standard)
      let collector = RecordCollector()
      Simulator.trace(config, seed: config.seed, registries: .standard, into: collector)
      for (index, record) in collector.records.enumerated() where firsts[record.body.type] == nil {
        firsts[record.body.type] = (collector.records, index)
      }
    }
    // Every record type a trace writes (RecordKeysTests keeps the list of every type; the summary's come from --runs).
    let traceTypes: Set<String> = [
      "run", "setUp", "signals", "bid", "auction", "skipped", "abandoned", "load", "network", "networkCall",
      "loadResult",
      "ignored",
      "delegateLost", "retained", "waterfall", "ad", "app", "presentRefused", "click", "requestRefused", "sdk", "event",
      "reward",
      "violation", "check", "result",
    ]
    #expect(Set(firsts.keys) == traceTypes, "kinds no scenario traces: \(traceTypes.subtracting(firsts.keys).sorted())")
    for (type, first) in firsts.sorted(by: { $0.key < $1.key }) where Self.shownElsewhere[type] == nil {
      var without = first.records
      without.remove(at: first.index)
      for (name, make) in [
        ("HTML", { HTMLRenderer(output: $0) as any WholeRunRenderer }),
        ("Mermaid", { MermaidRenderer(output: $0) as any WholeRunRenderer }),
      ] as [(String, (any ByteSink) -> any WholeRunRenderer)] {
        #expect(
          Self.render(first.records, with: make) != Self.render(without, with: make),
          "\(name) shows nothing of a \(type) record")
      }
    }
  }
}
