/// The SDK's watch on the mediation contract: an observer that runs every
/// rule of `ContractRules.all` that is not `off` over each event and keeps
/// what they find, with the rule's severity, until the simulation reports it.
///
/// The monitor keeps the state rules share (`MonitoredRun`), so each rule
/// is a plain check of one event against it.
final class ContractMonitor: SimulationObserver {
  private let run: MonitoredRun
  /// By rule number: the config's severity, or off for a rule of another platform.
  private let severities: [RuleSeverity]
  /// The rules that examine each kind of event, with their numbers, by
  /// `SimulationEvent.Kind.rawValue`; built once, since rules keep no state.
  private static let rulesByKind: [[(number: Int, rule: any ContractRule)]] = {
    let rules = ContractRules.all.enumerated().map { (number: $0.offset, rule: $0.element.init()) }
    return SimulationEvent.Kind.allCases.map { kind in
      rules.filter { type(of: $0.rule).examines.contains(kind) }
    }
  }()
  private var found: [Violation] = []
  private var next = 0

  init(config: WaterfallConfig, sources: AdSourceTable) {
    run = MonitoredRun(config: config, sources: sources)
    severities = sources.ruleSeverities
  }

  func observe(_ event: SimulationEvent, in context: EventContext) {
    run.now = context.t
    for (number, rule) in Self.rulesByKind[event.kind.rawValue] {
      let severity = severities[number]
      guard severity != .off else { continue }
      for breach in rule.breaches(event, in: run) {
        found.append(
          Violation(lineItem: breach.lineItem, rule: number, severity: severity, detail: breach.detail))
      }
    }
    run.advance(past: event)
  }

  /// A banner's request ended and the next begins: the rules that judge a
  /// request judge this one (they see the end they see at the end of a
  /// run), and the monitor forgets it.
  func endRequest() {
    observe(.runEnded, in: EventContext(t: run.now, requestIndex: nil))
    run.forgetRequest()
  }

  /// The oldest violation not yet reported, if any.
  func takeViolation() -> Violation? {
    guard next < found.count else {
      found.removeAll(keepingCapacity: true)
      next = 0
      return nil
    }
    next += 1
    return found[next - 1]
  }
}

/// What the contract monitor knows of a run when a rule looks at an event:
/// where the loaded ad is in its life. Rules read it; only the monitor
/// moves it on, once every rule has seen an event.
final class MonitoredRun {
  /// Where a full-screen ad is between its load and its dismissal (a banner: loaded, or its show failed).
  enum FullScreenPhase {
    case loaded
    case onScreen
    case dismissed
    case presentFailed
  }

  let config: WaterfallConfig
  let sources: AdSourceTable
  /// How the run's platform names what a breach's detail speaks of.
  let names: PlatformNames
  let format: AdFormat
  /// The line item whose ad the SDK holds, once one filled, and when it filled.
  private(set) var winner: Int?
  private(set) var filledAt: Int64?
  /// The virtual time of the event the rules are looking at.
  fileprivate(set) var now: Int64 = 0
  private(set) var phase = FullScreenPhase.loaded
  /// Whether the app rendered the native ad.
  private(set) var rendered = false
  /// Whether the app removed the native ad's view (the SDK called `didUntrackView:`).
  private(set) var untracked = false
  /// Whether the SDK accepted an impression the adapter reported.
  private(set) var impressionReported = false
  /// Whether the adapter reported an impression that went nowhere with the delegate the app's release freed: it
  /// did report it (that loss is `eventLostAfterRelease`'s).
  private(set) var impressionLostToRelease = false
  /// Whether the SDK called `present`, and whether the adapter then said
  /// anything about going on screen (`willPresentFullScreenView` or a failure).
  private(set) var presentCalled = false
  private(set) var presentAnswered = false
  /// Whether `willDismissFullScreenView` came since the ad last went on screen.
  private(set) var willDismissSeen = false
  /// Whether the loaded ad's video started (`didStartVideo`, or `didPlayVideo` for native).
  private(set) var videoStarted = false
  /// The latest network callback of the loaded ad's network.
  private(set) var lastWinnerCallback: NetworkCallback?
  /// Whether the loaded ad's network reported that the user earned the reward (`userDidEarnReward`), and
  /// whether the adapter forwarded a reward event since (to the SDK, or to a delegate it no longer had).
  private(set) var networkRewarded = false
  private(set) var rewardForwarded = false
  /// The line items in the order their loads started.
  private(set) var started: [Int] = []
  /// By line item: whether its adapter called the completion handler at least once.
  private(set) var completed: [Bool]
  /// By line item: whether its network has a request it has not answered.
  private(set) var waitingForNetwork: [Bool]
  /// By line item: whether its network reported the load failed (`didFailToLoad`), and whether it reported a
  /// success (`didReceiveAd`, with or without an ad), in this request.
  private(set) var networkFailed: [Bool]
  private(set) var networkSucceeded: [Bool]

