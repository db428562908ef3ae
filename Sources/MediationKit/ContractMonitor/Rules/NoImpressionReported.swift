/// A full-screen ad goes on screen and away without reporting an impression.
struct NoImpressionReported: ContractRule {
  static let name = "noImpressionReported"
  static let protects =
    "a full-screen ad reports its impression (reportImpression): without one, AdMob counts no impression and pays no revenue for an ad the user saw"
  static let source =
    "GADMediationAdEventDelegate reference (reportImpression); seed 001 forwards it on present, seed 004's custom event never does"
  static let examines: Set<SimulationEvent.Kind> = [.adapterReported]
  static let contractRule: String? = "R7"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format == .rewarded, run.phase == .onScreen, !run.impressionReported,
      case .adapterReported(let lineItem, .didDismissFullScreenView, _, _, _) = event
    else { return nil }
    return RuleBreach(
      lineItem: lineItem, detail: "dismissed without a reportImpression: the SDK counts no impression and no revenue")
  }
}
