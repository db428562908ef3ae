import MediationKit

/// A standard stream the CLI writes to: it remembers the first write that
/// failed and drops everything after it.
package protocol OutputChannel: ByteSink {
  /// Whether the stream is a terminal (for `--format auto` and colour).
  var isTerminal: Bool { get }
  /// The terminal's width in columns, when the stream is a terminal that says.
  var terminalColumns: Int? { get }
  /// The first failed write, if any.
  var failure: OutputFailure? { get }
}

/// Why output could not be written.
package enum OutputFailure: Error, Equatable, Sendable {
  /// The reader went away (a closed pipe): stop quietly.
  case closed
  /// A real I/O error, such as a full disk (exit status 74).
  case failed(String)
}
