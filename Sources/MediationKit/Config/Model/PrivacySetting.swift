/// One of the privacy settings a profile names (`adapters.<class>.privacy`):
/// the request configuration's, and those read from the storage.
package enum PrivacySetting: String, CaseIterable, Hashable, Sendable {
  case childDirected
  case underAgeOfConsent
  case maxAdContentRating
  case ageRestrictedTreatment
  case gdprApplies
  case tcString
  case additionalConsent
  case usPrivacy
  case gppString
  case gppSid

  /// What a setting holds: a flag, or a string.
  package enum Kind: Hashable, Sendable {
    case flag
    case string
  }

  /// The setting's kind: a flag passes true/false in its `as` form, a string passes itself.
  package var kind: Kind {
    switch self {
    case .childDirected, .underAgeOfConsent, .ageRestrictedTreatment, .gdprApplies, .additionalConsent: .flag
    case .maxAdContentRating, .tcString, .usPrivacy, .gppString, .gppSid: .string
    }
  }

  /// The storage key the setting reads (`request.privacy.storage`); nil for the request configuration's.
  package var storageKey: PrivacyStorage.Key? {
    switch self {
    case .childDirected, .underAgeOfConsent, .maxAdContentRating, .ageRestrictedTreatment: nil
    case .gdprApplies: .gdprApplies
    case .tcString: .tcString
    case .additionalConsent: .additionalConsent
    case .usPrivacy: .usPrivacy
    case .gppString: .gppString
    case .gppSid: .gppSid
    }
  }

  /// Whether `passes.unset` may be `restrictive` or `allowed`: the flags
  /// whose unset value has a safe and an allowing side.
  package var takesUnsetValue: Bool {
    switch self {
    case .childDirected, .underAgeOfConsent, .ageRestrictedTreatment, .gdprApplies: true
    case .additionalConsent, .maxAdContentRating, .tcString, .usPrivacy, .gppString, .gppSid: false
    }
  }
}

/// The value of one privacy setting in a request, in the setting's sense
/// (true: a child, under age, restricted, GDPR applies; for
/// `additionalConsent`, true: consent).
package enum PrivacyValue: Hashable, Sendable {
  case flag(Bool?)
  case string(String?)

  /// Whether the setting is unset (a flag nil, a string absent).
  var isUnset: Bool {
    switch self {
    case .flag(let flag): flag == nil
    case .string(let text): text == nil
    }
  }

  /// Whether the value trips a `fail`: a flag that is true, a string that is set and not empty.
  var restricts: Bool {
    switch self {
    case .flag(let flag): flag == true
    case .string(let text): !(text ?? "").isEmpty
    }
  }
}

extension RequestPrivacy {
  /// The value of `setting` in this request; `vendorId` is `additionalConsent`'s.
  package func value(of setting: PrivacySetting, vendorId: Int?) -> PrivacyValue {
    switch setting {
    case .childDirected: .flag(childDirected)
    case .underAgeOfConsent: .flag(underAgeOfConsent)
    case .ageRestrictedTreatment: .flag(ageRestrictedTreatment?.flag)
    case .maxAdContentRating: .string(maxAdContentRating?.rawValue)
    case .gdprApplies: .flag(storage.gdprApplies)
    case .additionalConsent: .flag(vendorId.flatMap { storage.additionalConsent(vendorId: $0) })
    case .tcString: .string(storage.string(.tcString))
    case .usPrivacy: .string(storage.string(.usPrivacy))
    case .gppString: .string(storage.string(.gppString))
    case .gppSid: .string(storage.string(.gppSid))
    }
  }
}
