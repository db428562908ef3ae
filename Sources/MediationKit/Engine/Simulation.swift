/// One simulated ad request, from adapter set-up to the network's last
/// callback, in integer virtual milliseconds.
///
/// The simulation plays the Google Mobile Ads SDK: it sets up the adapters,
/// walks the waterfall, times out slow loads, hands the fill to the app,
/// and passes on what adapters report. It tells its observers what happens
/// (`SimulationEvent`) and formats nothing. Everything runs on one thread
/// from one event queue; nothing sleeps and nothing reads a clock.
final class Simulation {
  let config: WaterfallConfig
  let registry: AdapterRegistry
  let seed: UInt64
  /// Line item indices in the order the SDK tries them.
  let walkOrder: [Int]

  private(set) var now: Int64 = 0
  var queue = EventQueue<ScheduledAction>()
  var random: SplitMix64
  /// The answers a probe imposes on line items' networks instead of drawing them.
  var forcedAnswers: [Int: ForcedLoadAnswer] = [:]
  /// How many loads took a forced answer: a probe learns from it whether a load reached its network.
  var forcedAnswersUsed = 0
  var attempts: [LoadAttempt]
  var networks: [(any SimulatedNetwork)?]
  /// The adapter instance of each line item, kept for the life of the run
  /// as the SDK keeps it for the life of the request.
  var adapters: [(any MediationAdapter)?]
  var walkPosition = 0
  /// Set when a load failed: the SDK loads the next line item as soon as
  /// the call that reported the failure returns.
  var walkContinues = false
  /// The line item that filled, its ad, and the event delegate the SDK keeps for it.
  var winner: Int?
  var loadedAd: LoadedAd?
  var eventDelegate: SDKEventDelegate?
  /// What the SDK has accepted from the loaded ad: an impression, the reward.
  var impressionRecorded = false
  var rewardGranted = false
  /// Whether the app presented the loaded ad already.
  var presented = false
  /// Whether the walk ended (with or without a fill).
  var waterfallEnded = false
  /// The asset views the loaded native ad has, and those of them a tap
  /// counts as clicks: the ones the app registered (none of a custom format
  /// ad, whose clicks the app reports by asset key).
  var loadedAssets: Set<NativeAssetIdentifier> = []
  var clickableAssets: Set<NativeAssetIdentifier> = []
  /// Adapter classes whose set-up did not succeed.
  var notReadyClasses: Set<String> = []
  /// The waterfall's placements, when a profile guards them, and the loads
  /// waiting for their network's answer on each.
  let placements: Placements?
  var placementsLoading: [Int]

  private let observers: [any SimulationObserver]
  private let monitor: ContractMonitor

  /// The ad a line item's adapter handed to the SDK.
  enum LoadedAd {
    case rewarded(any MediationRewardedAd)
    case native(any MediationNativeAd)
    /// An ad Ad Manager served itself.
    case adManager(AdManagerAd)
  }

  /// Work the simulation has scheduled in virtual time.
  enum ScheduledAction {
    /// Work a line item's network scheduled.
    case network(lineItem: Int, NetworkAction)
    /// The SDK's timer for a line item's load.
    case loadTimeout(lineItem: Int)
    /// The app presents the loaded rewarded ad.
    case present
    /// The app presents it again.
    case presentAgain
    /// The app renders the loaded native ad.
    case render
    /// The user taps the native ad (index into `app.clicks`).
    case click(Int)
    /// Ad Manager answers a line item's request.
    case adManagerAnswer(lineItem: Int, LoadScript.Outcome)
    /// The app calls `recordImpression` on a custom format ad.
    case recordImpression
    /// The app calls `loadRequest:` again on its ad loader.
    case loadAgain
  }

  /// The SDK's view of one line item's load during a run.
  struct LoadAttempt {
    enum State {
      case notAttempted
      case loading
      case loaded
      case failed
      case timedOut
    }

