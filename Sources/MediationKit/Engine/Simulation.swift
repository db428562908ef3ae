/// One simulated ad request, from adapter set-up to the network's last
/// callback, in integer virtual milliseconds.
///
/// The simulation plays the Google Mobile Ads SDK: it sets up the adapters,
/// walks the waterfall, times out slow loads, hands the fill to the app,
/// and checks what adapters report. Everything runs on one thread from one
/// event queue; nothing sleeps and nothing reads a clock.
final class Simulation {
  let config: WaterfallConfig
  let registry: AdapterRegistry
  let seed: UInt64
  let recorder: Recorder
  /// Line item indices in the order the SDK tries them.
  let walkOrder: [Int]

  private(set) var now: Int64 = 0
  var queue = EventQueue<ScheduledAction>()
  var random: SplitMix64
  var attempts: [LoadAttempt]
  var networks: [SampleSDK?]
  /// The adapter instance of each line item, kept for the life of the run
  /// as the SDK keeps it for the life of the request.
  var adapters: [(any MediationAdapter)?]
  var walkPosition = 0
  /// Set when a load failed: the SDK loads the next line item as soon as
  /// the call that reported the failure returns.
  var walkContinues = false
  /// The filled ad, and the event delegate the SDK keeps for it.
  var loadedAd: LoadedAd?
  var eventDelegate: SDKEventDelegate?
  var monitor = ContractMonitor()
  var tally = RunTally()

  /// The ad a line item's adapter handed to the SDK.
  enum LoadedAd {
    case rewarded(any MediationRewardedAd)
    case native(any MediationNativeAd)
  }

  init(config: WaterfallConfig, registry: AdapterRegistry, seed: UInt64, sink: any RecordSink) {
    self.config = config
    self.registry = registry
    self.seed = seed
    self.recorder = Recorder(sink: sink)
    self.random = SplitMix64(seed: seed)
    self.walkOrder = config.walkOrder
    self.attempts = Array(repeating: LoadAttempt(), count: config.lineItems.count)
    self.networks = Array(repeating: nil, count: config.lineItems.count)
    self.adapters = Array(repeating: nil, count: config.lineItems.count)
  }

  /// Plays the whole request and returns what the app got.
  func run() -> RunTally {
    record(.run(RunRecord(config: config, seed: seed)))
    setUpAdapters()
    loadNextLineItem()
    continueWalkIfFailed()
    while let (time, action) = queue.pop() {
      now = time
      perform(action)
      continueWalkIfFailed()
    }
    let result = makeResult()
    recorder.emit(.result(result), at: recorder.lastTime)
    return tally
  }

  func record(_ body: RecordBody) {
    recorder.emit(body, at: now)
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

  func label(_ lineItem: Int) -> String {
    config.lineItems[lineItem].label
  }

  private func perform(_ action: ScheduledAction) {
    switch action {
    case .network(let lineItem, let networkAction):
      networks[lineItem]?.perform(networkAction)
    case .loadTimeout(let lineItem):
      timeOutLoad(of: lineItem)
    case .present:
      presentRewardedAd()
    case .render:
      renderNativeAd()
    case .click(let index):
      tap(config.app.clicks[index].asset)
    }
  }
}
