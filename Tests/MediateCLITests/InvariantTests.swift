import Foundation
import MediateTestSupport
import MediationPlatforms
import Testing

@testable import MediateCLI
@testable import MediationIOS
@testable import MediationKit

/// What must hold for every valid config, checked on random ones from a
/// seeded generator (both formats, every load outcome, show scripts,
/// profiles, Ad Manager line items, `expect` blocks), through the command
/// line in-process:
///
/// - `seq` is 0, 1, 2, …; `t` never goes back and stays exact in jq (at most 2^53 − 1);
/// - the first record is `run`, the last `result`;
/// - the `result` agrees with the records before it: the winner and latency
///   of the `waterfall` record, the violations, the reward, the impressions
///   and clicks counted from the SDK's records, one `responseInfo` entry per line item;
/// - the same config gives the same bytes twice, from a file and from standard input;
/// - `json` holds the very records `ndjson` prints;
/// - a `--runs` summary is the same bytes for any `--jobs`.
struct InvariantTests {
  static let configs = 300
  static let seeds: [UInt64] = (0..<3).map { 0x1D_EA00 + $0 }

  @Test(arguments: seeds)
  func holdForRandomConfigs(seed: UInt64) throws {
    var generator = ConfigGenerator(seed: seed)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mediate-invariants-\(getpid())-\(seed)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for index in 0..<(Self.configs / Self.seeds.count) {
      let text = generator.config()
      let file = directory.appendingPathComponent("config-\(index).json")
      try Data(text.utf8).write(to: file)
      let name = "config \(index) of seed \(seed)"
      try Self.check(file: file.path, text: text, name: name)
    }
  }

  /// `mediate test` reports the same bytes for any `--jobs`: over the
  /// examples, whose configs run their summary checks too.
  @Test func testsTheSameForAnyJobs() {
    let examples = Golden.fixtures.deletingLastPathComponent().appendingPathComponent("examples").path
    let one = InProcess(["test", "--format", "ndjson", "--jobs", "1", examples])
    #expect(one.stdout.text.contains(#""type":"tests""#))
    // One count of jobs besides 1, more than the cores and not dividing the configs evenly: the suite's
    // minute cannot afford a run of every example per count.
    for jobs in ["3"] {
      let many = InProcess(["test", "--format", "ndjson", "--jobs", jobs, examples])
      #expect(many.status == one.status)
      #expect(many.stdout.text == one.stdout.text, "--jobs \(jobs) differs")
    }
  }

  private static func check(file: String, text: String, name: String) throws {
    let fromFile = InProcess(["simulate", "--format", "ndjson", file])
    // A failed check (status 1) is a valid outcome; a config error is the generator's bug.
    try #require(
      fromFile.status == .success || fromFile.status == .failure, "\(name): \(fromFile.stderr.text)\n\(text)")
    #expect(InProcess(["simulate", "--format", "ndjson", file]).stdout.bytes == fromFile.stdout.bytes, "\(name)")
    let fromStandardInput = InProcess(["simulate", "--format", "ndjson", "-"], stdin: text)
    #expect(fromStandardInput.stdout.bytes == fromFile.stdout.bytes, "\(name): standard input differs from the file")
    #expect(fromStandardInput.status == fromFile.status)

