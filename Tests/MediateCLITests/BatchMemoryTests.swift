import Foundation
import MediationPlatforms
import Testing

@testable import MediateCLI
@testable import MediationIOS
@testable import MediationKit

/// The jobs of a batch are bounded by the cores and by memory, estimated
/// before the batch starts; a batch that cannot fit even on one job is
/// refused (71) rather than crashing when an allocation fails (70).
struct BatchMemoryTests {
  typealias Load = BatchMemory.Load

  /// Whether the tests run under AddressSanitizer or ThreadSanitizer (`make sanitize` sets their options).
  static let underSanitizer = ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains {
    ProcessInfo.processInfo.environment[$0] != nil
  }

  /// A waterfall of `count` line items that never fill.
  static func waterfall(lineItems count: Int, summary: Bool = false) -> String {
    let items = (0..<count).map {
      #"{"label":"L\#($0)","className":"SampleCustomEvent","parameter":"p","network":{"load":"noFill"}}"#
    }
    let expect = summary ? #","expect":{"summary":{"fillRate":"== 0"},"runs":10}"# : ""
    return #"{"adUnit":{"id":"/1/r","format":"rewarded","reward":{"type":"c","amount":1}},"lineItems":["#
      + items.joined(separator: ",") + "]" + expect + "}"
  }

  @Test(arguments: [
    (Int?.none, 1_000, 2, 2),  // the default: the cores
    (1_024, 1_000, 2, 4),  // at most two jobs per core
    (3, 1_000, 8, 3),  // as asked
    (64, 5, 8, 5),  // at most the runs
  ])
  func boundsTheJobsByTheCoresAndTheRuns(requested: Int?, runs: Int, cores: Int, jobs: Int) throws {
    let loads = [Load(lineItems: 10, runs: runs)]
    #expect(try BatchMemory.jobs(requested: requested, loads: loads, cores: cores, memoryLimit: nil) == jobs)
  }

  /// Per job: a 512 KiB histogram and 128 bytes per line item; per running
  /// thread: 512 bytes per line item.
  @Test func estimatesJobsTimesLineItems() {
    let load = Load(lineItems: 100_000, runs: 1_000)
    let perJob = 65_536 * 8 + 128 * 100_000
    let perThread = 512 * 100_000
    #expect(BatchMemory.Estimate([load], cores: 8).bytes(jobs: 256) == 256 * perJob + 8 * perThread)
    #expect(BatchMemory.Estimate([load], cores: 8).bytes(jobs: 2) == 2 * perJob + 2 * perThread)
    // Several configs run one job each: the largest `jobs` of them at once.
    let loads = [Load(lineItems: 10, runs: 0), Load(lineItems: 1_000, runs: 100), Load(lineItems: 100, runs: 100)]
    let costs = [512 * 10, 65_536 * 8 + 640 * 1_000, 65_536 * 8 + 640 * 100]
    #expect(BatchMemory.Estimate(loads, cores: 8).bytes(jobs: 1) == costs[1])
    #expect(BatchMemory.Estimate(loads, cores: 8).bytes(jobs: 2) == costs[1] + costs[2])
    #expect(BatchMemory.Estimate(loads, cores: 8).bytes(jobs: 64) == costs.reduce(0, +))
  }

  @Test func lowersTheJobsUntilTheBatchFits() throws {
    let load = Load(lineItems: 100_000, runs: 1_000_000)
    let limit = 512 << 20
    let jobs = try BatchMemory.jobs(requested: 16, loads: [load], cores: 8, memoryLimit: limit)
    let estimate = BatchMemory.Estimate([load], cores: 8)
    #expect(jobs > 1 && jobs < 16)
    #expect(estimate.bytes(jobs: jobs) <= limit / 2)
    #expect(estimate.bytes(jobs: jobs + 1) > limit / 2)
  }

