/// The callbacks the scripted network's native ad (a Sample SDK native ad) makes after it is shown: its own
/// impression and click tracking, and its media view's video events.
package protocol ScriptedNativeAdDelegate: AnyObject {
  func nativeAdDidRecordImpression(_ nativeAd: ScriptedNativeAd)
  func nativeAd(_ nativeAd: ScriptedNativeAd, didRecordClickOn asset: NativeAssetIdentifier)
  func nativeAdDidPlayVideo(_ nativeAd: ScriptedNativeAd)
  func nativeAdDidPauseVideo(_ nativeAd: ScriptedNativeAd)
  func nativeAdDidEndVideo(_ nativeAd: ScriptedNativeAd)
  func nativeAdDidMuteVideo(_ nativeAd: ScriptedNativeAd)
  func nativeAdDidUnmuteVideo(_ nativeAd: ScriptedNativeAd)
  func nativeAdDidPresentModal(_ nativeAd: ScriptedNativeAd)
  func nativeAdDidDismissModal(_ nativeAd: ScriptedNativeAd)
}

extension ScriptedNativeAdDelegate {
  // Callbacks the Sample SDK of the seeds does not have: optional, as in Objective-C.
  package func nativeAdDidPresentModal(_ nativeAd: ScriptedNativeAd) {}
  package func nativeAdDidDismissModal(_ nativeAd: ScriptedNativeAd) {}
}
