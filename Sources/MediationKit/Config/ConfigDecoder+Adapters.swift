extension ConfigDecoder {
  static let profileKeys = ConfigSchema.profile.keyNames

  /// Reads `adapters`: class name → profile. A profile may not take the
  /// name of a registered class.
  mutating func decodeProfiles(_ node: JSONNode, at path: JSONPath) -> [AdapterProfile]? {
    guard case .object(let members) = node.value else {
      reportUnexpected(node, at: path, expected: .object)
      return nil
    }
    var profiles: [AdapterProfile] = []
    for member in members {
      let profilePath = path.appending(key: member.key)
      if member.key.isEmpty {
        report(
          .unexpectedValue(expected: .nonEmptyString, found: "\"\"", suggestion: nil), at: member.keyOffset,
          path: profilePath)
        continue
      }
      if registry.registration(forClassName: member.key) != nil {
        report(.profileNamesRegisteredClass, at: member.keyOffset, path: profilePath)
        continue
      }
      if let profile = decodeProfile(member.value, named: member.key, at: profilePath) { profiles.append(profile) }
    }
    return profiles
  }

  private mutating func decodeProfile(_ node: JSONNode, named className: String, at path: JSONPath) -> AdapterProfile? {
    guard let fields = fields(of: node, at: path, known: Self.profileKeys) else { return nil }
    // Without usable formats the config is invalid already; the rest is
    // still checked, as if the profile served every format.
    let formats =
      required("formats", in: fields).flatMap { decodeFormats($0.value, at: fields.path("formats")) }
      ?? AdFormat.allCases
    var profile = AdapterProfile(className: className, formats: formats)
    profile.adapterVersion = value("adapterVersion", in: fields, default: profile.adapterVersion) {
      $0.string($1, at: $2)
    }
    profile.adSDKVersion = value("adSDKVersion", in: fields, default: profile.adSDKVersion) { $0.string($1, at: $2) }
    profile.adapterVersionRule = value("adapterVersionRule", in: fields, default: profile.adapterVersionRule) {
      $0.choice($1, at: $2)
    }
    if let member = fields["extras"] {
      profile.extras = decodeExtraTypes(member.value, at: fields.path("extras")) ?? []
    }
    if let member = fields["setUp"] { decodeSetUp(member.value, at: fields.path("setUp"), into: &profile) }
    if let member = fields["completion"] {
      decodeCompletion(member.value, at: fields.path("completion"), into: &profile)
    }
    if let member = fields["present"] {
      if formats.contains(.rewarded) {
        decodePresentBehaviour(member.value, at: fields.path("present"), into: &profile)
      } else {
        report(.profileKeyNeedsFormat("present", .rewarded), at: member.keyOffset, path: fields.path("present"))
      }
    }
    if let member = fields["events"] { decodeEvents(member.value, at: fields.path("events"), into: &profile) }
    if let member = fields["native"] {
      if formats.contains(.native) {
        decodeNativeBehaviour(member.value, at: fields.path("native"), into: &profile)
      } else {
        report(.profileKeyNeedsFormat("native", .native), at: member.keyOffset, path: fields.path("native"))
      }
    }
    if let member = fields["concurrentLoads"] {
      decodeConcurrentLoads(member.value, at: fields.path("concurrentLoads"), into: &profile)
    }
    return profile
  }

  private mutating func decodeFormats(_ node: JSONNode, at path: JSONPath) -> [AdFormat]? {
    guard let elements = array(node, at: path) else { return nil }
    guard !elements.isEmpty else {
      reportUnexpected(node, at: path, expected: .oneOrMoreFormats)
      return nil
    }
    var formats: [AdFormat] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index: index)
      guard let format: AdFormat = choice(element, at: elementPath) else { continue }
      if formats.contains(format) {
        report(.repeatedValue, at: element.offset, path: elementPath)
      } else {
        formats.append(format)
      }
    }
    return formats.count == elements.count ? AdFormat.allCases.filter(formats.contains) : nil
  }

  private mutating func decodeExtraTypes(_ node: JSONNode, at path: JSONPath) -> [ExtraDeclaration]? {
    guard case .object(let members) = node.value else {
      reportUnexpected(node, at: path, expected: .object)
      return nil
    }
    var extras: [ExtraDeclaration] = []
    for member in members {
      if let type: AdapterProfile.ExtraType = choice(member.value, at: path.appending(key: member.key)) {
        extras.append(ExtraDeclaration(key: member.key, type: type))
      }
    }
    return extras
  }

  private mutating func decodeSetUp(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.setUp.keyNames) else {
      return
    }
    profile.setUpOutcome = value("outcome", in: fields, default: .ready) { $0.choice($1, at: $2) }
    profile.setUpLatencyMs = value("latencyMs", in: fields, default: 0) {
      $0.integer($1, at: $2, in: 0...ConfigLimits.maximumTimeMs)
    }
    if let member = fields["latencyMs"], profile.setUpOutcome == .never {
      report(
        .keyOnlyForOutcome("latencyMs", ["ready", "error"]), at: member.keyOffset, path: fields.path("latencyMs"))
    }
    if let member = fields["error"] {
      if profile.setUpOutcome == .ready {
        report(.keyOnlyForOutcome("error", ["error", "never"]), at: member.keyOffset, path: fields.path("error"))
      }
      profile.setUpError = decodeErrorTemplate(member.value, at: fields.path("error"), default: profile.setUpError)
    }
    profile.loadsWhenNotReady = value("loadsWhenNotReady", in: fields, default: .fail) { $0.choice($1, at: $2) }
  }

  private mutating func decodeCompletion(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    guard
      let fields = fields(
        of: node, at: path, known: ConfigSchema.completion.keyNames)
    else {
      return
    }
    profile.callsCompletionOnce = value("callOnce", in: fields, default: true) { $0.boolean($1, at: $2) }
    profile.passesTestMode = value("passesTestMode", in: fields, default: true) { $0.boolean($1, at: $2) }
    profile.failsWithAd = value("failsWithAd", in: fields, default: false) { $0.boolean($1, at: $2) }
    profile.keepsFirstDelegate = value("keepsFirstDelegate", in: fields, default: false) { $0.boolean($1, at: $2) }
    if let member = fields["error"] {
      profile.loadError = decodeErrorTemplate(member.value, at: fields.path("error"), default: profile.loadError)
    }
  }

  private mutating func decodePresentBehaviour(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile)
  {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.profilePresent.keyNames) else {
      return
    }
    profile.checksReadiness = value("checksReadiness", in: fields, default: true) { $0.boolean($1, at: $2) }
    if let member = fields["eventsBeforeShow"] {
      profile.eventsBeforeShow = eventList(member.value, at: fields.path("eventsBeforeShow"), format: .rewarded) ?? []
    }
    if let member = fields["error"] {
      profile.presentError = decodeErrorTemplate(member.value, at: fields.path("error"), default: profile.presentError)
    }
  }

  /// Reads `events`: network callback → the events the adapter forwards for it.
  private mutating func decodeEvents(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    guard case .object(let members) = node.value else {
      reportUnexpected(node, at: path, expected: .object)
      return
    }
    let every = NetworkCallback.allCases.map(\.rawValue)
    for member in members {
      let callbackPath = path.appending(key: member.key)
      guard let callback = NetworkCallback(rawValue: member.key) else {
        report(
          .unknownCallback(suggestion: DidYouMean.suggestion(for: member.key, among: every)), at: member.keyOffset,
          path: callbackPath)
        continue
      }
      // The formats of the profile whose adapters hear this callback.
      let formats = profile.formats.filter { NetworkCallback.adapterCallbacks(for: $0).contains(callback) }
      guard let format = formats.first else {
        report(.callbackNeedsFormat(callback, profile.formats), at: member.keyOffset, path: callbackPath)
        continue
      }
      if let events = eventList(member.value, at: callbackPath, format: format, alsoFor: formats) {
        profile.events[callback] = events
      }
    }
  }

  /// A list of event names an adapter of `format` (and of every format of `alsoFor`) can send.
  private mutating func eventList(
    _ node: JSONNode, at path: JSONPath, format: AdFormat, alsoFor formats: [AdFormat] = []
  ) -> [AdEventName]? {
    guard let elements = array(node, at: path) else { return nil }
    let allowed = AdEventName.allCases.filter { name in
      ([format] + formats).allSatisfy { AdEventName.events(for: $0).contains(name) }
    }
    var events: [AdEventName] = []
    for (index, element) in elements.enumerated() {
      if let event = choice(element, at: path.appending(index: index), among: allowed.map(\.rawValue)),
        let name = AdEventName(rawValue: event)
      {
        events.append(name)
      }
    }
    return events.count == elements.count ? events : nil
  }

  private mutating func decodeNativeBehaviour(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.profileNative.keyNames) else {
      return
    }
    profile.handlesUserImpressions = value("handlesUserImpressions", in: fields, default: false) {
      $0.boolean($1, at: $2)
    }
    profile.handlesUserClicks = value("handlesUserClicks", in: fields, default: false) { $0.boolean($1, at: $2) }
  }

  private mutating func decodeConcurrentLoads(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    if case .string = node.value {
      profile.concurrentLoads = choice(node, at: path) ?? .supported
      return
    }
    guard let fields = fields(of: node, at: path, known: ConfigSchema.concurrentLoads.keyNames) else { return }
    profile.concurrentLoads = value("policy", in: fields, default: .supported) { $0.choice($1, at: $2) }
    if let member = fields["error"] {
      if profile.concurrentLoads != .refused {
        report(.keyOnlyForOutcome("error", ["refused"]), at: member.keyOffset, path: fields.path("error"))
      }
      profile.concurrentLoadError = decodeErrorTemplate(
        member.value, at: fields.path("error"), default: profile.concurrentLoadError)
    }
  }

  /// `{"domain", "code", "message"}`, each defaulting to `defaultValue`'s.
  private mutating func decodeErrorTemplate(
    _ node: JSONNode, at path: JSONPath, default defaultValue: AdapterProfile.ErrorTemplate
  ) -> AdapterProfile.ErrorTemplate {
    guard let fields = fields(of: node, at: path, known: ConfigSchema.errorObject.keyNames) else { return defaultValue }
    var template = defaultValue
    template.domain = value("domain", in: fields, default: defaultValue.domain) {
      $0.string($1, at: $2, nonEmpty: true)
    }
    template.code = Int(
      value("code", in: fields, default: Int64(defaultValue.code)) {
        $0.integer($1, at: $2, in: Int64(Int32.min)...Int64(Int32.max))
      })
    template.message = value("message", in: fields, default: defaultValue.message) { $0.string($1, at: $2) }
    return template
  }
}
