import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// A stream per line item: derived as docs/config.md says, and a line
/// item's draws in run i independent of whatever else the config holds.
struct RandomStreamsTests {
  @Test func derivesKeysAndStreamsAsDocumented() {
    // FNV-1a 64 of the label's bytes, then SplitMix64's mix (computed independently).
    #expect(SeedTree.key(ofLabel: "") == 0xF52A_15E9_A9B5_E89B)
    #expect(SeedTree.key(ofLabel: "a") == 0x02C0_BDBF_4814_20F8)
    #expect(SeedTree.key(ofLabel: "Network B") == 0xD622_238C_3B78_669C)
    // The stream of "Network B" in the run with seed 7 starts at mix(7 ^ key).
    var stream = SeedTree.stream(SeedTree.key(ofLabel: "Network B"), in: 7)
    #expect(stream.next() == 0x1948_5CE4_8D92_392E)
  }

  @Test func labelsThatDifferByOneCharacterDrawApart() {
    var first = SeedTree.stream(SeedTree.key(ofLabel: "Network A"), in: 1)
    var second = SeedTree.stream(SeedTree.key(ofLabel: "Network B"), in: 1)
    #expect(first.next() != second.next())
  }

  /// The loads of `label` in runs 0..<runs of `json`, on the engine and on the kernel.
  private func answers(of label: String, in json: String, runs: Int) throws -> [RunOutcome.Load?] {
    let config = try ConfigLoader.load(Array(json.utf8))
    let sources = AdSourceTable(config: config, registry: config.registry(adding: .standard))
    let index = try #require(config.lineItems.firstIndex { $0.label == label })
    let kernel = try #require(KernelCompiler.compile(config, sources: sources))
    let observer = TallyObserver(lineItems: config.lineItems.count)
    var sink = KernelRunSink(tally: RunOutcome(lineItems: config.lineItems.count))
    var loads: [RunOutcome.Load?] = []
    for run in 0..<runs {
      observer.tally.reset()
      Simulation(config: config, sources: sources, seed: SeedTree.run(run, of: config.seed), observers: [observer])
        .run()
      kernel.play(runs: run..<(run + 1), of: config.seed, into: &sink)
      #expect(sink.tally.loads[index] == observer.tally.loads[index])
      loads.append(observer.tally.loads[index])
    }
    return loads
  }

  private func config(_ items: [String]) -> String {
    """
    {"seed": 99, "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
     "lineItems": [\(items.joined(separator: ","))]}
    """
  }

  @Test func aLineItemsAnswerDoesNotDependOnTheLineItemsBeforeIt() throws {
    let target =
      #"{"label": "Target", "className": "SampleCustomEvent", "parameter": "t", "network": {"load": {"fillRate": 0.5, "latencyMs": {"min": 10, "max": 900}}}}"#
    // Line items before it that always fail, each drawing from its own stream first.
    let miss = { (label: String) in
      #"{"label": "\#(label)", "className": "SampleCustomEvent", "parameter": "m", "network": {"load": {"fillRate": 0, "latencyMs": {"min": 1, "max": 50}}}}"#
    }
    let alone = try answers(of: "Target", in: config([target]), runs: 300)
    let behindOne = try answers(of: "Target", in: config([miss("A"), target]), runs: 300)
    let behindThree = try answers(of: "Target", in: config([miss("C"), miss("B"), miss("A"), target]), runs: 300)
    #expect(alone.allSatisfy { $0 != nil })
    #expect(behindOne == alone)
    #expect(behindThree == alone)
    // A line item that fills some of the time before it: where Target is reached, it answers the same.
    let sometimes =
      #"{"label": "Sometimes", "className": "SampleCustomEvent", "parameter": "s", "network": {"load": {"fillRate": 0.4}}}"#
    let behindAFiller = try answers(of: "Target", in: config([sometimes, target]), runs: 300)
    var reached = 0
    for (run, load) in behindAFiller.enumerated() {
      guard let load else { continue }
      reached += 1
      #expect(load == alone[run], "run \(run)")
    }
    #expect(reached > 100 && reached < 250)
  }

  @Test func reorderingTheWaterfallKeepsEachLineItemsDraws() throws {
    let items = (0..<4).map { index in
      #"{"label": "N\#(index)", "className": "SampleCustomEvent", "parameter": "p", "network": {"load": {"fillRate": 0, "latencyMs": {"min": 1, "max": 1000}}}}"#
    }
    let forward = try answers(of: "N2", in: config(items), runs: 200)
    let backward = try answers(of: "N2", in: config(items.reversed()), runs: 200)
    #expect(forward == backward)
  }
}
