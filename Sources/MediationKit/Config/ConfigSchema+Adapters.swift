/// Adapter profiles (`adapters`).
extension ConfigSchema {
  /// The keys of `adapters.<class>`.
  public enum Profile {
    public static let formats = TypedKey(
      required: "formats", Lists(of: Choices<AdFormat>(), minimum: 1, unique: true),
      "the load methods the adapter implements")
    public static let adapterVersion = TypedKey(
      "adapterVersion", Strings(), default: "1.0.0.0", "the adapter's version string")
    public static let adapterVersionRule = TypedKey(
      "adapterVersionRule", Choices<AdapterVersionRule>(), default: .exactlyFour,
      "how the adapter reads its version string")
    public static let adSDKVersion = TypedKey(
      "adSDKVersion", Strings(), default: "1.0.0", "the network SDK's version")
    public static let extras = TypedKey(
      "extras", Shaped<[ExtraDeclaration]>.map(.choice(AdapterProfile.ExtraType.allCases.map(\.rawValue))),
      default: [], "the request.extras keys the adapter reads, and their types")
    public static let setUp = TypedKey(
      "setUp", Shaped<KeysAtDefaults>(.object("setUp")), defaultText: "ready at once", "how set-up ends")
    public static let completion = TypedKey("completion", object: "completion", "how the load completion is called")
    public static let present = TypedKey("present", object: "profilePresent", "rewarded: how the adapter presents")
    public static let events = TypedKey(
      "events",
      Shaped<[NetworkCallback: [AdEventName]]>(.map(.array(eventNames.type, minimum: 0, maximum: nil, unique: false))),
      defaultText: "per callback (docs/config.md)", "network callback to the events forwarded")
    public static let native = TypedKey("native", object: "profileNative", "native: who tracks impressions and clicks")
    /// A string is shorthand for `{"policy": …}`; the default is `concurrentLoads.policy`'s.
    public static let concurrentLoads = TypedKey(
      "concurrentLoads",
      Shaped<AdapterProfile.ConcurrentLoads>(.anyOf([ConcurrentLoads.policy.kind.type, .object("concurrentLoads")])) {
        ConcurrentLoads.policy.kind.json($0)
      },
      default: ConcurrentLoads.policy.defaultValue, "a second load on a placement still loading")
  }

  public static let profile = ConfigObject(
    name: "profile", title: "adapters.<class>", summary: "An adapter class described as data (mediate).",
    keys: [
      Profile.formats.row, Profile.adapterVersion.row, Profile.adapterVersionRule.row, Profile.adSDKVersion.row,
      Profile.extras.row, Profile.setUp.row, Profile.completion.row, Profile.present.row, Profile.events.row,
      Profile.native.row, Profile.concurrentLoads.row,
    ])

  /// The keys of `adapters.<class>.setUp`.
  public enum SetUp {
    public static let outcome = TypedKey(
      "outcome", Choices<AdapterProfile.SetUpOutcome>(), default: .ready,
      "never: the completion handler is never called")
    public static let latencyMs = TypedKey(
      "latencyMs", times, default: 0, "how long set-up takes; 30000 or more is a time-out")
    public static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 100", "the set-up error")
    public static let loadsWhenNotReady = TypedKey(
      "loadsWhenNotReady", Choices<AdapterProfile.LoadsWhenNotReady>(), default: .fail,
      "a load while set-up did not succeed")
  }

  public static let setUp = ConfigObject(
    name: "setUp", title: "adapters.<class>.setUp", summary: "How setUpWithConfiguration:completionHandler: ends.",
    keys: [SetUp.outcome.row, SetUp.latencyMs.row, SetUp.error.row, SetUp.loadsWhenNotReady.row])

  /// The keys of an adapter's error; each member's default is the profile's for that error.
  public enum AdapterError {
    public static let domain = TypedKey(
      "domain", Strings(nonEmpty: true), defaultText: "the class name", "the error domain")
    public static let code = TypedKey("code", errorCodes, defaultText: "per error", "the error code")
    public static let message = TypedKey(
      "message", Strings(), defaultText: "per error", "the message; {networkCode} is replaced")
  }

  public static let errorObject = ConfigObject(
    name: "error", title: "an error", summary: "An error an adapter reports; each member defaults to its profile's.",
    keys: [AdapterError.domain.row, AdapterError.code.row, AdapterError.message.row])

  /// The keys of `adapters.<class>.completion`.
  public enum Completion {
    public static let callOnce = TypedKey(
      "callOnce", Booleans(), default: true, "the completion handler runs at most once")
    public static let passesTestMode = TypedKey(
      "passesTestMode", Booleans(), default: true, "isTestRequest reaches the network request")
    public static let failsWithAd = TypedKey(
      "failsWithAd", Booleans(), default: false, "a failed load hands back the ad with the error")
    public static let keepsFirstDelegate = TypedKey(
      "keepsFirstDelegate", Booleans(), default: false, "later completion returns are ignored")
    public static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 101", "the load failure")
  }

  public static let completion = ConfigObject(
    name: "completion", title: "adapters.<class>.completion", summary: "How the adapter calls the load completion.",
    keys: [
      Completion.callOnce.row, Completion.passesTestMode.row, Completion.failsWithAd.row,
      Completion.keepsFirstDelegate.row, Completion.error.row,
    ])

  /// The keys of `adapters.<class>.present`.
  public enum ProfilePresent {
    public static let checksReadiness = TypedKey(
      "checksReadiness", Booleans(), default: true, "a present of an ad not ready fails at once")
    public static let eventsBeforeShow = TypedKey(
      "eventsBeforeShow", Lists(of: eventNames), default: [], "events forwarded before the network shows anything")
    public static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 102",
      "the present failure")
  }

  public static let profilePresent = ConfigObject(
    name: "profilePresent", title: "adapters.<class>.present", summary: "How a rewarded adapter presents.",
    keys: [ProfilePresent.checksReadiness.row, ProfilePresent.eventsBeforeShow.row, ProfilePresent.error.row])

  /// The keys of `adapters.<class>.native`.
  public enum ProfileNative {
    public static let handlesUserImpressions = TypedKey(
      "handlesUserImpressions", Booleans(), default: false, "the network tracks impressions")
    public static let handlesUserClicks = TypedKey(
      "handlesUserClicks", Booleans(), default: false, "the network tracks clicks")
  }

  public static let profileNative = ConfigObject(
    name: "profileNative", title: "adapters.<class>.native", summary: "Who tracks a native ad.",
    keys: [ProfileNative.handlesUserImpressions.row, ProfileNative.handlesUserClicks.row])

  /// The keys of `adapters.<class>.concurrentLoads` (an object).
  public enum ConcurrentLoads {
    public static let policy = TypedKey(
      "policy", Choices<AdapterProfile.ConcurrentLoads>(), default: .supported,
      "what the adapter does with the second load")
    public static let error = TypedKey(
      "error", Shaped<AdapterProfile.ErrorTemplate>(ConfigSchema.error), defaultText: "code 103", "refused: the error")
  }

  public static let concurrentLoads = ConfigObject(
    name: "concurrentLoads", title: "adapters.<class>.concurrentLoads (an object)", summary: "A policy with its error.",
    keys: [ConcurrentLoads.policy.row, ConcurrentLoads.error.row])
}
