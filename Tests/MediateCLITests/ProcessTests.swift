import Foundation
import Testing

/// The real binary against the real operating system: a full disk, a
/// closed pipe, byte-identical repeats.
struct ProcessTests {
  static let folder = Golden.fixtures.appendingPathComponent("scenarios/rewarded-fall-through")

  @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "skipped: this system has no /dev/full"))
  func exitsWith74WhenTheDiskIsFull() throws {
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "exec \"$0\" simulate config.json > /dev/full", MediateBinary.url.path], in: Self.folder)
    #expect(outcome.status == 74)
    #expect(
      String(decoding: outcome.stderr, as: UTF8.self) == "mediate: cannot write output: No space left on device\n")
  }

  @Test func stopsQuietlyUnderHead() throws {
    // Two thousand failing line items make a trace far larger than a pipe's buffer.
    let items = (0..<2_000).map {
      #"{"label": "L\#($0)", "className": "SampleCustomEvent", "parameter": "p", "network": {"load": "noFill"}}"#
    }
    let config = """
      {"adUnit": {"id": "/1/r", "format": "rewarded", "reward": {"type": "c", "amount": 1}},
       "lineItems": [\(items.joined(separator: ","))]}
      """
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-head-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(config.utf8).write(to: directory.appendingPathComponent("config.json"))
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: ["-c", "set -o pipefail; \"$0\" simulate config.json | head -1 >/dev/null", MediateBinary.url.path],
      in: directory)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
  }

  /// A fault in mediate becomes exit status 70 and a request to report it.
  ///
  /// The Swift runtime catches SIGSEGV before `main` (its backtracer), and a
  /// SIGSEGV sent then is swallowed, so `/proc` cannot tell whose handler is
  /// installed. The child therefore runs with the backtracer off
  /// (`MediateBinary.environment`): the only SIGSEGV handler it can have is
  /// mediate's, and the signal goes out only once `/proc` shows it.
  @Test func reportsACrashAsAnInternalError() throws {
    let running = try ChildProcess.start(executable: MediateBinary.url, arguments: ["simulate", "-"])
    // mediate waits for its config on standard input; a fault there stands in for a bug.
    let caught = Self.waitUntilCatching(SIGSEGV, pid: running.pid)
    #expect(caught, "mediate never installed its SIGSEGV handler")
    if caught { kill(running.pid, SIGSEGV) }
    // Closing standard input ends mediate even if the signal went astray; the deadline backs that up.
    try running.input.fileHandleForWriting.close()
    let outcome = running.finish()
    #expect(outcome.status == 70)
    let message = String(decoding: outcome.stderr, as: UTF8.self)
    #expect(message.hasPrefix("mediate: internal error: mediate crashed; this is a bug in mediate, please report it"))
  }

  @Test func closedPipeExitsZeroWithoutAMessage() throws {
    // The shell closes mediate's standard output before it starts: every write fails with EPIPE or EBADF.
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: ["-c", "set -o pipefail; \"$0\" simulate --format json config.json | true", MediateBinary.url.path],
      in: Self.folder)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
  }

  /// Whether process `pid` catches `signal`, read from the `SigCgt` mask of
  /// `/proc/PID/status`; polls until it does, the process ends, or 30 s pass.
  private static func waitUntilCatching(_ signal: Int32, pid: Int32) -> Bool {
    let deadline = DispatchTime.now() + .seconds(30)
    while DispatchTime.now() < deadline {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
      let mask = status.split(separator: "\n").first { $0.hasPrefix("SigCgt:") }
        .flatMap { UInt64($0.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16) }
      if let mask, mask & (1 << UInt64(signal - 1)) != 0 { return true }
      sched_yield()
    }
    return false
  }
}
