/// The server-side settings of one line item, as entered in the AdMob or Ad
/// Manager UI (`GADMediationCredentials`).
public struct MediationCredentials: Sendable {
  /// The ad format of the request these credentials are for.
  public var format: AdFormat
  /// The line item's server parameters; custom events read `settings["parameter"]` (`parameter`).
  public var settings: [String: String]

  public init(format: AdFormat, settings: [String: String]) {
    self.format = format
    self.settings = settings
  }
}
