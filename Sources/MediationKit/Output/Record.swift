/// One line of a simulation's output: its position in the run, its virtual
/// time, and what happened.
package struct Record: Sendable {
  /// 0-based position in the run.
  package var seq: Int
  /// Virtual milliseconds since the ad request.
  package var t: Int64
  /// A banner run's request the record belongs to (0 for the first, then
  /// one per refresh); nil for the other formats, whose records have none.
  package var requestIndex: Int?
  package var body: RecordBody
  /// The world the record belongs to, in the output of a config with
  /// worlds (decide2.md §1): on `run`, `histogram`, `auctionHistogram`,
  /// `check` and `summary`, written as their last key; nil elsewhere.
  package var world: String?
  /// The portfolio group the record belongs to (decide2.md §5): on a group's `run`, `histogram`,
  /// `auctionHistogram`, `check`, `summary` and `worlds`, written just before `world`; nil elsewhere.
  package var group: String?

  package init(
    seq: Int, t: Int64, requestIndex: Int? = nil, body: RecordBody, world: String? = nil, group: String? = nil
  ) {
    self.seq = seq
    self.t = t
    self.requestIndex = requestIndex
    self.body = body
    self.world = world
    self.group = group
  }
}

/// What a record says, one case per record `type` of output.md. The large,
/// rare records are boxed so that the common ones stay small to copy.
package enum RecordBody: Sendable {
  case run(RunRecord)
  indirect case setUp(SetUpRecord)
  case signals(SignalsRecord)
  case bid(BidRecord)
  indirect case auction(AuctionRecord)
  case skipped(SkippedRecord)
  case abandoned(AbandonedRecord)
  case load(LoadRecord)
  case network(NetworkRecord)
  case networkCall(NetworkCallRecord)
  case loadResult(LoadResultRecord)
  case ignored(IgnoredRecord)
  case delegateLost(DelegateLostRecord)
  case retained(RetainedRecord)
  case waterfall(WaterfallRecord)
  indirect case ad(AdRecord)
  case app(AppRecord)
  case presentRefused(PresentRefusedRecord)
  case click(ClickRecord)
  case requestRefused(RequestRefusedRecord)
  case sdk(SDKRecord)
  case event(EventRecord)
  case reward(RewardRecord)
  case violation(ViolationRecord)
  indirect case check(CheckResult)
  indirect case result(ResultRecord)
  indirect case histogram(HistogramRecord)
  indirect case auctionHistogram(HistogramRecord)
  indirect case summary(SummaryRecord)
  indirect case worlds(WorldsRecord)
  indirect case portfolio(PortfolioRecord)

  /// The record's `type` key.
  package var type: String {
    switch self {
    case .run: "run"
    case .setUp: "setUp"
    case .signals: "signals"
    case .bid: "bid"
    case .auction: "auction"
    case .skipped: "skipped"
    case .abandoned: "abandoned"
    case .load: "load"
    case .network: "network"
    case .networkCall: "networkCall"
    case .loadResult: "loadResult"
    case .ignored: "ignored"
    case .delegateLost: "delegateLost"
    case .retained: "retained"
    case .waterfall: "waterfall"
    case .ad: "ad"
    case .app: "app"
    case .presentRefused: "presentRefused"
    case .click: "click"
    case .requestRefused: "requestRefused"
    case .sdk: "sdk"
    case .event: "event"
    case .reward: "reward"
    case .violation: "violation"
    case .check: "check"
    case .result: "result"
    case .histogram: "histogram"
    case .auctionHistogram: "auctionHistogram"
    case .worlds: "worlds"
    case .summary: "summary"
    case .portfolio: "portfolio"
    }
  }

  /// The thread of the adapter work the record shows, for the records that have a `thread` key (nil for the
  /// others, and for a `loadResult` no completion decided).
  package var thread: AdapterThread? {
    switch self {
    case .setUp(let setUp): setUp.thread
    case .network(let network): network.thread
    case .networkCall(let call): call.thread
    case .loadResult(let result): result.thread
    case .ignored(let ignored): ignored.thread
    case .event(let event): event.thread
    case .signals(let signals): signals.thread
    case .run, .bid, .auction, .skipped, .abandoned, .load, .delegateLost, .retained, .waterfall, .ad, .app,
      .presentRefused,
      .click, .requestRefused, .sdk, .reward, .violation, .check, .result, .histogram, .auctionHistogram, .worlds,
      .summary, .portfolio:
      nil
    }
  }
}

/// Where a simulation's records go as they happen: a renderer, a collector.
package protocol RecordSink: AnyObject {
  func receive(_ record: Record)
}

/// A sink that keeps nothing: for runs whose outcome matters, not their records.
package final class DiscardingSink: RecordSink {
  package init() {}
  package func receive(_ record: Record) {}
}

/// Where rendered output goes: standard output in the CLI, a buffer in tests.
package protocol ByteSink: AnyObject {
  func write(_ bytes: [UInt8])
}

/// Puts a world's label on the records that carry one (`run` and `check`
/// of a one-run trace of a config with worlds), passing every record on.
package final class WorldLabelling: RecordSink {
  private let world: String
  private let next: any RecordSink

  package init(world: String, next: any RecordSink) {
    self.world = world
    self.next = next
  }

  package func receive(_ record: Record) {
    var record = record
    switch record.body {
    case .run, .check, .histogram, .auctionHistogram, .summary: record.world = world
    case .setUp, .signals, .bid, .auction, .skipped, .abandoned, .load, .network, .networkCall, .loadResult, .ignored,
      .delegateLost, .retained, .waterfall, .ad, .app, .presentRefused, .click, .requestRefused, .sdk, .event, .reward,
      .violation, .result, .worlds, .portfolio:
      break
    }
    next.receive(record)
  }
}
