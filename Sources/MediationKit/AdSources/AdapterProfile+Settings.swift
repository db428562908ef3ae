/// What a profile's adapter makes of its server settings and of the
/// request's privacy settings: the placement it loads, the failures it
/// reports before calling its network, and what it hands its network
/// (docs/config.md, "Server settings" and "Privacy").
extension AdapterProfile {
  /// The setting that is the network's placement, when one is.
  var placementSetting: SettingDeclaration? { settings.first(where: \.isPlacement) }

  /// What the network is asked to load, from one line item's settings: in a
  /// test request the placement setting's `testValue`, else its value or its
  /// default, or without one `parameter`.
  package func placement(in settings: [String: String], testRequest: Bool) -> String? {
    guard let declared = placementSetting else { return settings[ServerParameter.key] }
    if testRequest, let testValue = declared.testValue { return testValue }
    return settings[declared.key] ?? declared.defaultValue
  }

  /// Why the adapter fails at `phase` before it calls its network, if it
  /// does: a privacy setting it refuses (in the order the profile lists
  /// them), then a required setting that is missing or empty (likewise).
  /// Set-up fails when none of `credentials` has the setting; a load gets
  /// the credentials of its own line item, and a test load (`testRequest`)
  /// passes the check of a placement setting with a `testValue`, which it
  /// loads instead. Set-up has no request: its check stays.
  package func failure(
    at phase: AdapterPhase, credentials: [[String: String]], privacy: RequestPrivacy, testRequest: Bool = false
  ) -> AdError? {
    for handling in self.privacy where handling.action(at: phase) == .fail && handling.value(in: privacy).restricts {
      return handling.error.error()
    }
    for setting in settings where setting.required && setting.at.contains(phase) {
      if phase == .load, testRequest, setting.testValue != nil { continue }
      let present = credentials.contains { !($0[setting.key] ?? "").isEmpty }
      if !present { return setting.error.error() }
    }
    return nil
  }

  /// What set-up hands its network: each setting it reads at set-up (the
  /// first value among the credentials of its class that is not empty, else
  /// its default, else null), then the privacy settings it passes at set-up.
  func setUpRequest(
    credentials: [[String: String]], privacy: RequestPrivacy, unset: PrivacyConventions
  ) -> [PassedSetting] {
    var passed: [PassedSetting] = []
    for setting in settings where setting.at.contains(.setUp) {
      let given = credentials.lazy.compactMap { $0[setting.key] }.first { !$0.isEmpty }
      passed.append(
        PassedSetting(key: setting.key, value: (given ?? setting.defaultValue).map { .string($0) } ?? .null))
    }
    return passed + passedPrivacy(at: .setUp, privacy, unset: unset)
  }

  /// The privacy settings the adapter hands its network at `phase`, one per
  /// key in the order the profile first names it. Several settings under one
  /// key are combined as adapters combine COPPA and under-age flags: true
  /// when any is true, false when none is and one is false, null when all
  /// are null; the key is passed wherever any of them says, in the form of
  /// the first. A string setting passes its string.
  /// Settings the app left unset pass what the first's `passes.unset` says,
  /// by default what the platform gives for them (`unset`).
  package func passedPrivacy(
    at phase: AdapterPhase, _ privacy: RequestPrivacy, unset: PrivacyConventions
  ) -> [PassedSetting] {
    var passed: [PassedSetting] = []
    for (key, sharing) in privacyKeys {
      guard let firstSetting = sharing.first?.setting, let first = sharing.first?.passes,
        sharing.contains(where: { $0.passes?.at.contains(phase) ?? false })
      else { continue }
      let values = sharing.map { $0.value(in: privacy) }
      passed.append(PassedSetting(key: key, value: Self.combined(values, of: firstSetting, pass: first, unset: unset)))
    }
    return passed
  }

  /// The keys the adapter passes privacy settings under, in the order the
  /// profile first names them, each with the settings it combines (in
  /// profile order: the first decides the form and `unset`).
  var privacyKeys: [(key: String, sharing: [PrivacyHandling])] {
    var keys: [String] = []
    for handling in privacy {
      if let key = handling.passes?.key, !keys.contains(key) { keys.append(key) }
    }
    return keys.map { key in (key, privacy.filter { $0.passes?.key == key }) }
  }

  /// What one key passes for the values of the settings combined into it.
  /// A string setting (which shares its key with no other) passes its
  /// string, or when unset the platform's unset rating (`maxAdContentRating`)
  /// or null. Flags combine; when all are unset the first's `passes.unset`
  /// decides: null passes the platform's unset value.
  private static func combined(
    _ values: [PrivacyValue], of setting: PrivacySetting, pass: PrivacyPass, unset: PrivacyConventions
  )
    -> PassedSetting.Value
  {
    var flags: [Bool?] = []
    for value in values {
      switch value {
      case .string(let text?): return .string(text)
      case .string(nil):
        return setting == .maxAdContentRating ? (unset.unsetRating.map { .string($0) } ?? .null) : .null
      case .flag(let flag): flags.append(flag)
      }
    }
    if flags.contains(true) { return Self.value(true, as: pass.form) }
    if flags.contains(false) { return Self.value(false, as: pass.form) }
    switch pass.unset {
    case .restrictive: return Self.value(true, as: pass.form)
    case .allowed: return Self.value(false, as: pass.form)
    case .null:
      switch pass.form {
      case .number: return unset.unsetNumber.map { .integer(Int($0)) } ?? .null
      case .boolean, .yesNo: return .null
      }
    }
  }

  private static func value(_ flag: Bool, as form: PrivacyPass.Form) -> PassedSetting.Value {
    switch form {
    case .boolean: .boolean(flag)
    case .yesNo: .string(flag ? "YES" : "NO")
    case .number: .integer(flag ? 1 : 0)
    }
  }
}
