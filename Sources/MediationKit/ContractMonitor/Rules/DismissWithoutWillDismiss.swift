/// `didDismissFullScreenView` without `willDismissFullScreenView` before it.
struct DismissWithoutWillDismiss: SingleBreachRule {
  static let protects =
    "dismissal is willDismissFullScreenView then didDismissFullScreenView: the app's adWillDismissFullScreenContent: pauses what the ad's end resumes"
  static let source =
    "seed 004 and seed 001 (dismissal forwards willDismiss, then didDismiss); Liftoff Monetize full-lifecycle test; Moloco's adapter forwards didDismiss alone"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios]
  static let android: String? = nil
  static let contractRule: String? = "R7"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterReported(let report) = event, report.name == .didDismissFullScreenView, !run.willDismissSeen
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem, detail: "didDismissFullScreenView without willDismissFullScreenView before it")
  }
}
