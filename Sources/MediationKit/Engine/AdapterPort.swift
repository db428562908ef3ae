/// The boundary between the platform-neutral core and a platform's adapters.
///
/// The core (this target) plays the SDK's side of mediation: the auction, the
/// walk, timers, delivery, the app's script and the contract monitor. What an
/// adapter is on a platform (iOS: `GADMediationAdapter` and its load methods,
/// completion handlers and event delegates; the network SDK it links) lives
/// behind these protocols, in the platform's own target (`MediationIOS`).
/// The core asks an adapter to load with a `LoadRequest`, gets back a
/// `LoadedAd` through the completion it hands over, and hears the adapter's
/// events as `AdEventName`s through the `AdEventReceiver` that completion
/// returns. The compiler keeps the direction: this target does not import any
/// platform's.
///
/// Where things are: docs/architecture.md, "The adapter port".

/// How a platform makes instances of one adapter class for line items'
/// loads. A registration holds one (`AdapterRegistration.maker`).
package protocol AdapterMaker: Sendable {
  /// A new adapter instance for one load of line item `lineItem`, with its
  /// network playing `script` and reporting to `host`.
  func make(script: NetworkScript, lineItem: Int, host: any NetworkHost) -> any LineItemAdapter
}

/// One adapter instance the SDK made for a line item's load, and the
/// network it links, kept for the life of the request.
package protocol LineItemAdapter: AnyObject {
  /// The network SDK this instance talks to, as the engine drives it.
  var network: any SimulatedNetwork { get }
  /// The entry point that loads `format`, or nil when the instance has
  /// none (a registration lists the formats of its type; an instance may
  /// still lack one).
  func entryPoint(for format: AdFormat) -> LoadEntryPoint?
  /// The entry point that collects the instance's signals for the auction (Android's
  /// `RtbAdapter.collectSignals`), or nil when the platform's adapter has none the SDK calls (iOS's profile
  /// adapter mirrors no `GADRTBAdapter` yet: the SDK plays the collection itself).
  func signalEntryPoint() -> SignalEntryPoint?
}

/// An adapter's method that collects its network's signals: called with the request and the SDK's callback,
/// which it calls with a token or an error.
package typealias SignalEntryPoint = (SignalRequest, @escaping SignalCompletion) -> Void

/// The SDK's side of a signal collection: the adapter's token, or its error.
package typealias SignalCompletion = (String?, AdError?) -> Void

/// What the SDK hands an adapter to collect signals, and what its network answers it.
package struct SignalRequest {
  package var format: AdFormat
  /// The app's `request.extras`, for the adapter's extras type to read.
  package var extras: NetworkExtrasValues
  /// What the adapter makes of its network's answer by its profile's `collectSignals` (the core resolves it, for
  /// the engine and the Monte Carlo kernel alike): the token to hand over, or the error to fail with.
  package var answer: CollectedSignal
}

/// An adapter's method that loads one format: called with the request and
/// the SDK's completion handler. The adapter calls the handler with its ad
/// or its error, and gets back where to report the ad's events (nil when
/// the SDK discarded the call).
package typealias LoadEntryPoint = (LoadRequest, @escaping LoadCompletion) -> Void

/// The SDK's side of a load's completion: the adapter's ad or error, and which
/// of the platform's completion methods it called (`CompletionCall`: iOS's one
/// handler takes either; Android's `onSuccess`, `onFailure(AdError)` and the
/// deprecated `onFailure(String)`). It returns where to report the ad's
/// events, or nil when the SDK discarded the call.
package typealias LoadCompletion = (LoadedAd?, AdError?, CompletionCall) -> AdEventReceiver?

/// What the SDK hands an adapter to load, whatever the format and platform.
package struct LoadRequest {
  package var format: AdFormat
  /// The line item's settings (its server parameters).
  package var settings: [String: String]
  package var isTestRequest: Bool
  /// The app's `request.extras`, for the adapter's extras type to read.
  package var extras: NetworkExtrasValues
  package var privacy: RequestPrivacy
  /// A winning bidder's bid response; nil for a waterfall line item.
  package var bidResponse: String?
  /// The ad unit's banner size (what a banner's load reads).
  package var adSize: AdSize
  /// The app's native ad loader options (what a native load reads).
  package var nativeOptions: [AdLoaderOptions]
}

/// The ad an adapter handed to the SDK, by how the app shows it
/// (`FormatTraits.presentation`), or an ad Ad Manager served itself.
package enum LoadedAd {
  /// A rewarded, rewarded interstitial or interstitial ad.
  case fullScreen(any FullScreenAdPort)
  /// A banner: its view is on screen as soon as it loads.
  case banner(any BannerAdPort)
  /// A mediated native ad: its assets go into the app's views.
  case native(any NativeAdPort)
  /// An ad Ad Manager served itself.
  case adManager(AdManagerAd)
}

/// A loaded full-screen ad, as the SDK calls it.
package protocol FullScreenAdPort: AnyObject {
  /// The app presents the ad.
  func present()
}

/// A loaded banner, as the SDK calls it.
package protocol BannerAdPort: AnyObject {
  /// Whether the adapter reports impressions itself (else the SDK counts one when it shows the view).
  var handlesUserImpressions: Bool { get }
  /// The SDK takes the banner's view to put it on screen.
  func showView()
}

/// A loaded mediated native ad, as the SDK calls it.
package protocol NativeAdPort: AnyObject {
  var handlesUserImpressions: Bool { get }
  var handlesUserClicks: Bool { get }
  /// The assets the SDK shows from the adapter's mapped ad; the AdChoices
  /// view goes in the corner the app asked for.
  func assets(preferredAdChoicesPosition: AdChoicesPosition) -> NativeAssets
  /// The app rendered the ad with these asset views registered as clickable.
  func didRender(clickableAssets: [NativeAssetIdentifier])
  /// The SDK recorded the ad's impression.
  func didRecordImpression()
  /// The SDK recorded a click on an asset view.
  func didRecordClick(on asset: NativeAssetIdentifier)
  /// The app removed the ad's view.
  func didUntrackView()
}

/// Where one loaded ad's adapter reports its events: the SDK's side of the
/// event delegate a load completion returns.
package final class AdEventReceiver {
  private unowned let simulation: Simulation
  private let lineItem: Int

  init(simulation: Simulation, lineItem: Int) {
    self.simulation = simulation
    self.lineItem = lineItem
  }

  /// The adapter reported `event` (with its error or reward, for the events that carry one).
  package func receive(_ event: AdEventName, error: AdError? = nil, reward: AdReward? = nil) {
    simulation.adapterReported(event, from: lineItem, error: error, reward: reward)
  }
}
