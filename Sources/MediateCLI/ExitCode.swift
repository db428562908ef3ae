/// The exit statuses of `mediate`, as cli.md documents them.
public enum ExitCode: Int32, CaseIterable, Sendable {
  /// The command did what was asked (a waterfall without a fill included).
  case success = 0
  /// `--strict` and a contract violation was recorded.
  case failure = 1
  /// The command line is wrong.
  case usage = 64
  /// The config is invalid.
  case invalidConfig = 65
  /// The config cannot be read.
  case unreadableInput = 66
  /// A bug in mediate.
  case internalError = 70
  /// `mediate init` would overwrite a file, or cannot create it.
  case cannotCreate = 73
  /// Output could not be written.
  case outputError = 74
}
