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
        } else if let actual = format, !FormatScope.rewarding.contains(actual) {
          report(.onlyForFormat(FormatScope.rewarding.formats, actual: actual), at: member.keyOffset, path: valuePath)
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
          let elementPath = valuePath.appending(index: index)
          if let rule = choice(element, at: elementPath, among: ContractRules.names),
            ruleIsOnPlatform(rule, at: element.offset, path: elementPath)
          {
            rules.append(rule)
          }
        }
        if rules.count == elements.count { add(.rules(rules)) }
      case Keys.requests.name:
        decodeRequestChecks(value, at: valuePath, byLabel: byLabel, labels: labelNames, into: &expectations.run)
      case Keys.setUpRequests.name:
        decodeSetUpRequestChecks(value, at: valuePath, classNames: classNames, into: &expectations.run)
      case Keys.summary.name:
        decodeSummaryChecks(
          value, at: valuePath, byLabel: byLabel, labels: labelNames, format: format, into: &expectations.summary)
      case Keys.runs.name:
        if let runs = read(value, at: valuePath, as: Keys.runs.kind) {
          expectations.runs = Int(runs)
        }
      case Keys.errors.name:
        decodeErrorChecks(value, at: valuePath, byLabel: byLabel, labels: labelNames, into: &expectations.run)
      case Keys.signals.name:
        decodeSignalChecks(value, at: valuePath, byLabel: byLabel, labels: labelNames, into: &expectations.run)
      case Keys.presentError.name:
        if case .null = value.value {
          add(.presentError(nil))
        } else if let actual = format, !FormatScope.showFails.contains(actual) {
          report(.onlyForFormat(FormatScope.showFails.formats, actual: actual), at: member.keyOffset, path: valuePath)
        } else {
          add(errorPattern(value, at: valuePath, orElse: "null").map { .presentError($0) })
        }
      case Keys.setUp.name:
        decodeSetUpChecks(value, at: valuePath, classNames: classNames, into: &expectations.run)
      case Keys.versions.name:
        decodeVersionChecks(value, at: valuePath, classNames: classNames, into: &expectations.run)
      case Keys.assets.name:
        if let actual = format, !actual.traits.hasNativeAssets {
          report(.onlyForFormat([.native], actual: actual), at: member.keyOffset, path: valuePath)
        } else {
          expectations.run += assetChecks(value, at: valuePath)
        }
      case Keys.networkCalls.name:
        expectations.run += networkCallChecks(
          value, at: valuePath, byLabel: byLabel, labels: labelNames, format: format)
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
      if let name = eventName(
        element, at: path.appending(index: index), among: AdEventName.allCases.filter(self.names.has))
      {
        names.append(name)
      }
    }
    return names.count == elements.count ? names : nil
  }

  /// Reads `expect.summary`, an object that mirrors the summary record, into one check per leaf.
  private mutating func decodeSummaryChecks(
    _ node: JSONNode, at path: JSONPath, byLabel: [String: Int], labels: [String], format: AdFormat?,
    into checks: inout [SummaryCheck]
  ) {
    let objects = SummaryField.objects.filter { $0.path.count == 1 }.map { $0.path[0] }
    guard
      let fields = fields(
        of: node, at: path, known: SummaryField.topLevel + objects + ["lineItems"],
        unknown: ConfigProblem.notASummaryField)
    else {
      return
    }
    for member in fields.members {
      let memberPath = fields.path(member.key)
      if objects.contains(member.key) {
        summaryObject(member.value, at: memberPath, keys: [member.key], into: &checks)
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
      } else if let actual = format, !actual.traits.refreshes,
        SummaryMetrics.metric(.run, [member.key])?.presence == .banner
      {
        // Only a banner's summary counts its requests.
        report(.onlyForFormat([.banner], actual: actual), at: member.keyOffset, path: memberPath)
      } else {
        summaryLeaf(member, at: memberPath, field: SummaryField(lineItem: nil, keys: [member.key]), into: &checks)
      }
    }
  }

  /// The checks of the summary's object at `keys` (`latencyMs`, `auction`,
  /// `auction.latencyMs`): a leaf per number, an object per object member.
  private mutating func summaryObject(
    _ node: JSONNode, at path: JSONPath, keys: [String], into checks: inout [SummaryCheck]
  ) {
    guard let object = SummaryField.objects.first(where: { $0.path == keys }),
      let inner = fields(of: node, at: path, known: object.members, unknown: ConfigProblem.notASummaryField)
    else { return }
    for leaf in inner.members {
      if SummaryField.objects.contains(where: { $0.path == keys + [leaf.key] }) {
        summaryObject(leaf.value, at: inner.path(leaf.key), keys: keys + [leaf.key], into: &checks)
      } else {
        summaryLeaf(
          leaf, at: inner.path(leaf.key), field: SummaryField(lineItem: nil, keys: keys + [leaf.key]), into: &checks)
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

  /// Reads `expect.assets`: one check per asset of the `ad` record named.
  private mutating func assetChecks(_ node: JSONNode, at path: JSONPath) -> [RunCheck] {
    guard let members = objectMembers(of: node, at: path) else { return [] }
    let names = AdAssetField.allCases.map(\.rawValue)
    var checks: [RunCheck] = []
    for member in members {
      let assetPath = path.appending(key: member.key)
      guard let field = AdAssetField(rawValue: member.key) else {
        report(
          .unknownAsset(suggestion: DidYouMean.suggestion(for: member.key, among: names), known: names),
          at: member.keyOffset, path: assetPath)
        continue
      }
      guard let expected = assetValue(member.value, at: assetPath, field: field) else { continue }
      let site = CheckSite(
        path: assetPath, location: locator.location(of: member.value.offset), expected: JSONValue(member.value))
      checks.append(RunCheck(site: site, kind: .asset(field, expected)))
    }
    return checks
  }

  /// What a check of `field` expects, as the `ad` record would write it
  /// (numbers spelled shortest, extra assets sorted by key), or nil after
  /// reporting that the `ad` record can never show `node` there.
  private mutating func assetValue(_ node: JSONNode, at path: JSONPath, field: AdAssetField) -> JSONValue? {
    func wrong(_ node: JSONNode, at path: JSONPath) -> JSONValue? {
      reportUnexpected(node, at: path, expected: .assetValue(field))
      return nil
    }
    if case .null = node.value { return field.kind == .flag ? wrong(node, at: path) : .null }
    switch (field.kind, node.value) {
    case (.text, .string(let text)):
      return .string(text)
    case (.rating, .number(let number)):
      guard let micros = number.scaled(byPowerOfTen: 6),
        ConfigSchema.starRatings.range.contains(DecimalNumber(micros: micros))
      else { return wrong(node, at: path) }
      return .decimal(DecimalNumber(micros: micros))
    case (.images, .array(let elements)):
      let records = elements.enumerated().compactMap { index, element in
        imageRecord(element, at: path.appending(index: index), field: field)
      }
      return records.count == elements.count ? .array(records) : nil
    case (.image, .object):
      return imageRecord(node, at: path, field: field)
    case (.extras, .object(let members)):
      var extras: [JSONValue.Member] = []
      for member in members {
        guard case .string(let text) = member.value.value else {
          _ = wrong(member.value, at: path.appending(key: member.key))
          continue
        }
        extras.append(JSONValue.Member(key: member.key, value: .string(text)))
      }
      guard extras.count == members.count else { return nil }
      return .object(extras.sorted { $0.key < $1.key })
    case (.adType, .string(let text)):
      let types = [NativeAdType.appInstall, .content, .customFormat].map(\.rawValue)
      guard types.contains(text) else {
        reportUnexpected(
          node, at: path, expected: .assetValue(field), suggestion: DidYouMean.suggestion(for: text, among: types))
        return nil
      }
      return .string(text)
    case (.adChoicesPosition, .string(let text)):
      let positions = AdChoicesPosition.allCases.map(\.rawValue)
      guard positions.contains(text) else {
        reportUnexpected(
          node, at: path, expected: .assetValue(field), suggestion: DidYouMean.suggestion(for: text, among: positions))
        return nil
      }
      return .string(text)
    case (.flag, .bool(let flag)), (.mappedFlag, .bool(let flag)):
      return .bool(flag)
    default:
      return wrong(node, at: path)
    }
  }

  /// An image as the `ad` record writes it: `{"url", "scale", "loaded"}`, all three.
  private mutating func imageRecord(_ node: JSONNode, at path: JSONPath, field: AdAssetField) -> JSONValue? {
    let keys = ["url", "scale", "loaded"]
    guard case .object = node.value else {
      reportUnexpected(node, at: path, expected: .assetValue(field))
      return nil
    }
    guard let fields = fields(of: node, at: path, known: keys) else { return nil }
    var members: [JSONValue.Member] = []
    for key in keys {
      guard let member = required(key, in: fields) else { continue }
      let value: JSONValue?
      switch (key, member.value.value) {
      case ("url", .null): value = .null
      case ("url", .string(let text)): value = .string(text)
      case ("scale", .number(let number)):
        value = number.scaled(byPowerOfTen: 6).map { .decimal(DecimalNumber(micros: $0)) }
      case ("loaded", .bool(let flag)): value = .bool(flag)
      default: value = nil
      }
      guard let value else {
        reportUnexpected(member.value, at: fields.path(key), expected: .assetValue(field))
        continue
      }
      members.append(JSONValue.Member(key: key, value: value))
    }
    return members.count == keys.count ? .object(members) : nil
  }

  /// Reads `expect.networkCalls`: one check per label, of the call names of
  /// the ad unit's format.
  private mutating func networkCallChecks(
    _ node: JSONNode, at path: JSONPath, byLabel: [String: Int], labels: [String], format: AdFormat?
  ) -> [RunCheck] {
    guard let members = objectMembers(of: node, at: path) else { return [] }
    let platform = self.names
    let kinds = format.map(NetworkCall.kinds(for:)) ?? AdFormat.allCases.flatMap(NetworkCall.kinds(for:))
    let names = kinds.map(platform.name(of:))
    var checks: [RunCheck] = []
    for member in members {
      let labelPath = path.appending(key: member.key)
      let index = lineItem(
        member.key, member.value, at: labelPath, byLabel: byLabel, labels: labels, offset: member.keyOffset)
      guard let elements = array(member.value, at: labelPath) else { continue }
      let calls = elements.enumerated().compactMap { position, element in
        choice(element, at: labelPath.appending(index: position), among: names)
      }
      guard let index, calls.count == elements.count else { continue }
      let site = CheckSite(
        path: labelPath, location: locator.location(of: member.value.offset), expected: JSONValue(member.value))
      checks.append(RunCheck(site: site, kind: .networkCalls(lineItem: index, calls)))
    }
    return checks
  }
}
