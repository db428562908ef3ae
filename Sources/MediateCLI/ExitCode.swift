import MediationKit

/// The exit statuses of `mediate`, as cli.md documents them, and below, the
/// one place each kind of failure is given its status.
package enum ExitCode: Int32, CaseIterable, Sendable {
  /// The command did what was asked (a waterfall without a fill included).
  case success = 0
  /// A check of `expect` failed, or `--strict` and a contract violation was recorded.
  case failure = 1
  /// The command line is wrong.
  case usage = 64
  /// The config is invalid.
  case invalidConfig = 65
  /// The config cannot be read.
  case unreadableInput = 66
  /// A bug in mediate.
  case internalError = 70
  /// A batch of runs needs more memory than the process may use, even on
  /// one thread (`BatchMemory`, estimated before it starts).
  case insufficientMemory = 71
  /// `mediate init` would overwrite a file, or cannot create it.
  case cannotCreate = 73
  /// Output could not be written.
  case outputError = 74
}

extension ConfigLoadFailure {
  var exitCode: ExitCode {
    switch self {
    case .unreadable: .unreadableInput
    case .invalid: .invalidConfig
    }
  }
}

extension TestPaths.Failure {
  /// A PATH that stands for no config: nothing to test.
  var exitCode: ExitCode { .unreadableInput }
}

extension FileOutput.Failure {
  var exitCode: ExitCode {
    switch self {
    case .exists, .cannotCreate: .cannotCreate
    case .cannotWrite: .outputError
    }
  }
}

extension BatchMemory.Refusal {
  /// Not a bug in mediate (70) and not the command line's fault (64): the
  /// machine, or the limits it is run under, has too little memory.
  var exitCode: ExitCode { .insufficientMemory }
}

extension ShardMerge.Failure {
  /// The files are not the shards of one batch: invalid input, like a bad config.
  var exitCode: ExitCode { .invalidConfig }
}

extension TestReport {
  /// An invalid or unreadable config wins over a failed test (expect.md).
  var exitCode: ExitCode {
    let tally = tally
    if tally.errors > 0 { return .invalidConfig }
    return tally.failed > 0 ? .failure : .success
  }
}
