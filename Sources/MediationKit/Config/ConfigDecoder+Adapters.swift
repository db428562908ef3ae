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
    typealias Keys = ConfigSchema.Profile
    guard let fields = fields(of: node, at: path, known: Self.profileKeys) else { return nil }
    // Without usable formats the config is invalid already; the rest is
    // still checked, as if the profile served every format.
    let formats =
      required(Keys.formats.name, in: fields).flatMap { decodeFormats($0.value, at: fields.path(Keys.formats.name)) }
      ?? AdFormat.allCases
    var profile = AdapterProfile(className: className, formats: formats)
    profile.adapterVersion = value(Keys.adapterVersion, in: fields)
    profile.adSDKVersion = value(Keys.adSDKVersion, in: fields)
    profile.adapterVersionRule = value(Keys.adapterVersionRule, in: fields)
    profile.extras = value(Keys.extras, in: fields) { $0.decodeExtraTypes($1, at: $2) }
    // The objects below are read into the profile, whose defaults are theirs.
    if let member = fields[Keys.setUp.name] {
      decodeSetUp(member.value, at: fields.path(Keys.setUp.name), into: &profile)
    }
    if let member = fields[Keys.completion.name] {
      decodeCompletion(member.value, at: fields.path(Keys.completion.name), into: &profile)
    }
    if let member = fields[Keys.present.name] {
      if formats.contains(.rewarded) {
        decodePresentBehaviour(member.value, at: fields.path(Keys.present.name), into: &profile)
      } else {
        report(
          .profileKeyNeedsFormat(Keys.present.name, .rewarded), at: member.keyOffset,
          path: fields.path(Keys.present.name))
      }
    }
    if let member = fields[Keys.events.name] {
      decodeEvents(member.value, at: fields.path(Keys.events.name), into: &profile)
    }
    if let member = fields[Keys.native.name] {
      if formats.contains(.native) {
        decodeNativeBehaviour(member.value, at: fields.path(Keys.native.name), into: &profile)
      } else {
        report(
          .profileKeyNeedsFormat(Keys.native.name, .native), at: member.keyOffset, path: fields.path(Keys.native.name))
      }
    }
    if let member = fields[Keys.concurrentLoads.name] {
      decodeConcurrentLoads(member.value, at: fields.path(Keys.concurrentLoads.name), into: &profile)
    }
    profile.settings = value(Keys.settings, in: fields) {
      $0.decodeSettingDeclarations($1, at: $2, className: className)
    }
    profile.privacy = value(Keys.privacy, in: fields) {
      $0.decodePrivacyHandling($1, at: $2, className: className, settings: profile.settings)
    }
    return profile
  }

  private mutating func decodeFormats(_ node: JSONNode, at path: JSONPath) -> [AdFormat]? {
    guard let elements = array(node, at: path) else { return nil }
    guard !elements.isEmpty else {
      reportUnexpected(node, at: path, expected: .oneOrMoreFormats)
      return nil
    }
    let kind = ConfigSchema.Profile.formats.kind.element
    var formats: [AdFormat] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index: index)
      guard let format = read(element, at: elementPath, as: kind) else { continue }
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
    typealias Keys = ConfigSchema.SetUp
    guard let fields = fields(of: node, at: path, known: ConfigSchema.setUp.keyNames) else { return }
    profile.setUpOutcome = value(Keys.outcome, in: fields)
    profile.setUpLatencyMs = value(Keys.latencyMs, in: fields)
    if let member = fields[Keys.latencyMs.name], profile.setUpOutcome == .never {
      report(
        .keyOnlyForOutcome(Keys.latencyMs.name, [AdapterProfile.SetUpOutcome.ready, .error].map(\.rawValue)),
        at: member.keyOffset, path: fields.path(Keys.latencyMs.name))
    }
    if let member = fields[Keys.error.name] {
      if profile.setUpOutcome == .ready {
        report(
          .keyOnlyForOutcome(Keys.error.name, [AdapterProfile.SetUpOutcome.error, .never].map(\.rawValue)),
          at: member.keyOffset, path: fields.path(Keys.error.name))
      }
      profile.setUpError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.error.name), default: profile.setUpError)
    }
    profile.loadsWhenNotReady = value(Keys.loadsWhenNotReady, in: fields)
  }

  private mutating func decodeCompletion(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.Completion
    guard let fields = fields(of: node, at: path, known: ConfigSchema.completion.keyNames) else { return }
    profile.callsCompletionOnce = value(Keys.callOnce, in: fields)
    profile.passesTestMode = value(Keys.passesTestMode, in: fields)
    profile.failsWithAd = value(Keys.failsWithAd, in: fields)
    profile.keepsFirstDelegate = value(Keys.keepsFirstDelegate, in: fields)
    if let member = fields[Keys.error.name] {
      profile.loadError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.error.name), default: profile.loadError)
    }
  }

  private mutating func decodePresentBehaviour(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile)
  {
    typealias Keys = ConfigSchema.ProfilePresent
    guard let fields = fields(of: node, at: path, known: ConfigSchema.profilePresent.keyNames) else { return }
    profile.checksReadiness = value(Keys.checksReadiness, in: fields)
    profile.eventsBeforeShow = value(Keys.eventsBeforeShow, in: fields) { $0.eventList($1, at: $2, format: .rewarded) }
    if let member = fields[Keys.error.name] {
      profile.presentError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.error.name), default: profile.presentError)
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
    typealias Keys = ConfigSchema.ProfileNative
    guard let fields = fields(of: node, at: path, known: ConfigSchema.profileNative.keyNames) else { return }
    profile.handlesUserImpressions = value(Keys.handlesUserImpressions, in: fields)
    profile.handlesUserClicks = value(Keys.handlesUserClicks, in: fields)
  }

  /// A policy, or `{"policy", "error"}` (`error` only with `"refused"`).
  private mutating func decodeConcurrentLoads(_ node: JSONNode, at path: JSONPath, into profile: inout AdapterProfile) {
    typealias Keys = ConfigSchema.ConcurrentLoads
    if case .string = node.value {
      profile.concurrentLoads = read(node, at: path, as: Keys.policy.kind) ?? Keys.policy.defaultValue
      return
    }
    guard let fields = fields(of: node, at: path, known: ConfigSchema.concurrentLoads.keyNames) else { return }
    profile.concurrentLoads = value(Keys.policy, in: fields)
    if let member = fields[Keys.error.name] {
      if profile.concurrentLoads != .refused {
        report(
          .keyOnlyForOutcome(Keys.error.name, [AdapterProfile.ConcurrentLoads.refused.rawValue]),
          at: member.keyOffset, path: fields.path(Keys.error.name))
      }
      profile.concurrentLoadError = decodeErrorTemplate(
        member.value, at: fields.path(Keys.error.name), default: profile.concurrentLoadError)
    }
  }

  /// `{"domain", "code", "message"}`, each defaulting to `defaultValue`'s.
  mutating func decodeErrorTemplate(
    _ node: JSONNode, at path: JSONPath, default defaultValue: AdapterProfile.ErrorTemplate
  ) -> AdapterProfile.ErrorTemplate {
    typealias Keys = ConfigSchema.AdapterError
    guard let fields = fields(of: node, at: path, known: ConfigSchema.errorObject.keyNames) else { return defaultValue }
    var template = defaultValue
    template.domain = value(Keys.domain, in: fields, default: defaultValue.domain)
    template.code = Int(value(Keys.code, in: fields, default: Int64(defaultValue.code)))
    template.message = value(Keys.message, in: fields, default: defaultValue.message)
    return template
  }
}
