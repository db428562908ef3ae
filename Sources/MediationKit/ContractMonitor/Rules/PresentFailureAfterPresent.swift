/// A full-screen ad reports a present failure after it went on screen.
struct PresentFailureAfterPresent: SingleBreachRule {
  static let protects =
    "a present either fails (didFailToPresentWithError and nothing else) or succeeds; an ad on screen cannot fail to present"
  static let source = "Chartboost and Mintegral adapter tests (a failed present triggers no presentation callback)"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a show either fails (onAdFailedToShow and nothing else) or succeeds; an ad on screen (onAdOpened) cannot fail to show"
  static let contractRule: String? = "R8"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.isFullScreen, run.phase == .onScreen,
      case .adapterReported(let report) = event, report.name.isPresentFailure
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem,
      detail: "\(run.names.name(of: report.name)) after \(run.names.name(of: .willPresentFullScreenView))")
  }
}
