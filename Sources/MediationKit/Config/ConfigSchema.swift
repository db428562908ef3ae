/// The config format as data: every kind of object, its keys, each key's
/// type, default and meaning. The decoder takes the keys it accepts from
/// here; `mediate schema` writes it as a JSON Schema and `mediate help
/// config` as a reference, so the three cannot drift apart.
public struct ConfigObject: Sendable {
  /// A short name, the JSON Schema definition's.
  public let name: String
  /// Where the object sits in a config, as the docs name it (`lineItems[].network`).
  public let title: String
  public let summary: String
  public let keys: [ConfigKey]

  /// The key names, in order: what the decoder accepts.
  public var keyNames: [String] { keys.map(\.name) }
}

/// One key of a config object.
public struct ConfigKey: Sendable {
  public let name: String
  public let type: ConfigValueType
  public let required: Bool
  /// The default as JSON, when the key has a plain one.
  public let defaultJSON: String?
  /// The default in words (shown when `defaultJSON` is nil): "none", "every asset the ad has".
  public let defaultText: String?
  public let summary: String

  init(
    _ name: String, _ type: ConfigValueType, required: Bool = false, default defaultJSON: String? = nil,
    defaultText: String? = nil, _ summary: String
  ) {
    self.name = name
    self.type = type
    self.required = required
    self.defaultJSON = defaultJSON
    self.defaultText = defaultText
    self.summary = summary
  }
}

/// The JSON a key accepts.
public indirect enum ConfigValueType: Sendable {
  case boolean
  case integer(ClosedRange<Int64>)
  case unsignedInteger
  /// A number with at most six decimals.
  case decimal(ClosedRange<DecimalNumber>)
  case number(ClosedRange<Double>)
  case string(nonEmpty: Bool)
  /// A URL with a scheme.
  case url
  case choice([String])
  /// An object of the kind named (`ConfigSchema.object(named:)`).
  case object(String)
  case array(ConfigValueType, minimum: Int, maximum: Int?, unique: Bool)
  /// An object whose keys are free, each holding a value of this type.
  case map(ConfigValueType)
  case anyOf([ConfigValueType])
  case null
  /// An `expect` count: an integer from 0, or a comparison string such as `">= 1"`.
  case count
  /// Anything JSON (network extras, whose types profiles declare).
  case any

  /// The type with `null` also accepted.
  static func nullable(_ type: ConfigValueType) -> ConfigValueType { .anyOf([type, .null]) }
}

/// The config format, version 1.
public enum ConfigSchema {
  static let safeIntegers: ClosedRange<Int64> = 0...ConfigLimits.maximumSafeInteger
  static let amounts = ConfigValueType.integer(safeIntegers)
  static let times = ConfigValueType.integer(0...ConfigLimits.maximumTimeMs)
  static let assetNames = NativeAssetIdentifier.allCases.map(\.rawValue)
  static let eventNames = AdEventName.allCases.map(\.rawValue)
  static let image = ConfigValueType.object("image")
  static let error = ConfigValueType.object("error")

