extension ConfigDecoder {
  static let rootKeys = ConfigSchema.root.keyNames

  /// Reads the whole document; nil when any problem was recorded.
  mutating func decodeConfig(_ root: JSONNode, identity: ConfigIdentity) -> WaterfallConfig? {
    typealias Keys = ConfigSchema.Root
    guard let fields = fields(of: root, at: .root, known: Self.rootKeys) else { return nil }
    if let member = fields[Keys.version.name] { decodeVersion(member.value, at: fields.path(Keys.version.name)) }
    let seed = value(Keys.seed, in: fields)
    // The platform first: it says whose names and adapters the rest is written in.
    let platform = value(Keys.platform, in: fields)
    let builtPlatforms = registries.platforms
    guard let built = registries.registry(for: platform) else {
      // Read with another platform's registry, every class and name would be a wrong error, or a silent iOS run.
      report(
        .platformNotBuilt(platform, built: builtPlatforms), at: fields[Keys.platform.name]?.value.offset,
        path: fields.path(Keys.platform.name))
      return nil
    }
    use(built)
    var adUnit: AdUnit?
    var format: AdFormat?
    if let member = required(Keys.adUnit.name, in: fields) {
      (adUnit, format) = decodeAdUnit(member.value, at: fields.path(Keys.adUnit.name))
    }
    // Profiles first: line items, extras and checks may name their classes.
    let profiles = value(Keys.adapters, in: fields) { $0.decodeProfiles($1, at: $2, adUnitFormat: format) }
    register(profiles)
    // Custom formats before the line items and taps that name their assets.
    if allowOnly(Keys.customFormats, in: fields, for: .native, actual: format),
      allowOn(Keys.customFormats, in: fields)
    {
      customFormats = value(Keys.customFormats, in: fields) { $0.decodeCustomFormats($1, at: $2) }
    }
    // Demand and the auction before the line items, whose valuations and bids depend on them.
    let demand = optionalValue(Keys.demand, in: fields) { $0.decodeDemand($1, at: $2) }
    auction = value(Keys.auction, in: fields) { $0.decodeAuction($1, at: $2) }
    var decoded = DecodedLineItems()
    if let member = required(Keys.lineItems.name, in: fields) {
      decoded = decodeLineItems(member.value, at: fields.path(Keys.lineItems.name), format: format)
    }
    let lineItems = decoded.lineItems
    let classNames = decoded.classNames
    let request = value(Keys.request, in: fields) {
      $0.decodeRequest($1, at: $2, format: format, classNames: classNames)
    }
    let order = value(Keys.waterfallOrder, in: fields)
    let app = value(Keys.app, in: fields) {
      $0.decodeApp($1, at: $2, format: format, lineItems: lineItems, native: request.native)
    }
    let expectations = optionalValue(Keys.expect, in: fields) {
      $0.decodeExpect($1, at: $2, labels: decoded.labels, classNames: classNames, format: format)
    }
    let ruleSeverities = value(Keys.rules, in: fields) { $0.decodeRuleSeverities($1, at: $2) }
    // A world's config is the file with its `set` applied: its own `uncertain` is the base's, read once.
    let uncertain =
      readsWorlds
      ? optionalValue(Keys.uncertain, in: fields) { $0.decodeUncertain($1, at: $2, labels: decoded.labels) } : nil
    // `$schema` only tells an editor where the config's schema is.
    _ = optionalValue(Keys.schema, in: fields)
    guard issues.isEmpty, let adUnit else { return nil }
    return WaterfallConfig(
      seed: seed, platform: platform, adUnit: adUnit, request: request, lineItems: lineItems, waterfallOrder: order,
      app: app, profiles: profiles, customFormats: customFormats, demand: demand, auction: auction,
      expectations: expectations, ruleSeverities: ruleSeverities, identity: identity, uncertain: uncertain)
  }

  /// `rules`: a contract rule's name to its severity, over the rules' defaults.
  private mutating func decodeRuleSeverities(_ node: JSONNode, at path: JSONPath) -> RuleSeverities? {
    guard let members = objectMembers(of: node, at: path) else { return nil }
    var severities = RuleSeverities.defaults
    for member in members {
      let memberPath = path.appending(key: member.key)
      guard ContractRules.names.contains(member.key) else {
        report(
          .unknownRule(suggestion: DidYouMean.suggestion(for: member.key, among: ContractRules.names)),
          at: member.keyOffset, path: memberPath)
        continue
      }
      guard ruleIsOnPlatform(member.key, at: member.keyOffset, path: memberPath) else { continue }
      if let severity: RuleSeverity = choice(member.value, at: memberPath) {
        severities.set(severity, forRuleNamed: member.key)
      }
    }
    return severities
  }

  /// Whether contract rule `name` is one of the config's platform; if not, an error at `path`.
  mutating func ruleIsOnPlatform(_ name: String, at offset: Int, path: JSONPath) -> Bool {
    guard let number = ContractRules.number(of: name) else { return true }
    let platforms = ContractRules.all[number].platforms
    let platform = names.platform
    guard platforms.contains(platform) else {
      report(
        .notOnPlatform(only: Platform.allCases.filter(platforms.contains), platform: platform, why: nil), at: offset,
        path: path)
      return false
    }
    return true
  }

  /// An integer, and one of the versions this mediate reads.
  private mutating func decodeVersion(_ node: JSONNode, at path: JSONPath) {
    let supported = ConfigSchema.Root.version.kind.range
    guard case .number(let number) = node.value, let version = number.scaled(byPowerOfTen: 0) else {
      reportUnexpected(node, at: path, expected: .integer(supported))
      return
    }
    if !supported.contains(version) {
      report(.unsupportedVersion(found: number.lexeme), at: node.offset, path: path)
    }
  }

