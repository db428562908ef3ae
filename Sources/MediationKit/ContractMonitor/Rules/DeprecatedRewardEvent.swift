/// The deprecated `didRewardUserWithReward:` instead of `didRewardUser`.
struct DeprecatedRewardEvent: SingleBreachRule {
  static let protects =
    "adapters report the reward with didRewardUser: the app gets the ad unit's reward, and didRewardUserWithReward: is deprecated (it still works, so a breach is a warning by default)"
  static let source =
    "adapters' CHANGELOGs (\"use the didRewardUser API; requires Google Mobile Ads SDK 9.8.0 or higher\"); googleads-mobile-ios-mediation issue #347 (the adapter's reward type and amount do not reach the app); seed 001 still calls the old method"
  static let examines = EventKinds(.adapterReported)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "adapters report the reward with onUserEarnedReward(): the app gets the ad unit's reward, and onUserEarnedReward(RewardItem) is deprecated (it still works, so a breach is a warning by default)"
  static let contractRule: String? = "R11"
  // The method still works in the SDK: seed 001's adapter, which calls it, stays usable.
  static let defaultSeverity = RuleSeverity.warning

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    guard case .adapterReported(let report) = event, report.name == .didRewardUserWithReward else { return nil }
    let deprecated = run.names.name(of: .didRewardUserWithReward)
    return RuleBreach(
      lineItem: report.lineItem, detail: "\(deprecated) is deprecated: report \(run.names.name(of: .didRewardUser))")
  }
}
