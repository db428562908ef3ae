import Foundation
import MediationPlatforms
import Testing

@testable import MediationIOS
@testable import MediationKit

/// The lists the fixtures must cover, kept by tests rather than by hand:
/// every contract rule has a fixture that breaks it and one that holds it,
/// and every kind of simulation event occurs in some scenario, with the
/// records the trace writes for it in that scenario's golden.
struct FixtureCoverageTests {
  /// Rules no config can break (the simulated adapters never do what they
  /// catch), each with the test that breaks it in code instead. A rule
  /// listed here that a fixture breaks fails the test: the list only shrinks.
  static let brokenOnlyInCode: [String: String] = [
    "completionWithoutAdOrError":
      "no config makes an adapter call its completion handler with neither an ad nor an error; "
      + "ContractEnforcementTests.treatsAnAdWithAnErrorAsAFailure breaks it with MisbehavingAdapter"
  ]

  /// A rule is broken by a fixture when one of its goldens (a scenario's
  /// `expected.ndjson`, a command's `expected.stdout` or `expected.stderr`,
  /// any `expected.*` under `Fixtures/`) has a `violation` record of the
  /// rule, or a `summary` record whose `rules` name it.
  ///
  /// A rule holds in a scenario when the scenario is of a format some
  /// fixture breaks the rule in (so the rule applies to it; any format for
  /// a rule only broken in code), the rule is not `off` in its config (and
  /// its `args` set no `--rule`), and its `expected.ndjson` has neither a
  /// violation of the rule nor a summary that names it.
  @Test func everyRuleHasAFixtureThatBreaksItAndOneThatHoldsIt() throws {
    let goldens = try Self.goldens()
    #expect(goldens.count > 100)
    var breaking: [String: Set<String>] = [:]
    var breakingFormats: [String: Set<String>] = [:]
    for golden in goldens {
      for rule in golden.rulesBroken {
        breaking[rule, default: []].insert(golden.name)
        breakingFormats[rule, default: []].formUnion(golden.formats)
      }
    }
    let names = Set(ContractRules.names)
    #expect(
      Set(breaking.keys).subtracting(names).isEmpty,
      "goldens break rules that do not exist: \(Set(breaking.keys).subtracting(names).sorted())")
    #expect(Set(Self.brokenOnlyInCode.keys).isSubset(of: names))
    var holding: [String: [String]] = [:]
    for golden in goldens where golden.isScenarioTrace {
      guard let scenario = try Self.scenario(of: golden) else { continue }
      for (number, rule) in ContractRules.names.enumerated() where scenario.severities[number] != .off {
        let formats = breakingFormats[rule] ?? []
        guard formats.isEmpty || !formats.isDisjoint(with: golden.formats) else { continue }
        if !golden.rulesBroken.contains(rule) { holding[rule, default: []].append(golden.name) }
      }
    }
    for rule in ContractRules.names {
      if let reason = Self.brokenOnlyInCode[rule] {
        #expect(
          breaking[rule] == nil,
          "\(rule) is broken by \(breaking[rule]?.sorted() ?? []): take it off brokenOnlyInCode (\(reason))")
      } else {
        #expect(breaking[rule] != nil, "no fixture breaks \(rule): add a scenario whose golden has its violation")
      }
      #expect(
        holding[rule] != nil,
        "no scenario holds \(rule) (one of a format it is broken in, the rule not off, without its violation)")
    }
  }

  /// Every kind of `SimulationEvent` occurs in some trace scenario: each
  /// scenario's config is played on the engine (with the seed of its
  /// golden's `run` record), and the kinds of its events are collected.
  /// The records the trace writes for each event (`recordTypes(of:)`) must
  /// be in the scenario's golden, and every record of the golden but the
  /// closing ones must be written for one of its events: the map from
  /// events to records agrees with the goldens both ways.
  ///
  /// The kinds are the cases, by name: each event's kind is named as its
  /// case, and each case that carries a value carries a type named after
  /// it (`adapterReported`: `AdapterReported`), in a file of that name
  /// under `Engine/Events/`, which holds nothing else.
  @Test func everyEventKindOccursInSomeScenarioWithItsRecords() throws {
    let goldens = try Self.goldens().filter(\.isScenarioTrace)
    #expect(goldens.count > 100)
    var seen: [SimulationEvent.Kind: String] = [:]
    // By case name: the type of what the case carries (nil: nothing).
    var payloads: [String: String?] = [:]
    // Written by `TraceRecorder.finish(checks:)` after the run's last event, not for one event.
    let closing: Set<String> = ["check", "result"]
    for golden in goldens {
      guard let scenario = try Self.scenario(of: golden), let seed = golden.seed else {
        Issue.record("\(golden.name): no config or no seed in its run record")
        continue
      }
      let observer = EventCollector()
      let sources = AdSourceTable(
        config: scenario.config, registry: scenario.config.registry(adding: .standard(for: scenario.config)))
      Simulation(config: scenario.config, sources: sources, seed: seed, observers: [observer]).run()
      var written = Set<String>()
      var absent: [String: Set<SimulationEvent.Kind>] = [:]
      for event in observer.events {
        seen[event.kind] = seen[event.kind] ?? golden.name
        let (name, payload) = Self.caseAndPayload(of: event)
        if payloads[name] == nil {
          payloads[name] = .some(payload)
          #expect("\(event.kind)" == name, "the event of case \(name) is of kind \(event.kind)")
        }
        let types = Self.recordTypes(of: event)
        written.formUnion(types)
        for type in types.subtracting(golden.types) { absent[type, default: []].insert(event.kind) }
      }
      let lacking = absent.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value.map { "\($0)" }.sorted()))" }
      #expect(lacking.isEmpty, "\(golden.name): records its events write that its golden lacks: \(lacking)")
      let unexplained = golden.types.subtracting(written).subtracting(closing)
      #expect(unexplained.isEmpty, "\(golden.name): records no event of the run writes: \(unexplained.sorted())")
    }
    let missing = SimulationEvent.Kind.allCases.filter { seen[$0] == nil }
    #expect(missing.isEmpty, "event kinds no scenario has: \(missing.map { "\($0)" })")
    #expect(payloads.count == SimulationEvent.Kind.allCases.count, "cases seen: \(payloads.keys.sorted())")
    let types = payloads.compactMap { name, payload in payload.map { (name: name, type: $0) } }
    for (name, type) in types {
      #expect(type.lowercased() == name.lowercased(), "case \(name) carries \(type), not a type named after it")
    }
    let folder = Golden.fixtures.deletingLastPathComponent().appendingPathComponent(
      "Sources/MediationKit/Engine/Events")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
    #expect(files.sorted() == types.map { "\($0.type).swift" }.sorted(), "Engine/Events/ is not one file per payload")
  }

  /// The name of `event`'s case, and the type of the value it carries (nil when it carries none).
  static func caseAndPayload(of event: SimulationEvent) -> (name: String, payload: String?) {
    guard let child = Mirror(reflecting: event).children.first, let label = child.label else {
      return ("\(event)", nil)
    }
    return (label, String(describing: type(of: child.value)))
  }

  /// The record types the trace writes for `event` (`TraceRecorder`). A
  /// new case of `SimulationEvent` does not compile here until it says
  /// which records show it.
  static func recordTypes(of event: SimulationEvent) -> Set<String> {
    switch event {
    case .runStarted: ["run"]
    // The records that follow carry its index (`requestIndex`).
    case .requestStarted: []
    // What set-up handed its network is the `setUp` record's `request`.
    case .adapterSetUp, .setUpRequested: ["setUp"]
    case .signalsCollected: ["signals"]
    case .bidAnswered: ["bid"]
    case .auctionClosed: ["auction"]
    case .lineItemSkipped: ["skipped"]
    // The order of the walk is the `result` record's response info.
    case .walkStarted: []
    // What the adapter asked its network for is the `load` record's `request`.
    case .loadStarted, .networkRequested: ["load"]
    case .abandoned: ["abandoned"]
    case .networkCalledBack: ["network"]
    case .adapterCalledNetwork: ["networkCall"]
    // An accepted completion is what its `loadResult` says; a discarded one is `ignored`.
    case .completionCalled(let completion): completion.ignored == nil ? [] : ["ignored"]
    case .loadEnded: ["loadResult"]
    case .waterfallEnded: ["waterfall"]
    case .adLoaded: ["ad"]
    case .appActed: ["app"]
    case .clickResolved: ["click"]
    case .impressionIgnored, .eventDropped: ["ignored"]
    case .requestRefused: ["requestRefused"]
    case .presentRefused: ["presentRefused"]
    case .sdkCalledAd: ["sdk"]
    case .adapterReported(let report): report.ignored == nil ? ["event"] : ["ignored"]
    case .eventDelegateLost: ["delegateLost"]
    case .adapterRetained: ["retained"]
    case .rewardGranted: ["reward"]
    case .violation: ["violation"]
    // The trace closes after it, with `check` and `result` records (`closing`).
    case .runEnded: []
    }
  }

  /// One golden file under `Fixtures/`, as far as these tests read it.
  struct GoldenFile {
    /// Its path from `Fixtures/`.
    var name: String
    var folder: URL
    /// The `type` of each of its records.
    var types: Set<String> = []
    /// The rules its `violation` records and `summary` records name.
    var rulesBroken: Set<String> = []
    /// The formats and seeds of its `run` records.
    var formats: Set<String> = []
    var seed: UInt64?

    /// A scenario's trace: `expected.ndjson` of a scenario played once.
    var isScenarioTrace: Bool {
      name.hasPrefix("/scenarios/") && name.hasSuffix("/expected.ndjson") && !types.contains("summary")
    }
  }

  /// A scenario's config, as its golden was made (nil for a folder whose `args` set rules).
  struct Scenario {
    var config: WaterfallConfig
    var severities: RuleSeverities { config.ruleSeverities }
  }

  static func scenario(of golden: GoldenFile) throws -> Scenario? {
    let args = (try? String(contentsOf: golden.folder.appendingPathComponent("args"), encoding: .utf8)) ?? ""
    guard !args.split(separator: "\n").contains("--rule") else { return nil }
    let bytes = try [UInt8](Data(contentsOf: golden.folder.appendingPathComponent("config.json")))
    return Scenario(config: try ConfigLoader.load(bytes, registries: .standard))
  }

  /// Every `expected.*` file under `Fixtures/` that holds JSON records, one a line.
  static func goldens() throws -> [GoldenFile] {
    let root = Golden.fixtures
    let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
    var goldens: [GoldenFile] = []
    for case let url as URL in files where url.lastPathComponent.hasPrefix("expected.") {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      var golden = GoldenFile(
        name: String(url.path.dropFirst(root.path.count)), folder: url.deletingLastPathComponent())
      for line in data.split(separator: UInt8(ascii: "\n")) where line.first == UInt8(ascii: "{") {
        guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
          let type = record["type"] as? String
        else { continue }
        golden.types.insert(type)
        switch type {
        case "run":
          if let format = record["format"] as? String { golden.formats.insert(format) }
          golden.seed = (record["seed"] as? NSNumber)?.uint64Value
        case "violation":
          if let rule = record["rule"] as? String { golden.rulesBroken.insert(rule) }
        case "summary":
          if let rules = record["rules"] as? [String: Any] { golden.rulesBroken.formUnion(rules.keys) }
        default:
          break
        }
      }
      if !golden.types.isEmpty { goldens.append(golden) }
    }
    return goldens.sorted { $0.name < $1.name }
  }
}

/// Keeps every event of a run.
private final class EventCollector: SimulationObserver {
  var events: [SimulationEvent] = []

  func observe(_ event: SimulationEvent, in context: EventContext) {
    events.append(event)
  }
}
