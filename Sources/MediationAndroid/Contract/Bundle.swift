import MediationKit

/// An Android `Bundle` of strings, as the server parameters are handed to an adapter.
struct Bundle {
  private let strings: [String: String]

  init(_ strings: [String: String]) {
    self.strings = strings
  }

  /// The value of `key`, or nil.
  func getString(_ key: String) -> String? { strings[key] }

  /// The strings, for what the core decides from a line item's settings.
  var asDictionary: [String: String] { strings }
}
