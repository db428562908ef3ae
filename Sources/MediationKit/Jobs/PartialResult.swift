/// The answer of one or more jobs of a batch: the runs they covered and
/// the exact sums of those runs (a `BatchTally`: counters, exact revenue,
/// histograms, first runs), in the format of version `PartialResult.version`.
///
/// Partial results of the same config, seed and batch whose runs are
/// disjoint merge into a partial result (`merging(_:)`), in any order and
/// any grouping: the sums add, and the first runs take their minimum. A
/// complete one (covering every run of the batch) renders exactly the
/// records of the whole batch played at once (`result(shard:usedKernel:)`).
/// Shards' ndjson output is one rendering of it (`PartialResult+ShardRecords.swift`).
public struct PartialResult: Equatable, Sendable {
  /// The version of the format: what a shard's record says it is written in
  /// (`shard.version`), and what `merge` reads. Version 1 (no `version`) was
  /// the shards of builds whose config identity hashed the config's bytes.
  public static let version = 2

  /// The config's identity.
  package let config: ConfigIdentity
  /// The config's identity as shards write it (32 hex digits): `MediationConfig.identity`.
  public var configIdentity: String { config.hex }
  /// The batch's seed.
  public let seed: UInt64
  /// The runs of the whole batch.
  public let batchRuns: Int
  /// The runs covered, ascending, disjoint, none empty, and adjacent ones joined.
  public let runs: [Range<Int>]
  /// The sums of the runs covered.
  let tally: BatchTally

  /// The answer of `job`: the sums `tally` of its runs.
  init(job: BatchJob, tally: BatchTally) {
    self.init(
      config: job.config, seed: job.seed, batchRuns: job.batchRuns, runs: job.runs.isEmpty ? [] : [job.runs],
      tally: tally)
  }

  private init(config: ConfigIdentity, seed: UInt64, batchRuns: Int, runs: [Range<Int>], tally: BatchTally) {
    self.config = config
    self.seed = seed
    self.batchRuns = batchRuns
    self.runs = runs
    self.tally = tally
  }

  /// Whether it covers every run of the batch.
  public var isComplete: Bool { runs == [0..<batchRuns] }

  /// Plays `job` on `config`, spread over `threads` threads (the result does
  /// not depend on them); refused when the job is of another config.
  /// A `cancellation` asked for stops it between chunks of runs: its result is then to be thrown away.
  package static func play(
    _ job: BatchJob, of config: WaterfallConfig, registry: AdapterRegistry, threads: Int,
    cancellation: BatchCancellation? = nil
  ) throws(Refusal) -> PartialResult {
    guard job.config == config.identity else { throw .differentConfig(expected: job.config, found: config.identity) }
    return Batch.run(
      job, of: config, registry: config.registry(adding: registry), threads: threads, cancellation: cancellation
    ).part
  }

  /// The partial result of the runs of both; refused unless both are of the
  /// same config, seed and batch, with no run in both.
  package func merging(_ other: PartialResult) throws(Refusal) -> PartialResult {
    guard other.config == config else { throw .differentConfig(expected: config, found: other.config) }
    guard other.seed == seed else { throw .differentSeed(expected: seed, found: other.seed) }
    guard other.batchRuns == batchRuns else { throw .differentBatch(expected: batchRuns, found: other.batchRuns) }
    if let overlap = Self.overlap(runs, other.runs) { throw .overlappingRuns(overlap) }
    guard other.tally.lineItems == tally.lineItems else { throw .differentLineItems }
    guard (other.tally.bannerRequests != nil) == (tally.bannerRequests != nil) else { throw .bannerInOneOnly }
    guard other.tally.countsAbandoned == tally.countsAbandoned else { throw .patienceInOneOnly }
    var total = tally
    for rule in ContractRules.names.indices where other.tally.ruleCounts[rule] > 0 {
      // A rule's severity comes with the config and the command line: the parts of one batch agree on it.
      if total.ruleCounts[rule] > 0, total.severities[rule] != other.tally.severities[rule] {
        throw .differentSeverity(rule: ContractRules.names[rule])
      }
      total.severities.set(other.tally.severities[rule], forRuleNamed: ContractRules.names[rule])
    }
    guard total.merge(other.tally) else { throw .countsOverflow }
    return PartialResult(
      config: config, seed: seed, batchRuns: batchRuns, runs: Self.union(runs, other.runs), tally: total)
  }

