extension ConfigDecoder {
  static let networkKeys = ConfigSchema.network.keyNames
  static let loadKeys = ConfigSchema.load.keyNames

  /// Reads a line item's `network`; `profile` is its adapter class's, when a
  /// profile defines it (the profile then decides who tracks native ads); `sdkTracksNativeOf` names its class when
  /// the class's native mapper lets the SDK track whatever the network does (the network cannot track then).
  mutating func decodeNetwork(
    _ node: JSONNode, at path: JSONPath, format: AdFormat?, profile: AdapterProfile? = nil,
    sdkTracksNativeOf fixedTrackingClass: String? = nil
  ) -> NetworkScript? {
    typealias Keys = ConfigSchema.Network
    guard let fields = fields(of: node, at: path, known: Self.networkKeys) else { return nil }
    var network = NetworkScript()
    network.load = value(Keys.load, in: fields) {
      $0.decodeLoad($1, at: $2, profiled: profile != nil, format: format)
    }
    if allowOnly(Keys.ad, in: fields, for: .native, actual: format) {
      network.ad = optionalValue(Keys.ad, in: fields) { $0.decodeCreative($1, at: $2, profiled: profile != nil) }
    }
    if let profile {
      // The profile decides who tracks.
      for key in [Keys.handlesUserImpressions.name, Keys.handlesUserClicks.name] {
        guard let member = fields[key] else { continue }
        report(.profileDecidesTracking(profile.className), at: member.keyOffset, path: fields.path(key))
      }
      network.handlesUserImpressions = profile.handlesUserImpressions
      network.handlesUserClicks = profile.handlesUserClicks
    } else {
      if allowOnly(Keys.handlesUserImpressions, in: fields, for: .native, actual: format) {
        network.handlesUserImpressions = value(Keys.handlesUserImpressions, in: fields)
      }
      if allowOnly(Keys.handlesUserClicks, in: fields, for: .native, actual: format) {
        network.handlesUserClicks = value(Keys.handlesUserClicks, in: fields)
      }
      if let fixedTrackingClass {
        for (key, tracks) in [
          (Keys.handlesUserImpressions.name, network.handlesUserImpressions),
          (Keys.handlesUserClicks.name, network.handlesUserClicks),
        ] where tracks {
          guard let member = fields[key] else { continue }
          report(.mapperTracksBySDK(fixedTrackingClass), at: member.value.offset, path: fields.path(key))
        }
      }
    }
    if allowOnly(Keys.reward, in: fields, for: .rewarding, actual: format) {
      network.rewardAmount = value(Keys.reward, in: fields) { $0.decodeNetworkReward($1, at: $2) }
    }
    if allowOnly(Keys.ready, in: fields, for: .fullScreen, actual: format) {
      network.ready = value(Keys.ready, in: fields)
    }
    if allowOnly(Keys.present, in: fields, for: .fullScreen, actual: format) {
      network.present = value(Keys.present, in: fields) { $0.decodePresent($1, at: $2, profiled: profile != nil) }
    }
    if allowOnly(Keys.expiresAfterMs, in: fields, for: .fullScreen, actual: format) {
      network.expiresAfterMs = optionalValue(Keys.expiresAfterMs, in: fields)
    }
    if allowOnly(Keys.refreshesItself, in: fields, for: .banner, actual: format) {
      network.refreshesItself = value(Keys.refreshesItself, in: fields)
    }
    network.signals = value(Keys.signals, in: fields) { $0.decodeSignals($1, at: $2) }
    if fields[Keys.show.name] != nil {
      let callbacks =
        format.map(NetworkCallback.showCallbacks(for:))
        ?? NetworkCallback.showCallbacks(for: .rewarded) + NetworkCallback.showCallbacks(for: .native)
      let known = network
      network.show = optionalValue(Keys.show, in: fields) {
        $0.decodeShow($1, at: $2, callbacks: callbacks, network: known, format: format, profile: profile)
      }
    }
    return network
  }

