import Foundation
import MediationSimulator
import Synchronization
import Testing

/// The library façade does what the command does: each entry point against
/// the golden output of the `mediate` command that plays the same thing, and
/// the façade's own contract (errors, cancellation) besides.
struct FacadeTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  private static func path(_ relative: String) -> String {
    fixtures.appendingPathComponent(relative).path
  }

  private static func text(_ relative: String) throws -> String {
    try String(contentsOfFile: path(relative), encoding: .utf8)
  }

  /// A config read from the fixtures, named as the command's golden names it.
  private static func config(_ relative: String, name: String) throws -> MediationConfig {
    let data = try Data(contentsOf: URL(fileURLWithPath: path(relative)))
    return try MediationConfig(bytes: [UInt8](data), name: name)
  }

  @Test func traceGivesTheRecordsSimulatePrints() throws {
    let config = try MediationConfig(contentsOfFile: Self.path("scenarios/rewarded-fall-through/config.json"))
    let trace = Mediation.trace(config)
    let expected = try Self.text("scenarios/rewarded-fall-through/expected.ndjson")
    #expect(String(decoding: trace.rendered(as: .ndjson), as: UTF8.self) == expected)
    #expect(trace.records.map(\.line).joined(separator: "\n") + "\n" == expected)
    #expect(trace.records.last?.type == "result")
    #expect(trace.records.map(\.seq) == Array(trace.records.indices))
    // The JSON value is the line read back: its `type` key is the record's.
    for record in trace.records {
      guard case .object(let members) = record.json else {
        Issue.record("record \(record.seq) is not an object")
        continue
      }
      #expect(members.first { $0.key == "type" }?.value == .string(record.type))
    }
    #expect(trace.result.filled)
  }

  @Test func summarizeGivesTheRecordsOfRuns() throws {
    let config = try Self.config("scenarios/auction-three-bidders-eight-instances/config.json", name: "config.json")
    let summary = try Mediation.summarize(config, runs: 200, jobs: 2)
    let expected = try Self.text("commands/runs-auction-ndjson/expected.stdout")
    #expect(String(decoding: summary.rendered(as: .ndjson), as: UTF8.self) == expected)
    #expect(summary.summary[.runs] == 200)
  }

  @Test func compareGivesTheComparisonRecord() throws {
    let a = try Self.config("commands/compare-ndjson/a.json", name: "a.json")
    let b = try Self.config("commands/compare-ndjson/b.json", name: "b.json")
    let record = try Mediation.compare(a, b, runs: 5000, jobs: 2)
    #expect(record.ndjson + "\n" == (try Self.text("commands/compare-ndjson/expected.stdout")))
  }

  @Test func optimizeGivesTheOptimizationRecord() throws {
    let config = try Self.config("commands/optimize-ndjson/waterfall.json", name: "waterfall.json")
    let optimization = try Mediation.optimize(
      config, vary: [.order, .floors, .drop], runs: 1000, candidates: 60)
    // Without --out the command prints the config on standard output and its record on standard error.
    #expect(optimization.record.ndjson + "\n" == (try Self.text("commands/optimize-ndjson/expected.stderr")))
    #expect(
      String(decoding: optimization.config, as: UTF8.self)
        == (try Self.text("commands/optimize-ndjson/expected.stdout")))
    let written = try MediationConfig(bytes: optimization.config, name: "best.json")
    #expect(written.format == config.format)
  }

  /// decide2.md §1 through the façade: a config with worlds, compared and optimised as the command does.
  @Test func compareAndOptimizeHoldOverWorlds() throws {
    let a = try Self.config("commands/compare-worlds/a.json", name: "a.json")
    let b = try Self.config("commands/compare-worlds/b.json", name: "b.json")
    let record = try Mediation.compare(a, b, runs: 20_000, jobs: 2)
    #expect(record.text() == (try Self.text("commands/compare-worlds/expected.stdout")))
    let worlds = try Self.config("commands/optimize-robust-base/worlds.json", name: "worlds.json")
    let optimization = try Mediation.optimize(worlds, vary: [.floors], runs: 1000, robust: .base)
    #expect(optimization.record.text(width: 100) == (try Self.text("commands/optimize-robust-base/expected.stderr")))
  }

  @Test func fitGivesTheFitRecordAndAConfigThatLoads() throws {
    let report = try Data(contentsOf: URL(fileURLWithPath: Self.path("commands/fit-csv/report.csv")))
    let fit = try Mediation.fit(report: [UInt8](report), name: "report.csv")
    // Without --out the command prints the config on standard output and its report on standard error.
    #expect(fit.record.text(width: 100) == (try Self.text("commands/fit-csv/expected.stderr")))
    #expect(String(decoding: fit.config, as: UTF8.self) == (try Self.text("commands/fit-csv/expected.stdout")))
    let fitted = try MediationConfig(bytes: fit.config, name: "fitted.json")
    #expect(!fitted.lineItemLabels.isEmpty)
  }

  /// The closed form's worlds, as `mediate fit --demand --value-sigma 1 --sigma-worlds 0.5,1,1.5` writes them.
  @Test func fitWritesTheWorldsTheCommandWrites() throws {
    let report = try Data(contentsOf: URL(fileURLWithPath: Self.path("commands/fit-closed-form-worlds/report.csv")))
    let fit = try Mediation.fit(
      report: [UInt8](report), name: "report.csv", demand: true, valueSigma: DecimalNumber(integer: 1),
      sigmaWorlds: [DecimalNumber(micros: 500_000), DecimalNumber(integer: 1), DecimalNumber(micros: 1_500_000)])
    #expect(fit.record.ndjson + "\n" == (try Self.text("commands/fit-closed-form-worlds/expected.stderr")))
    #expect(String(decoding: fit.config, as: UTF8.self) == (try Self.text("commands/fit-closed-form-worlds/expected.stdout")))
    #expect(fit.record.worlds?.map(\.label) == ["sigma 1", "sigma 0.5", "sigma 1.5"])
    #expect {
      try Mediation.fit(report: [UInt8](report), demand: true, sigmaWorlds: [DecimalNumber(micros: 0)])
    } throws: { error in
      (error as? MediationError)?.kind == .invalidArgument
    }
  }

  @Test func anInvalidConfigThrowsItsDiagnostics() {
    #expect {
      try MediationConfig(
        bytes: Array(#"{"version": 1, "adUnit": {"id": "x", "format": "rewarded"}, "lineItems": 3}"#.utf8),
        name: "bad.json")
    } throws: { error in
      guard let error = error as? MediationError else { return false }
      return error.kind == .invalidInput && !error.diagnostics.isEmpty && error.message.hasPrefix("bad.json:1:")
    }
  }

  @Test func aBatchCancelledBeforeItStartsThrows() throws {
    let config = try MediationConfig(contentsOfFile: Self.path("scenarios/rewarded-fall-through/config.json"))
    let cancellation = BatchCancellation()
    cancellation.cancel()
    #expect(throws: MediationError(.cancelled, "cancelled")) {
      try Mediation.summarize(config, runs: 1000, cancellation: cancellation)
    }
  }

  @Test func aBatchCancelledBetweenChunksStopsThere() throws {
    let config = try MediationConfig(contentsOfFile: Self.path("scenarios/rewarded-fall-through/config.json"))
    let cancellation = BatchCancellation()
    let heard = Mutex<[Int]>([])
    #expect(throws: MediationError(.cancelled, "cancelled")) {
      // One thread plays chunks of 65,536 runs: cancelled after the first, it takes no second.
      try Mediation.summarize(config, runs: 1_000_000, cancellation: cancellation) { played in
        heard.withLock { $0.append(played) }
        cancellation.cancel()
      }
    }
    #expect(heard.withLock { $0 } == [65_536])
  }

  @Test func runsOutOfRangeAreRefused() throws {
    let config = try MediationConfig(contentsOfFile: Self.path("scenarios/rewarded-fall-through/config.json"))
    #expect(throws: MediationError(.invalidArgument, "runs: expected 1 to 1000000000, found 0")) {
      try Mediation.summarize(config, runs: 0)
    }
  }

  @Test(arguments: [-1, 1_001, Int.min, Int.max])
  func restartsOutOfRangeAreRefused(restarts: Int) throws {
    let config = try Self.config("commands/optimize-ndjson/waterfall.json", name: "waterfall.json")
    #expect(throws: MediationError(.invalidArgument, "restarts: expected 0 to 1000, found \(restarts)")) {
      try Mediation.optimize(config, runs: 10, candidates: 1, restarts: restarts)
    }
  }

  @Test func anUnknownObjectiveIsRefusedWithASuggestion() throws {
    let config = try Self.config("commands/optimize-ndjson/waterfall.json", name: "waterfall.json")
    #expect {
      try Mediation.optimize(config, objective: "fillRat", runs: 10, candidates: 1)
    } throws: { error in
      (error as? MediationError)?.message == ".fillRat is not a numeric field of the summary (did you mean .fillRate?)"
    }
  }

  @Test func jobsPlayedApartMergeIntoTheWholeBatch() throws {
    let config = try Self.config("scenarios/auction-three-bidders-eight-instances/config.json", name: "config.json")
    let jobs = try Mediation.jobs(of: config, runs: 200, count: 3)
    #expect(jobs.map(\.runs) == [0..<66, 66..<133, 133..<200])
    #expect(jobs.allSatisfy { $0.configIdentity == config.identity && $0.batchRuns == 200 })
    let parts = try jobs.enumerated().map { index, job in try Mediation.play(job, of: config, threads: index + 1) }
    let merged = try Mediation.merge(parts.reversed())
    #expect(merged.isComplete)
    #expect(merged == (try Mediation.merge([parts[1], try Mediation.merge([parts[2], parts[0]])])))
    let summary = try Mediation.summary(of: merged, config: config)
    let whole = try Mediation.summarize(config, runs: 200)
    #expect(summary.rendered(as: .ndjson) == whole.rendered(as: .ndjson))
    #expect(
      String(decoding: summary.rendered(as: .ndjson), as: UTF8.self)
        == (try Self.text("commands/runs-auction-ndjson/expected.stdout")))
  }

  @Test func partsOfOneBatchAreRefusedWhenTheyOverlapOrMissRuns() throws {
    let config = try Self.config("scenarios/auction-three-bidders-eight-instances/config.json", name: "config.json")
    let jobs = try Mediation.jobs(of: config, runs: 100, count: 2)
    let first = try Mediation.play(jobs[0], of: config)
    #expect(throws: MediationError.self) { try Mediation.merge([first, first]) }
    #expect(throws: MediationError.self) { try Mediation.merge([]) }
    #expect {
      try Mediation.summary(of: first, config: config)
    } throws: { error in
      (error as? MediationError)?.message == "the partial result covers runs 0..<50 of 100: merge the others first"
    }
    let other = try MediationConfig(contentsOfFile: Self.path("scenarios/rewarded-fall-through/config.json"))
    #expect {
      try Mediation.play(jobs[1], of: other)
    } throws: { error in
      (error as? MediationError)?.kind == .invalidArgument
    }
  }

  @Test func aJobCancelledBeforeItStartsThrows() throws {
    let config = try MediationConfig(contentsOfFile: Self.path("scenarios/rewarded-fall-through/config.json"))
    let cancellation = BatchCancellation()
    cancellation.cancel()
    let job = try #require(try Mediation.jobs(of: config, runs: 10_000, count: 1).first)
    #expect(throws: MediationError(.cancelled, "cancelled")) {
      try Mediation.play(job, of: config, cancellation: cancellation)
    }
    let other = try Self.config("commands/compare-ndjson/b.json", name: "b.json")
    #expect(throws: MediationError(.cancelled, "cancelled")) {
      try Mediation.compare(config, other, runs: 10_000, cancellation: cancellation)
    }
  }

  /// A file past what a config may have is refused after reading one byte more, whatever its size.
  @Test func anEndlessFileIsAConfigTooLarge() {
    #expect {
      try MediationConfig(contentsOfFile: "/dev/zero")
    } throws: { error in
      (error as? MediationError)?.kind == .invalidInput
        && (error as? MediationError)?.message == "/dev/zero: file is larger than 16 MiB (16777217 bytes or more)"
    }
    #expect {
      try MediationConfig(contentsOfFile: "/nonexistent/config.json")
    } throws: { error in
      (error as? MediationError) == MediationError(.unreadable, "/nonexistent/config.json: cannot be opened")
    }
  }

  @Test func threadsAreBoundedAsJobsAre() throws {
    let config = try MediationConfig(contentsOfFile: Self.path("scenarios/rewarded-fall-through/config.json"))
    #expect(throws: MediationError(.invalidArgument, "jobs: expected 1 to 1024, found 100000000")) {
      try Mediation.summarize(config, runs: 1_000, jobs: 100_000_000)
    }
    let job = try #require(try Mediation.jobs(of: config, runs: 10, count: 1).first)
    #expect(throws: MediationError(.invalidArgument, "threads: expected 1 to 1024, found 0")) {
      try Mediation.play(job, of: config, threads: 0)
    }
  }
}
