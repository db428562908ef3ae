/// The single server parameter of a custom event: the key under which the
/// SDK passes a line item's `parameter` in `credentials.settings`, as
/// custom events read it (`credentials.settings[@"parameter"]`).
enum ServerParameter {
  static let key = "parameter"
}

extension MediationCredentials {
  /// The custom event's server parameter (`settings["parameter"]`).
  var parameter: String? { settings[ServerParameter.key] }
}
