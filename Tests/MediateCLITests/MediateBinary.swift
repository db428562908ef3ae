import Foundation
import Testing

/// The built `mediate` executable, run as a user runs it.
///
/// It sits next to the test bundle in SwiftPM's build folder; set
/// `MEDIATE_BINARY` to test another build. Every run has a time limit: a
/// child that outlives it is killed and the test fails, so no process test
/// can hold up the suite.
enum MediateBinary {
  /// What one run printed and how it ended.
  struct Outcome: Equatable {
    var status: Int32
    var stdout: Data
    var stderr: Data
  }

  /// How long any child may run before the test gives up on it.
  static let timeLimitSeconds = 60

  static var url: URL {
    if let path = ProcessInfo.processInfo.environment["MEDIATE_BINARY"] { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mediate")
  }

  /// The environment children run in: the test's own, without colour,
  /// width and locale settings, without the variables of a job array
  /// (`--shard auto` would read them: the suite may itself run in one) and
  /// without the Swift runtime's crash handler, so that the only handler a
  /// child has is mediate's.
  static func environment(_ changes: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in ["NO_COLOR", "COLUMNS", "TERM", "LC_ALL", "LC_CTYPE", "LANG"] + jobArrayVariables {
      environment.removeValue(forKey: key)
    }
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(changes) { $1 }
    return environment
  }

  /// Runs mediate with `arguments` in `directory`, feeding `stdin`.
  static func run(
    _ arguments: [String], in directory: URL, stdin: Data = Data(), environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Outcome {
    try ChildProcess.run(
      executable: url, arguments: arguments, in: directory, stdin: stdin, environment: Self.environment(environment),
      sourceLocation: sourceLocation)
  }
}

/// A child process with its standard streams collected and a deadline on
/// every wait: for the process, and for both output pipes.
///
/// Started with `posix_spawn`, not Foundation's `Process`: on Linux,
/// `Process.run()` of Swift 6.3.1 intermittently crashes the test process
/// (a buffer over-read while it lists `/proc/self/fd`,
/// swiftlang/swift-corelibs-foundation#5472).
enum ChildProcess {
  /// Starts `executable`, writes `stdin` and closes it, reads both outputs
  /// while it runs, and waits at most `MediateBinary.timeLimitSeconds`.
  /// A child still running then is killed, and the test fails.
  static func run(
    executable: URL, arguments: [String], in directory: URL, stdin: Data = Data(),
    environment: [String: String] = MediateBinary.environment(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> MediateBinary.Outcome {
    let running = try start(
      executable: executable, arguments: arguments, in: directory, environment: environment)
    // A child that exits without reading its input must not stop the write.
    signal(SIGPIPE, SIG_IGN)
    running.input.fileHandleForWriting.write(stdin)
    try running.input.fileHandleForWriting.close()
    return running.finish(sourceLocation: sourceLocation)
  }

  /// Why a child could not be started.
  struct SpawnError: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
  }

  /// Held while a pipe is made and while a child is spawned, so that no
  /// child starts between a pipe's creation and its close-on-exec flag.
  private static let spawning = NSLock()

  /// A pipe whose two ends close on exec: only the ends a child is given
  /// (duplicated onto its standard streams) reach it, so no other child
  /// keeps this one's pipes open.
  final class ChildPipe: @unchecked Sendable {
    let fileHandleForReading: FileHandle
    let fileHandleForWriting: FileHandle

    init() throws {
      var fds: [Int32] = [0, 0]
      ChildProcess.spawning.lock()
      defer { ChildProcess.spawning.unlock() }
      guard pipe(&fds) == 0 else { throw SpawnError(code: errno) }
      _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
      fileHandleForReading = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
      fileHandleForWriting = FileHandle(fileDescriptor: fds[1], closeOnDealloc: true)
    }
  }

  /// Starts a child whose standard input stays open until the caller closes it.
  static func start(
    executable: URL, arguments: [String], in directory: URL? = nil,
    environment: [String: String] = MediateBinary.environment()
  ) throws -> Running {
    let running = try Running(arguments: arguments)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, running.input.fileHandleForReading.fileDescriptor, 0)
    posix_spawn_file_actions_adddup2(&actions, running.output.fileHandleForWriting.fileDescriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, running.error.fileHandleForWriting.fileDescriptor, 2)
    // posix_spawn has no portable way to change directory: a shell does, then becomes the child.
    var command = [executable.path] + arguments
    var path = executable.path
    if let directory {
      command = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path] + command
      path = "/bin/sh"
    }
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    spawning.lock()
    let code = posix_spawn(&pid, path, &actions, nil, argv, envp)
    spawning.unlock()
    guard code == 0 else { throw SpawnError(code: code) }
    // The child has its ends; the parent keeps only its own.
    try running.input.fileHandleForReading.close()
    try running.output.fileHandleForWriting.close()
    try running.error.fileHandleForWriting.close()
    running.started(pid: pid)
    return running
  }

  /// A started child and its pipes.
  final class Running: @unchecked Sendable {
    let arguments: [String]
    let input: ChildPipe
    let output: ChildPipe
    let error: ChildPipe
    private let exited = DispatchSemaphore(value: 0)
    private let readers = DispatchGroup()
    // Written by one thread each, read only after `exited` or `readers` says so.
    private var stdoutData = Data()
    private var stderrData = Data()
    private var waitStatus: Int32 = 0
    private(set) var pid: Int32 = 0

    init(arguments: [String]) throws {
      self.arguments = arguments
      input = try ChildPipe()
      output = try ChildPipe()
      error = try ChildPipe()
    }

    fileprivate func started(pid: Int32) {
      self.pid = pid
      readers.enter()
      DispatchQueue.global().async {
        self.stdoutData = self.output.fileHandleForReading.readDataToEndOfFile()
        self.readers.leave()
      }
      readers.enter()
      DispatchQueue.global().async {
        self.stderrData = self.error.fileHandleForReading.readDataToEndOfFile()
        self.readers.leave()
      }
      Thread.detachNewThread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        self.waitStatus = status
        self.exited.signal()
      }
    }

    /// Waits for the child to end and its pipes to close, within the time
    /// limit; kills it and records a test failure when it does not.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) -> MediateBinary.Outcome {
      let deadline = DispatchTime.now() + .seconds(MediateBinary.timeLimitSeconds)
      var ended = exited.wait(timeout: deadline) == .success
      if !ended {
        kill(pid, SIGKILL)
        ended = exited.wait(timeout: .now() + .seconds(10)) == .success
        Issue.record(
          "mediate \(arguments) did not finish within \(MediateBinary.timeLimitSeconds) s and was killed",
          sourceLocation: sourceLocation)
      }
      if readers.wait(timeout: .now() + .seconds(10)) == .timedOut {
        Issue.record("the output pipes of mediate stayed open after it ended", sourceLocation: sourceLocation)
        return MediateBinary.Outcome(status: -1, stdout: Data(), stderr: Data())
      }
      guard ended else { return MediateBinary.Outcome(status: -1, stdout: stdoutData, stderr: stderrData) }
      // Exit status as Process reports it: the code, or the signal's number for a child a signal ended.
      let signal = waitStatus & 0x7f
      let status = signal == 0 ? (waitStatus >> 8) & 0xff : signal
      return MediateBinary.Outcome(status: status, stdout: stdoutData, stderr: stderrData)
    }
  }
}
