/// One rule of the mediation contract that the contract monitor checks.
///
/// A rule is a small type in a file of its own under `Rules/`, named for
/// what it catches: its name (as `violation` records, `expect.rules` and a
/// config's `rules` spell it) is the type's name with a lower-case first
/// letter. It says what it protects, where it comes from, how severe a
/// breach is unless the config says otherwise, the kinds of event it
/// examines (at least one: `EventKinds` cannot be empty), and how it
/// finds breaches in one event. A rule that examines nothing does not
/// compile: `breaches` (or `check`, for `SingleBreachRule`) has no default.
/// The build generates the list of every rule (`ContractRules.all`) from
/// that folder, so adding a rule is adding its file.
protocol ContractRule: Sendable {
  /// What the rule protects, in one sentence.
  static var protects: String { get }
  /// Where the rule comes from: a seed, or the SDK's reference.
  static var source: String { get }
  /// The rule of the contract notes it enforces (`R1` … `R20`), if any.
  static var contractRule: String? { get }
  /// How severe a breach is when the config does not say (`rules`).
  static var defaultSeverity: RuleSeverity { get }
  /// The kinds of event `breaches` looks at; the monitor shows it no others.
  static var examines: EventKinds { get }
  /// The platforms whose contract has the rule: on a run of another platform it is off.
  static var platforms: Set<Platform> { get }
  /// What the rule protects in Android's words (android.md, "Contract rules";
  /// `protects` itself where they read the same); nil for a rule Android's contract has not.
  static var android: String? { get }

  init()

  /// Every breach of the rule `event` shows, given what the monitor knows
  /// of the run so far (`run` is the state before the event). Rules keep
  /// no state of their own: what they need to remember is `MonitoredRun`'s,
  /// shared by every rule.
  func breaches(_ event: SimulationEvent, in run: MonitoredRun) -> [RuleBreach]
}

/// A rule that finds at most one breach in an event.
protocol SingleBreachRule: ContractRule {
  /// What `event` broke, and how, or nil.
  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach?
}

extension SingleBreachRule {
  func breaches(_ event: SimulationEvent, in run: MonitoredRun) -> [RuleBreach] {
    check(event, in: run).map { [$0] } ?? []
  }
}

extension ContractRule {
  static var defaultSeverity: RuleSeverity { .error }
}

/// The kinds of event a rule examines: one or more, never none.
struct EventKinds: Sendable {
  let kinds: Set<SimulationEvent.Kind>

  init(_ first: SimulationEvent.Kind, _ rest: SimulationEvent.Kind...) {
    kinds = Set([first] + rest)
  }

  func contains(_ kind: SimulationEvent.Kind) -> Bool { kinds.contains(kind) }
}

/// What a rule found broken: by which line item (nil when no single one
/// did), and what happened, for the `violation` record's `detail`.
struct RuleBreach: Equatable {
  var lineItem: Int?
  var detail: String
}

/// The contract's rules as `mediate rules` lists them.
package struct ContractRuleDescription: Sendable, Equatable {
  package var name: String
  package var protects: String
  package var source: String
  package var contractRule: String?
  package var defaultSeverity: RuleSeverity
  /// The platforms whose contract has the rule, in `Platform`'s order.
  package var platforms: [Platform]
  /// What the rule protects in Android's words; nil when it is not Android's.
  package var android: String?

  /// What the rule protects in `platform`'s words.
  package func protects(on platform: Platform) -> String? {
    switch platform {
    case .ios: platforms.contains(.ios) ? protects : nil
    case .android: android
    }
  }
}

/// Every rule the monitor knows, by name.
package enum ContractRules {
  /// Each rule's name, what it protects, its source and its default severity, sorted by name.
  package static let descriptions: [ContractRuleDescription] = zip(all, names).map { rule, name in
    ContractRuleDescription(
      name: name, protects: rule.protects, source: rule.source, contractRule: rule.contractRule,
      defaultSeverity: rule.defaultSeverity, platforms: Platform.allCases.filter(rule.platforms.contains),
      android: rule.android)
  }

  /// The number of rule `name` in `all` (and `names`), if it is one.
  static func number(of name: String) -> Int? {
    names.firstIndex(of: name)
  }
}