  public static let root = ConfigObject(
    name: "config", title: "the config", summary: "One simulated ad request.",
    keys: [
      ConfigKey("version", .integer(1...1), default: "1", "config format version; only 1"),
      ConfigKey("seed", .unsignedInteger, default: "0", "seed of every random draw; --seed overrides it"),
      ConfigKey("adUnit", .object("adUnit"), required: true, "the ad unit"),
      ConfigKey("request", .object("request"), default: "{}", "the app's request options"),
      ConfigKey(
        "lineItems", .array(.object("lineItem"), minimum: 1, maximum: ConfigLimits.maximumLineItems, unique: false),
        required: true, "the waterfall, walked in this order (or by waterfallOrder)"),
      ConfigKey(
        "waterfallOrder", .choice(WaterfallOrder.allCases.map(\.rawValue)), default: "\"listed\"",
        "\"ecpm\": by descending ecpm, ties in listed order"),
      ConfigKey("app", .object("app"), default: "{}", "what the app does after the load"),
      ConfigKey(
        "adapters", .map(.object("profile")), default: "{}",
        "adapter classes defined from data: class name to profile (mediate)"),
      ConfigKey(
        "customFormats", .map(.map(.choice(CustomNativeFormat.FieldType.allCases.map(\.rawValue)))),
        defaultText: "format 10063170: Headline text, MainImage image, Caption text",
        "native: custom native formats, format ID to variable ID to \"text\" or \"image\" (mediate)"),
      ConfigKey("expect", .object("expect"), defaultText: "none", "what a run must show (docs/expect.md)"),
      ConfigKey("$schema", .string(nonEmpty: false), defaultText: "none", "ignored: where an editor finds this schema"),
    ])

  public static let adUnit = ConfigObject(
    name: "adUnit", title: "adUnit", summary: "The ad unit requested.",
    keys: [
      ConfigKey("id", .string(nonEmpty: true), required: true, "the ad unit ID, such as /6499/example/native"),
      ConfigKey("format", .choice(AdFormat.allCases.map(\.rawValue)), required: true, "the ad format"),
      ConfigKey(
        "reward", .object("reward"), defaultText: "required for rewarded, an error for native",
        "the reward the app grants, whatever the network reports"),
    ])

  public static let reward = ConfigObject(
    name: "reward", title: "adUnit.reward", summary: "The ad unit's reward.",
    keys: [
      ConfigKey("type", .string(nonEmpty: false), required: true, "the reward's type, such as coins"),
      ConfigKey("amount", amounts, required: true, "the amount granted"),
    ])

  public static let request = ConfigObject(
    name: "request", title: "request", summary: "The app's request options.",
    keys: [
      ConfigKey("testMode", .boolean, default: "false", "the ad configuration's isTestRequest"),
      ConfigKey(
        "extras", .map(.any), default: "{}",
        "network extras for adapters whose extras class reads them (a profile declares its keys and types)"),
      ConfigKey("native", .object("nativeRequest"), default: "{}", "native ad loader options; native only"),
      ConfigKey(
        "shouldSkipUninitializedAdapters", .boolean, default: "false",
        "skip the line items of adapters whose set-up did not succeed (mediate)"),
    ])

  public static let nativeRequest = ConfigObject(
    name: "nativeRequest", title: "request.native", summary: "The native ad loader options.",
    keys: [
      ConfigKey("disableImageLoading", .boolean, default: "false", "images come back as URLs only"),
      ConfigKey(
        "shouldRequestMultipleImages", .boolean, default: "false",
        "every image of a multi-image asset, not only the first"),
      ConfigKey(
        "mediaAspectRatio", .choice(MediaAspectRatio.allCases.map(\.rawValue)), default: "\"unknown\"",
        "the media shape the app prefers"),
      ConfigKey(
        "adChoicesPosition", .choice(AdChoicesPosition.allCases.map(\.rawValue)), default: "\"topRight\"",
        "where the AdChoices icon goes"),
      ConfigKey(
        "customFormatIds", .array(.string(nonEmpty: true), minimum: 0, maximum: nil, unique: false), default: "[]",
        "the custom native format IDs the app can display"),
      ConfigKey(
        "adTypes", .array(.choice(NativeAdType.allCases.map(\.rawValue)), minimum: 1, maximum: nil, unique: true),
        defaultText: "unified, appInstall and content; customFormat too with customFormatIds",
        "the ad types the ad loader asks for (mediate)"),
    ])

