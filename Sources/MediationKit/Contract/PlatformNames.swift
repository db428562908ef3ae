/// A platform's contract as the core speaks of it: the names it gives the
/// core's neutral vocabularies (what an adapter reports, `AdEventName`; what a
/// network calls back, `NetworkCallback`; what the SDK calls on a loaded ad,
/// `SDKCall`; the adapter method the SDK loads a format with; why the SDK
/// discarded a call, `IgnoredReason`), which of those events each format's
/// callback interface has, and the errors the SDK itself decides
/// (`SDKFailure`). Carried as data: the core spells no platform's names but
/// through the table of the run's platform (`AdapterPlatform.names`), built
/// from the platform's own exhaustive spelling, so a platform that forgets a
/// name does not compile. The config reader reads names through the same
/// table (`event(named:)`, `callback(named:)`), so a config is written in its
/// platform's words and the records print them back.
package struct PlatformNames: Sendable {
  /// The platform these are the names of.
  package let platform: Platform
  /// By `AdEventName.allCases`' order: the method's name, nil where the platform's callbacks have no such method.
  private let events: [String?]
  /// By `NetworkCallback.allCases`' order, then by `AdFormat.allCases`' order.
  private let callbacks: [[String]]
  private let sdkCalls: [String]
  private let networkCalls: [String]
  /// By format (`AdFormat.allCases`' order): the method for a waterfall load, then for a bid winner's.
  private let loadMethods: [(waterfall: String, bidding: String)]
  /// By format: the events its callback interface has.
  private let formatEvents: [[AdEventName]]
  private let ignoredReasons: [String]
  private let completionCalls: [String]
  /// The load's completion methods in prose, as a breach's detail speaks of them.
  package let completionHandler: String
  /// The adapter method the SDK sets an adapter class up with (iOS `setUpWithConfiguration:completionHandler:`,
  /// Android `initialize`), as a breach's detail names it.
  package let setUpMethod: String
  /// The method the SDK calls for a bidder's signals (iOS `collectSignalsForRequestParameters:completionHandler:`,
  /// Android `collectSignals`), as a breach's detail names it.
  package let signalsMethod: String
  private let networkErrors: [NetworkErrorCode]
  private let sdkErrors: @Sendable (SDKFailure) -> AdError
  /// How the platform's adapters read version strings.
  package let versions: VersionConventions
  /// The form of the platform's adapter class names.
  package let classNames: ClassNameForm
  /// What the platform's request configuration gives for a privacy setting the app left unset.
  package let privacy: PrivacyConventions
  /// What a native ad's price is in the platform's Sample SDK (`network.ad.price`).
  package let nativePrice: NativePriceForm

  package init(
    platform: Platform,
    event: (AdEventName) -> String?,
    callback: (NetworkCallback, AdFormat) -> String,
    sdkCall: (SDKCall) -> String,
    networkCall: (NetworkCall.Kind) -> String,
    loadMethod: (AdFormat, _ bidding: Bool) -> String,
    events formatEvents: (AdFormat) -> [AdEventName],
    ignoredReason: (IgnoredReason) -> String,
    completion: (CompletionCall) -> String,
    completionHandler: String,
    setUpMethod: String,
    signalsMethod: String,
    networkError: (SampleErrorCode) -> NetworkErrorCode,
    sdkError: @escaping @Sendable (SDKFailure) -> AdError,
    versions: VersionConventions,
    classNames: ClassNameForm,
    privacy: PrivacyConventions,
    nativePrice: NativePriceForm
  ) {
    self.platform = platform
    events = AdEventName.allCases.map(event)
    callbacks = NetworkCallback.allCases.map { each in AdFormat.allCases.map { callback(each, $0) } }
    sdkCalls = SDKCall.allCases.map(sdkCall)
    networkCalls = NetworkCall.Kind.allCases.map(networkCall)
    loadMethods = AdFormat.allCases.map { (loadMethod($0, false), loadMethod($0, true)) }
    self.formatEvents = AdFormat.allCases.map(formatEvents)
    ignoredReasons = IgnoredReason.allCases.map(ignoredReason)
    completionCalls = CompletionCall.allCases.map(completion)
    self.completionHandler = completionHandler
    self.setUpMethod = setUpMethod
    self.signalsMethod = signalsMethod
    networkErrors = SampleErrorCode.allCases.map(networkError)
    sdkErrors = sdkError
    self.versions = versions
    self.classNames = classNames
    self.privacy = privacy
    self.nativePrice = nativePrice
  }

  /// The name of `event`. Only an event the platform has reaches a record:
  /// its adapters report through its callback interfaces, and its configs
  /// are read through `event(named:)`.
  package func name(of event: AdEventName) -> String {
    guard let name = events[Self.index(of: event)] else {
      preconditionFailure("\(event) has no name on \(platform): no \(platform) adapter can report it")
    }
    return name
  }

  /// Whether the platform's callbacks have `event`.
  package func has(_ event: AdEventName) -> Bool { events[Self.index(of: event)] != nil }

  /// The event the platform names `name`, if any.
  package func event(named name: String) -> AdEventName? {
    events.firstIndex { $0 == name }.map { AdEventName.allCases[$0] }
  }

  /// The name of `callback` of a network's ad of `format` (a platform may name a callback by format).
  package func name(of callback: NetworkCallback, format: AdFormat) -> String {
    callbacks[Self.index(of: callback)][Self.index(of: format)]
  }

  /// The callback among `candidates` the platform names `name` for an ad of
  /// any of `formats` (every format when empty). Candidates matter: a
  /// platform may give two callbacks one name for different formats
  /// (Android's `onAdClosed`: a full-screen ad's close, a banner's closed landing page).
  package func callback(
    named name: String, among candidates: [NetworkCallback], formats: [AdFormat] = []
  ) -> NetworkCallback? {
    let formats = formats.isEmpty ? AdFormat.allCases : formats
    return candidates.first { callback in formats.contains { self.name(of: callback, format: $0) == name } }
  }

  /// The names of `callbacks` for ads of `formats` (every format when empty), each once, in order.
  package func names(of callbacks: [NetworkCallback], formats: [AdFormat] = []) -> [String] {
    let formats = formats.isEmpty ? AdFormat.allCases : formats
    var names: [String] = []
    for callback in callbacks {
      for format in formats where !names.contains(name(of: callback, format: format)) {
        names.append(name(of: callback, format: format))
      }
    }
    return names
  }

  package func name(of call: SDKCall) -> String { sdkCalls[Self.index(of: call)] }

  /// The name of a call an adapter makes into its network (the `networkCall` record's `call`).
  package func name(of call: NetworkCall.Kind) -> String { networkCalls[Self.index(of: call)] }

  /// Whether the platform reports some failures with a message alone (Android's String overloads and
  /// `onInitializationFailed(String)`): a profile's error written as a plain string is one of those.
  package var hasMessageOnlyFailures: Bool { has(.didFailToPresentWithMessage) }

  /// The adapter method the SDK loads `format` with: a bid winner's (`bidding`) or a waterfall line item's.
  package func loadMethod(for format: AdFormat, bidding: Bool) -> String {
    let methods = loadMethods[Self.index(of: format)]
    return bidding ? methods.bidding : methods.waterfall
  }

  /// The events an adapter of `format` can send through the callback the SDK hands it.
  package func events(for format: AdFormat) -> [AdEventName] { formatEvents[Self.index(of: format)] }

  /// How the `ignored` record names `reason`.
  package func name(of reason: IgnoredReason) -> String { ignoredReasons[Self.index(of: reason)] }

  /// How the `ignored` record names a load's completion call.
  package func name(of call: CompletionCall) -> String { completionCalls[Self.index(of: call)] }

  /// How the platform's Sample SDK numbers and names `code`.
  package func networkError(_ code: SampleErrorCode) -> NetworkErrorCode { networkErrors[Self.index(of: code)] }

  /// The Sample SDK error the platform numbers `number`, if any.
  package func networkError(numbered number: Int) -> SampleErrorCode? {
    networkErrors.firstIndex { $0.code == number }.map { SampleErrorCode.allCases[$0] }
  }

  /// The SDK's own error for `failure`.
  package func error(_ failure: SDKFailure) -> AdError { sdkErrors(failure) }

  /// A case's place in its enum's `allCases`, the tables' order.
  private static func index<Value: CaseIterable & Equatable>(of value: Value) -> Int {
    // The vocabularies have a few dozen cases; a linear search costs less than a dictionary's hashing.
    var index = 0
    for candidate in Value.allCases {
      if candidate == value { return index }
      index += 1
    }
    preconditionFailure("\(value) is not among its type's allCases")
  }
}

