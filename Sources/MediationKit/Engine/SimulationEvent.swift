/// Something that happened in a simulated ad request, as the engine tells
/// its observers: the trace that prints records, the contract monitor, the
/// tally of many runs.
///
/// Events are plain facts. Line items are indices into the config's
/// `lineItems`; labels, record types and messages are the observers' business.
enum SimulationEvent {
  /// The request starts.
  case runStarted(seed: UInt64)
  /// A banner's request starts: the first (index 0) after set-up, then one
  /// per refresh. Only banner runs have them.
  case requestStarted(index: Int)
  /// The SDK set up an adapter class (`setUpWithConfiguration:completionHandler:`)
  /// when the app started, this long before the request.
  indirect case adapterSetUp(className: String, versions: AdapterVersions, error: AdError?, latencyMs: Int64)
  /// An adapter class's set-up called its network, handing it these
  /// settings (before its `adapterSetUp`).
  case setUpRequested(className: String, [PassedSetting])
  /// A bidder answered the auction (or timed out): its state, its price
  /// (the bid, or the price that fell short of a floor), and when.
  case bidAnswered(lineItem: Int, BidState, price: DecimalNumber?, latencyMs: Int64)
  /// The auction closed, with its winner and what every bidder came to.
  indirect case auctionClosed(AuctionOutcome)
  /// A waterfall line item was taken out of the walk: a bidder of its class bid and lost.
  case lineItemSkipped(lineItem: Int)
  /// The walk of the waterfall starts, in this order of line items (a
  /// winning bid among them; line items taken out too).
  case walkStarted(order: [Int])
  /// The SDK calls a line item's adapter to load; a winning bidder's load
  /// carries its bid response (nil for a waterfall line item).
  case loadStarted(lineItem: Int, bidResponse: String?)
  /// The app's patience ran out before a fill: it stopped waiting, this long after the request.
  case abandoned(latencyMs: Int64)
  /// The adapter asked its network for an ad.
  case networkRequested(lineItem: Int, NetworkRequest)
  /// The network calls back into the adapter.
  case networkCalledBack(lineItem: Int, NetworkCallback, NetworkCallbackDetail?)
  /// The adapter calls into its network after the load.
  case adapterCalledNetwork(lineItem: Int, NetworkCall)
  /// The adapter called the SDK's load completion handler; `ignored` says
  /// why the SDK discarded the call, when it did.
  case completionCalled(lineItem: Int, hasAd: Bool, error: AdError?, ignored: IgnoredReason?)
  /// The SDK decided a line item's load.
  case loadEnded(lineItem: Int, LoadResultOutcome, latencyMs: Int64, error: AdError?)
  /// The walk ended: with the winner's fill and the price its impression
  /// is paid (USD CPM), or without a fill.
  case waterfallEnded(winner: Int?, price: DecimalNumber?, latencyMs: Int64, error: AdError?)
  /// The SDK handed the loaded ad to the app; native ads with their mapped assets.
  indirect case adLoaded(lineItem: Int, assets: NativeAssets?)
  /// The app acted on the loaded ad (`asset`: what a tap was on, as the config names it).
  case appActed(AppAction, asset: String?)
  /// The SDK decided what a tap on the ad was: not a click, or a click it
  /// counted, and for a custom format ad where the click led.
  case clickResolved(lineItem: Int, asset: String, ClickResolution)
  /// The SDK ignored a repeated `recordImpression` of a custom format ad.
  case impressionIgnored(lineItem: Int)
  /// The SDK refused a request on an ad loader still loading the previous one.
  case requestRefused(AdError)
  /// The SDK refused the app's present of an ad that was already presented.
  case presentRefused(lineItem: Int, AdError)
  /// The SDK called into the loaded ad.
  case sdkCalledAd(lineItem: Int, SDKCall, asset: NativeAssetIdentifier?)
  /// The adapter called the event delegate; `ignored` says why the SDK
  /// discarded the event, when it did.
  case adapterReported(lineItem: Int, AdEventName, error: AdError?, reward: AdReward?, ignored: IgnoredReason?)
  /// The adapter replaced the event delegate it held with the nil a later
  /// completion call returned: the SDK had discarded that call (`after`),
  /// or the adapter's own once-guard kept it from the SDK (nil).
  case eventDelegateLost(lineItem: Int, after: IgnoredReason?)
  /// The adapter sent an event to a delegate it does not hold (messaging
  /// nil: a silent no-op on a device), so the SDK never saw it.
  case eventDropped(lineItem: Int, AdEventName)
  /// The SDK granted the ad unit's reward to the app.
  case rewardGranted(lineItem: Int, AdReward)
  /// A contract rule was broken.
  case violation(Violation)
  /// Nothing is left to happen.
  case runEnded
}

extension SimulationEvent {
  /// What kind of thing happened, without the details: what a contract
  /// rule says it examines.
  enum Kind: Int, CaseIterable {
    case runStarted, adapterSetUp, walkStarted, loadStarted, networkRequested, networkCalledBack, adapterCalledNetwork
    case completionCalled, loadEnded, waterfallEnded, adLoaded, appActed, presentRefused, sdkCalledAd, adapterReported
    case eventDropped, rewardGranted, violation, runEnded, clickResolved, impressionIgnored, requestRefused
    case eventDelegateLost
    case setUpRequested
    case bidAnswered, auctionClosed, lineItemSkipped, abandoned
    case requestStarted
  }

