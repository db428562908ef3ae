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
      "adSDKVersion", Strings(), default: "1.0.0", "the network SDK's version")
    package static let extras = TypedKey(
      "extras", Shaped<[ExtraDeclaration]>.map(.choice(AdapterProfile.ExtraType.allCases.map(\.rawValue))),
      default: [], "the request.extras keys the adapter reads, and their types")
    package static let setUp = TypedKey(
      "setUp", Shaped<KeysAtDefaults>(.object("setUp")), defaultText: "ready at once", "how set-up ends")
    package static let completion = TypedKey("completion", object: "completion", "how the load completion is called")
    package static let present = TypedKey("present", object: "profilePresent", "rewarded: how the adapter presents")
    package static let events = TypedKey(
      "events",
      Shaped<[NetworkCallback: [AdEventName]]>(.map(.array(eventNames.type, minimum: 0, maximum: nil, unique: false))),
      defaultText: "per callback (docs/config.md)", "network callback to the events forwarded")
    package static let native = TypedKey("native", object: "profileNative", "native: who tracks impressions and clicks")
    /// A string is shorthand for `{"policy": …}`; the default is `concurrentLoads.policy`'s.
    package static let concurrentLoads = TypedKey(
      "concurrentLoads",
      Shaped<AdapterProfile.ConcurrentLoads>(.anyOf([ConcurrentLoads.policy.kind.type, .object("concurrentLoads")])) {
        ConcurrentLoads.policy.kind.json($0)
      },
      default: ConcurrentLoads.policy.defaultValue, "a second load on a placement still loading")
  }

  package static let profile = ConfigObject(
    name: "profile", title: "adapters.<class>", summary: "An adapter class described as data (mediate).",
    keys: [
      Profile.formats.row, Profile.adapterVersion.row, Profile.adapterVersionRule.row, Profile.adSDKVersion.row,
      Profile.extras.row, Profile.setUp.row, Profile.completion.row, Profile.present.row, Profile.events.row,
      Profile.native.row, Profile.concurrentLoads.row,
      Profile.settings.row, Profile.privacy.row,
    ])

  /// The keys of `adapters.<class>.setUp`.
  package enum SetUp {
    package static let outcome = TypedKey(
      "outcome", Choices<AdapterProfile.SetUpOutcome>(), default: .ready,
      "never: the completion handler is never called")
    package static let latencyMs = TypedKey(
      "latencyMs", times, default: 0, "how long set-up takes; 30000 or more is a time-out")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 100", "the set-up error")
    package static let loadsWhenNotReady = TypedKey(
      "loadsWhenNotReady", Choices<AdapterProfile.LoadsWhenNotReady>(), default: .fail,
      "a load while set-up did not succeed")
  }

  package static let setUp = ConfigObject(
    name: "setUp", title: "adapters.<class>.setUp", summary: "How setUpWithConfiguration:completionHandler: ends.",
    keys: [SetUp.outcome.row, SetUp.latencyMs.row, SetUp.error.row, SetUp.loadsWhenNotReady.row])

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
      "failsWithAd", Booleans(), default: false, "a failed load hands back the ad with the error")
    package static let keepsFirstDelegate = TypedKey(
      "keepsFirstDelegate", Booleans(), default: false, "later completion returns are ignored")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 101", "the load failure")
  }

  package static let completion = ConfigObject(
    name: "completion", title: "adapters.<class>.completion", summary: "How the adapter calls the load completion.",
    keys: [
      Completion.callOnce.row, Completion.passesTestMode.row, Completion.failsWithAd.row,
      Completion.keepsFirstDelegate.row, Completion.error.row,
    ])

  /// The keys of `adapters.<class>.present`.
  package enum ProfilePresent {
    package static let checksReadiness = TypedKey(
      "checksReadiness", Booleans(), default: true, "a present of an ad not ready fails at once")
    package static let eventsBeforeShow = TypedKey(
      "eventsBeforeShow", Lists(of: eventNames), default: [], "events forwarded before the network shows anything")
    package static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 102",
      "the present failure")
  }

  package static let profilePresent = ConfigObject(
    name: "profilePresent", title: "adapters.<class>.present", summary: "How a rewarded adapter presents.",
    keys: [ProfilePresent.checksReadiness.row, ProfilePresent.eventsBeforeShow.row, ProfilePresent.error.row])

  /// The keys of `adapters.<class>.native`.
  package enum ProfileNative {
    package static let handlesUserImpressions = TypedKey(
      "handlesUserImpressions", Booleans(), default: false, "the network tracks impressions")
    package static let handlesUserClicks = TypedKey(
      "handlesUserClicks", Booleans(), default: false, "the network tracks clicks")
  }

  package static let profileNative = ConfigObject(
    name: "profileNative", title: "adapters.<class>.native", summary: "Who tracks a native ad.",
    keys: [ProfileNative.handlesUserImpressions.row, ProfileNative.handlesUserClicks.row])

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