  /// The partial result of the runs of all of `parts`, merged in their order.
  package static func merge(_ parts: [PartialResult]) throws(Refusal) -> PartialResult {
    guard var total = parts.first else { throw .nothingToMerge }
    for part in parts.dropFirst() { total = try total.merging(part) }
    return total
  }

  /// The records of the runs covered: those of a shard (with the exact
  /// sums) when `shard` says which one they are, else those of a batch.
  package func result(shard: ShardSelection?, usedKernel: Bool) -> BatchResult {
    Batch.result(
      of: tally,
      shard: shard.map {
        SummaryRecord.Shard(index: $0.index, count: $0.count, runs: batchRuns, config: config.hex)
      }, usedKernel: usedKernel)
  }

  /// The records of the runs covered as a portfolio group's slice of a shard: `shard` names the portfolio's shard
  /// and the group's slice (decide2.md §5).
  package func result(shardRecord shard: SummaryRecord.Shard, usedKernel: Bool) -> BatchResult {
    Batch.result(of: tally, shard: shard, usedKernel: usedKernel)
  }

  /// The summary of the runs covered, as the batch's (no `shard`).
  package var summary: SummaryRecord { result(shard: nil, usedKernel: true).summary }

  /// The first runs both `a` and `b` cover, if any (both ascending and disjoint).
  private static func overlap(_ a: [Range<Int>], _ b: [Range<Int>]) -> Range<Int>? {
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      let (low, high) = (max(a[i].lowerBound, b[j].lowerBound), min(a[i].upperBound, b[j].upperBound))
      if low < high { return low..<high }
      if a[i].upperBound <= b[j].upperBound { i += 1 } else { j += 1 }
    }
    return nil
  }

  /// The runs of `a` and of `b` (disjoint), ascending, adjacent ranges joined.
  private static func union(_ a: [Range<Int>], _ b: [Range<Int>]) -> [Range<Int>] {
    var joined: [Range<Int>] = []
    joined.reserveCapacity(a.count + b.count)
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      let next: Range<Int>
      if j == b.count || i < a.count && a[i].lowerBound < b[j].lowerBound {
        next = a[i]
        i += 1
      } else {
        next = b[j]
        j += 1
      }
      if let last = joined.last, last.upperBound == next.lowerBound {
        joined[joined.count - 1] = last.lowerBound..<next.upperBound
      } else {
        joined.append(next)
      }
    }
    return joined
  }
}

extension PartialResult {
  /// Why two partial results do not merge.
  package enum Refusal: Error, Equatable, Sendable {
    /// Of another config (or a job played on a config it is not of).
    case differentConfig(expected: ConfigIdentity, found: ConfigIdentity)
    case differentSeed(expected: UInt64, found: UInt64)
    /// Of a batch of another number of runs.
    case differentBatch(expected: Int, found: Int)
    /// Some runs are in both: the first runs both cover.
    case overlappingRuns(Range<Int>)
    /// Line items of other labels or eCPMs (a config that says otherwise than its identity).
    case differentLineItems
    /// A banner's requests counted in one only.
    case bannerInOneOnly
    /// A patience in one only.
    case patienceInOneOnly
    /// A rule broken in both at different severities (`--rule`).
    case differentSeverity(rule: String)
    /// A count of both together would pass 2^63 (only counts read from files can).
    case countsOverflow
    /// No partial result at all.
    case nothingToMerge

    /// Said of the second of the two (the one merged into the first).
    package var message: String {
      switch self {
      case .differentConfig(let expected, let found): "it is of config \(found), not \(expected)"
      case .differentSeed(let expected, let found): "it is of seed \(found), not \(expected)"
      case .differentBatch(let expected, let found): "it is of a batch of \(found) runs, not \(expected)"
      case .overlappingRuns(let runs): "its runs \(runs.lowerBound)..<\(runs.upperBound) are covered twice"
      case .differentLineItems: "its line items differ"
      case .bannerInOneOnly:
        "its requests are counted where the others' are not (a banner in one config only)"
      case .patienceInOneOnly:
        "its abandoned count is null where the others' is not (a patience in one config only)"
      case .differentSeverity(let rule): "it gives \(rule) another severity"
      case .countsOverflow: "its counts and the others' add up past 2^63"
      case .nothingToMerge: "no partial result to merge"
      }
    }
  }
}
