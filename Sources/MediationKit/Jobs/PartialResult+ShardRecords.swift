// The rendering of a partial result as a shard's records, both ways: the `shard` object of a summary
// (written by `JSONWriter.writeShard`), and a shard's records read back (`ShardOutput`), in one place.

/// The records of one shard's output (`run`, `histogram`, `auctionHistogram`,
/// `summary` with its `shard`), read back into the partial result they
/// render and checked to be counts a batch can have: a file that says
/// otherwise is not a shard's output, whatever it claims.
struct ShardOutput {
  var run: RunRecord
  var shard: SummaryRecord.Shard
  /// The job's answer: its config's identity, its seed, its runs and their sums.
  var part: PartialResult

  /// The sums of its runs.
  var tally: BatchTally { part.tally }

  init(reading input: ShardMerge.Input) throws(ShardMerge.Failure) {
    try self.init(records: try Self.records(of: input), name: input.name)
  }

  /// The records of a shard's output file: its ndjson lines, or its json document's.
  static func records(of input: ShardMerge.Input) throws(ShardMerge.Failure) -> [JSONNode] {
    func fail(_ reason: String) -> ShardMerge.Failure { .notAShardSummary(file: input.name, reason: reason) }
    guard input.bytes.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else {
      throw fail("the file is empty")
    }
    do throws(JSONSyntaxError) {
      return try Self.records(in: input.bytes)
    } catch {
      throw fail("invalid JSON at byte \(error.offset): \(error.problem.message)")
    }
  }

