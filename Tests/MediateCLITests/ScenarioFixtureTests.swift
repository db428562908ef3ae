import Foundation
import Testing

/// Every folder of `Fixtures/scenarios`: the built binary simulates its
/// `config.json` (with the options in `args`, if any) and must print exactly
/// `expected.ndjson`, and `expected.txt` with `--format text`, on standard
/// error exactly `expected.stderr` (nothing when there is no such file), and
/// exit with `expected.status` (0 when there is no such file); `--format json`
/// must hold the same records.
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
    // `--format json` holds the same records as one document: every line but the last under
    // `records`, the last as `result`. With the goldens above, written by an earlier process,
    // this is also the check that a run prints the same bytes every time.
    let json = try MediateBinary.run(["simulate", "--format", "json"] + options + ["config.json"], in: folder)
    #expect(json.status == ndjson.status)
    let lines = try ndjson.stdout.split(separator: UInt8(ascii: "\n")).map {
      try #require(try JSONSerialization.jsonObject(with: Data($0)) as? NSDictionary)
    }
    let document = try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any]
    let records = try #require(document?["records"] as? [NSDictionary])
    #expect(records == Array(lines.dropLast()))
    #expect((document?["result"] as? NSDictionary) == lines.last)
  }
}
