import Foundation
import Testing

/// decide2.md §1, the case that made worlds: a report with one floor per
/// source (four networks) cannot tell sigma, and `optimize` of the config
/// fitted at one sigma gave opposite advice at another (lower every floor
/// at 0.4, raise them tenfold at 1.5), each with a tight interval. Fitted
/// with its sigma worlds, the config says what the advice depends on and
/// recommends what is safe in every world.
struct FittedWorldsTests {
  @Test func adviceFromAFittedReportHoldsInEveryWorld() throws {
    let fixture = try Golden.folder("commands", "fit-four-networks-worlds")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-fitted-worlds-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: fixture.appendingPathComponent("report.csv"), to: directory.appendingPathComponent("report.csv"))
    let fit = try MediateBinary.run(
      ["fit", "--demand", "--sigma-worlds", "0.4,0.9,1.5", "--out", "fitted.json", "report.csv"], in: directory)
    #expect(fit.status == 0, "\(String(decoding: fit.stderr, as: UTF8.self))")
    // The first local optimum is enough here (`--restarts 0`, 442 candidates): with the default ten kicks,
    // kicks keep finding slightly better floors on 1,000 runs and the search plays 11,705 candidates in
    // three worlds (28 s) for the same advice.
    let optimize = try MediateBinary.run(
      ["optimize", "--vary", "floors", "--runs", "1000", "--restarts", "0", "--format", "ndjson", "--out", "best.json", "fitted.json"],
      in: directory)
    #expect(optimize.status == 0, "\(String(decoding: optimize.stderr, as: UTF8.self))")
    let record = try #require(try JSONSerialization.jsonObject(with: optimize.stdout) as? [String: Any])
    #expect(record["dependsOnWorld"] as? Bool == true)
    #expect(record["worlds"] as? [String] == ["sigma 0.9", "sigma 0.4", "sigma 1.5"])
    // Each world's own best moves every floor its own way: down at sigma 0.4, up at sigma 1.5.
    let optima = try #require(record["worldOptima"] as? [[String: Any]])
    func floors(_ world: String) throws -> [(old: Double, new: Double)] {
      let entry = try #require(optima.first { $0["world"] as? String == world })
      let changes = try #require(entry["changes"] as? [[String: Any]])
      return changes.compactMap { change in
        guard let old = change["old"] as? Double, let new = change["new"] as? Double else { return nil }
        return (old, new)
      }
    }
    let low = try floors("sigma 0.4")
    let high = try floors("sigma 1.5")
    #expect(!low.isEmpty && low.allSatisfy { $0.new < $0.old }, "\(low)")
    #expect(!high.isEmpty && high.allSatisfy { $0.new > $0.old }, "\(high)")
    // What it recommends loses in no world: no world's interval of the difference lies below 0.
    let byWorld = try #require(record["byWorld"] as? [[String: Any]])
    #expect(byWorld.count == 3)
    for world in byWorld {
      let difference = try #require(world["difference"] as? [String: Any])
      let interval = try #require(difference["ci95"] as? [String: Any])
      let upper = try #require(interval["high"] as? Double)
      #expect(upper >= 0, "\(world["world"] ?? "?"): \(difference)")
    }
    let text = try MediateBinary.run(
      ["optimize", "--vary", "floors", "--runs", "1000", "--restarts", "0", "--format", "text", "--out", "best.json", "fitted.json"],
      in: directory)
    let report = String(decoding: text.stdout, as: UTF8.self)
    #expect(report.contains("What to do depends on what the report cannot tell (sigma)"), "\(report)")
    #expect(report.contains("Safe in every world: "), "\(report)")
  }
}
