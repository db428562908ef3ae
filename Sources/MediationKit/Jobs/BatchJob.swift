// Jobs/: the unit of work of a batch (`BatchJob`: a config, a seed, a range of runs) and its answer
// (`PartialResult`: the exact sums of those runs, versioned), which merge into the answer of the whole;
// sharded ndjson output is one rendering of a partial result (`PartialResult+ShardRecords.swift`).

/// One unit of work of a batch: which config (by its identity), with which
/// seed, which runs of how many. Run k of the batch has seed
/// `SeedTree.run(k, of: seed)` whatever job plays it, so the jobs that
/// cover a batch's runs add up to the batch (`PartialResult.merging`).
public struct BatchJob: Hashable, Sendable {
  /// The config's identity (`WaterfallConfig.identity`).
  package let config: ConfigIdentity
  /// The config's identity as shards write it (32 hex digits): `MediationConfig.identity`.
  public var configIdentity: String { config.hex }
  /// The batch's seed, whose run seeds the job's runs draw from.
  public let seed: UInt64
  /// The runs this job plays, by their index in the batch.
  public let runs: Range<Int>
  /// The runs of the whole batch, all jobs together.
  public let batchRuns: Int

  /// Why a job cannot be made.
  package struct Invalid: Error, Equatable, Sendable {
    package var runs: Range<Int>
    package var batchRuns: Int

    package var message: String {
      "runs \(runs.lowerBound)..<\(runs.upperBound) are not runs of a batch of \(batchRuns) "
        + "(from 1 to \(BatchPlan.maximumRuns) runs)"
    }
  }

  /// The job of `runs` of a batch of `batchRuns` runs of the config known as `config`.
  package init(config: ConfigIdentity, seed: UInt64, runs: Range<Int>, of batchRuns: Int) throws(Invalid) {
    guard (1...BatchPlan.maximumRuns).contains(batchRuns), runs.lowerBound >= 0, runs.upperBound <= batchRuns else {
      throw Invalid(runs: runs, batchRuns: batchRuns)
    }
    self.init(unchecked: config, seed: seed, runs: runs, batchRuns: batchRuns)
  }

  /// The job of `plan` (its shard's runs, or all): the command line checked the plan.
  init(_ config: WaterfallConfig, seed: UInt64, plan: BatchPlan) {
    self.init(unchecked: config.identity, seed: seed, runs: plan.range, batchRuns: plan.runs)
  }

  /// The job of `runs` of a batch of `batchRuns` of `config`: a portfolio shard's slice of a group
  /// (`PortfolioShardPlan`, whose ranges lie within the batch the command line checked).
  init(_ config: WaterfallConfig, seed: UInt64, runs: Range<Int>, of batchRuns: Int) {
    self.init(unchecked: config.identity, seed: seed, runs: runs, batchRuns: batchRuns)
  }

  private init(unchecked config: ConfigIdentity, seed: UInt64, runs: Range<Int>, batchRuns: Int) {
    self.config = config
    self.seed = seed
    self.runs = runs
    self.batchRuns = batchRuns
  }
}
