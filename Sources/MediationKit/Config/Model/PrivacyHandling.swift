/// What a profile's adapter does with one privacy setting of the request
/// (`adapters.<class>.privacy.<setting>`): whether set-up or a load fails
/// when the setting asks for restraint, and how the adapter hands the
/// setting to its network.
package struct PrivacyHandling: Hashable, Sendable {
  /// What the adapter does when the setting is true (for `maxAdContentRating`: set).
  package enum Action: String, CaseIterable, Hashable, Sendable {
    case proceed
    case fail
  }

  package var setting: PrivacySetting
  package var setUp = ConfigSchema.PrivacyBehaviour.setUp.defaultValue
  package var load = ConfigSchema.PrivacyBehaviour.load.defaultValue
  /// The failure, at set-up or at load.
  package var error: AdapterProfile.ErrorTemplate
  /// How the adapter hands the setting to its network; nil: it does not.
  package var passes: PrivacyPass?

  package init(setting: PrivacySetting, className: String) {
    self.setting = setting
    let condition = setting == .maxAdContentRating ? "is set" : "is true"
    error = AdapterProfile.ErrorTemplate(
      domain: className, code: 104,
      message: "The request configuration's \(setting.rawValue) \(condition): the adapter does not serve this request.")
  }

  /// What the adapter does at `phase`.
  func action(at phase: AdapterPhase) -> Action {
    phase == .setUp ? setUp : load
  }
}

/// How an adapter hands a privacy setting to its network: under which key,
/// where (set-up, load), and in which form.
package struct PrivacyPass: Hashable, Sendable {
  /// The form of a flag the network reads.
  package enum Form: String, CaseIterable, Hashable, Sendable {
    /// `true` / `false`.
    case boolean
    /// `"YES"` / `"NO"`, as IronSource's metadata takes it.
    case yesNo
    /// `1` / `0`.
    case number
  }

  package var key: String
  package var at = ConfigSchema.Passes.at.defaultValue
  /// Flags only: `maxAdContentRating` passes its string.
  package var form = ConfigSchema.Passes.form.defaultValue

  package init(key: String) {
    self.key = key
  }
}

/// A value an adapter handed its network beside the request, as the `load`
/// and `setUp` records' `request` show it: a privacy flag, a rating, or a
/// server setting set-up was given.
package struct PassedSetting: Hashable, Sendable {
  /// A value of any of the forms a network reads.
  package enum Value: Hashable, Sendable {
    case null
    case boolean(Bool)
    case string(String)
    case integer(Int)
  }

  package var key: String
  package var value: Value

  package init(key: String, value: Value) {
    self.key = key
    self.value = value
  }
}