  public static let lineItem = ConfigObject(
    name: "lineItem", title: "lineItems[]", summary: "One ad source of the waterfall.",
    keys: [
      ConfigKey("label", .string(nonEmpty: true), required: true, "the ad source's name, unique in the file"),
      ConfigKey(
        "className", .string(nonEmpty: true), defaultText: "required, except on an Ad Manager line item",
        "the adapter class (mediate adapters lists the registered ones)"),
      ConfigKey(
        "parameter", .nullable(.string(nonEmpty: false)), defaultText: "none",
        "the server parameter, credentials.settings[\"parameter\"]"),
      ConfigKey(
        "ecpm", .decimal(DecimalNumber(micros: 0)...ConfigLimits.maximumEcpm), default: "0", "manual eCPM in USD"),
      ConfigKey(
        "timeoutMs", .integer(1...ConfigLimits.maximumTimeoutMs), default: "10000",
        "how long the SDK waits for the load completion"),
      ConfigKey("network", .object("network"), default: "{}", "how the simulated network behaves"),
      ConfigKey(
        "adManager", .object("adManager"), defaultText: "none",
        "native: what Ad Manager serves itself, instead of className (mediate)"),
    ])

  public static let network = ConfigObject(
    name: "network", title: "lineItems[].network", summary: "The line item's simulated network.",
    keys: [
      ConfigKey(
        "load", .anyOf([.choice(LoadScript.Outcome.allCases.map(\.rawValue)), .object("load")]), default: "\"fill\"",
        "the load answer; a string is shorthand for {\"outcome\": …}"),
      ConfigKey(
        "ad", .nullable(.object("creative")), defaultText: "the Sample SDK's app-install creative",
        "native: the assets the network returns"),
      ConfigKey("reward", .object("networkReward"), default: "{\"amount\": 5}", "rewarded: what the network reports"),
      ConfigKey("handlesUserImpressions", .boolean, default: "false", "native: the network tracks impressions"),
      ConfigKey("handlesUserClicks", .boolean, default: "false", "native: the network tracks clicks"),
      ConfigKey("ready", .boolean, default: "true", "rewarded: whether the ad is still ready when presented"),
      ConfigKey(
        "present", .anyOf([.choice(["show", "fail", "silent"]), .object("present")]), default: "\"show\"",
        "rewarded: what the network does when asked to show (mediate)"),
      ConfigKey(
        "expiresAfterMs", .nullable(.integer(1...ConfigLimits.maximumTimeMs)), defaultText: "none",
        "rewarded: the ad expires this long after the load (mediate)"),
      ConfigKey(
        "show", .array(.object("showStep"), minimum: 0, maximum: nil, unique: false),
        defaultText: "per format (docs/config.md)", "the network's callbacks after the present or the render"),
    ])

  public static let load = ConfigObject(
    name: "load", title: "lineItems[].network.load", summary: "The network's answer to a load.",
    keys: [
      ConfigKey(
        "outcome", .nullable(.choice(LoadScript.Outcome.allCases.map(\.rawValue))), default: "\"fill\"",
        "timeout: the network never calls back"),
      ConfigKey("fillRate", .nullable(.number(0...1)), defaultText: "none", "instead of outcome: the chance of a fill"),
      ConfigKey(
        "latencyMs", .anyOf([times, .object("latencyRange")]), default: "0",
        "from the load call to the answer; a range draws uniformly"),
      ConfigKey(
        "errorCode", .nullable(.integer(0...3)), defaultText: "3 for noFill, 1 for error",
        "SampleErrorCode: 0 BadRequest, 1 Unknown, 2 NetworkError, 3 NoInventory"),
      ConfigKey(
        "duplicateCallbackAfterMs", .nullable(times), defaultText: "none",
        "the network answers a second time, this long after the first (mediate)"),
    ])

  public static let latencyRange = ConfigObject(
    name: "latencyRange", title: "latencyMs (a range)", summary: "A latency drawn uniformly, both ends included.",
    keys: [
      ConfigKey("min", times, required: true, "the shortest latency"),
      ConfigKey("max", times, required: true, "the longest latency, at least min"),
    ])

