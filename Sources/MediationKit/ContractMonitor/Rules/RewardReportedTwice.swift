/// An adapter reports a second reward for the same ad.
struct RewardReportedTwice: SingleBreachRule {
  static let protects = "the user earns one reward per ad: the SDK ignores a repeat, but the adapter should not send it"
  static let source =
    "legacy MediationRewardedVideoAdAdapter reference (\"adapters should make an effort to disable multiple reward for one ad\")"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "the user earns one reward per ad: the SDK ignores a second onUserEarnedReward, but the adapter should not send it"
  static let contractRule: String? = "R10"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterReported(let report) = event, report.ignored == .rewardAlreadyGranted else { return nil }
    return RuleBreach(
      lineItem: report.lineItem, detail: "\(run.names.name(of: report.name)) after the ad's reward was granted")
  }
}
