/// A full-screen ad reports an event after its present failed, or a banner after its show failed.
struct EventAfterPresentFailure: SingleBreachRule {
  static let protects =
    "an ad that failed to present (a banner: whose network could not show it) reports nothing more: it was never on screen"
  static let source =
    "Chartboost adapter tests (\"must not trigger any presentation callbacks\"); Mintegral testShowFailure"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an ad that failed to show (onAdFailedToShow) reports nothing more: it was never on screen"
  static let contractRule: String? = "R8"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.isFullScreen || run.format.traits.isView, run.phase == .presentFailed,
      case .adapterReported(let report) = event
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem,
      detail: "\(run.names.name(of: report.name)) after \(run.names.name(of: .didFailToPresentWithError))")
  }
}
