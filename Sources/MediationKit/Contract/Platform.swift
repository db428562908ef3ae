/// A mediation contract mediate plays: the platform whose SDK, adapters and
/// names a config is written against. The core knows platforms only by this
/// value; each lives behind the adapter port in a target of its own (iOS:
/// `MediationIOS`). Contract rules say which platforms they apply to.
package enum Platform: String, CaseIterable, Sendable {
  /// Google Mobile Ads for iOS: `GADMediationAdapter` and its delegates.
  case ios
}
