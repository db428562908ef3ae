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
    case .run(let run):
      field("mediate", run.mediate)
      key("seed")
      unsigned(run.seed)
      field("adUnit", run.adUnit)
      field("format", run.format.rawValue)
      field("lineItems", run.lineItems)
      key("privacy")
      write(run.privacy)
    case .setUp(let setUp):
      field("className", setUp.className)
      field("adapterVersion", setUp.adapterVersion.description)
      field("adapterVersionString", setUp.adapterVersionString)
      field("adSDKVersion", setUp.adSDKVersion.description)
      field("status", setUp.status.rawValue)
      writeError(setUp.error)
      field("latencyMs", setUp.latencyMs)
      key("settings")
      beginArray()
      for settings in setUp.settings { write(settings: settings) }
      endArray()
      key("request")
      write(setUp.request)
    case .bid(let bid):
      field("lineItem", bid.lineItem)
      field("className", bid.className)
      field("state", bid.state.rawValue)
      field("price", bid.price)
      field("latencyMs", bid.latencyMs)
    case .auction(let auction):
      field("winner", auction.winner)
      field("price", auction.price)
      key("bids")
      beginArray()
      for bid in auction.bids {
        beginObject()
        field("lineItem", bid.lineItem)
        field("state", bid.state.rawValue)
        field("price", bid.price)
        endObject()
      }
      endArray()
      field("latencyMs", auction.latencyMs)
    case .skipped(let skipped):
      field("lineItem", skipped.lineItem)
      field("reason", skipped.reason.rawValue)
    case .abandoned(let abandoned):
      field("latencyMs", abandoned.latencyMs)
    case .load(let load):
      field("lineItem", load.lineItem)
      field("index", load.index)
      field("className", load.className)
      field("parameter", load.parameter)
      field("timeoutMs", load.timeoutMs)
      key("request")
      write(load.request)
      key("settings")
      write(settings: load.settings)
      field("bidResponse", load.bidResponse)
    case .network(let network):
      field("lineItem", network.lineItem)
      field("callback", network.callback.rawValue)
      key("detail")
      write(network.detail)
    case .networkCall(let call):
      field("lineItem", call.lineItem)
      write(call.call)
    case .loadResult(let result):
      field("lineItem", result.lineItem)
      field("outcome", result.outcome.rawValue)
      field("latencyMs", result.latencyMs)
      writeError(result.error)
    case .ignored(let ignored):
      field("lineItem", ignored.lineItem)
      field("call", ignored.call)
      field("reason", ignored.reason.rawValue)
    case .delegateLost(let lost):
      field("lineItem", lost.lineItem)
      field("completion", lost.completion)
    case .waterfall(let waterfall):
      field("outcome", waterfall.filled ? "fill" : "noFill")
      field("lineItem", waterfall.lineItem)
      field("latencyMs", waterfall.latencyMs)
      writeError(waterfall.error)
    case .ad(let ad):
      field("lineItem", ad.lineItem)
      field("format", ad.format.rawValue)
      key("assets")
      write(ad.assets)
    case .app(let app):
      field("action", app.action.rawValue)
      field("asset", app.asset)
    case .presentRefused(let refused):
      field("lineItem", refused.lineItem)
      writeError(refused.error)
    case .click(let click):
      field("lineItem", click.lineItem)
      field("asset", click.asset)
      switch click.resolution {
      case .notAClick(let reason):
        field("counted", false)
        field("reason", reason.rawValue)
        field("action", nil as String?)
        field("url", nil as String?)
      case .counted(let action):
        field("counted", true)
        field("reason", nil as String?)
        switch action {
        case nil:
          field("action", nil as String?)
          field("url", nil as String?)
        case .customClickHandler?:
          field("action", "customClickHandler")
          field("url", nil as String?)
        case .deepLink(let url)?:
          field("action", "deepLink")
          field("url", url)
        case .browser(let url)?:
          field("action", "browser")
          field("url", url)
        }
      }
    case .requestRefused(let refused):
      writeError(refused.error)
    case .sdk(let sdk):
      field("lineItem", sdk.lineItem)
      field("call", sdk.call.rawValue)
      field("asset", sdk.asset?.rawValue)
    case .event(let event):
      field("lineItem", event.lineItem)
      field("name", event.name.rawValue)
      writeError(event.error)
      key("reward")
      write(event.reward)
    case .reward(let reward):
      field("lineItem", reward.lineItem)
      key("reward")
      write(AdReward(rewardType: reward.type, rewardAmount: reward.amount))
    case .violation(let violation):
      field("lineItem", violation.lineItem)
      field("rule", violation.rule)
      field("severity", violation.severity.rawValue)
      field("detail", violation.detail)
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
    }
    endObject()
  }

  private mutating func write(_ call: NetworkCall) {
    field("call", call.name)
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
      case .shard: write(summary.shard, sums: summary.sums, banner: summary.banner)
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

  private mutating func write(
    _ shard: SummaryRecord.Shard?, sums: SummaryRecord.Sums?, banner: SummaryRecord.BannerRequests?
  ) {
    key(SummaryRecord.Field.shard.key)
    guard let shard else { return null() }
    beginObject()
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
    endObject()
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
