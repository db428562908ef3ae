/// `mediate merge` of a portfolio's shards (decide2.md §5): each group's slices, from whichever shards hold them,
/// merged into the group's whole batch (every world's), every (group, run) covered exactly once.
package struct MergedPortfolio: Sendable {
  package struct Group: Sendable {
    package var name: String
    package var requestsPerDay: Int64
    /// Each world's merged batch, in the shards' world order (one, labelled nil, without worlds).
    package var worlds: [ShardMerge.MergedWorld]
    /// Its worlds record's `about`, when its config has worlds.
    package var about: [String]?
    /// The base world's exact sums, for the totals.
    var base: PortfolioRecord.GroupSums
  }

  package var identity: String
  package var seed: UInt64
  package var runs: Int
  package var groups: [Group]

  /// Whether `input` is a portfolio's shard: its first summary's `shard` names a group.
  package static func isPortfolioShard(_ input: ShardMerge.Input) -> Bool {
    guard let records = try? ShardOutput.records(of: input) else { return false }
    return records.first(where: { $0["type"]?.stringValue == "summary" })?["shard"]?["group"] != nil
  }

  /// The portfolio batch the shards are slices of.
  package static func merge(_ inputs: [ShardMerge.Input]) throws(ShardMerge.Failure) -> MergedPortfolio {
    // By group index: each file's slice of the group, as world parts.
    // The records of each world, read again group by group when it is merged: a shard's tally holds two dense
    // latency histograms (half a MiB each), so only one group's are alive at a time.
    struct Slice {
      var file: String
      var labels: [String?]
      var about: [String]?
      var records: [[JSONNode]]
      var shard: SummaryRecord.Shard
      var slice: SummaryRecord.Shard.GroupSlice
      var run: RunRecord
    }
    var slices: [Int: [Slice]] = [:]
    var first: (file: String, shard: SummaryRecord.Shard, slice: SummaryRecord.Shard.GroupSlice)?
    for input in inputs {
      let records = try ShardOutput.records(of: input)
      var byGroup: [(name: String, records: [JSONNode])] = []
      for record in records {
        guard let name = record["group"]?.stringValue else {
          throw .mismatch(file: input.name, reason: "a record without group: not a portfolio's shard")
        }
        if let index = byGroup.firstIndex(where: { $0.name == name }) {
          byGroup[index].records.append(record)
        } else {
          byGroup.append((name, [record]))
        }
      }
      guard !byGroup.isEmpty else { throw .notAShardSummary(file: input.name, reason: "no run record") }
      for (_, groupRecords) in byGroup {
        let (labels, grouped, about) = ShardMerge.byWorld(groupRecords)
        var head: (shard: SummaryRecord.Shard, run: RunRecord)?
        for records in grouped {
          // Each world read (and checked) now, its sums dropped until the group is merged.
          let part = try ShardOutput(records: records, name: input.name)
          guard let slice = part.shard.group else {
            throw .mismatch(file: input.name, reason: "a summary without its group's slice: not a portfolio's shard")
          }
          if let head, head.shard.group?.name != slice.name {
            throw .mismatch(file: input.name, reason: "a group's summary names another group")
          }
          if head == nil { head = (part.shard, part.run) }
        }
        guard let head, let slice = head.shard.group else {
          throw .notAShardSummary(file: input.name, reason: "no run record")
        }
        if let first {
          guard head.shard.config == first.shard.config, head.shard.count == first.shard.count,
            head.shard.runs == first.shard.runs, slice.groups == first.slice.groups,
            slice.portfolioSeed == first.slice.portfolioSeed
          else {
            throw .mismatch(
              file: input.name, reason: "its shard record names another portfolio or batch than \(first.file)'s")
          }
        } else {
          first = (input.name, head.shard, slice)
        }
        slices[slice.index, default: []].append(
          Slice(
            file: input.name, labels: labels, about: about, records: grouped, shard: head.shard, slice: slice,
            run: head.run))
      }
    }
    guard let first else { throw .missingShards([]) }
    var groups: [Group] = []
    for index in 0..<first.slice.groups {
      guard let held = slices[index], let head = held.first else {
        throw .mismatch(
          file: first.file, reason: "no shard holds group \(index + 1) of \(first.slice.groups): a shard is missing")
      }
      let slice = head.slice
      for other in held.dropFirst() {
        guard other.slice.name == slice.name, other.slice.requestsPerDay == slice.requestsPerDay else {
          throw .mismatch(file: other.file, reason: "group \(index + 1) is another group than in \(head.file)")
        }
        guard other.labels == head.labels, other.about == head.about else {
          throw .mismatch(file: other.file, reason: "group \(slice.name)'s worlds differ from \(head.file)'s")
        }
        guard other.run == head.run else {
          throw .mismatch(
            file: other.file, reason: "group \(slice.name)'s run record differs (mediate version, seed or ad unit)")
        }
      }
      var worlds: [ShardMerge.MergedWorld] = []
      var base: PortfolioRecord.GroupSums?
      for (position, label) in head.labels.enumerated() {
        var total = try ShardOutput(records: head.records[position], name: head.file).part
        for other in held.dropFirst() {
          let part = try ShardOutput(records: other.records[position], name: other.file).part
          do throws(PartialResult.Refusal) {
            total = try total.merging(part)
          } catch {
            throw .mismatch(file: other.file, reason: "group \(slice.name): \(error.message)")
          }
        }
        guard total.isComplete else {
          let missing = Self.gaps(in: total.runs, of: first.shard.runs)
          throw .mismatch(
            file: head.file, reason: "group \(slice.name): runs \(missing) are in no shard: a shard is missing")
        }
        if base == nil { base = PortfolioRecord.GroupSums(total.tally) }
        worlds.append(
          ShardMerge.MergedWorld(world: label, run: head.run, result: total.result(shard: nil, usedKernel: true)))
      }
      guard let base else { throw .notAShardSummary(file: head.file, reason: "no run record") }
      groups.append(
        Group(name: slice.name, requestsPerDay: slice.requestsPerDay, worlds: worlds, about: head.about, base: base))
    }
    return MergedPortfolio(
      identity: first.shard.config, seed: first.slice.portfolioSeed, runs: first.shard.runs, groups: groups)
  }

  /// The runs of `0 ..< runs` that `covered` leaves out, as ranges: `12..<40, 90..<100`.
  private static func gaps(in covered: [Range<Int>], of runs: Int) -> String {
    var gaps: [String] = []
    var next = 0
    for range in covered {
      if range.lowerBound > next { gaps.append("\(next)..<\(range.lowerBound)") }
      next = range.upperBound
    }
    if next < runs { gaps.append("\(next)..<\(runs)") }
    return gaps.joined(separator: ", ")
  }

  /// The `portfolio` record of the merged batch.
  package var record: PortfolioRecord {
    PortfolioRecord(
      groups: groups.map { ($0.name, $0.requestsPerDay) }, seed: seed, runs: runs, sums: groups.map(\.base))
  }
}
