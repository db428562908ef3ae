/// A numeric field of the `summary` record, as `expect.summary` names it:
/// a top-level count or rate, a member of `fillRateCI95` or `latencyMs`, or
/// a field of one line item's entry.
public struct SummaryField: Equatable, Hashable, Sendable {
  /// The line item, by index into the config's line items, for fields of `lineItems`.
  public var lineItem: Int?
  /// The keys to the number: `["fillRate"]`, `["latencyMs", "p90"]`, `["wins"]` of a line item.
  public var keys: [String]

  public init(lineItem: Int?, keys: [String]) {
    self.lineItem = lineItem
    self.keys = keys
  }

  /// The numeric fields of the record's top level, in the record's order.
  public static let topLevel: [String] = SummaryRecord.fields.compactMap { field in
    switch field {
    case .count, .fillRate, .revenue, .revenuePer1000Requests, .abandoned, .requests, .requestFillRate,
      .impressionsPerRun, .revenuePerRun:
      field.key
    case .shard, .fillRateCI95, .revenuePer1000RequestsCI95, .latencyMs, .lineItems, .rules, .auction: nil
    }
  }
  /// The objects of numbers, by their keys from the top level, with their
  /// members (a member may be an object of its own, listed after it).
  public static let objects: [(path: [String], members: [String])] = [
    ([SummaryRecord.Field.fillRateCI95.key], ["low", "high"]),
    ([SummaryRecord.Field.revenuePer1000RequestsCI95.key], ["low", "high"]),
    ([SummaryRecord.Field.latencyMs.key], LatencySummary.keys + ["meanCI95"]),
    ([SummaryRecord.Field.latencyMs.key, "meanCI95"], ["low", "high"]),
    ([SummaryRecord.Field.auction.key], SummaryRecord.AuctionSummary.keys),
    ([SummaryRecord.Field.auction.key, "latencyMs"], SummaryRecord.AuctionSummary.latencyKeys),
  ]
  /// The numeric fields of a line item's entry.
  public static let lineItemFields: [String] = LineItemSummary.fields.compactMap { field in
    field == .lineItem || field == .winShareCI95 ? nil : field.key
  }
}

extension SummaryRecord {
  /// The value of `field` in millionths and as JSON, or nil when the record
  /// has no number there (an empty shard's latency, a line item never attempted).
  func number(at field: SummaryField) -> (micros: Int128, json: JSONValue)? {
    func count(_ value: Int) -> (Int128, JSONValue) { (Int128(value) * 1_000_000, .integer(value)) }
    func decimal(_ value: DecimalNumber?) -> (Int128, JSONValue)? {
      value.map { (Int128($0.micros), .decimal($0)) }
    }
    if let index = field.lineItem {
      guard lineItems.indices.contains(index), let first = field.keys.first,
        let entry = LineItemSummary.fields.first(where: { $0.key == first })
      else { return nil }
      let item = lineItems[index]
      if entry == .winShareCI95, field.keys.count == 2 { return Self.number(field.keys[1], of: item.winShareCI95) }
      guard field.keys.count == 1 else { return nil }
      switch entry {
      case .count(let counter): return item.value(of: counter).map(count)
      case .ecpm: return decimal(item.ecpm)
      case .meanPrice: return decimal(item.meanPrice)
      case .winShare: return decimal(item.winShare)
      case .winShareCI95: return nil
      case .revenue: return decimal(item.revenue)
      case .meanWaitMs: return decimal(item.meanWaitMs)
      case .lineItem: return nil
      }
    }
    guard let first = field.keys.first, let entry = Self.fields.first(where: { $0.key == first }) else { return nil }
    switch (entry, field.keys.count) {
    case (.count(let counter), 1): return count(self[counter])
    case (.fillRate, 1): return decimal(fillRate)
    case (.revenue, 1): return decimal(revenue)
    case (.revenuePer1000Requests, 1): return decimal(revenuePer1000Requests)
    case (.fillRateCI95, 2): return Self.number(field.keys[1], of: fillRateCI95)
    case (.revenuePer1000RequestsCI95, 2): return Self.number(field.keys[1], of: revenuePer1000RequestsCI95)
    case (.latencyMs, 3) where field.keys[1] == "meanCI95":
      return latencyMs.flatMap { Self.number(field.keys[2], of: $0.meanCI95) }
    case (.latencyMs, 2):
      return latencyMs.flatMap { Self.number(field.keys[1], of: $0) }
    case (.abandoned, 1): return abandoned.map(count)
    case (.requests, 1): return banner.map { count($0.requests) }
    case (.requestFillRate, 1): return decimal(banner?.requestFillRate)
    case (.impressionsPerRun, 1): return decimal(banner?.impressionsPerRun)
    case (.revenuePerRun, 1): return decimal(banner?.revenuePerRun)
    case (.auction, 2):
      guard let auction else { return nil }
      switch field.keys[1] {
      case "auctions": return count(auction.auctions)
      case "withBid": return count(auction.withBid)
      case "wonByBid": return count(auction.wonByBid)
      case "meanWinningBid": return decimal(auction.meanWinningBid)
      default: return nil
      }
    case (.auction, 3) where field.keys[1] == "latencyMs":
      return auction?.latencyMs.flatMap { Self.number(field.keys[2], of: $0) }
    default: return nil
    }
  }

  /// An end of an interval, in millionths and as JSON.
  private static func number(_ key: String, of interval: Interval) -> (micros: Int128, json: JSONValue)? {
    switch key {
    case "low": (Int128(interval.low.micros), .decimal(interval.low))
    case "high": (Int128(interval.high.micros), .decimal(interval.high))
    default: nil
    }
  }

  /// A member of a latency summary, in millionths and as JSON.
  private static func number(_ key: String, of latency: LatencySummary) -> (micros: Int128, json: JSONValue)? {
    func count64(_ value: Int64) -> (Int128, JSONValue) { (Int128(value) * 1_000_000, .integer(value)) }
    switch key {
    case "min": return count64(latency.min)
    case "p50": return count64(latency.p50)
    case "p90": return count64(latency.p90)
    case "p95": return count64(latency.p95)
    case "p99": return count64(latency.p99)
    case "max": return count64(latency.max)
    case "mean": return (Int128(latency.mean.micros), .decimal(latency.mean))
    default: return nil
    }
  }
}
