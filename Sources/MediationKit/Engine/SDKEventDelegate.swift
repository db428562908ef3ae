/// The SDK's event delegate for one loaded ad: every call an adapter makes
/// on it goes to the simulation, which checks and records it.
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
