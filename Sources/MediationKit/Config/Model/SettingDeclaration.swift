/// A server setting a profile's adapter reads (`adapters.<class>.settings.<key>`):
/// whether it must be there, where the adapter checks it and how it fails,
/// the value it uses when the setting is missing, and whether it is the
/// network's placement.
package struct SettingDeclaration: Hashable, Sendable {
  /// The key in `credentials.settings` (`appKey`, `instanceId`, `placement_id`).
  package var key: String
  /// The adapter fails when the key is missing or an empty string.
  package var required = ConfigSchema.Setting.required.defaultValue
  /// Where the adapter reads the key: set-up (which gets the credentials of
  /// every line item of the class) and each load.
  package var at = ConfigSchema.Setting.at.defaultValue
  /// How the adapter fails when a required key is missing.
  package var error: AdapterProfile.ErrorTemplate
  /// The value the adapter uses when the key is missing.
  package var defaultValue: String?
  /// The key is the network's placement (ad unit) ID: what it is asked to load.
  package var isPlacement = ConfigSchema.Setting.placement.defaultValue
  /// The placement a test request loads instead (Moloco's `moloco_test_placement`); with it, a required
  /// placement missing from a test request's settings is no failure.
  package var testValue: String?

  package init(key: String, className: String) {
    self.key = key
    error = ErrorTemplate(domain: className, code: 101, message: "Missing or invalid \(key).")
  }

  private typealias ErrorTemplate = AdapterProfile.ErrorTemplate
}

/// Where an adapter reads a setting or hands one to its network: in
/// `setUpWithConfiguration:completionHandler:`, or when it loads an ad.
package enum AdapterPhase: String, CaseIterable, Hashable, Sendable {
  case setUp
  case load
}
