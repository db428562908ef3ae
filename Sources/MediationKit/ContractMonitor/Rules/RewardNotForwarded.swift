/// The network reported that the user earned the reward and the adapter never forwarded a reward event for it,
/// judged at the run's end.
struct RewardNotForwarded: SingleBreachRule {
  static let protects =
    "a reward the network grants reaches the app only if the adapter forwards it (didRewardUser): an adapter that stopped listening at the close, or maps the network's reward to nothing, loses the user's reward"
  static let source =
    "googleads-mobile-ios-mediation#267 (Vungle's router dropped the delegate on close, before the reward); googleads-mobile-android-examples#442; googleads-mobile-android-mediation#344, #431"
  static let examines = EventKinds(.runEnded)
  static let platforms: Set<Platform> = [.ios, .android]
  static let android: String? =
    "a reward the network grants reaches the app only if the adapter forwards it (onUserEarnedReward): an adapter that stopped listening at the close, or maps the network's reward to nothing, loses the user's reward"
  static let contractRule: String? = nil

  func check(_ event: SimulationEvent, in run: MonitoredRun) -> RuleBreach? {
    // A reward forwarded to a lost or released delegate counts as forwarded: that loss is another rule's
    // (eventWithoutDelegate, eventLostAfterRelease); one breach, one rule.
    guard case .runEnded = event, run.networkRewarded, !run.rewardForwarded else { return nil }
    return RuleBreach(
      lineItem: run.winner,
      detail:
        "the network reported \(run.names.name(of: NetworkCallback.userDidEarnReward, format: run.format)) and the adapter forwarded no \(run.names.name(of: AdEventName.didRewardUser)): the user's reward is lost"
    )
  }
}
