extension Expectations {
  /// The one-run checks, each against what the run showed.
  package func evaluate(_ facts: RunFacts, of config: WaterfallConfig) -> [CheckResult] {
    run.map { check in
      let tally = facts.tally
      func result(_ passed: Bool, _ actual: JSONValue, _ kind: CheckResult.CheckKind = .value) -> CheckResult {
        CheckResult(site: check.site, passed: passed, actual: actual, kind: kind)
      }
      func count(_ expectation: CountExpectation, _ value: Int64) -> CheckResult {
        result(expectation.isMet(byMicros: Int128(value) * 1_000_000), .integer(value), .count)
      }
      let names = JSONValue.strings(facts.eventNames.map(facts.names.name(of:)))
      switch check.kind {
      case .filled(let expected):
        return result(tally.filled == expected, .bool(tally.filled))
      case .lineItem(let expected):
        return result(tally.winner == expected, tally.winner.map { .string(config.lineItems[$0].label) } ?? .null)
      case .presented(let expected):
        return result(tally.presented == expected, .bool(tally.presented))
      case .reward(let expected):
        let actual: JSONValue =
          facts.reward.map {
            .object([.init(key: "type", value: .string($0.type)), .init(key: "amount", value: .integer($0.amount))])
          } ?? .null
        return result(facts.reward == expected, actual)
      case .impressions(let expected):
        return count(expected, Int64(tally.impressions))
      case .clicks(let expected):
        return count(expected, Int64(tally.clicks))
      case .violations(let expected):
        return count(expected, Int64(tally.violations))
      case .warnings(let expected):
        return count(expected, Int64(tally.warnings))
      case .latencyMs(let expected):
        return count(expected, tally.waterfallLatencyMs)
      case .outcome(let lineItem, let expected):
        let actual = tally.loads[lineItem]?.outcome
        return result(actual == expected, .string(actual?.rawValue ?? "notAttempted"))
      case .events(let expected):
        return result(facts.eventNames == expected, names)
      case .eventsInclude(let expected):
        var remaining = expected[...]
        for name in facts.eventNames where name == remaining.first { remaining.removeFirst() }
        return result(remaining.isEmpty, names, .eventsInclude)
      case .eventsExclude(let excluded):
        return result(!facts.eventNames.contains(where: excluded.contains), names, .eventsExclude)
      case .rules(let expected):
        let actual = Set(facts.violations.map(\.rule)).sorted()
        return result(Set(expected) == Set(actual), .strings(actual), .rules)
      case .asset(let field, let expected):
        let actual = field.value(in: facts.assets)
        return result(actual == expected, actual)
      case .networkCalls(let lineItem, let expected):
        let actual = facts.networkCalls.indices.contains(lineItem) ? facts.networkCalls[lineItem] : []
        return result(actual == expected, .strings(actual))
      case .error, .signals, .presentError, .setUp, .versions:
        return facts.evaluate(check)
      case .request(let lineItem, let expected):
        let actual = facts.loadRequests[lineItem].map(JSONValue.init(request:)) ?? .null
        return result(actual.has(expected), actual, .request)
      case .setUpRequest(let className, let expected):
        let actual = (facts.setUpRequests[className] ?? nil).map(JSONValue.init(passed:)) ?? .null
        return result(actual.has(expected), actual, .request)
      }
    }
  }

  /// The summary checks, each against the summary of many runs.
  package func evaluate(_ summary: SummaryRecord) -> [CheckResult] {
    self.summary.map { check in
      guard let (micros, actual) = summary.number(at: check.field) else {
        return CheckResult(site: check.site, passed: false, actual: .null, kind: .count)
      }
      return CheckResult(site: check.site, passed: check.count.isMet(byMicros: micros), actual: actual, kind: .count)
    }
  }
}

extension JSONValue {
  /// Whether this request has what `pattern` asks: null for null, and for
  /// an object each of its keys with an equal value (numbers by value:
  /// `1` is `1.0`); keys the pattern does not name are not compared.
  func has(_ pattern: JSONValue) -> Bool {
    switch (self, pattern) {
    case (.null, .null): return true
    case (.object(let members), .object(let wanted)):
      return wanted.allSatisfy { want in
        members.first { $0.key == want.key }.map { $0.value.equals(want.value) } ?? false
      }
    default: return false
    }
  }

  /// Equality with numbers compared by value.
  private func equals(_ other: JSONValue) -> Bool {
    switch (self, other) {
    case (.number(let left), .number(let right)):
      if left == right { return true }
      let (a, b) = (JSONNumber(lexeme: left), JSONNumber(lexeme: right))
      if let a = a.scaled(byPowerOfTen: 6), let b = b.scaled(byPowerOfTen: 6) { return a == b }
      return a.doubleValue != nil && a.doubleValue == b.doubleValue
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { $0.equals($1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value.equals($1.value) }
    default:
      return self == other
    }
  }
}
