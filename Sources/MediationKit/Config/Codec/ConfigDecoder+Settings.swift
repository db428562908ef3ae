extension ConfigDecoder {
  /// A mediated line item's server settings: `settings`, or `parameter` as
  /// its shorthand (both together are an error). A key its class's adapter
  /// does not read is a warning: the SDK passes it, the adapter ignores it.
  mutating func decodeServerSettings(in fields: ObjectFields, registration: AdapterRegistration?) -> [String: String] {
    typealias Keys = ConfigSchema.LineItem
    guard let member = fields[Keys.settings.name] else {
      if let parameter = fields[Keys.parameter.name], parameter.value.kind == .string {
        warnUndeclared(
          ServerParameter.key, at: parameter.keyOffset, path: fields.path(Keys.parameter.name), registration)
      }
      return [:]
    }
    let path = fields.path(Keys.settings.name)
    if fields[Keys.parameter.name] != nil {
      report(.conflictingKeys(Keys.parameter.name, Keys.settings.name), at: member.keyOffset, path: path)
    }
    guard case .object(let members) = member.value.value else {
      reportUnexpected(member.value, at: path, expected: .object)
      return [:]
    }
    var settings: [String: String] = [:]
    for setting in members {
      let settingPath = path.appending(key: setting.key)
      guard let text = string(setting.value, at: settingPath) else { continue }
      settings[setting.key] = text
      warnUndeclared(setting.key, at: setting.keyOffset, path: settingPath, registration)
    }
    return settings
  }

  /// Warns when the adapter of `registration` does not read the setting
  /// `key`: a profile reads what it declares (and `parameter` as its
  /// placement when it declares none); a profile that declares nothing
  /// reads `parameter` only, and is not checked; a linked class reads its
  /// registration's `settingKeys` (`parameter`, or Android's `SampleAdapter`'s
  /// `ad_unit`).
  private mutating func warnUndeclared(
    _ key: String, at offset: Int, path: JSONPath, _ registration: AdapterRegistration?
  ) {
    guard let registration else { return }
    if let profile = registration.profile, profile.settings.isEmpty { return }
    if readSettingSets[registration.className] == nil {
      var read = registration.settingKeys
      if let profile = registration.profile {
        read =
          profile.settings.map(\.key) + (profile.settings.contains(where: \.isPlacement) ? [] : [ServerParameter.key])
      }
      readSettings[registration.className] = read
      readSettingSets[registration.className] = Set(read)
    }
    guard readSettingSets[registration.className]?.contains(key) == false,
      let read = readSettings[registration.className]
    else { return }
    warn(
      .undeclaredSetting(registration.className, suggestion: DidYouMean.suggestion(for: key, among: read)), at: offset,
      path: path)
  }

  /// `request.privacy`: each setting null (not set) unless given.
  mutating func decodeRequestPrivacy(_ node: JSONNode, at path: JSONPath) -> RequestPrivacy? {
    typealias Keys = ConfigSchema.Privacy
    guard let fields = fields(of: node, at: path, known: ConfigSchema.privacy.keyNames) else { return nil }
    return RequestPrivacy(
      childDirected: optionalValue(Keys.childDirected, in: fields),
      underAgeOfConsent: optionalValue(Keys.underAgeOfConsent, in: fields),
      maxAdContentRating: optionalValue(Keys.maxAdContentRating, in: fields),
      ageRestrictedTreatment: optionalValue(Keys.ageRestrictedTreatment, in: fields),
      storage: value(Keys.storage, in: fields) { $0.decodePrivacyStorage($1, at: $2) })
  }

  /// `request.privacy.storage`: the IAB keys the app's CMP stored, each of its type.
  private mutating func decodePrivacyStorage(_ node: JSONNode, at path: JSONPath) -> PrivacyStorage? {
    typealias Keys = ConfigSchema.Storage
    guard let fields = fields(of: node, at: path, known: ConfigSchema.privacyStorage.keyNames) else { return nil }
    var storage = PrivacyStorage()
    if let applies = optionalValue(Keys.gdprApplies, in: fields) { storage[.gdprApplies] = .integer(Int(applies)) }
    let strings: [(PrivacyStorage.Key, TypedKey<Strings, String?>)] = [
      (.tcString, Keys.tcString), (.additionalConsent, Keys.additionalConsent), (.usPrivacy, Keys.usPrivacy),
      (.gppString, Keys.gppString), (.gppSid, Keys.gppSid),
    ]
    for (key, typedKey) in strings {
      if let text = optionalValue(typedKey, in: fields) { storage[key] = .string(text) }
    }
    return storage
  }

  /// A profile's `settings`: key → how its adapter reads it, in config
  /// order; at most one of them the placement.
  mutating func decodeSettingDeclarations(
    _ node: JSONNode, at path: JSONPath, className: String
  ) -> [SettingDeclaration]? {
    typealias Keys = ConfigSchema.Setting
    guard let members = objectMembers(of: node, at: path) else { return nil }
    var declarations: [SettingDeclaration] = []
    var placement: String?
    for member in members {
      guard
        let fields = fields(of: member.value, at: path.appending(key: member.key), known: ConfigSchema.setting.keyNames)
      else { continue }
      var declaration = SettingDeclaration(key: member.key, className: className)
      declaration.required = value(Keys.required, in: fields)
      declaration.at = value(Keys.at, in: fields) { $0.decodePhases($1, at: $2) }
      if let error = fields[Keys.error.name] {
        if !declaration.required {
          report(.keyOnlyForRequiredSetting(Keys.error.name), at: error.keyOffset, path: fields.path(Keys.error.name))
        }
        declaration.error = decodeErrorTemplate(
          error.value, at: fields.path(Keys.error.name), default: declaration.error)
      }
      declaration.defaultValue = optionalValue(Keys.defaultValue, in: fields)
      // A default makes a missing key present: a required key with one could only be empty.
      if declaration.required, let given = fields[Keys.defaultValue.name] {
        report(
          .conflictingKeys(Keys.required.name, Keys.defaultValue.name), at: given.keyOffset,
          path: fields.path(Keys.defaultValue.name))
      }
      declaration.isPlacement = value(Keys.placement, in: fields)
      if declaration.isPlacement, let flag = fields[Keys.placement.name] {
        if let first = placement {
          report(.secondPlacement(first: first), at: flag.value.offset, path: fields.path(Keys.placement.name))
          declaration.isPlacement = false
        } else {
          placement = member.key
        }
      }
      declaration.testValue = optionalValue(Keys.testValue, in: fields)
      if !declaration.isPlacement, let given = fields[Keys.testValue.name] {
        report(
          .keyOnlyForPlacementSetting(Keys.testValue.name), at: given.keyOffset, path: fields.path(Keys.testValue.name))
      }
      declarations.append(declaration)
    }
    return declarations
  }

  /// The keys of the request a network receives at load, whatever the
  /// format: a privacy setting passed under one of them would repeat it.
  static let requestKeys = [
    "testMode", "mute", "debugLogging", "shouldDownloadImages", "shouldRequestMultipleImages",
    "preferredImageOrientation", "extras", "placement",
  ]

  /// A profile's `privacy`: what its adapter does with each privacy setting,
  /// in config order. A key it passes must not be one the network's request
  /// or set-up has already (`settings`: those the profile reads at set-up).
  mutating func decodePrivacyHandling(
    _ node: JSONNode, at path: JSONPath, className: String, settings: [SettingDeclaration]
  ) -> [PrivacyHandling]? {
    typealias Keys = ConfigSchema.PrivacyBehaviour
    guard let fields = fields(of: node, at: path, known: ConfigSchema.profilePrivacy.keyNames) else { return nil }
    var handlings: [PrivacyHandling] = []
    var stringPasses: [(setting: PrivacySetting, key: String, member: JSONMember, path: JSONPath)] = []
    for member in fields.members {
      guard let setting = PrivacySetting(rawValue: member.key),
        let inner = self.fields(
          of: member.value, at: fields.path(member.key), known: ConfigSchema.privacySetting.keyNames)
      else { continue }
      var handling = PrivacyHandling(setting: setting, className: className)
      handling.setUp = value(Keys.setUp, in: inner)
      handling.load = value(Keys.load, in: inner)
      if let error = inner[Keys.error.name] {
        if handling.setUp != .fail, handling.load != .fail {
          report(
            .keyOnlyForOutcome(Keys.error.name, [PrivacyHandling.Action.fail.rawValue]), at: error.keyOffset,
            path: inner.path(Keys.error.name))
        }
        handling.error = decodeErrorTemplate(error.value, at: inner.path(Keys.error.name), default: handling.error)
      }
      if setting == .additionalConsent {
        handling.vendorId = required(Keys.vendorId.name, in: inner).flatMap {
          read($0.value, at: inner.path(Keys.vendorId.name), as: Keys.vendorId.kind).map { Int($0) }
        }
      } else if let given = inner[Keys.vendorId.name] {
        _ = read(given.value, at: inner.path(Keys.vendorId.name), as: Keys.vendorId.kind)
        report(
          .keyOnlyForPrivacySetting(Keys.vendorId.name, setting: PrivacySetting.additionalConsent.rawValue),
          at: given.keyOffset, path: inner.path(Keys.vendorId.name))
      }
      handling.network = optionalValue(Keys.network, in: inner) { $0.decodePrivacyIntake($1, at: $2) }
      if let passes = inner[Keys.passes.name] {
        let passesPath = inner.path(Keys.passes.name)
        handling.passes = decodePrivacyPass(passes.value, at: passesPath, setting: setting)
        if let pass = handling.passes {
          if pass.at.contains(.load), Self.requestKeys.contains(pass.key) {
            report(
              .passedKeyTaken(pass.key, by: "the network's request"), at: passes.value.offset, path: passesPath)
          } else if pass.at.contains(.setUp), settings.contains(where: { $0.key == pass.key && $0.at.contains(.setUp) })
          {
            report(
              .passedKeyTaken(pass.key, by: "the set-up request (a setting set-up reads)"), at: passes.value.offset,
              path: passesPath)
          }
        }
        // A string passes its string, and `additionalConsent`'s true means consent where every flag's means
        // restricted: neither can be combined with another setting under one key.
        if setting.kind == .string || setting == .additionalConsent, let key = handling.passes?.key {
          stringPasses.append((setting, key, passes, passesPath))
        }
      }
      // A setting the adapter neither refuses nor passes nor describes the network's intake of is one it
      // ignores, as if the profile left it out.
      if handling.setUp == .fail || handling.load == .fail || handling.passes != nil || handling.network != nil {
        handlings.append(handling)
      }
    }
    // Flags combined under one key: the first listed setting's `unset` decides; a later one's is ignored.
    for (index, handling) in handlings.enumerated() {
      guard let key = handling.passes?.key,
        let first = handlings[..<index].first(where: { $0.passes?.key == key }),
        let passes = fields[handling.setting.rawValue].flatMap({ self.member(Keys.passes.name, of: $0.value) }),
        let unset = member(ConfigSchema.Passes.unset.name, of: passes.value)
      else { continue }
      warn(
        .combinedUnsetIgnored(decidedBy: first.setting.rawValue, key: key), at: unset.keyOffset,
        path: fields.path(handling.setting.rawValue).appending(key: "passes").appending(
          key: ConfigSchema.Passes.unset.name))
    }
    // A string setting passes its string: it cannot be combined with another setting under one key.
    for string in stringPasses {
      if let other = handlings.first(where: { $0.setting != string.setting && $0.passes?.key == string.key }) {
        report(
          .stringSettingPassesItsString(string.setting.rawValue, sharedWith: other.setting.rawValue),
          at: string.member.value.offset, path: string.path)
      }
    }
    return handlings
  }

  /// A privacy setting's `network`: `{takes, at}`.
  private mutating func decodePrivacyIntake(_ node: JSONNode, at path: JSONPath) -> PrivacyIntake? {
    typealias Keys = ConfigSchema.PrivacyNetwork
    guard let fields = fields(of: node, at: path, known: ConfigSchema.privacyNetwork.keyNames) else { return nil }
    let takes = required(Keys.takes, in: fields)
    let at = value(Keys.at, in: fields)
    guard let takes else { return nil }
    if let given = fields[Keys.at.name] {
      switch takes {
      case .storage: warn(.privacyIntakeAtWithoutEffect, at: given.keyOffset, path: fields.path(Keys.at.name))
      case .api: break
      }
    }
    var intake = PrivacyIntake(takes: takes)
    intake.at = at
    return intake
  }

  /// `at`: one or more of `"setUp"` and `"load"`, each once.
  private mutating func decodePhases(_ node: JSONNode, at path: JSONPath) -> [AdapterPhase]? {
    guard let elements = array(node, at: path) else { return nil }
    guard !elements.isEmpty else {
      reportUnexpected(node, at: path, expected: .oneOf(AdapterPhase.allCases.map(\.rawValue)))
      return nil
    }
    var phases: [AdapterPhase] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index: index)
      guard let phase: AdapterPhase = choice(element, at: elementPath) else { continue }
      if phases.contains(phase) {
        report(.repeatedValue, at: element.offset, path: elementPath)
      } else {
        phases.append(phase)
      }
    }
    return phases.count == elements.count ? phases : nil
  }

  /// `passes`: a key (shorthand for `{"key": …}`), or `{key, at, as, unset}`;
  /// a string setting takes no `as`, and `unset` other than `"null"` only on the flags that take it.
  private mutating func decodePrivacyPass(_ node: JSONNode, at path: JSONPath, setting: PrivacySetting)
    -> PrivacyPass?
  {
    typealias Keys = ConfigSchema.Passes
    switch node.value {
    case .string:
      return read(node, at: path, as: Keys.key.kind).map(PrivacyPass.init(key:))
    case .object:
      guard let fields = fields(of: node, at: path, known: ConfigSchema.passes.keyNames) else { return nil }
      let key = required(Keys.key, in: fields)
      let at = value(Keys.at, in: fields) { $0.decodePhases($1, at: $2) }
      let form = value(Keys.form, in: fields)
      let unset = value(Keys.unset, in: fields)
      if setting.kind == .string, let given = fields[Keys.form.name] {
        report(
          .stringSettingPassesItsString(setting.rawValue, sharedWith: nil), at: given.keyOffset,
          path: fields.path(Keys.form.name))
      }
      if unset != .null, !setting.takesUnsetValue, let given = fields[Keys.unset.name] {
        report(.unsetValueOnlyForFlags(setting.rawValue), at: given.keyOffset, path: fields.path(Keys.unset.name))
      }
      guard let key else { return nil }
      var pass = PrivacyPass(key: key)
      pass.at = at
      pass.form = form
      pass.unset = unset
      return pass
    default:
      reportUnexpected(node, at: path, expected: .privacyPass)
      return nil
    }
  }
}

