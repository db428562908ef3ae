import MediationKit

/// Why a config named on the command line could not be loaded.
enum ConfigLoadFailure: Error {
  case unreadable(InputError)
  case invalid(ConfigError)

  /// The diagnostic lines, without the program name.
  func lines(file: String) -> [String] {
    switch self {
    case .invalid(let error):
      return error.lines(file: file)
    case .unreadable(let error):
      return ["\(file): \(error.message)"]
    }
  }

  /// The failure as an entry of `validate --format json`.
  func reportEntry(file: String) -> ValidationReport.Entry {
    switch self {
    case .invalid(.invalid(let diagnostics, let omitted)):
      let problems = diagnostics.map {
        ValidationReport.Problem(location: $0.location, path: $0.path, message: $0.problem.message)
      }
      return ValidationReport.Entry(file: file, status: .invalid, problems: problems, omitted: omitted)
    case .unreadable, .invalid(.tooLarge):
      let problem = ValidationReport.Problem(location: nil, path: nil, message: wholeFileMessage)
      let status: ValidationReport.Status
      if case .unreadable = self { status = .unreadable } else { status = .invalid }
      return ValidationReport.Entry(file: file, status: status, problems: [problem], omitted: 0)
    }
  }

  /// The message of a failure that concerns the whole file, not a place in it.
  private var wholeFileMessage: String {
    switch self {
    case .unreadable(let error):
      return error.message
    case .invalid(.tooLarge(let byteCount)):
      return ConfigError.tooLargeMessage(byteCount: byteCount)
    case .invalid(.invalid):
      return "invalid config"
    }
  }
}
