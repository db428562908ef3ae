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