extension ConfigDecoder {
  /// `expect.requests`: label → the keys its `load` record's request must
  /// have, or null (its network was never called); one check per label.
  mutating func decodeRequestChecks(
    _ node: JSONNode, at path: JSONPath, byLabel: [String: Int], labels: [String], into checks: inout [RunCheck]
  ) {
    guard let members = objectMembers(of: node, at: path) else { return }
    for member in members {
      let memberPath = path.appending(key: member.key)
      guard
        let index = lineItem(
          member.key, member.value, at: memberPath, byLabel: byLabel, labels: labels, offset: member.keyOffset),
        let expected = requestPattern(member.value, at: memberPath)
      else { continue }
      checks.append(RunCheck(site: site(of: member.value, at: memberPath), kind: .request(lineItem: index, expected)))
    }
  }

  /// `expect.setUpRequests`: adapter class → the keys its `setUp` record's
  /// request must have, or null (set-up never called its network); one
  /// check per class. The class must be one a line item uses and the app links.
  mutating func decodeSetUpRequestChecks(
    _ node: JSONNode, at path: JSONPath, classNames: [String], into checks: inout [RunCheck]
  ) {
    guard let members = objectMembers(of: node, at: path) else { return }
    for member in members {
      let memberPath = path.appending(key: member.key)
      guard setUpClass(member, at: memberPath, classNames: classNames) else { continue }
      guard let expected = requestPattern(member.value, at: memberPath) else { continue }
      checks.append(
        RunCheck(site: site(of: member.value, at: memberPath), kind: .setUpRequest(className: member.key, expected)))
    }
  }

