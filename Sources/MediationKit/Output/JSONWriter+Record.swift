extension JSONWriter {
  /// Writes a record as one JSON object: `type`, `seq`, `t`, then the keys
  /// of its type in the order output.md gives, absent values as `null`.
  mutating func write(_ record: Record) {
    beginObject()
    field("type", record.body.type)
    field("seq", record.seq)
    field("t", record.t)
    if let requestIndex = record.requestIndex { field("requestIndex", requestIndex) }
    switch record.body {
    case .run(let payload): writeMembers(payload)
    case .setUp(let payload): writeMembers(payload)
    case .signals(let payload): writeMembers(payload)
    case .bid(let payload): writeMembers(payload)
    case .auction(let payload): writeMembers(payload)
    case .skipped(let payload): writeMembers(payload)
    case .abandoned(let payload): writeMembers(payload)
    case .load(let payload): writeMembers(payload)
    case .network(let payload): writeMembers(payload)
    case .networkCall(let payload): writeMembers(payload)
    case .loadResult(let payload): writeMembers(payload)
    case .ignored(let payload): writeMembers(payload)
    case .delegateLost(let payload): writeMembers(payload)
    case .retained(let payload): writeMembers(payload)
    case .waterfall(let payload): writeMembers(payload)
    case .ad(let payload): writeMembers(payload)
    case .app(let payload): writeMembers(payload)
    case .presentRefused(let payload): writeMembers(payload)
    case .click(let payload): writeMembers(payload)
    case .requestRefused(let payload): writeMembers(payload)
    case .sdk(let payload): writeMembers(payload)
    case .event(let payload): writeMembers(payload)
    case .reward(let payload): writeMembers(payload)
    case .violation(let payload): writeMembers(payload)
    case .check(let check):
      field("check", check.site.path.description)
      field("passed", check.passed)
      key("expected")
      write(check.site.expected)
      key("actual")
      write(check.actual)
    case .result(let result):
      write(result)
    case .histogram(let histogram), .auctionHistogram(let histogram):
      key("latencyMs")
      beginArray()
      for entry in histogram.latencyMs {
        beginArray()
        integer(entry.latencyMs)
        integer(entry.runs)
        endArray()
      }
      endArray()
    case .summary(let summary):
      write(summary)
    case .worlds(let worlds):
      writeMembers(worlds)
    case .portfolio(let portfolio):
      writeMembers(portfolio)
    }
    if let group = record.group { field("group", group) }
    if let world = record.world { field("world", world) }
    endObject()
  }

  mutating func write(_ call: NetworkCall, name: String) {
    field("call", name)
    switch call {
    case .handleClick(let asset): field("asset", asset.rawValue)
    case .present, .recordImpression, .setNativeAdView, .unregisterView: field("asset", nil as String?)
    }
    key("detail")
    switch call {
    case .present(let extras?): write(extras)
    case .present(nil), .recordImpression, .handleClick, .setNativeAdView, .unregisterView: null()
    }
  }

  private mutating func write(_ result: ResultRecord) {
    field("filled", result.filled)
    field("lineItem", result.lineItem)
    field("price", result.price)
    field("latencyMs", result.latencyMs)
    field("presented", result.presented)
    key("reward")
    write(result.reward)
    field("impressions", result.impressions)
    field("clicks", result.clicks)
    field("violations", result.violations)
    field("warnings", result.warnings)
    key("responseInfo")
    beginObject()
    field("responseIdentifier", result.responseInfo.responseIdentifier)
    key("loadedAdNetworkResponseInfo")
    if let loaded = result.responseInfo.loadedAdNetworkResponseInfo { write(loaded) } else { null() }
    key("adNetworkInfoArray")
    beginArray()
    for entry in result.responseInfo.adNetworkInfoArray { write(entry) }
    endArray()
    endObject()
    if let requests = result.requests {
      key("requests")
      beginArray()
      for request in requests {
        beginObject()
        field("filled", request.filled)
        field("lineItem", request.lineItem)
        field("latencyMs", request.latencyMs)
        field("price", request.price)
        endObject()
      }
      endArray()
    }
  }

  private mutating func write(_ entry: AdNetworkResponseInfo) {
    beginObject()
    field("adNetworkClassName", entry.adNetworkClassName)
    field("adSourceName", entry.adSourceName)
    key("adUnitMapping")
    write(settings: entry.adUnitMapping)
    field("state", entry.state.rawValue)
    field("latencyMs", entry.latencyMs)
    writeError(entry.error)
    key("bid")
    if let bid = entry.bid {
      beginObject()
      field("state", bid.state.rawValue)
      field("price", bid.price)
      endObject()
    } else {
      null()
    }
    endObject()
  }

  private mutating func write(_ summary: SummaryRecord) {
    for field in SummaryRecord.fields {
      switch field {
      case .shard: writeShard(summary.shard, sums: summary.sums, banner: summary.banner)
      case .lineItems:
        key(field.key)
        beginArray()
        for index in summary.lineItems.indices {
          beginObject()
          self.field("lineItem", summary.lineItems[index].lineItem)
          writeMetrics(SummaryMetrics.lineItem[...], depth: 0, of: summary, lineItem: index)
          endObject()
        }
        endArray()
      case .rules:
        key(field.key)
        beginObject()
        for rule in summary.rules {
          key(rule.rule)
          beginObject()
          self.field("severity", rule.severity.rawValue)
          self.field("count", rule.count)
          self.field("firstRun", rule.firstRun)
          endObject()
        }
        endObject()
      case .count, .fillRate, .fillRateCI95, .revenue, .revenuePer1000Requests, .revenuePer1000RequestsCI95, .latencyMs,
        .auction, .abandoned, .requests, .requestFillRate, .impressionsPerRun, .revenuePerRun:
        // The key's numbers: rows of the metric table.
        writeMetrics(SummaryMetrics.run.filter { $0.keys[0] == field.key }[...], depth: 0, of: summary, lineItem: nil)
      }
    }
  }

  /// The rows of `metrics`, which share their first `depth` keys, as members: a number, or an object of the
  /// rows whose keys go on. An object whose numbers are all null is null (`latencyMs` of an empty shard,
  /// `auction` without bidders); a banner's number is left out of another format's summary.
  private mutating func writeMetrics(
    _ metrics: ArraySlice<SummaryMetric>, depth: Int, of summary: SummaryRecord, lineItem: Int?
  ) {
    var start = metrics.startIndex
    while start < metrics.endIndex {
      let name = metrics[start].keys[depth]
      var end = start + 1
      while end < metrics.endIndex, metrics[end].keys[depth] == name { end += 1 }
      let group = metrics[start..<end]
      if group.count == 1, group[start].keys.count == depth + 1 {
        let metric = group[start]
        let value = metric.read(summary, lineItem)
        if value != nil || metric.presence != .banner {
          key(name)
          if let value { write(value.json) } else { null() }
        }
      } else if group.allSatisfy({ $0.read(summary, lineItem) == nil }) {
        key(name)
        null()
      } else {
        key(name)
        beginObject()
        writeMetrics(group, depth: depth + 1, of: summary, lineItem: lineItem)
        endObject()
      }
      start = end
    }
  }

  /// An interval: `{ "low", "high" }` under `name`.
  mutating func write(_ name: String, _ interval: SummaryRecord.Interval) {
    key(name)
    beginObject()
    field("low", interval.low)
    field("high", interval.high)
    endObject()
  }

  /// An interval under `name`, or null where there is none.
  mutating func write(_ name: String, optional interval: SummaryRecord.Interval?) {
    guard let interval else {
      key(name)
      return null()
    }
    write(name, interval)
  }
}
