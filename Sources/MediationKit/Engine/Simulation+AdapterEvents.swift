extension Simulation {
  /// The SDK receives an event from the loaded ad's adapter: it accepts the
  /// event or discards a repeat, and grants the reward once.
  func adapterReported(_ event: AdEventName, from lineItem: Int, error: AdError? = nil, reward: AdReward? = nil) {
    defer { reportViolations() }
    let ignored = lineItem == delivery.winner && delivery.delegateReleased ? .delegateReleased : reasonToDiscard(event)
    emit(
      .adapterReported(
        AdapterReported(
          lineItem: lineItem, name: event, error: error, reward: reward, ignored: ignored, thread: adapterThread)))
    guard ignored == nil else { return }
    switch event {
    case .reportImpression:
      delivery.impressionRecorded = true
    case .didRewardUser, .didRewardUserWithReward:
      grantReward(for: lineItem)
    case .didDismissFullScreenView:
      // The SDK tells the app, whose dismissal callback may drop the ad at once (`"onDismiss"`): the app's ad is
      // the winner's.
      if config.app.releaseAd == .onDismiss, lineItem == delivery.winner { releaseAd() }
    case .willPresentFullScreenView, .didFailToPresentWithError, .willDismissFullScreenView, .reportClick,
      .didStartVideo, .didEndVideo, .didPlayVideo, .didPauseVideo, .didMuteVideo, .didUnmuteVideo,
      .didFailToPresentWithMessage, .leftApplication:
      // The SDK keeps no state of these: the records, the tally and the rules read them as they come.
      break
    }
  }

  /// An adapter sent an event to an event delegate it does not hold.
  func adapterDropped(_ event: AdEventName, from lineItem: Int, checked: Bool) {
    defer { reportViolations() }
    emit(.eventDropped(EventDropped(lineItem: lineItem, name: event, checked: checked, thread: adapterThread)))
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
      .reportClick, .didStartVideo, .didEndVideo, .didPlayVideo, .didPauseVideo, .didMuteVideo, .didUnmuteVideo,
      .didFailToPresentWithMessage, .leftApplication:
      // The SDK accepts every one of these, repeats included.
      return nil
    }
  }

  /// Grants the ad unit's reward, as AdMob does, whatever the network named.
  private func grantReward(for lineItem: Int) {
    guard let reward = config.adUnit.reward else { return }
    delivery.rewardGranted = true
    emit(.rewardGranted(RewardGranted(lineItem: lineItem, reward: reward)))
  }
}
