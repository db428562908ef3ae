/// A full-screen ad reports going on screen while it already is.
struct PresentedTwice: SingleBreachRule {
  static let protects = "an ad is presented once: a second willPresentFullScreenView means the ad was shown twice"
  static let source = "GADPresentationErrorCode AdAlreadyUsed (18); DTExchange adapter tests (already presented)"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an ad is shown once: a second onAdOpened means the ad was shown twice"
  static let contractRule: String? = "R9"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.isFullScreen, run.phase == .onScreen,
      case .adapterReported(let report) = event, report.name == .willPresentFullScreenView
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem, detail: "\(run.names.name(of: report.name)) while the ad is already on screen")
  }
}
