/// Adapter profiles (`adapters`).
extension ConfigSchema {
  /// The keys of `adapters.<class>`.
  package enum Profile {
    package static let formats = TypedKey(
      required: "formats", Lists(of: Choices<AdFormat>(), minimum: 1, unique: true),
      "the load methods the adapter implements")
    package static let adapterVersion = TypedKey(
      "adapterVersion", Strings(), default: "1.0.0.0", "the adapter's version string")
    package static let adapterVersionRule = TypedKey(
      "adapterVersionRule", Choices<AdapterVersionRule>(), default: .exactlyFour,
      "how the adapter reads its version string")
    package static let adSDKVersion = TypedKey(
      "adSDKVersion", Strings(), default: "1.0.0", "the network SDK's version string")
    package static let adSDKVersionRule = TypedKey(
      "adSDKVersionRule", Choices<AdSDKVersionRule>(), default: .firstThree,
      "how the adapter reads its network SDK's version string")
    package static let versionParts = TypedKey(
      "versionParts", Choices<AdapterProfile.VersionParts>(), default: .integerValue,
      "how the adapter reads each part of both version strings: NSString's integerValue, or Swift's split and Int(_:) (strict)"
    ).only(.swiftVersionParts)
    /// A type string is shorthand for `{"type": …}`, applied at load.
    package static let extras = TypedKey(
      "extras",
      Shaped<[ExtraDeclaration]>.map(.anyOf([Extra.type.kind.type, .object("extra")])),
      default: [], "the request.extras keys the adapter reads, their types, and when it applies them")
    package static let setUp = TypedKey(
      "setUp", Shaped<KeysAtDefaults>(.object("setUp")), defaultText: "ready at once", "how set-up ends")
    package static let completion = TypedKey("completion", object: "completion", "how the load completion is called")
    package static let present = TypedKey(
      "present", object: "profilePresent", "full-screen formats: how the adapter presents")
    /// An entry is an array of events, or `{"forward": [...], "thread": …}` (not on the load answers).
    package static let events = TypedKey(
      "events",
      Shaped<[NetworkCallback: [AdEventName]]>(
        .platformMap(
          .callback,
          .anyOf([.array(eventNames.type, minimum: 0, maximum: nil, unique: false), .object("eventsEntry")]))
      ) {
        events in
        // In the callbacks' own order: a dictionary's order would differ from one process to the next.
        var entries: [String] = []
        for callback in NetworkCallback.allCases {
          guard let names = events[callback] else { continue }
          guard let json = Lists(of: eventNames).json(names) else { return nil }
          entries.append(JSONStringLiteral.quoted(callback.rawValue) + ": " + json)
        }
        return "{" + entries.joined(separator: ", ") + "}"
      },
      defaultText: "per callback (docs/config.md)",
      "network callback to the events forwarded, or to {forward, thread}")
    /// Applied for the loads of its format: a config's ad unit has one.
    package static let byFormat = TypedKey(
      "byFormat",
      Shaped<[AdFormat: KeysAtDefaults]>(
        .choiceMap(keys: AdFormat.allCases.map(\.rawValue), .object("byFormatEntry"))
      ) { $0.isEmpty ? "{}" : nil },
      default: [:], "format (one of formats) to events and present for that format's loads, over the profile's")
    package static let native = TypedKey(
      "native", object: "profileNative", "native: who tracks, how assets are mapped, what untracking does")
    package static let bannerSizes = TypedKey(
      optional: "bannerSizes", Lists(of: ConfigSchema.sizes, minimum: 1), absent: "every size", acceptsNull: false,
      "banner: the sizes the adapter serves; another fails the load at once with sizeError")
    package static let sizeError = TypedKey(
      "sizeError", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 105",
      "banner: the load failure for a size the adapter does not serve")
    package static let banner = TypedKey("banner", object: "profileBanner", "banner: who reports the impression")
    /// A string is shorthand for `{"policy": …}`; the default is `concurrentLoads.policy`'s.
    package static let concurrentLoads = TypedKey(
      "concurrentLoads",
      Shaped<AdapterProfile.ConcurrentLoads>(.anyOf([ConcurrentLoads.policy.kind.type, .object("concurrentLoads")])) {
        ConcurrentLoads.policy.kind.json($0)
      },
      default: ConcurrentLoads.policy.defaultValue, "a second load on a placement still loading")
    package static let collectSignals = TypedKey(
      "collectSignals", object: "collectSignals",
      "bidding: the adapter's signal collection: its formats, its errors, its thread")
  }

