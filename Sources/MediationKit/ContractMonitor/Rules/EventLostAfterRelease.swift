/// An adapter forwards an event after its weakly held event delegate went with the app's release of its ad.
struct EventLostAfterRelease: SingleBreachRule {
  static let protects =
    "the SDK keeps the adapter and its event delegate as long as the app keeps the ad: an adapter that holds the delegate weakly loses it with the app's release, and every event it forwards after reaches nobody"
  static let source =
    "googleads-mobile-android-mediation #344, #431 (\"the Google Mobile Ads SDK maintains a strong reference to the adapter as long as the app maintains a strong reference to the ad object\"); googleads-mobile-ios-mediation PR #305 (Unity's __weak delegate); swift-package-manager-google-mobile-ads #12"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "the SDK keeps the adapter and its callback as long as the app keeps the ad: an adapter whose link to the callback is a WeakReference loses it to the garbage collector after the app's release, and every event it forwards after reaches nobody"
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterReported(let report) = event, report.ignored == .delegateReleased else { return nil }
    return RuleBreach(
      lineItem: report.lineItem,
      detail: "\(run.names.name(of: report.name)) after the app released its ad: the weakly held delegate was gone")
  }
}