  /// An object of keys a request must have (any JSON values), or null.
  private mutating func requestPattern(_ node: JSONNode, at path: JSONPath) -> JSONValue? {
    switch node.value {
    case .null, .object: return JSONValue(node)
    default:
      reportUnexpected(node, at: path, expected: .objectOrNull)
      return nil
    }
  }

  private func site(of node: JSONNode, at path: JSONPath) -> CheckSite {
    CheckSite(path: path, location: locator.location(of: node.offset), expected: JSONValue(node))
  }
}

extension ConfigSchema.AgeRestrictedTreatmentKind: DecodableKind {
  func read(_ node: JSONNode, at path: JSONPath, by decoder: inout ConfigDecoder) -> AgeRestrictedTreatment? {
    switch node.value {
    case .bool(let flag):
      return flag ? .child : .notChild
    case .string("child"):
      return .child
    case .string("teen"):
      return .teen
    case .string(let text):
      decoder.reportUnexpected(
        node, at: path, expected: .ageRestrictedTreatment,
        suggestion: DidYouMean.suggestion(for: text, among: AgeRestrictedTreatment.names))
      return nil
    default:
      decoder.reportUnexpected(node, at: path, expected: .ageRestrictedTreatment)
      return nil
    }
  }
}

extension ConfigDecoder {
  /// The member `key` of an object node, if the node is an object that has it.
  fileprivate func member(_ key: String, of node: JSONNode) -> JSONMember? {
    guard case .object(let members) = node.value else { return nil }
    return members.first { $0.key == key }
  }
}
