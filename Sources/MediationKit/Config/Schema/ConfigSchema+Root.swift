/// The top level, the ad unit and the request.
extension ConfigSchema {
  /// The keys of the top level.
  package enum Root {
    package static let version = TypedKey("version", Integers(1...1), default: 1, "config format version; only 1")
    package static let seed = TypedKey(
      "seed", UnsignedIntegers(), default: 0, "seed of every random draw; --seed overrides it")
    package static let platform = TypedKey(
      "platform", Choices<Platform>(), default: .ios,
      "the mediation contract the config is written against: class, event and callback names, errors, "
        + "registered adapters")
    package static let adUnit = TypedKey(
      required: "adUnit", Shaped<MediationKit.AdUnit>(.object("adUnit")), "the ad unit")
    package static let request = TypedKey(
      "request", Shaped<RequestOptions>.object("request"), default: RequestOptions(), "the app's request options")
    package static let lineItems = TypedKey(
      required: "lineItems",
      Lists(of: Shaped<MediationKit.LineItem>(.object("lineItem")), minimum: 1, maximum: ConfigLimits.maximumLineItems),
      "the waterfall, walked in this order (or by waterfallOrder)")
    package static let waterfallOrder = TypedKey(
      "waterfallOrder", Choices<WaterfallOrder>(), default: .listed,
      "\"ecpm\": by descending ecpm, ties in listed order")
    package static let app = TypedKey(
      "app", Shaped<AppScript>.object("app"), default: AppScript(), "what the app does after the load")
    package static let adapters = TypedKey(
      "adapters", Shaped<[AdapterProfile]>.map(.object("profile"), keys: .className), default: [],
      "adapter classes defined from data: class name to profile (mediate)")
    package static let customFormats = TypedKey(
      "customFormats",
      Shaped<[CustomNativeFormat]>.map(.map(.choice(CustomNativeFormat.FieldType.allCases.map(\.rawValue)))),
      default: [.seedExample], described: "format 10063170: Headline text, MainImage image, Caption text",
      "native: custom native formats, format ID to variable ID to \"text\" or \"image\" (mediate)"
    ).only(.adManager)
    package static let expect = TypedKey(
      optional: "expect", Shaped<Expectations>(.object("expect")), acceptsNull: false,
      "what a run must show (docs/expect.md)")
    package static let rules = TypedKey(
      "rules",
      Shaped<RuleSeverities>(.platformMap(.rule, .choice(RuleSeverity.allCases.map(\.rawValue)))) { _ in "{}" },
      default: .defaults, described: "each rule's default (mediate rules)",
      "contract rule name to its severity: \"error\", \"warning\" or \"off\" (docs/rules.md)")
    package static let schema = TypedKey(
      optional: "$schema", Strings(), acceptsNull: false, "ignored: where an editor finds this schema")
  }

  package static let root = ConfigObject(
    name: "config", title: "the config", summary: "One simulated ad request.",
    keys: [
      Root.version.row, Root.seed.row, Root.platform.row, Root.adUnit.row, Root.request.row, Root.lineItems.row,
      Root.waterfallOrder.row, Root.demand.row, Root.auction.row, Root.app.row, Root.adapters.row,
      Root.customFormats.row, Root.expect.row,
      Root.rules.row, Root.uncertain.row, Root.schema.row,
    ])

  /// The keys of `adUnit`.
  package enum AdUnit {
    package static let id = TypedKey(
      required: "id", Strings(nonEmpty: true), "the ad unit ID, such as /6499/example/native")
    package static let format = TypedKey(required: "format", Choices<AdFormat>(), "the ad format")
    package static let reward = TypedKey(
      "reward", Shaped<AdReward>(.object("reward")),
      defaultText: "required for rewarded and rewardedInterstitial, an error for the other formats",
      "the reward the app grants, whatever the network reports")
    package static let size = TypedKey(
      "size", sizes, default: MediationKit.AdSize.banner,
      "banner: the requested ad size (GADAdSize): a standard size's name, or {width, height}")
    package static let refreshIntervalMs = TypedKey(
      optional: "refreshIntervalMs", Integers(30_000...120_000),
      "banner: the ad unit's refresh rate (AdMob allows 30 to 120 s); none: no refresh")
  }

