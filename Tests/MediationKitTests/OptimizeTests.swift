import Foundation
import MediateTestSupport
import MediationPlatforms
import Synchronization
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `mediate optimize`: the search finds the optimum of small problems
/// (every order; one floor against its closed form), keeps to its limits
/// and constraints, does not depend on threads, and writes the input with
/// only the varied keys changed.
struct OptimizeTests {
  private static func text(_ lineItems: [String], extra: String = "") -> String {
    """
    {"version": 1, "seed": 9,
     "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
     "lineItems": [
        \(lineItems.joined(separator: ",\n    "))
     ]\(extra)}

    """
  }

  private static func item(_ label: String, ecpm: String, fill: String, latency: String, timeout: String? = nil)
    -> String
  {
    """
    {"label": "\(label)", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "\(label)", "ecpm": \(ecpm),\(timeout.map { " \"timeoutMs\": \($0)," } ?? "")
         "network": {"load": {"fillRate": \(fill), "latencyMs": \(latency)}}}
    """
  }

  /// Line items whose best order is not by price: the slow, rich ones cost patience.
  private static let patientItems = [
    item("A", ecpm: "9", fill: "0.2", latency: "1100"),
    item("B", ecpm: "7", fill: "0.5", latency: "{\"min\": 10, \"max\": 60}"),
    item("C", ecpm: "5", fill: "0.6", latency: "{\"min\": 300, \"max\": 700}"),
    item("D", ecpm: "3", fill: "0.9", latency: "{\"min\": 20, \"max\": 40}"),
    item("E", ecpm: "1", fill: "0.3", latency: "{\"min\": 5, \"max\": 500}"),
  ]

  private static func goal(
    _ objective: String = "revenuePer1000Requests", minimize: Bool = false, labels: [String], constraints: [String] = []
  ) throws -> OptimizationGoal {
    let fields = SummaryFieldPath.all(labels: labels, banner: false)
    return OptimizationGoal(
      objective: try SummaryFieldPath.resolve(objective, among: fields).get(),
      direction: minimize ? .minimize : .maximize,
      constraints: try constraints.map { text in
        let parsed = try FieldConstraint.parse(text)
        return (try SummaryFieldPath.resolve(parsed.field, among: fields).get(), parsed.comparison)
      })
  }

  private static func optimize(
    _ text: String, goal: OptimizationGoal, vary: [VaryDimension], runs: Int, candidates: Int = 5_040, jobs: Int = 2
  ) throws -> (config: WaterfallConfig, outcome: Optimizer.Outcome) {
    let bytes = Array(text.utf8)
    let config = try ConfigLoader.load(bytes)
    let request = Optimizer.Request(
      goal: goal, vary: vary, runs: runs, candidates: candidates, seed: config.seed, jobs: jobs, timeLimit: nil)
    return (config, try Optimizer.optimize(config, bytes: bytes, request: request, registry: .standard))
  }

  /// The objective's value of `config` on runs 0 … N−1, played alone.
  private static func value(of config: WaterfallConfig, field: String, runs: Int) -> Int128? {
    let summary = Simulator.summarize(config, seed: config.seed, plan: BatchPlan(runs: runs, jobs: 1)).summary
    let path = SummaryFieldPath.all(labels: config.lineItems.map(\.label), banner: false).first { $0.path == field }!
    return path.field(in: config).flatMap { summary.number(at: $0)?.micros }
  }