    let records = try fromFile.stdout.text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(name): \(line)")
    }
    checkRecords(records, name: name)

    let json = InProcess(["simulate", "--format", "json", file])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.bytes)) as? [String: Any])
    let all = ((document["records"] as? [Any]) ?? []) + [document["result"] as Any]
    #expect(NSArray(array: all).isEqual(to: records), "\(name): json and ndjson hold different records")

    let runs = ["simulate", "--format", "ndjson", "--runs", "40", file]
    let one = InProcess(runs + ["--jobs", "1"])
    #expect(one.status == .success || one.status == .failure)
    for jobs in ["2", "3"] {
      #expect(InProcess(runs + ["--jobs", jobs]).stdout.bytes == one.stdout.bytes, "\(name): --jobs \(jobs) differs")
    }
  }

  private static func checkRecords(_ records: [[String: Any]], name: String) {
    #expect(records.first?["type"] as? String == "run", "\(name): the first record is not run")
    #expect(records.last?["type"] as? String == "result", "\(name): the last record is not result")
    var previous: Int64 = 0
    for (index, record) in records.enumerated() {
      #expect((record["seq"] as? NSNumber)?.intValue == index, "\(name): seq \(record["seq"] ?? "nil") at \(index)")
      let t = (record["t"] as? NSNumber)?.int64Value ?? -1
      #expect(t >= previous, "\(name): t goes back to \(t) at seq \(index)")
      #expect(t <= ConfigLimits.maximumSafeInteger, "\(name): t \(t) is past 2^53 - 1")
      previous = t
    }
    guard let result = records.last, let run = records.first else { return }
    // A banner run's requests: every record says which, in order from 0; the result's counts speak of the first.
    let banner = run["format"] as? String == "banner"
    let indices = records.compactMap { ($0["requestIndex"] as? NSNumber)?.intValue }
    #expect(
      indices.count == (banner ? records.count : 0), "\(name): requestIndex on banner records only, on all of them")
    #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 <= $1 && $1 <= $0 + 1 }, "\(name): requests out of order")
    let requests = (result["requests"] as? [[String: Any]]) ?? []
    #expect(requests.count == (banner ? (indices.max() ?? 0) + 1 : 0), "\(name): result.requests")
    let firstRequest = records.filter { ($0["requestIndex"] as? NSNumber)?.intValue ?? 0 == 0 }
    func count(_ type: String, _ test: ([String: Any]) -> Bool = { _ in true }) -> Int {
      firstRequest.filter { $0["type"] as? String == type && test($0) }.count
    }
    func sdk(_ call: String) -> Int { count("sdk") { $0["call"] as? String == call } }
    func event(_ event: String) -> Int { count("event") { $0["name"] as? String == event } }

    let everyWaterfall = records.filter { $0["type"] as? String == "waterfall" }
    #expect(everyWaterfall.count == max(requests.count, 1), "\(name): \(everyWaterfall.count) waterfall records")
    for (request, waterfall) in zip(requests, everyWaterfall) {
      #expect(request["filled"] as? Bool == (waterfall["outcome"] as? String == "fill"), "\(name): requests[].filled")
      #expect(request["latencyMs"] as? NSNumber == waterfall["latencyMs"] as? NSNumber, "\(name): requests[].latencyMs")
    }
    let waterfalls = firstRequest.filter { $0["type"] as? String == "waterfall" }
    #expect(waterfalls.count == 1, "\(name): \(waterfalls.count) waterfall records in the first request")
    if let waterfall = waterfalls.first {
      let filled = waterfall["outcome"] as? String == "fill"
      #expect(result["filled"] as? Bool == filled, "\(name): result.filled")
      #expect(
        (result["lineItem"] as? String) == (filled ? waterfall["lineItem"] as? String : nil), "\(name): result.lineItem"
      )
      #expect(result["latencyMs"] as? NSNumber == waterfall["latencyMs"] as? NSNumber, "\(name): result.latencyMs")
    }
    // Breaches count the whole run.
    let violations = records.filter { $0["type"] as? String == "violation" }
    let errors = violations.filter { $0["severity"] as? String == "error" }.count
    let warnings = violations.filter { $0["severity"] as? String == "warning" }.count
    #expect(errors + warnings == violations.count, "\(name): a violation without a severity")
    #expect((result["violations"] as? NSNumber)?.intValue == errors, "\(name): result.violations")
    #expect((result["warnings"] as? NSNumber)?.intValue == warnings, "\(name): result.warnings")
    let rewards = firstRequest.filter { $0["type"] as? String == "reward" }
    #expect(rewards.count <= 1, "\(name): more than one reward granted")
    let granted = rewards.first?["reward"] as? NSDictionary
    #expect((result["reward"] as? NSDictionary) == granted, "\(name): result.reward")
    let impressions = sdk("didRecordImpression") + sdk("recordImpression") + event("reportImpression")
    #expect((result["impressions"] as? NSNumber)?.intValue == impressions, "\(name): result.impressions")
    let clicks = sdk("didRecordClickOnAsset") + event("reportClick") + count("click") { $0["counted"] as? Bool == true }
    #expect((result["clicks"] as? NSNumber)?.intValue == clicks, "\(name): result.clicks")
    let entries = ((result["responseInfo"] as? [String: Any])?["adNetworkInfoArray"] as? [Any])?.count
    #expect(entries == (run["lineItems"] as? NSNumber)?.intValue, "\(name): responseInfo entries")
  }
}