  public static let present = ConfigObject(
    name: "present", title: "lineItems[].network.present (an object)", summary: "A show the network fails.",
    keys: [
      ConfigKey("outcome", .choice(["show", "fail", "silent"]), required: true, "what the network does"),
      ConfigKey("errorCode", .integer(Int64(Int32.min)...Int64(Int32.max)), default: "1", "fail: the show error code"),
    ])

  public static let networkReward = ConfigObject(
    name: "networkReward", title: "lineItems[].network.reward", summary: "The reward a rewarded network reports.",
    keys: [ConfigKey("amount", amounts, required: true, "the amount")])

  public static let showStep = ConfigObject(
    name: "showStep", title: "lineItems[].network.show[]", summary: "One network callback, at a time offset.",
    keys: [
      ConfigKey("atMs", times, required: true, "from the present or the render; not decreasing"),
      ConfigKey(
        "callback",
        .choice(NetworkCallback.allCases.filter { $0 != .didReceiveAd && $0 != .didFailToLoad }.map(\.rawValue)),
        required: true, "the callback, of the ad unit's format"),
      ConfigKey("amount", amounts, defaultText: "network.reward.amount", "userDidEarnReward: the amount (mediate)"),
      ConfigKey("asset", .choice(assetNames), default: "\"callToAction\"", "click: the clicked asset (mediate)"),
    ])

  public static let creative = ConfigObject(
    name: "creative", title: "lineItems[].network.ad", summary: "A native ad's assets, as the network returns them.",
    keys: [
      ConfigKey("headline", .nullable(.string(nonEmpty: false)), defaultText: "none", "text asset"),
      ConfigKey("body", .nullable(.string(nonEmpty: false)), defaultText: "none", "text asset"),
      ConfigKey("callToAction", .nullable(.string(nonEmpty: false)), defaultText: "none", "text asset"),
      ConfigKey("advertiser", .nullable(.string(nonEmpty: false)), defaultText: "none", "text asset"),
      ConfigKey("store", .nullable(.string(nonEmpty: false)), defaultText: "none", "text asset"),
      ConfigKey("price", .nullable(.string(nonEmpty: false)), defaultText: "none", "text asset"),
      ConfigKey(
        "starRating", .nullable(.decimal(DecimalNumber(micros: 0)...ConfigLimits.maximumStarRating)),
        defaultText: "none",
        "0 to 5"),
      ConfigKey("degreeOfAwesomeness", .nullable(.string(nonEmpty: false)), defaultText: "none", "an extra asset"),
      ConfigKey("image", .nullable(image), defaultText: "none", "the image"),
      ConfigKey("icon", .nullable(image), defaultText: "none", "the icon"),
      ConfigKey("hasVideo", .boolean, default: "false", "whether the ad has a media view with video"),
    ])

  public static let imageObject = ConfigObject(
    name: "image", title: "an image", summary: "An image a network or Ad Manager serves.",
    keys: [
      ConfigKey("url", .string(nonEmpty: true), required: true, "where the image is"),
      ConfigKey(
        "scale", .decimal(DecimalNumber(micros: 1)...ConfigLimits.maximumImageScale), default: "1", "pixels per point"),
      ConfigKey("width", .integer(1...100_000), defaultText: "per asset", "pixels"),
      ConfigKey("height", .integer(1...100_000), defaultText: "per asset", "pixels"),
    ])

