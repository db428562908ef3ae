/// Something that happened in a simulated ad request, as the engine tells
/// its observers: the trace that prints records, the contract monitor, the
/// tally of many runs.
///
/// Events are plain facts. Line items are indices into the config's
/// `lineItems`; labels, record types and messages are the observers' business.
///
/// Each case carries one value, a struct named after the case in a file of
/// its own under `Events/` (`adapterReported` is `Events/AdapterReported.swift`):
/// what the event says, its source (`lineItem`, where it has one), and
/// beside it how the trace shows it (`TracedEvent`). A case that carries
/// nothing has no file.
enum SimulationEvent {
  case runStarted(RunStarted)
  case requestStarted(RequestStarted)
  indirect case adapterSetUp(AdapterSetUp)
  case setUpRequested(SetUpRequested)
  case signalsCollected(SignalsCollected)
  case bidAnswered(BidAnswered)
  indirect case auctionClosed(AuctionClosed)
  case lineItemSkipped(LineItemSkipped)
  case walkStarted(WalkStarted)
  case loadStarted(LoadStarted)
  case abandoned(Abandoned)
  case networkRequested(NetworkRequested)
  case networkCalledBack(NetworkCalledBack)
  case adapterCalledNetwork(AdapterCalledNetwork)
  case completionCalled(CompletionCalled)
  case loadEnded(LoadEnded)
  case waterfallEnded(WaterfallEnded)
  indirect case adLoaded(AdLoaded)
  case appActed(AppActed)
  case clickResolved(ClickResolved)
  case impressionIgnored(ImpressionIgnored)
  case requestRefused(RequestRefused)
  case presentRefused(PresentRefused)
  case sdkCalledAd(SDKCalledAd)
  case adapterReported(AdapterReported)
  case eventDelegateLost(EventDelegateLost)
  case adapterRetained(AdapterRetained)
  case eventDropped(EventDropped)
  case rewardGranted(RewardGranted)
  case violation(Violation)
  /// Nothing is left to happen. It carries nothing, so it has no file in
  /// `Events/`: its trace is `TraceRecorder`'s own (the held `load` record goes out).
  case runEnded
}

extension SimulationEvent {
  /// What kind of thing happened, without the details: what a contract
  /// rule says it examines.
  ///
  /// One kind per case, named as the case: `kind` below names every case
  /// (no `default:`), and `FixtureCoverageTests` checks that every kind is
  /// the kind of the case it is named after, and that every case's payload
  /// is the type of its file under `Events/`.
  enum Kind: Int, CaseIterable {
    case runStarted, adapterSetUp, walkStarted, loadStarted, networkRequested, networkCalledBack, adapterCalledNetwork
    case completionCalled, loadEnded, waterfallEnded, adLoaded, appActed, presentRefused, sdkCalledAd, adapterReported
    case eventDropped, rewardGranted, violation, runEnded, clickResolved, impressionIgnored, requestRefused
    case eventDelegateLost
    case setUpRequested
    case bidAnswered, auctionClosed, lineItemSkipped, abandoned
    case requestStarted
    case adapterRetained
    case signalsCollected
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
    case .adapterRetained: .adapterRetained
    case .setUpRequested: .setUpRequested
    case .signalsCollected: .signalsCollected
    case .bidAnswered: .bidAnswered
    case .auctionClosed: .auctionClosed
    case .lineItemSkipped: .lineItemSkipped
    case .abandoned: .abandoned
    case .requestStarted: .requestStarted
    }
  }
}

/// Something that watches a simulation as it happens.
///
/// Observers see every event in order, in its context (when it happened,
/// and in a banner run which request it belongs to); they never change what
/// the simulation does.
protocol SimulationObserver: AnyObject {
  func observe(_ event: SimulationEvent, in context: EventContext)
}

/// Where an event happened: its virtual time, and in a run whose ad unit
/// refreshes, the request under way (nil in other runs). An event's source,
/// the line item it is about, is in its payload.
struct EventContext {
  var t: Int64
  var requestIndex: Int?
}

/// How one line item's load ended, as the SDK sees it.
package enum LoadResultOutcome: String, CaseIterable, Sendable {
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
package enum IgnoredReason: String, CaseIterable, Sendable {
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
  /// An event the adapter forwarded after its weakly held event delegate went with the app's release of its ad.
  case delegateReleased
}

/// Something the app does with the loaded ad.
package enum AppAction: String, CaseIterable, Sendable {
  case present
  case render
  case click
  /// A custom format ad's `recordImpression`.
  case recordImpression
  /// `loadRequest:` again on the same ad loader.
  case load
  /// The app removes the native ad's view (`app.untrackAfterMs`).
  case untrack
  /// The app drops its ad (`app.releaseAdAtMs`).
  case release
}

/// What the SDK made of a tap.
package enum ClickResolution: Equatable, Sendable {
  /// Not a click: nothing is counted.
  case notAClick(NotAClickReason)
  /// A click the SDK counted; for a custom format ad, where it led.
  case counted(ClickAction?)
}

/// Why a tap is not a click.
package enum NotAClickReason: String, CaseIterable, Sendable {
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
package enum ClickAction: Equatable, Sendable {
  /// The app's custom click handler ran, and nothing else.
  case customClickHandler
  /// The first deep link whose app is installed opened.
  case deepLink(String)
  /// The browser opened the ad's destination URL.
  case browser(String)
}

/// A method the SDK calls on the loaded ad.
package enum SDKCall: String, CaseIterable, Sendable {
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
