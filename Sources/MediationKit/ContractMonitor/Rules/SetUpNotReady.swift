/// An adapter whose set-up failed or never completed.
struct SetUpNotReady: SingleBreachRule {
  static let protects =
    "an adapter calls its set-up completion handler once it can serve requests, or with the error that stops it; a not-ready adapter is less likely to fill"
  static let source =
    "GADMediationAdapter reference (setUpWithConfiguration:completionHandler:); GADAdapterInitializationState; googleads-mobile-ios-mediation issue #187"
  static let examines = EventKinds(.adapterSetUp)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "an adapter calls onInitializationSucceeded once it can serve requests, or onInitializationFailed with the message that stops it; a not-ready adapter is less likely to fill"
  static let contractRule: String? = "R20"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterSetUp(let setUp) = event, let error = setUp.error else { return nil }
    return RuleBreach(
      lineItem: run.firstLineItem(ofClass: setUp.className),
      detail:
        "\(setUp.className) is not ready after \(setUp.latencyMs) ms of set-up: \(error.domain) \(error.code) \(JSONStringLiteral.quoted(error.localizedDescription))"
    )
  }
}