  public static let app = ConfigObject(
    name: "app", title: "app", summary: "What the app does after the load.",
    keys: [
      ConfigKey("presentAfterMs", times, default: "0", "rewarded: from the load to present(from:)"),
      ConfigKey(
        "presentAgainAfterMs", .nullable(times), defaultText: "none",
        "rewarded: the app presents again, this long after the first present (mediate)"),
      ConfigKey("renderAfterMs", times, default: "0", "native: from the load to the render"),
      ConfigKey(
        "clicks", .array(.object("tap"), minimum: 0, maximum: nil, unique: false), default: "[]",
        "native: the user's taps, at offsets from the render"),
      ConfigKey(
        "registeredAssets",
        .nullable(
          .array(.choice(NativeAssetIdentifier.registrable.map(\.rawValue)), minimum: 0, maximum: nil, unique: false)),
        defaultText: "every asset the ad has", "native: the asset views the app registers (mediate)"),
      ConfigKey(
        "recordImpressionsAtMs", .array(times, minimum: 0, maximum: nil, unique: false), default: "[0]",
        "native, custom format ads: when the app calls recordImpression (mediate)"),
      ConfigKey(
        "installedApps", .array(.string(nonEmpty: true), minimum: 0, maximum: nil, unique: false), default: "[]",
        "native: the URL schemes of the apps installed (mediate)"),
      ConfigKey(
        "loadAgainAfterMs", .nullable(times), defaultText: "none",
        "native: the app calls loadRequest: again, this long after the request started (mediate)"),
    ])

  public static let tap = ConfigObject(
    name: "tap", title: "app.clicks[]", summary: "One tap of the user on the native ad.",
    keys: [
      ConfigKey("atMs", times, required: true, "from the render; not decreasing"),
      ConfigKey(
        "asset", .string(nonEmpty: true), required: true,
        "an asset name, background, or a custom format asset's key"),
      ConfigKey(
        "customClickHandler", .boolean, default: "false", "custom format ads: the app passes a handler (mediate)"),
      ConfigKey(
        "installedApps", .array(.string(nonEmpty: true), minimum: 0, maximum: nil, unique: false),
        defaultText: "app.installedApps", "the apps installed when this tap happens (mediate)"),
    ])

  public static let adManager = ConfigObject(
    name: "adManager", title: "lineItems[].adManager", summary: "What Ad Manager serves itself (mediate).",
    keys: [
      ConfigKey("type", .choice(["appInstall", "content", "customFormat"]), required: true, "the ad's type"),
      ConfigKey("backfill", .boolean, default: "false", "app install and content: the AdChoices overlay"),
      ConfigKey("headline", .string(nonEmpty: true), defaultText: "a sample ad's", "app install and content"),
      ConfigKey("body", .string(nonEmpty: true), defaultText: "a sample ad's", "app install and content"),
      ConfigKey("callToAction", .string(nonEmpty: true), defaultText: "a sample ad's", "app install and content"),
      ConfigKey(
        "images", .array(image, minimum: 1, maximum: nil, unique: false), defaultText: "a sample image",
        "app install and content"),
      ConfigKey("icon", image, defaultText: "a sample icon", "app install"),
      ConfigKey(
        "starRating", .nullable(.decimal(DecimalNumber(micros: 0)...ConfigLimits.maximumStarRating)),
        defaultText: "none",
        "app install"),
      ConfigKey("store", .nullable(.string(nonEmpty: false)), defaultText: "none", "app install"),
      ConfigKey("price", .nullable(.string(nonEmpty: false)), defaultText: "none", "app install"),
      ConfigKey("advertiser", .string(nonEmpty: true), defaultText: "a sample advertiser", "content"),
      ConfigKey("logo", .nullable(image), defaultText: "none", "content"),
      ConfigKey(
        "formatId", .string(nonEmpty: true), defaultText: "required for custom formats", "custom format: its ID"),
      ConfigKey(
        "assets", .map(.anyOf([.string(nonEmpty: false), image])), defaultText: "the seed's ad for 10063170",
        "custom format: variable ID to string or image"),
      ConfigKey(
        "deepLinks", .array(.url, minimum: 0, maximum: nil, unique: false), default: "[]",
        "custom format: tried in order on a click"),
      ConfigKey(
        "destinationUrl", .url, default: "\"https://www.example.com/\"", "custom format: where the browser goes"),
    ])

