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
    case .count, .fillRate, .revenue, .revenuePer1000Requests: field.key
    case .shard, .fillRateCI95, .latencyMs, .lineItems, .rules: nil
    }
  }
  /// The objects of numbers at the top level, with their members.
  public static let objects: [(key: String, members: [String])] = [
    (SummaryRecord.Field.fillRateCI95.key, ["low", "high"]), (SummaryRecord.Field.latencyMs.key, LatencySummary.keys),
  ]
  /// The numeric fields of a line item's entry.
  public static let lineItemFields: [String] = LineItemSummary.fields.compactMap { field in
    field == .lineItem ? nil : field.key
  }
}

extension SummaryRecord {
  /// The value of `field` in millionths and as JSON, or nil when the record
  /// has no number there (an empty shard's latency, a line item never attempted).
  func number(at field: SummaryField) -> (micros: Int128, json: JSONValue)? {
    func count(_ value: Int) -> (Int128, JSONValue) { (Int128(value) * 1_000_000, .integer(value)) }
    func count64(_ value: Int64) -> (Int128, JSONValue) { (Int128(value) * 1_000_000, .integer(value)) }
    func decimal(_ value: DecimalNumber?) -> (Int128, JSONValue)? {
      value.map { (Int128($0.micros), .decimal($0)) }
    }
    if let index = field.lineItem {
      guard lineItems.indices.contains(index), field.keys.count == 1,
        let entry = LineItemSummary.fields.first(where: { $0.key == field.keys[0] })
      else { return nil }
      let item = lineItems[index]
      switch entry {
      case .count(let counter): return count(item[counter])
      case .ecpm: return decimal(item.ecpm)
      case .winShare: return decimal(item.winShare)
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
    case (.fillRateCI95, 2):
      switch field.keys[1] {
      case "low": return decimal(fillRateCI95.low)
      case "high": return decimal(fillRateCI95.high)
      default: return nil
      }
    case (.latencyMs, 2):
      guard let latency = latencyMs else { return nil }
      switch field.keys[1] {
      case "min": return count64(latency.min)
      case "p50": return count64(latency.p50)
      case "p90": return count64(latency.p90)
      case "p95": return count64(latency.p95)
      case "p99": return count64(latency.p99)
      case "max": return count64(latency.max)
      case "mean": return decimal(latency.mean)
      default: return nil
      }
    default: return nil
    }
  }
}
