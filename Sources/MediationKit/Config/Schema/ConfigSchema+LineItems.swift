/// A line item and its simulated network.
extension ConfigSchema {
  /// The keys of `lineItems[]`.
  package enum LineItem {
    package static let label = TypedKey(
      required: "label", Strings(nonEmpty: true), "the ad source's name, unique in the file")
    /// Required unless the line item has `adManager`.
    package static let className = TypedKey(
      "className", PlatformWords<String>(.className) { JSONStringLiteral.quoted($0) },
      defaultText: "required, except on an Ad Manager line item",
      "the adapter class (mediate adapters lists the registered ones)")
    package static let parameter = TypedKey(
      optional: "parameter", Strings(), "the server parameter, credentials.settings[\"parameter\"]")
    package static let ecpm = TypedKey(
      "ecpm", Decimals(DecimalNumber(micros: 0)...ConfigLimits.maximumEcpm), default: DecimalNumber(micros: 0),
      "manual eCPM in USD; with a valuation, the least price that fills; an error on a bidding line item")
    package static let timeoutMs = TypedKey(
      "timeoutMs", Integers(1...ConfigLimits.maximumTimeoutMs), default: 10_000,
      "how long the SDK waits for the load completion")
    package static let network = TypedKey(
      "network", Shaped<NetworkScript>.object("network"), default: NetworkScript(), "how the simulated network behaves")
    package static let adManager = TypedKey(
      optional: "adManager", Shaped<AdManagerCreative>(.object("adManager")), acceptsNull: false,
      "native: what Ad Manager serves itself, instead of className (mediate)"
    ).only(.adManager)
  }

  package static let lineItem = ConfigObject(
    name: "lineItem", title: "lineItems[]", summary: "One ad source of the waterfall.",
    keys: [
      LineItem.label.row, LineItem.className.row, LineItem.parameter.row, LineItem.settings.row, LineItem.ecpm.row,
      LineItem.timeoutMs.row, LineItem.network.row, LineItem.bidding.row, LineItem.adManager.row,
    ])

  /// The keys of `lineItems[].network`.
  package enum Network {
    /// A string is shorthand for `{"outcome": …}`; the default is the shorthand of `load.outcome`'s default.
    package static let load = TypedKey(
      "load",
      Shaped<LoadScript>(.anyOf([Load.outcome.kind.type, .object("load")])) { load in
        guard case .always(let outcome) = load.decision, load == LoadScript(decision: load.decision) else { return nil }
        return Load.outcome.kind.json(outcome)
      },
      default: LoadScript(), "the load answer; a string is shorthand for {\"outcome\": …}")
    package static let ad = TypedKey(
      optional: "ad", Shaped<NativeCreative>(.object("creative")), absent: "the Sample SDK's app-install creative",
      "native: the assets the network returns")
    /// The default is `{"amount": …}` with the Sample SDK's amount.
    package static let reward = TypedKey(
      "reward", Shaped<Int64>(.object("networkReward")) { "{\"amount\": \($0)}" }, default: 5,
      "rewarded, rewarded interstitial: what the network reports")
    package static let handlesUserImpressions = TypedKey(
      "handlesUserImpressions", Booleans(), default: false, "native: the network tracks impressions")
    package static let handlesUserClicks = TypedKey(
      "handlesUserClicks", Booleans(), default: false, "native: the network tracks clicks")
    package static let ready = TypedKey(
      "ready", Booleans(), default: true, "full-screen formats: whether the ad is still ready when presented")
    /// A string is shorthand for `{"outcome": …}` with the default error code.
    package static let present = TypedKey(
      "present",
      Shaped<PresentScript>(.anyOf([Present.outcome.kind.type, .object("present")])) { script in
        if case .fail(let code, let error) = script, Int64(code) != Present.errorCode.defaultValue || error != nil {
          return nil
        }
        return Present.outcome.kind.json(script.outcome)
      },
      default: .show, "full-screen formats: what the network does when asked to show (mediate)")
    package static let expiresAfterMs = TypedKey(
      optional: "expiresAfterMs", Integers(1...ConfigLimits.maximumTimeMs),
      "full-screen formats: the ad expires this long after the load (mediate)")
    package static let refreshesItself = TypedKey(
      "refreshesItself", Booleans(), default: false,
      "banner: the network refreshes its own banner, calling its load callback again 30 s after the fill")
    package static let show = TypedKey(
      optional: "show", Lists(of: Shaped<MediationKit.ShowStep>(.object("showStep"))),
      absent: "per format (docs/config.md)", acceptsNull: false,
      "the network's callbacks after the present or the render")
    package static let signals = TypedKey(
      "signals", Shaped<SignalScript>(.object("signals")) { $0 == SignalScript() ? "{\"outcome\": \"token\"}" : nil },
      default: SignalScript(), "bidders: what the network's signal collection gives, and when (mediate)")
  }

