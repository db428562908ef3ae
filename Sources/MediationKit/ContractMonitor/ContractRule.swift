/// One rule of the mediation contract that the contract monitor checks.
///
/// A rule is a small type in a file of its own under `Rules/`: its name (as
/// `violation` records and `expect.rules` spell it), what it protects and
/// where it comes from, and a check that looks at one event at a time. The
/// build generates the list of every rule (`ContractRules.all`) from that
/// folder, so adding a rule is adding its file.
protocol ContractRule: Sendable {
  /// The rule's name, in lower camel case.
  static var name: String { get }
  /// What the rule protects, in one sentence.
  static var protects: String { get }
  /// Where the rule comes from: a seed, or the SDK's reference.
  static var source: String { get }
  /// The rule of the contract notes it enforces (`R1` … `R20`), if any.
  static var contractRule: String? { get }
  /// The kinds of event `check` looks at; the monitor shows it no others.
  static var examines: Set<SimulationEvent.Kind> { get }

  init()

  /// Checks one event against what the monitor knows of the run so far
  /// (`run` is the state before the event); returns what was broken and
  /// how, or nil. Rules keep no state of their own: what they need to
  /// remember is `MonitoredRun`'s, shared by every rule.
  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach?

  /// Every breach of the rule `event` shows; rules that can find several
  /// at once (one per line item) implement this instead of `check`.
  func breaches(_ event: SimulationEvent, in run: MonitoredRun) -> [RuleBreach]
}

extension ContractRule {
  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? { nil }

  func breaches(_ event: SimulationEvent, in run: MonitoredRun) -> [RuleBreach] {
    check(event, in: run).map { [$0] } ?? []
  }
}

/// What a rule found broken: by which line item (nil when no single one
/// did), and what happened, for the `violation` record's `detail`.
struct RuleBreach: Equatable {
  var lineItem: Int?
  var detail: String
}

/// The contract's rules as `mediate rules` lists them.
public struct ContractRuleDescription: Sendable, Equatable {
  public var name: String
  public var protects: String
  public var source: String
  public var contractRule: String?
}

/// Every rule the monitor knows, by name.
public enum ContractRules {
  /// Each rule's name, what it protects and its source, sorted by name.
  public static var descriptions: [ContractRuleDescription] {
    all.map {
      ContractRuleDescription(name: $0.name, protects: $0.protects, source: $0.source, contractRule: $0.contractRule)
    }
  }

  /// Every rule's name, sorted.
  public static var names: [String] { all.map { $0.name } }
}
