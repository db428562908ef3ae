import MediationKit

/// The SDK's receiver for a native ad's events (`GADMediationNativeAdEventDelegate`).
package protocol MediationNativeAdEventDelegate: MediationAdEventDelegate {
  func didPlayVideo()
  func didPauseVideo()
  func didEndVideo()
  func didMuteVideo()
  func didUnmuteVideo()
}
