/// An app open ad presented more than four hours after it loaded.
struct StaleAppOpenAdShown: SingleBreachRule {
  static let protects =
    "an app open ad is shown fresh: its reference times out four hours after the load completes, and an ad shown later may not earn revenue, so the app should load a new one; the SDK still shows it and counts the impression"
  static let source =
    "Google's app open guides, \"consider ad expiration\": ad references in the app open beta time out after four hours (developers.google.com/ad-manager/mobile-ads-sdk/flutter/app-open); counted from the load's completion, where the guides set loadTime; spec contract2.md section 6"
  static let examines = EventKinds(.sdkCalledAd)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an app open ad is shown fresh: its reference times out four hours after the load completes, and an ad shown later may not earn revenue, so the app should load a new one; the SDK still calls showAd and counts the impression"
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .sdkCalledAd(let call) = event, call.call == .present,
      let timeoutMs = run.format.traits.referenceTimeoutMs,
      let filledAt = run.filledAt
    else { return nil }
    let age = run.now - filledAt
    guard age > timeoutMs else { return nil }
    return RuleBreach(
      lineItem: call.lineItem,
      detail: "presented \(age) ms after it loaded, more than four hours: the ad may not earn revenue")
  }
}