  @Test func refusesABatchThatDoesNotFitOnOneJob() {
    let load = Load(lineItems: 100_000, runs: 10)
    let oneJob = 65_536 * 8 + 640 * 100_000
    #expect(throws: BatchMemory.Refusal(bytes: oneJob, budget: 32 << 20, limit: 64 << 20)) {
      try BatchMemory.jobs(requested: nil, loads: [load], cores: 4, memoryLimit: 64 << 20)
    }
    #expect(BatchMemory.shown(oneJob) == "61.5 MiB")
    #expect(BatchMemory.shown(3 << 30) == "3.0 GiB")
  }

  @Test func simulateRefusesWithStatus71AndNothingOnStandardOutput() {
    let config = Self.waterfall(lineItems: 1_000)
    let refused = InProcess(["simulate", "--runs", "100", "-"], stdin: config, memoryLimit: 1 << 20)
    #expect(refused.status == .insufficientMemory)
    #expect(refused.stdout.bytes.isEmpty)
    #expect(
      refused.stderr.text
        == "mediate: <stdin>: --runs 100 with 1000 line items needs about 1.1 MiB of memory even on one thread, "
        + "more than the 0.5 MiB a batch may use (half of the 1.0 MiB this process may use)\n")
    // The same batch fits in more memory, and prints what it prints without a limit.
    let fits = InProcess(["simulate", "--runs", "100", "--jobs", "1024", "-"], stdin: config, memoryLimit: 1 << 30)
    #expect(fits.status == .success)
    #expect(fits.stdout.text == InProcess(["simulate", "--runs", "100", "-"], stdin: config).stdout.text)
    // A single traced run is not a batch: nothing to estimate.
    #expect(InProcess(["simulate", "-"], stdin: config, memoryLimit: 1 << 20).status == .success)
  }

  /// `plan --check-tests` keeps every run's revenue of both arms (16 bytes a run): counted with the batch, and
  /// refused (71) before anything is played when it cannot fit.
  @Test func planRefusesRunsWhoseRevenuesDoNotFit() {
    let config = Golden.fixtures.deletingLastPathComponent().appendingPathComponent("examples/plan/a.json").path
    let arguments = ["plan", "--split", "10", "--requests-per-day", "1000", "--runs", "100000000", config, config]
    let refused = InProcess(arguments + ["--check-tests", "1"], memoryLimit: 1 << 30)
    #expect(refused.status == .insufficientMemory)
    #expect(refused.stdout.bytes.isEmpty)
    #expect(
      refused.stderr.text.hasPrefix(
        "mediate: plan: --runs 100000000 with --check-tests needs about 1.5 GiB of memory even on one thread"),
      "\(refused.stderr.text)")
    // Without the self-check nothing is kept: the same runs fit (checked, not played).
    #expect(throws: Never.self) {
      try BatchMemory.jobs(
        requested: nil, loads: [Load(lineItems: 1, runs: 100_000_000), Load(lineItems: 1, runs: 100_000_000)],
        cores: 2, memoryLimit: 1 << 30)
    }
  }

  @Test func testRefusesWithStatus71BeforeAnyTestRuns() {
    let refused = InProcess(
      ["test", "--format", "ndjson", "-"], stdin: Self.waterfall(lineItems: 1_000, summary: true),
      memoryLimit: 1 << 20)
    #expect(refused.status == .insufficientMemory)
    #expect(refused.stdout.bytes.isEmpty)
    #expect(
      refused.stderr.text
        == "mediate: <stdin>: its test needs about 1.1 MiB of memory even on one thread, more than the 0.5 MiB "
        + "a batch may use (half of the 1.0 MiB this process may use); no test was run\n")
  }

  /// Issue 17's case, on the real binary: memory grew as jobs × line items
  /// (100,000 line items at `--jobs 256`: 2.6 GB), and an allocation that
  /// failed ended the batch with status 70. Here 50,000 line items at
  /// `--jobs 256` under an address-space limit of 1 GB (which mediate reads
  /// as its memory limit): before, status 70 after about 950 MB; now the
  /// jobs are bounded and the batch ends normally.
  @Test(.enabled(if: !underSanitizer, "skipped: a sanitizer's runtime reserves more address space than the limit"))
  func staysWithinTheMemoryLimitAtManyJobs() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-jobs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(Self.waterfall(lineItems: 50_000).utf8).write(to: directory.appendingPathComponent("big.json"))
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: [
        "-c", "ulimit -v 1000000; exec \"$0\" simulate --runs 256 --jobs 256 --format ndjson big.json",
        MediateBinary.url.path,
      ], in: directory)
    #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
    #expect(String(decoding: outcome.stdout, as: UTF8.self).contains(#""type":"summary","seq":2,"t":0,"runs":256,"#))
  }
}
