import Foundation
import MediateTestSupport
import Testing

@testable import MediateCLI

/// `--format mermaid` read by Mermaid itself: mermaid.js 11.12.0 (the real
/// parser and renderer, run by Node with the DOM shim of the mmdc package;
/// `make test` fetches both with `scripts/mermaid-parser.sh`) parses the
/// diagram of every scenario, of the hostile labels traced and summarised,
/// and of a run too long for one diagram, and draws the hostile labels as
/// the very text mediate meant. Where Node or the assets are missing the
/// test is skipped and says why; `MermaidSyntax` checks the same grammar
/// everywhere.
struct MermaidParserTests {
  static let root = Golden.fixtures.deletingLastPathComponent()

  /// Node, from `MEDIATE_NODE` or the `PATH`.
  static let node: URL? = {
    if let path = ProcessInfo.processInfo.environment["MEDIATE_NODE"] { return URL(fileURLWithPath: path) }
    for name in ["node", "nodejs"] {
      for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }()

  /// The folder with `mermaid.js` and `dom_shim.js`: `MEDIATE_MERMAID`, or `.build/mermaid`.
  static let assets: URL? = {
    let folder =
      ProcessInfo.processInfo.environment["MEDIATE_MERMAID"].map { URL(fileURLWithPath: $0) }
      ?? root.appendingPathComponent(".build/mermaid")
    let script = folder.appendingPathComponent("mermaid.js")
    return FileManager.default.fileExists(atPath: script.path) ? folder : nil
  }()

  private struct Diagram: Encodable {
    var name: String
    var text: String
    var render: Bool
  }

  private struct Verdict: Decodable {
    var ok: Bool
    var error: String?
    var texts: [String]
  }

  /// The diagram of `simulate --format mermaid` with `arguments`, the last one a config in `folder`: run in this
  /// process (the config on standard input), hundreds of scenarios costing no process each.
  private func diagram(_ arguments: [String], in folder: URL) throws -> String {
    let config = try String(contentsOf: folder.appendingPathComponent(try #require(arguments.last)), encoding: .utf8)
    let outcome = InProcess(["simulate", "--format", "mermaid"] + arguments.dropLast() + ["-"], stdin: config)
    #expect(outcome.status == .success || outcome.status == .failure)
    return outcome.stdout.text
  }

  /// The text Mermaid shows for a text of the diagram: its entity codes decoded.
  private func decoded(_ text: Substring) -> String {
    var result = String(text)
    for (code, character) in [
      ("#lt;", "<"), ("#gt;", ">"), ("#quot;", "\""), ("#35;", "#"), ("#59;", ";"), ("#37;", "%"), ("#58;", ":"),
    ] {
      result = result.replacing(code, with: character)
    }
    return result.replacing("#amp;", with: "&")
  }

  @Test(
    .enabled(
      if: node != nil && assets != nil,
      "skipped: no Node (apt-get install -y nodejs) or no mermaid.js in .build/mermaid (scripts/mermaid-parser.sh)"))
  func mermaidParsesAndDrawsEveryDiagram() throws {
    let node = try #require(Self.node)
    let assets = try #require(Self.assets)
    var diagrams: [Diagram] = []
    for name in Golden.folders("scenarios") {
      let folder = try Golden.folder("scenarios", name)
      diagrams.append(
        Diagram(
          name: name, text: try diagram((Golden.arguments(in: folder) ?? []) + ["config.json"], in: folder),
          render: false))
    }
    let hostile = try Golden.folder("scenarios", "hostile-labels")
    let traced = try diagram(["config.json"], in: hostile)
    diagrams.append(Diagram(name: "hostile labels", text: traced, render: true))
    diagrams.append(
      Diagram(
        name: "hostile labels, --runs", text: try diagram(["--runs", "20", "config.json"], in: hostile), render: true))
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-mermaid-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let items = (0..<3_000).map {
      #"{"label": "Network \#($0)", "className": "SampleCustomEvent", "parameter": "p", "network": {"load": "noFill"}}"#
    }
    try Data(
      """
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 10}},
       "lineItems": [\(items.joined(separator: ","))]}
      """.utf8
    ).write(to: work.appendingPathComponent("long.json"))
    let long = try diagram(["long.json"], in: work)
    #expect(long.utf16.count <= 50_000)
    diagrams.append(Diagram(name: "3,000 line items", text: long, render: false))

    let run = try ChildProcess.run(
      executable: node, arguments: [Self.root.appendingPathComponent("scripts/mermaid-parse.js").path, assets.path],
      in: work, stdin: try JSONEncoder().encode(diagrams), environment: ProcessInfo.processInfo.environment)
    #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
    let verdicts = try JSONDecoder().decode([Verdict].self, from: run.stdout)
    try #require(verdicts.count == diagrams.count)
    for (diagram, verdict) in zip(diagrams, verdicts) {
      #expect(verdict.ok, "Mermaid rejects the diagram of \(diagram.name): \(verdict.error ?? "")")
    }
    // Each participant of the hostile run is drawn with the name the diagram gives it, entity codes decoded.
    let drawn = Set(verdicts[diagrams.count - 3].texts)
    let aliases = traced.split(separator: "\n").compactMap { line -> Substring? in
      guard line.hasPrefix("  participant "), let range = line.range(of: " as ") else { return nil }
      return line[range.upperBound...]
    }
    // The SDK, and an adapter and a network for each line item.
    #expect(aliases.count == 1 + 2 * (HostileStrings.catalogue.count + 1))
    for alias in aliases {
      #expect(drawn.contains(decoded(alias)), "Mermaid does not draw \(decoded(alias))")
    }
    #expect(drawn.contains("<script>alert(1)</script> (SampleCustomEvent)"))
  }
}