    var state = State.notAttempted
    var startedAt: Int64 = 0
    /// Whether a completion arrived after the timeout (later ones are duplicates).
    var completedLate = false
    /// What the network said about its failure, when it failed.
    var networkFailure: LoadFailureKind?
  }

  /// Creates a run that reports to `observers`; the contract monitor always
  /// watches, and its findings reach the observers as `violation` events.
  /// `registry` must already hold the config's profiles (`WaterfallConfig.registry(adding:)`).
  init(config: WaterfallConfig, registry: AdapterRegistry, seed: UInt64, observers: [any SimulationObserver]) {
    self.config = config
    self.registry = registry
    self.seed = seed
    self.random = SplitMix64(seed: seed)
    self.walkOrder = config.walkOrder
    self.attempts = Array(repeating: LoadAttempt(), count: config.lineItems.count)
    self.networks = Array(repeating: nil, count: config.lineItems.count)
    self.adapters = Array(repeating: nil, count: config.lineItems.count)
    self.placements = Placements(of: config)
    self.placementsLoading = Array(repeating: 0, count: placements?.count ?? 0)
    self.monitor = ContractMonitor(config: config)
    self.observers = [monitor] + observers
  }

  /// Plays the whole request.
  func run() {
    emit(.runStarted(seed: seed))
    setUpAdapters()
    reportViolations()
    loadNextLineItem()
    continueWalkIfFailed()
    // Scheduled after the first load, so that an answer due at the same
    // millisecond comes first: the app calls again once that time has passed.
    if let again = config.app.loadAgainAfterMs, config.adUnit.format == .native { schedule(.loadAgain, afterMs: again) }
    while let (time, action) = queue.pop() {
      // A load that ended has no timer any more: the SDK cancels it, so it neither runs nor moves the clock.
      if case .loadTimeout(let lineItem) = action, attempts[lineItem].state != .loading { continue }
      now = time
      perform(action)
      continueWalkIfFailed()
      reportViolations()
    }
    emit(.runEnded)
    // Rules that judge the whole run report now.
    reportViolations()
  }

  /// Plays the request up to its first load: the adapters' set-up.
  func runSetUpOnly() {
    emit(.runStarted(seed: seed))
    setUpAdapters()
    reportViolations()
  }

  /// Tells every observer what just happened.
  func emit(_ event: SimulationEvent) {
    for observer in observers {
      observer.observe(event, at: now)
    }
  }

  /// Passes on the rules the monitor found broken, once the SDK has
  /// finished with the call that broke them.
  func reportViolations() {
    while let violation = monitor.takeViolation() {
      emit(.violation(violation))
    }
  }

  func schedule(_ action: ScheduledAction, afterMs delay: Int64) {
    queue.push(action, at: now + delay)
  }

  /// Loads the next line item after a failure, in a loop rather than by
  /// recursion: an adapter that fails inside its load call cannot nest loads.
  private func continueWalkIfFailed() {
    while walkContinues {
      walkContinues = false
      loadNextLineItem()
    }
  }

  private func perform(_ action: ScheduledAction) {
    switch action {
    case .network(let lineItem, let networkAction):
      networks[lineItem]?.perform(networkAction)
    case .loadTimeout(let lineItem):
      timeOutLoad(of: lineItem)
    case .present:
      presentRewardedAd()
    case .presentAgain:
      presentRewardedAdAgain()
    case .render:
      renderNativeAd()
    case .click(let index):
      tap(config.app.clicks[index])
    case .adManagerAnswer(let lineItem, let outcome):
      answerAdManagerLoad(of: lineItem, outcome)
    case .recordImpression:
      recordCustomFormatImpression()
    case .loadAgain:
      loadAgain()
    }
  }
}

/// An answer a probe imposes on a line item's network: what it answers and
/// after how long, instead of what its script would draw.
struct ForcedLoadAnswer: Hashable, Sendable {
  var outcome: LoadScript.Outcome
  var latencyMs: Int64
}
