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
  /// The ad opened a full-screen view; a Sample SDK whose delegate has no such method (the seeds' iOS one, the
  /// Android media view's listener) implements it as reaching nothing, saying so.
  func nativeAdDidPresentModal(_ nativeAd: ScriptedNativeAd)
  func nativeAdDidDismissModal(_ nativeAd: ScriptedNativeAd)
}
