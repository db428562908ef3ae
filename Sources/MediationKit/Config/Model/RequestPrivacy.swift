/// The privacy settings of the app's request (`request.privacy`): what
/// `GADMobileAds.sharedInstance.requestConfiguration` says, which adapters
/// read when they set up and when they load, and what the app's consent
/// management platform stored for adapters and networks to read
/// (`storage`). Each setting is nil until the app sets it.
package struct RequestPrivacy: Hashable, Sendable {
  /// `tagForChildDirectedTreatment` (COPPA).
  package var childDirected: Bool?
  /// `tagForUnderAgeOfConsent` (GDPR: users under the age of consent).
  package var underAgeOfConsent: Bool?
  /// `maxAdContentRating`.
  package var maxAdContentRating: MaxAdContentRating?
  /// `GADRequestConfiguration.ageRestrictedTreatment`, which newer adapters read beside the two flags above.
  package var ageRestrictedTreatment: AgeRestrictedTreatment?
  /// What the app's CMP stored in `NSUserDefaults` (Android: the default `SharedPreferences`).
  package var storage: PrivacyStorage

  package init(
    childDirected: Bool? = nil, underAgeOfConsent: Bool? = nil, maxAdContentRating: MaxAdContentRating? = nil,
    ageRestrictedTreatment: AgeRestrictedTreatment? = nil, storage: PrivacyStorage = PrivacyStorage()
  ) {
    self.childDirected = childDirected
    self.underAgeOfConsent = underAgeOfConsent
    self.maxAdContentRating = maxAdContentRating
    self.ageRestrictedTreatment = ageRestrictedTreatment
    self.storage = storage
  }
}

/// `GADRequestConfiguration.ageRestrictedTreatment` as the app set it.
/// Adapters compare it with Child only (maio, Moloco, InMobi), so Teen
/// counts as unset wherever flags are read or combined.
package enum AgeRestrictedTreatment: Hashable, Sendable {
  /// `GADAgeRestrictedTreatmentChild` (`"child"`, or `true`).
  case child
  /// `GADAgeRestrictedTreatmentTeen` (`"teen"`).
  case teen
  /// An explicit "not a child" (`false`).
  case notChild

  /// The names the config takes beside the booleans.
  package static let names = ["child", "teen"]

  /// The flag an adapter reads: true for a child, false for not a child, nil for Teen (compared with Child only).
  var flag: Bool? {
    switch self {
    case .child: true
    case .notChild: false
    case .teen: nil
    }
  }
}

/// The most mature content the app accepts (`GADMaxAdContentRating`).
package enum MaxAdContentRating: String, CaseIterable, Hashable, Sendable {
  case general = "G"
  case parentalGuidance = "PG"
  case teen = "T"
  case matureAudience = "MA"
}