  /// A shard's `run`, `histogram`, `auctionHistogram` and `summary` records read back.
  init(records: [JSONNode], name: String) throws(ShardMerge.Failure) {
    func fail(_ reason: String) -> ShardMerge.Failure { .notAShardSummary(file: name, reason: reason) }
    var run: RunRecord?
    var histogram: JSONNode?
    var auctionHistogram: JSONNode?
    var summary: JSONNode?
    for record in records {
      switch record["type"]?.stringValue {
      case "run": run = try Self.runRecord(record, fail: fail)
      case "histogram": histogram = record
      case "auctionHistogram": auctionHistogram = record
      case "summary": summary = record
      // Records of other types (or none) say nothing a merge needs; readers skip types they do not know.
      default: continue
      }
    }
    guard let run else { throw fail("no run record") }
    guard let histogram else { throw fail("no histogram record") }
    guard let summary else { throw fail("no summary record") }
    guard let shardNode = summary["shard"], case .object = shardNode.value else {
      throw fail("its summary is of a whole batch, not of a shard (run with --shard I/N)")
    }
    try Self.checkFormat(of: shardNode, file: name, fail: fail)
    var shard = SummaryRecord.Shard(
      index: try shardNode.integer("index", fail: fail), count: try shardNode.integer("count", fail: fail),
      runs: try shardNode.integer("runs", fail: fail), config: try shardNode.string("config", fail: fail))
    if shardNode["group"] != nil { shard.group = try Self.groupSlice(of: shardNode, runs: shard.runs, fail: fail) }
    guard let identity = ConfigIdentity(hex: shard.config) else {
      throw fail("its config identity is not 32 lowercase hex digits")
    }
    guard (1...BatchPlan.maximumRuns).contains(shard.runs), (1...ShardSelection.maximumCount).contains(shard.count),
      (1...shard.count).contains(shard.index)
    else {
      throw fail("shard \(shard.index) of \(shard.count) of \(shard.runs) runs is out of range")
    }
    guard case .array(let items)? = summary["lineItems"]?.value else { throw fail("summary without lineItems") }
    guard items.count == run.lineItems else { throw fail("the summary's line items do not match the run record") }
    var identities: [BatchTally.LineItemIdentity] = []
    for item in items {
      // A bidder's eCPM is null.
      let ecpm: DecimalNumber? = item["ecpm"]?.isNull == true ? nil : try item.decimal("ecpm", fail: fail)
      identities.append(BatchTally.LineItemIdentity(label: try item.string("lineItem", fail: fail), ecpm: ecpm))
    }
    guard let abandonedNode = summary["abandoned"] else { throw fail("summary without abandoned") }
    // Only a banner batch's summary counts its requests.
    var tally = BatchTally(
      lineItems: identities, severities: .defaults, countsAbandoned: !abandonedNode.isNull,
      banner: summary[SummaryRecord.Field.requests.key] != nil)
    // The auction's counts are in its object, null without bidders; `abandoned` is null without a patience.
    let auction = summary["auction"]
    guard let auction, !auction.isNull == tally.hasAuction else {
      throw fail(tally.hasAuction ? "summary without its auction" : "an auction without bidders")
    }
    // The counters, as the metric table places them: each row the shards add, where this summary has it.
    func node(_ keys: [String], in root: JSONNode) -> JSONNode? {
      keys.dropLast().reduce(Optional(root)) { node, key in node?[key] }
    }
    for metric in SummaryMetrics.run {
      guard case .count(let count) = metric.merge else { continue }
      switch metric.presence {
      case .withAuction: guard tally.hasAuction else { continue }
      case .withPatience: guard tally.countsAbandoned else { continue }
      case .always: break
      case .withRuns, .withClosedAuction, .banner, .bidder, .waterfall, .whenDefined:
        throw fail("mediate counts \(count.key) where it cannot read it back (a bug)")
      }
      guard let parent = node(metric.keys, in: summary) else {
        throw fail("summary without \(metric.keys.dropLast().joined(separator: "."))")
      }
      tally.counts[count] = try parent.integer(count.key, fail: fail)
    }
    // A portfolio group's slice says its runs; a config's shard has the runs of its index.
    let covered =
      shard.group.map { $0.from..<$0.to }
      ?? BatchPlan(runs: shard.runs, jobs: 1, shard: ShardSelection(index: shard.index, count: shard.count)).range
    try Self.readRules(summary, into: &tally, runs: covered, fail: fail)
    for (index, item) in items.enumerated() {
      for metric in SummaryMetrics.lineItem {
        guard case .lineItemCount(let count) = metric.merge else { continue }
        switch metric.presence {
        case .bidder: guard identities[index].isBidder else { continue }
        case .always: break
        case .withRuns, .withAuction, .withClosedAuction, .withPatience, .banner, .waterfall, .whenDefined:
          throw fail("mediate counts \(count.key) of a line item where it cannot read it back (a bug)")
        }
        tally[index, count] = try item.integer(count.key, fail: fail)
      }
    }
    guard let sums = shardNode["sums"], case .array(let lineItemSums)? = sums["lineItemRevenueNanos"]?.value,
      lineItemSums.count == items.count
    else { throw fail("its shard record has no exact sums (made by another version of mediate?)") }
    tally.revenueNanos = try sums.exactSum("revenueNanos", fail: fail)
    for (index, node) in lineItemSums.enumerated() {
      guard let nanos = node.exactSum else { throw fail("lineItemRevenueNanos holds something not a sum") }
      tally.lineItemRevenueNanos[index] = nanos
    }
    tally.revenueSquares = try sums.exactSum("revenueSquares", fail: fail)
    if tally.hasAuction { tally.winningBidMicros = try sums.exactSum("winningBidMicros", fail: fail) }
    if tally.bannerRequests != nil {
      var requests = BannerRequestTally()
      requests.requests = try summary.integer(SummaryRecord.Field.requests.key, fail: fail)
      requests.filled = try sums.integer("requestsFilled", fail: fail)
      requests.impressions = try sums.integer("requestImpressions", fail: fail)
      requests.revenueNanos = try sums.exactSum("requestRevenueNanos", fail: fail)
      let runs = tally.counts[.runs]
      // A request shows its banner's impression once (the SDK's, or the adapter's first), and is paid for it.
      // (The runs are not yet checked against the batch's: in 128 bits, the bound cannot overflow.)
      guard requests.requests >= runs,
        Int128(requests.requests) <= Int128(runs) * Int128(ConfigLimits.maximumBannerRequests),
        requests.filled <= requests.requests, requests.impressions <= requests.filled,
        requests.revenueNanos <= Int128(requests.impressions) * Int128(PriceCpm.maximum.micros)
      else {
        throw fail(
          "its banner requests do not add up (fewer requests than runs or more than they can make, more filled than "
            + "made, more impressions than filled, or more revenue than the impressions can earn)")
      }
      tally.bannerRequests = requests
    }
    tally.latency = try Self.readHistogram(
      histogram, of: tally.counts[.runs], upTo: ConfigLimits.maximumLatencyMs, for: "a run", fail: fail)
    if tally.hasAuction {
      guard let auctionHistogram else { throw fail("no auctionHistogram record") }
      // An auction closes by its timeout.
      tally.auctionLatency = try Self.readHistogram(
        auctionHistogram, of: tally.counts[.auctions], upTo: ConfigLimits.maximumTimeoutMs, for: "an auction",
        fail: fail)
    }
    if let reason = tally.inconsistency(shardRuns: shard.runs) { throw fail(reason) }
    let job: BatchJob
    do throws(BatchJob.Invalid) {
      job = try BatchJob(config: identity, seed: run.seed, runs: covered, of: shard.runs)
    } catch {
      throw fail(error.message)
    }
    self.run = run
    self.shard = shard
    self.part = PartialResult(job: job, tally: tally)
  }