  private mutating func decodeAdUnit(_ node: JSONNode, at path: JSONPath) -> (AdUnit?, AdFormat?) {
    typealias Keys = ConfigSchema.AdUnit
    guard let fields = fields(of: node, at: path, known: ConfigSchema.adUnit.keyNames) else { return (nil, nil) }
    let id = required(Keys.id, in: fields)
    let format = required(Keys.format, in: fields)
    var reward: AdReward?
    let rewardKey = Keys.reward.name
    if allowOnly(Keys.reward, in: fields, for: .rewarding, actual: format), let member = fields[rewardKey] {
      reward = decodeReward(member.value, at: fields.path(rewardKey))
    } else if format?.traits.grantsReward == true, fields[rewardKey] == nil {
      report(.missingKey(rewardKey), at: fields.offset, path: path)
    }
    var size = Keys.size.defaultValue
    if allowOnly(Keys.size, in: fields, for: .banner, actual: format) {
      size = value(Keys.size, in: fields) { $0.decodeAdSize($1, at: $2) }
    }
    var refreshIntervalMs: Int64?
    if allowOnly(Keys.refreshIntervalMs, in: fields, for: .banner, actual: format) {
      refreshIntervalMs = optionalValue(Keys.refreshIntervalMs, in: fields)
    }
    guard let id, let format else { return (nil, format) }
    var adUnit = AdUnit(id: id, format: format, reward: reward)
    adUnit.size = size
    adUnit.refreshIntervalMs = refreshIntervalMs
    return (adUnit, format)
  }

  /// A banner size: a standard size's name, or `{width, height}`.
  mutating func decodeAdSize(_ node: JSONNode, at path: JSONPath) -> AdSize? {
    if case .object = node.value {
      guard let fields = fields(of: node, at: path, known: ConfigSchema.adSize.keyNames) else { return nil }
      let width = required(ConfigSchema.AdSize.width, in: fields)
      let height = required(ConfigSchema.AdSize.height, in: fields)
      guard let width, let height else { return nil }
      return AdSize(width: Int(width), height: Int(height))
    }
    let names = AdSize.Standard.allCases.map(\.rawValue)
    return choice(node, at: path, among: names).flatMap { AdSize.Standard(rawValue: $0)?.size }
  }

  /// A reward, `{type, amount}`: the ad unit's, and the one `expect.reward` names.
  mutating func decodeReward(_ node: JSONNode, at path: JSONPath) -> AdReward? {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.reward.keyNames) else { return nil }
    let type = required(ConfigSchema.Reward.type, in: fields)
    let amount = required(ConfigSchema.Reward.amount, in: fields)
    guard let type, let amount else { return nil }
    return AdReward(rewardType: type, rewardAmount: amount)
  }

  private mutating func decodeRequest(
    _ node: JSONNode, at path: JSONPath, format: AdFormat?, classNames: [String]
  ) -> RequestOptions? {
    typealias Keys = ConfigSchema.Request
    guard let fields = fields(of: node, at: path, known: ConfigSchema.request.keyNames) else { return nil }
    var request = RequestOptions()
    request.testMode = value(Keys.testMode, in: fields)
    if allowOn(Keys.shouldSkipUninitializedAdapters, in: fields) {
      request.shouldSkipUninitializedAdapters = value(Keys.shouldSkipUninitializedAdapters, in: fields)
    }
    request.privacy = value(Keys.privacy, in: fields) { $0.decodeRequestPrivacy($1, at: $2) }
    request.extras = value(Keys.extras, in: fields) { $0.decodeExtras($1, at: $2, classNames: classNames) }
    if allowOnly(Keys.native, in: fields, for: .native, actual: format) {
      request.native = value(Keys.native, in: fields) { $0.decodeNativeRequest($1, at: $2) }
    }
    return request
  }

  private mutating func decodeExtras(_ node: JSONNode, at path: JSONPath, classNames: [String]) -> NetworkExtrasValues?
  {
    let known = registry.allExtrasKeys
    guard let fields = fields(of: node, at: path, known: known) else { return nil }
    var entries: [NetworkExtrasValues.Entry] = []
    for member in fields.members {
      let acceptedBy = registry.classNames(acceptingExtra: member.key)
      let used = acceptedBy.filter { classNames.contains($0.className) }
      if used.isEmpty {
        report(
          .extraNotAccepted(acceptedBy: acceptedBy.map(\.className)), at: member.keyOffset,
          path: fields.path(member.key))
        continue
      }
      // Every adapter that takes the extra must be able to read it.
      let value: NetworkExtrasValues.Value?
      switch (member.value.value, used.first?.type ?? .boolean) {
      case (.bool(let flag), .boolean): value = .boolean(flag)
      case (.string(let text), .string): value = .string(text)
      case (.number(let number), .number): value = .number(number.lexeme)
      default: value = nil
      }
      let types = Set(used.map(\.type))
      guard let value, types.count == 1 else {
        let type = used.first?.type ?? .boolean
        report(
          .extraOfWrongType(expected: type, classes: used.filter { $0.type == type }.map(\.className)),
          at: member.value.offset, path: fields.path(member.key))
        continue
      }
      entries.append(NetworkExtrasValues.Entry(key: member.key, value: value))
    }
    return NetworkExtrasValues(entries)
  }
}