  @Test func everyOrderIsPlayedAndTheBestOfThemWins() throws {
    let text = Self.text(Self.patientItems, extra: #", "demand": {"patienceMs": 1200}"#)
    let labels = ["A", "B", "C", "D", "E"]
    let (config, outcome) = try Self.optimize(
      text, goal: try Self.goal(labels: labels), vary: [.order], runs: 400)
    #expect(outcome.record.candidates == 120)
    #expect(outcome.record.stoppedBy == "exhausted")
    #expect(outcome.record.search == "exhaustive")
    // Independently: every permutation played alone, on the same runs.
    var best: Int128 = .min
    func permute(_ chosen: [Int], _ rest: [Int]) {
      guard !rest.isEmpty else {
        var candidate = config
        candidate.lineItems = chosen.map { config.lineItems[$0] }
        best = max(best, Self.value(of: candidate, field: ".revenuePer1000Requests", runs: 400) ?? .min)
        return
      }
      for item in rest { permute(chosen + [item], rest.filter { $0 != item }) }
    }
    permute([], Array(0..<5))
    let written = try ConfigLoader.load(outcome.config)
    #expect(Self.value(of: written, field: ".revenuePer1000Requests", runs: 400) == best)
    #expect(written.waterfallOrder == .listed)
    // The best is not the order by price: patience makes the slow line items cost more than they bring.
    #expect(written.lineItems.map(\.label) != labels)
  }

  @Test func theCandidateLimitStopsTheSearch() throws {
    let (_, outcome) = try Self.optimize(
      Self.text(Self.patientItems), goal: try Self.goal(labels: []), vary: [.order], runs: 50, candidates: 7)
    #expect(outcome.record.candidates == 7)
    #expect(outcome.record.stoppedBy == "candidates")
    #expect(outcome.record.runsPlayed == 7 * 50 + 2 * 50)
    #expect(outcome.record.holdoutRuns == 50)
    #expect(outcome.record.written == nil)
  }

  /// Revenue per 1,000 requests of one line item of floor `f` on a network
  /// valuing requests at 30 × Beta(5, 5), paid its floor: f × P(V ≥ f),
  /// with P(B ≥ x) = P(Binomial(9, x) ≤ 4) for integer shapes.
  private static func closedForm(floor: Double) -> Double {
    let x = min(max(floor / 30, 0), 1)
    var tail = 0.0
    for k in 0...4 {
      let choose = [1.0, 9, 36, 84, 126][k]
      tail += choose * pow(x, Double(k)) * pow(1 - x, Double(9 - k))
    }
    return floor * tail
  }

  @Test func aSingleFloorEarnsWithinOnePercentOfTheOptimalFloor() throws {
    let item = """
      {"label": "Only", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "only", "ecpm": 2,
       "network": {"load": {"valuation": {"distribution": "beta", "alpha": 5, "beta": 5, "maxCpm": 30}, "latencyMs": 50}}}
      """
    let (_, outcome) = try Self.optimize(
      Self.text([item]), goal: try Self.goal(labels: ["Only"]), vary: [.floors], runs: 5_000)
    let written = try ConfigLoader.load(outcome.config)
    let found = Double(written.lineItems[0].ecpm.micros) / 1e6
    let optimum = stride(from: 0.0, through: 30, by: 0.001).map(Self.closedForm).max()!
    #expect(Self.closedForm(floor: found) >= 0.99 * optimum, "floor \(found)")
    #expect(outcome.record.stoppedBy == "converged")
    #expect(outcome.record.changes.map(\.path) == [#".lineItems["Only"].ecpm"#])
  }

  @Test func theResultDoesNotDependOnThreads() throws {
    let text = Self.text(Self.patientItems)
    let goal = try Self.goal(labels: [], constraints: ["latencyMs.p90 <= 800"])
    let one = try Self.optimize(text, goal: goal, vary: [.order, .timeouts], runs: 200, candidates: 150, jobs: 1)
    let three = try Self.optimize(text, goal: goal, vary: [.order, .timeouts], runs: 200, candidates: 150, jobs: 3)
    #expect(one.outcome.record == three.outcome.record)
    #expect(one.outcome.config == three.outcome.config)
  }

  @Test func noFeasibleCandidateLeavesTheBaseline() throws {
    let text = Self.text(Self.patientItems)
    let (_, outcome) = try Self.optimize(
      text, goal: try Self.goal(labels: [], constraints: ["fillRate > 1"]), vary: [.order], runs: 100)
    #expect(!outcome.record.feasible)
    #expect(outcome.record.changes.isEmpty)
    #expect(outcome.config == Array(text.utf8))
  }

  @Test func aConstraintKeepsTheSearchWithinIt() throws {
    let text = Self.text(Self.patientItems)
    let (_, outcome) = try Self.optimize(
      text, goal: try Self.goal("fillRate", labels: [], constraints: ["latencyMs.p50 <= 100"]),
      vary: [.order], runs: 400)
    let written = try ConfigLoader.load(outcome.config)
    let p50 = Self.value(of: written, field: ".latencyMs.p50", runs: 400)!
    #expect(p50 <= 100_000_000)
    #expect(outcome.record.feasible)
  }

  @Test func dropLeavesWhatExpectNamesAndKeepsOneLineItem() throws {
    let slow = Self.item("Slow", ecpm: "5", fill: "0", latency: "400")
    let named = Self.item("Named", ecpm: "4", fill: "0", latency: "300")
    let fast = Self.item("Fast", ecpm: "1", fill: "1", latency: "10")
    let text = Self.text([slow, named, fast], extra: #", "expect": {"outcomes": {"Named": "noFill"}}"#)
    // Slow makes every run too slow; without Fast nothing fills.
    let (_, outcome) = try Self.optimize(
      text, goal: try Self.goal(labels: [], constraints: ["latencyMs.mean <= 350"]), vary: [.drop], runs: 100)
    let written = try ConfigLoader.load(outcome.config)
    #expect(written.lineItems.map(\.label) == ["Named", "Fast"])
    #expect(outcome.record.changes.map(\.path) == [#".lineItems["Slow"]"#])
  }

  /// decide2.md §3: a finite space within `--candidates` is enumerated, and its answer is a brute force's on
  /// the same runs: the same objective, the first of equals in enumeration order (the longest first, then
  /// lexicographic in the base positions). The brute force here lists the candidates itself and plays each
  /// config alone.
  @Test(arguments: [
    ([VaryDimension.order], "latencyMs.mean <= 900", 120),
    ([.drop], "latencyMs.mean <= 700", 31),
    ([.order, .drop], "latencyMs.mean <= 500", 325),
  ])
  func aFiniteSpaceGivesTheBruteForcesAnswer(vary: [VaryDimension], constraint: String, count: Int) throws {
    let runs = 1_000
    let text = Self.text(Self.patientItems)
    let (config, outcome) = try Self.optimize(
      text, goal: try Self.goal(labels: [], constraints: [constraint]), vary: vary, runs: runs)
    #expect(outcome.record.search == "exhaustive")
    #expect(outcome.record.stoppedBy == "exhausted")
    #expect(outcome.record.candidates == count)
    #expect(outcome.record.starts == 0 && outcome.record.kicks == 0)
    let limit = Int128(Double(constraint.split(separator: " ").last!)! * 1e6)
    var sequences: [[Int]] = []
    func extend(_ chosen: [Int], length: Int) {
      guard chosen.count < length else { return sequences.append(chosen) }
      // Subsets keep the base order; orders and sequences take any place.
      for item in 0..<5 where !chosen.contains(item) && (vary.contains(.order) || item > (chosen.last ?? -1)) {
        extend(chosen + [item], length: length)
      }
    }
    for length in stride(from: 5, through: vary.contains(.drop) ? 1 : 5, by: -1) { extend([], length: length) }
    #expect(sequences.count == count)
    var best: (items: [Int], value: Int128)?
    var feasible = 0
    for items in sequences {
      var candidate = config
      candidate.lineItems = items.map { config.lineItems[$0] }
      candidate.waterfallOrder = .listed
      guard let latency = Self.value(of: candidate, field: ".latencyMs.mean", runs: runs), latency <= limit else {
        continue
      }
      feasible += 1
      let value = Self.value(of: candidate, field: ".revenuePer1000Requests", runs: runs)!
      if best == nil || value > best!.value { best = (items, value) }
    }
    // The constraint binds: some candidates meet it, not all.
    #expect(feasible > 0 && feasible < count)
    let written = try ConfigLoader.load(outcome.config)
    #expect(written.lineItems.map(\.label) == best?.items.map { config.lineItems[$0].label })
    #expect(Self.value(of: written, field: ".revenuePer1000Requests", runs: runs) == best?.value)
  }

  @Test func theFiniteSpacesCountAsThePageSays() throws {
    #expect(FiniteSpace.sequences(of: 6, keeping: 0, lengths: 1...6) == 1_956)
    #expect(FiniteSpace.sequences(of: 7, keeping: 0, lengths: 1...7) == 13_699)
    #expect(FiniteSpace.sequences(of: 5, keeping: 5, lengths: 5...5) == 120)
    // One line item `expect` names stays in every sequence: Σₖ C(4, k − 1) · k!.
    #expect(FiniteSpace.sequences(of: 5, keeping: 1, lengths: 1...5) == 1 + 8 + 36 + 96 + 120)
    #expect(FiniteSpace.sequences(of: 40, keeping: 0, lengths: 1...40) == Int.max)
    // The enumeration lists as many candidates as it counts, each once, the baseline first.
    let config = try ConfigLoader.load(Array(Self.text(Self.patientItems).utf8))
    for dimensions: Set<VaryDimension> in [[.order], [.drop], [.order, .drop]] {
      let space = FiniteSpace(SearchSpace(base: config, dimensions: dimensions, protectedLabels: ["C"]))!
      var listed: [Candidate] = []
      space.forEach {
        listed.append($0)
        return true
      }
      #expect(listed.count == space.count)
      #expect(Set(listed).count == listed.count)
      #expect(listed.first == space.space.baseline)
      #expect(listed.allSatisfy { $0.walk.contains(2) })
    }
    #expect(FiniteSpace(SearchSpace(base: config, dimensions: [.order, .timeouts], protectedLabels: [])) == nil)
    // Floors with nothing to vary (no valuation) leave the order alone varying: every order is played.
    #expect(FiniteSpace(SearchSpace(base: config, dimensions: [.order, .floors], protectedLabels: []))?.count == 120)
  }

  /// The sets of kept line items are chosen among the droppable ones alone: with most line items protected,
  /// listing them costs what their count does, not every subset of the whole waterfall.
  @Test func manyProtectedLineItemsListOnlyTheirSets() throws {
    let items = (0..<40).map { Self.item("L\($0)", ecpm: "\(40 - $0)", fill: "0.1", latency: "10") }
    let config = try ConfigLoader.load(Array(Self.text(items).utf8))
    let protected = Set((0..<28).map { "L\($0)" })
    let space = try #require(FiniteSpace(SearchSpace(base: config, dimensions: [.drop], protectedLabels: protected)))
    #expect(space.count == 4_096)
    var listed = 0
    var previous: [Int]?
    space.forEach { candidate in
      listed += 1
      // The longest first, then lexicographic in the positions kept.
      if let previous, previous.count == candidate.walk.count {
        #expect(previous.lexicographicallyPrecedes(candidate.walk))
      }
      #expect((0..<28).allSatisfy(candidate.walk.contains))
      previous = candidate.walk
      return true
    }
    #expect(listed == 4_096)
  }

  /// With no move of neighbourhoods 1 to 5 (`--vary timeouts` alone) there is nothing to kick with: no kick is played or counted.
  @Test func timeoutsAloneHaveNoKicks() throws {
    let (_, outcome) = try Self.optimize(
      Self.text(Self.patientItems), goal: try Self.goal(labels: [], constraints: ["fillRate >= 0.5"]),
      vary: [.timeouts],
      runs: 100, candidates: 2_000)
    #expect(outcome.record.search == "iterated")
    #expect(outcome.record.kicks == 0)
    #expect(outcome.record.stoppedBy == "converged")
  }

  /// `--price-order` on a base that walks by `ecpm`, the order not varied: the SDK already walks it by price,
  /// so the written config keeps its `waterfallOrder` and its line items' order, whatever the floors become.
  @Test func priceOrderOnAnEcpmBaseKeepsTheFilesOrder() throws {
    let text = Self.text(Self.valuedItems, extra: #", "waterfallOrder": "ecpm""#)
    let bytes = Array(text.utf8)
    let config = try ConfigLoader.load(bytes)
    let request = Optimizer.Request(
      goal: try Self.goal(labels: []), vary: [.floors], runs: 200, candidates: 1_000, seed: config.seed, jobs: 1,
      timeLimit: nil, priceOrder: true)
    let outcome = try Optimizer.optimize(config, bytes: bytes, request: request, registry: .standard)
    #expect(!outcome.record.changes.isEmpty)
    #expect(outcome.record.changes.allSatisfy { $0.path.hasSuffix(".ecpm") })
    let written = try ConfigLoader.load(outcome.config)
    #expect(written.waterfallOrder == .ecpm)
    #expect(written.lineItems.map(\.label) == config.lineItems.map(\.label))
  }

  /// Line items with valuations, listed cheapest first: the search starts from them and from their price order.
  private static let valuedItems = (1...4).map { index in
    """
    {"label": "V\(index)", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "v\(index)", "ecpm": \(index * 3),
     "network": {"load": {"valuation": {"distribution": "beta", "alpha": \(index), "beta": 2, "maxCpm": 30}, "latencyMs": \(60 * index)}}}
    """
  }

  @Test func theIteratedSearchStartsTwiceKicksAndDoesNotDependOnThreads() throws {
    let text = Self.text(Self.valuedItems)
    let goal = try Self.goal(labels: [], constraints: ["latencyMs.mean <= 150"])
    let one = try Self.optimize(
      text, goal: goal, vary: [.order, .floors, .drop], runs: 200, candidates: 4_000, jobs: 1)
    let three = try Self.optimize(
      text, goal: goal, vary: [.order, .floors, .drop], runs: 200, candidates: 4_000, jobs: 3)
    #expect(one.outcome.record == three.outcome.record)
    #expect(one.outcome.config == three.outcome.config)
    let record = one.outcome.record
    #expect(record.search == "iterated")
    #expect(record.starts == 2)
    #expect(record.kicks >= 1)
    // Ended by `--restarts` kicks in a row that brought nothing, or by the budget.
    #expect(record.stoppedBy == "converged" ? record.candidates < 4_000 : record.stoppedBy == "candidates")
  }

  @Test func noRestartsMeansNoKicks() throws {
    let bytes = Array(Self.text(Self.valuedItems).utf8)
    let config = try ConfigLoader.load(bytes)
    let request = Optimizer.Request(
      goal: try Self.goal(labels: []), vary: [.order, .floors], runs: 100, candidates: 2_000, seed: config.seed,
      jobs: 1,
      timeLimit: nil, restarts: 0)
    let record = try Optimizer.optimize(config, bytes: bytes, request: request, registry: .standard).record
    #expect(record.kicks == 0)
    #expect(record.starts == 2)
    #expect(record.stoppedBy == "converged")
  }

  /// `--price-order`: every candidate walks its waterfall by descending price, the written config too.
  @Test func priceOrderKeepsEveryCandidateInPriceOrder() throws {
    let bytes = Array(Self.text(Self.valuedItems).utf8)
    let config = try ConfigLoader.load(bytes)
    let request = Optimizer.Request(
      goal: try Self.goal(labels: []), vary: [.order, .floors], runs: 200, candidates: 2_000, seed: config.seed,
      jobs: 1,
      timeLimit: nil, priceOrder: true)
    let outcome = try Optimizer.optimize(config, bytes: bytes, request: request, registry: .standard)
    let written = try ConfigLoader.load(outcome.config)
    let prices = written.lineItems.map(\.ecpm.micros)
    #expect(prices == prices.sorted(by: >))
    #expect(outcome.record.outOfPriceOrder.isEmpty)
    let space = SearchSpace(base: config, dimensions: [.order, .floors], priceOrder: true, protectedLabels: [])
    let moves = MoveMaker(space: space)
    #expect(!moves.offers(.insertion) && !moves.offers(.swap))
    for neighbourhood in Neighbourhood.allCases where moves.offers(neighbourhood) {
      #expect(moves.moves(neighbourhood, from: space.baseline).allSatisfy(space.isSortedByPrice))
    }
  }
}

/// The config `optimize` writes: the input's bytes with only the varied keys changed.
struct ConfigRewriteTests {
  private static let input = """
    {
      "version": 1,
      "seed": 3,
      "adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "coins", "amount": 1}},
      "waterfallOrder": "ecpm",
      "lineItems": [
        {"label": "A", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "a", "ecpm": 3,
         "network": {"load": {"valuation": {"distribution": "logNormal", "median": 2, "sigma": 0.5}, "latencyMs": 10}}},
        {"label": "B \\"quoted\\" [x]", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "b", "ecpm": 2, "timeoutMs": 900,
         "network": {"load": {"fillRate": 0.5, "latencyMs": 10}}},
        {"label": "C", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "c", "ecpm": 1,
         "network": {"load": {"fillRate": 0.5, "latencyMs": 10}}}
      ]
    }

    """

  private func space(_ dimensions: Set<VaryDimension>) throws -> (SearchSpace, [UInt8]) {
    let bytes = Array(Self.input.utf8)
    return (SearchSpace(base: try ConfigLoader.load(bytes), dimensions: dimensions, protectedLabels: []), bytes)
  }

  @Test func theBaselineIsWrittenAsItWasRead() throws {
    let (space, bytes) = try space([.order, .floors, .timeouts, .drop])
    #expect(try ConfigRewrite(bytes: bytes).rewrite(space.baseline, in: space) == bytes)
  }

  @Test func aNewOrderMovesWholeLineItemsAndKeepsTheLayout() throws {
    let (space, bytes) = try space([.order])
    var candidate = space.baseline
    candidate.walk = [2, 0, 1]
    let written = String(decoding: try ConfigRewrite(bytes: bytes).rewrite(candidate, in: space), as: UTF8.self)
    let config = try ConfigLoader.load(Array(written.utf8))
    #expect(config.lineItems.map(\.label) == ["C", "A", #"B "quoted" [x]"#])
    #expect(config.waterfallOrder == .listed)
    #expect(written.contains(#""waterfallOrder": "listed","#))
    // Every line of the input is in the output: lines moved, none rewritten.
    #expect(
      Set(
        written.split(separator: "\n").filter {
          !$0.contains("waterfallOrder") && !$0.contains("{\"label\"") && !$0.contains("\"network\"")
        })
        == Set(
          Self.input.split(separator: "\n").filter {
            !$0.contains("waterfallOrder") && !$0.contains("{\"label\"") && !$0.contains("\"network\"")
          }))
  }

  @Test func aKeyLeftToItsDefaultIsAddedLikeItsObjectsLastMember() throws {
    let (space, bytes) = try space([.timeouts, .floors])
    var candidate = space.baseline
    candidate.timeouts[0] = 1234
    candidate.timeouts[1] = 800
    candidate.floors[0] = 4_250_000
    let written = String(decoding: try ConfigRewrite(bytes: bytes).rewrite(candidate, in: space), as: UTF8.self)
    let config = try ConfigLoader.load(Array(written.utf8))
    #expect(config.lineItems.map(\.timeoutMs) == [1234, 800, 10_000])
    #expect(config.lineItems[0].ecpm == DecimalNumber(micros: 4_250_000))
    #expect(written.contains("\"latencyMs\": 10}},\n     \"timeoutMs\": 1234}"))
    #expect(written.contains(#""ecpm": 2, "timeoutMs": 800,"#))
    #expect(written.contains(#""ecpm": 4.25,"#))
  }

  @Test func aDroppedLineItemGoesWithItsSeparator() throws {
    let (space, bytes) = try space([.drop])
    var candidate = space.baseline
    candidate.walk.removeAll { $0 == 2 }
    let written = try ConfigRewrite(bytes: bytes).rewrite(candidate, in: space)
    let config = try ConfigLoader.load(written)
    #expect(config.lineItems.map(\.label) == ["A", #"B "quoted" [x]"#])
  }
}

extension ConfigRewriteTests {
  /// The base walks by eCPM; the best only lowers A's floor. It was played in the base's walk order,
  /// so the file must say so: under `ecpm`, A's new floor would move it last.
  @Test func aNewFloorUnderAnEcpmOrderIsWrittenWithItsWalkOrder() throws {
    let (space, bytes) = try space([.order, .floors])
    var candidate = space.baseline
    candidate.floors[0] = 500_000
    let written = try ConfigLoader.load(try ConfigRewrite(bytes: bytes).rewrite(candidate, in: space))
    #expect(written.waterfallOrder == .listed)
    #expect(
      WalkPlan.order(of: written.lineItems, by: written.waterfallOrder).map { written.lineItems[$0].label }
        == ["A", #"B "quoted" [x]"#, "C"])
    let changes = Optimizer.changes(from: space.baseline, to: candidate, in: space).map(\.path)
    #expect(changes == [".waterfallOrder", #".lineItems["A"].ecpm"#])
  }
}

extension OptimizeTests {
  /// Bidders' floors and the auction's timeout vary too, and are written where they are.
  @Test func biddersFloorsAndTheAuctionTimeoutVary() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Fixtures/scenarios/auction-three-bidders-eight-instances/config.json")
    let bytes = Array(try Data(contentsOf: url))
    let config = try ConfigLoader.load(bytes)
    let space = SearchSpace(base: config, dimensions: [.floors, .timeouts], protectedLabels: [])
    let bidders = config.lineItems.indices.filter { config.lineItems[$0].bidding != nil }
    #expect(!bidders.isEmpty && bidders.allSatisfy(space.floorItems.contains))
    #expect(space.variesAuctionTimeout)
    var candidate = space.baseline
    candidate.floors[bidders[0]] = 4_250_000
    candidate.auctionTimeoutMs = 321
    let written = try ConfigLoader.load(try ConfigRewrite(bytes: bytes).rewrite(candidate, in: space))
    #expect(written.lineItems[bidders[0]].bidding?.floor == DecimalNumber(micros: 4_250_000))
    #expect(written.auction.timeoutMs == 321)
    let label = config.lineItems[bidders[0]].label
    #expect(
      Optimizer.changes(from: space.baseline, to: candidate, in: space).map(\.path)
        == [".lineItems[\(JSONStringLiteral.quoted(label))].bidding.floor", ".auction.timeoutMs"])
    // And a search over them plays and writes a config that loads.
    let request = Optimizer.Request(
      goal: try Self.goal(labels: []), vary: [.floors, .timeouts], runs: 100, candidates: 40, seed: 3, jobs: 2,
      timeLimit: nil)
    let outcome = try Optimizer.optimize(config, bytes: bytes, request: request, registry: .standard)
    #expect(outcome.record.candidates == 40)
    _ = try ConfigLoader.load(outcome.config)
  }
}
