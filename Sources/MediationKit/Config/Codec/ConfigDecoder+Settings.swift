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
      ageRestrictedTreatment: optionalValue(Keys.ageRestrictedTreatment, in: fields))
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
    var ratingPass: (key: String, member: JSONMember, path: JSONPath)?
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
      if let passes = inner[Keys.passes.name] {
        let passesPath = inner.path(Keys.passes.name)
        handling.passes = decodePrivacyPass(passes.value, at: passesPath, rating: setting == .maxAdContentRating)
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
        if setting == .maxAdContentRating, let key = handling.passes?.key { ratingPass = (key, passes, passesPath) }
      }
      // A setting the adapter neither refuses nor passes is one it ignores, as if the profile left it out.
      if handling.setUp == .fail || handling.load == .fail || handling.passes != nil { handlings.append(handling) }
    }
    // A rating passes a string: it cannot be combined with flags under one key.
    if let ratingPass,
      let flag = handlings.first(where: { $0.setting != .maxAdContentRating && $0.passes?.key == ratingPass.key })
    {
      report(
        .ratingPassesItsString(sharedWith: flag.setting.rawValue), at: ratingPass.member.value.offset,
        path: ratingPass.path)
    }
    return handlings
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

  /// `passes`: a key (shorthand for `{"key": …}`), or `{key, at, as}`; a rating takes no `as`.
  private mutating func decodePrivacyPass(_ node: JSONNode, at path: JSONPath, rating: Bool) -> PrivacyPass? {
    typealias Keys = ConfigSchema.Passes
    switch node.value {
    case .string:
      return read(node, at: path, as: Keys.key.kind).map(PrivacyPass.init(key:))
    case .object:
      guard let fields = fields(of: node, at: path, known: ConfigSchema.passes.keyNames) else { return nil }
      let key = required(Keys.key, in: fields)
      let at = value(Keys.at, in: fields) { $0.decodePhases($1, at: $2) }
      let form = value(Keys.form, in: fields)
      if rating, let given = fields[Keys.form.name] {
        report(.ratingPassesItsString(sharedWith: nil), at: given.keyOffset, path: fields.path(Keys.form.name))
      }
      guard let key else { return nil }
      var pass = PrivacyPass(key: key)
      pass.at = at
      pass.form = form
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
