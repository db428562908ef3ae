/// `compare P Q` of two portfolios (decide2.md §5): the same groups with the same traffic, each pair of group
/// configs compared as `compare` compares two configs (on the group's seed, every world of the pair), then the
/// traffic-weighted totals of both sides with the paired difference of each.
package enum PortfolioComparison {
  /// Why two portfolios cannot be compared (65).
  package enum Refusal: Error, Sendable, Equatable {
    /// Group `group` of side `side` (0: P, 1: Q) is not in the other portfolio.
    case missing(group: String, side: Int)
    /// Group `group` serves `a` requests a day in P and `b` in Q: a change of traffic is not a change of waterfalls.
    case traffic(group: String, a: Int64, b: Int64)
    /// Group `group`'s configs are of different ad unit formats.
    case formats(group: String, a: AdFormat, b: AdFormat)
    /// Both of group `group`'s configs have `uncertain`, and they differ (this first difference).
    case differentWorlds(group: String, difference: String)
    /// A world of one of group `group`'s configs applied to the other (`side` 0 for P's) makes it invalid.
    case invalidWorld(group: String, side: Int, ConfigError)
  }

  /// One group of both portfolios, ready to be played: each side's worlds, base first (`ComparedWorlds.sides`).
  package struct Pair: Sendable {
    package var a: PortfolioGroup
    package var b: PortfolioGroup
    package var worlds: [[ConfigWorld]]
    /// The paths the worlds differ in (`uncertain.about`); nil without worlds.
    package var about: [String]?

    package var name: String { a.name }
  }

  /// What the comparison came to: one `comparison` record per group, in P's order, then the totals.
  package struct Outcome: Sendable {
    package var comparisons: [ComparisonRecord]
    package var total: PortfolioComparisonRecord
  }

  /// Checks that P and Q have the same groups (by name, any order) with the same traffic; the first difference
  /// in P's order (a group of P missing from Q, or with other traffic), then a group only Q has.
  package static func checkSameGroups(_ p: Portfolio, _ q: Portfolio) throws(Refusal) {
    let inQ = Dictionary(q.groups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for group in p.groups {
      guard let other = inQ[group.name] else { throw .missing(group: group.name, side: 0) }
      guard other.requestsPerDay == group.requestsPerDay else {
        throw .traffic(group: group.name, a: group.requestsPerDay, b: other.requestsPerDay)
      }
    }
    let inP = Set(p.groups.map(\.name))
    if let extra = q.groups.first(where: { !inP.contains($0.name) }) { throw .missing(group: extra.name, side: 1) }
  }

  /// The groups to compare, in P's order: every one, or those `names` gives (each a group of P; `checkSameGroups`
  /// passed), each with its sides' worlds; refused when a pair's configs are of different formats or worlds.
  package static func pairs(
    _ p: Portfolio, _ q: Portfolio, names: Set<String>?, registries: AdapterRegistries
  ) throws(Refusal) -> [Pair] {
    let inQ = Dictionary(q.groups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var pairs: [Pair] = []
    for a in p.groups where names?.contains(a.name) ?? true {
      guard let b = inQ[a.name] else { throw .missing(group: a.name, side: 0) }
      guard a.config.adUnit.format == b.config.adUnit.format else {
        throw .formats(group: a.name, a: a.config.adUnit.format, b: b.config.adUnit.format)
      }
      let loadedA = ConfigLoader.Loaded(config: a.config, warnings: [], omittedWarnings: 0, bytes: a.bytes)
      let loadedB = ConfigLoader.Loaded(config: b.config, warnings: [], omittedWarnings: 0, bytes: b.bytes)
      let worlds: [[ConfigWorld]]
      do throws(ComparedWorlds.Refusal) {
        worlds = try ComparedWorlds.sides(loadedA, loadedB, registries: registries)
      } catch {
        switch error {
        case .differentWorlds(let difference): throw .differentWorlds(group: a.name, difference: difference)
        case .invalidWorld(let side, let problem): throw .invalidWorld(group: a.name, side: side, problem)
        }
      }
      let uncertainty = a.config.uncertain ?? b.config.uncertain
      pairs.append(Pair(a: a, b: b, worlds: worlds, about: uncertainty.map { $0.about.map(\.description) }))
    }
    return pairs
  }

  /// The totals of the `portfolioComparison` record, in its order: what `compare --fail-if` takes of portfolios.
  package static var fieldPaths: [String] { Total.fields.map(\.path) + [Total.revenuePerDay] }

  /// The runs a comparison of `pairs` plays on each side: `runs` for each world of each group.
  package static func totalRuns(of pairs: [Pair], runs: Int) -> Int {
    pairs.reduce(0) { $0 + $1.worlds[0].count * runs }
  }

  /// Plays every pair on runs 0 … `runs` − 1 of its group seed (from `seed`, `Portfolio.groupSeed`), every world
  /// of it, paired as `compare` plays two configs; `portfolio` is P (the order and traffic of the groups).
  package static func compare(
    _ pairs: [Pair], of portfolio: Portfolio, seed: UInt64, runs: Int, jobs: Int, pathA: String, pathB: String,
    registries: AdapterRegistries, progress: (@Sendable (Int) -> Void)? = nil
  ) -> Outcome {
    precondition(!pairs.isEmpty && runs >= 1, "a comparison of at least one group and one run")
    let plan = BatchPlan(runs: runs, jobs: jobs)
    var comparisons: [ComparisonRecord] = []
    var sumsA: [PortfolioRecord.GroupSums] = []
    var sumsB: [PortfolioRecord.GroupSums] = []
    var variances: [[Double?]] = []
    var done = 0
    for (index, pair) in pairs.enumerated() {
      let groupSeed = Portfolio.groupSeed(name: pair.name, portfolioSeed: seed)
      var records: [(world: String, record: ComparisonRecord)] = []
      for (number, (worldA, worldB)) in zip(pair.worlds[0], pair.worlds[1]).enumerated() {
        let offset = done
        let report = progress.map { progress in { @Sendable (count: Int) in progress(offset + count) } }
        let played = Comparator.play(
          worldA.config, worldB.config, seed: groupSeed, plan: plan, registries: registries, progress: report)
        done += runs
        var record = PairedComparison.record(
          of: played, a: worldA.config, b: worldB.config, pathA: pathA, pathB: pathB)
        record.seed = groupSeed
        records.append((worldA.label, record))
        // The totals are of each group's base world, the config as written.
        guard number == 0 else { continue }
        guard let tallies = played.tallies else {
          preconditionFailure("a comparison played here keeps each side's sums")
        }
        sumsA.append(PortfolioRecord.GroupSums(tallies.a))
        sumsB.append(PortfolioRecord.GroupSums(tallies.b))
        variances.append(Total.fields.map { played.differenceVariance(of: $0.keys) })
      }
      var record = pair.about.map { ComparisonRecord.overWorlds(records, about: $0) } ?? records[0].record
      record.seq = index
      record.group = pair.name
      comparisons.append(record)
    }
    let compared = Portfolio(seed: seed, groups: pairs.map(\.a), identity: portfolio.identity)
    let total = Total(
      portfolio: compared, runs: runs, sumsA: sumsA, sumsB: sumsB, variances: variances)
    var record = PortfolioComparisonRecord(
      runs: runs, a: pathA, b: pathB, seed: seed, groups: pairs.map(\.name), requestsPerDay: compared.requestsPerDay,
      fields: total.entries, groupLines: total.groupLines)
    record.seq = pairs.count
    return Outcome(comparisons: comparisons, total: record)
  }

  /// The traffic-weighted totals of both sides and their differences (decide2.md §5): with W = Σ w_g, each side's
  /// total as a portfolio's `simulate --runs` computes it (`PortfolioRecord`, from the exact sums), the difference
  /// B − A of the totals as written (Σ w_g d_g / W), and a normal interval with variance Σ (w_g / W)² Var(d̄_g),
  /// Var(d̄_g) the variance of group g's paired mean difference as its own interval computes it; USD a day scaled
  /// by W / 1,000.
  struct Total {
    /// The fields of the totals, as paths into the `portfolio` record's `total` and into each group's summary.
    static let fields: [(path: String, keys: [String])] = [
      (".revenuePer1000Requests", ["revenuePer1000Requests"]),
      (".fillRate", ["fillRate"]),
      (".latencyMs.mean", ["latencyMs", "mean"]),
    ]
    /// The path of USD a day, after `fields`.
    static let revenuePerDay = "revenuePerDay"

    var entries: [PortfolioComparisonRecord.Entry] = []
    var groupLines: [PortfolioComparisonRecord.GroupLine] = []

    /// `variances[g]`: group g's Var(d̄) of each of `fields`, nil where its interval has none.
    init(
      portfolio: Portfolio, runs: Int, sumsA: [PortfolioRecord.GroupSums], sumsB: [PortfolioRecord.GroupSums],
      variances: [[Double?]]
    ) {
      let totalA = PortfolioRecord(portfolio: portfolio, seed: portfolio.seed, runs: runs, sums: sumsA).total
      let totalB = PortfolioRecord(portfolio: portfolio, seed: portfolio.seed, runs: runs, sums: sumsB).total
      let weight = Double(portfolio.requestsPerDay)
      // Σ (w_g / W)² v_g, nil when a group has no variance.
      func variance(_ field: Int) -> Double? {
        var sum = 0.0
        for (index, group) in portfolio.groups.enumerated() {
          guard let v = variances[index][field] else { return nil }
          let share = Double(group.requestsPerDay) / weight
          sum += share * share * v
        }
        return sum
      }
      func wide(_ value: DecimalNumber?) -> WideDecimal? { value.map { WideDecimal(micros: Int128($0.micros)) } }
      let sides: [(WideDecimal?, WideDecimal?)] = [
        (wide(totalA.revenuePer1000Requests), wide(totalB.revenuePer1000Requests)),
        (wide(totalA.fillRate), wide(totalB.fillRate)),
        (wide(totalA.latencyMean), wide(totalB.latencyMean)),
      ]
      for (index, field) in Self.fields.enumerated() {
        entries.append(.init(field: field.path, a: sides[index].0, b: sides[index].1, variance: variance(index)))
      }
      let perDay = weight / 1_000
      entries.append(
        .init(
          field: Self.revenuePerDay, a: totalA.revenuePerDay, b: totalB.revenuePerDay,
          variance: variance(0).map { $0 * perDay * perDay }))
      // Each group's USD a day on both sides, exactly: w_g × revenue / (runs × 10⁹).
      let denominator = Int128(runs) * 1_000_000_000
      for (index, group) in portfolio.groups.enumerated() {
        let w = Int128(group.requestsPerDay)
        let scale = Double(group.requestsPerDay) / 1_000
        let entry = PortfolioComparisonRecord.Entry(
          field: Self.revenuePerDay,
          a: WideDecimal(fraction: w * sumsA[index].revenueNanos, over: denominator),
          b: WideDecimal(fraction: w * sumsB[index].revenueNanos, over: denominator),
          variance: variances[index][0].map { $0 * scale * scale })
        groupLines.append(PortfolioComparisonRecord.GroupLine(name: group.name, revenuePerDay: entry))
      }
    }
  }
}

extension PortfolioComparisonRecord.Entry {
  /// The entry of a field whose sides are `a` and `b`, its difference B − A of the values as written, and the
  /// normal interval of that difference with the given variance.
  init(field: String, a: WideDecimal?, b: WideDecimal?, variance: Double?) {
    self.field = field
    self.a = a
    self.b = b
    if let a, let b {
      let difference = WideDecimal(micros: b.micros - a.micros)
      self.difference = difference
      ci95 = variance.map { WideInterval(around: difference, variance: $0) }
    } else {
      difference = nil
      ci95 = nil
    }
    verdict = ci95.map { interval in
      interval.low.micros > 0 ? .higher : interval.high.micros < 0 ? .lower : .unclear
    }
  }
}

extension Comparator.Played {
  /// The variance of the paired mean difference of the summary's top-level field `keys`, as its interval computes
  /// it: ((high − low) / 2z)²; nil where the field has no paired interval.
  func differenceVariance(of keys: [String]) -> Double? {
    guard let metric = SummaryMetrics.run.first(where: { $0.keys == keys }),
      let interval = metric.pairedInterval(paired, pair: nil, runs: paired.runs)
    else { return nil }
    let half = (interval.high - interval.low) / (2 * PairedInterval.z)
    return half * half
  }
}

extension PortfolioComparison.Refusal {
  /// The one-line message of a refusal between the portfolios named `a` (P) and `b` (Q); an invalid world's
  /// problems are lines of their own, located where the config is.
  package func message(a: String, b: String) -> String {
    let names = [a, b]
    func quoted(_ name: String) -> String { DisplayText.escaped(JSONStringLiteral.quoted(name)) }
    func article(_ word: String) -> String { "aeiou".contains(word.first ?? "x") ? "an" : "a" }
    switch self {
    case .missing(let group, let side):
      return "\(a) and \(b) have different groups: \(quoted(group)) of \(names[side]) is not in \(names[1 - side]) "
        + "(compare needs the same groups, in any order)"
    case .traffic(let group, let trafficA, let trafficB):
      return "\(a) and \(b) have different traffic: group \(quoted(group)) serves "
        + "\(ReadableNumber.count(Int(trafficA))) requests a day in \(a) and \(ReadableNumber.count(Int(trafficB))) in "
        + "\(b) (compare needs the same traffic: a change of traffic is not a change of waterfalls)"
    case .formats(let group, let formatA, let formatB):
      return "group \(quoted(group)) is \(article(formatA.rawValue)) \(formatA.rawValue) ad unit in \(a) and "
        + "\(article(formatB.rawValue)) \(formatB.rawValue) one in \(b): compare needs each group's two configs of "
        + "the same format"
    case .differentWorlds(let group, let difference):
      return "group \(quoted(group)): \(a) and \(b) stand for different worlds: \(difference); "
        + "compare needs the same uncertain in both, or in one"
    case .invalidWorld(let group, let side, _):
      return "group \(quoted(group)): \(names[1 - side])'s worlds make \(names[side])'s config invalid"
    }
  }
}

extension FieldConstraint {
  /// Whether the difference of a portfolio's total meets the constraint with 95 % confidence: its whole interval
  /// on the constraint's side (false without an interval).
  package func holds(for entry: PortfolioComparisonRecord.Entry) -> Bool {
    guard let interval = entry.ci95 else { return false }
    switch comparison.op {
    case .lessThan, .atMost: return comparison.holds(forMicros: interval.high.micros)
    case .greaterThan, .atLeast: return comparison.holds(forMicros: interval.low.micros)
    case .equal, .notEqual: return false
    }
  }
}
