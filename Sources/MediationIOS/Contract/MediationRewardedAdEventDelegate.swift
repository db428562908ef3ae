import MediationKit

/// The SDK's receiver for a rewarded ad's events
/// (`GADMediationRewardedAdEventDelegate`).
package protocol MediationRewardedAdEventDelegate: MediationAdEventDelegate {
  func didStartVideo()
  func didEndVideo()
  /// Reports that the user earned the reward, without saying which.
  func didRewardUser()
  /// Reports that the user earned the reward the network names.
  func didRewardUserWithReward(_ reward: AdReward)
}
