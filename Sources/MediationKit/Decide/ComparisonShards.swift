/// `compare --shard I/N` and `merge` of its outputs (decide.md): a shard's
/// record is the comparison of its runs, with what merging needs besides:
/// each side's `run`, histograms and sharded `summary` (as `simulate
/// --runs --shard` writes them) and the paired sums. `merge` adds each
/// side's counts as it adds summaries, adds the paired sums, and builds the
/// comparison of the whole batch: the same bytes as the unsharded `compare`.
package enum ComparisonShards {
  /// The record of one shard of `plan`, as one JSON object.
  package static func shardRecord(
    _ a: WaterfallConfig, _ b: WaterfallConfig, seed: UInt64, plan: BatchPlan, pathA: String, pathB: String,
    registries: AdapterRegistries, world: (label: String, about: [String], labels: [String])? = nil,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> [UInt8] {
    // A slice may hold no run (more shards than runs): its record is a shard of 0 runs, as `simulate --shard` writes.
    guard let shard = plan.shard else { preconditionFailure("a compare shard plays a shard's slice") }
    let played = Comparator.play(a, b, seed: seed, plan: plan, registries: registries, progress: progress)
    var record = PairedComparison.record(of: played, a: a, b: b, pathA: pathA, pathB: pathB)
    // With worlds, one record per world, each naming the worlds and its own in its `shard`.
    record.about = world?.about
    record.worlds = world?.labels
    var writer = JSONWriter()
    writer.write(
      record,
      shard: Part(
        shard: shard, runs: plan.runs,
        sides: [("a", RunRecord(config: a, seed: seed), played.a), ("b", RunRecord(config: b, seed: seed), played.b)],
        pairLabels: played.paired.pairs.map { a.lineItems[$0.a].label }, paired: played.paired, world: world?.label))
    return writer.bytes
  }

  /// What a shard's record carries beyond the comparison.
  struct Part {
    var shard: ShardSelection
    var runs: Int
    var sides: [(name: String, run: RunRecord, result: BatchResult)]
    var pairLabels: [String]
    var paired: PairedSums
    /// The world the record is of, with worlds (decide2.md §1).
    var world: String?
  }

  /// Whether `input` is the output of `compare --shard` rather than of `simulate --runs --shard`.
  package static func isComparison(_ input: ShardMerge.Input) -> Bool {
    guard let records = try? ShardOutput.records(of: input) else { return false }
    return records.first?["type"]?.stringValue == "comparison"
  }

  /// One compare shard's record read back: its sides, read and checked as
  /// summary shards are, and its paired sums, checked against them.
  struct Shard {
    /// The name diagnostics use.
    var name: String
    var index: Int
    var count: Int
    var runs: Int
    /// The configs as the command line that made the shard named them.
    var pathA: String
    var pathB: String
    /// The line items both sides have, in A's order.
    var labels: [String]
    var a: ShardOutput
    var b: ShardOutput
    var paired: PairedSums
    /// The record's world, and the paths and labels of the worlds, with worlds.
    var world: String?
    var about: [String]?
    var worlds: [String]?
  }

  /// The comparison of the whole batch the shards in `inputs` are of. The
  /// configs are known by their identities (each side's summary shard carries
  /// its config's, which must agree across the shards), not by the paths
  /// that named them: the comparison names them as the shard of the
  /// lowest index does, whatever the order of `inputs`.
  package static func merge(_ inputs: [ShardMerge.Input]) throws(ShardMerge.Failure) -> ComparisonRecord {
    // Each file holds one record per world (one without worlds), in world order.
    var files: [[Shard]] = []
    for input in inputs {
      files.append(try read(input))
    }
    guard let reference = files.first?.first else { throw .missingShards([]) }
    let labels = files[0].map(\.world)
    for (input, file) in zip(inputs, files)
    where file.map(\.world) != labels
      || file.contains(where: { $0.about != reference.about || $0.worlds != reference.worlds })
    {
      throw .mismatch(file: input.name, reason: "its worlds differ from \(inputs[0].name)'s")
    }
    var records: [(world: String, record: ComparisonRecord)] = []
    for (position, label) in labels.enumerated() {
      records.append((label ?? "", try merge(files.map { $0[position] })))
    }
    guard let about = reference.about, reference.world != nil else { return records[0].record }
    return ComparisonRecord.overWorlds(records, about: about)
  }

  /// The comparison of the whole batch of one world's shards (all worlds', without worlds).
  private static func merge(_ shards: [Shard]) throws(ShardMerge.Failure) -> ComparisonRecord {
    guard let first = shards.min(by: { $0.index < $1.index }) else { throw .missingShards([]) }
    var paired = PairedSums(pairs: first.paired.pairs, banner: first.paired.banner != nil)
    for shard in shards {
      func mismatch(_ reason: String) -> ShardMerge.Failure { .mismatch(file: shard.name, reason: reason) }
      guard shard.count == first.count, shard.runs == first.runs else {
        throw mismatch("its shard record names another batch")
      }
      guard shard.labels == first.labels else { throw mismatch("its configs' line items differ") }
      paired.merge(shard.paired)
    }
    let mergedA = try ShardMerge.merge(shards.map { ($0.name, $0.a) })
    let mergedB = try ShardMerge.merge(shards.map { ($0.name, $0.b) })
    let played = Comparator.Played(a: mergedA.result, b: mergedB.result, paired: paired)
    var record = PairedComparison.record(
      of: played, labelsA: first.a.tally.lineItems.map(\.label), labelsB: first.b.tally.lineItems.map(\.label),
      pathA: first.pathA, pathB: first.pathB, platforms: [mergedA.run.platform, mergedB.run.platform])
    record.seed = mergedA.run.seed
    return record
  }

  /// The record of one compare shard, read back and checked on its own.
  static func read(_ input: ShardMerge.Input) throws(ShardMerge.Failure) -> [Shard] {
    func fail(_ reason: String) -> ShardMerge.Failure { .notAComparisonShard(file: input.name, reason: reason) }
    let records = try ShardOutput.records(of: input)
    guard !records.isEmpty, records.allSatisfy({ $0["type"]?.stringValue == "comparison" }) else {
      throw fail("it is not comparison records only (a summary's shard among comparisons'?)")
    }
    var shards: [Shard] = []
    for record in records { shards.append(try read(record, input: input)) }
    guard records.count == 1 || shards.allSatisfy({ $0.world != nil }) else {
      throw fail("it holds several comparison records, not one per world")
    }
    return shards
  }

  /// One comparison record of a compare shard's file.
  private static func read(_ record: JSONNode, input: ShardMerge.Input) throws(ShardMerge.Failure) -> Shard {
    func fail(_ reason: String) -> ShardMerge.Failure { .notAComparisonShard(file: input.name, reason: reason) }
    guard let shard = record["shard"], case .object = shard.value else {
      throw fail("its comparison is of a whole batch, not of a shard (run compare with --shard I/N)")
    }
    try ShardOutput.checkFormat(of: shard, file: input.name, fail: fail)
    let count = try shard.integer("count", fail: fail)
    let runs = try shard.integer("runs", fail: fail)
    let pathA = try record.string("a", fail: fail)
    let pathB = try record.string("b", fail: fail)
    guard let sides = record["sides"], let sideA = sides["a"], let sideB = sides["b"] else {
      throw fail("its record has no sides")
    }
    func side(_ node: JSONNode, _ name: String) throws(ShardMerge.Failure) -> ShardOutput {
      var nodes: [JSONNode] = []
      for key in ["run", "histogram", "auctionHistogram", "summary"] {
        if let value = node[key], !value.isNull { nodes.append(value) }
      }
      return try ShardOutput(records: nodes, name: "\(input.name) (\(name))")
    }
    let a = try side(sideA, "A")
    let b = try side(sideB, "B")
    guard a.shard.index == b.shard.index, a.shard.count == count, b.shard.count == count, a.shard.runs == runs,
      b.shard.runs == runs
    else { throw fail("its sides are of different shards") }
    guard let pairedNode = record["paired"], case .array(let labelNodes)? = pairedNode["labels"]?.value,
      case .array(let sumNodes)? = pairedNode["sums"]?.value, case .array(let itemNodes)? = pairedNode["items"]?.value
    else { throw fail("its record has no paired sums") }
    let labels = labelNodes.compactMap(\.stringValue)
    let sums = sumNodes.compactMap(\.signedSum)
    var items: [[Int128]] = []
    for node in itemNodes {
      guard case .array(let values) = node.value else { throw fail("its paired sums are not sums") }
      let parsed = values.compactMap(\.signedSum)
      guard parsed.count == values.count else { throw fail("its paired sums are not sums") }
      items.append(parsed)
    }
    guard labels.count == labelNodes.count, sums.count == sumNodes.count else {
      throw fail("its paired sums are not sums")
    }
    // A banner's requests, paired: only a banner comparison has them.
    var bannerSums: [Int128]?
    if let node = pairedNode["requests"] {
      guard case .array(let values) = node.value else { throw fail("its paired sums are not sums") }
      let parsed = values.compactMap(\.signedSum)
      guard parsed.count == values.count else { throw fail("its paired sums are not sums") }
      bannerSums = parsed
    }
    let labelsA = a.tally.lineItems.map(\.label)
    let labelsB = b.tally.lineItems.map(\.label)
    let pairs = Comparator.pairs(labelsA, labelsB)
    guard pairs.map({ labelsA[$0.a] }) == labels,
      let paired = PairedSums(pairs: pairs, runFlat: sums, itemsFlat: items, bannerFlat: bannerSums),
      (paired.banner != nil) == (a.tally.bannerRequests != nil),
      paired.runs == a.tally.counts[.runs], paired.runs == b.tally.counts[.runs]
    else { throw fail("its paired sums do not match its sides") }
    if let reason = paired.inconsistency(a: a.tally, b: b.tally) {
      throw fail("its paired sums do not match its sides: \(reason)")
    }
    func strings(_ key: String) -> [String]? {
      guard case .array(let values)? = record[key]?.value else { return nil }
      return values.compactMap(\.stringValue)
    }
    return Shard(
      name: input.name, index: a.shard.index, count: count, runs: runs, pathA: pathA, pathB: pathB, labels: labels,
      a: a, b: b, paired: paired, world: shard["world"]?.stringValue, about: strings("about"), worlds: strings("worlds")
    )
  }
}

extension JSONNode {
  /// An integer of any sign up to 2^127 in size, from its digits: a paired sum.
  var signedSum: Int128? {
    guard case .number(let number) = value else { return nil }
    var digits = Substring(number.lexeme)
    let negative = digits.first == "-"
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 38, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    let magnitude = digits.utf8.reduce(Int128(0)) { $0 * 10 + Int128($1 - 0x30) }
    return negative ? -magnitude : magnitude
  }
}

extension JSONWriter {
  /// A compare shard's record: the comparison, then `shard`, `sides` and `paired`.
  mutating func write(_ comparison: ComparisonRecord, shard part: ComparisonShards.Part) {
    writeComparisonMembers(comparison)
    key("shard")
    beginObject()
    field("version", PartialResult.version)
    field("index", part.shard.index)
    field("count", part.shard.count)
    field("runs", part.runs)
    if let world = part.world { field("world", world) }
    endObject()
    key("sides")
    beginObject()
    for side in part.sides {
      key(side.name)
      beginObject()
      key("run")
      write(Record(seq: 0, t: 0, body: .run(side.run)))
      key("histogram")
      write(Record(seq: 1, t: 0, body: .histogram(side.result.histogram)))
      key("auctionHistogram")
      if let auction = side.result.auctionHistogram {
        write(Record(seq: 2, t: 0, body: .auctionHistogram(auction)))
      } else {
        null()
      }
      key("summary")
      write(Record(seq: 3, t: 0, body: .summary(side.result.summary)))
      endObject()
    }
    endObject()
    key("paired")
    beginObject()
    key("labels")
    write(JSONValue.strings(part.pairLabels))
    key("sums")
    beginArray()
    for value in part.paired.runFlat { integer(value) }
    endArray()
    key("items")
    beginArray()
    for item in part.paired.itemsFlat {
      beginArray()
      for value in item { integer(value) }
      endArray()
    }
    endArray()
    if let banner = part.paired.banner {
      key("requests")
      beginArray()
      for value in banner.flat { integer(value) }
      endArray()
    }
    endObject()
    writeWorldMembers(comparison)
    endObject()
  }
}
