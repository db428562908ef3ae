import MediationKit

/// The Sample ad network's publisher extras (`SampleExtras`).
struct SampleExtras: AdNetworkExtras {
  static let keys = ["debugLogging", "muteAudio"]

  /// Whether the network logs debug output.
  var debugLogging: Bool
  /// Whether video ads play muted.
  var muteAudio: Bool

  init(values: NetworkExtrasValues) {
    debugLogging = values.boolean("debugLogging") ?? false
    muteAudio = values.boolean("muteAudio") ?? false
  }
}
