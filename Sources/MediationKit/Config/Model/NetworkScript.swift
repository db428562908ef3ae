/// How one line item's simulated third-party SDK behaves (`lineItems[].network`).
package struct NetworkScript: Hashable, Sendable {
  package var load: LoadScript
  /// The native assets the network returns; nil means the Sample SDK's
  /// own app-install creative.
  package var ad: NativeCreative? {
    get { adStorage?.value }
    set { adStorage = newValue.map(OutOfLine.init) }
  }
  /// The creative kept out of line: most line items have none.
  private var adStorage: OutOfLine<NativeCreative>?
  /// The reward amount the network reports (rewarded only).
  package var rewardAmount: Int64
  /// Whether the network tracks impressions itself (native only).
  package var handlesUserImpressions: Bool
  /// Whether the network tracks clicks itself (native only).
  package var handlesUserClicks: Bool
  /// Whether the ad is still ready when the app presents it (rewarded only).
  package var ready: Bool
  /// Banner (kept beside the other one-byte keys, which packs the struct): the network refreshes its own banner, calling its load
  /// callback again 30 s after the fill (`refreshesItself`).
  package var refreshesItself = ConfigSchema.Network.refreshesItself.defaultValue
  /// What the network does when the adapter asks it to show a ready ad (rewarded only).
  package var present = ConfigSchema.Network.present.defaultValue
  /// When set, the loaded ad expires this long after the load (rewarded only).
  package var expiresAfterMs: Int64? {
    get { rare?.value.expiresAfterMs }
    set { OutOfLine.update(&rare, empty: Rare()) { $0.expiresAfterMs = newValue } }
  }
  /// The callbacks after the ad is presented or rendered; nil means the
  /// default script for the format.
  package var show: [ShowStep]?
  /// A bidder's signal collection (`signals`).
  package var signals: SignalScript {
    get { rare?.value.signals ?? SignalScript() }
    set { OutOfLine.update(&rare, empty: Rare()) { $0.signals = newValue } }
  }

  /// The keys most line items leave as they are, kept out of line and only when one is set: few networks' ads
  /// expire, most line items do not bid and most bidders keep the default signals. A waterfall of 100,000 line
  /// items then holds 16 bytes less for each (docs/benchmarks.md, `validate`'s peak memory).
  private struct Rare: Hashable, Sendable {
    var expiresAfterMs: Int64?
    var signals = SignalScript()
  }
  private var rare: OutOfLine<Rare>?

  package init(
    load: LoadScript = ConfigSchema.Network.load.defaultValue, ad: NativeCreative? = nil,
    rewardAmount: Int64 = ConfigSchema.Network.reward.defaultValue,
    handlesUserImpressions: Bool = ConfigSchema.Network.handlesUserImpressions.defaultValue,
    handlesUserClicks: Bool = ConfigSchema.Network.handlesUserClicks.defaultValue,
    ready: Bool = ConfigSchema.Network.ready.defaultValue, show: [ShowStep]? = nil
  ) {
    self.load = load
    self.adStorage = ad.map(OutOfLine.init)
    self.rewardAmount = rewardAmount
    self.handlesUserImpressions = handlesUserImpressions
    self.handlesUserClicks = handlesUserClicks
    self.ready = ready
    self.show = show
  }
}

/// What a network does when asked to show a ready full-screen ad (`network.present`).
package enum PresentScript: Hashable, Sendable {
  /// It shows the ad and plays the `show` script.
  case show
  /// It fails to show, calling back with this error code, or with this
  /// error (a profiled network's SDK reports an error object).
  indirect case fail(errorCode: Int, error: AdError? = nil)
  /// It returns without a word, as the Sample SDK does for an ad that is not ready.
  case silent
  /// It fails to show with no error (a profiled network's SDK: Moloco's `failToShow` with a nil error), which
  /// the profile's `present.errors.showFailedWithoutError` answers.
  case failWithoutError

  /// What the network does, as `network.present` names it.
  package enum Outcome: String, CaseIterable, Sendable {
    case show
    case fail
    case silent
    case failWithoutError
  }

  package var outcome: Outcome {
    switch self {
    case .show: .show
    case .fail: .fail
    case .silent: .silent
    case .failWithoutError: .failWithoutError
    }
  }
}
