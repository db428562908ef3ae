import Foundation
import Testing

/// The real binary against the real operating system: a full disk, a
/// closed pipe, byte-identical repeats.
struct ProcessTests {
  static let folder = Golden.fixtures.appendingPathComponent("scenarios/rewarded-fall-through")

  @Test func exitsWith74WhenTheDiskIsFull() throws {
    guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" simulate config.json > /dev/full", MediateBinary.url.path]
    process.currentDirectoryURL = Self.folder
    let error = Pipe()
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message == "mediate: cannot write output: No space left on device\n")
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c", "set -o pipefail; \"$0\" simulate config.json | head -1 >/dev/null", MediateBinary.url.path,
    ]
    process.currentDirectoryURL = directory
    let error = Pipe()
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(error.fileHandleForReading.readDataToEndOfFile().isEmpty)
  }

  @Test func reportsACrashAsAnInternalError() throws {
    let process = Process()
    process.executableURL = MediateBinary.url
    process.arguments = ["simulate", "-"]
    let input = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = Pipe()
    process.standardError = error
    try process.run()
    // mediate waits for its config on standard input; a fault there stands in for a bug.
    // Send it only once mediate has installed its handler (no sleeping: /proc says when).
    #expect(Self.waitUntilCatching(SIGSEGV, pid: process.processIdentifier))
    kill(process.processIdentifier, SIGSEGV)
    process.waitUntilExit()
    try input.fileHandleForWriting.close()
    #expect(process.terminationStatus == 70)
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message.hasPrefix("mediate: internal error: mediate crashed; this is a bug in mediate, please report it"))
  }

  @Test func closedPipeExitsZeroWithoutAMessage() throws {
    let process = Process()
    process.executableURL = MediateBinary.url
    process.arguments = ["simulate", "--format", "json", "config.json"]
    process.currentDirectoryURL = Self.folder
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    // Close our read end first: every write mediate makes fails with EPIPE.
    try output.fileHandleForReading.close()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(error.fileHandleForReading.readDataToEndOfFile().isEmpty)
  }

  /// Whether process `pid` catches `signal`, read from the `SigCgt` mask of
  /// `/proc/PID/status`; polls (yielding the CPU) until it does or the process ends.
  private static func waitUntilCatching(_ signal: Int32, pid: Int32) -> Bool {
    for _ in 0..<1_000_000 {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
      let mask = status.split(separator: "\n").first { $0.hasPrefix("SigCgt:") }
        .flatMap { UInt64($0.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16) }
      if let mask, mask & (1 << UInt64(signal - 1)) != 0 { return true }
      sched_yield()
    }
    return false
  }
}
