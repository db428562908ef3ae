/// A full-screen ad reports an event after it was dismissed.
struct EventAfterDismiss: SingleBreachRule {
  static let protects =
    "didDismissFullScreenView is a full-screen ad's last event: a click or reward after it reaches an app that moved on"
  static let source =
    "seed 004 (dismissal forwards willDismiss, didEndVideo, didDismiss last); googleads-mobile-ios-mediation issue #267 (Vungle's adapter dropped its delegate at the close, before the reward)"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "onAdClosed is a full-screen ad's last event: a click or reward after it reaches an app that moved on"
  static let contractRule: String? = "R7"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.isFullScreen, run.phase == .dismissed,
      case .adapterReported(let report) = event,
      // An event lost with the released delegate reaches no app at all: that is eventLostAfterRelease's breach
      // (one breach, one rule).
      report.ignored != .delegateReleased
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem,
      detail: "\(run.names.name(of: report.name)) after \(run.names.name(of: .didDismissFullScreenView))")
  }
}
