/// What `mediate optimize` tells about a config beside its search
/// (decide2.md §3, "The report"): the constraints the baseline breaks, the
/// waterfall line items that win nothing, the line items listed out of price
/// order, and what a `--vary` name found nothing to vary.
enum ConfigDiagnosis {
  /// The constraints of `goal` that `summary` (of `config`) breaks, in the
  /// goal's order, each with its value there (null when the summary has none).
  static func violations(
    of goal: OptimizationGoal, in summary: SummaryRecord, config: WaterfallConfig
  ) -> [OptimizationRecord.Violation] {
    goal.constraints.compactMap { constraint in
      let number = constraint.field.field(in: config).flatMap { summary.number(at: $0) }
      if let number, constraint.comparison.holds(forMicros: number.micros) { return nil }
      return OptimizationRecord.Violation(
        constraint: normalised(constraint), value: number?.json ?? .null, field: constraint.field.path)
    }
  }

  /// A constraint as the record writes it: `.latencyMs.p90 <= 2500`.
  static func normalised(_ constraint: (field: SummaryFieldPath, comparison: Comparison)) -> String {
    "\(constraint.field.path) \(constraint.comparison.op.rawValue) \(DecimalNumber(micros: Int64(constraint.comparison.micros)))"
  }

  /// The waterfall line items of `summary` that won nothing: never called,
  /// or called and never filling. Bidders are not in it (an auction, not the
  /// walk, calls them). `requests` is what a share of calls is a share of.
  static func inEffectDropped(in summary: SummaryRecord, requests: Int) -> [OptimizationRecord.IdleLineItem] {
    summary.lineItems.filter { !$0.isBidder && $0[.wins] == 0 }.map { item in
      OptimizationRecord.IdleLineItem(
        lineItem: item.lineItem, attempts: item[.attempts], wins: item[.wins], requests: requests)
    }
  }

  /// The waterfall line items of `config` that its walk tries after one with
  /// a lower `ecpm`, in walk order, each with the first such line item before
  /// it: AdMob would try them the other way round.
  static func outOfPriceOrder(in config: WaterfallConfig) -> [OptimizationRecord.PriceOrderBreak] {
    let items = config.lineItems
    let walk = WalkPlan.order(of: items, by: config.waterfallOrder)
    var breaks: [OptimizationRecord.PriceOrderBreak] = []
    for (position, index) in walk.enumerated() {
      guard let earlier = walk[..<position].first(where: { items[$0].ecpm < items[index].ecpm }) else { continue }
      breaks.append(
        OptimizationRecord.PriceOrderBreak(
          lineItem: items[index].label, ecpm: items[index].ecpm, after: items[earlier].label,
          afterEcpm: items[earlier].ecpm))
    }
    return breaks
  }

  /// Each name of `vary` with nothing to vary in `space`, with the reason, in `vary`'s order.
  static func notVaried(_ vary: [VaryDimension], in space: SearchSpace) -> [OptimizationRecord.NotVaried] {
    vary.compactMap { dimension in
      space.reasonNotVaried(dimension).map { OptimizationRecord.NotVaried(vary: dimension.rawValue, reason: $0) }
    }
  }
}
