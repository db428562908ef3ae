import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// `optimize P --out FILE` of a portfolio (decide2.md §5): the file is a portfolio mediate reads again, the changed
/// group's config inline in it, every other byte the input's (a group left as it is keeps its path).
struct PortfolioOptimizeOutTests {
  private static let config = """
    {
      "version": 1,
      "adUnit": { "id": "/1/r", "format": "rewarded", "reward": { "type": "coins", "amount": 1 } },
      "lineItems": [
        { "label": "FIRST", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "first", "ecpm": FIRST_ECPM,
          "network": { "load": { "fillRate": 0.9, "latencyMs": { "min": 10, "max": 100 } } } },
        { "label": "SECOND", "className": "GADMediationAdapterSampleAdNetwork", "parameter": "second", "ecpm": SECOND_ECPM,
          "network": { "load": { "fillRate": 0.5, "latencyMs": { "min": 10, "max": 100 } } } }
      ]
    }

    """

  /// A config of two line items in the order given: `Low` (eCPM 1, fill 0.9) and `High` (eCPM 10, fill 0.5).
  private static func config(highFirst: Bool) -> String {
    let (first, second) = highFirst ? (("High", "10"), ("Low", "1")) : (("Low", "1"), ("High", "10"))
    return config.replacingOccurrences(of: "FIRST_ECPM", with: first.1).replacingOccurrences(of: "FIRST", with: first.0)
      .replacingOccurrences(of: "SECOND_ECPM", with: second.1).replacingOccurrences(of: "SECOND", with: second.0)
  }

  @Test func writesAPortfolioWithTheChangedGroupInlineAndEveryOtherByteKept() throws {
    let folder = try FileOutputTests.Folder("portfolio-out")
    // Low first loses revenue: the search puts High first. High first already is the best: left as it is.
    try Data(Self.config(highFirst: false).utf8).write(to: folder.url.appendingPathComponent("worse.json"))
    try Data(Self.config(highFirst: true).utf8).write(to: folder.url.appendingPathComponent("best.json"))
    let input = """
      {
        "version": 1,
        "groups": [
          { "name": "Worse", "requestsPerDay": 2000,
            "config": "worse.json" },
          { "name": "Best", "requestsPerDay": 1000, "config": "best.json" }
        ]
      }

      """
    try Data(input.utf8).write(to: folder.url.appendingPathComponent("p.json"))
    let outcome = try MediateBinary.run(
      ["optimize", "--runs", "300", "--vary", "order", "--format", "ndjson", "--out", "out.json", "p.json"],
      in: folder.url)
    #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
    #expect(outcome.stderr.isEmpty)
    let lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.last?.hasPrefix(#"{"type":"portfolioOptimization","seq":2,"t":0,"groups":[{"name":"Worse","#) == true)
    let written = try #require(folder.contents("out.json"))
    // Only the changed group's `config` value differs: "worse.json" became its best config, inline.
    let (before, after) = try #require(Self.split(input, around: "\"worse.json\""))
    #expect(written.hasPrefix(before) && written.hasSuffix(after))
    let inline = String(written.dropFirst(before.count).dropLast(after.count))
    // Indented as the line the value starts on (6 spaces), its own layout kept inside.
    #expect(inline.hasPrefix("{\n        \"version\": 1,") && inline.hasSuffix("\n      }"))
    #expect(inline.firstRange(of: "\"High\"")!.lowerBound < inline.firstRange(of: "\"Low\"")!.lowerBound)
    // Read again, as mediate reads it: a portfolio whose groups are the best configs.
    let document = try DocumentLoader.read(
      Array(written.utf8), registries: .standard,
      readFile: { path in
        FileManager.default.contents(atPath: folder.path(path)).map { .success(Array($0)) }
          ?? .failure(PortfolioLoader.Unreadable(message: "no \(path)"))
      })
    guard case .portfolio(let loaded) = document else {
      Issue.record("out.json is not a portfolio")
      return
    }
    #expect(loaded.portfolio.groups.map(\.name) == ["Worse", "Best"])
    for group in loaded.portfolio.groups {
      #expect(group.config.lineItems.map(\.label) == ["High", "Low"], "\(group.name)")
    }
    #expect(loaded.portfolio.groups[1].source == .path("best.json"))
  }

  /// `text` split at the one occurrence of `marker`: what comes before it and what after.
  private static func split(_ text: String, around marker: String) -> (String, String)? {
    guard let range = text.range(of: marker) else { return nil }
    return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
  }
}
