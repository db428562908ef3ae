/// An adapter class a config defines from data (`adapters.<className>`):
/// what a real network's adapter does, told as a profile, and played by one
/// Swift type (`ProfileAdapter`) over the same scripted network as the
/// Sample adapters.
package struct AdapterProfile: Hashable, Sendable {
  /// How the adapter's set-up (`setUpWithConfiguration:completionHandler:`) ends.
  package enum SetUpOutcome: String, CaseIterable, Hashable, Sendable {
    case ready
    case error
    /// The completion handler is never called: the SDK gives up after its set-up timeout.
    case never
  }

  /// What the adapter does with a load when its set-up did not succeed.
  package enum LoadsWhenNotReady: String, CaseIterable, Hashable, Sendable {
    /// It fails the load at once with its set-up error, as Unity's (code 110) does.
    case fail
    /// It starts the network anyway and loads, as Liftoff's does.
    case proceed
  }

  /// The weakest link between the network's callbacks and the SDK's event delegate (`completion.holdsDelegate`):
  /// what survives the app's release of its ad.
  package enum HoldsDelegate: String, CaseIterable, Hashable, Sendable {
    /// The adapter keeps the delegate as long as the SDK keeps the adapter (Google's practice, PR #305).
    case strong
    /// A link is weak (Unity's `__weak` delegate before PR #305; MoPub's `WeakReference`, #344): the
    /// delegate goes with the app's release of its ad.
    case weak
    /// The adapter and the SDK's delegate keep each other (prebid-mobile-ios#497): neither is ever freed.
    case cycle
  }

  /// What the adapter does when its network fails the load (`completion.onNetworkFailure`).
  package enum OnNetworkFailure: String, CaseIterable, Hashable, Sendable {
    /// It fails the completion with its load error, as every Google adapter does.
    case fail
    /// It returns without calling the completion: the SDK waits for its timeout.
    case never
    /// It calls the completion as a success with itself though its network has no ad (Pangle's custom adapters,
    /// bytedance/Bytedance-UnionAD#233): the load fills, and the ad has nothing to show.
    case succeed
  }

  /// How the adapter treats a second load on a placement whose first load is still running.
  package enum ConcurrentLoads: String, CaseIterable, Hashable, Sendable {
    /// The network serves concurrent loads on one placement.
    case supported
    /// The adapter fails the second load at once, as InMobi's and AppLovin's do.
    case refused
    /// The network cannot, and the adapter lets the second load through anyway (contract rule R18).
    case unsupported
  }

  /// An error the adapter reports; `{networkCode}` in a load failure's
  /// message stands for the network's error code.
  package struct ErrorTemplate: Hashable, Sendable {
    package var domain: String
    package var code: Int
    package var message: String
    /// Whether the adapter reports it with a message alone (Android's deprecated `onFailure(String)`,
    /// `onAdFailedToShow(String)`: the config writes a plain string), rendered `{"undefined", 0, message}`.
    package var messageOnly: Bool

    package init(domain: String, code: Int, message: String, messageOnly: Bool = false) {
      self.domain = domain
      self.code = code
      self.message = message
      self.messageOnly = messageOnly
    }

    /// The error, with `{networkCode}` replaced by `networkCode` when given.
    package func error(networkCode: Int? = nil) -> AdError {
      AdError(
        domain: domain, code: code,
        localizedDescription: networkCode.map { message(networkCode: String($0)) } ?? message)
    }

    /// The message with every `{networkCode}` replaced by `networkCode`.
    ///
    /// A byte scan rather than `String.replacing`, whose generic searcher
    /// costs a hundred times more: every failed load of a profile calls it.
    package func message(networkCode: String) -> String {
      let placeholder = Array("{networkCode}".utf8)
      let bytes = Array(message.utf8)
      guard bytes.count >= placeholder.count else { return message }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        if bytes[index] == placeholder[0], index + placeholder.count <= bytes.count,
          bytes[index..<index + placeholder.count].elementsEqual(placeholder)
        {
          result += networkCode.utf8
          index += placeholder.count
        } else {
          result.append(bytes[index])
          index += 1
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// The JSON type of an extras key the adapter's extras class accepts.
  package enum ExtraType: String, CaseIterable, Hashable, Sendable {
    case boolean
    case string
    case number
  }

  /// When the adapter hands an extra to its network.
  package enum ExtraApplication: String, CaseIterable, Hashable, Sendable {
    /// With the load request (it shows in the `load` record's `request.extras`).
    case load
    /// With the present call (Mintegral's mute): the `networkCall` record `present` shows it in `detail`.
    case present
  }

  /// How an iOS adapter reads each part of its version strings (`versionParts`).
  package enum VersionParts: String, CaseIterable, Hashable, Sendable {
    /// Split at `.`, each part's `NSString.integerValue` (`VersionParts`): Objective-C adapters.
    case integerValue
    /// Swift's `split`, empty parts dropped, and `Int(_:)`, anything else `0.0.0` (`SwiftVersionParts`): Moloco.
    case strict
  }

  /// Whether the adapter can bid (`bidding`): not, as well as in the waterfall, or only.
  package enum Bidding: Hashable, Sendable {
    /// It collects no signals: a waterfall adapter (`false`).
    case cannot
    /// It bids, and loads in the waterfall too (`true`).
    case can
    /// It bids, and fails a waterfall load at once (`"only"`: Moloco).
    case only
  }

  /// Why a present fails, each cause with its own error when the profile gives one (`present.errors`: Moloco's 104
  /// "Ad is not ready to be shown", its SDK's error passed through, 105 "Ad failed to show").
  package enum PresentFailure: Hashable, Sendable {
    /// The ad is not ready (the readiness check, or a load that succeeded without a network ad).
    case notReady
    /// The ad expired (the readiness check, the network's expiry).
    case expired
    /// The network failed the show, with an error code or error object.
    case showFailed
    /// The network failed the show with no error.
    case showFailedWithoutError
  }

  /// The errors of `present.errors`; nil where the profile gives none (then `present.error`).
  package struct PresentErrors: Hashable, Sendable {
    package var notReady: ErrorTemplate?
    package var expired: ErrorTemplate?
    /// The error of a failed show, or (`passThrough` true) the network's own.
    package var showFailed: (template: ErrorTemplate, passThrough: Bool)?
    package var showFailedWithoutError: ErrorTemplate?

    package init() {}

    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.notReady == rhs.notReady && lhs.expired == rhs.expired
        && lhs.showFailed?.template == rhs.showFailed?.template
        && lhs.showFailed?.passThrough == rhs.showFailed?.passThrough
        && lhs.showFailedWithoutError == rhs.showFailedWithoutError
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(notReady)
      hasher.combine(expired)
      hasher.combine(showFailed?.template)
      hasher.combine(showFailed?.passThrough)
      hasher.combine(showFailedWithoutError)
    }
  }

  /// The error template of a present failed for `cause`, and whether a network error passes through unchanged.
  package func presentFailure(_ cause: PresentFailure) -> (template: ErrorTemplate, passThrough: Bool) {
    switch cause {
    case .notReady: (presentErrors.notReady ?? presentError, false)
    case .expired: (presentErrors.expired ?? presentError, false)
    case .showFailed: presentErrors.showFailed ?? (presentError, passesPresentErrorThrough)
    case .showFailedWithoutError: (presentErrors.showFailedWithoutError ?? presentError, false)
    }
  }

  /// Whether a show the network fails with an error reaches the SDK with that error unchanged.
  package var showFailurePassesThrough: Bool { presentFailure(.showFailed).passThrough }

  /// What the adapter does when the SDK calls `didUntrackView:` on its native ad.
  package enum Untrack: String, CaseIterable, Hashable, Sendable {
    /// Nothing: the Sample custom event (seeds 000 and 002) and Mintegral's
    /// adapter do not implement it, so a network that tracks the view keeps tracking it.
    case ignores
    /// It tells its network to stop tracking the view (`unregisterView`), as
    /// Pangle's and InMobi's adapters do.
    case unregisters
  }

  package var className: String
  package var formats: [AdFormat]
  /// The adapter's own version string, reported by `adapterVersionRule`.
  package var adapterVersion = ConfigSchema.Profile.adapterVersion.defaultValue
  /// How the adapter reads its version string (by default, exactly four
  /// parts folded to `major.minor.(third×100+fourth)`, else `0.0.0`).
  package var adapterVersionRule = ConfigSchema.Profile.adapterVersionRule.defaultValue
  /// The network SDK's version string, reported by `adSDKVersionRule`.
  package var adSDKVersion = ConfigSchema.Profile.adSDKVersion.defaultValue
  /// How the adapter reads its network SDK's version string (by default,
  /// the first three parts, fewer `0.0.0`).
  package var adSDKVersionRule = ConfigSchema.Profile.adSDKVersionRule.defaultValue
  /// How it reads each part of both version strings (iOS only; Android's profiles read as Java does).
  package var versionParts = ConfigSchema.Profile.versionParts.defaultValue
  /// The `request.extras` keys its extras class accepts, and their types, in config order.
  package var extras = ConfigSchema.Profile.extras.defaultValue

  package var setUpOutcome = ConfigSchema.SetUp.outcome.defaultValue
  package var setUpLatencyMs = ConfigSchema.SetUp.latencyMs.defaultValue
  package var setUpError: ErrorTemplate
  /// The error the network's own set-up reports, when the profile gives one (`setUp.networkError`).
  package var setUpNetworkError: AdError?
  /// True: the set-up error is the network's, unchanged (`setUp.error` `"passThrough"`).
  package var passesSetUpErrorThrough = false
  /// The error set-up fails with, and what a load reports while not ready:
  /// the network's own when the profile passes it through, else `setUpError`
  /// (`{networkCode}` the network's code, when it has an error).
  package var setUpFailure: AdError {
    if passesSetUpErrorThrough, let setUpNetworkError {
      // A message-only set-up failure passes the network's message alone (android.md, `setUp` on Android).
      guard setUpError.messageOnly else { return setUpNetworkError }
      return AdError(domain: setUpError.domain, code: 0, localizedDescription: setUpNetworkError.localizedDescription)
    }
    return setUpError.error(networkCode: setUpNetworkError?.code)
  }
  /// A setting's or a privacy setting's refusal at set-up, as set-up reports it: on a platform whose set-up
  /// failure is a message alone (Android's `onInitializationFailed(String)`), its message alone, in the
  /// domain and code of `setUpError`; elsewhere the refusal's error unchanged.
  package func setUpRefusal(_ refusal: AdError) -> AdError {
    guard setUpError.messageOnly else { return refusal }
    return AdError(domain: setUpError.domain, code: setUpError.code, localizedDescription: refusal.localizedDescription)
  }
  /// Whether set-up succeeds: it reports ready before the SDK's set-up timeout.
  var setUpSucceeds: Bool { setUpOutcome == .ready && setUpLatencyMs < SetUpTiming.timeoutMs }
  package var loadsWhenNotReady = ConfigSchema.SetUp.loadsWhenNotReady.defaultValue
  /// Where the adapter runs its network's initialization (`setUp.thread`).
  package var setUpThread = ConfigSchema.SetUp.thread.defaultValue
  /// Whether its network's initialization does UI work (`setUp.touchesUI`).
  package var setUpTouchesUI = ConfigSchema.SetUp.touchesUI.defaultValue

  /// True: the completion handler runs at most once (seeds 000, 002, 004);
  /// false: every network answer reaches the SDK (seed 001).
  package var callsCompletionOnce = ConfigSchema.Completion.callOnce.defaultValue
  /// Whether the ad configuration's `isTestRequest` reaches the network request.
  package var passesTestMode = ConfigSchema.Completion.passesTestMode.defaultValue
  /// True: a failed load hands the SDK the ad together with the error (Unity's adapter does).
  package var failsWithAd = ConfigSchema.Completion.failsWithAd.defaultValue
  /// True: the adapter keeps the first event delegate the SDK returned and
  /// ignores what later completion calls return; false: it stores every
  /// return, so a duplicate's nil replaces its delegate (the seeds' code).
  package var keepsFirstDelegate = ConfigSchema.Completion.keepsFirstDelegate.defaultValue
  /// The weakest link between the network's callbacks and the SDK's event delegate (`completion.holdsDelegate`).
  /// `weak`: the delegate goes with the app's release of its ad (`Simulation.freeReleasedAd`).
  package var holdsDelegate = ConfigSchema.Completion.holdsDelegate.defaultValue
  /// What the adapter does when its network fails the load: fail the completion, never call it, or call it as a
  /// success (`completion.onNetworkFailure`).
  package var onNetworkFailure = ConfigSchema.Completion.onNetworkFailure.defaultValue
  /// Android only: true, the adapter checks its callback for null before every event (`SampleAdapter`);
  /// false, an event on a lost callback is sent to null (`SampleCustomEvent`).
  /// Android: the adapter checks its callback for null before each event (`completion.nullChecks`).
  package var nullChecks = true
  package var loadError: ErrorTemplate
  /// True: a failed load hands the SDK its network's error unchanged
  /// (`completion.error` `"passThrough"`, as IronSource's, Mintegral's and Pangle's adapters do).
  package var passesLoadErrorThrough = false
  /// The load failure when the network's success callback brings no ad (`completion.emptyError`).
  package var emptyError: ErrorTemplate
  /// Where the adapter handles its network's load answer and calls the completion (`completion.thread`).
  package var completionThread = ConfigSchema.Completion.thread.defaultValue

  /// Whether the adapter checks the ad is ready before asking the network to show it.
  package var checksReadiness = ConfigSchema.ProfilePresent.checksReadiness.defaultValue
  /// Events the adapter forwards when asked to present, before the network shows anything
  /// (Unity's and Moloco's send `willPresentFullScreenView` there).
  package var eventsBeforeShow = ConfigSchema.ProfilePresent.eventsBeforeShow.defaultValue
  /// Whether the adapter stops listening to its network when the network reports the dismissal
  /// (`present.unregistersOnDismiss`: Vungle's router, googleads-mobile-ios-mediation#267).
  package var unregistersOnDismiss = ConfigSchema.ProfilePresent.unregistersOnDismiss.defaultValue
  package var presentError: ErrorTemplate
  /// True: a show the network fails with an error reaches the SDK with that
  /// error unchanged (`present.error` `"passThrough"`).
  package var passesPresentErrorThrough = false
  /// The present failures by cause (`present.errors`), each defaulting to `presentError`.
  package var presentErrors = PresentErrors()
  /// Where the adapter does its present work (`present.thread`): the readiness check, `eventsBeforeShow`, its
  /// network's show.
  package var presentThread = ConfigSchema.ProfilePresent.thread.defaultValue

  /// For each network callback, the SDK events the adapter forwards, in order.
  package var events: [NetworkCallback: [AdEventName]] = [:]
  /// For each network callback an `events` entry in object form names a thread for, that thread (main otherwise).
  package var eventThreads: [NetworkCallback: AdapterThread] = [:]

  package var handlesUserImpressions = ConfigSchema.ProfileNative.handlesUserImpressions.defaultValue
  package var handlesUserClicks = ConfigSchema.ProfileNative.handlesUserClicks.defaultValue
  /// How the adapter fills the native ad's assets from its network's (`native.assets` and the download policies).
  package var nativeAssets = NativeAssetMapping.sample
  /// What the adapter does when the SDK calls `didUntrackView:`.
  package var untrack = ConfigSchema.ProfileNative.untrack.defaultValue

  /// The banner sizes the adapter serves (`bannerSizes`); nil: every size.
  package var bannerSizes: [AdSize]?
  /// The load failure for a size it does not serve (`sizeError`).
  package var sizeError: ErrorTemplate
  /// Whether the adapter reports a banner's impression itself (`banner.handlesUserImpressions`).
  package var bannerHandlesUserImpressions = ConfigSchema.ProfileBanner.handlesUserImpressions.defaultValue
  /// How the adapter picks its network's banner size (`banner.sizing`); nil: not given, `bannerSizes`
  /// compared exactly and the network asked for nothing the records show.
  package var bannerSizing: BannerSizing?
  /// What the adapter does with a banner of another size than it asked for (`banner.sizeMismatch`).
  package var bannerSizeMismatch = ConfigSchema.ProfileBanner.sizeMismatch.defaultValue
  /// The load failure for such a banner (`banner.sizeMismatchError`).
  package var bannerSizeMismatchError: ErrorTemplate

  /// Whether the adapter can bid (`bidding`): it collects signals for the
  /// SDK's auction, as Google's `GADRTBAdapter` does.
  package var bidding = ConfigSchema.Profile.bidding.defaultValue == .can
  /// Whether it only bids (`bidding: "only"`, Moloco): a waterfall load, which has no bid response, fails at once
  /// with `biddingOnlyError`, without its network.
  package var biddingOnly = false
  /// The failure of a waterfall load of a class that only bids (Moloco's `nilBidResponse`).
  package var biddingOnlyError: ErrorTemplate
  /// Where a bidding adapter does its signal work (`collectSignals.thread`).
  package var collectSignalsThread = ConfigSchema.CollectSignals.thread.defaultValue
  /// Whether its signal collection reads UI state (`collectSignals.touchesUI`).
  package var collectSignalsTouchesUI = ConfigSchema.CollectSignals.touchesUI.defaultValue
  /// The formats it collects signals for (`collectSignals.formats`); nil: its `formats`.
  package var signalFormats: [AdFormat]?
  /// The signal failure for another format (`collectSignals.formatError`).
  package var signalFormatError: ErrorTemplate
  /// The signal failure for an empty or missing token (`collectSignals.emptyTokenError`); nil: `""` is passed on.
  package var emptyTokenError: ErrorTemplate?
  /// The signal failure for its network's error (`collectSignals.error`), unless `passesSignalErrorThrough`.
  package var signalError: ErrorTemplate
  /// Whether it hands the SDK its network's signal error unchanged (`collectSignals.error: "passThrough"`).
  package var passesSignalErrorThrough = true

  package var concurrentLoads = ConfigSchema.Profile.concurrentLoads.defaultValue
  package var concurrentLoadError: ErrorTemplate

  /// The server settings its adapter reads (`settings`), in config order.
  package var settings = ConfigSchema.Profile.settings.defaultValue
  /// What its adapter does with each privacy setting of the request (`privacy`), in config order.
  package var privacy = ConfigSchema.Profile.privacy.defaultValue

  package init(className: String, formats: [AdFormat]) {
    self.className = className
    self.formats = formats
    setUpError = ErrorTemplate(domain: className, code: 100, message: "The network failed to initialize.")
    loadError = ErrorTemplate(
      domain: className, code: 101, message: "The network failed to load an ad (network error code {networkCode}).")
    emptyError = ErrorTemplate(domain: className, code: 102, message: "The network returned no ad.")
    presentError = ErrorTemplate(domain: className, code: 102, message: "The ad failed to present ({networkCode}).")
    concurrentLoadError = ErrorTemplate(
      domain: className, code: 103, message: "An ad is already loading for this placement.")
    sizeError = ErrorTemplate(domain: className, code: 105, message: "Unsupported ad size.")
    biddingOnlyError = ErrorTemplate(domain: className, code: 106, message: "Nil bid response.")
    bannerSizeMismatchError = ErrorTemplate(
      domain: className, code: 109, message: "The loaded banner's size does not match the request.")
    signalError = ErrorTemplate(domain: className, code: 110, message: "The network failed to collect signals.")
    signalFormatError = ErrorTemplate(
      domain: className, code: 111, message: "Signals are not collected for this format.")
  }

  /// Whether the adapter serves banners of `size`.
  package func serves(_ size: AdSize) -> Bool {
    bannerSizes.map { $0.contains(size) } ?? true
  }

  /// `values` (the request's extras its extras class read) split into what
  /// the adapter hands its network with the load request and with the
  /// present call; nil for the latter when it applies none there. Without
  /// extras applied at present, `values` go whole with the load, unsplit.
  package func splitExtras(_ values: NetworkExtrasValues) -> (
    atLoad: NetworkExtrasValues, atPresent: NetworkExtrasValues?
  ) {
    guard extras.contains(where: { $0.appliedAt == .present }) else { return (values, nil) }
    func keys(_ application: ExtraApplication) -> [String] {
      extras.filter { $0.appliedAt == application }.map(\.key)
    }
    return (values.restricted(to: keys(.load)), values.restricted(to: keys(.present)))
  }

  /// The load failure the adapter reports for its network's error: that
  /// error when the profile passes it through, else `loadError` with the
  /// error's code for `{networkCode}`.
  package func loadFailure(networkError: AdError) -> AdError {
    passesLoadErrorThrough ? networkError : loadError.error(networkCode: networkError.code)
  }

  /// The events the adapter forwards for `callback` of an ad of `format`:
  /// the profile's, or what the contract asks of an adapter that says nothing
  /// else, among the events its platform's callback of the format has
  /// (`admitted`: `PlatformNames.events(for:)`).
  package func forwardedEvents(
    for callback: NetworkCallback, format: AdFormat, admitted: [AdEventName]
  ) -> [AdEventName] {
    if let listed = events[callback] { return listed }
    if format.traits.grantsReward, callback == .videoPlay { return [.didStartVideo] }
    // An interstitial's delegate has no video events: its adapter forwards none by default.
    return (Self.defaultEvents[callback] ?? []).filter(admitted.contains)
  }

  /// Where the adapter handles `callback`: a load answer on `completion.thread`, any other callback on its
  /// `events` entry's thread (main by default).
  package func thread(handling callback: NetworkCallback) -> AdapterThread {
    callback == .didReceiveAd || callback == .didFailToLoad ? completionThread : eventThreads[callback] ?? .main
  }

  /// What an adapter forwards for each network callback unless its profile says otherwise.
  package static let defaultEvents: [NetworkCallback: [AdEventName]] = [
    .willPresent: [.willPresentFullScreenView],
    .didPresent: [.willPresentFullScreenView, .didStartVideo],
    .impression: [.reportImpression],
    .didClick: [.reportClick],
    .click: [.reportClick],
    .userDidEarnReward: [.didRewardUser],
    .didCompleteVideo: [.didEndVideo],
    .didSkipVideo: [.didEndVideo],
    .willDismiss: [.willDismissFullScreenView],
    .didDismiss: [.willDismissFullScreenView, .didEndVideo, .didDismissFullScreenView],
    .didFailToPresent: [.didFailToPresentWithError],
    // Android's banner callback has no show failure: filtered out there, the default forwards nothing.
    .didFailToShow: [.didFailToPresentWithError],
    .videoPlay: [.didPlayVideo],
    .videoPause: [.didPauseVideo],
    .videoEnd: [.didEndVideo],
    .videoMute: [.didMuteVideo],
    .videoUnmute: [.didUnmuteVideo],
    .didPresentModal: [.willPresentFullScreenView],
    .didDismissModal: [.willDismissFullScreenView, .didDismissFullScreenView],
  ]
}

/// A `request.extras` key an adapter's extras class reads, and its JSON type.
package struct ExtraDeclaration: Hashable, Sendable {
  package var key: String
  package var type: AdapterProfile.ExtraType
  /// When the adapter hands it to its network.
  package var appliedAt = AdapterProfile.ExtraApplication.load

  package init(key: String, type: AdapterProfile.ExtraType, appliedAt: AdapterProfile.ExtraApplication = .load) {
    self.key = key
    self.type = type
    self.appliedAt = appliedAt
  }
}
