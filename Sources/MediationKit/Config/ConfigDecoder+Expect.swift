extension ConfigDecoder {
  static let expectKeys = ConfigSchema.expect.keyNames
  /// What `outcomes` may say of a line item: how its load ended, or that it never started.
  static let outcomeNames = LoadResultOutcome.allCases.map(\.rawValue) + ["notAttempted"]

  /// Reads `expect` (expect.md); `labels` are the line items' labels and
  /// indices, `classNames` the adapter classes they name.
  mutating func decodeExpect(
    _ node: JSONNode, at path: JSONPath, labels: [(label: String, offset: Int, index: Int)], classNames: [String],
    format: AdFormat?
  ) -> Expectations? {
    typealias Keys = ConfigSchema.Expect
    guard let fields = fields(of: node, at: path, known: Self.expectKeys) else { return nil }
    var byLabel: [String: Int] = [:]
    for entry in labels where byLabel[entry.label] == nil { byLabel[entry.label] = entry.index }
    let labelNames = labels.map(\.label)
    var expectations = Expectations()
    for member in fields.members {
      let valuePath = fields.path(member.key)
      let value = member.value
      let site = CheckSite(path: valuePath, location: locator.location(of: value.offset), expected: JSONValue(value))
      func add(_ kind: RunCheck.Kind?) {
        if let kind { expectations.run.append(RunCheck(site: site, kind: kind)) }
      }
      switch member.key {
      case Keys.filled.name: add(boolean(value, at: valuePath).map(RunCheck.Kind.filled))
      case Keys.presented.name: add(boolean(value, at: valuePath).map(RunCheck.Kind.presented))
      case Keys.lineItem.name:
        if case .null = value.value {
          add(.lineItem(nil))
        } else if let text = string(value, at: valuePath) {
          add(lineItem(text, value, at: valuePath, byLabel: byLabel, labels: labelNames).map { .lineItem($0) })
        }
      case Keys.reward.name:
        if case .null = value.value {
          add(.reward(nil))
        } else if format == .native {
          report(.onlyForFormat(.rewarded, actual: .native), at: member.keyOffset, path: valuePath)
        } else {
          add(decodeReward(value, at: valuePath).map { .reward($0) })
        }
      case Keys.impressions.name: add(count(value, at: valuePath).map(RunCheck.Kind.impressions))
      case Keys.clicks.name: add(count(value, at: valuePath).map(RunCheck.Kind.clicks))
      case Keys.violations.name: add(count(value, at: valuePath).map(RunCheck.Kind.violations))
      case Keys.warnings.name: add(count(value, at: valuePath).map(RunCheck.Kind.warnings))
      case Keys.latencyMs.name: add(count(value, at: valuePath).map(RunCheck.Kind.latencyMs))
      case Keys.outcomes.name:
        guard case .object(let outcomes) = value.value else {
          reportUnexpected(value, at: valuePath, expected: .object)
          continue
        }
        for outcome in outcomes {
          let outcomePath = valuePath.appending(key: outcome.key)
          guard
            let index = lineItem(
              outcome.key, value, at: outcomePath, byLabel: byLabel, labels: labelNames, offset: outcome.keyOffset),
            let name = choice(outcome.value, at: outcomePath, among: Self.outcomeNames)
          else { continue }
          let site = CheckSite(
            path: outcomePath, location: locator.location(of: outcome.value.offset),
            expected: JSONValue(outcome.value))
          expectations.run.append(
            RunCheck(site: site, kind: .outcome(lineItem: index, LoadResultOutcome(rawValue: name))))
        }
      case Keys.events.name: add(eventNames(value, at: valuePath).map(RunCheck.Kind.events))
      case Keys.eventsInclude.name: add(eventNames(value, at: valuePath).map(RunCheck.Kind.eventsInclude))
      case Keys.eventsExclude.name: add(eventNames(value, at: valuePath).map(RunCheck.Kind.eventsExclude))
      case Keys.rules.name:
        guard let elements = array(value, at: valuePath) else { continue }
        var rules: [String] = []
        for (index, element) in elements.enumerated() {
          if let rule = choice(element, at: valuePath.appending(index: index), among: ContractRules.names) {
            rules.append(rule)
          }
        }
        if rules.count == elements.count { add(.rules(rules)) }
      case Keys.requests.name:
        decodeRequestChecks(value, at: valuePath, byLabel: byLabel, labels: labelNames, into: &expectations.run)
      case Keys.setUpRequests.name:
        decodeSetUpRequestChecks(value, at: valuePath, classNames: classNames, into: &expectations.run)
      case Keys.summary.name:
        decodeSummaryChecks(value, at: valuePath, byLabel: byLabel, labels: labelNames, into: &expectations.summary)
      case Keys.runs.name:
        if let runs = read(value, at: valuePath, as: Keys.runs.kind) {
          expectations.runs = Int(runs)
        }
      default:
        break
      }
    }
    return expectations
  }

  /// The index of the line item labelled `text`, or nil after reporting that none is.
  mutating func lineItem(
    _ text: String, _ node: JSONNode, at path: JSONPath, byLabel: [String: Int], labels: [String], offset: Int? = nil
  ) -> Int? {
    if let index = byLabel[text] { return index }
    report(
      .unknownLabel(suggestion: DidYouMean.suggestion(for: text, among: labels)), at: offset ?? node.offset, path: path)
    return nil
  }

  /// A count: an integer from 0, or a comparison string.
  private mutating func count(_ node: JSONNode, at path: JSONPath) -> CountExpectation? {
    switch node.value {
    case .number(let number):
      guard let value = number.scaled(byPowerOfTen: 0), value >= 0, value <= ConfigLimits.maximumSafeInteger else {
        report(.badCount(found: Self.describe(node), reason: .badNumber), at: node.offset, path: path)
        return nil
      }
      return .exactly(value)
    case .string(let text):
      do throws(Comparison.ParseError) {
        return .compared(try Comparison.parse(text))
      } catch {
        report(.badCount(found: Self.describe(node), reason: error), at: node.offset, path: path)
        return nil
      }
    default:
      report(.badCount(found: Self.describe(node), reason: .badNumber), at: node.offset, path: path)
      return nil
    }
  }

  private mutating func eventNames(_ node: JSONNode, at path: JSONPath) -> [AdEventName]? {
    guard let elements = array(node, at: path) else { return nil }
    var names: [AdEventName] = []
    for (index, element) in elements.enumerated() {
      if let name: AdEventName = choice(element, at: path.appending(index: index)) { names.append(name) }
    }
    return names.count == elements.count ? names : nil
  }

  /// Reads `expect.summary`, an object that mirrors the summary record, into one check per leaf.
  private mutating func decodeSummaryChecks(
    _ node: JSONNode, at path: JSONPath, byLabel: [String: Int], labels: [String], into checks: inout [SummaryCheck]
  ) {
    let objects = SummaryField.objects.map(\.key)
    guard
      let fields = fields(
        of: node, at: path, known: SummaryField.topLevel + objects + ["lineItems"],
        unknown: ConfigProblem.notASummaryField)
    else {
      return
    }
    for member in fields.members {
      let memberPath = fields.path(member.key)
      if let object = SummaryField.objects.first(where: { $0.key == member.key }) {
        guard
          let inner = self.fields(
            of: member.value, at: memberPath, known: object.members, unknown: ConfigProblem.notASummaryField)
        else { continue }
        for leaf in inner.members {
          summaryLeaf(
            leaf, at: inner.path(leaf.key), field: SummaryField(lineItem: nil, keys: [member.key, leaf.key]),
            into: &checks)
        }
      } else if member.key == "lineItems" {
        guard case .object(let items) = member.value.value else {
          reportUnexpected(member.value, at: memberPath, expected: .object)
          continue
        }
        for item in items {
          let itemPath = memberPath.appending(key: item.key)
          guard
            let index = lineItem(
              item.key, item.value, at: itemPath, byLabel: byLabel, labels: labels, offset: item.keyOffset),
            let inner = self.fields(
              of: item.value, at: itemPath, known: SummaryField.lineItemFields, unknown: ConfigProblem.notASummaryField)
          else { continue }
          for leaf in inner.members {
            summaryLeaf(
              leaf, at: inner.path(leaf.key), field: SummaryField(lineItem: index, keys: [leaf.key]), into: &checks)
          }
        }
      } else {
        summaryLeaf(member, at: memberPath, field: SummaryField(lineItem: nil, keys: [member.key]), into: &checks)
      }
    }
  }

  private mutating func summaryLeaf(
    _ member: JSONMember, at path: JSONPath, field: SummaryField, into checks: inout [SummaryCheck]
  ) {
    guard let count = count(member.value, at: path) else { return }
    let site = CheckSite(
      path: path, location: locator.location(of: member.value.offset), expected: JSONValue(member.value))
    checks.append(SummaryCheck(site: site, field: field, count: count))
  }
}
