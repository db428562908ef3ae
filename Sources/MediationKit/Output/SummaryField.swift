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

  /// The numeric fields of the record's top level, in the record's order (rows of `SummaryMetrics`).
  public static let topLevel: [String] = SummaryMetrics.run.filter { $0.keys.count == 1 }.map { $0.keys[0] }

  /// The objects of numbers, by their keys from the top level, with their
  /// members (a member may be an object of its own, listed after it), in
  /// the record's order: from the rows of `SummaryMetrics`.
  public static let objects: [(path: [String], members: [String])] = {
    var objects: [(path: [String], members: [String])] = []
    for metric in SummaryMetrics.run where metric.keys.count > 1 {
      for depth in 1..<metric.keys.count {
        let path = Array(metric.keys.prefix(depth))
        let member = metric.keys[depth]
        if let index = objects.firstIndex(where: { $0.path == path }) {
          if !objects[index].members.contains(member) { objects[index].members.append(member) }
        } else {
          objects.append((path, [member]))
        }
      }
    }
    return objects
  }()

  /// The numeric fields of a line item's entry that `expect.summary` may name.
  public static let lineItemFields: [String] = SummaryMetrics.lineItem.filter { $0.checkable && $0.keys.count == 1 }
    .map { $0.keys[0] }
}

extension SummaryRecord {
  /// The value of `field` in millionths and as JSON, or nil when the record
  /// has no number there (an empty shard's latency, a line item never attempted).
  func number(at field: SummaryField) -> (micros: Int128, json: JSONValue)? {
    if let index = field.lineItem, !lineItems.indices.contains(index) { return nil }
    return SummaryMetrics.metric(field.lineItem == nil ? .run : .lineItem, field.keys)?.read(self, field.lineItem)
  }
}
