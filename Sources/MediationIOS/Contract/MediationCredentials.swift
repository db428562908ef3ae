import MediationKit

/// The server-side settings of one line item, as entered in the AdMob or Ad
/// Manager UI (`GADMediationCredentials`).
package struct MediationCredentials: Sendable {
  /// The ad format of the request these credentials are for.
  package var format: AdFormat
  /// The line item's server parameters; custom events read `settings["parameter"]` (`parameter`).
  package var settings: [String: String]

  package init(format: AdFormat, settings: [String: String]) {
    self.format = format
    self.settings = settings
  }
}

extension MediationCredentials {
  /// The custom event's server parameter (`settings["parameter"]`).
  var parameter: String? { settings[ServerParameter.key] }
}
