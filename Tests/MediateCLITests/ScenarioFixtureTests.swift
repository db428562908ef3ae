import Foundation
import Testing

/// Every folder of `Fixtures/scenarios`: the built binary simulates its
/// `config.json` (with the options in `args`, if any) and must print exactly
/// `expected.ndjson`, and `expected.txt` with `--format text`, on standard
/// error exactly `expected.stderr` (nothing when there is no such file), and
/// exit with `expected.status` (0 when there is no such file).
struct ScenarioFixtureTests {
  @Test(arguments: Golden.folders("scenarios"))
  func simulatesScenario(name: String) throws {
    let folder = try Golden.folder("scenarios", name)
    let options = Golden.arguments(in: folder) ?? []
    let ndjson = try MediateBinary.run(["simulate"] + options + ["config.json"], in: folder)
    try Golden.checkOptional(
      Data("\(ndjson.status)\n".utf8), against: folder.appendingPathComponent("expected.status"), default: "0\n")
    try Golden.checkOptional(ndjson.stderr, against: folder.appendingPathComponent("expected.stderr"), default: "")
    try Golden.check(ndjson.stdout, against: folder.appendingPathComponent("expected.ndjson"))
    let text = try MediateBinary.run(["simulate", "--format", "text"] + options + ["config.json"], in: folder)
    #expect(text.status == ndjson.status)
    #expect(text.stderr == ndjson.stderr)
    try Golden.check(text.stdout, against: folder.appendingPathComponent("expected.txt"))
  }

  @Test(arguments: Golden.folders("scenarios"))
  func printsTheSameBytesEveryTime(name: String) throws {
    let folder = try Golden.folder("scenarios", name)
    let options = Golden.arguments(in: folder) ?? []
    let first = try MediateBinary.run(["simulate", "--format", "json"] + options + ["config.json"], in: folder)
    let second = try MediateBinary.run(["simulate", "--format", "json"] + options + ["config.json"], in: folder)
    #expect(first.status == 0 || first.status == 1)
    #expect(first == second)
    let document = try JSONSerialization.jsonObject(with: first.stdout) as? [String: Any]
    #expect(document?["records"] is [Any])
    #expect(document?["result"] is [String: Any])
  }
}
