import MediationKit
import MediationPlatforms

extension Mediation {
  /// The jobs that cut a batch of `runs` runs of `config` (with its seed,
  /// or `seed`) into `count` contiguous parts, as `--shard I/count` cuts it:
  /// play them anywhere, in any order, and merge their partial results.
  /// A part may be empty when there are more parts than runs.
  public static func jobs(
    of config: MediationConfig, runs: Int, count: Int, seed: UInt64? = nil
  ) throws(MediationError) -> [BatchJob] {
    try check(runs: runs, jobs: 1)
    guard (1...ShardSelection.maximumCount).contains(count) else {
      throw MediationError(.invalidArgument, "count: expected 1 to \(ShardSelection.maximumCount), found \(count)")
    }
    return (1...count).map { index in
      let range = BatchPlan(runs: runs, jobs: 1, shard: ShardSelection(index: index, count: count)).range
      // A range of a plan of a valid batch is always a valid job.
      guard let job = try? BatchJob(config: config.config.identity, seed: seed ?? config.seed, runs: range, of: runs)
      else { preconditionFailure("a shard's runs outside its batch") }
      return job
    }
  }

  /// Plays `job` on `config` (the config it was cut from) over `threads`
  /// threads: its partial result, the same whatever `threads` is. Throws
  /// `.invalidArgument` for a job of another config, `.cancelled` when
  /// `cancellation` was asked for.
  public static func play(
    _ job: BatchJob, of config: MediationConfig, threads: Int = 1, cancellation: BatchCancellation? = nil
  ) throws(MediationError) -> PartialResult {
    guard (1...maximumJobs).contains(threads) else {
      throw MediationError(.invalidArgument, "threads: expected 1 to \(maximumJobs), found \(threads)")
    }
    let part: PartialResult
    do throws(PartialResult.Refusal) {
      part = try PartialResult.play(
        job, of: config.config, registry: .standard(for: config.config), threads: threads, cancellation: cancellation)
    } catch {
      throw MediationError(.invalidArgument, "\(config.name): \(error.message)")
    }
    if cancellation.isCancelled { throw .cancelled }
    return part
  }

  /// The partial result of the runs of all `parts`: associative and
  /// commutative, so parts merge in any order and grouping. Throws
  /// `.invalidInput` for parts of other configs, seeds or batches, runs
  /// covered twice, or no part.
  public static func merge(_ parts: [PartialResult]) throws(MediationError) -> PartialResult {
    do throws(PartialResult.Refusal) {
      return try PartialResult.merge(parts)
    } catch {
      throw MediationError(.invalidInput, error.message)
    }
  }

  /// The records of a batch whose every run `result` covers, exactly those
  /// `summarize` gives for the same config, seed and runs; the config's
  /// `expect.summary` checked. Throws `.invalidInput` when runs are missing
  /// or the result is of another config.
  public static func summary(of result: PartialResult, config: MediationConfig) throws(MediationError) -> Summary {
    guard result.config == config.config.identity else {
      throw MediationError(
        .invalidInput,
        "the partial result is of config \(result.configIdentity), not of \(config.name) (\(config.identity))")
    }
    guard result.isComplete else {
      let covered = result.runs.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ")
      throw MediationError(
        .invalidInput,
        "the partial result covers runs \(covered.isEmpty ? "none" : covered) of \(result.batchRuns): merge the others first"
      )
    }
    let batch = result.result(shard: nil, usedKernel: true)
    let checks = config.config.expectations?.evaluate(batch.summary) ?? []
    return Summary(result: batch, run: RunRecord(config: config.config, seed: result.seed), checks: checks)
  }
}
