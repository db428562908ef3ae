/// The scripted network as one line item's adapter links it: the
/// network's scripted behaviour, wired into the simulation's virtual time.
/// Every platform's Sample SDK is this network under its own names (iOS:
/// `SampleSDK`; Android: `com.google.ads.mediation.sample.sdk`).
///
/// Ad objects the adapter creates (`ScriptedFullScreenAd`, a platform's
/// banner and native ad loader) hand their loads and show scripts to it; it
/// decides the outcome with the run's seeded generator and schedules each callback.
package final class ScriptedNetwork: SimulatedNetwork {
  /// What a rewarded or rewarded interstitial ad plays after `present` when the config gives no `show`.
  /// How long after its fill a network that refreshes its own banners loads the next one.
  package static let bannerSelfRefreshAfterMs: Int64 = 30_000

  package static let defaultRewardedShowScript = [
    ShowStep(atMs: 0, callback: .didPresent),
    ShowStep(atMs: 10_000, callback: .userDidEarnReward),
    ShowStep(atMs: 12_000, callback: .didDismiss),
  ]

  /// What an interstitial plays after `present` when the config gives no
  /// `show`: on screen at once, closed 5 s later (the Sample SDK's
  /// interstitial shows an alert until the user closes it).
  package static let defaultInterstitialShowScript = [
    ShowStep(atMs: 0, callback: .didPresent),
    ShowStep(atMs: 5_000, callback: .didDismiss),
  ]

  /// The show scripts a full-screen ad plays when the config gives none: each platform's Sample SDK has its own
  /// (iOS's are the two above; Android's are `SampleSDK`'s, of the Android Sample SDK's activity).
  package struct DefaultShowScripts: Sendable {
    package var rewarded: [ShowStep]
    package var interstitial: [ShowStep]

    package init(rewarded: [ShowStep], interstitial: [ShowStep]) {
      self.rewarded = rewarded
      self.interstitial = interstitial
    }

    /// The iOS Sample SDK's.
    package static let ios = DefaultShowScripts(
      rewarded: ScriptedNetwork.defaultRewardedShowScript, interstitial: ScriptedNetwork.defaultInterstitialShowScript)
  }

  /// What a platform's Sample SDK full-screen request has beside `testMode`, as the `load` record's `request`
  /// shows it: iOS's `SampleAdRequest.mute` and `SampleRewardedAd.enableDebugLogging`; Android's `SampleAdRequest`
  /// has neither (its `setTestMode` and `setKeywords` only).
  package struct FullScreenRequestMembers: Sendable {
    package var mute: Bool
    package var debugLogging: Bool

    package init(mute: Bool, debugLogging: Bool) {
      self.mute = mute
      self.debugLogging = debugLogging
    }

  }

  /// The show script of a full-screen ad of `format` when the config gives none.
  package func defaultShowScript(for format: AdFormat) -> [ShowStep] {
    format.traits.grantsReward ? defaultShowScripts.rewarded : defaultShowScripts.interstitial
  }

  /// The network's answer to one load.
  package enum LoadAnswer {
    case fill
    case failure(SampleErrorCode, LoadFailureKind)
    /// The success callback without an ad (`empty`).
    case empty

    /// Whether the network reports the load failed.
    var isFailure: Bool {
      switch self {
      case .failure: true
      case .fill, .empty: false
      }
    }
  }

  package let script: NetworkScript
  package let lineItem: Int
  /// What a full-screen ad plays after `present` when the config gives no `show`.
  package let defaultShowScripts: DefaultShowScripts
  /// The members a full-screen ad's request has beside `testMode`.
  package let fullScreenRequestMembers: FullScreenRequestMembers
  /// What a native load returns when the config scripts no `ad`: the platform's Sample SDK's app-install ad.
  package let defaultNativeCreative: NativeCreative
  private unowned let host: any NetworkHost
  private var loads: [(client: any ScriptedLoadClient, answer: LoadAnswer, hasAdUnit: Bool)] = []
  private var shows: [(client: any ScriptedShowClient, steps: [ShowStep])] = []
  private var expiring: [ScriptedFullScreenAd] = []
  /// The latest native ad the network delivered.
  private var nativeAd: (any ScriptedNative)?
  /// The banner the network loaded, once it answered a load.
  private var banner: (any ScriptedBanner)?

  /// How the run's platform names what this network reports.
  package var names: PlatformNames { host.names }

  /// What the network's signal collection gives this request, as the bidder's adapter makes it (set by the SDK's
  /// port before it asks the adapter); nil outside an auction.
  package var pendingSignal: CollectedSignal?

  /// The network's signal for its adapter (`network.signals`, as the adapter's profile makes it).
  package func collectSignal() -> CollectedSignal? { pendingSignal }

  package init(
    script: NetworkScript, lineItem: Int, host: any NetworkHost, defaultShowScripts: DefaultShowScripts,
    fullScreenRequestMembers: FullScreenRequestMembers, defaultNativeCreative: NativeCreative
  ) {
    self.script = script
    self.lineItem = lineItem
    self.host = host
    self.defaultShowScripts = defaultShowScripts
    self.fullScreenRequestMembers = fullScreenRequestMembers
    self.defaultNativeCreative = defaultNativeCreative
  }

  /// Records what the adapter asked for.
  package func received(_ request: NetworkRequest) {
    host.network(ofLineItem: lineItem, received: request)
  }

  /// Records a callback the network is about to make.
  package func willCall(_ callback: NetworkCallback, detail: NetworkCallbackDetail?) {
    host.network(ofLineItem: lineItem, willCall: callback, detail: detail)
  }

  /// Records a call the adapter made into the network after the load.
  package func adapterCalled(_ call: NetworkCall) {
    host.adapter(ofLineItem: lineItem, called: call)
  }

  /// Records that the adapter replaced the event delegate it held with the
  /// nil a later completion call returned.
  package func adapterLostDelegate() {
    host.adapterLostDelegate(ofLineItem: lineItem)
  }

  /// Records an event the adapter sent to an event delegate it does not
  /// hold, or dropped itself on finding none (`checked`).
  package func adapterDropped(_ event: AdEventName, checked: Bool) {
    host.adapter(ofLineItem: lineItem, droppedEvent: event, checked: checked)
  }

  /// Decides a load's answer and schedules it.
  ///
  /// With no ad unit the load fails at once with `BadRequest`, as the Sample
  /// SDK does, and nothing is drawn, unless the script says the network then
  /// loads anyway (`missingAdUnit: failThenLoad`). Otherwise the host decides
  /// the answer (`LoadScript.drawAnswer(using:)`); a `timeout` never answers.
  package func startLoad(adUnit: String?, client: any ScriptedLoadClient) {
    let ticket = loads.count
    guard adUnit != nil else {
      loads.append((client, .failure(.badRequest, .error), false))
      host.schedule(.finishLoad(ticket: ticket), forLineItem: lineItem, afterMs: 0)
      // A network scripted to answer twice does so for a bad request too.
      if let again = script.load.duplicateCallbackAfterMs {
        host.schedule(.repeatLoad(ticket: ticket), forLineItem: lineItem, afterMs: again)
      }
      // Seed 001's SampleFullScreenAd does not return after the failure: it loads on and answers again.
      if script.load.missingAdUnit == .failThenLoad { answerLoad(client: client, hasAdUnit: false) }
      return
    }
    answerLoad(client: client, hasAdUnit: true)
  }

  /// Decides a load's answer with the host and schedules it; `hasAdUnit`
  /// false for the load a network makes after failing one without an ad unit.
  private func answerLoad(client: any ScriptedLoadClient, hasAdUnit: Bool) {
    let ticket = loads.count
    let load = script.load
    if hasAdUnit { host.network(ofLineItem: lineItem, isLoading: true) }
    let decided = host.decideLoad(ofLineItem: lineItem, load)
    let answer: LoadAnswer
    switch decided.outcome {
    case .fill: answer = .fill
    case .noFill: answer = .failure(load.errorCode ?? .noInventory, .noFill)
    case .error: answer = .failure(load.errorCode ?? .unknown, .error)
    case .empty: answer = .empty
    case .timeout: return
    }
    guard let latency = decided.latencyMs else { return }
    loads.append((client, answer, hasAdUnit))
    host.schedule(.finishLoad(ticket: ticket), forLineItem: lineItem, afterMs: latency)
    if let again = load.duplicateCallbackAfterMs {
      host.schedule(.repeatLoad(ticket: ticket), forLineItem: lineItem, afterMs: latency + again)
    }
  }

  /// Whether a load of this network's class on this line item's placement
  /// still waits for the network's answer (whatever the SDK's timer decided).
  package func isPlacementLoading() -> Bool {
    host.isPlacementLoading(ofLineItem: lineItem)
  }

  /// Whether the adapter's set-up of this network succeeded before the
  /// request (the network SDK's own initialisation state).
  package var isInitialized: Bool {
    host.isSetUp(ofLineItem: lineItem)
  }

  /// Remembers a native ad handed to the adapter, whose views the app may render.
  package func delivered(_ nativeAd: any ScriptedNative) {
    self.nativeAd = nativeAd
  }

  /// The app put the delivered native ad's views on screen: its show script
  /// starts (by default, an impression when the network tracks them itself).
  package func nativeAdWasRendered() {
    guard let nativeAd else { return }
    let defaultScript = script.handlesUserImpressions ? [ShowStep(atMs: 0, callback: .impression)] : []
    playShowScript(nativeAd, steps: script.show ?? defaultScript)
  }

  /// The SDK put the loaded banner's view on screen: the network plays its
  /// show script (none by default) and, if it refreshes its own banners,
  /// loads another by itself 30 s after the fill.
  package func bannerWasShown() {
    guard let banner else { return }
    playShowScript(banner, steps: script.show ?? [])
    if script.refreshesItself {
      host.schedule(.refreshItself, forLineItem: lineItem, afterMs: Self.bannerSelfRefreshAfterMs)
    }
  }

  /// The user tapped the shown banner.
  package func userTappedBanner() {
    banner?.userTapped()
  }

  /// The user tapped an asset view of the delivered native ad.
  package func userTapped(_ asset: NativeAssetIdentifier) {
    nativeAd?.userTapped(asset)
  }

  /// Schedules the expiry of a loaded full-screen ad.
  package func scheduleExpiry(of ad: ScriptedFullScreenAd, afterMs delayMs: Int64) {
    expiring.append(ad)
    host.schedule(.expire(ticket: expiring.count - 1), forLineItem: lineItem, afterMs: delayMs)
  }

  /// Schedules every step of the ad's show script from now.
  package func playShowScript(_ client: any ScriptedShowClient, steps: [ShowStep]) {
    let ticket = shows.count
    shows.append((client, steps))
    for (index, step) in steps.enumerated() {
      host.schedule(.playShowStep(ticket: ticket, step: index), forLineItem: lineItem, afterMs: step.atMs)
    }
  }

  /// The error object a profiled network's SDK reports for a failed load,
  /// when its script gives one (`network.load.error`).
  package var loadError: AdError? { script.load.error }

  /// Runs work this network scheduled earlier.
  package func perform(_ action: NetworkAction) {
    switch action {
    case .finishLoad(let ticket), .repeatLoad(let ticket):
      let load = loads[ticket]
      if case .finishLoad = action, load.hasAdUnit {
        host.network(ofLineItem: lineItem, isLoading: false)
      }
      switch load.answer {
      case .failure(_, let kind): host.network(ofLineItem: lineItem, failedWith: kind)
      // No ad to show: the SDK counts what the adapter makes of it as a no fill.
      case .empty: host.network(ofLineItem: lineItem, failedWith: .noFill)
      case .fill: break
      }
      // A banner whose load failed has no ad: an adapter that completes as a success anyway shows an empty view,
      // with no show script and no taps reaching the network.
      if let banner = load.client as? any ScriptedBanner, !load.answer.isFailure { self.banner = banner }
      load.client.answerLoad(load.answer)
    case .expire(let ticket):
      expiring[ticket].expire()
    case .refreshItself:
      banner?.refreshItself()
    case .playShowStep(let ticket, let index):
      let show = shows[ticket]
      show.client.play(show.steps[index])
    }
  }
}