  /// `"show"`, `"silent"`, `"fail"`, or `{"outcome": …, "errorCode": N}` (`errorCode` only with `"fail"`),
  /// or for a profiled network `{"outcome": "fail", "error": {…}}`.
  private mutating func decodePresent(_ node: JSONNode, at path: JSONPath, profiled: Bool) -> PresentScript? {
    typealias Keys = ConfigSchema.Present
    let fields: ObjectFields?
    let outcome: PresentScript.Outcome?
    switch node.kind {
    case .string:
      fields = nil
      outcome = read(node, at: path, as: Keys.outcome.kind)
    case .object:
      fields = self.fields(of: node, at: path, known: ConfigSchema.present.keyNames)
      outcome = fields.flatMap { required(Keys.outcome, in: $0) }
    default:
      reportUnexpected(node, at: path, expected: .presentScript)
      return nil
    }
    guard let outcome else { return nil }
    var errorCode = Keys.errorCode.defaultValue
    if let fields, let member = fields[Keys.errorCode.name] {
      guard outcome == .fail else {
        report(
          .keyOnlyForOutcome(Keys.errorCode.name, [PresentScript.Outcome.fail.rawValue]), at: member.keyOffset,
          path: fields.path(Keys.errorCode.name))
        return nil
      }
      guard let code = read(member.value, at: fields.path(Keys.errorCode.name), as: Keys.errorCode.kind) else {
        return nil
      }
      errorCode = code
    }
    var error: AdError?
    if let fields, let member = fields[Keys.error.name] {
      let errorPath = fields.path(Keys.error.name)
      if outcome != .fail {
        report(
          .keyOnlyForOutcome(Keys.error.name, [PresentScript.Outcome.fail.rawValue]), at: member.keyOffset,
          path: errorPath)
      } else if !profiled {
        report(.onlyForProfiledClasses(Keys.error.name), at: member.keyOffset, path: errorPath)
      } else if fields[Keys.errorCode.name] != nil {
        report(.conflictingKeys(Keys.errorCode.name, Keys.error.name), at: member.keyOffset, path: errorPath)
      }
      guard let decoded = decodeNetworkError(member.value, at: errorPath) else { return nil }
      error = decoded
    }
    switch outcome {
    case .fail: return .fail(errorCode: Int(errorCode), error: error)
    case .silent: return .silent
    case .show: return .show
    case .failWithoutError:
      // The Sample SDK has no such callback: a profiled network's SDK alone fails a show without an error.
      if !profiled {
        report(.onlyForProfiledClasses(outcome.rawValue), at: node.offset, path: path)
        return nil
      }
      return .failWithoutError
    }
  }

  /// A bidder's `signals`: its outcome, its latency, the token of `token`, the network's error of `error`.
  private mutating func decodeSignals(_ node: JSONNode, at path: JSONPath) -> SignalScript? {
    typealias Keys = ConfigSchema.Signals
    guard let fields = fields(of: node, at: path, known: ConfigSchema.signals.keyNames) else { return nil }
    var signals = SignalScript()
    signals.outcome = value(Keys.outcome, in: fields)
    signals.latency = value(Keys.latencyMs, in: fields) { $0.decodeLatency($1, at: $2) }
    for (key, outcome) in [(Keys.token.name, SignalScript.Outcome.token), (Keys.error.name, .error)] {
      guard let member = fields[key], signals.outcome != outcome else { continue }
      report(.keyOnlyForOutcome(key, [outcome.rawValue]), at: member.keyOffset, path: fields.path(key))
    }
    if signals.outcome == .token { signals.token = optionalValue(Keys.token, in: fields) }
    if signals.outcome == .error {
      // The adapter passes it through or maps it: either way the network's SDK reports one.
      guard let member = required(Keys.error.name, in: fields) else { return nil }
      signals.error = decodeNetworkError(member.value, at: fields.path(Keys.error.name))
    }
    return signals
  }

