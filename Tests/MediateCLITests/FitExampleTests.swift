import Foundation
import Testing

/// examples/fit/ ships a report in both forms and the config it fits to:
/// `mediate fit` of either form writes exactly that config.
struct FitExampleTests {
  @Test(arguments: ["admob-report-api.txt", "admob-report.csv"])
  func theShippedConfigIsWhatFitMakesOfTheReport(report: String) throws {
    let folder = Golden.fixtures.deletingLastPathComponent().appendingPathComponent("examples/fit")
    let outcome = try MediateBinary.run(["fit", "--format", "ndjson", report], in: folder)
    #expect(outcome.status == 0)
    let expected = try Golden.repositoryFile("examples/fit/fitted.json")
    #expect(String(decoding: outcome.stdout, as: UTF8.self) == expected)
  }
}

/// A report is read whole, whatever its size: the 16 MiB cut of old dropped
/// the rows past it with exit 0 (decide2.md §2).
struct FitLargeReportTests {
  @Test(arguments: [false, true])
  func aReportPastSixteenMiBIsReadWhole(fromStandardInput: Bool) throws {
    var text = "Ad source,Ad requests,Matched requests,Impressions,Estimated earnings (USD)\n"
    let rows = 400_000
    for row in 0..<rows { text += "Network number \(row % 3) with a long name,\"1,000\",100,100,0.25\n" }
    text += "Late source,\"1,000\",100,100,0.50\n"
    #expect(text.utf8.count > 17 << 20)
    let folder = try FileOutputTests.Folder("fit-large")
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path("report.csv")))
    let outcome =
      fromStandardInput
      ? try MediateBinary.run(["fit", "--format", "ndjson", "-"], in: folder.url, stdin: Data(text.utf8))
      : try MediateBinary.run(["fit", "--format", "ndjson", "report.csv"], in: folder.url)
    #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
    let record = try #require(
      try JSONSerialization.jsonObject(with: outcome.stderr) as? [String: Any], "the fit record on standard error")
    #expect(record["rows"] as? Int == rows + 1)
    let sources = try #require(record["sources"] as? [[String: Any]])
    #expect(sources.map { $0["label"] as? String }.contains("Late source"))
    #expect(
      sources.first { $0["label"] as? String == "Network number 0 with a long name" }?["requests"] as? Int
        == 133_334_000)
  }
}

/// The portfolio `fit` writes (decide2.md §5) is one `simulate --runs` plays: each group's summary, then the
/// portfolio record, with the groups and the traffic the fit wrote.
struct FitPortfolioProcessTests {
  @Test func simulatePlaysThePortfolioFitWrites() throws {
    let folder = try FileOutputTests.Folder("fit-portfolio")
    let report = Golden.fixtures.appendingPathComponent("commands/fit-portfolio/report.json").path
    let fitted = try MediateBinary.run(
      ["fit", "--split-by", "MEDIATION_GROUP,COUNTRY", "--format", "ndjson", "--out", "portfolio.json", report],
      in: folder.url)
    #expect(fitted.status == 0, "\(String(decoding: fitted.stderr, as: UTF8.self))")
    let played = try MediateBinary.run(
      ["simulate", "--runs", "2000", "--format", "ndjson", "portfolio.json"], in: folder.url)
    #expect(played.status == 0, "\(String(decoding: played.stderr, as: UTF8.self))")
    let lines = String(decoding: played.stdout, as: UTF8.self).split(separator: "\n")
    let last = try #require(lines.last)
    let record = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    #expect(record["type"] as? String == "portfolio")
    let groups = try #require(record["groups"] as? [[String: Any]])
    #expect(
      groups.map { $0["name"] as? String } == [
        "Rewarded iOS · United States", "Rewarded iOS · other", "Rewarded iOS high floors · United States",
        "Rewarded iOS high floors · France",
      ])
    #expect(groups.map { $0["requestsPerDay"] as? Int } == [20_000, 501, 10_000, 3_000])
  }
}
