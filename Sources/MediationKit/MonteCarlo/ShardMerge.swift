/// Combines the outputs of `simulate --runs N --shard I/K`, one per shard,
/// into exactly the output of the whole batch: counters and histograms add,
/// and every derived figure is computed again from the sums.
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

    package var message: String {
      switch self {
      case .notAShardSummary(let file, let reason): "\(file): not the output of simulate --runs --shard: \(reason)"
      case .notAComparisonShard(let file, let reason): "\(file): not the output of compare --shard: \(reason)"
      case .mismatch(let file, let reason): "\(file): not a shard of the same batch: \(reason)"
      case .missingShards(let shards):
        "missing shard\(shards.count == 1 ? "" : "s") \(shards.map(String.init).joined(separator: ", "))"
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

  /// The `run` record and the batch result of shards already read.
  static func merge(_ shards: [(name: String, part: ShardOutput)]) throws(Failure) -> (run: RunRecord, result: BatchResult) {
    guard let first = shards.first?.part else { throw .missingShards([]) }
    let count = first.shard.count
    var seen = Array(repeating: false, count: count + 1)
    var total = BatchTally(
      lineItems: first.tally.lineItems, severities: .defaults, countsAbandoned: first.tally.countsAbandoned,
      banner: first.tally.bannerRequests != nil)
    for (name, part) in shards {
      func mismatch(_ reason: String) -> Failure { .mismatch(file: name, reason: reason) }
      guard part.run == first.run else { throw mismatch("its run record differs (mediate version, seed or ad unit)") }
      guard part.shard.count == count, part.shard.runs == first.shard.runs, part.shard.config == first.shard.config
      else { throw mismatch("its shard record names another batch or config") }
      guard part.tally.lineItems == total.lineItems else { throw mismatch("its line items differ") }
      guard (part.tally.bannerRequests != nil) == (total.bannerRequests != nil) else {
        throw mismatch("its requests are counted where the others' are not (a banner in one config only)")
      }
      guard part.tally.countsAbandoned == total.countsAbandoned else {
        throw mismatch("its abandoned count is null where the others' is not (a patience in one config only)")
      }
      guard !seen[part.shard.index] else { throw mismatch("shard \(part.shard.index) appears twice") }
      for rule in ContractRules.names.indices where part.tally.ruleCounts[rule] > 0 {
        // A rule's severity comes with the config and the command line: shards of one batch agree on it.
        if total.ruleCounts[rule] > 0, total.severities[rule] != part.tally.severities[rule] {
          throw mismatch("it gives \(ContractRules.names[rule]) another severity")
        }
        total.severities.set(part.tally.severities[rule], forRuleNamed: ContractRules.names[rule])
      }
      seen[part.shard.index] = true
      let plan = BatchPlan(runs: part.shard.runs, jobs: 1, shard: ShardSelection(index: part.shard.index, count: count))
      guard part.tally.counts[.runs] == plan.range.count else {
        throw mismatch(
          "shard \(part.shard.index) of \(count) should hold \(plan.range.count) runs, not \(part.tally.counts[.runs])")
      }
      // Each shard's counts are bounded by its runs, and the runs of all shards by the batch's; only counts
      // that may pass several per run (clicks, violations) could add up past 2^63.
      guard total.merge(part.tally) else { throw mismatch("its counts and the others' add up past 2^63") }
    }
    let missing = (1...count).filter { !seen[$0] }
    guard missing.isEmpty else { throw .missingShards(missing) }
    return (first.run, Batch.result(of: total, shard: nil, usedKernel: true))
  }
}

/// The records of one shard's output, read back into counts, and checked to
/// be counts a batch can have: a file that says otherwise is not a shard's
/// output, whatever it claims.
struct ShardOutput {
  var run: RunRecord
  var shard: SummaryRecord.Shard
  var tally: BatchTally

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
    let shard = SummaryRecord.Shard(
      index: try shardNode.integer("index", fail: fail), count: try shardNode.integer("count", fail: fail),
      runs: try shardNode.integer("runs", fail: fail), config: try shardNode.string("config", fail: fail))
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
      guard let parent = node(metric.keys, in: summary) else { throw fail("summary without \(metric.keys.dropLast().joined(separator: "."))") }
      tally.counts[count] = try parent.integer(count.key, fail: fail)
    }
    try Self.readRules(
      summary, into: &tally,
      runs: BatchPlan(runs: shard.runs, jobs: 1, shard: ShardSelection(index: shard.index, count: shard.count)).range,
      fail: fail)
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
    if let reason = Self.inconsistency(of: tally, shardRuns: shard.runs) { throw fail(reason) }
    self.run = run
    self.shard = shard
    self.tally = tally
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

  /// Why `tally` cannot be the counts of a batch of runs, if it cannot.
  private static func inconsistency(of tally: BatchTally, shardRuns: Int) -> String? {
    let counts = tally.counts
    let runs = counts[.runs]
    guard runs <= shardRuns else { return "it counts \(runs) runs of a batch of \(shardRuns)" }
    guard counts[.filled] <= runs else { return "filled (\(counts[.filled])) is above runs (\(runs))" }
    for count in [RunCount.presented, .rewarded, .impressionsLost] where counts[count] > counts[.filled] {
      return "\(count.key) (\(counts[count])) is above filled (\(counts[.filled]))"
    }
    var wins = 0
    var lineItemRevenue: Int128 = 0
    for (index, item) in tally.lineItems.enumerated() {
      func value(_ count: LineItemCount) -> Int { tally[index, count] }
      let label = item.label
      guard value(.attempts) <= runs else { return "\(label): attempts (\(value(.attempts))) above runs (\(runs))" }
      let ends = [LineItemCount.fills, .noFills, .errors, .timeouts].reduce(0) { $0 + value($1) }
      guard ends == value(.attempts) else { return "\(label): its outcomes do not add up to its attempts" }
      guard value(.wins) <= value(.fills), value(.impressions) + value(.impressionsLost) <= value(.wins) else {
        return "\(label): more wins, impressions or lost impressions than fills"
      }
      guard value(.waitMs) <= value(.attempts) * Int(ConfigLimits.maximumTimeoutMs) else {
        return "\(label): waitMs is longer than its attempts can wait"
      }
      let nanos = tally.lineItemRevenueNanos[index]
      guard nanos >= 0, nanos <= Int128(value(.impressions)) * Int128(ConfigLimits.maximumEcpm.micros) else {
        return "\(label): its revenue is more than its impressions can earn"
      }
      wins += value(.wins)
      lineItemRevenue += nanos
    }
    guard wins == counts[.filled] else { return "the line items' wins do not add up to filled" }
    guard counts[.abandoned] <= runs - counts[.filled] else { return "more runs abandoned than not filled" }
    let auctionWins = tally.lineItems.indices.reduce(0) { $0 + tally[$1, .auctionWins] }
    guard counts[.auctions] <= runs, counts[.withBid] <= counts[.auctions], auctionWins <= counts[.withBid],
      counts[.wonByBid] <= counts[.filled]
    else { return "its auction counts do not fit its runs" }
    for (index, item) in tally.lineItems.enumerated() where item.isBidder {
      guard tally[index, .bids] <= runs, tally[index, .auctionWins] <= tally[index, .bids] else {
        return "\(item.label): more auction wins than bids, or bids than runs"
      }
    }
    guard tally.winningBidMicros >= 0,
      tally.winningBidMicros <= Int128(auctionWins) * Int128(PriceCpm.maximum.micros)
    else { return "its winning bids add up to more than its auction wins can" }
    guard lineItemRevenue == tally.revenueNanos else { return "the line items' revenue does not add up to the whole" }
    // Each run's revenue is at most the largest price: its square at most that price times it.
    guard tally.revenueSquares >= 0, tally.revenueSquares <= tally.revenueNanos * Int128(PriceCpm.maximum.micros) else {
      return "its sum of squared revenue does not fit its revenue"
    }
    return nil
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

  private static func runRecord(_ node: JSONNode, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure)
    -> RunRecord
  {
    guard
      let seed = node["seed"].flatMap({ node -> UInt64? in
        if case .number(let number) = node.value { return number.unsignedValue }
        return nil
      })
    else { throw fail("the run record has no seed") }
    guard let format = AdFormat(rawValue: try node.string("format", fail: fail)) else {
      throw fail("the run record has an unknown format")
    }
    return RunRecord(
      mediate: try node.string("mediate", fail: fail), seed: seed, adUnit: try node.string("adUnit", fail: fail),
      format: format, lineItems: try node.integer("lineItems", fail: fail), privacy: try privacy(node, fail: fail))
  }

  /// The run record's `privacy`: each setting a boolean (the rating a string)
  /// or null; none set in a record of a mediate that did not write it.
  private static func privacy(_ run: JSONNode, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure)
    -> RequestPrivacy
  {
    guard let node = run["privacy"] else { return RequestPrivacy() }
    guard case .object = node.value else { throw fail("the run record's privacy is not an object") }
    func flag(_ key: String) throws(ShardMerge.Failure) -> Bool? {
      switch node[key]?.value {
      case .bool(let value)?: return value
      case .null?: return nil
      default: throw fail("privacy.\(key) is not a boolean or null")
      }
    }
    var privacy = RequestPrivacy(
      childDirected: try flag("childDirected"), underAgeOfConsent: try flag("underAgeOfConsent"),
      ageRestrictedTreatment: try flag("ageRestrictedTreatment"))
    switch node["maxAdContentRating"]?.value {
    case .string(let text)?:
      guard let rating = MaxAdContentRating(rawValue: text) else { throw fail("privacy.maxAdContentRating is unknown") }
      privacy.maxAdContentRating = rating
    case .null?: break
    default: throw fail("privacy.maxAdContentRating is not a string or null")
    }
    return privacy
  }
}

extension JSONNode {
  /// The value of member `key`, when this is an object that has it.
  subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  var stringValue: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  var integerValue: Int64? {
    if case .number(let number) = value { return number.scaled(byPowerOfTen: 0) }
    return nil
  }

  /// A non-negative integer of any size up to 2^127, read from its digits: an exact sum.
  var exactSum: Int128? {
    guard case .number(let number) = value else { return nil }
    let digits = number.lexeme.utf8
    guard !digits.isEmpty, digits.count <= 38, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return digits.reduce(Int128(0)) { $0 * 10 + Int128($1 - 0x30) }
  }

  fileprivate func exactSum(_ key: String, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure) -> Int128 {
    guard let value = self[key]?.exactSum else { throw fail("\(key) is not a sum") }
    return value
  }

  func integer(_ key: String, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure) -> Int {
    guard let value = self[key]?.integerValue, value >= 0, let integer = Int(exactly: value) else {
      throw fail("\(key) is not a count")
    }
    return integer
  }

  func string(_ key: String, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure) -> String {
    guard let value = self[key]?.stringValue else { throw fail("\(key) is not a string") }
    return value
  }

  fileprivate func decimal(_ key: String, fail: (String) -> ShardMerge.Failure) throws(ShardMerge.Failure)
    -> DecimalNumber
  {
    guard case .number(let number)? = self[key]?.value, let micros = number.scaled(byPowerOfTen: 6) else {
      throw fail("\(key) is not a decimal number")
    }
    return DecimalNumber(micros: micros)
  }
}
