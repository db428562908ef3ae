import Foundation
import MediateTestSupport
import Testing

@testable import MediationKit

/// The Monte Carlo kernel is the engine: for the same config and seeds, the
/// kernel's per-run tallies equal those of the trace engine playing the
/// real adapters, and the whole `--runs` summary is the same, byte for byte.
struct KernelDifferentialTests {
  static let scenarios: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0).path }
  }()

  /// Generated configs: seeds of `ConfigGenerator`.
  static let generated = Array(UInt64(0)..<400)

  @Test func scenarioFixturesArePresent() {
    #expect(Self.scenarios.count >= 30)
  }

  @Test(arguments: scenarios)
  func agreesOnEveryScenarioFixture(path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("config.json")))
    try compare(ConfigLoader.load(bytes), runs: 200)
  }

  @Test(arguments: generated)
  func agreesOnGeneratedConfigs(seed: UInt64) throws {
    var generator = ConfigGenerator(seed: seed)
    let json = generator.config()
    let config = try #require(try? ConfigLoader.load(Array(json.utf8)), "generated config \(seed) is invalid:\n\(json)")
    try compare(config, runs: 60)
  }

  /// The reference waterfall of the benchmark.
  @Test(.enabled(if: SharedData.has("bench/mc10.json"), SharedData.missing("bench/mc10.json")))
  func agreesOnTheBenchmarkWaterfall() throws {
    let bytes = try [UInt8](Data(contentsOf: SharedData.url("bench/mc10.json")))
    try compare(ConfigLoader.load(bytes), runs: 2_000)
  }

  /// Per-run tallies for `runs` seeds, then the summary of as many runs on
  /// each side (on two threads for the kernel, one for the engine).
  private func compare(_ config: WaterfallConfig, runs: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
  {
    let registry = config.registry(adding: .standard)
    let sources = AdSourceTable(config: config, registry: registry)
    guard let kernel = KernelCompiler.compile(config, sources: sources) else {
      // The documented fallbacks only.
      #expect(
        KernelCompiler.needsEngine(config, sources: sources) != nil, "the kernel cannot tabulate this config",
        sourceLocation: sourceLocation)
      let onEngine = Batch.run(config, seed: config.seed, plan: BatchPlan(runs: runs, jobs: 2), registry: registry)
      #expect(!onEngine.usedKernel, sourceLocation: sourceLocation)
      return
    }
    let observer = TallyObserver(lineItems: config.lineItems.count)
    var sink = KernelRunSink(tally: RunTally(lineItems: config.lineItems.count))
    for run in 0..<runs {
      let seed = Batch.runSeed(config.seed, run: run)
      observer.tally.reset()
      Simulation(config: config, sources: sources, seed: seed, observers: [observer]).run()
      kernel.play(runs: run..<(run + 1), of: config.seed, into: &sink)
      guard sink.tally == observer.tally else {
        Issue.record(
          "run \(run) differs:\nengine \(observer.tally)\nkernel \(sink.tally)", sourceLocation: sourceLocation)
        return
      }
    }
    let onKernel = Batch.run(config, seed: config.seed, plan: BatchPlan(runs: runs, jobs: 2), registry: registry)
    let onEngine = Batch.run(
      config, seed: config.seed, plan: BatchPlan(runs: runs, jobs: 1), registry: registry, useKernel: false)
    #expect(onKernel.usedKernel, sourceLocation: sourceLocation)
    #expect(!onEngine.usedKernel, sourceLocation: sourceLocation)
    #expect(bytes(onKernel, config) == bytes(onEngine, config), sourceLocation: sourceLocation)
  }

  private func bytes(_ result: BatchResult, _ config: WaterfallConfig) -> String {
    let collector = RecordCollector()
    Simulator.write(result, run: RunRecord(config: config, seed: config.seed), into: collector)
    return collector.records.map { record in
      var writer = JSONWriter()
      writer.write(record)
      return String(decoding: writer.bytes, as: UTF8.self)
    }.joined(separator: "\n")
  }
}
