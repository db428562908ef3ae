extension ConfigDecoder {
  static let networkKeys = ConfigSchema.network.keyNames
  static let trackingKeys = ["handlesUserImpressions", "handlesUserClicks"]
  static let loadKeys = ConfigSchema.load.keyNames

  /// Reads a line item's `network`; `profile` is its adapter class's, when a
  /// profile defines it (the profile then decides who tracks native ads).
  mutating func decodeNetwork(
    _ node: JSONNode, at path: JSONPath, format: AdFormat?, profile: AdapterProfile? = nil
  ) -> NetworkScript? {
    guard let fields = fields(of: node, at: path, known: Self.networkKeys) else { return nil }
    var network = NetworkScript()
    network.load = value("load", in: fields, default: LoadScript()) { $0.decodeLoad($1, at: $2) }
    if allowOnly("ad", in: fields, for: .native, actual: format) {
      network.ad = optionalValue("ad", in: fields) { $0.decodeCreative($1, at: $2) }
    }
    if let profile {
      // The profile decides who tracks.
      for key in Self.trackingKeys {
        guard let member = fields[key] else { continue }
        report(.profileDecidesTracking(profile.className), at: member.keyOffset, path: fields.path(key))
      }
      network.handlesUserImpressions = profile.handlesUserImpressions
      network.handlesUserClicks = profile.handlesUserClicks
    } else {
      if allowOnly("handlesUserImpressions", in: fields, for: .native, actual: format) {
        network.handlesUserImpressions = value("handlesUserImpressions", in: fields, default: false) {
          $0.boolean($1, at: $2)
        }
      }
      if allowOnly("handlesUserClicks", in: fields, for: .native, actual: format) {
        network.handlesUserClicks = value("handlesUserClicks", in: fields, default: false) { $0.boolean($1, at: $2) }
      }
    }
    if allowOnly("reward", in: fields, for: .rewarded, actual: format) {
      network.rewardAmount = value("reward", in: fields, default: 5) { $0.decodeNetworkReward($1, at: $2) }
    }
    if allowOnly("ready", in: fields, for: .rewarded, actual: format) {
      network.ready = value("ready", in: fields, default: true) { $0.boolean($1, at: $2) }
    }
    if allowOnly("present", in: fields, for: .rewarded, actual: format) {
      network.present = value("present", in: fields, default: .show) { $0.decodePresent($1, at: $2) }
    }
    if allowOnly("expiresAfterMs", in: fields, for: .rewarded, actual: format) {
      network.expiresAfterMs = optionalValue("expiresAfterMs", in: fields) {
        $0.integer($1, at: $2, in: 1...ConfigLimits.maximumTimeMs)
      }
    }
    if fields["show"] != nil {
      let callbacks =
        format.map(NetworkCallback.showCallbacks(for:))
        ?? NetworkCallback.showCallbacks(for: .rewarded) + NetworkCallback.showCallbacks(for: .native)
      network.show = value("show", in: fields, default: []) {
        $0.decodeShow($1, at: $2, callbacks: callbacks, network: network, format: format, profile: profile)
      }
    }
    return network
  }

  /// `"show"`, `"silent"`, `"fail"`, or `{"outcome": …, "errorCode": N}` (`errorCode` only with `"fail"`, default 1).
  private mutating func decodePresent(_ node: JSONNode, at path: JSONPath) -> PresentScript? {
    let outcomes = ["show", "fail", "silent"]
    let fields: ObjectFields?
    let outcomeNode: JSONNode?
    switch node.value {
    case .string:
      fields = nil
      outcomeNode = node
    case .object:
      fields = self.fields(of: node, at: path, known: ConfigSchema.present.keyNames)
      outcomeNode = fields.flatMap { required("outcome", in: $0) }?.value
    default:
      reportUnexpected(node, at: path, expected: .presentScript)
      return nil
    }
    let outcomePath = fields == nil ? path : path.appending(key: "outcome")
    guard let outcomeNode, let outcome = choice(outcomeNode, at: outcomePath, among: outcomes) else { return nil }
    var errorCode: Int64 = 1
    if let fields, let member = fields["errorCode"] {
      guard outcome == "fail" else {
        report(.keyOnlyForOutcome("errorCode", ["fail"]), at: member.keyOffset, path: fields.path("errorCode"))
        return nil
      }
      guard let code = integer(member.value, at: fields.path("errorCode"), in: Int64(Int32.min)...Int64(Int32.max))
      else { return nil }
      errorCode = code
    }
    switch outcome {
    case "fail": return .fail(errorCode: Int(errorCode))
    case "silent": return .silent
    default: return .show
    }
  }

  private mutating func decodeNetworkReward(_ node: JSONNode, at path: JSONPath) -> Int64? {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.networkReward.keyNames) else { return nil }
    return required("amount", in: fields).flatMap {
      integer($0.value, at: fields.path("amount"), in: 0...ConfigLimits.maximumSafeInteger)
    }
  }

  mutating func decodeLoad(_ node: JSONNode, at path: JSONPath) -> LoadScript? {
    switch node.value {
    case .string:
      let outcome: LoadScript.Outcome? = choice(node, at: path)
      return outcome.map { LoadScript(decision: .always($0)) }
    case .object:
      break
    default:
      reportUnexpected(node, at: path, expected: .loadScript)
      return nil
    }
    guard let fields = fields(of: node, at: path, known: Self.loadKeys) else { return nil }
    var load = LoadScript()
    let outcome: LoadScript.Outcome? = optionalValue("outcome", in: fields) { $0.choice($1, at: $2) }
    let fillRate = optionalValue("fillRate", in: fields) { $0.number($1, at: $2, in: 0...1) }
    if let member = fields["fillRate"], fields["outcome"] != nil {
      report(.conflictingKeys("outcome", "fillRate"), at: member.keyOffset, path: fields.path("fillRate"))
    }
    if let fillRate {
      load.decision = .fillRate(fillRate)
    } else if let outcome {
      load.decision = .always(outcome)
    }
    load.latency = value("latencyMs", in: fields, default: .fixed(0)) { $0.decodeLatency($1, at: $2) }
    load.errorCode = optionalValue("errorCode", in: fields) { decoder, node, path in
      decoder.integer(node, at: path, in: 0...3).flatMap { SampleErrorCode(rawValue: Int($0)) }
    }
    if case .always(let fixed) = load.decision, fixed == .fill || fixed == .timeout, let member = fields["errorCode"] {
      report(.errorCodeWithoutFailure(fixed), at: member.keyOffset, path: fields.path("errorCode"))
    }
    load.duplicateCallbackAfterMs = optionalValue("duplicateCallbackAfterMs", in: fields) {
      $0.integer($1, at: $2, in: 0...ConfigLimits.maximumTimeMs)
    }
    if case .always(.timeout) = load.decision, let member = fields["duplicateCallbackAfterMs"] {
      report(.duplicateCallbackWithoutCallback, at: member.keyOffset, path: fields.path("duplicateCallbackAfterMs"))
    }
    return load
  }

  private mutating func decodeLatency(_ node: JSONNode, at path: JSONPath) -> LoadScript.Latency? {
    let times = 0...ConfigLimits.maximumTimeMs
    switch node.value {
    case .number:
      return integer(node, at: path, in: times).map { .fixed($0) }
    case .object:
      guard let fields = fields(of: node, at: path, known: ConfigSchema.latencyRange.keyNames) else { return nil }
      let low = required("min", in: fields).flatMap { integer($0.value, at: fields.path("min"), in: times) }
      let high = required("max", in: fields).flatMap { integer($0.value, at: fields.path("max"), in: times) }
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
      if step.atMs < previous, let member = fields["atMs"] {
        report(.stepBeforePrevious(previousAtMs: previous), at: member.value.offset, path: fields.path("atMs"))
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
    let atMs = required("atMs", in: fields).flatMap {
      integer($0.value, at: fields.path("atMs"), in: 0...ConfigLimits.maximumTimeMs)
    }
    let callbackMember = required("callback", in: fields)
    let callback: NetworkCallback? = callbackMember.flatMap {
      choice($0.value, at: fields.path("callback"), among: callbacks)
    }
    var step = ShowStep(atMs: atMs ?? 0, callback: callback ?? .didPresent)
    if let member = fields["amount"] {
      if callback == .userDidEarnReward {
        step.amount = integer(member.value, at: fields.path("amount"), in: 0...ConfigLimits.maximumSafeInteger)
      } else if callback != nil {
        report(.keyOnlyForCallback("amount", .userDidEarnReward), at: member.keyOffset, path: fields.path("amount"))
      }
    }
    if let member = fields["asset"] {
      if callback == .click {
        step.asset = choice(member.value, at: fields.path("asset"))
      } else if callback != nil {
        report(.keyOnlyForCallback("asset", .click), at: member.keyOffset, path: fields.path("asset"))
      }
    }
    // A native network sends impressions and clicks only for what it tracks itself.
    if let callbackMember, format == .native {
      let setting = profile.map { "adapters.\($0.className).native." } ?? "network."
      if callback == .impression, !network.handlesUserImpressions {
        report(
          .networkDoesNotTrack(.impression, setting: setting + "handlesUserImpressions"),
          at: callbackMember.value.offset, path: fields.path("callback"))
      }
      if callback == .click, !network.handlesUserClicks {
        report(
          .networkDoesNotTrack(.click, setting: setting + "handlesUserClicks"), at: callbackMember.value.offset,
          path: fields.path("callback"))
      }
    }
    guard atMs != nil, callback != nil else { return nil }
    return step
  }
}
