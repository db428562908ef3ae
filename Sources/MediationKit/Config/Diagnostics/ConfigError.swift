/// Why a config could not be turned into a `WaterfallConfig`.
package enum ConfigError: Error, Equatable, Sendable {
  /// The file is larger than `ConfigLimits.maximumFileBytes`; it was not read.
  case tooLarge(byteCount: Int)
  /// The file was read and has problems: the first
  /// `ConfigLimits.maximumReportedErrors` in file order, and how many more
  /// were found.
  case invalid([ConfigDiagnostic], omitted: Int)
}
