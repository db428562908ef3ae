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

    package init(
      goal: OptimizationGoal, vary: [VaryDimension], runs: Int, candidates: Int, seed: UInt64, jobs: Int,
      timeLimit: TimeLimit?, cancellation: BatchCancellation? = nil
    ) {
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
  }

  /// Why nothing can vary in `config` under `vary`, or nil when something can: a usage error.
  package static func nothingToVary(
    in config: WaterfallConfig, bytes: [UInt8], vary: [VaryDimension], goal: OptimizationGoal
  ) -> String? {
    space(config, bytes: bytes, vary: vary, goal: goal).nothingToVary
  }

  /// The fewest holdout runs played under `--max-seconds`, however little time is left (fewer when N is smaller).
  static let holdoutMinimumRuns = 1_000

  package static func optimize(
    _ config: WaterfallConfig, bytes: [UInt8], request: Request, registry: AdapterRegistry,
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws(ConfigWriteError) -> Outcome {
    let space = space(config, bytes: bytes, vary: request.vary, goal: request.goal)
    let budget = SearchBudget(limit: request.timeLimit, cancellation: request.cancellation)
    var evaluator = CandidateEvaluator(
      space: space, goal: request.goal,
      limits: CandidateEvaluator.Limits(
        runs: request.runs, seed: request.seed, jobs: request.jobs, candidates: request.candidates),
      budget: budget, registry: registry)
    evaluator.progress = progress
    let baseline = space.baseline
    _ = evaluator.evaluate([baseline])
    let search = CandidateSearches.choose(for: space)
    var outcome = search.run(from: baseline, evaluator: &evaluator)
    // A baseline the time limit cut short leaves nothing searched: the baseline stays, judged on the holdout below.
    let searched = evaluator.score(of: baseline) != nil
    if !outcome.score.feasible { outcome.best = baseline }
    let stoppedBy = outcome.ended == .stopped ? (evaluator.stop ?? .candidates).rawValue : outcome.ended.rawValue
    // The holdout: runs N … 2N−1 of both, paired (under a time limit, as many as the time left allows).
    let baseConfig = space.config(for: baseline)
    let bestConfig = space.config(for: outcome.best)
    var holdout = Comparator.Pairing(baseConfig, bestConfig, registry: registry, cache: evaluator.cache)
    playHoldout(&holdout, request: request, budget: budget)
    let played = holdout.played(shard: nil, batchRuns: 2 * request.runs)
    let feasible =
      searched ? outcome.score.feasible : request.goal.score(of: played.a.summary, in: baseConfig).feasible
    let comparison = PairedComparison.record(of: played, a: baseConfig, b: bestConfig, pathA: "", pathB: "")
    var reported = [request.goal.objective]
    for constraint in request.goal.constraints where !reported.contains(constraint.field) {
      reported.append(constraint.field)
    }
    func figures(_ summary: SummaryRecord, config: WaterfallConfig, side: KeyPath<ComparisonRecord.Entry, JSONValue?>)
      -> [OptimizationRecord.Figure]
    {
      reported.map { path in
        let entry = comparison.fields.first { $0.field == path.path }
        return OptimizationRecord.Figure(
          field: path.path, value: entry?[keyPath: side], ci95: path.interval(in: summary, config: config))
      }
    }
    let objectiveEntry = comparison.fields.first { $0.field == request.goal.objective.path }
    let record = OptimizationRecord(
      objective: request.goal.objective.path, goal: request.goal.direction.rawValue,
      constraints: request.goal.constraints.map { "\($0.field.path) \($0.comparison.op.rawValue) \(DecimalNumber(micros: Int64($0.comparison.micros)))" },
      vary: request.vary.map(\.rawValue), runs: request.runs, seed: request.seed,
      baseline: figures(played.a.summary, config: baseConfig, side: \.a),
      best: figures(played.b.summary, config: bestConfig, side: \.b),
      difference: OptimizationRecord.Figure(
        field: request.goal.objective.path, value: objectiveEntry?.difference, ci95: objectiveEntry?.ci95),
      changes: changes(from: baseline, to: outcome.best, in: space), candidates: evaluator.played,
      runsPlayed: budget.runsPlayed, stoppedBy: stoppedBy, feasible: feasible,
      search: search is ExhaustiveOrderSearch ? "exhaustive" : "coordinate", holdoutRuns: holdout.runs, written: nil)
    let rewritten = try ConfigRewrite(bytes: bytes).rewrite(outcome.best, in: space)
    return Outcome(record: record, config: rewritten)
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
  private static func playHoldout(_ pairing: inout Comparator.Pairing, request: Request, budget: SearchBudget) {
    let runs = request.runs
    func round(_ count: Int) {
      let first = runs + pairing.runs
      pairing.play(
        runs: first..<(first + count), seed: request.seed, jobs: request.jobs, cancellation: request.cancellation)
      budget.played(runs: 2 * count)
    }
    guard budget.limit != nil else { return round(runs) }
    let minimum = min(runs, holdoutMinimumRuns)
    var nanoseconds: UInt64 = 0
    /// Plays `count` runs and adds the time they took.
    func timedRound(_ count: Int) {
      let start = budget.now() ?? 0
      round(count)
      let end = budget.now() ?? 0
      nanoseconds += end >= start ? end - start : 0
    }
    timedRound(minimum)
    while pairing.runs < runs, let left = budget.timeLeft, left > 0 {
      let perRun = max(1, nanoseconds / UInt64(pairing.runs))
      let fitting = left / 2 / perRun
      let remaining = runs - pairing.runs
      let next = fitting >= UInt64(remaining) ? remaining : Int(fitting)
      guard next >= min(remaining, minimum) else { break }
      timedRound(next)
    }
  }

  private static func space(
    _ config: WaterfallConfig, bytes: [UInt8], vary: [VaryDimension], goal: OptimizationGoal
  ) -> SearchSpace {
    let labels = Set(config.lineItems.map(\.label))
    return SearchSpace(
      base: config, dimensions: Set(vary), protectedLabels: goal.labels.union(labelsNamedByExpect(bytes, among: labels)))
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
    case (nil, [SummaryRecord.Field.latencyMs.key, "mean"]): intervalKeys = [SummaryRecord.Field.latencyMs.key, "meanCI95"]
    case (.some, ["winShare"]): intervalKeys = ["winShareCI95"]
    default: return nil
    }
    let path = SummaryFieldPath(path: "", label: label, keys: intervalKeys)
    guard let low = path.field(in: config).flatMap({ field in summary.number(at: SummaryField(lineItem: field.lineItem, keys: intervalKeys + ["low"])) }),
      let high = path.field(in: config).flatMap({ field in summary.number(at: SummaryField(lineItem: field.lineItem, keys: intervalKeys + ["high"])) })
    else { return nil }
    return SummaryRecord.Interval(low: DecimalNumber(micros: Int64(low.micros)), high: DecimalNumber(micros: Int64(high.micros)))
  }
}
