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

  /// The environment children run in: the test's own, without colour
  /// settings and without the Swift runtime's crash handler, so that the
  /// only handler a child has is mediate's.
  static func environment(_ changes: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in ["NO_COLOR", "COLUMNS", "TERM"] { environment.removeValue(forKey: key) }
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
    running.input.fileHandleForWriting.write(stdin)
    try running.input.fileHandleForWriting.close()
    return running.finish(sourceLocation: sourceLocation)
  }

  /// Starts a child whose standard input stays open until the caller closes it.
  static func start(
    executable: URL, arguments: [String], in directory: URL? = nil,
    environment: [String: String] = MediateBinary.environment()
  ) throws -> Running {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = environment
    let running = Running(process: process)
    process.standardInput = running.input
    process.standardOutput = running.output
    process.standardError = running.error
    process.terminationHandler = { _ in running.exited.signal() }
    try process.run()
    running.startReading()
    return running
  }

  /// A started child and its pipes.
  final class Running: @unchecked Sendable {
    let process: Process
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    let exited = DispatchSemaphore(value: 0)
    private let readers = DispatchGroup()
    // Written by one reader thread each, read only after `readers` is done.
    private var stdoutData = Data()
    private var stderrData = Data()

    init(process: Process) {
      self.process = process
    }

    var pid: Int32 { process.processIdentifier }

    fileprivate func startReading() {
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
    }

    /// Waits for the child to end and its pipes to close, within the time
    /// limit; kills it and records a test failure when it does not.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) -> MediateBinary.Outcome {
      // The handler holds this object, which holds the process: let both go, whatever the way out.
      defer { process.terminationHandler = nil }
      let deadline = DispatchTime.now() + .seconds(MediateBinary.timeLimitSeconds)
      if exited.wait(timeout: deadline) == .timedOut {
        kill(pid, SIGKILL)
        _ = exited.wait(timeout: .now() + .seconds(10))
        Issue.record(
          "mediate \(process.arguments ?? []) did not finish within \(MediateBinary.timeLimitSeconds) s and was killed",
          sourceLocation: sourceLocation)
      }
      if readers.wait(timeout: .now() + .seconds(10)) == .timedOut {
        Issue.record("the output pipes of mediate stayed open after it ended", sourceLocation: sourceLocation)
        return MediateBinary.Outcome(status: -1, stdout: Data(), stderr: Data())
      }
      let status = process.isRunning ? -1 : process.terminationStatus
      return MediateBinary.Outcome(status: status, stdout: stdoutData, stderr: stderrData)
    }
  }
}
