extension Simulation {
  /// The SDK receives an event from the loaded ad's adapter: it records the
  /// event (or discards a repeat), counts impressions and clicks, grants
  /// the reward once, and reports any contract rule the event breaks.
  func adapterReported(_ event: AdEventName, from lineItem: Int, error: AdError? = nil, reward: AdReward? = nil) {
    let name = label(lineItem)
    let breach = monitor.check(event, format: config.adUnit.format)
    if let reason = reasonToDiscard(event) {
      record(.ignored(IgnoredRecord(lineItem: name, call: event.rawValue, reason: reason)))
    } else {
      record(.event(EventRecord(lineItem: name, name: event, error: error, reward: reward)))
      switch event {
      case .reportImpression:
        tally.impressions += 1
      case .reportClick:
        tally.clicks += 1
      case .didRewardUser, .didRewardUserWithReward:
        grantReward(for: lineItem)
      case .didFailToPresentWithError:
        tally.presented = false
      default:
        break
      }
    }
    if let breach {
      reportViolation(breach.rule, by: lineItem, detail: breach.detail)
    }
  }

  func reportViolation(_ rule: ContractRule, by lineItem: Int, detail: String) {
    tally.violations += 1
    record(.violation(ViolationRecord(lineItem: label(lineItem), rule: rule, detail: detail)))
  }

  private func reasonToDiscard(_ event: AdEventName) -> IgnoredReason? {
    switch event {
    case .reportImpression where tally.impressions > 0:
      return .duplicateImpression
    case .didRewardUser where tally.rewardGranted, .didRewardUserWithReward where tally.rewardGranted:
      return .rewardAlreadyGranted
    default:
      return nil
    }
  }

  /// Grants the ad unit's reward, as AdMob does, whatever the network named.
  private func grantReward(for lineItem: Int) {
    guard let reward = config.adUnit.reward else { return }
    tally.rewardGranted = true
    record(.reward(RewardRecord(lineItem: label(lineItem), type: reward.type, amount: reward.amount)))
  }
}
