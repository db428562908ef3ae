import Foundation

/// The built `mediate` executable, run as a user runs it.
///
/// It sits next to the test bundle in SwiftPM's build folder; set
/// `MEDIATE_BINARY` to test another build.
enum MediateBinary {
  /// What one run printed and how it ended.
  struct Outcome: Equatable {
    var status: Int32
    var stdout: Data
    var stderr: Data
  }

  static var url: URL {
    if let path = ProcessInfo.processInfo.environment["MEDIATE_BINARY"] { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mediate")
  }

  /// Runs mediate with `arguments` in `directory`, feeding `stdin`.
  static func run(_ arguments: [String], in directory: URL, stdin: Data = Data()) throws -> Outcome {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes while the process runs, so a full pipe cannot block it.
    let group = DispatchGroup()
    nonisolated(unsafe) var stdoutData = Data()
    nonisolated(unsafe) var stderrData = Data()
    group.enter()
    DispatchQueue.global().async {
      stdoutData = output.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      stderrData = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    input.fileHandleForWriting.write(stdin)
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    group.wait()
    return Outcome(status: process.terminationStatus, stdout: stdoutData, stderr: stderrData)
  }
}
