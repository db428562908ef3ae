extension Simulation {
  /// The SDK receives an event from the loaded ad's adapter: it accepts the
  /// event or discards a repeat, and grants the reward once.
  func adapterReported(_ event: AdEventName, from lineItem: Int, error: AdError? = nil, reward: AdReward? = nil) {
    defer { reportViolations() }
    let ignored = reasonToDiscard(event)
    emit(.adapterReported(lineItem: lineItem, event, error: error, reward: reward, ignored: ignored))
    guard ignored == nil else { return }
    switch event {
    case .reportImpression:
      delivery.impressionRecorded = true
    case .didRewardUser, .didRewardUserWithReward:
      grantReward(for: lineItem)
    case .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView, .didDismissFullScreenView,
      .reportClick, .didStartVideo, .didEndVideo, .didPlayVideo, .didPauseVideo, .didMuteVideo, .didUnmuteVideo:
      // The SDK keeps no state of these: the records, the tally and the rules read them as they come.
      break
    }
  }

  /// An adapter sent an event to an event delegate it does not hold.
  func adapterDropped(_ event: AdEventName, from lineItem: Int) {
    defer { reportViolations() }
    emit(.eventDropped(lineItem: lineItem, event))
  }

  private func reasonToDiscard(_ event: AdEventName) -> IgnoredReason? {
    switch event {
    case .reportImpression where delivery.impressionRecorded:
      return .duplicateImpression
    case .didRewardUser where delivery.rewardGranted, .didRewardUserWithReward where delivery.rewardGranted:
      return .rewardAlreadyGranted
    case .reportImpression, .didRewardUser, .didRewardUserWithReward:
      // The first: accepted.
      return nil
    case .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView, .didDismissFullScreenView,
      .reportClick, .didStartVideo, .didEndVideo, .didPlayVideo, .didPauseVideo, .didMuteVideo, .didUnmuteVideo:
      // The SDK accepts every one of these, repeats included.
      return nil
    }
  }

  /// Grants the ad unit's reward, as AdMob does, whatever the network named.
  private func grantReward(for lineItem: Int) {
    guard let reward = config.adUnit.reward else { return }
    delivery.rewardGranted = true
    emit(.rewardGranted(lineItem: lineItem, reward))
  }
}

/// The SDK's event delegate for one loaded ad: every call an adapter makes
/// on it goes to the simulation.
final class SDKEventDelegate: MediationRewardedAdEventDelegate, MediationNativeAdEventDelegate {
  private unowned let simulation: Simulation
  private let lineItem: Int

  init(simulation: Simulation, lineItem: Int) {
    self.simulation = simulation
    self.lineItem = lineItem
  }

  func reportImpression() { report(.reportImpression) }
  func reportClick() { report(.reportClick) }
  func willPresentFullScreenView() { report(.willPresentFullScreenView) }
  func didFailToPresentWithError(_ error: AdError) {
    simulation.adapterReported(.didFailToPresentWithError, from: lineItem, error: error)
  }
  func willDismissFullScreenView() { report(.willDismissFullScreenView) }
  func didDismissFullScreenView() { report(.didDismissFullScreenView) }
  func didStartVideo() { report(.didStartVideo) }
  func didEndVideo() { report(.didEndVideo) }
  func didRewardUser() { report(.didRewardUser) }
  func didRewardUserWithReward(_ reward: AdReward) {
    simulation.adapterReported(.didRewardUserWithReward, from: lineItem, reward: reward)
  }
  func didPlayVideo() { report(.didPlayVideo) }
  func didPauseVideo() { report(.didPauseVideo) }
  func didMuteVideo() { report(.didMuteVideo) }
  func didUnmuteVideo() { report(.didUnmuteVideo) }

  private func report(_ event: AdEventName) {
    simulation.adapterReported(event, from: lineItem)
  }
}