  private mutating func decodeNetworkReward(_ node: JSONNode, at path: JSONPath) -> Int64? {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.networkReward.keyNames) else { return nil }
    return required(ConfigSchema.NetworkReward.amount, in: fields)
  }

  /// A network's `load`; `profiled` for the network of a profiled class,
  /// which alone may answer `empty` and report an error object; `format` the ad unit's (nil: not known).
  mutating func decodeLoad(
    _ node: JSONNode, at path: JSONPath, profiled: Bool = false, format: AdFormat? = nil
  ) -> LoadScript? {
    typealias Keys = ConfigSchema.Load
    switch node.kind {
    case .string:
      let outcome = read(node, at: path, as: Keys.outcome.kind)
      if outcome == .empty, !profiled {
        report(.onlyForProfiledClasses(LoadScript.Outcome.empty.rawValue), at: node.offset, path: path)
      }
      return outcome.map { LoadScript(decision: .always($0)) }
    case .object:
      break
    default:
      reportUnexpected(node, at: path, expected: .loadScript)
      return nil
    }
    guard let fields = fields(of: node, at: path, known: Self.loadKeys) else { return nil }
    var load = LoadScript()
    let outcome = value(Keys.outcome, in: fields)
    if outcome == .empty, !profiled, let member = fields[Keys.outcome.name] {
      report(
        .onlyForProfiledClasses(LoadScript.Outcome.empty.rawValue), at: member.value.offset,
        path: fields.path(Keys.outcome.name))
    }
    let fillRate = optionalValue(Keys.fillRate, in: fields)
    if let member = fields[Keys.fillRate.name], fields[Keys.outcome.name] != nil {
      report(
        .conflictingKeys(Keys.outcome.name, Keys.fillRate.name), at: member.keyOffset,
        path: fields.path(Keys.fillRate.name))
    }
    load.decision = fillRate.map(LoadScript.Decision.fillRate) ?? .always(outcome)
    load.valuation = optionalValue(Keys.valuation, in: fields) { $0.decodeValuation($1, at: $2) }
    for other in [Keys.outcome.name, Keys.fillRate.name] {
      reportConflict(between: Keys.valuation.name, and: other, in: fields)
    }
    load.latency = value(Keys.latencyMs, in: fields) { $0.decodeLatency($1, at: $2) }
    let names = self.names
    load.errorCode = optionalValue(Keys.errorCode, in: fields).flatMap { names.networkError(numbered: Int($0)) }
    // With a valuation the network fails to fill when its price falls short: errorCode is that failure's.
    if case .always(let fixed) = load.decision, fixed == .fill || fixed == .timeout || fixed == .empty,
      fields[Keys.valuation.name] == nil, let member = fields[Keys.errorCode.name]
    {
      report(.errorCodeWithoutFailure(fixed), at: member.keyOffset, path: fields.path(Keys.errorCode.name))
    }
    load.duplicateCallbackAfterMs = optionalValue(Keys.duplicateCallbackAfterMs, in: fields)
    if case .always(.timeout) = load.decision, let member = fields[Keys.duplicateCallbackAfterMs.name] {
      report(
        .duplicateCallbackWithoutCallback, at: member.keyOffset, path: fields.path(Keys.duplicateCallbackAfterMs.name))
    }
    load.missingAdUnit = value(Keys.missingAdUnit, in: fields)
    if let member = fields[Keys.error.name] {
      // Any outcome: a network also reports its error when it refuses a load without an ad unit.
      if !profiled {
        report(.onlyForProfiledClasses(Keys.error.name), at: member.keyOffset, path: fields.path(Keys.error.name))
      } else if fields[Keys.errorCode.name] != nil {
        report(
          .conflictingKeys(Keys.errorCode.name, Keys.error.name), at: member.keyOffset,
          path: fields.path(Keys.error.name))
      }
      load.error = decodeNetworkError(member.value, at: fields.path(Keys.error.name))
    }
    if allowOnly(Keys.adSize, in: fields, for: .banner, actual: format) {
      load.adSize = optionalValue(Keys.adSize, in: fields) { $0.decodeAdSize($1, at: $2) }
    }
    return load
  }

  /// A latency: a number of `times`, or a range `{min, max}`.
  mutating func decodeLatency(_ node: JSONNode, at path: JSONPath) -> LoadScript.Latency? {
    typealias Keys = ConfigSchema.LatencyRange
    switch node.kind {
    case .number:
      return read(node, at: path, as: ConfigSchema.times).map { .fixed($0) }
    case .object:
      guard let fields = fields(of: node, at: path, known: ConfigSchema.latencyRange.keyNames) else { return nil }
      let low = required(Keys.min, in: fields)
      let high = required(Keys.max, in: fields)
      guard let low, let high else { return nil }
      guard low <= high else {
        report(.latencyRangeInverted(min: low, max: high), at: node.offset, path: path)
        return nil
      }
      return .uniform(min: low, max: high)
    default:
      reportUnexpected(node, at: path, expected: .latency)
      return nil
    }
  }

  private mutating func decodeShow(
    _ node: JSONNode, at path: JSONPath, callbacks: [NetworkCallback], network: NetworkScript, format: AdFormat?,
    profile: AdapterProfile?
  ) -> [ShowStep]? {
    guard let elements = array(node, at: path) else { return nil }
    var steps: [ShowStep] = []
    var previous: Int64 = 0
    for (index, element) in elements.enumerated() {
      let stepPath = path.appending(index: index)
      guard let fields = fields(of: element, at: stepPath, known: ConfigSchema.showStep.keyNames),
        let step = decodeStep(fields, callbacks: callbacks, network: network, format: format, profile: profile)
      else { continue }
      let atMs = ConfigSchema.ShowStep.atMs.name
      if step.atMs < previous, let member = fields[atMs] {
        report(.stepBeforePrevious(previousAtMs: previous), at: member.value.offset, path: fields.path(atMs))
      }
      previous = max(previous, step.atMs)
      steps.append(step)
    }
    return steps
  }

  private mutating func decodeStep(
    _ fields: ObjectFields, callbacks: [NetworkCallback], network: NetworkScript, format: AdFormat?,
    profile: AdapterProfile?
  ) -> ShowStep? {
    typealias Keys = ConfigSchema.ShowStep
    let atMs = required(Keys.atMs, in: fields)
    let callbackMember = required(Keys.callback.name, in: fields)
    let formats = format.map { [$0] } ?? []
    let callback: NetworkCallback? = callbackMember.flatMap {
      callbackName($0.value, at: fields.path(Keys.callback.name), among: callbacks, formats: formats)
    }
    let stepFormat = format ?? .rewarded
    let names = self.names
    func name(_ callback: NetworkCallback) -> String { names.name(of: callback, format: stepFormat) }
    var step = ShowStep(atMs: atMs ?? 0, callback: callback ?? .didPresent)
    if let member = fields[Keys.amount.name] {
      if callback == .userDidEarnReward {
        step.amount = read(member.value, at: fields.path(Keys.amount.name), as: Keys.amount.kind)
      } else if callback != nil {
        report(
          .keyOnlyForCallback(Keys.amount.name, callback: name(.userDidEarnReward)), at: member.keyOffset,
          path: fields.path(Keys.amount.name))
      }
    }
    if callback == .click, format?.traits.isView != true {
      step.asset = value(Keys.asset, in: fields)
    } else if let member = fields[Keys.asset.name], callback == .click {
      // A banner is one view: a click on it names no asset.
      report(.onlyForFormat([.native], actual: .banner), at: member.keyOffset, path: fields.path(Keys.asset.name))
    } else if let member = fields[Keys.asset.name], callback != nil {
      report(
        .keyOnlyForCallback(Keys.asset.name, callback: name(.click)), at: member.keyOffset,
        path: fields.path(Keys.asset.name))
    }
    if let member = fields[Keys.error.name] {
      if callback == .didFailToShow {
        step.error = decodeNetworkError(member.value, at: fields.path(Keys.error.name))
      } else if callback != nil {
        report(
          .keyOnlyForCallback(Keys.error.name, callback: name(.didFailToShow)), at: member.keyOffset,
          path: fields.path(Keys.error.name))
      }
    }
    // The Sample SDK's banner has no show failure: a profiled network's SDK alone fails to show a banner.
    if let callbackMember, callback == .didFailToShow, profile == nil {
      report(
        .onlyForProfiledClasses(name(.didFailToShow)), at: callbackMember.value.offset,
        path: fields.path(Keys.callback.name))
      return nil
    }
    // A native network sends impressions and clicks only for what it tracks itself.
    if let callbackMember, format?.traits.hasNativeAssets == true {
      let setting = profile.map { "adapters.\($0.className).native." } ?? "network."
      let tracking = ConfigSchema.Network.self
      if callback == .impression, !network.handlesUserImpressions {
        report(
          .networkDoesNotTrack(
            callback: name(.impression), what: "impressions", setting: setting + tracking.handlesUserImpressions.name),
          at: callbackMember.value.offset, path: fields.path(Keys.callback.name))
      }
      if callback == .click, !network.handlesUserClicks {
        report(
          .networkDoesNotTrack(
            callback: name(.click), what: "clicks", setting: setting + tracking.handlesUserClicks.name),
          at: callbackMember.value.offset, path: fields.path(Keys.callback.name))
      }
    }
    guard atMs != nil, callback != nil else { return nil }
    return step
  }
}
