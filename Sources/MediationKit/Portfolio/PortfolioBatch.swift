/// A portfolio's `simulate --runs R` (decide2.md §5): each group plays runs 0 … R−1 of its own seed
/// (`Portfolio.groupSeed`), every world of its config on the same runs, then the traffic-weighted totals.
package struct PortfolioBatch: Sendable {
  /// One group's batch: each world's result (the base first) with its `expect.summary` checks.
  package struct PlayedGroup: Sendable {
    package var group: PortfolioGroup
    package var seed: UInt64
    package var worlds: [PlayedWorld]
  }

  package struct PlayedWorld: Sendable {
    /// The world's label; nil for a config without worlds.
    package var label: String?
    package var config: WaterfallConfig
    package var part: PartialResult
    package var usedKernel: Bool
    package var checks: [CheckResult]
  }

  package var portfolio: Portfolio
  /// The portfolio's seed played (`--seed`, else the file's).
  package var seed: UInt64
  package var runs: Int
  package var groups: [PlayedGroup]

  /// Plays every group's R runs, each spread over `jobs` threads; `progress` hears the runs done over all groups.
  package static func play(
    _ portfolio: Portfolio, seed: UInt64, runs: Int, jobs: Int, registries: AdapterRegistries,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> PortfolioBatch {
    var done = 0
    var played: [PlayedGroup] = []
    for group in portfolio.groups {
      let groupSeed = Portfolio.groupSeed(name: group.name, portfolioSeed: seed)
      let labelled = group.config.hasWorlds
      var worlds: [PlayedWorld] = []
      for world in group.config.worlds {
        let config = world.config
        let job = BatchJob(config, seed: groupSeed, plan: BatchPlan(runs: runs, jobs: jobs))
        let offset = done
        let report = progress.map { progress in { @Sendable (count: Int) in progress(offset + count) } }
        let (part, usedKernel) = Batch.run(
          job, of: config, registry: config.registry(adding: registries.registry(of: config)), threads: jobs,
          progress: report)
        done += runs
        let label = labelled ? world.label : nil
        let checks = config.checkSummary(part.summary).map { $0.made(in: label) }
        worlds.append(PlayedWorld(label: label, config: config, part: part, usedKernel: usedKernel, checks: checks))
      }
      played.append(PlayedGroup(group: group, seed: groupSeed, worlds: worlds))
    }
    return PortfolioBatch(portfolio: portfolio, seed: seed, runs: runs, groups: played)
  }

  /// The runs a portfolio's batch plays in all: R for each world of each group.
  package static func totalRuns(of portfolio: Portfolio, runs: Int) -> Int {
    portfolio.groups.reduce(0) { $0 + $1.config.worlds.count * runs }
  }

  /// Every check of every group, in output order.
  package var checks: [CheckResult] { groups.flatMap { $0.worlds.flatMap(\.checks) } }

  /// The `portfolio` record: the totals over each group's base world.
  package var record: PortfolioRecord {
    PortfolioRecord(portfolio: portfolio, seed: seed, runs: runs, parts: groups.map { $0.worlds[0].part })
  }

  /// Sends the batch's records: for each group in order, its `run`, histograms, checks and `summary` (each world's,
  /// then its `worlds` record when it has worlds), each with `group`; then the `portfolio` record.
  package func write(into sink: any RecordSink) {
    var seq = 0
    for played in groups {
      let labelling = GroupLabelling(group: played.group.name, firstSeq: seq, next: sink)
      let config = played.group.config
      if config.hasWorlds {
        Simulator.write(
          worlds: played.worlds.map { world in
            (
              world.label ?? "", world.part.result(shard: nil, usedKernel: world.usedKernel),
              RunRecord(config: world.config, seed: played.seed), world.checks
            )
          }, about: config.uncertain?.about.map(\.description) ?? [], into: labelling)
      } else {
        let world = played.worlds[0]
        Simulator.write(
          world.part.result(shard: nil, usedKernel: world.usedKernel),
          run: RunRecord(config: world.config, seed: played.seed), checks: world.checks, into: labelling)
      }
      seq = labelling.nextSeq
    }
    sink.receive(Record(seq: seq, t: 0, body: .portfolio(record)))
  }
}

/// Puts a portfolio group's name on every record of its batch, numbering them on from `firstSeq`.
package final class GroupLabelling: RecordSink {
  private let group: String
  private let firstSeq: Int
  private let next: any RecordSink
  /// The seq the record after the last one passed takes.
  private(set) var nextSeq: Int

  package init(group: String, firstSeq: Int, next: any RecordSink) {
    self.group = group
    self.firstSeq = firstSeq
    self.next = next
    nextSeq = firstSeq
  }

  package func receive(_ record: Record) {
    var record = record
    record.seq += firstSeq
    record.group = group
    nextSeq = record.seq + 1
    next.receive(record)
  }
}