  /// A portfolio shard's group slice (decide2.md §5), checked to be runs of the batch and a place in a portfolio.
  private static func groupSlice(
    of shard: JSONNode, runs: Int, fail: (String) -> ShardMerge.Failure
  ) throws(ShardMerge.Failure) -> SummaryRecord.Shard.GroupSlice {
    guard case .number(let seedNumber)? = shard["portfolioSeed"]?.value,
      let portfolioSeed = UInt64(seedNumber.lexeme)
    else { throw fail("portfolioSeed is not a seed") }
    let slice = SummaryRecord.Shard.GroupSlice(
      name: try shard.string("group", fail: fail), from: try shard.integer("from", fail: fail),
      to: try shard.integer("to", fail: fail), index: try shard.integer("groupIndex", fail: fail),
      groups: try shard.integer("groups", fail: fail),
      requestsPerDay: Int64(try shard.integer("requestsPerDay", fail: fail)), portfolioSeed: portfolioSeed)
    // A shard that plays no run of the portfolio writes its first group's slice of 0 runs (from = to).
    guard slice.from <= slice.to, slice.to <= runs else {
      throw fail("its group's runs \(slice.from)..<\(slice.to) are not runs of a batch of \(runs)")
    }
    guard (1...ConfigSchema.maximumGroups).contains(slice.groups), slice.index < slice.groups,
      (1...1_000_000_000_000).contains(slice.requestsPerDay)
    else { throw fail("its group's place or traffic is out of range") }
    return slice
  }

  /// Refuses a `shard` object (of a summary, or of a comparison) written in
  /// another format than this build's (`PartialResult.version`): one without
  /// `version` is of format 1, whose config identity hashed the config's bytes.
  static func checkFormat(
    of shard: JSONNode, file: String, fail: (String) -> ShardMerge.Failure
  ) throws(ShardMerge.Failure) {
    guard let node = shard["version"] else { throw .olderBuild(file: file, format: 1) }
    guard let version = node.integerValue, version >= 1, let format = Int(exactly: version) else {
      throw fail("its shard format version is not a positive integer")
    }
    if format < PartialResult.version { throw .olderBuild(file: file, format: format) }
    if format > PartialResult.version { throw .newerBuild(file: file, format: format) }
  }

  /// A `histogram` or `auctionHistogram` record read back, which must count
  /// exactly `runs` runs, each at a latency of at most `maximum` ms (the
  /// longest `what` can take).
  private static func readHistogram(
    _ record: JSONNode, of runs: Int, upTo maximum: Int64, for what: String, fail: (String) -> ShardMerge.Failure
  ) throws(ShardMerge.Failure) -> LatencyHistogram {
    let type = record["type"]?.stringValue ?? "histogram"
    guard case .array(let pairs)? = record["latencyMs"]?.value else { throw fail("\(type) without latencyMs") }
    var histogram = LatencyHistogram()
    var previous: Int64 = -1
    for pair in pairs {
      guard case .array(let values) = pair.value, values.count == 2,
        let latency = values[0].integerValue, let count = values[1].integerValue, latency >= 0, count >= 1
      else { throw fail("a \(type) entry is not [latencyMs, runs]") }
      guard latency > previous else { throw fail("the \(type)'s latencies are not strictly ascending") }
      guard latency <= maximum else {
        throw fail("the \(type)'s latency \(latency) ms is longer than \(what) can take (\(maximum) ms)")
      }
      guard count <= Int64(runs - histogram.total) else { throw fail("the \(type) counts more runs than the summary") }
      previous = latency
      histogram.add(latency, count: Int(count))
    }
    guard histogram.total == runs else { throw fail("the \(type) does not count every run") }
    return histogram
  }