/// What a platform's request configuration gives for a privacy setting the
/// app left unset (android.md, "`request.privacy` on Android"), as an
/// adapter passes it to its network.
package struct PrivacyConventions: Sendable {
  /// A flag passed `as: "number"`: nil passes null (iOS); Android's `TAG_FOR_…_UNSPECIFIED`, −1.
  package var unsetNumber: Int64?
  /// `maxAdContentRating`: nil passes null (iOS); Android's `MAX_AD_CONTENT_RATING_UNSPECIFIED`, "".
  package var unsetRating: String?

  package init(unsetNumber: Int64?, unsetRating: String?) {
    self.unsetNumber = unsetNumber
    self.unsetRating = unsetRating
  }
}

/// How an adapter completed a load, as the `ignored` record names the call
/// the SDK discarded: with an ad or with an error (one completion handler on
/// iOS; `onSuccess` and `onFailure` on Android), or with a message alone
/// (Android's deprecated `onFailure(String)`, `deprecatedStringError`).
package enum CompletionCall: CaseIterable, Sendable {
  case ad
  case error
  case message
}

/// What a native ad's price is in a platform's Sample SDK, as `network.ad.price` is written: iOS's
/// `SampleNativeAd.price` is a string, Android's `getPrice()` a `Double` (android.md, "Edge cases settled").
package enum NativePriceForm: Sendable, CaseIterable {
  case text
  case number
}
