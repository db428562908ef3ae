import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The metric table is the summary's one list of numbers: every summary
/// the goldens hold has exactly its rows, in its order; every counter the
/// tally keeps is one row's merge; every row says how `merge` carries it
/// and what interval `compare` gives it (none only with a reason).
struct SummaryMetricsTests {
  /// Keys of the summary and of a line item's entry that are not numbers of the table.
  static let structural: Set<String> = [
    "type", "seq", "t", "shard", "lineItems", "rules", "lineItem", "group", "world",
  ]

  /// The paths of the numbers (and nulls) of `object`, in order, objects member by member.
  static func leaves(of object: [(key: String, value: JSONNode)], prefix: [String] = []) -> [[String]] {
    var paths: [[String]] = []
    for member in object where !structural.contains(member.key) || !prefix.isEmpty {
      if case .object(let members) = member.value.value {
        paths += leaves(of: members.map { ($0.key, $0.value) }, prefix: prefix + [member.key])
      } else {
        paths.append(prefix + [member.key])
      }
    }
    return paths
  }

  /// The rows of `metrics` the record `object` should hold: not those under an object the record has as null,
  /// not a banner's where the record has no such key.
  static func expected(_ metrics: [SummaryMetric], in root: JSONNode) -> [[String]] {
    metrics.compactMap { metric in
      var node: JSONNode? = root
      for (depth, key) in metric.keys.enumerated() {
        guard let next = node?[key] else {
          return metric.presence == .banner ? nil : metric.keys
        }
        // A null object stands for all its rows: the record has its key once, as a null.
        if next.isNull { return Array(metric.keys.prefix(depth + 1)) }
        node = next
      }
      return metric.keys
    }.reduce(into: [[String]]()) { paths, path in
      if paths.last != path { paths.append(path) }
    }
  }

  @Test func everySummaryOfTheGoldensHoldsExactlyTheTablesNumbers() throws {
    let files = try #require(FileManager.default.enumerator(at: Golden.fixtures, includingPropertiesForKeys: nil))
    var summaries = 0
    var (sawBanner, sawAuction, sawPatience) = (false, false, false)
    // The goldens: what this build prints (the shards merge fixtures read may be of older versions).
    for case let url as URL in files where url.lastPathComponent.hasPrefix("expected.") {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      for line in data.split(separator: UInt8(ascii: "\n")) where line.first == UInt8(ascii: "{") {
        guard let record = try? JSONReader.read(Array(line)) else { continue }
        var found: [JSONNode] = []
        if record["type"]?.stringValue == "summary" { found.append(record) }
        // A compare shard carries each side's summary.
        for side in ["a", "b"] {
          if let summary = record["sides"]?[side]?["summary"], !summary.isNull { found.append(summary) }
        }
        for summary in found {
          summaries += 1
          sawBanner = sawBanner || summary["requests"] != nil
          sawAuction = sawAuction || summary["auction"]?.isNull == false
          sawPatience = sawPatience || summary["abandoned"]?.isNull == false
          guard case .object(let members) = summary.value else { continue }
          let name = "\(url.path.dropFirst(Golden.fixtures.path.count))"
          #expect(
            Self.leaves(of: members.map { ($0.key, $0.value) }) == Self.expected(SummaryMetrics.run, in: summary),
            "\(name): the summary's numbers are not the table's")
          guard case .array(let items)? = summary["lineItems"]?.value else { continue }
          for item in items {
            guard case .object(let fields) = item.value else { continue }
            #expect(
              Self.leaves(of: fields.map { ($0.key, $0.value) }, prefix: [])
                == Self.expected(SummaryMetrics.lineItem, in: item),
              "\(name): a line item's numbers are not the table's")
          }
        }
      }
    }
    #expect(summaries >= 10)
    #expect(
      sawBanner && sawAuction && sawPatience,
      "a summary of each kind: banner \(sawBanner), auction \(sawAuction), patience \(sawPatience)")
  }

  /// Every counter of the tally is the merge of exactly one row, and every row says how it merges and what
  /// interval it gets; a row without an interval says why.
  @Test func everyCounterIsOneRowAndEveryRowHasItsRules() {
    for count in RunCount.allCases {
      let rows = SummaryMetrics.run.filter { if case .count(count) = $0.merge { true } else { false } }
      #expect(rows.count == 1, "\(count.key) is the merge of \(rows.count) rows")
    }
    for count in LineItemCount.allCases {
      let rows = SummaryMetrics.lineItem.filter { if case .lineItemCount(count) = $0.merge { true } else { false } }
      #expect(rows.count == 1, "\(count.key) is the merge of \(rows.count) rows")
    }
    for metric in SummaryMetrics.table {
      if case .none(let reason) = metric.interval { #expect(!reason.isEmpty, "\(metric.keys)") }
      if case .derived(let how) = metric.merge { #expect(!how.isEmpty, "\(metric.keys)") }
      // A sum of runs' values always has a paired interval, but the runs themselves.
      if case .count(let count) = metric.merge, count != .runs {
        if case .none = metric.interval { Issue.record("\(metric.keys): a count without an interval") }
      }
    }
    #expect(Set(SummaryMetrics.run.map(\.keys)).count == SummaryMetrics.run.count)
    #expect(Set(SummaryMetrics.lineItem.map(\.keys)).count == SummaryMetrics.lineItem.count)
  }

  /// The summary's top-level keys, in `SummaryRecord.fields` order, are the table's first keys in the same order.
  @Test func theRecordsLayoutFollowsTheTable() {
    var firstKeys: [String] = []
    for metric in SummaryMetrics.run where firstKeys.last != metric.keys[0] { firstKeys.append(metric.keys[0]) }
    let layout = SummaryRecord.fields.map(\.key).filter { !Self.structural.contains($0) }
    #expect(layout == firstKeys)
  }
}