  public static let profile = ConfigObject(
    name: "profile", title: "adapters.<class>", summary: "An adapter class described as data (mediate).",
    keys: [
      ConfigKey(
        "formats", .array(.choice(AdFormat.allCases.map(\.rawValue)), minimum: 1, maximum: nil, unique: true),
        required: true, "the load methods the adapter implements"),
      ConfigKey("adapterVersion", .string(nonEmpty: false), default: "\"1.0.0.0\"", "the adapter's version string"),
      ConfigKey(
        "adapterVersionRule", .choice(AdapterVersionRule.allCases.map(\.rawValue)), default: "\"exactlyFour\"",
        "how the adapter reads its version string"),
      ConfigKey("adSDKVersion", .string(nonEmpty: false), default: "\"1.0.0\"", "the network SDK's version"),
      ConfigKey(
        "extras", .map(.choice(AdapterProfile.ExtraType.allCases.map(\.rawValue))), default: "{}",
        "the request.extras keys the adapter reads, and their types"),
      ConfigKey("setUp", .object("setUp"), defaultText: "ready at once", "how set-up ends"),
      ConfigKey("completion", .object("completion"), default: "{}", "how the load completion is called"),
      ConfigKey("present", .object("profilePresent"), default: "{}", "rewarded: how the adapter presents"),
      ConfigKey(
        "events", .map(.array(.choice(eventNames), minimum: 0, maximum: nil, unique: false)),
        defaultText: "per callback (docs/config.md)", "network callback to the events forwarded"),
      ConfigKey("native", .object("profileNative"), default: "{}", "native: who tracks impressions and clicks"),
      ConfigKey(
        "concurrentLoads",
        .anyOf([.choice(AdapterProfile.ConcurrentLoads.allCases.map(\.rawValue)), .object("concurrentLoads")]),
        default: "\"supported\"", "a second load on a placement still loading"),
    ])

  public static let setUp = ConfigObject(
    name: "setUp", title: "adapters.<class>.setUp", summary: "How setUpWithConfiguration:completionHandler: ends.",
    keys: [
      ConfigKey(
        "outcome", .choice(AdapterProfile.SetUpOutcome.allCases.map(\.rawValue)), default: "\"ready\"",
        "never: the completion handler is never called"),
      ConfigKey("latencyMs", times, default: "0", "how long set-up takes; 30000 or more is a time-out"),
      ConfigKey("error", error, defaultText: "code 100", "the set-up error"),
      ConfigKey(
        "loadsWhenNotReady", .choice(AdapterProfile.LoadsWhenNotReady.allCases.map(\.rawValue)), default: "\"fail\"",
        "a load while set-up did not succeed"),
    ])

  public static let errorObject = ConfigObject(
    name: "error", title: "an error", summary: "An error an adapter reports; each member defaults to its profile's.",
    keys: [
      ConfigKey("domain", .string(nonEmpty: true), defaultText: "the class name", "the error domain"),
      ConfigKey("code", .integer(Int64(Int32.min)...Int64(Int32.max)), defaultText: "per error", "the error code"),
      ConfigKey(
        "message", .string(nonEmpty: false), defaultText: "per error", "the message; {networkCode} is replaced"),
    ])

  public static let completion = ConfigObject(
    name: "completion", title: "adapters.<class>.completion", summary: "How the adapter calls the load completion.",
    keys: [
      ConfigKey("callOnce", .boolean, default: "true", "the completion handler runs at most once"),
      ConfigKey("passesTestMode", .boolean, default: "true", "isTestRequest reaches the network request"),
      ConfigKey("failsWithAd", .boolean, default: "false", "a failed load hands back the ad with the error"),
      ConfigKey("keepsFirstDelegate", .boolean, default: "false", "later completion returns are ignored"),
      ConfigKey("error", error, defaultText: "code 101", "the load failure"),
    ])