  /// Reads the summary's `rules`: each rule broken, its severity, how often and first in which run.
  private static func readRules(
    _ summary: JSONNode, into tally: inout BatchTally, runs: Range<Int>, fail: (String) -> ShardMerge.Failure
  ) throws(ShardMerge.Failure) {
    guard case .object(let members)? = summary["rules"]?.value else { throw fail("summary without rules") }
    var errors = 0
    var warnings = 0
    for member in members {
      guard let rule = ContractRules.number(of: member.key) else { throw fail("rules names no rule \(member.key)") }
      guard tally.ruleCounts[rule] == 0 else { throw fail("rules names \(member.key) twice") }
      guard let severity = RuleSeverity(rawValue: try member.value.string("severity", fail: fail)), severity != .off
      else { throw fail("\(member.key) has no severity error or warning") }
      let count = try member.value.integer("count", fail: fail)
      let firstRun = try member.value.integer("firstRun", fail: fail)
      guard count >= 1, runs.contains(firstRun) else {
        throw fail("\(member.key) was not broken in a run of this shard")
      }
      tally.severities.set(severity, forRuleNamed: member.key)
      tally.ruleCounts[rule] = count
      tally.ruleFirstRuns[rule] = firstRun
      let (sum, overflow) = (severity == .error ? errors : warnings).addingReportingOverflow(count)
      guard !overflow else { throw fail("its rules are broken more than 2^63 times") }
      if severity == .error { errors = sum } else { warnings = sum }
    }
    guard errors == tally.counts[.violations], warnings == tally.counts[.warnings] else {
      throw fail("its rules do not add up to its violations and warnings")
    }
  }

  /// The records of an ndjson output (one per line) or a json document (`records` and `result`).
  private static func records(in bytes: [UInt8]) throws(JSONSyntaxError) -> [JSONNode] {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
    if lines.count == 1 || bytes.first == UInt8(ascii: "{") && lines.first?.last != UInt8(ascii: "}") {
      let document = try JSONReader.read(bytes)
      if case .array(let records)? = document["records"]?.value, let result = document["result"] {
        return records + [result]
      }
      return [document]
    }
    var records: [JSONNode] = []
    for line in lines {
      records.append(try JSONReader.read(Array(line)))
    }
    return records
  }
}

extension JSONWriter {
  /// A shard's `shard` object: the partial result's format version first,
  /// the slice, the config's identity, and the exact sums `merge` adds
  /// (`ShardOutput` reads them back).
  mutating func writeShard(
    _ shard: SummaryRecord.Shard?, sums: SummaryRecord.Sums?, banner: SummaryRecord.BannerRequests?
  ) {
    key(SummaryRecord.Field.shard.key)
    guard let shard else { return null() }
    beginObject()
    field("version", PartialResult.version)
    field("index", shard.index)
    field("count", shard.count)
    field("runs", shard.runs)
    field("config", shard.config)
    if let sums {
      key("sums")
      beginObject()
      key("revenueNanos")
      integer(sums.revenueNanos)
      key("lineItemRevenueNanos")
      beginArray()
      for nanos in sums.lineItemRevenueNanos { integer(nanos) }
      endArray()
      key("revenueSquares")
      integer(sums.revenueSquares)
      if let micros = sums.winningBidMicros {
        key("winningBidMicros")
        integer(micros)
      }
      if let banner {
        field("requestsFilled", banner.filled)
        field("requestImpressions", banner.impressions)
        key("requestRevenueNanos")
        integer(banner.revenueNanos)
      }
      endObject()
    }
    if let group = shard.group {
      field("group", group.name)
      field("from", group.from)
      field("to", group.to)
      field("groupIndex", group.index)
      field("groups", group.groups)
      field("requestsPerDay", group.requestsPerDay)
      key("portfolioSeed")
      unsigned(group.portfolioSeed)
    }
    endObject()
  }
}
