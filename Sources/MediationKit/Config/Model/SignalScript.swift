/// What a bidder's network answers when its adapter collects signals for the auction
/// (`lineItems[].network.signals`): a token, an empty token or an error, after its latency.
package struct SignalScript: Hashable, Sendable {
  /// What the network's signal collection gives.
  package enum Outcome: String, CaseIterable, Sendable {
    /// A bid token (`token`, or one derived from the config, the seed and the label).
    case token
    /// An empty token, which the profile's `collectSignals.emptyTokenError` fails or passes on as `""`.
    case empty
    /// The network's error (`error`), which the profile's `collectSignals.error` passes through or maps.
    case error
  }

  package var outcome = ConfigSchema.Signals.outcome.defaultValue
  /// From the SDK's call to the signal's arrival.
  package var latency = ConfigSchema.Signals.latencyMs.defaultValue
  /// The token; nil: the derived one (`SignalToken`). An empty string is an empty token.
  package var token: String?
  /// The network's error, for `error`.
  package var error: AdError?

  package init(
    outcome: Outcome = ConfigSchema.Signals.outcome.defaultValue,
    latency: LoadScript.Latency = ConfigSchema.Signals.latencyMs.defaultValue, token: String? = nil,
    error: AdError? = nil
  ) {
    self.outcome = outcome
    self.latency = latency
    self.token = token
    self.error = error
  }
}
