/// The privacy settings of the app's request (`request.privacy`): what
/// `GADMobileAds.sharedInstance.requestConfiguration` says, which adapters
/// read when they set up and when they load. Each is nil until the app sets it.
package struct RequestPrivacy: Hashable, Sendable {
  /// `tagForChildDirectedTreatment` (COPPA).
  package var childDirected: Bool?
  /// `tagForUnderAgeOfConsent` (GDPR: users under the age of consent).
  package var underAgeOfConsent: Bool?
  /// `maxAdContentRating`.
  package var maxAdContentRating: MaxAdContentRating?
  /// The SDK's age-restricted treatment tag, which newer adapters read beside the two flags above.
  package var ageRestrictedTreatment: Bool?

  package init(
    childDirected: Bool? = nil, underAgeOfConsent: Bool? = nil, maxAdContentRating: MaxAdContentRating? = nil,
    ageRestrictedTreatment: Bool? = nil
  ) {
    self.childDirected = childDirected
    self.underAgeOfConsent = underAgeOfConsent
    self.maxAdContentRating = maxAdContentRating
    self.ageRestrictedTreatment = ageRestrictedTreatment
  }

  /// The flag `setting` names; nil for `maxAdContentRating`, which is not a flag, and for a flag not set.
  func flag(_ setting: PrivacySetting) -> Bool? {
    switch setting {
    case .childDirected: childDirected
    case .underAgeOfConsent: underAgeOfConsent
    case .ageRestrictedTreatment: ageRestrictedTreatment
    case .maxAdContentRating: nil
    }
  }

  /// Whether `setting` asks for restraint: a flag that is true, or a rating that is set.
  func restricts(_ setting: PrivacySetting) -> Bool {
    setting == .maxAdContentRating ? maxAdContentRating != nil : flag(setting) == true
  }
}

/// The most mature content the app accepts (`GADMaxAdContentRating`).
package enum MaxAdContentRating: String, CaseIterable, Hashable, Sendable {
  case general = "G"
  case parentalGuidance = "PG"
  case teen = "T"
  case matureAudience = "MA"
}

/// One of the privacy settings of `request.privacy`, as a profile names it.
package enum PrivacySetting: String, CaseIterable, Hashable, Sendable {
  case childDirected
  case underAgeOfConsent
  case maxAdContentRating
  case ageRestrictedTreatment
}
