/// A portfolio's `simulate --runs R` (decide2.md §5): each group plays runs 0 … R−1 of its own seed
/// (`Portfolio.groupSeed`), every world of its config on the same runs, then the traffic-weighted totals.
package struct PortfolioBatch: Sendable {
  /// One group's batch: each world's result (the base first) with its `expect.summary` checks.
  package struct PlayedGroup: Sendable {
    package var group: PortfolioGroup
    package var seed: UInt64
    package var worlds: [PlayedWorld]
  }

  /// A world's batch as its records show it, and the sums the totals need: its tally, with its dense latency
  /// histograms, is dropped once the world is played, so that memory does not grow with the groups.
  package struct PlayedWorld: Sendable {
    /// The world's label; nil for a config without worlds.
    package var label: String?
    package var config: WaterfallConfig
    /// Its records' figures: the batch's, or in a shard the group's slice with its `shard` object.
    package var result: BatchResult
    package var sums: PortfolioRecord.GroupSums
    package var checks: [CheckResult]
  }

  package var portfolio: Portfolio
  /// The portfolio's seed played (`--seed`, else the file's).
  package var seed: UInt64
  package var runs: Int
  /// The shard played (`--shard I/N`), if one: each group played its runs of `PortfolioShardPlan`'s ranges, and
  /// groups with none are left out of `groups` (a shard with no runs at all plays the first group's 0 runs, so
  /// that its output still says which shard of which portfolio it is).
  package var shard: ShardSelection?
  package var groups: [PlayedGroup]

  /// Plays every group's R runs, each spread over `jobs` threads; `progress` hears the runs done over all groups.
  package static func play(
    _ portfolio: Portfolio, seed: UInt64, runs: Int, jobs: Int, registries: AdapterRegistries,
    shard: ShardSelection? = nil, progress: (@Sendable (Int) -> Void)? = nil
  ) -> PortfolioBatch {
    let ranges = shard.map { PortfolioShardPlan(portfolio, runs: runs, registries: registries).ranges(of: $0) }
    let playsNothing = ranges?.allSatisfy(\.isEmpty) ?? false
    var done = 0
    var played: [PlayedGroup] = []
    for (index, group) in portfolio.groups.enumerated() {
      let range = playsNothing && index == 0 ? 0..<0 : ranges?[index] ?? 0..<runs
      guard !range.isEmpty || (playsNothing && index == 0) else { continue }
      let groupSeed = Portfolio.groupSeed(name: group.name, portfolioSeed: seed)
      let labelled = group.config.hasWorlds
      var worlds: [PlayedWorld] = []
      for world in group.config.worlds {
        let config = world.config
        let job = BatchJob(config, seed: groupSeed, runs: range, of: runs)
        let offset = done
        let report = progress.map { progress in { @Sendable (count: Int) in progress(offset + count) } }
        let (part, usedKernel) = Batch.run(
          job, of: config, registry: config.registry(adding: registries.registry(of: config)), threads: jobs,
          progress: report)
        done += range.count
        let label = labelled ? world.label : nil
        // A shard holds a slice of a group's runs: summary checks belong to the merged batch.
        let result: BatchResult
        if let shard {
          let slice = SummaryRecord.Shard.GroupSlice(
            name: group.name, from: range.lowerBound, to: range.upperBound, index: index,
            groups: portfolio.groups.count, requestsPerDay: group.requestsPerDay, portfolioSeed: seed)
          result = part.result(
            shardRecord: SummaryRecord.Shard(
              index: shard.index, count: shard.count, runs: runs, config: portfolio.identity.hex, group: slice),
            usedKernel: usedKernel)
        } else {
          result = part.result(shard: nil, usedKernel: usedKernel)
        }
        let checks = shard == nil ? config.checkSummary(result.summary).map { $0.made(in: label) } : []
        worlds.append(
          PlayedWorld(
            label: label, config: config, result: result, sums: PortfolioRecord.GroupSums(part.tally), checks: checks))
      }
      played.append(PlayedGroup(group: group, seed: groupSeed, worlds: worlds))
    }
    return PortfolioBatch(portfolio: portfolio, seed: seed, runs: runs, shard: shard, groups: played)
  }

  /// The runs a portfolio's batch plays in all: R for each world of each group (a shard's share of them is
  /// known once its groups are compiled; its progress counts them against the whole).
  package static func totalRuns(of portfolio: Portfolio, runs: Int) -> Int {
    portfolio.groups.reduce(0) { $0 + $1.config.worlds.count * runs }
  }

  /// Every check of every group, in output order.
  package var checks: [CheckResult] { groups.flatMap { $0.worlds.flatMap(\.checks) } }

  /// The `portfolio` record: the totals over each group's base world (of a whole batch, not a shard).
  package var record: PortfolioRecord {
    PortfolioRecord(portfolio: portfolio, seed: seed, runs: runs, sums: groups.map { $0.worlds[0].sums })
  }

  /// Sends the batch's records: for each group in order, its `run`, histograms, checks and `summary` (each world's,
  /// then its `worlds` record when it has worlds), each with `group`; then the `portfolio` record. A shard sends
  /// the groups it played, each summary's `shard` naming the group's slice, and no `portfolio` record: the
  /// totals are the merged batch's (`mediate merge`).
  package func write(into sink: any RecordSink) {
    let written = groups.map { played in
      PortfolioOutput.Group(
        name: played.group.name,
        worlds: played.worlds.map { world in
          (world.label, world.result, RunRecord(config: world.config, seed: played.seed), world.checks)
        }, about: played.group.config.hasWorlds ? played.group.config.uncertain?.about.map(\.description) ?? [] : nil)
    }
    PortfolioOutput.write(written, record: shard == nil ? record : nil, into: sink)
  }
}

/// The records of a portfolio's batch, written in one place for `simulate --runs` and for `merge`.
package enum PortfolioOutput {
  /// A group's batches: each world's (label nil without worlds) with its checks, and its worlds' `about` when its
  /// config has worlds.
  package struct Group {
    package var name: String
    package var worlds: [(label: String?, result: BatchResult, run: RunRecord, checks: [CheckResult])]
    package var about: [String]?

    package init(
      name: String, worlds: [(label: String?, result: BatchResult, run: RunRecord, checks: [CheckResult])],
      about: [String]?
    ) {
      self.name = name
      self.worlds = worlds
      self.about = about
    }
  }

  /// For each group in order, its `run`, histograms, checks and `summary` (each world's, then its `worlds` record
  /// when it has worlds), each with `group`; then `record`, the `portfolio` record (none in a shard).
  package static func write(_ groups: [Group], record: PortfolioRecord?, into sink: any RecordSink) {
    var seq = 0
    for group in groups {
      let labelling = GroupLabelling(group: group.name, firstSeq: seq, next: sink)
      if let about = group.about {
        Simulator.write(
          worlds: group.worlds.map { ($0.label ?? "", $0.result, $0.run, $0.checks) }, about: about, into: labelling)
      } else {
        let world = group.worlds[0]
        Simulator.write(world.result, run: world.run, checks: world.checks, into: labelling)
      }
      seq = labelling.nextSeq
    }
    if let record { sink.receive(Record(seq: seq, t: 0, body: .portfolio(record))) }
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