  /// A banner size: a standard size's name, or `{width, height}`.
  static let sizes = Shaped<MediationKit.AdSize>(
    .anyOf([.choice(MediationKit.AdSize.Standard.allCases.map(\.rawValue)), .object("adSize")])
  ) { size in size.standard.map { "\"\($0.rawValue)\"" } ?? "{\"width\": \(size.width), \"height\": \(size.height)}" }

  /// The keys of a custom banner size.
  package enum AdSize {
    package static let width = TypedKey(required: "width", Integers(1...10_000), "the width in points")
    package static let height = TypedKey(required: "height", Integers(1...10_000), "the height in points")
  }

  package static let adSize = ConfigObject(
    name: "adSize", title: "a banner size", summary: "A banner size in points.",
    keys: [AdSize.width.row, AdSize.height.row])

  package static let adUnit = ConfigObject(
    name: "adUnit", title: "adUnit", summary: "The ad unit requested.",
    keys: [AdUnit.id.row, AdUnit.format.row, AdUnit.reward.row, AdUnit.size.row, AdUnit.refreshIntervalMs.row])

  /// The keys of a reward, `{type, amount}`: the ad unit's and `expect.reward`.
  package enum Reward {
    package static let type = TypedKey(required: "type", Strings(), "the reward's type, such as coins")
    package static let amount = TypedKey(required: "amount", amounts, "the amount granted")
  }

  package static let reward = ConfigObject(
    name: "reward", title: "adUnit.reward", summary: "The ad unit's reward.",
    keys: [Reward.type.row, Reward.amount.row])

  /// The keys of `request`.
  package enum Request {
    package static let testMode = TypedKey(
      "testMode", Booleans(), default: false, "the ad configuration's isTestRequest")
    package static let extras = TypedKey(
      "extras", Shaped<NetworkExtrasValues>(.map(.any)) { $0 == NetworkExtrasValues() ? "{}" : nil },
      default: NetworkExtrasValues(),
      "network extras for adapters whose extras class reads them (a profile declares its keys and types)")
    package static let native = TypedKey(
      "native", Shaped<NativeRequestOptions>.object("nativeRequest"), default: NativeRequestOptions(),
      "native ad loader options; native only")
    package static let shouldSkipUninitializedAdapters = TypedKey(
      "shouldSkipUninitializedAdapters", Booleans(), default: false,
      "skip the line items of adapters whose set-up did not succeed (mediate)"
    ).only(.requestBeta)
  }

  package static let request = ConfigObject(
    name: "request", title: "request", summary: "The app's request options.",
    keys: [
      Request.testMode.row, Request.extras.row, Request.native.row, Request.shouldSkipUninitializedAdapters.row,
      Request.privacy.row,
    ])

  /// The keys of `request.native`.
  package enum NativeRequest {
    package static let disableImageLoading = TypedKey(
      "disableImageLoading", Booleans(), default: false, "images come back as URLs only")
    package static let shouldRequestMultipleImages = TypedKey(
      "shouldRequestMultipleImages", Booleans(), default: false,
      "every image of a multi-image asset, not only the first")
    package static let mediaAspectRatio = TypedKey(
      "mediaAspectRatio", Choices<MediaAspectRatio>(), default: .unknown, "the media shape the app prefers")
    package static let adChoicesPosition = TypedKey(
      "adChoicesPosition", Choices<AdChoicesPosition>(), default: .topRight, "where the AdChoices icon goes")
    package static let customFormatIds = TypedKey(
      "customFormatIds", Lists(of: Strings(nonEmpty: true)), default: [],
      "the custom native format IDs the app can display"
    ).only(.adManager)
    /// The default depends on `customFormatIds` (`NativeRequestOptions.defaultAdTypes(customFormatIds:)`).
    package static let adTypes = TypedKey(
      "adTypes", Lists(of: Choices<NativeAdType>(), minimum: 1, unique: true),
      defaultText: "unified, appInstall and content; customFormat too with customFormatIds",
      "the ad types the ad loader asks for (mediate)"
    ).only(.adManager)
  }

  package static let nativeRequest = ConfigObject(
    name: "nativeRequest", title: "request.native", summary: "The native ad loader options.",
    keys: [
      NativeRequest.disableImageLoading.row, NativeRequest.shouldRequestMultipleImages.row,
      NativeRequest.mediaAspectRatio.row, NativeRequest.adChoicesPosition.row, NativeRequest.customFormatIds.row,
      NativeRequest.adTypes.row,
    ])
}
