/// A reward forwarded when the network did not say the user earned one.
struct RewardWithoutEarning: SingleBreachRule {
  static let protects =
    "the user is rewarded only on the network's completion condition (reward earned, video completed), never on a skip, a dismissal or a click"
  static let source =
    "Unity adapter tests (a skipped video grants no reward); AppLovin (not fully watched: no reward); Mintegral (not converted: no reward)"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? = protects
  static let contractRule: String? = "R10"

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    // An interstitial has no reward to earn: rewardOnInterstitial says so, once.
    guard run.format.traits.grantsReward, case .adapterReported(let report) = event,
      report.name == .didRewardUser || report.name == .didRewardUserWithReward,
      run.lastWinnerCallback != .userDidEarnReward, run.lastWinnerCallback != .didCompleteVideo
    else { return nil }
    let cause =
      run.lastWinnerCallback.map { "on the network's \(run.names.name(of: $0, format: run.format))" }
      ?? "before the network called back"
    return RuleBreach(
      lineItem: report.lineItem,
      detail: "\(run.names.name(of: report.name)) \(cause), not on a reward or a completed video")
  }
}
