import MediationKit

/// Why a façade call gave no answer: what kind of failure, and the message
/// the `mediate` command would print for it.
public struct MediationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kinds of failure, each with the exit status its command gives it (cli.md).
  public enum Kind: Equatable, Sendable {
    /// A config, a report or a partial result is invalid (exit 65).
    case invalidInput
    /// An argument is out of range or names nothing (exit 64): a field of
    /// the summary that does not exist, a run count of 0.
    case invalidArgument
    /// A file could not be read (exit 66).
    case unreadable
    /// The call was cancelled through its `BatchCancellation`.
    case cancelled
    /// A bug in mediate (exit 70): the message says what to report.
    case internalError
  }

  public var kind: Kind
  /// The message, one problem a line, each with its file and place when it has them.
  public var message: String
  /// A config's problems one by one, when `kind` is `.invalidInput` for a config.
  public var diagnostics: [ConfigDiagnostic]

  package init(_ kind: Kind, _ message: String, diagnostics: [ConfigDiagnostic] = []) {
    self.kind = kind
    self.message = message
    self.diagnostics = diagnostics
  }

  public var description: String { message }

  /// A config's load failure, its lines as `mediate validate` prints them.
  package init(_ error: ConfigError, name: String) {
    let diagnostics: [ConfigDiagnostic]
    switch error {
    case .tooLarge: diagnostics = []
    case .invalid(let problems, _): diagnostics = problems
    }
    self.init(.invalidInput, error.lines(file: name).joined(separator: "\n"), diagnostics: diagnostics)
  }

  /// The failure of a call whose cancellation was asked for.
  package static let cancelled = MediationError(.cancelled, "cancelled")
}
