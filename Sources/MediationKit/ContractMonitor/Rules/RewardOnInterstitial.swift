/// An interstitial's adapter reports a reward.
struct RewardOnInterstitial: SingleBreachRule {
  static let protects =
    "an interstitial grants no reward: its event delegate (GADMediationInterstitialAdEventDelegate) has no reward method, so an adapter that reports one confuses a rewarded path with an interstitial one and the app gets nothing"
  static let source =
    "GADMediationInterstitialAdEventDelegate reference (only the GADMediationAdEventDelegate events); spec formats.md"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios]
  static let android: String? = nil
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.isFullScreen, !run.format.traits.grantsReward, case .adapterReported(let report) = event,
      report.name == .didRewardUser || report.name == .didRewardUserWithReward
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem, detail: "\(run.names.name(of: report.name)) on an interstitial, which has no reward")
  }
}