  public static let profilePresent = ConfigObject(
    name: "profilePresent", title: "adapters.<class>.present", summary: "How a rewarded adapter presents.",
    keys: [
      ConfigKey("checksReadiness", .boolean, default: "true", "a present of an ad not ready fails at once"),
      ConfigKey(
        "eventsBeforeShow", .array(.choice(eventNames), minimum: 0, maximum: nil, unique: false), default: "[]",
        "events forwarded before the network shows anything"),
      ConfigKey("error", error, defaultText: "code 102", "the present failure"),
    ])

  public static let profileNative = ConfigObject(
    name: "profileNative", title: "adapters.<class>.native", summary: "Who tracks a native ad.",
    keys: [
      ConfigKey("handlesUserImpressions", .boolean, default: "false", "the network tracks impressions"),
      ConfigKey("handlesUserClicks", .boolean, default: "false", "the network tracks clicks"),
    ])

  public static let concurrentLoads = ConfigObject(
    name: "concurrentLoads", title: "adapters.<class>.concurrentLoads (an object)", summary: "A policy with its error.",
    keys: [
      ConfigKey(
        "policy", .choice(AdapterProfile.ConcurrentLoads.allCases.map(\.rawValue)), default: "\"supported\"",
        "what the adapter does with the second load"),
      ConfigKey("error", error, defaultText: "code 103", "refused: the error"),
    ])

  public static let expect = ConfigObject(
    name: "expect", title: "expect", summary: "What a run must show (docs/expect.md).",
    keys: [
      ConfigKey("filled", .boolean, defaultText: "none", "whether the waterfall filled"),
      ConfigKey("lineItem", .nullable(.string(nonEmpty: true)), defaultText: "none", "the winner's label, or null"),
      ConfigKey("presented", .boolean, defaultText: "none", "whether the ad was presented or rendered"),
      ConfigKey("reward", .nullable(.object("reward")), defaultText: "none", "the reward granted, or null"),
      ConfigKey("impressions", .count, defaultText: "none", "impressions the SDK accepted"),
      ConfigKey("clicks", .count, defaultText: "none", "clicks the SDK accepted"),
      ConfigKey("violations", .count, defaultText: "none", "violations recorded"),
      ConfigKey("latencyMs", .count, defaultText: "none", "the waterfall's latency"),
      ConfigKey(
        "outcomes", .map(.choice(LoadResultOutcome.allCases.map(\.rawValue) + ["notAttempted"])), defaultText: "none",
        "label to how its load ended"),
      ConfigKey(
        "events", .array(.choice(eventNames), minimum: 0, maximum: nil, unique: false), defaultText: "none",
        "exactly these events"),
      ConfigKey(
        "eventsInclude", .array(.choice(eventNames), minimum: 0, maximum: nil, unique: false), defaultText: "none",
        "these events, in this order, among others"),
      ConfigKey(
        "eventsExclude", .array(.choice(eventNames), minimum: 0, maximum: nil, unique: false), defaultText: "none",
        "none of these events"),
      ConfigKey(
        "rules", .array(.choice(ContractRules.names), minimum: 0, maximum: nil, unique: false), defaultText: "none",
        "exactly these rules broken"),
      ConfigKey("summary", .map(.any), defaultText: "none", "checks of the --runs summary record"),
      ConfigKey(
        "runs", .integer(1...Int64(Expectations.maximumRuns)), default: "10000", "runs mediate test plays for summary"),
    ])

  /// Every kind of object, the root first.
  public static let objects: [ConfigObject] = [
    root, adUnit, reward, request, nativeRequest, lineItem, network, load, latencyRange, present, networkReward,
    showStep, creative, imageObject, app, tap, adManager, profile, setUp, errorObject, completion, profilePresent,
    profileNative, concurrentLoads, expect,
  ]

  /// The object kind named `name`.
  public static func object(named name: String) -> ConfigObject? {
    objects.first { $0.name == name }
  }
}