  package static let profile = ConfigObject(
    name: "profile", title: "adapters.<class>", summary: "An adapter class described as data (mediate).",
    keys: [
      Profile.formats.row, Profile.adapterVersion.row, Profile.adapterVersionRule.row, Profile.adSDKVersion.row,
      Profile.adSDKVersionRule.row, Profile.versionParts.row, Profile.extras.row, Profile.setUp.row,
      Profile.completion.row, Profile.present.row, Profile.events.row, Profile.byFormat.row,
      Profile.native.row, Profile.bannerSizes.row, Profile.sizeError.row, Profile.banner.row,
      Profile.concurrentLoads.row, Profile.bidding.row, Profile.biddingOnlyError.row, Profile.collectSignals.row,
      Profile.settings.row, Profile.privacy.row,
    ])

  /// The keys of `adapters.<class>.byFormat.<format>`.
  package enum ByFormatEntry {
    package static let events = TypedKey(
      "events", Profile.events.kind, defaultText: "the profile's",
      "entries replacing the profile's events entries of the same callbacks, whole")
    package static let present = TypedKey(
      "present", object: "profilePresent", "full-screen formats: keys replacing the profile's present keys")
  }

  package static let byFormatEntry = ConfigObject(
    name: "byFormatEntry", title: "adapters.<class>.byFormat.<format>",
    summary: "What an adapter does differently for the loads of one format.",
    keys: [ByFormatEntry.events.row, ByFormatEntry.present.row])

  /// The keys of `adapters.<class>.extras.<key>` (an object).
  package enum Extra {
    package static let type = TypedKey(
      required: "type", Choices<AdapterProfile.ExtraType>(), "the JSON type of the extra's value")
    package static let appliedAt = TypedKey(
      "appliedAt", Choices<AdapterProfile.ExtraApplication>(), default: .load,
      "when the adapter hands it to its network: with the load request, or with the present call (rewarded)")
  }

  package static let extra = ConfigObject(
    name: "extra", title: "adapters.<class>.extras.<key> (an object)",
    summary: "An extra the adapter reads, and when it applies it.", keys: [Extra.type.row, Extra.appliedAt.row])