  package static let network = ConfigObject(
    name: "network", title: "lineItems[].network", summary: "The line item's simulated network.",
    keys: [
      Network.load.row, Network.ad.row, Network.reward.row, Network.handlesUserImpressions.row,
      Network.handlesUserClicks.row, Network.ready.row, Network.present.row, Network.expiresAfterMs.row,
      Network.show.row, Network.refreshesItself.row, Network.signals.row,
    ])

  /// The keys of `lineItems[].network.signals` (bidders).
  package enum Signals {
    package static let outcome = TypedKey(
      "outcome", Choices<SignalScript.Outcome>(), default: .token,
      "a token, an empty token, or the network's error")
    package static let latencyMs = TypedKey(
      "latencyMs", Load.latencyMs.kind, default: .fixed(0),
      "from the SDK's signal request to the signal; the bid's latency counts from then; a range draws uniformly")
    package static let token = TypedKey(
      optional: "token", Strings(), absent: "16 hex digits from the config, the seed and the label",
      acceptsNull: false, "token: the token (\"\" is an empty token)")
    package static let error = TypedKey(
      optional: "error", Shaped<AdError>(ConfigSchema.networkError), absent: "none (required with outcome error)",
      acceptsNull: false, "error: the network SDK's error")
  }

  package static let signals = ConfigObject(
    name: "signals", title: "lineItems[].network.signals",
    summary: "What a bidder's network answers its adapter's signal collection (mediate).",
    keys: [Signals.outcome.row, Signals.latencyMs.row, Signals.token.row, Signals.error.row])

  /// The keys of `lineItems[].network.load` (an object).
  package enum Load {
    package static let outcome = TypedKey(
      "outcome", Choices<LoadScript.Outcome>(), default: .fill, acceptsNull: true,
      "timeout: the network never calls back; empty (profiled networks): success without an ad")
    package static let fillRate = TypedKey(
      optional: "fillRate", Numbers(0...1), "instead of outcome: the chance of a fill")
    package static let latencyMs = TypedKey(
      "latencyMs",
      Shaped<LoadScript.Latency>(.anyOf([times.type, .object("latencyRange")])) { latency in
        guard case .fixed(let ms) = latency else { return nil }
        return times.json(ms)
      },
      default: .fixed(0), "from the load call to the answer; a range draws uniformly")
    package static let errorCode = TypedKey(
      optional: "errorCode",
      // Both platforms number the Sample SDK's four codes 0 to 3 (PlatformNames.networkError).
      Integers(0...3),
      absent: "3 for noFill; for error, Unknown (iOS 1, Android 0)",
      "SampleErrorCode: iOS 0 BadRequest, 1 Unknown, 2 NetworkError, 3 NoInventory; Android 0 UNKNOWN, 1 BAD_REQUEST, 2 NETWORK_ERROR, 3 NO_INVENTORY"
    )
    package static let duplicateCallbackAfterMs = TypedKey(
      optional: "duplicateCallbackAfterMs", times,
      "the network answers a second time, this long after the first (mediate)")
    package static let missingAdUnit = TypedKey(
      "missingAdUnit", Choices<LoadScript.MissingAdUnit>(), default: .fail,
      "without a parameter: fail with BadRequest, or fail and then load anyway, as seed 001's SampleRewardedAd (mediate)"
    )
    package static let error = TypedKey(
      optional: "error", Shaped<AdError>(ConfigSchema.networkError), acceptsNull: false,
      "profiled networks: the error the network's SDK reports for a failed load, instead of errorCode")
    package static let adSize = TypedKey(
      optional: "adSize", ConfigSchema.sizes, absent: "the size asked for (the request's, for a size name)",
      acceptsNull: false, "banner: the size the loaded banner comes back at, shown as didReceiveAd's detail")
  }