  init(config: WaterfallConfig, sources: AdSourceTable) {
    self.config = config
    self.sources = sources
    names = sources.registry.platform.names
    self.format = config.adUnit.format
    completed = Array(repeating: false, count: config.lineItems.count)
    waitingForNetwork = completed
    networkFailed = completed
    networkSucceeded = completed
  }

  /// The profile of a line item's adapter class, if a profile defines it.
  func profile(ofLineItem lineItem: Int) -> AdapterProfile? {
    sources[lineItem].profile
  }

  /// The first line item of `className`: the one set-up rules name.
  func firstLineItem(ofClass className: String) -> Int? {
    sources.adapterClass(named: className)?.lineItems.first
  }

  /// Forgets the request that ended: a banner's next request starts afresh.
  func forgetRequest() {
    winner = nil
    filledAt = nil
    phase = .loaded
    rendered = false
    untracked = false
    impressionReported = false
    impressionLostToRelease = false
    presentCalled = false
    presentAnswered = false
    willDismissSeen = false
    videoStarted = false
    lastWinnerCallback = nil
    networkRewarded = false
    rewardForwarded = false
    started.removeAll()
    for index in completed.indices {
      completed[index] = false
      waitingForNetwork[index] = false
      networkFailed[index] = false
      networkSucceeded[index] = false
    }
  }

  /// Moves the state past `event`, after every rule has seen it.
  func advance(past event: SimulationEvent) {
    switch event {
    case .waterfallEnded(let end):
      self.winner = end.winner
      if end.winner != nil { filledAt = now }
    case .loadStarted(let load):
      started.append(load.lineItem)
    case .completionCalled(let completion):
      completed[completion.lineItem] = true
    case .networkRequested(let request):
      waitingForNetwork[request.lineItem] = true
    case .networkCalledBack(let called):
      if called.callback == .didReceiveAd || called.callback == .didFailToLoad {
        waitingForNetwork[called.lineItem] = false
      }
      if called.callback == .didFailToLoad { networkFailed[called.lineItem] = true }
      if called.callback == .didReceiveAd { networkSucceeded[called.lineItem] = true }
      if called.lineItem == winner {
        lastWinnerCallback = called.callback
        if called.callback == .userDidEarnReward { networkRewarded = true }
      }
    case .sdkCalledAd(let call):
      switch call.call {
      case .didRender:
        rendered = true
      case .didUntrackView:
        untracked = true
      case .present:
        presentCalled = true
      case .didRecordImpression, .didRecordClickOnAsset, .recordImpression, .view:
        // The rules that examine these read them as they come; they leave no state.
        break
      }
    case .adapterReported(let report):
      let name = report.name
      if name == .reportImpression, report.ignored == nil { impressionReported = true }
      if name == .reportImpression, report.ignored == .delegateReleased { impressionLostToRelease = true }
      if name.isReward, report.lineItem == winner { rewardForwarded = true }
      switch name {
      case .willPresentFullScreenView:
        presentAnswered = true
        willDismissSeen = false
      case .didFailToPresentWithError, .didFailToPresentWithMessage:
        presentAnswered = true
      case .willDismissFullScreenView:
        willDismissSeen = true
      case .didStartVideo, .didPlayVideo:
        videoStarted = true
      case .didDismissFullScreenView, .reportImpression, .reportClick, .didEndVideo, .didRewardUser,
        .didRewardUserWithReward, .didPauseVideo, .didMuteVideo, .didUnmuteVideo, .leftApplication:
        // No state of the monitor's (an impression is marked above).
        break
      }
      // What the adapter sent to the delegate the app's release freed never reached the SDK: the ad's phase stays.
      guard report.ignored != .delegateReleased else { return }
      // A banner is never presented: its phase moves only when its network could not show it.
      if format.traits.isView, name.isPresentFailure { phase = .presentFailed }
      guard format.traits.isFullScreen else { return }
      switch (phase, name) {
      case (.loaded, .willPresentFullScreenView): phase = .onScreen
      case (.loaded, .didFailToPresentWithError), (.onScreen, .didFailToPresentWithError),
        (.loaded, .didFailToPresentWithMessage), (.onScreen, .didFailToPresentWithMessage):
        phase = .presentFailed
      case (.onScreen, .didDismissFullScreenView): phase = .dismissed
      default:
        // Any other pair is not a move: the phase stays (a table of moves, not of every pair).
        break
      }
    case .runStarted, .requestStarted, .adapterSetUp, .setUpRequested, .signalsCollected, .bidAnswered, .auctionClosed,
      .lineItemSkipped,
      .walkStarted, .abandoned, .adapterCalledNetwork, .loadEnded, .adLoaded, .appActed, .clickResolved,
      .impressionIgnored, .requestRefused, .presentRefused, .eventDelegateLost, .adapterRetained, .rewardGranted,
      .violation, .runEnded:
      // The rules that examine these read them as they come; they leave no state.
      break
    case .eventDropped(let dropped):
      // Sent to a delegate the adapter no longer had is forwarded all the same; dropped after a null check is not.
      if dropped.name.isReward, dropped.lineItem == winner, !dropped.checked { rewardForwarded = true }
    }
  }
}
