extension ConfigError {
  /// The diagnostic lines of the config named `file`, as `mediate validate`
  /// prints them (without the program name): one a problem, then how many
  /// more were found; for a file too large, one line for the whole file.
  package func lines(file: String) -> [String] {
    switch self {
    case .invalid(let diagnostics, let omitted):
      var lines = diagnostics.map { $0.line(file: file) }
      if omitted > 0 { lines.append("\(file): \(omitted) more errors not shown") }
      return lines
    case .tooLarge(let byteCount):
      return ["\(file): \(Self.tooLargeMessage(byteCount: byteCount))"]
    }
  }

  /// What is wrong with a file of `byteCount` bytes (or more) past the limit.
  package static func tooLargeMessage(byteCount: Int) -> String {
    "file is larger than \(ConfigLimits.maximumFileBytes >> 20) MiB (\(byteCount) bytes or more)"
  }
}