  /// The keys of `adapters.<class>.setUp`.
  package enum SetUp {
    package static let outcome = TypedKey(
      "outcome", Choices<AdapterProfile.SetUpOutcome>(), default: .ready,
      "never: the completion handler is never called")
    package static let latencyMs = TypedKey(
      "latencyMs", times, default: 0, "how long set-up takes; 30000 or more is a time-out")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(errorOrPassThrough), defaultText: "code 100",
      "the set-up error; passThrough: networkError")
    package static let networkError = TypedKey(
      optional: "networkError", Shaped<AdError>(ConfigSchema.networkError), acceptsNull: false,
      "error: what the network's own set-up reports")
    package static let loadsWhenNotReady = TypedKey(
      "loadsWhenNotReady", Choices<AdapterProfile.LoadsWhenNotReady>(), default: .fail,
      "a load while set-up did not succeed")
    package static let thread = TypedKey(
      "thread", Choices<AdapterThread>(), default: .background,
      "where the adapter runs its network's initialization: the SDK's background thread, or main")
    package static let touchesUI = TypedKey(
      "touchesUI", Booleans(), default: false, "the network's initialization does UI work (builds a web view)")
  }

  package static let setUp = ConfigObject(
    name: "setUp", title: "adapters.<class>.setUp", summary: "How setUpWithConfiguration:completionHandler: ends.",
    keys: [
      SetUp.outcome.row, SetUp.latencyMs.row, SetUp.error.row, SetUp.loadsWhenNotReady.row, SetUp.networkError.row,
      SetUp.thread.row, SetUp.touchesUI.row,
    ])

  /// The keys of an adapter's error; each member's default is the profile's for that error.
  package enum AdapterError {
    package static let domain = TypedKey(
      "domain", Strings(nonEmpty: true), defaultText: "the class name", "the error domain")
    package static let code = TypedKey("code", errorCodes, defaultText: "per error", "the error code")
    package static let message = TypedKey(
      "message", Strings(), defaultText: "per error", "the message; {networkCode} is replaced")
  }

  package static let errorObject = ConfigObject(
    name: "error", title: "an error", summary: "An error an adapter reports; each member defaults to its profile's.",
    keys: [AdapterError.domain.row, AdapterError.code.row, AdapterError.message.row])

  /// The keys of `adapters.<class>.completion`.
  package enum Completion {
    package static let callOnce = TypedKey(
      "callOnce", Booleans(), default: true, "the completion handler runs at most once")
    package static let passesTestMode = TypedKey(
      "passesTestMode", Booleans(), default: true, "isTestRequest reaches the network request")
    package static let failsWithAd = TypedKey(
      "failsWithAd", Booleans(), default: false, "a failed load hands back the ad with the error"
    ).only(.oneCompletionHandler)
    package static let keepsFirstDelegate = TypedKey(
      "keepsFirstDelegate", Booleans(), default: false, "later completion returns are ignored")
    package static let holdsDelegate = TypedKey(
      "holdsDelegate", Choices<AdapterProfile.HoldsDelegate>(), default: .strong,
      "the weakest link from the network's callbacks to the SDK's event delegate")
    package static let onNetworkFailure = TypedKey(
      "onNetworkFailure", Choices<AdapterProfile.OnNetworkFailure>(), default: .fail,
      "when the network fails the load: fail the completion (Android: onFailure), return without calling it, or call it as a success with no network ad (Android: onSuccess)"
    )
    // Android only: its default is Android's (true), and on iOS the key is an error, so the table prints it in words.
    package static let nullChecks = TypedKey(
      optional: "nullChecks", Booleans(), absent: "true (Android only)", acceptsNull: false,
      "Android: the adapter checks its callback for null before each event (false: an event on a lost callback is a NullPointerException)"
    ).only(.javaNullCheck)
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(errorOrPassThrough), defaultText: "code 101",
      "the load failure; passThrough: the network's error")
    package static let emptyError = TypedKey(
      "emptyError", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 102",
      "the load failure when the network answers without an ad")
    package static let thread = TypedKey(
      "thread", Choices<AdapterThread>(), default: .main,
      "where the adapter handles its network's load answer: builds a banner's or native ad's views, calls the completion"
    )
  }

  package static let completion = ConfigObject(
    name: "completion", title: "adapters.<class>.completion", summary: "How the adapter calls the load completion.",
    keys: [
      Completion.callOnce.row, Completion.passesTestMode.row, Completion.failsWithAd.row,
      Completion.keepsFirstDelegate.row, Completion.holdsDelegate.row, Completion.onNetworkFailure.row,
      Completion.nullChecks.row, Completion.error.row, Completion.emptyError.row, Completion.thread.row,
    ])

  /// The keys of `adapters.<class>.present`.
  package enum ProfilePresent {
    package static let checksReadiness = TypedKey(
      "checksReadiness", Booleans(), default: true, "full screen: a present of an ad not ready fails at once")
    package static let eventsBeforeShow = TypedKey(
      "eventsBeforeShow", Lists(of: eventNames), default: [],
      "full screen: events forwarded before the network shows anything")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(errorOrPassThrough), defaultText: "code 102",
      "the present failure (a banner's: its show failure); passThrough: the network's error")
    package static let errors = TypedKey(
      "errors", object: "presentErrors",
      "the present failure by cause: notReady, expired, showFailed, showFailedWithoutError (a banner: the last two)")
    package static let unregistersOnDismiss = TypedKey(
      "unregistersOnDismiss", Booleans(), default: false,
      "full screen: the adapter stops listening to its network at the network's dismissal: a later callback reaches nothing"
    )
    package static let thread = TypedKey(
      "thread", Choices<AdapterThread>(), default: .main,
      "full screen: where the adapter does its present work (readiness check, eventsBeforeShow, its network's show)")
  }

  package static let profilePresent = ConfigObject(
    name: "profilePresent", title: "adapters.<class>.present",
    summary: "How a full-screen adapter presents, and how a banner adapter reports a show its network failed.",
    keys: [
      ProfilePresent.checksReadiness.row, ProfilePresent.eventsBeforeShow.row, ProfilePresent.error.row,
      ProfilePresent.errors.row, ProfilePresent.unregistersOnDismiss.row, ProfilePresent.thread.row,
    ])

  /// The keys of `adapters.<class>.present.errors`: the present failure of each cause.
  package enum PresentErrors {
    package static let notReady = TypedKey(
      "notReady", Shaped<AdapterProfile.ErrorTemplate>(errorOrMessage), defaultText: "present.error",
      "full screen: a present of an ad that is not ready (the readiness check; a load that succeeded without a network ad)"
    )
    package static let expired = TypedKey(
      "expired", Shaped<AdapterProfile.ErrorTemplate>(errorOrMessage), defaultText: "present.error",
      "full screen: a present of an expired ad, or the network's expiry")
    package static let showFailed = TypedKey(
      "showFailed", Shaped<AdapterProfile.ErrorTemplate>(errorOrPassThrough), defaultText: "present.error",
      "the network failed the show with an error (a banner: didFailToShow with error); passThrough: the network's error"
    )
    package static let showFailedWithoutError = TypedKey(
      "showFailedWithoutError", Shaped<AdapterProfile.ErrorTemplate>(errorOrMessage),
      defaultText: "present.error",
      "the network failed the show with no error (network.present \"failWithoutError\"; a banner: didFailToShow without error)"
    )
  }

  package static let presentErrors = ConfigObject(
    name: "presentErrors", title: "adapters.<class>.present.errors",
    summary: "The present failure of each cause, each defaulting to present.error.",
    keys: [
      PresentErrors.notReady.row, PresentErrors.expired.row, PresentErrors.showFailed.row,
      PresentErrors.showFailedWithoutError.row,
    ])

  /// The keys of an `events` entry in object form.
  package enum EventsEntry {
    package static let forward = TypedKey(
      required: "forward", Lists(of: eventNames), "the events the adapter forwards for the callback")
    package static let thread = TypedKey(
      "thread", Choices<AdapterThread>(), default: .main, "where the adapter handles the callback and forwards them")
  }

  package static let eventsEntry = ConfigObject(
    name: "eventsEntry", title: "adapters.<class>.events.<callback> (an object)",
    summary: "The events forwarded for a network callback, and the thread they go out on.",
    keys: [EventsEntry.forward.row, EventsEntry.thread.row])

  /// The keys of `adapters.<class>.collectSignals` (bidding profiles).
  package enum CollectSignals {
    package static let thread = TypedKey(
      "thread", Choices<AdapterThread>(), default: .background,
      "where the adapter does its signal work: the SDK's background thread, or main (it hops there)")
    package static let touchesUI = TypedKey(
      "touchesUI", Booleans(), default: false, "signal collection reads UI state (the key window)")
    package static let formats = TypedKey(
      optional: "formats", Lists(of: Choices<AdFormat>(), minimum: 1, unique: true), absent: "the profile's formats",
      acceptsNull: false, "the formats the adapter collects signals for; another fails at once with formatError")
    package static let formatError = TypedKey(
      "formatError", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 111",
      "the signal failure for a format not in formats")
    package static let emptyTokenError = TypedKey(
      optional: "emptyTokenError", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error),
      absent: "null: an empty token is passed on as \"\"",
      "the signal failure for an empty or missing token; null: the empty token is passed on")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(errorOrPassThrough), defaultText: "\"passThrough\"",
      "the signal failure for the network's error (code 110 when an object); passThrough: the network's error")
  }

  package static let collectSignals = ConfigObject(
    name: "collectSignals", title: "adapters.<class>.collectSignals",
    summary:
      "How a bidding adapter collects its signals (collectSignalsForRequestParameters:; Android collectSignals): its formats, its errors, its thread.",
    keys: [
      CollectSignals.formats.row, CollectSignals.formatError.row, CollectSignals.emptyTokenError.row,
      CollectSignals.error.row, CollectSignals.thread.row, CollectSignals.touchesUI.row,
    ])

  /// The keys of `adapters.<class>.native`.
  package enum ProfileNative {
    package static let handlesUserImpressions = TypedKey(
      "handlesUserImpressions", Booleans(), default: false, "the network tracks impressions")
    package static let handlesUserClicks = TypedKey(
      "handlesUserClicks", Booleans(), default: false, "the network tracks clicks")
    package static let assets = TypedKey(
      "assets", object: "nativeAssets", "which network asset fills each asset of GADMediationNativeAd")
    package static let iconOnDownloadFailure = TypedKey(
      "iconOnDownloadFailure", Choices<NativeAssetMapping.DownloadFailure>(), default: .url,
      "an icon the network could not download: nil, its URL and scale, or a failed load")
    package static let imageOnDownloadFailure = TypedKey(
      "imageOnDownloadFailure", Choices<NativeAssetMapping.DownloadFailure>(), default: .url,
      "an image the network could not download: nil, its URL and scale, or a failed load")
    package static let untrack = TypedKey(
      "untrack", Choices<AdapterProfile.Untrack>(), default: .ignores,
      "what didUntrackView: does: nothing, or tell the network to unregister the view")
  }

  package static let profileNative = ConfigObject(
    name: "profileNative", title: "adapters.<class>.native",
    summary: "Who tracks a native ad, how its assets are mapped, and what untracking does.",
    keys: [
      ProfileNative.handlesUserImpressions.row, ProfileNative.handlesUserClicks.row, ProfileNative.assets.row,
      ProfileNative.iconOnDownloadFailure.row, ProfileNative.imageOnDownloadFailure.row, ProfileNative.untrack.row,
    ])

  /// The keys of `adapters.<class>.banner`.
  package enum ProfileBanner {
    package static let handlesUserImpressions = TypedKey(
      "handlesUserImpressions", Booleans(), default: false,
      "the adapter reports the banner's impression (reportImpression); false: the SDK counts it when it shows the view")
    package static let sizing = TypedKey(
      optional: "sizing", Shaped<MediationKit.BannerSizing>(.object("bannerSizing")),
      absent: "none: bannerSizes compared exactly, and no networkSize", acceptsNull: false,
      "how the adapter picks the size it asks its network for; given, the load record's request shows networkSize")
    package static let sizeMismatch = TypedKey(
      "sizeMismatch", Choices<AdapterProfile.SizeMismatch>(), default: .accept,
      "a banner that comes back at another size than asked: show it, or fail the load with sizeMismatchError")
    package static let sizeMismatchError = TypedKey(
      "sizeMismatchError", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 109",
      "the load failure for a banner of another size than asked (sizeMismatch: fail)")
  }

  package static let profileBanner = ConfigObject(
    name: "profileBanner", title: "adapters.<class>.banner",
    summary: "Who reports a banner's impression, and the sizes the adapter asks for and accepts.",
    keys: [
      ProfileBanner.handlesUserImpressions.row, ProfileBanner.sizing.row, ProfileBanner.sizeMismatch.row,
      ProfileBanner.sizeMismatchError.row,
    ])

  /// The keys of `adapters.<class>.banner.sizing`.
  package enum BannerSizing {
    package static let policy = TypedKey(
      "policy", Choices<MediationKit.BannerSizing.Policy>(), default: .exact,
      "exact: bannerSizes compared exactly; closest: the SDK's closest valid size among bannerSizes; map: the map's")
    package static let map = TypedKey(
      optional: "map", Lists(of: Shaped<MediationKit.BannerSizing.MapEntry>(.object("bannerSizeMapEntry")), minimum: 1),
      absent: "none (required by policy map)", acceptsNull: false,
      "policy map: the first entry from the request's size, else the \"other\" entry, else sizeError")
  }

  package static let bannerSizing = ConfigObject(
    name: "bannerSizing", title: "adapters.<class>.banner.sizing",
    summary: "How a banner's adapter turns the requested size into its network's.",
    keys: [BannerSizing.policy.row, BannerSizing.map.row])

  /// The keys of an entry of `adapters.<class>.banner.sizing.map`.
  package enum BannerSizeMapEntry {
    package static let from = TypedKey(
      required: "from",
      Shaped<MediationKit.AdSize?>(
        .anyOf([.choice(MediationKit.AdSize.Standard.allCases.map(\.rawValue) + ["other"]), .object("adSize")])),
      "the requested size, or \"other\": every size no entry names")
    package static let to = TypedKey(
      required: "to",
      Shaped<MediationKit.BannerSizing.NetworkSize>(
        .anyOf([
          .choice(MediationKit.AdSize.Standard.allCases.map(\.rawValue)), .object("adSize"), .string(nonEmpty: true),
        ])),
      "what the adapter asks its network for: a size, or any other string, a size name of the network's own")
  }

  package static let bannerSizeMapEntry = ConfigObject(
    name: "bannerSizeMapEntry", title: "adapters.<class>.banner.sizing.map[]",
    summary: "From a requested banner size to what the adapter asks its network for.",
    keys: [BannerSizeMapEntry.from.row, BannerSizeMapEntry.to.row])

  /// The keys of `adapters.<class>.native.assets`: for each asset of
  /// `GADMediationNativeAd`, the network asset that fills it, or `"none"`.
  package enum NativeAssets {
    package typealias Source = NativeAssetMapping.NetworkAsset
    static let sample = NativeAssetMapping.sample

    package static let headline = source("headline", among: Source.texts, default: sample.headline)
    package static let body = source("body", among: Source.texts, default: sample.body)
    package static let callToAction = source("callToAction", among: Source.texts, default: sample.callToAction)
    package static let advertiser = source("advertiser", among: Source.texts, default: sample.advertiser)
    package static let store = source("store", among: Source.texts, default: sample.store)
    package static let price = source("price", among: Source.texts, default: sample.price)
    package static let starRating = source("starRating", among: [.starRating], default: sample.starRating)
    package static let images = source("images", among: Source.images, default: sample.images)
    package static let icon = source("icon", among: [.icon, .image], default: sample.icon)
    package static let extraAssets = TypedKey(
      "extraAssets",
      Shaped<[NativeAssetMapping.ExtraAsset]>(.map(.choice(Source.texts.map(\.rawValue)))) { extras in
        "{"
          + extras.map { "\(JSONStringLiteral.quoted($0.key)): \(JSONStringLiteral.quoted($0.source.rawValue))" }
          .joined(separator: ", ") + "}"
      },
      default: sample.extraAssets, "extra asset key to the network text asset; {}: none (extraAssets is nil)")
    package static let hasVideoContent = TypedKey(
      "hasVideoContent", VideoContentKind(), default: sample.hasVideoContent,
      described: "whether the adapter supplies a media view", "a boolean, or the network's \"hasVideo\"")
    package static let adChoicesView = TypedKey(
      "adChoicesView", Booleans(), default: sample.adChoicesView, "the adapter supplies the network's AdChoices view")
    package static let mediaView = TypedKey(
      "mediaView", Booleans(), default: sample.mediaView,
      "the adapter supplies the network's media view (when its ad has video)")

    /// An SDK asset filled from one of `choices`, or from none.
    private static func source(
      _ name: String, among choices: [Source], default value: Source?
    ) -> TypedKey<AssetSources, Source?> {
      TypedKey(name, AssetSources(choices), default: value, "the network asset that fills it, or \"none\"")
    }
  }

  package static let nativeAssets = ConfigObject(
    name: "nativeAssets", title: "adapters.<class>.native.assets",
    summary: "Which network asset fills each asset of GADMediationNativeAd (mediate).",
    keys: [
      NativeAssets.headline.row, NativeAssets.body.row, NativeAssets.callToAction.row, NativeAssets.advertiser.row,
      NativeAssets.store.row, NativeAssets.price.row, NativeAssets.starRating.row, NativeAssets.images.row,
      NativeAssets.icon.row, NativeAssets.extraAssets.row, NativeAssets.hasVideoContent.row,
      NativeAssets.adChoicesView.row, NativeAssets.mediaView.row,
    ])

  /// One of some network assets, or `"none"` (nil).
  package struct AssetSources: ValueKind {
    package let choices: [NativeAssetMapping.NetworkAsset]
    init(_ choices: [NativeAssetMapping.NetworkAsset]) { self.choices = choices }
    /// The names a config may write: the network assets, then `"none"`.
    var names: [String] { choices.map(\.rawValue) + ["none"] }
    package var type: ConfigValueType { .choice(names) }
    package func json(_ value: NativeAssetMapping.NetworkAsset?) -> String? {
      JSONStringLiteral.quoted(value?.rawValue ?? "none")
    }
  }

  /// `hasVideoContent`: a boolean, or the network's `"hasVideo"`.
  package struct VideoContentKind: ValueKind {
    static let networkAssets = [NativeAssetMapping.NetworkAsset.hasVideo.rawValue]
    package var type: ConfigValueType { .anyOf([.boolean, .choice(Self.networkAssets)]) }
    package func json(_ value: NativeAssetMapping.VideoContent) -> String? {
      switch value {
      case .fixed(let flag): flag ? "true" : "false"
      case .hasVideo: JSONStringLiteral.quoted(NativeAssetMapping.NetworkAsset.hasVideo.rawValue)
      case .mediaView: nil
      }
    }
  }

  /// The keys of `adapters.<class>.concurrentLoads` (an object).
  package enum ConcurrentLoads {
    package static let policy = TypedKey(
      "policy", Choices<AdapterProfile.ConcurrentLoads>(), default: .supported,
      "what the adapter does with the second load")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 103", "refused: the error")
  }

  package static let concurrentLoads = ConfigObject(
    name: "concurrentLoads", title: "adapters.<class>.concurrentLoads (an object)", summary: "A policy with its error.",
    keys: [ConcurrentLoads.policy.row, ConcurrentLoads.error.row])
}
