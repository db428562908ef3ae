/// The app released its ad and, at the run's end, the adapter was never freed.
struct AdRetainedAfterRelease: SingleBreachRule {
  static let protects =
    "the SDK lets go of the adapter when the app lets go of its ad: an adapter and the SDK's event delegate that hold each other strongly are never freed, and neither is the network's ad (its measurement session never finishes)"
  static let source =
    "prebid-mobile-ios#497 (a strong delegate: a reference cycle, OM sessionFinished never fired); googleads-mobile-android-mediation#431 (the SDK holds the adapter as long as the app holds the ad)"
  static let examines = EventKinds(.adapterRetained)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "the SDK lets go of the adapter when the app lets go of its ad: an adapter kept reachable together with the SDK's callback (a cycle through a listener a singleton holds) is never collected, and neither is the network's ad"
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterRetained(let retained) = event else { return nil }
    return RuleBreach(
      lineItem: retained.lineItem,
      detail: "released by the app at \(retained.releasedAt) ms and still alive at the end of the run")
  }
}
