/// What a command runs against: the standard streams, the environment and
/// the machine; real in the `mediate` binary, in memory in tests.
public struct CLIContext {
  public var standardInput: any InputSource
  public var standardOutput: any OutputChannel
  public var standardError: any OutputChannel
  public var environment: [String: String]
  /// The default of `--jobs`.
  public var processorCount: Int

  public init(
    standardInput: any InputSource, standardOutput: any OutputChannel, standardError: any OutputChannel,
    environment: [String: String], processorCount: Int
  ) {
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.environment = environment
    self.processorCount = processorCount
  }

  /// Writes one diagnostic line to standard error: `mediate: <message>`.
  func report(_ message: String) {
    standardError.write(Array("mediate: \(message)\n".utf8))
  }

  /// Writes text to standard output.
  func print(_ text: String) {
    standardOutput.write(Array(text.utf8))
  }
}
