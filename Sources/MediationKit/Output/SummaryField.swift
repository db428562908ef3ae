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

  /// The numeric fields of the record's top level.
  public static let topLevel = [
    "runs", "filled", "fillRate", "presented", "rewarded", "impressions", "impressionsLost", "clicks", "violations",
    "revenue", "revenuePer1000Requests",
  ]
  /// The objects of numbers at the top level, with their members.
  public static let objects: [(key: String, members: [String])] = [
    ("fillRateCI95", ["low", "high"]), ("latencyMs", ["min", "p50", "p90", "p95", "p99", "max", "mean"]),
  ]
  /// The numeric fields of a line item's entry.
  public static let lineItemFields = [
    "ecpm", "attempts", "fills", "noFills", "errors", "timeouts", "wins", "winShare", "impressions", "impressionsLost",
    "revenue", "waitMs", "meanWaitMs",
  ]
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
      guard lineItems.indices.contains(index), field.keys.count == 1 else { return nil }
      let item = lineItems[index]
      switch field.keys[0] {
      case "ecpm": return decimal(item.ecpm)
      case "attempts": return count(item.attempts)
      case "fills": return count(item.fills)
      case "noFills": return count(item.noFills)
      case "errors": return count(item.errors)
      case "timeouts": return count(item.timeouts)
      case "wins": return count(item.wins)
      case "winShare": return decimal(item.winShare)
      case "impressions": return count(item.impressions)
      case "impressionsLost": return count(item.impressionsLost)
      case "revenue": return decimal(item.revenue)
      case "waitMs": return count64(item.waitMs)
      case "meanWaitMs": return decimal(item.meanWaitMs)
      default: return nil
      }
    }
    switch field.keys {
    case ["runs"]: return count(runs)
    case ["filled"]: return count(filled)
    case ["fillRate"]: return decimal(fillRate)
    case ["presented"]: return count(presented)
    case ["rewarded"]: return count(rewarded)
    case ["impressions"]: return count(impressions)
    case ["impressionsLost"]: return count(impressionsLost)
    case ["clicks"]: return count(clicks)
    case ["violations"]: return count(violations)
    case ["revenue"]: return decimal(revenue)
    case ["revenuePer1000Requests"]: return decimal(revenuePer1000Requests)
    case ["fillRateCI95", "low"]: return decimal(fillRateCI95.low)
    case ["fillRateCI95", "high"]: return decimal(fillRateCI95.high)
    case ["latencyMs", "min"]: return latencyMs.map { count64($0.min) }
    case ["latencyMs", "p50"]: return latencyMs.map { count64($0.p50) }
    case ["latencyMs", "p90"]: return latencyMs.map { count64($0.p90) }
    case ["latencyMs", "p95"]: return latencyMs.map { count64($0.p95) }
    case ["latencyMs", "p99"]: return latencyMs.map { count64($0.p99) }
    case ["latencyMs", "max"]: return latencyMs.map { count64($0.max) }
    case ["latencyMs", "mean"]: return decimal(latencyMs?.mean)
    default: return nil
    }
  }
}
