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
    /// The clock's reading past which the search starts nothing new, or nil.
    package var deadline: UInt64?
    package var clock: @Sendable () -> UInt64

    package init(
      goal: OptimizationGoal, vary: [VaryDimension], runs: Int, candidates: Int, seed: UInt64, jobs: Int,
      deadline: UInt64?, clock: @escaping @Sendable () -> UInt64
    ) {
      self.goal = goal
      self.vary = vary
      self.runs = runs
      self.candidates = candidates
      self.seed = seed
      self.jobs = jobs
      self.deadline = deadline
      self.clock = clock
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

  package static func optimize(
    _ config: WaterfallConfig, bytes: [UInt8], request: Request, registry: AdapterRegistry = .standard,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> Outcome {
    let space = space(config, bytes: bytes, vary: request.vary, goal: request.goal)
    var evaluator = CandidateEvaluator(
      space: space, goal: request.goal,
      limits: CandidateEvaluator.Limits(
        runs: request.runs, seed: request.seed, jobs: request.jobs, candidates: request.candidates,
        deadline: request.deadline, clock: request.clock),
      registry: registry)
    evaluator.progress = progress
    let baseline = space.baseline
    _ = evaluator.evaluate([baseline])
    let search = CandidateSearches.choose(for: space)
    var outcome = search.run(from: baseline, evaluator: &evaluator)
    let feasible = outcome.score.feasible
    if !feasible { outcome.best = baseline }
    let stoppedBy = outcome.ended == .stopped ? (evaluator.stop ?? .candidates).rawValue : outcome.ended.rawValue
    // The holdout: runs N … 2N−1 of both, paired.
    let baseConfig = space.config(for: baseline)
    let bestConfig = space.config(for: outcome.best)
    let played = Comparator.play(
      baseConfig, bestConfig, seed: request.seed,
      plan: BatchPlan(runs: 2 * request.runs, jobs: request.jobs, shard: ShardSelection(index: 2, count: 2)),
      registry: registry)
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
      runsPlayed: evaluator.played * request.runs + 2 * request.runs, stoppedBy: stoppedBy, feasible: feasible,
      search: search is ExhaustiveOrderSearch ? "exhaustive" : "coordinate")
    let rewritten = ConfigRewrite(bytes: bytes)?.rewrite(outcome.best, in: space) ?? bytes
    return Outcome(record: record, config: rewritten)
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
      let expect = members.first(where: { $0.key == "expect" })?.value
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
    func quoted(_ index: Int) -> String { ".lineItems[\(JSONStringLiteral.quoted(items[index].label))]" }
    var changes: [OptimizationRecord.Change] = []
    if space.writesListedOrder(for: new) {
      changes.append(
        OptimizationRecord.Change(
          path: ".waterfallOrder", old: .string(space.base.waterfallOrder.rawValue), new: .string("listed")))
    }
    // A new order of the line items both keep (drops are their own entries).
    if old.walk.filter(new.walk.contains) != new.walk.filter(old.walk.contains) {
      changes.append(
        OptimizationRecord.Change(
          path: ".lineItems", old: .strings(old.walk.map { items[$0].label }), new: .strings(new.walk.map { items[$0].label })))
    }
    for index in old.walk where !new.walk.contains(index) {
      changes.append(OptimizationRecord.Change(path: quoted(index), old: .string("kept"), new: .string("dropped")))
    }
    for index in items.indices {
      if old.floors[index] != new.floors[index] {
        changes.append(
          OptimizationRecord.Change(
            path: quoted(index) + (items[index].bidding != nil ? ".bidding.floor" : ".ecpm"),
            old: .decimal(DecimalNumber(micros: old.floors[index])), new: .decimal(DecimalNumber(micros: new.floors[index]))))
      }
      if old.timeouts[index] != new.timeouts[index] {
        changes.append(
          OptimizationRecord.Change(
            path: quoted(index) + ".timeoutMs", old: .integer(old.timeouts[index]), new: .integer(new.timeouts[index])))
      }
    }
    if old.auctionTimeoutMs != new.auctionTimeoutMs {
      changes.append(
        OptimizationRecord.Change(
          path: ".auction.timeoutMs", old: .integer(old.auctionTimeoutMs), new: .integer(new.auctionTimeoutMs)))
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