  var kind: Kind {
    switch self {
    case .runStarted: .runStarted
    case .adapterSetUp: .adapterSetUp
    case .walkStarted: .walkStarted
    case .loadStarted: .loadStarted
    case .networkRequested: .networkRequested
    case .networkCalledBack: .networkCalledBack
    case .adapterCalledNetwork: .adapterCalledNetwork
    case .completionCalled: .completionCalled
    case .loadEnded: .loadEnded
    case .waterfallEnded: .waterfallEnded
    case .adLoaded: .adLoaded
    case .appActed: .appActed
    case .presentRefused: .presentRefused
    case .sdkCalledAd: .sdkCalledAd
    case .adapterReported: .adapterReported
    case .eventDropped: .eventDropped
    case .rewardGranted: .rewardGranted
    case .violation: .violation
    case .runEnded: .runEnded
    case .clickResolved: .clickResolved
    case .impressionIgnored: .impressionIgnored
    case .requestRefused: .requestRefused
    case .eventDelegateLost: .eventDelegateLost
    case .setUpRequested: .setUpRequested
    case .bidAnswered: .bidAnswered
    case .auctionClosed: .auctionClosed
    case .lineItemSkipped: .lineItemSkipped
    case .abandoned: .abandoned
    case .requestStarted: .requestStarted
    }
  }
}

/// How a run's auction closed: the winner and its price, what each bidder
/// came to (in listed order), and when.
struct AuctionOutcome: Equatable {
  /// One bidder's part: its state in the closed auction and its price
  /// (the bid for `won` and `lost`, the price that fell short for
  /// `belowFloor`, nil otherwise).
  struct Bid: Equatable {
    var lineItem: Int
    var state: AuctionBidState
    var price: DecimalNumber?
  }

  var winner: Int?
  var price: DecimalNumber?
  var bids: [Bid]
  var latencyMs: Int64
}

/// Something that watches a simulation as it happens.
///
/// Observers see every event in order, at the virtual time it happened; they
/// never change what the simulation does.
protocol SimulationObserver: AnyObject {
  func observe(_ event: SimulationEvent, at t: Int64)
}

/// A broken contract rule: the rule (by its number in `ContractRules.names`),
/// how severe the config makes it, the line item that broke it (nil for
/// what no single line item did), and what happened.
struct Violation: Equatable, Sendable {
  var lineItem: Int?
  var rule: Int
  var severity: RuleSeverity
  var detail: String

  var ruleName: String { ContractRules.names[rule] }
}

/// How one line item's load ended, as the SDK sees it.
public enum LoadResultOutcome: String, CaseIterable, Sendable {
  case fill
  case noFill
  case error
  case timeout
  case adapterNotFound
  case formatNotSupported
  /// The line item serves an ad of a type the app did not ask for.
  case ineligible
}

/// Why the SDK discarded a call from an adapter.
public enum IgnoredReason: String, CaseIterable, Sendable {
  /// A load completion after the first.
  case duplicateCompletion
  /// A load completion after the line item timed out.
  case afterTimeout
  /// An event the adapter sent to an event delegate it does not hold.
  case noEventDelegate
  /// An impression after the ad's first.
  case duplicateImpression
  /// A reward after the ad's reward was granted.
  case rewardAlreadyGranted
}

/// Something the app does with the loaded ad.
public enum AppAction: String, CaseIterable, Sendable {
  case present
  case render
  case click
  /// A custom format ad's `recordImpression`.
  case recordImpression
  /// `loadRequest:` again on the same ad loader.
  case load
  /// The app removes the native ad's view (`app.untrackAfterMs`).
  case untrack
}

/// What the SDK made of a tap.
public enum ClickResolution: Equatable, Sendable {
  /// Not a click: nothing is counted.
  case notAClick(NotAClickReason)
  /// A click the SDK counted; for a custom format ad, where it led.
  case counted(ClickAction?)
}

/// Why a tap is not a click.
public enum NotAClickReason: String, CaseIterable, Sendable {
  /// The AdChoices icon opens the AdChoices page, not the ad.
  case adChoices
  /// The ad has no such asset.
  case noSuchAsset
  /// The app did not register the asset's view with the ad view.
  case notRegistered
  /// The ad view's empty space.
  case emptySpace
  /// The app removed the ad's view (`app.untrackAfterMs`): nothing of the ad is on screen to tap.
  case untracked
}

/// Where a custom format ad's click led, in seed 003's order.
public enum ClickAction: Equatable, Sendable {
  /// The app's custom click handler ran, and nothing else.
  case customClickHandler
  /// The first deep link whose app is installed opened.
  case deepLink(String)
  /// The browser opened the ad's destination URL.
  case browser(String)
}

/// A method the SDK calls on the loaded ad.
public enum SDKCall: String, CaseIterable, Sendable {
  case present
  case didRender
  case didRecordImpression
  case didRecordClickOnAsset
  /// The SDK counts a custom format ad's impression, which the app records (mediate).
  case recordImpression
  /// The app removed the ad's view: the SDK tells the mapped ad to stop tracking it.
  case didUntrackView
  /// The SDK reads a loaded banner's view and puts it on screen.
  case view
}
