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
  /// The Swift runtime (its backtracer) and a sanitizer's runtime catch
  /// SIGSEGV before `main`, and a SIGSEGV sent then goes to their handler, so
  /// `/proc`'s mask of caught signals cannot tell whose handler is installed.
  /// mediate installs its handlers before it reads anything, so the signal
  /// goes out once the child both catches SIGSEGV and sits in `read` on its
  /// standard input (the backtracer is off as well: `MediateBinary.environment`).
  @Test func reportsACrashAsAnInternalError() throws {
    let running = try ChildProcess.start(executable: MediateBinary.url, arguments: ["simulate", "-"])
    // mediate waits for its config on standard input; a fault there stands in for a bug.
    let caught = Self.waitUntilCatching(SIGSEGV, pid: running.pid)
    #expect(caught, "mediate never installed its SIGSEGV handler")
    let reading = caught && Self.waitUntilReadingStandardInput(running.pid)
    #expect(reading, "mediate never blocked reading standard input, or /proc cannot tell")
    if reading { kill(running.pid, SIGSEGV) }
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

  /// A stream has no size to check first: standard input and a named pipe
  /// are read up to one byte past the limit, then refused like a large file.
  @Test(arguments: [
    ("validate -  < <(head -c 16777300 /dev/zero | tr '\\0' ' ')", "<stdin>"),
    ("validate <(head -c 16777300 /dev/zero | tr '\\0' ' ')", "/dev/fd/"),
  ])
  func refusesAnOversizedStream(command: String, file: String) throws {
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", "\"$0\" " + command, MediateBinary.url.path],
      in: Self.folder)
    #expect(outcome.status == 65)
    #expect(outcome.stdout.isEmpty)
    let message = String(decoding: outcome.stderr, as: UTF8.self)
    #expect(message.hasPrefix("mediate: \(file)"))
    #expect(message.hasSuffix(": file is larger than 16 MiB (16777217 bytes or more)\n"))
  }

  /// A config from the shell's process substitution (a named pipe) is read like a file.
  @Test func readsAConfigFromAProcessSubstitution() throws {
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: ["-c", "\"$0\" simulate --format ndjson <(cat config.json)", MediateBinary.url.path], in: Self.folder)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let expected = try Data(contentsOf: Self.folder.appendingPathComponent("expected.ndjson"))
    #expect(outcome.stdout == expected)
  }

  /// A named pipe made with mkfifo, written by another process.
  @Test func readsAConfigFromANamedPipe() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-fifo-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("config.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let config = Self.folder.appendingPathComponent("config.json").path
    let outcome = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: ["-c", "cat \"$1\" > \"$2\" & \"$0\" validate \"$2\"; wait", MediateBinary.url.path, config, fifo],
      in: directory)
    #expect(outcome.status == 0)
    #expect(String(decoding: outcome.stdout, as: UTF8.self) == "\(fifo): valid (rewarded ad unit, 2 line items)\n")
  }

  /// Arguments are bytes: one that is not UTF-8 is shown escaped (`\xFF`),
  /// never written raw to the terminal, and a file so named is opened by its
  /// very bytes (Foundation's `Process` takes only strings, hence the shell).
  @Test func takesArgumentsThatAreNotUTF8() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-bytes-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = Self.folder.appendingPathComponent("config.json").path
    let badOption = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: ["-c", "\"$0\" simulate --format \"$(printf 'x\\377')\" config.json", MediateBinary.url.path],
      in: Self.folder)
    #expect(badOption.status == 64)
    #expect(
      String(decoding: badOption.stderr, as: UTF8.self)
        == "mediate: simulate: --format expects auto, text, ndjson, json, mermaid or html, found x\\xFF\n")
    let named = try ChildProcess.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: [
        "-c",
        "name=\"c$(printf '\\376').json\"; cp \"$1\" \"$name\" && \"$0\" validate \"$name\" && \"$0\" test --format text .",
        MediateBinary.url.path, config,
      ],
      in: directory)
    #expect(named.status == 0)
    #expect(named.stderr.isEmpty)
    let lines = String(decoding: named.stdout, as: UTF8.self).split(separator: "\n")
    #expect(lines.first == "c\\xFE.json: valid (rewarded ad unit, 2 line items)")
    #expect(lines.dropFirst().first == "✓ ./c\\xFE.json (0 checks)")
  }

  /// A socket is refused at once, before any open that could wait.
  @Test func refusesASocketAtOnce() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mediate-socket-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("config.sock").path
    let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    let outcome = try MediateBinary.run(["simulate", path], in: directory)
    #expect(outcome.status == 66)
    #expect(
      String(decoding: outcome.stderr, as: UTF8.self)
        == "mediate: \(path): neither a regular file nor a named pipe (use - to read standard input)\n")
  }

  /// Whether process `pid` blocks reading a pipe: its kernel wait channel is
  /// `pipe_read` (`anon_pipe_read` on newer kernels, `pipe_wait` before 5.6),
  /// or, where the kernel hides wait channels (`0`), its current system call
  /// is `read` (`/proc/PID/syscall`); polls for up to 30 s.
  private static func waitUntilReadingStandardInput(_ pid: Int32) -> Bool {
    #if arch(x86_64)
      let readCall = "0"
    #else
      let readCall = "63"
    #endif
    let deadline = DispatchTime.now() + .seconds(30)
    while DispatchTime.now() < deadline {
      guard let channel = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8) else { return false }
      if channel.hasSuffix("pipe_read") || channel.hasSuffix("pipe_wait") { return true }
      if channel == "0", let call = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8),
        call.split(separator: " ").first.map(String.init) == readCall
      {
        return true
      }
      sched_yield()
    }
    return false
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
