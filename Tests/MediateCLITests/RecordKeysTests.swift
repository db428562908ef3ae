import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// No record of any command repeats a key: every JSON line of every golden
/// output under `Fixtures/` is read by mediate's own reader, which refuses
/// a duplicate name (jq would silently keep the last; the `fit` record once
/// had two `report` members). The record types the goldens hold are checked
/// against the list of every type mediate writes, so that a new record
/// type without a golden fails here.
struct RecordKeysTests {
  /// Every record `type` of every command: output.md's trace and summary records, and the records of
  /// `compare`, `optimize`, `fit`, `plan` and `test`, and a portfolio's.
  static let everyType: Set<String> = [
    "run", "setUp", "signals", "bid", "auction", "skipped", "abandoned", "load", "network", "networkCall", "loadResult",
    "ignored",
    "delegateLost", "retained", "waterfall", "ad", "app", "presentRefused", "click", "requestRefused", "sdk", "event",
    "reward",
    "violation", "check", "result", "histogram", "auctionHistogram", "summary", "comparison", "optimization", "fit",
    "test", "tests", "worlds", "portfolio", "portfolioComparison", "portfolioOptimization", "plan",
  ]

  @Test func noRecordRepeatsAKeyAndEveryTypeHasAGolden() throws {
    let root = Golden.fixtures
    let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
    var seen = Set<String>()
    var lines = 0
    for case let url as URL in files where url.lastPathComponent.hasPrefix("expected.") {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let name = url.path.dropFirst(root.path.count)
      func check(_ bytes: [UInt8]) {
        lines += 1
        let node: JSONNode
        do throws(JSONSyntaxError) {
          node = try JSONReader.read(bytes)
        } catch {
          Issue.record("\(name): \(error.problem.message) at \(error.path)")
          return
        }
        if case .object(let members) = node.value, let type = members.first(where: { $0.key == "type" }),
          case .string(let name) = type.value.value
        {
          seen.insert(name)
        }
      }
      // A document written over several lines (a config `fit` or `optimize` wrote) is read whole.
      if data.first == UInt8(ascii: "{"), (try? JSONReader.read(Array(data))) != nil,
        data.dropLast().contains(UInt8(ascii: "\n"))
      {
        check(Array(data))
        continue
      }
      for line in data.split(separator: UInt8(ascii: "\n"))
      where line.first == UInt8(ascii: "{") && line.last == UInt8(ascii: "}") {
        check(Array(line))
      }
    }
    #expect(lines > 1_000)
    #expect(
      seen.subtracting(Self.everyType).isEmpty,
      "record types not in the list: \(seen.subtracting(Self.everyType).sorted())")
    #expect(
      Self.everyType.subtracting(seen).isEmpty,
      "record types no golden holds: \(Self.everyType.subtracting(seen).sorted())")
  }
}
