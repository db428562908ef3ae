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
  /// `additionalConsent`: the vendor whose consent the adapter reads in the AC string.
  package var vendorId: Int?
  /// How the network receives the signal; nil: it takes no such signal.
  package var network: PrivacyIntake?

  package init(setting: PrivacySetting, className: String) {
    self.setting = setting
    let (condition, stored) =
      switch setting.kind {
      case .flag: ("is true", "makes \(setting.rawValue) true")
      case .string: ("is set", "sets \(setting.rawValue)")
      }
    error = AdapterProfile.ErrorTemplate(
      domain: className, code: 104,
      message: setting.storageKey.map { "The stored \($0.rawValue) \(stored)" }
        .map { $0 + ": the adapter does not serve this request." }
        ?? "The request configuration's \(setting.rawValue) \(condition): the adapter does not serve this request.")
  }

  /// The setting's value in `privacy`.
  func value(in privacy: RequestPrivacy) -> PrivacyValue {
    privacy.value(of: setting, vendorId: vendorId)
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
  /// What a flag passes when the app left it (every setting combined into the key) unset.
  package var unset = ConfigSchema.Passes.unset.defaultValue

  package init(key: String) {
    self.key = key
  }

  /// What the adapter hands its network for an unset flag (`passes.unset`).
  package enum Unset: String, CaseIterable, Hashable, Sendable {
    /// Nothing: the setter is not called (on Android, the platform's unset value).
    case null
    /// The child / no-consent value (the safe side).
    case restrictive
    /// The adult / consent value.
    case allowed
  }
}

/// How a network SDK receives a privacy signal, from its documentation
/// (`adapters.<class>.privacy.<setting>.network`).
package struct PrivacyIntake: Hashable, Sendable {
  /// Where the network takes the signal from.
  package enum Source: String, CaseIterable, Hashable, Sendable {
    /// Only through its own setter: the adapter must forward it.
    case api
    /// It reads the IAB keys of the storage itself.
    case storage
  }

  package var takes: Source
  /// The latest the network needs it: set-up for a network that reads it before it initializes.
  package var at = ConfigSchema.PrivacyNetwork.at.defaultValue

  package init(takes: Source) {
    self.takes = takes
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