  package static let load = ConfigObject(
    name: "load", title: "lineItems[].network.load", summary: "The network's answer to a load.",
    keys: [
      Load.outcome.row, Load.fillRate.row, Load.valuation.row, Load.latencyMs.row, Load.errorCode.row,
      Load.duplicateCallbackAfterMs.row,
      Load.missingAdUnit.row, Load.error.row, Load.adSize.row,
    ])

  /// The keys of a latency range, `{min, max}`.
  package enum LatencyRange {
    package static let min = TypedKey(required: "min", times, "the shortest latency")
    package static let max = TypedKey(required: "max", times, "the longest latency, at least min")
  }

  package static let latencyRange = ConfigObject(
    name: "latencyRange", title: "latencyMs (a range)", summary: "A latency drawn uniformly, both ends included.",
    keys: [LatencyRange.min.row, LatencyRange.max.row])

  /// The keys of `lineItems[].network.present` (an object).
  package enum Present {
    package static let outcome = TypedKey(
      required: "outcome", Choices<PresentScript.Outcome>(), "what the network does")
    package static let errorCode = TypedKey("errorCode", errorCodes, default: 1, "fail: the show error code")
    package static let error = TypedKey(
      optional: "error", Shaped<AdError>(ConfigSchema.networkError), acceptsNull: false,
      "fail, profiled networks: the error the network's SDK reports, instead of errorCode")
  }

  package static let present = ConfigObject(
    name: "present", title: "lineItems[].network.present (an object)", summary: "A show the network fails.",
    keys: [Present.outcome.row, Present.errorCode.row, Present.error.row])

  /// The keys of `lineItems[].network.reward`.
  package enum NetworkReward {
    package static let amount = TypedKey(required: "amount", amounts, "the amount")
  }

  package static let networkReward = ConfigObject(
    name: "networkReward", title: "lineItems[].network.reward", summary: "The reward a rewarded network reports.",
    keys: [NetworkReward.amount.row])

  /// The keys of `lineItems[].network.show[]`.
  package enum ShowStep {
    package static let atMs = TypedKey(required: "atMs", times, "from the present or the render; not decreasing")
    package static let callback = TypedKey(
      required: "callback", PlatformWords<NetworkCallback>(.showCallback) { JSONStringLiteral.quoted($0.rawValue) },
      "the callback, of the ad unit's format")
    package static let amount = TypedKey(
      optional: "amount", amounts, absent: "network.reward.amount", acceptsNull: false,
      "userDidEarnReward: the amount (mediate)")
    package static let asset = TypedKey(
      "asset", Choices<NativeAssetIdentifier>(), default: .callToAction, "click: the clicked asset (mediate)")
    package static let error = TypedKey(
      optional: "error", Shaped<AdError>(ConfigSchema.networkError), absent: "none: the show fails without an error",
      acceptsNull: false, "banner didFailToShow, profiled networks: the error the network's SDK reports")
  }

  package static let showStep = ConfigObject(
    name: "showStep", title: "lineItems[].network.show[]", summary: "One network callback, at a time offset.",
    keys: [ShowStep.atMs.row, ShowStep.callback.row, ShowStep.amount.row, ShowStep.asset.row, ShowStep.error.row])
}
