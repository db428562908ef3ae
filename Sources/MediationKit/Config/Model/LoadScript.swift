/// How a network answers a load (`lineItems[].network.load`).
package struct LoadScript: Hashable, Sendable {
  /// What the network's answer is.
  package enum Outcome: String, CaseIterable, Sendable {
    case fill
    case noFill
    case error
    /// The network never calls back.
    case timeout
    /// The network calls its success callback without an ad (Mintegral's
    /// empty campaign list): profiled networks only.
    case empty
  }

  /// How the outcome is decided.
  package enum Decision: Hashable, Sendable {
    case always(Outcome)
    /// Fill with this probability, otherwise no fill; one seeded draw per load.
    case fillRate(Double)
  }

  /// What the network does with a load that has no ad unit (no `parameter`).
  package enum MissingAdUnit: String, CaseIterable, Sendable {
    /// It fails at once with BadRequest, as the Sample SDK documents.
    case fail
    /// It fails at once with BadRequest, then goes on loading as if it had
    /// one and answers again after its latency: seed 001's `SampleRewardedAd`,
    /// whose `fetchAd` calls the failure callback and does not return.
    case failThenLoad
  }

  /// How long the network takes to call back.
  package enum Latency: Hashable, Sendable {
    case fixed(Int64)
    /// Drawn uniformly from `min...max`, one seeded draw per load.
    case uniform(min: Int64, max: Int64)
  }

  package var decision: Decision
  package var latency: Latency
  /// The failure code; nil means the default for the outcome.
  package var errorCode: SampleErrorCode? {
    get { rare?.value.errorCode }
    set { OutOfLine.update(&rare, empty: Rare()) { $0.errorCode = newValue } }
  }
  /// The error a profiled network's SDK reports for a failed load (its
  /// refusal of a load without an ad unit included), instead of the Sample
  /// SDK's numeric code; nil: the numeric code alone.
  package var error: AdError? {
    get { rare?.value.error }
    set { OutOfLine.update(&rare, empty: Rare()) { $0.error = newValue } }
  }
  /// When set, the network calls back a second time this long after the
  /// first, with the same answer (a buggy SDK).
  package var duplicateCallbackAfterMs: Int64? {
    get { rare?.value.duplicateCallbackAfterMs }
    set { OutOfLine.update(&rare, empty: Rare()) { $0.duplicateCallbackAfterMs = newValue } }
  }
  package var missingAdUnit = ConfigSchema.Load.missingAdUnit.defaultValue
  /// The size a banner comes back at (`adSize`); nil: the size its adapter asked for.
  package var adSize: AdSize? {
    get { rare?.value.adSize }
    set { OutOfLine.update(&rare, empty: Rare()) { $0.adSize = newValue } }
  }
  /// How much the network would pay for the request (`valuation`): a
  /// waterfall line item then fills when the price reaches its `ecpm`, and
  /// a bidding line item bids it. nil: `decision` decides alone.
  package var valuation: Valuation? {
    get { rare?.value.valuation }
    set { OutOfLine.update(&rare, empty: Rare()) { $0.valuation = newValue } }
  }

  /// The keys most line items leave unset, kept out of line and only when
  /// one is set: a waterfall of 100,000 line items then holds 48 bytes
  /// less for each (docs/benchmarks.md, `validate`'s peak memory).
  private struct Rare: Hashable, Sendable {
    var errorCode: SampleErrorCode?
    var error: AdError?
    var duplicateCallbackAfterMs: Int64?
    var adSize: AdSize?
    var valuation: Valuation?
  }
  private var rare: OutOfLine<Rare>?

  package init(
    decision: Decision = .always(ConfigSchema.Load.outcome.defaultValue),
    latency: Latency = ConfigSchema.Load.latencyMs.defaultValue, errorCode: SampleErrorCode? = nil,
    duplicateCallbackAfterMs: Int64? = nil
  ) {
    self.decision = decision
    self.latency = latency
    self.errorCode = errorCode
    self.duplicateCallbackAfterMs = duplicateCallbackAfterMs
  }
}
