/// Combines the outputs of `simulate --runs N --shard I/K`, one per shard,
/// into exactly the output of the whole batch: each file read back into the
/// partial result it renders (`ShardOutput`), checked to be a shard of the
/// same batch as the others, and the partial results merged
/// (`PartialResult.merging`), every derived figure computed again from the sums.
package enum ShardMerge {
  /// One shard's output as read from a file.
  package struct Input: Sendable {
    /// The name diagnostics use.
    package var name: String
    package var bytes: [UInt8]

    package init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// Why shard outputs cannot be merged.
  package enum Failure: Error, Equatable, Sendable {
    /// A file is not the ndjson or json output of a sharded `--runs`.
    case notAShardSummary(file: String, reason: String)
    /// A file is not the output of `compare --shard`.
    case notAComparisonShard(file: String, reason: String)
    /// The files are not the shards of one batch.
    case mismatch(file: String, reason: String)
    /// Some shards of the batch are missing.
    case missingShards([Int])
    /// A file written by a build whose shards are of an older format (`PartialResult.version`).
    case olderBuild(file: String, format: Int)
    /// A file written by a build whose shards are of a newer format.
    case newerBuild(file: String, format: Int)

    package var message: String {
      switch self {
      case .notAShardSummary(let file, let reason): "\(file): not the output of simulate --runs --shard: \(reason)"
      case .notAComparisonShard(let file, let reason): "\(file): not the output of compare --shard: \(reason)"
      case .mismatch(let file, let reason): "\(file): not a shard of the same batch: \(reason)"
      case .missingShards(let shards):
        "missing shard\(shards.count == 1 ? "" : "s") \(shards.map(String.init).joined(separator: ", "))"
      case .olderBuild(let file, let format):
        "\(file): written by an older build of mediate (shard format \(format); this build reads "
          + "\(PartialResult.version)): run the shards again with this build"
      case .newerBuild(let file, let format):
        "\(file): written by a newer build of mediate (shard format \(format); this build reads "
          + "\(PartialResult.version)): merge the shards with that build"
      }
    }
  }

  /// The `run` record and the batch result of all shards together.
  package static func merge(_ inputs: [Input]) throws(Failure) -> (run: RunRecord, result: BatchResult) {
    var shards: [(name: String, part: ShardOutput)] = []
    for input in inputs {
      shards.append((input.name, try ShardOutput(reading: input)))
    }
    return try merge(shards)
  }

  /// One world's merged batch (decide2.md §1), or the batch of a config without worlds (`world` nil).
  package struct MergedWorld: Sendable {
    package var world: String?
    package var run: RunRecord
    package var result: BatchResult
  }

  /// A shard's records by world, in the order the worlds first appear (one list, labelled nil, without worlds),
  /// and the paths its `worlds` record is about: how a shard of a config, and each group of a portfolio's shard,
  /// is read back.
  static func byWorld(_ records: [JSONNode]) -> (labels: [String?], records: [[JSONNode]], about: [String]?) {
    var labels: [String?] = []
    var grouped: [[JSONNode]] = []
    var about: [String]?
    for record in records {
      if record["type"]?.stringValue == "worlds" {
        if case .array(let paths)? = record["about"]?.value { about = paths.compactMap(\.stringValue) }
        continue
      }
      let label = record["world"]?.stringValue
      if let index = labels.firstIndex(of: label) {
        grouped[index].append(record)
      } else {
        labels.append(label)
        grouped.append([record])
      }
    }
    return (labels, grouped, about)
  }

  /// The merged batches of shards of a config with worlds, one per world in
  /// the shards' order, and the paths the worlds are about (from the shards'
  /// `worlds` record); a config without worlds gives one batch and no paths.
  /// Every shard must carry the same worlds in the same order.
  package static func mergeWorlds(_ inputs: [Input]) throws(Failure) -> (worlds: [MergedWorld], about: [String]?) {
    var groups: [(name: String, labels: [String?], about: [String]?, parts: [ShardOutput])] = []
    for input in inputs {
      let (labels, grouped, about) = byWorld(try ShardOutput.records(of: input))
      guard !grouped.isEmpty else { throw .notAShardSummary(file: input.name, reason: "no run record") }
      var parts: [ShardOutput] = []
      for group in grouped { parts.append(try ShardOutput(records: group, name: input.name)) }
      groups.append((input.name, labels, about, parts))
    }
    guard let first = groups.first else { throw .missingShards([]) }
    for group in groups.dropFirst() where group.labels != first.labels || group.about != first.about {
      throw .mismatch(file: group.name, reason: "its worlds differ from \(first.name)'s")
    }
    var worlds: [MergedWorld] = []
    for (position, label) in first.labels.enumerated() {
      let merged = try merge(groups.map { ($0.name, $0.parts[position]) })
      worlds.append(MergedWorld(world: label, run: merged.run, result: merged.result))
    }
    return (worlds, first.about)
  }

  /// The `run` record and the batch result of shards already read: each
  /// checked against the first in the order given, then merged in the order
  /// of their indices (the result does not depend on the order; merging in
  /// it keeps the runs covered one range).
  static func merge(_ shards: [(name: String, part: ShardOutput)]) throws(Failure) -> (
    run: RunRecord, result: BatchResult
  ) {
    guard let first = shards.first?.part else { throw .missingShards([]) }
    let count = first.shard.count
    var byIndex: [(name: String, part: PartialResult)?] = Array(repeating: nil, count: count + 1)
    for (name, shard) in shards {
      func mismatch(_ reason: String) -> Failure { .mismatch(file: name, reason: reason) }
      func mismatch(_ refusal: PartialResult.Refusal) -> Failure { mismatch(refusal.message) }
      guard shard.run == first.run else { throw mismatch("its run record differs (mediate version, seed or ad unit)") }
      guard shard.shard.count == count, shard.shard.runs == first.shard.runs, shard.part.config == first.part.config
      else { throw mismatch("its shard record names another batch or config") }
      guard shard.tally.lineItems == first.tally.lineItems else { throw mismatch(.differentLineItems) }
      guard (shard.tally.bannerRequests != nil) == (first.tally.bannerRequests != nil) else {
        throw mismatch(.bannerInOneOnly)
      }
      guard shard.tally.countsAbandoned == first.tally.countsAbandoned else { throw mismatch(.patienceInOneOnly) }
      guard byIndex[shard.shard.index] == nil else { throw mismatch("shard \(shard.shard.index) appears twice") }
      let plan = BatchPlan(
        runs: shard.shard.runs, jobs: 1, shard: ShardSelection(index: shard.shard.index, count: count))
      guard shard.tally.counts[.runs] == plan.range.count else {
        throw mismatch(
          "shard \(shard.shard.index) of \(count) should hold \(plan.range.count) runs, not \(shard.tally.counts[.runs])"
        )
      }
      byIndex[shard.shard.index] = (name, shard.part)
    }
    let missing = (1...count).filter { byIndex[$0] == nil }
    guard missing.isEmpty else { throw .missingShards(missing) }
    let parts = byIndex.compactMap { $0 }
    var total = parts[0].part
    for (name, part) in parts.dropFirst() {
      // Each shard's counts are bounded by its runs, and the runs of all shards by the batch's; only counts
      // that may pass several per run (clicks, violations) could add up past 2^63.
      do throws(PartialResult.Refusal) {
        total = try total.merging(part)
      } catch {
        throw .mismatch(file: name, reason: error.message)
      }
    }
    return (first.run, total.result(shard: nil, usedKernel: true))
  }
}
