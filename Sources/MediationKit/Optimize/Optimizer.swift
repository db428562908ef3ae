/// `mediate optimize` (decide.md): searches changes to a config for the
/// best objective among the candidates that meet every constraint, then
/// plays the baseline and the best again on runs the search did not see.
package enum Optimizer {
  /// What the command line asks for.
  package struct Request: Sendable {
    package var goal: OptimizationGoal
    /// What may vary, in the order `--vary` names them.
    package var vary: [VaryDimension]
    package var runs: Int
    package var candidates: Int
    package var seed: UInt64
    package var jobs: Int
    /// `--max-seconds`, or nil.
    package var timeLimit: TimeLimit?
    /// Asked for, the search and the holdout stop as soon as they can; the outcome is then to be thrown away.
    package var cancellation: BatchCancellation?
    /// `--robust`: how a candidate played in every world is scored (a config without worlds has one).
    package var robust: RobustRule
    /// Whether one search per world also finds that world's own best (`--no-per-world` says not).
    package var perWorld: Bool
    /// `--restarts K`: the search ends after K kicks in a row bring nothing (decide2.md §3).
    package var restarts: Int
    /// `--price-order`: every candidate keeps its waterfall in descending price order.
    package var priceOrder: Bool

    package init(
      goal: OptimizationGoal, vary: [VaryDimension], runs: Int, candidates: Int, seed: UInt64, jobs: Int,
      timeLimit: TimeLimit?, cancellation: BatchCancellation? = nil, robust: RobustRule = .worst, perWorld: Bool = true,
      restarts: Int = Optimizer.defaultRestarts, priceOrder: Bool = false
    ) {
      self.restarts = restarts
      self.priceOrder = priceOrder
      self.robust = robust
      self.perWorld = perWorld
      self.cancellation = cancellation
      self.goal = goal
      self.vary = vary
      self.runs = runs
      self.candidates = candidates
      self.seed = seed
      self.jobs = jobs
      self.timeLimit = timeLimit
    }
  }

  /// The report and the best config's bytes.
  package struct Outcome: Sendable {
    package var record: OptimizationRecord
    package var config: [UInt8]
    /// The holdout's paired revenue of the best against the baseline in the base world (a portfolio's gain a day).
    package var revenue: HoldoutRevenue? = nil
  }

  /// The exact paired revenue of the best against the baseline on the holdout runs of the base world.
  package struct HoldoutRevenue: Equatable, Sendable {
    /// Σ (best − baseline) of each run's revenue, in billionths of a USD.
    package var nanos: Int128
    package var runs: Int
    /// The variance of the mean difference of revenue per 1,000 requests, as its interval computes it; nil without one.
    package var variance: Double?
  }

  /// Why nothing can vary in `config` under `vary`, or nil when something can: a usage error.
  package static func nothingToVary(
    in config: WaterfallConfig, bytes: [UInt8], vary: [VaryDimension], goal: OptimizationGoal
  ) -> String? {
    space(config, bytes: bytes, vary: vary, goal: goal).nothingToVary
  }

  /// Why `vary` is refused because a world's `set` gives a key the search
  /// would change (decide2.md §1: a world cannot fix what the search
  /// varies), or nil: a usage error.
  package static func variedKeyAWorldSets(
    in config: WaterfallConfig, bytes: [UInt8], vary: [VaryDimension], goal: OptimizationGoal
  ) -> String? {
    guard let uncertain = config.uncertain else { return nil }
    let space = space(config, bytes: bytes, vary: vary, goal: goal)
    let items = config.lineItems
    let lineItems = ConfigSchema.Root.lineItems.row.name
    // Every key the search may change, as a path of label steps, with the --vary name that changes it.
    var varied: [(path: ConfigValuePath, dimension: VaryDimension)] = []
    for index in space.floorItems {
      let keys =
        items[index].bidding != nil
        ? [ConfigSchema.LineItem.bidding.row.name, ConfigSchema.Bidding.floor.row.name]
        : [ConfigSchema.LineItem.ecpm.row.name]
      varied.append(
        (ConfigValuePath(steps: [.key(lineItems), .label(items[index].label)] + keys.map { .key($0) }), .floors))
    }
    for index in space.timeoutItems {
      varied.append(
        (
          ConfigValuePath(steps: [
            .key(lineItems), .label(items[index].label), .key(ConfigSchema.LineItem.timeoutMs.row.name),
          ]), .timeouts
        ))
    }
    if space.variesAuctionTimeout {
      varied.append(
        (
          ConfigValuePath(steps: [
            .key(ConfigSchema.Root.auction.row.name), .key(ConfigSchema.Auction.timeoutMs.row.name),
          ]), .timeouts
        ))
    }
    for world in uncertain.worlds {
      for setting in world.settings {
        for (path, dimension) in varied {
          guard path.steps.count == setting.path.steps.count,
            zip(path.steps, setting.path.steps).allSatisfy({ mine, theirs in
              mine == theirs || (theirs == .every && { if case .label = mine { return true } else { return false } }())
            })
          else { continue }
          return
            "--vary \(dimension.rawValue) changes \(path), which world \(JSONStringLiteral.quoted(world.label)) sets "
            + "as \(setting.path) (a world cannot fix what the search varies)"
        }
      }
    }
    return nil
  }

  /// `--restarts`' default: kicks in a row that bring nothing before the search ends.
  package static let defaultRestarts = 10
  /// `--restarts`' bounds.
  package static let restartsRange = 0...1_000
  /// `--candidates`' default (decide2.md §3).
  package static let defaultCandidates = 20_000

  /// The fewest holdout runs played under `--max-seconds`, however little time is left (fewer when N is smaller).
  static let holdoutMinimumRuns = 1_000

  package static func optimize(
    _ config: WaterfallConfig, bytes: [UInt8], request: Request, registry: AdapterRegistry,
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws(ConfigWriteError) -> Outcome {
    let space = space(config, bytes: bytes, vary: request.vary, goal: request.goal, priceOrder: request.priceOrder)
    let budget = SearchBudget(limit: request.timeLimit, cancellation: request.cancellation)
    // decide2.md §1: with worlds, each candidate is played in every world (under `--robust base`, the base alone).
    let worlds = config.worlds
    let hasWorlds = config.hasWorlds
    let rule = hasWorlds ? request.robust : .base
    let perWorld = hasWorlds && request.perWorld
    let worldConfigs = worlds.map(\.config)
    // The holdout plays the baseline and the robust best in every world, and with per-world searches each world's best too.
    let pairingCount = worlds.count * (perWorld ? 1 + worlds.count : 1)
    budget.beginSearch(endingAt: perWorld ? 0.5 : 1, holdoutScale: max(1, pairingCount / max(1, worlds.count)))
    let limits = CandidateEvaluator.Limits(
      runs: request.runs, seed: request.seed, jobs: request.jobs, candidates: request.candidates)
    var evaluator = CandidateEvaluator(
      space: space, goal: request.goal, limits: limits, budget: budget, registry: registry,
      worlds: rule == .base ? nil : worldConfigs, rule: rule)
    evaluator.progress = progress
    let baseline = space.baseline
    _ = evaluator.evaluate([baseline])
    let search = CandidateSearches.choose(
      for: space, candidates: request.candidates, seed: request.seed, restarts: request.restarts)
    var outcome = search.run(from: baseline, evaluator: &evaluator)
    // A baseline the time limit cut short leaves nothing searched: the baseline stays, judged on the holdout below.
    let searched = evaluator.score(of: baseline) != nil
    // The candidate that missed the constraints least says which worlds break them when none meets them all.
    let closest = outcome.best
    if !outcome.score.feasible { outcome.best = baseline }
    let stoppedBy = outcome.ended == .stopped ? (evaluator.stop ?? .candidates).rawValue : outcome.ended.rawValue
    // Each world's own best: one search per world, each with the same `--candidates` and an equal share of the rest of the time.
    var worldBests: [Candidate] = []
    if perWorld {
      for (number, world) in worlds.enumerated() {
        if rule == .base, number == 0 {
          worldBests.append(outcome.best)
          continue
        }
        budget.beginSearch(
          endingAt: 0.5 + Double(number + 1) / Double(2 * worlds.count),
          holdoutScale: max(1, pairingCount / max(1, worlds.count)))
        var own = CandidateEvaluator(
          space: space, goal: request.goal, limits: limits, budget: budget, registry: registry, worlds: [world.config])
        _ = own.evaluate([baseline])
        var found = search.run(from: baseline, evaluator: &own)
        if !found.score.feasible { found.best = baseline }
        worldBests.append(found.best)
      }
    }
    // The holdout: runs N … 2N−1, paired, of the baseline against the robust best in every world, then against
    // each world's best in every world (under a time limit, as many as the time left allows).
    let playedIn = rule == .base ? [worldConfigs[0]] : worldConfigs
    var pairings: [Comparator.Pairing] = []
    var pairingsOf: [Candidate: [Int]] = [:]
    for candidate in [outcome.best] + worldBests where pairingsOf[candidate] == nil {
      var indices: [Int] = []
      for world in worldConfigs {
        indices.append(pairings.count)
        pairings.append(
          Comparator.Pairing(
            space.config(for: baseline, inWorld: world), space.config(for: candidate, inWorld: world),
            registries: AdapterRegistries([registry]), cache: evaluator.cache))
      }
      pairingsOf[candidate] = indices
    }
    playHoldout(&pairings, request: request, budget: budget)
    let holdoutRuns = pairings[0].runs
    let holdoutSummaries = pairings.map { $0.played(shard: nil, batchRuns: 2 * request.runs) }
    let comparisons = zip(pairings, holdoutSummaries).map { pairing, played in
      PairedComparison.record(of: played, a: pairing.a, b: pairing.b, pathA: "", pathB: "")
    }
    let baseConfig = pairings[0].a
    let bestConfig = pairings[0].b
    // The baseline judged on the holdout in every world the search scores (decide2.md §3's `baselineFeasible`).
    let baselineScores = playedIn.indices.map { index in
      request.goal.score(of: holdoutSummaries[index].a.summary, in: pairings[index].a)
    }
    let feasible: Bool
    var brokenWorlds: [String] = []
    if searched {
      feasible = outcome.score.feasible
      if !feasible, hasWorlds {
        // The worlds in which no candidate played met the constraints; when every world has one, those the
        // candidate that missed them least breaks.
        let never = zip(rule == .base ? [worlds[0]] : worlds, evaluator.worldsEverFeasible).filter { !$0.1 }
        if !never.isEmpty {
          brokenWorlds = never.map(\.0.label)
        } else if let scores = evaluator.worldScores(of: closest) {
          brokenWorlds = zip(worlds, scores).filter { !$0.1.feasible }.map(\.0.label)
        }
      }
    } else {
      feasible = rule.combine(baselineScores).feasible
      brokenWorlds = hasWorlds ? zip(worlds, baselineScores).filter { !$0.1.feasible }.map(\.0.label) : []
    }
    var reported = [request.goal.objective]
    for constraint in request.goal.constraints where !reported.contains(constraint.field) {
      reported.append(constraint.field)
    }
    func figures(
      _ summary: SummaryRecord, config: WaterfallConfig, comparison: ComparisonRecord,
      side: KeyPath<ComparisonRecord.Entry, JSONValue?>
    ) -> [OptimizationRecord.Figure] {
      reported.map { path in
        let entry = comparison.fields.first { $0.field == path.path }
        return OptimizationRecord.Figure(
          field: path.path, value: entry?[keyPath: side], ci95: path.interval(in: summary, config: config))
      }
    }
    func objectiveEntry(_ index: Int) -> ComparisonRecord.Entry? {
      comparisons[index].fields.first { $0.field == request.goal.objective.path }
    }
    func difference(_ index: Int) -> OptimizationRecord.Figure {
      let entry = objectiveEntry(index)
      return OptimizationRecord.Figure(field: request.goal.objective.path, value: entry?.difference, ci95: entry?.ci95)
    }
    let comparison = comparisons[0]
    var record = OptimizationRecord(
      objective: request.goal.objective.path, goal: request.goal.direction.rawValue,
      constraints: request.goal.constraints.map(ConfigDiagnosis.normalised),
      vary: request.vary.map(\.rawValue), runs: request.runs, seed: request.seed,
      baseline: figures(holdoutSummaries[0].a.summary, config: baseConfig, comparison: comparison, side: \.a),
      best: figures(holdoutSummaries[0].b.summary, config: bestConfig, comparison: comparison, side: \.b),
      difference: difference(0),
      changes: changes(from: baseline, to: outcome.best, in: space), candidates: evaluator.played,
      runsPlayed: budget.runsPlayed, stoppedBy: stoppedBy, feasible: feasible,
      search: search.name, holdoutRuns: holdoutRuns, written: nil)
    record.robust = request.robust.rawValue
    record.brokenWorlds = brokenWorlds
    record.baselineFeasible = rule.combine(baselineScores).feasible
    // Each constraint the baseline breaks, valued in the first world (base first) where it breaks.
    var violations: [OptimizationRecord.Violation] = []
    for index in playedIn.indices {
      for var violation in ConfigDiagnosis.violations(
        of: request.goal, in: holdoutSummaries[index].a.summary, config: pairings[index].a)
      where !violations.contains(where: { $0.constraint == violation.constraint }) {
        violation.world = index == 0 ? nil : worlds[index].label
        violations.append(violation)
      }
    }
    let constraintOrder = request.goal.constraints.map(ConfigDiagnosis.normalised)
    record.baselineViolates = violations.sorted { lhs, rhs in
      (constraintOrder.firstIndex(of: lhs.constraint) ?? 0) < (constraintOrder.firstIndex(of: rhs.constraint) ?? 0)
    }
    let bestSummary = holdoutSummaries[0].b.summary
    record.inEffectDropped = ConfigDiagnosis.inEffectDropped(
      in: bestSummary, requests: bestSummary.banner?.requests ?? holdoutRuns)
    record.outOfPriceOrder = ConfigDiagnosis.outOfPriceOrder(in: bestConfig)
    record.notVaried = ConfigDiagnosis.notVaried(request.vary, in: space)
    record.starts = outcome.starts
    record.kicks = outcome.kicks
    if hasWorlds {
      record.about = config.uncertain?.about.map(\.description)
      record.worlds = worlds.map(\.label)
      let robustPairings = pairingsOf[outcome.best] ?? []
      record.byWorld = zip(worlds, robustPairings).map { world, index in
        OptimizationRecord.WorldFigures(
          world: world.label,
          baseline: figures(
            holdoutSummaries[index].a.summary, config: pairings[index].a, comparison: comparisons[index], side: \.a),
          best: figures(
            holdoutSummaries[index].b.summary, config: pairings[index].b, comparison: comparisons[index], side: \.b),
          difference: difference(index))
      }
      // Larger is better: a minimised objective's differences are negated to find the worst world.
      let sign: Int128 = request.goal.direction == .maximize ? 1 : -1
      var optima: [OptimizationRecord.WorldOptimum] = []
      var advice: [WorldAdvice.WorldBest] = []
      for (number, best) in worldBests.enumerated() {
        let indices = pairingsOf[best] ?? []
        guard indices.count == worlds.count else { continue }
        var worst = 0
        for world in indices.indices {
          let mine = objectiveEntry(indices[world])?.differenceMicros.map { $0 * sign }
          let theirs = objectiveEntry(indices[worst])?.differenceMicros.map { $0 * sign }
          if let mine, theirs == nil || mine < theirs ?? 0 { worst = world }
        }
        optima.append(
          OptimizationRecord.WorldOptimum(
            world: worlds[number].label, changes: changes(from: baseline, to: best, in: space),
            difference: difference(indices[number]), worstWorldDifference: difference(indices[worst]),
            worstWorld: worlds[worst].label))
        advice.append(
          WorldAdvice.WorldBest(
            world: worlds[number].label, candidate: best, gain: objectiveEntry(indices[number])?.differenceMicros,
            worstWorld: worlds[worst].label, worstGain: objectiveEntry(indices[worst])?.differenceMicros))
      }
      record.worldOptima = perWorld ? optima : nil
      let robustGains = robustPairings.compactMap { objectiveEntry($0)?.differenceMicros }
      let robustWorst = robustGains.map { $0 * sign }.min().map { $0 * sign }
      record.dependsOnWorld =
        WorldAdvice.bestsDisagree(worldBests, baseline: baseline)
        || WorldAdvice.significantBothWays(robustPairings.map { objectiveEntry($0)?.ci95 })
      if record.dependsOnWorld {
        record.worldAdvice = WorldAdvice(space: space, baseline: baseline, objective: request.goal.objective.path)
          .sentence(
            about: config.uncertain?.about ?? [], bests: perWorld ? advice : [], robust: outcome.best,
            robustGains: zip(worlds, robustPairings).map { ($0.label, objectiveEntry($1)?.differenceMicros) },
            robustWorstGain: robustWorst, rule: rule)
      }
    }
    let rewritten = try ConfigRewrite(bytes: bytes).rewrite(outcome.best, in: space)
    let base = holdoutSummaries[0]
    let revenue = HoldoutRevenue(
      nanos: base.paired.moments(.revenue).difference, runs: base.paired.runs,
      variance: base.differenceVariance(of: [SummaryRecord.Field.revenuePer1000Requests.key]))
    return Outcome(record: record, config: rewritten, revenue: revenue)
  }

  /// Plays the holdout, runs N … 2N−1 of the baseline and the best: all of
  /// them, or under `--max-seconds` as many as the time left allows and at
  /// least min(N, `holdoutMinimumRuns`).
  ///
  /// With a time limit it plays in rounds of a prefix of those runs, reading
  /// the clock between rounds: first the minimum, then each round the runs
  /// that half the time left allows at the rate measured over the rounds so
  /// far, until every run is played, the time is up, or half the time left
  /// allows less than the minimum. Halving keeps a wrong rate from overrunning
  /// the limit by more than half of what was left; the rounds add up to the
  /// same counts as one go.
  private static func playHoldout(
    _ pairings: inout [Comparator.Pairing], request: Request, budget: SearchBudget
  ) {
    let runs = request.runs
    func round(_ count: Int) {
      let first = runs + pairings[0].runs
      for index in pairings.indices {
        pairings[index].play(
          runs: first..<(first + count), seed: request.seed, jobs: request.jobs, cancellation: request.cancellation)
        budget.played(runs: 2 * count)
      }
    }
    guard budget.limit != nil else { return round(runs) }
    let minimum = min(runs, holdoutMinimumRuns)
    var nanoseconds: UInt64 = 0
    /// Plays `count` runs of every pairing and adds the time they took.
    func timedRound(_ count: Int) {
      let start = budget.now() ?? 0
      round(count)
      let end = budget.now() ?? 0
      nanoseconds += end >= start ? end - start : 0
    }
    timedRound(minimum)
    while pairings[0].runs < runs, let left = budget.timeLeft, left > 0 {
      let perRun = max(1, nanoseconds / UInt64(pairings[0].runs))
      let fitting = left / 2 / perRun
      let remaining = runs - pairings[0].runs
      let next = fitting >= UInt64(remaining) ? remaining : Int(fitting)
      guard next >= min(remaining, minimum) else { break }
      timedRound(next)
    }
  }

  private static func space(
    _ config: WaterfallConfig, bytes: [UInt8], vary: [VaryDimension], goal: OptimizationGoal, priceOrder: Bool = false
  ) -> SearchSpace {
    let labels = Set(config.lineItems.map(\.label))
    return SearchSpace(
      base: config, dimensions: Set(vary), priceOrder: priceOrder,
      protectedLabels: goal.labels.union(labelsNamedByExpect(bytes, among: labels)).union(labelsNamedByWorlds(config)))
  }

  /// The labels of line items the config's worlds name (`uncertain`): dropping one would write a config whose
  /// `uncertain` names a line item it lacks, which `validate` refuses.
  static func labelsNamedByWorlds(_ config: WaterfallConfig) -> Set<String> {
    guard let uncertainty = config.uncertain else { return [] }
    let paths = uncertainty.about + uncertainty.worlds.flatMap { $0.settings.map(\.path) }
    var found = Set<String>()
    for path in paths {
      for step in path.steps {
        if case .label(let label) = step { found.insert(label) }
      }
    }
    return found
  }

  /// The labels of line items the config's `expect` names anywhere, as a key or a string: they are never dropped.
  static func labelsNamedByExpect(_ bytes: [UInt8], among labels: Set<String>) -> Set<String> {
    guard let root = try? JSONReader.read(bytes), case .object(let members) = root.value,
      let expect = members.first(where: { $0.key == ConfigSchema.Root.expect.name })?.value
    else { return [] }
    var found = Set<String>()
    func visit(_ node: JSONNode) {
      switch node.value {
      case .string(let text) where labels.contains(text): found.insert(text)
      case .array(let elements): elements.forEach(visit)
      case .object(let members):
        for member in members {
          if labels.contains(member.key) { found.insert(member.key) }
          visit(member.value)
        }
      default: break
      }
    }
    visit(expect)
    return found
  }

  /// One entry per changed key: the walk order's policy, the order, drops, then each line item's keys, then the auction's.
  static func changes(from old: Candidate, to new: Candidate, in space: SearchSpace) -> [OptimizationRecord.Change] {
    let items = space.base.lineItems
    // The paths name keys through the schema, line items by label: `.lineItems["A"].ecpm`.
    func step(_ key: ConfigKey) -> String { "." + key.name }
    let lineItems = step(ConfigSchema.Root.lineItems.row)
    func quoted(_ index: Int) -> String { lineItems + "[\(JSONStringLiteral.quoted(items[index].label))]" }
    var changes: [OptimizationRecord.Change] = []
    if space.writesListedOrder(for: new) {
      changes.append(
        OptimizationRecord.Change(
          path: step(ConfigSchema.Root.waterfallOrder.row), old: .string(space.base.waterfallOrder.rawValue),
          new: .string(WaterfallOrder.listed.rawValue)))
    }
    // A new order of the line items both keep (drops are their own entries).
    if old.walk.filter(new.walk.contains) != new.walk.filter(old.walk.contains) {
      changes.append(
        OptimizationRecord.Change(
          path: lineItems, old: .strings(old.walk.map { items[$0].label }),
          new: .strings(new.walk.map { items[$0].label })))
    }
    for index in old.walk where !new.walk.contains(index) {
      changes.append(OptimizationRecord.Change(path: quoted(index), old: .string("kept"), new: .string("dropped")))
    }
    let biddingFloor = step(ConfigSchema.LineItem.bidding.row) + step(ConfigSchema.Bidding.floor.row)
    for index in items.indices {
      if old.floors[index] != new.floors[index] {
        changes.append(
          OptimizationRecord.Change(
            path: quoted(index) + (items[index].bidding != nil ? biddingFloor : step(ConfigSchema.LineItem.ecpm.row)),
            old: .decimal(DecimalNumber(micros: old.floors[index])),
            new: .decimal(DecimalNumber(micros: new.floors[index]))))
      }
      if old.timeouts[index] != new.timeouts[index] {
        changes.append(
          OptimizationRecord.Change(
            path: quoted(index) + step(ConfigSchema.LineItem.timeoutMs.row), old: .integer(old.timeouts[index]),
            new: .integer(new.timeouts[index])))
      }
    }
    if old.auctionTimeoutMs != new.auctionTimeoutMs {
      changes.append(
        OptimizationRecord.Change(
          path: step(ConfigSchema.Root.auction.row) + step(ConfigSchema.Auction.timeoutMs.row),
          old: .integer(old.auctionTimeoutMs), new: .integer(new.auctionTimeoutMs)))
    }
    return changes
  }
}

extension SummaryFieldPath {
  /// The field's own 95 % interval in `summary`, where the summary gives
  /// one: the fill rate's, revenue per 1,000 requests', the mean latency's, a win share's.
  func interval(in summary: SummaryRecord, config: WaterfallConfig) -> SummaryRecord.Interval? {
    let intervalKeys: [String]
    switch (label, keys) {
    case (nil, [SummaryRecord.Field.fillRate.key]): intervalKeys = [SummaryRecord.Field.fillRateCI95.key]
    case (nil, [SummaryRecord.Field.revenuePer1000Requests.key]):
      intervalKeys = [SummaryRecord.Field.revenuePer1000RequestsCI95.key]
    case (nil, [SummaryRecord.Field.latencyMs.key, "mean"]):
      intervalKeys = [SummaryRecord.Field.latencyMs.key, "meanCI95"]
    case (.some, ["winShare"]): intervalKeys = ["winShareCI95"]
    default: return nil
    }
    let path = SummaryFieldPath(path: "", label: label, keys: intervalKeys)
    guard
      let low = path.field(in: config).flatMap({ field in
        summary.number(at: SummaryField(lineItem: field.lineItem, keys: intervalKeys + ["low"]))
      }),
      let high = path.field(in: config).flatMap({ field in
        summary.number(at: SummaryField(lineItem: field.lineItem, keys: intervalKeys + ["high"]))
      })
    else { return nil }
    return SummaryRecord.Interval(
      low: DecimalNumber(micros: Int64(low.micros)), high: DecimalNumber(micros: Int64(high.micros)))
  }
}
