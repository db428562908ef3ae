import MediationKit

/// The callbacks a Sample SDK native ad makes after it is shown: its own
/// impression and click tracking, and its media view's video events.
protocol SampleNativeAdDelegate: AnyObject {
  func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd)
  func nativeAd(_ nativeAd: SampleNativeAd, didRecordClickOn asset: NativeAssetIdentifier)
  func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd)
  func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd)
  func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd)
  func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd)
  func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd)
  func nativeAdDidPresentModal(_ nativeAd: SampleNativeAd)
  func nativeAdDidDismissModal(_ nativeAd: SampleNativeAd)
}

extension SampleNativeAdDelegate {
  // Callbacks the Sample SDK of the seeds does not have: optional, as in Objective-C.
  func nativeAdDidPresentModal(_ nativeAd: SampleNativeAd) {}
  func nativeAdDidDismissModal(_ nativeAd: SampleNativeAd) {}
}
