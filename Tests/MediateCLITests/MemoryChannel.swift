import MediationIOS
import MediationKit
import MediationPlatforms

@testable import MediateCLI

/// A standard stream in memory, optionally pretending to be a terminal.
final class MemoryChannel: OutputChannel {
  let isTerminal: Bool
  var terminalColumns: Int?
  var failure: OutputFailure?
  private(set) var bytes: [UInt8] = []

  init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  func write(_ bytes: [UInt8]) {
    self.bytes += bytes
  }
}

/// Standard input in memory.
struct MemoryInput: InputSource {
  var bytes: [UInt8] = []

  func readAll(limit: Int) throws(InputError) -> [UInt8] {
    Array(bytes.prefix(limit))
  }

  func chunks(size: Int) -> () throws(InputError) -> [UInt8] {
    var rest = bytes[...]
    return { () throws(InputError) -> [UInt8] in
      defer { rest = rest.dropFirst(size) }
      return Array(rest.prefix(size))
    }
  }
}

/// Runs the CLI in-process.
struct InProcess {
  var stdout: MemoryChannel
  var stderr = MemoryChannel()
  var status: ExitCode

  init(
    _ arguments: [String], stdin: String = "", terminal: Bool = false, columns: Int? = nil, errorTerminal: Bool = false,
    environment: [String: String] = [:], clock: @escaping @Sendable () -> UInt64 = { 0 },
    fileOperations: FileOutput.Operations = .system, memoryLimit: Int? = nil
  ) {
    stdout = MemoryChannel(isTerminal: terminal)
    stdout.terminalColumns = columns
    stderr = MemoryChannel(isTerminal: errorTerminal)
    var context = CLIContext(
      standardInput: MemoryInput(bytes: Array(stdin.utf8)), standardOutput: stdout, standardError: stderr,
      environment: environment, processorCount: 2, monotonicNanoseconds: clock)
    context.fileOperations = fileOperations
    context.memoryLimit = memoryLimit
    status = CLI.run(arguments: arguments, context: context)
  }
}
