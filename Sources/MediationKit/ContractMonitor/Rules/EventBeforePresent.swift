/// A full-screen ad reports an event before it went on screen.
struct EventBeforePresent: SingleBreachRule {
  static let protects =
    "a rewarded ad's events come after willPresentFullScreenView: nothing is clicked, rewarded or dismissed before the user saw the ad"
  static let source =
    "seed 004 and seed 001 (the present callbacks forward willPresentFullScreenView first); GADMediationAdEventDelegate reference"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a rewarded ad's events come after onAdOpened, reportAdImpression excepted: nothing is clicked, rewarded or closed before the user saw the ad"
  static let contractRule: String? = "R7"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.isFullScreen, run.phase == .loaded, case .adapterReported(let report) = event,
      report.name != .willPresentFullScreenView, !report.name.isPresentFailure
    else { return nil }
    // On Android the impression may come first: Google's sample custom event reports it before `onAdOpened`
    // on an interstitial's show, and the Android SDK documents no order between the two (android.md).
    if run.names.platform == .android, report.name == .reportImpression { return nil }
    return RuleBreach(
      lineItem: report.lineItem,
      detail: "\(run.names.name(of: report.name)) before \(run.names.name(of: .willPresentFullScreenView))")
  }
}
