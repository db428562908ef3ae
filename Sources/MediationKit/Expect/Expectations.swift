/// What a config's `expect` asks of a run (expect.md): checks on the one
/// traced run, checks on the summary of many runs, and how many runs
/// `mediate test` plays for the latter.
package struct Expectations: Equatable, Sendable {
  /// Checks on one run, in the order the config writes them.
  package var run: [RunCheck] = []
  /// Checks on the `--runs` summary, leaf by leaf, in the order the config writes them.
  package var summary: [SummaryCheck] = []
  /// The runs `mediate test` plays for the summary checks.
  package var runs = Expectations.defaultRuns

  package static let defaultRuns = 10_000
  package static let maximumRuns = 100_000_000

  package init() {}

  /// How many checks there are in all.
  package var count: Int { run.count + summary.count }
}

/// Where a check is written in the config, and what it says there.
public struct CheckSite: Equatable, Sendable {
  /// The jq path of the check, such as `.expect.lineItem`.
  public var path: JSONPath
  /// Where the check's value is.
  public var location: SourceLocation
  /// The value as the config writes it.
  public var expected: JSONValue
}

/// One check of a single run.
package struct RunCheck: Equatable, Sendable {
  /// What is checked, with what the config expects.
  package enum Kind: Equatable, Sendable {
    case filled(Bool)
    /// The winner, as an index into the config's line items; nil: nothing filled.
    case lineItem(Int?)
    case presented(Bool)
    case reward(AdReward?)
    case impressions(CountExpectation)
    case clicks(CountExpectation)
    /// Breaches of rules of severity `error`, and of those of severity `warning`.
    case violations(CountExpectation)
    case warnings(CountExpectation)
    case latencyMs(CountExpectation)
    /// How one line item's load ended; nil: it was never attempted.
    case outcome(lineItem: Int, LoadResultOutcome?)
    /// The names of all `event` records, in order.
    case events([AdEventName])
    /// These names among the `event` records, in this order.
    case eventsInclude([AdEventName])
    /// None of these names among the `event` records.
    case eventsExclude([AdEventName])
    /// The set of the rules of the `violation` records.
    case rules([String])
    /// One asset of the native `ad` record: exactly this value (as JSON, numbers spelled shortest).
    case asset(AdAssetField, JSONValue)
    /// The `call`s of one line item's `networkCall` records, in order.
    case networkCalls(lineItem: Int, [String])
    /// The error one line item's load ended with; nil: none.
    case error(lineItem: Int, ErrorPattern?)
    /// What one bidder's `signals` record said.
    case signals(lineItem: Int, SignalExpectation)
    /// The error of the `didFailToPresentWithError` event; nil: none.
    case presentError(ErrorPattern?)
    /// How an adapter class's set-up ended.
    case setUp(className: String, SetUpExpectation)
    /// The versions an adapter class's `setUp` record reports.
    case versions(className: String, VersionsExpectation)
    /// The keys one line item's `load` record's request has (an object), or
    /// null: its network was never called.
    case request(lineItem: Int, JSONValue)
    /// The keys an adapter class's `setUp` record's request has (an object),
    /// or null: its set-up never called its network.
    case setUpRequest(className: String, JSONValue)
  }

  package var site: CheckSite
  package var kind: Kind
}

/// One check of the `--runs` summary: a numeric field and the count it must meet.
package struct SummaryCheck: Equatable, Sendable {
  package var site: CheckSite
  package var field: SummaryField
  package var count: CountExpectation
}

/// What one run showed, as the checks of `expect` read it.
package struct RunFacts: Sendable {
  var tally: RunOutcome
  /// How the run's platform names what the checks print back.
  var names: PlatformNames
  /// The reward the app got.
  package var reward: AdReward?
  /// The names of the `event` records, in order.
  package var eventNames: [AdEventName] = []
  /// The violations, in order.
  package var violations: [ViolationRecord] = []
  /// The native ad's assets, as its `ad` record shows them; nil without one.
  package var assets: NativeAssets?
  /// By line item: the `call`s of its `networkCall` records, in order.
  package var networkCalls: [[String]] = []
  /// Per line item, the error its load ended with (nil: none, or never attempted).
  package var loadErrors: [AdError?] = []
  /// By bidding line item: what its `signals` record said.
  package var signals: [Int: CollectedSignal] = [:]
  /// The error of the first `didFailToPresentWithError` event.
  package var presentError: AdError?
  /// The `setUp` records, in order.
  package var setUps: [SetUpRecord] = []
  /// By line item whose network was called: what its adapter asked for.
  package var loadRequests: [Int: NetworkRequest] = [:]
  /// By adapter class set up: what set-up handed its network, nil when it never called it.
  package var setUpRequests: [String: [PassedSetting]?] = [:]
}

/// The outcome of one check.
public struct CheckResult: Equatable, Sendable {
  public var site: CheckSite
  public var passed: Bool
  /// What the run showed, as JSON.
  public var actual: JSONValue
  /// What kind of check it was, for its message.
  public var kind: CheckKind
  /// The world the check was made in, for a config with worlds (decide2.md §1); nil without.
  package var world: String? = nil

  /// The kinds of check, as far as their messages differ.
  public enum CheckKind: Equatable, Sendable {
    case value
    /// A count: exactly an integer, or a comparison.
    case count
    case eventsInclude
    case eventsExclude
    case rules
    /// An error pattern, null (no error) or `"ready"`.
    case errorPattern
    /// A request that must have some keys with some values (or be null).
    case request
  }
}
