/// A mediation contract mediate plays: the platform whose SDK, adapters and
/// names a config is written against. The core knows platforms only by this
/// value; each lives behind the adapter port in a target of its own (iOS:
/// `MediationIOS`). Contract rules say which platforms they apply to.
package enum Platform: String, CaseIterable, Sendable {
  /// Google Mobile Ads for iOS: `GADMediationAdapter` and its delegates.
  case ios
  /// Google Mobile Ads for Android: `com.google.android.gms.ads.mediation.Adapter`
  /// and its callbacks. A config may name it (`platform`); until a build links
  /// an Android target, reading such a config is an error at `.platform`.
  case android

  /// The platform's name in prose ("an iOS event").
  package var displayName: String {
    switch self {
    case .ios: "iOS"
    case .android: "Android"
    }
  }
}
