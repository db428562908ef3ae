extension ConfigDecoder {
  static let rootKeys = ConfigSchema.root.keyNames

  /// Reads the whole document; nil when any problem was recorded.
  mutating func decodeConfig(_ root: JSONNode, fingerprint: UInt64) -> WaterfallConfig? {
    guard let fields = fields(of: root, at: .root, known: Self.rootKeys) else { return nil }
    if let member = fields["version"] { decodeVersion(member.value, at: fields.path("version")) }
    let seed = value("seed", in: fields, default: 0) { $0.unsignedInteger($1, at: $2) }
    var adUnit: AdUnit?
    var format: AdFormat?
    if let member = required("adUnit", in: fields) {
      (adUnit, format) = decodeAdUnit(member.value, at: fields.path("adUnit"))
    }
    // Profiles first: line items, extras and checks may name their classes.
    let profiles = value("adapters", in: fields, default: []) { $0.decodeProfiles($1, at: $2) }
    register(profiles)
    // Custom formats before the line items and taps that name their assets.
    if allowOnly("customFormats", in: fields, for: .native, actual: format) {
      customFormats = value("customFormats", in: fields, default: [.seedExample]) { $0.decodeCustomFormats($1, at: $2) }
    }
    var decoded = DecodedLineItems()
    if let member = required("lineItems", in: fields) {
      decoded = decodeLineItems(member.value, at: fields.path("lineItems"), format: format)
    }
    let lineItems = decoded.lineItems
    let classNames = decoded.classNames
    let request = value("request", in: fields, default: RequestOptions()) {
      $0.decodeRequest($1, at: $2, format: format, classNames: classNames)
    }
    let order = value("waterfallOrder", in: fields, default: WaterfallOrder.listed) { $0.choice($1, at: $2) }
    let app = value("app", in: fields, default: AppScript()) { $0.decodeApp($1, at: $2, format: format) }
    let expectations = optionalValue("expect", in: fields) {
      $0.decodeExpect($1, at: $2, labels: decoded.labels, format: format)
    }
    // `$schema` only tells an editor where the config's schema is.
    _ = optionalValue("$schema", in: fields) { $0.string($1, at: $2) }
    guard issues.isEmpty, let adUnit else { return nil }
    return WaterfallConfig(
      seed: seed, adUnit: adUnit, request: request, lineItems: lineItems, waterfallOrder: order, app: app,
      profiles: profiles, customFormats: customFormats, expectations: expectations, fingerprint: fingerprint)
  }

  private mutating func decodeVersion(_ node: JSONNode, at path: JSONPath) {
    guard case .number(let number) = node.value, number.scaled(byPowerOfTen: 0) != nil else {
      reportUnexpected(node, at: path, expected: .integer(1...1))
      return
    }
    if number.scaled(byPowerOfTen: 0) != 1 {
      report(.unsupportedVersion(found: number.lexeme), at: node.offset, path: path)
    }
  }

  private mutating func decodeAdUnit(_ node: JSONNode, at path: JSONPath) -> (AdUnit?, AdFormat?) {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.adUnit.keyNames) else { return (nil, nil) }
    let id = required("id", in: fields).flatMap { string($0.value, at: fields.path("id"), nonEmpty: true) }
    let format: AdFormat? = required("format", in: fields).flatMap { choice($0.value, at: fields.path("format")) }
    var reward: AdReward?
    if allowOnly("reward", in: fields, for: .rewarded, actual: format), let member = fields["reward"] {
      reward = decodeReward(member.value, at: fields.path("reward"))
    } else if format == .rewarded, fields["reward"] == nil {
      report(.missingKey("reward"), at: fields.offset, path: path)
    }
    guard let id, let format else { return (nil, format) }
    return (AdUnit(id: id, format: format, reward: reward), format)
  }

  /// A reward, `{type, amount}`: the ad unit's, and the one `expect.reward` names.
  mutating func decodeReward(_ node: JSONNode, at path: JSONPath) -> AdReward? {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.reward.keyNames) else { return nil }
    let type = required("type", in: fields).flatMap { string($0.value, at: fields.path("type")) }
    let amount = required("amount", in: fields).flatMap {
      integer($0.value, at: fields.path("amount"), in: 0...ConfigLimits.maximumSafeInteger)
    }
    guard let type, let amount else { return nil }
    return AdReward(rewardType: type, rewardAmount: amount)
  }

  private mutating func decodeRequest(
    _ node: JSONNode, at path: JSONPath, format: AdFormat?, classNames: [String]
  ) -> RequestOptions? {
    guard
      let fields = fields(
        of: node, at: path, known: ConfigSchema.request.keyNames)
    else { return nil }
    var request = RequestOptions()
    request.testMode = value("testMode", in: fields, default: false) { $0.boolean($1, at: $2) }
    request.shouldSkipUninitializedAdapters = value("shouldSkipUninitializedAdapters", in: fields, default: false) {
      $0.boolean($1, at: $2)
    }
    request.extras = value("extras", in: fields, default: NetworkExtrasValues()) {
      $0.decodeExtras($1, at: $2, classNames: classNames)
    }
    if allowOnly("native", in: fields, for: .native, actual: format) {
      request.native = value("native", in: fields, default: NativeRequestOptions()) {
        $0.decodeNativeRequest($1, at: $2)
      }
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

  static let appKeys = ConfigSchema.app.keyNames

  private mutating func decodeApp(_ node: JSONNode, at path: JSONPath, format: AdFormat?) -> AppScript? {
    guard let fields = fields(of: node, at: path, known: Self.appKeys) else { return nil }
    var app = AppScript()
    let times = 0...ConfigLimits.maximumTimeMs
    if allowOnly("presentAfterMs", in: fields, for: .rewarded, actual: format) {
      app.presentAfterMs = value("presentAfterMs", in: fields, default: 0) { $0.integer($1, at: $2, in: times) }
    }
    if allowOnly("presentAgainAfterMs", in: fields, for: .rewarded, actual: format) {
      app.presentAgainAfterMs = optionalValue("presentAgainAfterMs", in: fields) { $0.integer($1, at: $2, in: times) }
    }
    if allowOnly("renderAfterMs", in: fields, for: .native, actual: format) {
      app.renderAfterMs = value("renderAfterMs", in: fields, default: 0) { $0.integer($1, at: $2, in: times) }
    }
    if allowOnly("clicks", in: fields, for: .native, actual: format) {
      app.clicks = value("clicks", in: fields, default: []) { $0.decodeClicks($1, at: $2) }
    }
    if allowOnly("registeredAssets", in: fields, for: .native, actual: format) {
      app.registeredAssets = optionalValue("registeredAssets", in: fields) { decoder, node, path in
        guard let elements = decoder.array(node, at: path) else { return nil }
        let assets: [NativeAssetIdentifier] = elements.enumerated().compactMap { index, element in
          decoder.choice(element, at: path.appending(index: index), among: NativeAssetIdentifier.registrable)
        }
        return assets.count == elements.count ? assets : nil
      }
    }
    if allowOnly("recordImpressionsAtMs", in: fields, for: .native, actual: format) {
      app.recordImpressionsAtMs = value("recordImpressionsAtMs", in: fields, default: [0]) { decoder, node, path in
        decoder.offsets(node, at: path)
      }
    }
    if allowOnly("installedApps", in: fields, for: .native, actual: format) {
      app.installedApps = value("installedApps", in: fields, default: []) { $0.schemes($1, at: $2) }
    }
    if allowOnly("loadAgainAfterMs", in: fields, for: .native, actual: format) {
      app.loadAgainAfterMs = optionalValue("loadAgainAfterMs", in: fields) { $0.integer($1, at: $2, in: times) }
    }
    return app
  }

  /// URL schemes of installed apps.
  private mutating func schemes(_ node: JSONNode, at path: JSONPath) -> [String]? {
    guard let elements = array(node, at: path) else { return nil }
    let schemes: [String] = elements.enumerated().compactMap { index, element in
      guard case .string(let scheme) = element.value, URLScheme.isValid(scheme) else {
        reportUnexpected(element, at: path.appending(index: index), expected: .urlScheme)
        return nil
      }
      return scheme.lowercased()
    }
    return schemes.count == elements.count ? schemes : nil
  }

  /// Times in milliseconds, each at least the one before.
  private mutating func offsets(_ node: JSONNode, at path: JSONPath) -> [Int64]? {
    guard let elements = array(node, at: path) else { return nil }
    var times: [Int64] = []
    var previous: Int64 = 0
    for (index, element) in elements.enumerated() {
      guard let time = integer(element, at: path.appending(index: index), in: 0...ConfigLimits.maximumTimeMs)
      else { continue }
      if time < previous {
        report(.stepBeforePrevious(previousAtMs: previous), at: element.offset, path: path.appending(index: index))
      }
      previous = max(previous, time)
      times.append(time)
    }
    return times.count == elements.count ? times : nil
  }

  /// What a tap may name: an asset view, the empty space of the ad view,
  /// or an asset of a custom format the config defines.
  private var tapTargets: [String] {
    var targets = NativeAssetIdentifier.allCases.map(\.rawValue) + [AppClick.background]
    for format in customFormats {
      for field in format.fields where !targets.contains(field.key) { targets.append(field.key) }
    }
    return targets
  }

  private mutating func decodeClicks(_ node: JSONNode, at path: JSONPath) -> [AppClick]? {
    guard let elements = array(node, at: path) else { return nil }
    let targets = tapTargets
    var clicks: [AppClick] = []
    var previous: Int64 = 0
    for (index, element) in elements.enumerated() {
      let itemPath = path.appending(index: index)
      guard
        let fields = fields(of: element, at: itemPath, known: ConfigSchema.tap.keyNames)
      else {
        continue
      }
      let atMs = required("atMs", in: fields).flatMap {
        integer($0.value, at: fields.path("atMs"), in: 0...ConfigLimits.maximumTimeMs)
      }
      let target = required("asset", in: fields).flatMap { member -> String? in
        guard case .string(let text) = member.value.value, targets.contains(text) else {
          report(
            .unknownTapTarget(
              found: ConfigDecoder.describe(member.value),
              suggestion: {
                guard case .string(let text) = member.value.value else { return nil }
                return DidYouMean.suggestion(for: text, among: targets)
              }()),
            at: member.value.offset, path: fields.path("asset"))
          return nil
        }
        return text
      }
      let handler = value("customClickHandler", in: fields, default: false) { $0.boolean($1, at: $2) }
      let installed = optionalValue("installedApps", in: fields) { $0.schemes($1, at: $2) }
      guard let atMs, let target else { continue }
      if atMs < previous, let member = fields["atMs"] {
        report(.stepBeforePrevious(previousAtMs: previous), at: member.value.offset, path: fields.path("atMs"))
      }
      previous = max(previous, atMs)
      clicks.append(AppClick(atMs: atMs, target: target, customClickHandler: handler, installedApps: installed))
    }
    return clicks
  }
}
