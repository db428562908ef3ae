/// An interstitial's or app open ad's adapter reports a reward.
struct RewardOnInterstitial: SingleBreachRule {
  static let protects =
    "an interstitial or app open ad grants no reward: its event delegate (GADMediationInterstitialAdEventDelegate, GADMediationAppOpenAdEventDelegate) has no reward method, so an adapter that reports one confuses a rewarded path with an interstitial one and the app gets nothing"
  static let source =
    "GADMediationInterstitialAdEventDelegate and GADMediationAppOpenAdEventDelegate references (only the GADMediationAdEventDelegate events); spec formats.md, contract2.md section 6"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios]
  static let android: String? = nil
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard run.format.traits.isFullScreen, !run.format.traits.grantsReward, case .adapterReported(let report) = event,
      report.name == .didRewardUser || report.name == .didRewardUserWithReward
    else { return nil }
    return RuleBreach(
      lineItem: report.lineItem,
      detail: "\(run.names.name(of: report.name)) on \(run.format.indefiniteName), which has no reward")
  }
}
