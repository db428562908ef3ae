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
  /// The config's ad sources, worked out once per config.
  let sources: AdSourceTable
  let seed: UInt64
  /// Whether the ad unit's requests refresh (a banner's): its events say their request.
  private let refreshes: Bool

  private(set) var now: Int64 = 0
  /// The banner request under way (0 for every other format), and when it started.
  private(set) var requestIndex = 0
  private(set) var requestStart: Int64 = 0
  /// When the current request's walk ended, once it did.
  private var walkEndedAt: Int64?
  /// When the app's release of its ad is due (`app.releaseAdAtMs` after the run's first `ad` record), until it is
  /// played.
  var releaseDueAt: Int64?
  /// The line item whose ad the app released, and when (`app.releaseAdAtMs`): what a `cycle` keeps alive.
  var releasedAd: (lineItem: Int, at: Int64)?
  /// Whether the app released its ad (`app.releaseAdAtMs`), in any request of the run: a released banner
  /// leaves the screen, and no request follows it.
  var adReleased = false
  var queue = EventQueue<ScheduledAction>()
  /// Where the run's random draws come from: a stream per line item.
  var streams: RandomStreams
  /// Answers a probe imposes on networks instead of drawing them (`KernelCompiler`).
  var probe = ProbeAnswers()
  /// The run's walk of the waterfall: which line item comes next.
  var walk: WaterfallWalk
  /// By line item: how its load goes, and the network and adapter the SDK
  /// made for it, kept for the life of the run as the SDK keeps them for
  /// the life of the request.
  var loads: [LineItemLoad]
  /// The winner's ad, and what the SDK has accepted from it.
  var delivery = Delivery()
  /// By adapter class (`AdSource.classNumber`): whether its set-up did not succeed.
  var setUpFailed: [Bool]
  /// By placement (`AdSource.placementNumber`): the loads waiting for their network's answer on it.
  var placementLoads: [Int]
  /// The request's value and the app's patience, drawn when the run starts.
  var demand = Demand.Draw()
  /// The run's auction among the bidding line items, once it started.
  var auction: RunningAuction?
  /// The winning bid: its line item and the price its impression is paid.
  var winningBid: (lineItem: Int, price: DecimalNumber)?
  /// Whether the app stopped waiting (`demand.patienceMs`): the walk ended
  /// without a fill, and what completes later is not shown.
  private(set) var abandoned = false
  /// The thread the adapter code running now runs on: main while the SDK or the app calls, the handler's thread
  /// while a network callback is handled (`AdapterProfile.thread(handling:)`), `present.thread` during a present.
  /// A label only: it changes neither time nor order (contract2.md §1).
  var adapterThread = AdapterThread.main

  private let observers: [any SimulationObserver]
  private let monitor: ContractMonitor

  /// Work the simulation has scheduled in virtual time.
  enum ScheduledAction {
    /// Work a line item's network scheduled.
    case network(lineItem: Int, NetworkAction)
    /// The SDK's timer for a line item's load.
    case loadTimeout(lineItem: Int)
    /// The app presents the loaded full-screen ad.
    case present
    /// The app presents it again.
    case presentAgain
    /// The app renders the loaded native ad.
    case render
    /// The app removes the rendered native ad's view.
    case untrack
    /// The app drops its ad (`app.releaseAdAtMs`).
    case release
    /// The garbage collector runs after the release (`app.gcAfterReleaseMs`).
    case collectGarbage
    /// The user taps the native ad (index into `app.clicks`).
    case click(Int)
    /// Ad Manager answers a line item's request.
    case adManagerAnswer(lineItem: Int, LoadScript.Outcome)
    /// The app calls `recordImpression` on a custom format ad.
    case recordImpression
    /// The app calls `loadRequest:` again on its ad loader.
    case loadAgain
    /// A bidder's signals reach the SDK (index into the auction's bidders).
    case signalArrives(Int)
    /// A bidder's answer reaches the auction (index into the auction's bidders).
    case bidArrives(Int)
    /// The auction closes.
    case auctionCloses

    /// Whether this work can still make `lineItem`'s adapter forward an event: its network's callbacks, and the
    /// app's taps and untrack on a native view that outlives the release.
    func mayReachAdapter(of lineItem: Int, format: AdFormat) -> Bool {
      switch self {
      case .network(let owner, _): owner == lineItem
      // A banner's tap goes with the release (`needsTheAd`); a native view's stays until its untrack.
      case .click: !format.traits.isView
      case .untrack: true
      case .loadTimeout, .present, .presentAgain, .render, .release, .collectGarbage, .adManagerAnswer,
        .recordImpression, .loadAgain, .signalArrives, .bidArrives, .auctionCloses:
        false
      }
    }

    /// Whether the app needs its ad object for this, so that it is not done once the app dropped the ad
    /// (`app.releaseAdAtMs`): a present, a render, a recorded impression; a banner's tap (the release takes the
    /// banner off screen). A native ad's view stays on screen until `app.untrackAfterMs`, so its taps and its
    /// removal go on; a second present reaches the SDK, which refuses it (`presentRefused`). What the network and
    /// the SDK do goes on.
    func needsTheAd(_ format: AdFormat) -> Bool {
      switch self {
      case .present, .render, .recordImpression: true
      case .click: format.traits.isView
      case .presentAgain, .untrack, .network, .loadTimeout, .release, .collectGarbage, .adManagerAnswer, .loadAgain,
        .signalArrives, .bidArrives, .auctionCloses:
        false
      }
    }
  }

  /// The SDK's view of one line item's load during a run, and what it made for it.
  struct LineItemLoad {
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
    /// Why the SDK discarded the latest completion call that reached it
    /// (nil when it accepted it): what an adapter that stores the returned
    /// nil over its event delegate got it from.
    var lastCompletionIgnored: IgnoredReason?
    /// The adapter instance the SDK made for the load (it links the network).
    var adapter: (any LineItemAdapter)?
    var network: (any SimulatedNetwork)? { adapter?.network }
  }

  /// What the SDK holds of the winner's ad once a line item filled.
  struct Delivery {
    /// The line item that filled, its ad, and the event delegate the SDK keeps for it.
    var winner: Int?
    var ad: LoadedAd?
    var eventReceiver: AdEventReceiver?
    /// What the SDK has accepted from the ad: an impression, the reward.
    var impressionRecorded = false
    var rewardGranted = false
    /// Whether the app presented the ad already.
    var presented = false
    /// Whether the app removed the native ad's view.
    var untracked = false
    /// Whether the app dropped its ad (`app.releaseAdAtMs`).
    var released = false
    /// Whether the winner's weakly held event delegate went with the release (`completion.holdsDelegate`).
    var delegateReleased = false
    /// Whether, when the app released the ad, anything was still due that could make its adapter forward an
    /// event: without it, a weak link's loss is never felt and is not recorded (contract2.md, "Edge cases").
    var eventsDueAtRelease = false
    /// The asset views the native ad has, and those of them a tap counts
    /// as clicks: the ones the app registered (none of a custom format ad,
    /// whose clicks the app reports by asset key).
    var assets: Set<NativeAssetIdentifier> = []
    var clickableAssets: Set<NativeAssetIdentifier> = []
  }

  /// Creates a run that reports to `observers`; the contract monitor always
  /// watches, and its findings reach the observers as `violation` events.
  /// `sources` must be the table of `config`, built with a registry that
  /// holds the config's profiles (`WaterfallConfig.registry(adding:)`).
  init(config: WaterfallConfig, sources: AdSourceTable, seed: UInt64, observers: [any SimulationObserver]) {
    self.config = config
    self.sources = sources
    self.seed = seed
    self.refreshes = config.adUnit.format.traits.refreshes
    self.streams = RandomStreams(runSeed: seed, keys: sources.sources.map(\.streamKey))
    self.walk = WaterfallWalk(plan: sources.walkPlan)
    self.loads = Array(repeating: LineItemLoad(), count: config.lineItems.count)
    self.setUpFailed = Array(repeating: false, count: sources.classes.count)
    self.placementLoads = Array(repeating: 0, count: sources.placementCount)
    self.monitor = ContractMonitor(config: config, sources: sources)
    self.observers = [monitor] + observers
  }

  /// The SDK's own error for `failure`, as the run's platform gives it.
  func sdkError(_ failure: SDKFailure) -> AdError { sources.registry.platform.names.error(failure) }

  /// Plays the whole run: one request, or a banner's requests one after another.
  func run() {
    emit(.runStarted(RunStarted(seed: seed)))
    setUpAdapters()
    reportViolations()
    if config.adUnit.format.traits.refreshes {
      playBannerRequests()
    } else {
      // Scheduled before the first load, so that it comes before anything due
      // at the same millisecond: a request at the very moment the walk ends
      // finds the loader still loading (seed 003).
      if let again = config.app.loadAgainAfterMs, config.adUnit.format.traits.hasNativeAssets {
        schedule(.loadAgain, afterMs: again)
      }
      startRequest()
      playQueue(until: { nil })
    }
    emit(.runEnded)
    // Rules that judge the whole run report now.
    reportViolations()
    reportRetainedAdapter()
  }

  /// A banner's requests: the first, then, while the banner stays on screen
  /// (`app.viewForMs`), one every `adUnit.refreshIntervalMs` after the
  /// previous one ended, filled or not. What a request's banner has left to
  /// play when the next request starts, or when the view ends, is not
  /// played: that banner has left the screen.
  private func playBannerRequests() {
    let viewEnd = config.app.viewForMs > 0 ? config.app.viewForMs : nil
    while true {
      if requestIndex > 0 { resetRequest() }
      emit(.requestStarted(RequestStarted(index: requestIndex)))
      startRequest()
      var next: Int64?
      playQueue {
        next = nil
        guard let ended = self.walkEndedAt else { return nil }
        // A released banner left the screen: no request follows it (`app.releaseAdAtMs`).
        if !self.adReleased, let interval = self.config.adUnit.refreshIntervalMs, let viewEnd,
          ended + interval < viewEnd
        {
          next = ended + interval
          return ended + interval
        }
        return viewEnd
      }
      // The release may come after the next request's time was worked out: it still ends the placement.
      guard let next, !adReleased else { return }
      now = next
      // Rules that judge a request judge this one before the next starts.
      monitor.endRequest()
      reportViolations()
      requestIndex += 1
      requestStart = next
    }
  }

  /// Forgets the request that ended, for the next: its walk, loads, ad,
  /// draws and auction, and whatever it still had scheduled.
  private func resetRequest() {
    queue.removeAll()
    // The app's release of its banner is timed from the first `ad` record, whatever request is under way then.
    if let releaseDueAt { queue.push(.release, at: releaseDueAt) }
    streams = RandomStreams(
      runSeed: SeedTree.request(requestIndex, of: seed), keys: sources.sources.map(\.streamKey))
    walk = WaterfallWalk(plan: sources.walkPlan)
    loads = Array(repeating: LineItemLoad(), count: config.lineItems.count)
    delivery = Delivery()
    placementLoads = Array(repeating: 0, count: sources.placementCount)
    demand = Demand.Draw()
    auction = nil
    winningBid = nil
    abandoned = false
    walkEndedAt = nil
  }

  /// Starts the current request: its value and patience, then its auction or its walk.
  private func startRequest() {
    if let demandModel = config.demand {
      var random = SeedTree.stream(SeedTree.requestKey, in: SeedTree.request(requestIndex, of: seed))
      demand = demandModel.draw(using: &random)
    }
    if sources.bidders.isEmpty {
      emit(.walkStarted(WalkStarted(order: walk.order)))
      loadNextLineItem()
      continueWalkIfFailed()
    } else {
      startAuction()
    }
    noteWalkEnd()
  }

  /// Plays what is scheduled, in time order, up to and including `until()`
  /// (asked before each action; nil: no limit).
  private func playQueue(until limit: () -> Int64?) {
    while let time = queue.nextTime {
      if let limit = limit(), time > limit { return }
      guard let (time, action) = queue.pop() else { return }
      // A load that ended has no timer any more: the SDK cancels it, so it neither runs nor moves the clock.
      if case .loadTimeout(let lineItem) = action, loads[lineItem].state != .loading { continue }
      // What is due after the app's patience comes too late: it stopped waiting then (a fill at
      // exactly the patience is in time).
      if let patience = demand.patienceMs, !walk.ended, time > requestStart + patience {
        abandon(at: requestStart + patience)
        noteWalkEnd()
        if let limit = limit(), time > limit { return }
      }
      now = time
      perform(action)
      continueWalkIfFailed()
      reportViolations()
      noteWalkEnd()
    }
  }

  /// Remembers when the walk ended, the first time it is seen ended.
  private func noteWalkEnd() {
    if walkEndedAt == nil, walk.ended { walkEndedAt = now }
  }

  /// How long the current request has been under way.
  var elapsed: Int64 { now - requestStart }

  /// The app stops waiting for the ad at `patience`: the walk ends without
  /// a fill, and an auction still open is cancelled. Loads in flight go on
  /// to their end, which the SDK records and does not show.
  func abandon(at patience: Int64) {
    now = patience
    abandoned = true
    walk.end()
    emit(.abandoned(Abandoned(latencyMs: elapsed)))
    emit(
      .waterfallEnded(
        WaterfallEnded(winner: nil, price: nil, latencyMs: elapsed, error: sdkError(.appStoppedWaiting))))
  }

  /// Plays the request up to its first load: the adapters' set-up.
  func runSetUpOnly() {
    emit(.runStarted(RunStarted(seed: seed)))
    setUpAdapters()
    reportViolations()
  }

  /// Tells every observer what just happened.
  func emit(_ event: SimulationEvent) {
    let context = EventContext(t: now, requestIndex: refreshes ? requestIndex : nil)
    for observer in observers {
      observer.observe(event, in: context)
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
    while walk.continues {
      walk.continues = false
      loadNextLineItem()
    }
  }

  private func perform(_ action: ScheduledAction) {
    if delivery.released, action.needsTheAd(config.adUnit.format) { return }
    // The SDK and the app work on main; a network callback moves the adapter to its handler's thread.
    adapterThread = .main
    switch action {
    case .network(let lineItem, let networkAction):
      loads[lineItem].network?.perform(networkAction)
    case .loadTimeout(let lineItem):
      timeOutLoad(of: lineItem)
    case .present:
      presentFullScreenAd()
    case .presentAgain:
      presentFullScreenAdAgain()
    case .render:
      renderNativeAd()
    case .untrack:
      untrackNativeAd()
    case .release:
      releaseAd()
    case .collectGarbage:
      freeReleasedAd()
    case .click(let index):
      tap(config.app.clicks[index])
    case .adManagerAnswer(let lineItem, let outcome):
      answerAdManagerLoad(of: lineItem, outcome)
    case .recordImpression:
      recordCustomFormatImpression()
    case .loadAgain:
      loadAgain()
    case .signalArrives(let index):
      if !abandoned { answerSignals(index) }
    case .bidArrives(let index):
      if !abandoned { answerBid(index) }
    case .auctionCloses:
      if !abandoned { closeAuction() }
    }
  }
}

/// An answer a probe imposes on a line item's network: what it answers and
/// after how long, instead of what its script would draw.
struct ForcedLoadAnswer: Hashable, Sendable {
  var outcome: LoadScript.Outcome
  var latencyMs: Int64
}

/// The answers a probe imposes on line items' networks, and how many loads
/// took one: a probe learns from it whether a load reached its network.
struct ProbeAnswers {
  var forced: [Int: ForcedLoadAnswer] = [:]
  var used = 0
  /// Every bidder that collects signals bids the highest price at once, so
  /// a probe of a bidder reaches its load (what its win comes to).
  var bidsWin = false
}
