import MediationKit

/// What a command runs against: the standard streams, the environment and
/// the machine; real in the `mediate` binary, in memory in tests.
package struct CLIContext {
  package var standardInput: any InputSource
  package var standardOutput: any OutputChannel
  package var standardError: any OutputChannel
  package var environment: [String: String]
  /// The default of `--jobs`.
  package var processorCount: Int
  /// Monotonic wall-clock time in nanoseconds, for the progress line only:
  /// nothing a simulation prints depends on it.
  package var monotonicNanoseconds: @Sendable () -> UInt64
  /// How the files the command line names are written (`--junit`, `init`):
  /// the system's calls, replaced in tests by calls that fail.
  var fileOperations = FileOutput.Operations.system
  /// The bytes of memory the process may use (`MemoryLimit`), which bounds
  /// the jobs of a batch; nil when unknown (only the number of cores does).
  var memoryLimit: Int?

  package init(
    standardInput: any InputSource, standardOutput: any OutputChannel, standardError: any OutputChannel,
    environment: [String: String], processorCount: Int, monotonicNanoseconds: @escaping @Sendable () -> UInt64 = { 0 }
  ) {
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.environment = environment
    self.processorCount = processorCount
    self.monotonicNanoseconds = monotonicNanoseconds
  }

  /// Whether text falls back to ASCII where it has an ASCII form (the
  /// compare headline's markers, decide2.md): when the locale, the first of
  /// `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty, names a
  /// character set other than UTF-8 (`C`, `POSIX`, `en_US.ISO-8859-1`).
  /// Without a locale, text is UTF-8.
  var textIsASCII: Bool {
    let names = ["LC_ALL", "LC_CTYPE", "LANG"]
    guard let locale = names.lazy.compactMap({ self.environment[$0] }).first(where: { !$0.isEmpty }) else {
      return false
    }
    let lowered = locale.lowercased()
    return !(lowered.contains("utf-8") || lowered.contains("utf8"))
  }

  /// Writes one diagnostic line to standard error: `mediate: <message>`.
  ///
  /// Every line goes through the one escaping policy of outputs for people
  /// (`DisplayText`): whatever a config or an argument put in it (escape
  /// sequences, bidirectional controls, line separators) reaches the
  /// terminal escaped. Escaping is idempotent, so parts escaped already stay as they are.
  func report(_ message: String) {
    standardError.write(Array("mediate: \(DisplayText.escaped(message))\n".utf8))
  }

  /// Writes text to standard output.
  func print(_ text: String) {
    standardOutput.write(Array(text.utf8))
  }
}
