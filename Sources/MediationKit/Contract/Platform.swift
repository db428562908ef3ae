/// A mediation contract mediate plays: the platform whose SDK, adapters and
/// names a config is written against. The core knows platforms only by this
/// value; each lives behind the adapter port in a target of its own (iOS:
/// `MediationIOS`, Android: `MediationAndroid`). Contract rules say which
/// platforms they apply to.
package enum Platform: String, CaseIterable, Sendable {
  /// Google Mobile Ads for iOS: `GADMediationAdapter` and its delegates.
  case ios
  /// Google Mobile Ads for Android: `com.google.android.gms.ads.mediation.Adapter`
  /// and its callbacks. A config names it with `platform`; read with registries
  /// that lack it, such a config is an error at `.platform` (`platformNotBuilt`).
  case android

  /// The platform's name in prose ("an iOS event").
  package var displayName: String {
    switch self {
    case .ios: "iOS"
    case .android: "Android"
    }
  }
}
