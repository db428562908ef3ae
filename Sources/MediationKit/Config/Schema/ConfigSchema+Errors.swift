/// Errors a network's SDK reports, and errors adapters pass through.
extension ConfigSchema {
  /// An error a simulated network's SDK reports (`network.load.error`,
  /// `network.present.error`, a profile's `setUp.networkError`).
  static let networkError = ConfigValueType.object("networkError")
  /// A profile's error, or `"passThrough"`: the network's error, unchanged.
  static let errorOrPassThrough = ConfigValueType.anyOf([
    error, .choice([passThrough]), .platformName(.messageOnlyFailure),
  ])
  /// A profile's error, or on a platform with message-only failures a plain string (`present.errors`' causes but
  /// `showFailed`).
  static let errorOrMessage = ConfigValueType.anyOf([error, .platformName(.messageOnlyFailure)])
  /// What a profile's error says to hand the SDK its network's error unchanged.
  static let passThrough = "passThrough"

  /// The keys of a network's error: an `NSError` of the network's SDK.
  package enum NetworkError {
    package static let domain = TypedKey(required: "domain", Strings(nonEmpty: true), "the network SDK's error domain")
    package static let code = TypedKey(required: "code", errorCodes, "the error code")
    package static let message = TypedKey(
      "message", Strings(), defaultText: "NSError's \"The operation couldn’t be completed. (<domain> error <code>.)\"",
      "the localized description")

    /// What `NSError` says of an error whose user info gives no description.
    static func defaultMessage(domain: String, code: Int) -> String {
      "The operation couldn’t be completed. (\(domain) error \(code).)"
    }
  }

  package static let networkErrorObject = ConfigObject(
    name: "networkError", title: "a network's error",
    summary: "An error a profiled network's SDK reports (mediate); the Sample SDK reports numeric codes.",
    keys: [NetworkError.domain.row, NetworkError.code.row, NetworkError.message.row])
}
